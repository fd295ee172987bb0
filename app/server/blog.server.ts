import { BLOG_PAGE_SIZE, isPossibleSlug, pageCountOf, searchWords, splitKeywords, type BlogListQuery } from "../domain/blog";
import { pickRelated, RELATED_POSTS } from "../domain/blog-reading";
import { responsiveImage } from "../domain/images";
import { readablePost } from "./blog-reading.server";
import { plainTextOf, sanitiseHtml } from "./html-sanitiser.server";
import {
  findNeighbourPosts,
  findPublishedBlogBySlug,
  findPublishedSlugRedirect,
  listCardsByIds,
  listKeywordChips,
  listNewestPostIds,
  listPostsSharingKeywords,
  listVisiblePostsPage,
  type BlogCard,
} from "./repos/blogs.server";
import type { Blog } from "./db/schema.server";
import type { AppServices } from "./services.server";

/** chips offered above the list: the most used keywords (a site with thousands of keywords shows these) */
const KEYWORD_CHIPS = 24;

/**
 * One page of /blog as the address asks for it: the cards, the chips and the numbers the page
 * links need. A page past the last is `outOfRange` (the route answers 404).
 */
export async function loadBlogList(services: AppServices, query: BlogListQuery) {
  const words = searchWords(query.q);
  const [{ posts, total }, chips] = await Promise.all([
    listVisiblePostsPage(services.db, { page: query.page, pageSize: BLOG_PAGE_SIZE, words, keyword: query.keyword }),
    listKeywordChips(services.db, KEYWORD_CHIPS),
  ]);
  const pageCount = pageCountOf(total);
  // The chosen keyword stays offered (and clearable) even when it is not among the most used.
  const shownChips = query.keyword && !chips.some((chip) => chip.keyword === query.keyword) ? [...chips, { keyword: query.keyword, count: total }] : chips;
  return {
    posts: posts.map(toCard),
    chips: shownChips,
    total,
    page: query.page,
    pageCount,
    // a search of no letters or digits ("***") searches nothing: the plain list, said as such
    q: words.length > 0 ? query.q : "",
    keyword: query.keyword,
    searchTooLong: query.searchTooLong ?? false,
    outOfRange: query.page > pageCount,
  };
}

export type BlogListData = Awaited<ReturnType<typeof loadBlogList>>;

function toCard({ id, title, slug, image, imageWidth, imageHeight, date, description, keywords, tag }: BlogCard) {
  return {
    id,
    title,
    slug,
    image: responsiveImage({ src: image, width: imageWidth, height: imageHeight }, "blog-image"),
    date,
    // the card shows the description's words; its markup belongs to the article page
    description: plainTextOf(description, 220),
    tag,
    keywords: splitKeywords(keywords),
  };
}

export type BlogCardView = ReturnType<typeof toCard>;

/** A post as its page shows it, with its HTML reduced to the allow-list (also used by the admin preview). */
export function toArticle(blog: Blog) {
  const descriptionHtml = sanitiseHtml(blog.description);
  const readable = readablePost(blog.content ? sanitiseHtml(blog.content) : "", descriptionHtml);
  return {
    title: blog.title,
    slug: blog.slug,
    author: blog.author,
    date: blog.date,
    image: responsiveImage({ src: blog.image, width: blog.imageWidth, height: blog.imageHeight }, "blog-image"),
    tag: blog.tag,
    description: blog.description,
    descriptionHtml,
    // headings carry ids for the table of contents (decision 0037)
    contentHtml: readable.contentHtml,
    toc: readable.toc,
    readingMinutes: readable.minutes,
    // for the head: the description as plain words, and the dates search engines read
    summary: plainTextOf(blog.description, 200),
    keywords: blog.keywords,
    publishedAt: blog.publishAt ?? blog.date,
    modifiedAt: blog.updatedAt,
  };
}

export type Article = ReturnType<typeof toArticle>;

export type BlogPostLookup = { kind: "post"; post: Article; blog: Blog } | { kind: "moved"; slug: string } | { kind: "missing" };

/** A visible post by its address; an old address of a renamed post says where it went. */
export async function loadBlogPost(services: AppServices, slug: string): Promise<BlogPostLookup> {
  if (!isPossibleSlug(slug)) return { kind: "missing" };
  const blog = await findPublishedBlogBySlug(services.db, slug);
  if (blog) return { kind: "post", post: toArticle(blog), blog };
  const moved = await findPublishedSlugRedirect(services.db, slug);
  return moved ? { kind: "moved", slug: moved } : { kind: "missing" };
}

/**
 * What follows a post on its page: three related posts (shared keywords, then the newest) and the
 * posts before and after it in the list. Only posts visitors can read, as everywhere public.
 */
export async function loadPostSurroundings(services: AppServices, blog: Blog) {
  const keywords = splitKeywords(blog.keywords);
  const [sharing, newest, neighbours] = await Promise.all([
    listPostsSharingKeywords(services.db, { id: blog.id, keywords }, RELATED_POSTS),
    listNewestPostIds(services.db, RELATED_POSTS + 1),
    findNeighbourPosts(services.db, { id: blog.id, date: blog.date }),
  ]);
  const relatedIds = pickRelated(blog.id, sharing, newest.map((post) => ({ ...post, shared: 0 })));
  const cards = await listCardsByIds(services.db, relatedIds);
  const related = relatedIds.flatMap((id) => cards.filter((card) => card.id === id)).map(toCard);
  return { related, ...neighbours };
}

export type PostSurroundings = Awaited<ReturnType<typeof loadPostSurroundings>>;
