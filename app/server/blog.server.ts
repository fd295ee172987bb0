import { BLOG_PAGE_SIZE, isPossibleSlug, pageCountOf, searchWords, splitKeywords, type BlogListQuery } from "../domain/blog";
import { pickRelated, RELATED_POSTS } from "../domain/blog-reading";
import { responsiveImage } from "../domain/images";
import { normalisedSlug } from "../domain/blog-translation";
import type { Locale } from "../i18n/locale";
import { readablePost } from "./blog-reading.server";
import { hindiCardTexts, hindiOfPost } from "./blog-translations.server";
import { plainTextOf, sanitiseHtml } from "./html-sanitiser.server";
import {
  findNeighbourPosts,
  findPublishedBlogByHindiSlug,
  findPublishedBlogBySlug,
  findPublishedSlugRedirect,
  listCardsByIds,
  listKeywordChips,
  listNewestPostIds,
  listPostsSharingKeywords,
  listVisiblePostsPage,
  type BlogCard,
  type PostLink,
  type PostScope,
} from "./repos/blogs.server";
import { loadSettings } from "./site-chrome.server";
import { cachedPerKey } from "./content-cache.server";
import { scheduleWindow } from "./schedule-window.server";
import type { Blog } from "./db/schema.server";
import type { AppServices } from "./services.server";

/**
 * Which posts the blog in this language lists: under /hi, only those that read in Hindi when the
 * settings hide English posts there (decision 0057); everything else lists every visible post.
 */
export async function postScopeOf(services: AppServices, locale: Locale): Promise<PostScope> {
  if (locale !== "hi") return {};
  return { hindiOnly: (await loadSettings(services)).hindiBlogEnglish === "hidden" };
}

/** chips offered above the list: the most used keywords (a site with thousands of keywords shows these) */
const KEYWORD_CHIPS = 24;

/**
 * One page of /blog as the address asks for it: the cards, the chips and the numbers the page
 * links need. A page past the last is `outOfRange` (the route answers 404).
 */
export async function loadBlogList(services: AppServices, query: BlogListQuery, locale: Locale = "en") {
  const words = searchWords(query.q);
  const scope = await postScopeOf(services, locale);
  const [{ posts, total }, chips] = await Promise.all([
    listVisiblePostsPage(services.db, { page: query.page, pageSize: BLOG_PAGE_SIZE, words, keyword: query.keyword, ...scope }),
    listKeywordChips(services.db, KEYWORD_CHIPS, undefined, scope),
  ]);
  const pageCount = pageCountOf(total);
  // The chosen keyword stays offered (and clearable) even when it is not among the most used.
  const shownChips = query.keyword && !chips.some((chip) => chip.keyword === query.keyword) ? [...chips, { keyword: query.keyword, count: total }] : chips;
  return {
    posts: await inLocale(services, posts.map(toCard), locale),
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

/** List pages kept at once (the plain pages, keywords and searches asked for last). */
const LIST_PAGES_KEPT = 64;

/**
 * loadBlogList for a page of /blog, kept as a post's page is (keptBlogPostPage): until a content
 * change, a minute or a scheduled post going live, for the 64 lists asked for last, so that the
 * same list at another address (a query string of its own, a repeated search) is not read again.
 */
export async function keptBlogList(services: AppServices, query: BlogListQuery, locale: Locale = "en"): Promise<BlogListData> {
  const window = await scheduleWindow(services);
  const key = JSON.stringify([window, locale, query.page, query.keyword, query.q, query.searchTooLong ?? false]);
  return cachedPerKey(services, "blog-list", key, () => loadBlogList(services, query, locale), { maxEntries: LIST_PAGES_KEPT });
}

function toCard({ id, title, slug, hindiSlug, image, imageWidth, imageHeight, date, description, keywords, tag }: BlogCard) {
  return {
    id,
    title,
    slug,
    /** its address under /hi when it has its own (decision 0051) */
    hindiSlug,
    /** the language of its words: Hindi once a Hindi page shows its whole, current Hindi */
    lang: "en" as Locale,
    image: responsiveImage({ src: image, width: imageWidth, height: imageHeight }, "blog-image"),
    date,
    // the card shows the description's words; its markup belongs to the article page
    description: plainTextOf(description, 220),
    tag,
    keywords: splitKeywords(keywords),
  };
}

export type BlogCardView = ReturnType<typeof toCard>;

/** Cards on a Hindi page: those of posts that read in Hindi carry their Hindi title and description. */
async function inLocale(services: AppServices, cards: BlogCardView[], locale: Locale): Promise<BlogCardView[]> {
  if (locale !== "hi" || cards.length === 0) return cards;
  const hindi = await hindiCardTexts(services, cards.map((card) => card.id));
  return cards.map((card) => {
    const words = hindi[card.id];
    return words ? { ...card, title: words.title, description: plainTextOf(words.description, 220), lang: "hi" as Locale } : card;
  });
}

/**
 * A post as its page shows it, with its HTML reduced to the allow-list (also used by the admin
 * preview); `hindi`: its whole Hindi, which a Hindi page shows in place of the English words.
 */
export function toArticle(blog: Blog, hindi: { title: string; description: string; content: string } | null = null) {
  if (hindi) blog = { ...blog, title: hindi.title, description: hindi.description, content: hindi.content || null };
  const descriptionHtml = sanitiseHtml(blog.description);
  const readable = readablePost(blog.content ? sanitiseHtml(blog.content) : "", descriptionHtml);
  return {
    title: blog.title,
    slug: blog.slug,
    hindiSlug: blog.hindiSlug,
    /** the language of its words (decision 0051) */
    lang: (hindi ? "hi" : "en") as Locale,
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

/**
 * A visible post by its address in the page's language; an old address of a renamed post says
 * where it went. Under /hi a post with a Hindi slug lives there: its English slug moves to it, and
 * its Hindi slug under the English blog moves to the English one (decision 0051), so each language
 * has one address per post, the one its canonical link, hreflang and the sitemap name.
 */
export async function loadBlogPost(services: AppServices, slug: string, locale: Locale = "en"): Promise<BlogPostLookup> {
  if (!isPossibleSlug(slug)) return { kind: "missing" };
  const hindiSlug = normalisedSlug(slug);
  if (locale === "hi") {
    const byHindi = await findPublishedBlogByHindiSlug(services.db, hindiSlug);
    if (byHindi) return { kind: "post", post: toArticle(byHindi, await hindiOfPost(services, byHindi)), blog: byHindi };
  }
  const blog = await findPublishedBlogBySlug(services.db, slug);
  if (blog && locale === "hi" && blog.hindiSlug) return { kind: "moved", slug: blog.hindiSlug };
  if (blog) return { kind: "post", post: toArticle(blog, locale === "hi" ? await hindiOfPost(services, blog) : null), blog };
  if (locale === "en") {
    const byHindi = await findPublishedBlogByHindiSlug(services.db, hindiSlug);
    if (byHindi) return { kind: "moved", slug: byHindi.slug };
  }
  const moved = await findPublishedSlugRedirect(services.db, slug);
  return moved ? { kind: "moved", slug: moved } : { kind: "missing" };
}

/** Posts' pages kept at once: each is its sanitised article and what follows it, some 10–40 KB. */
const POST_PAGES_KEPT = 48;

export type BlogPostPage = { kind: "post"; post: Article; surroundings: PostSurroundings } | { kind: "moved"; slug: string } | { kind: "missing" };

/**
 * A post's page: the lookup of loadBlogPost, and for a post found, what follows it. Kept until a
 * content change, a minute, or a scheduled post going live (schedule-window.server.ts), for the 48
 * posts read last, so that a post's other addresses (a shared link's ?utm_source=…, a crawler's
 * query string) render without reading, sanitising and laying out the post again. An address
 * that finds no post is not kept (a stranger's made-up slugs would push out the posts).
 */
export async function keptBlogPostPage(services: AppServices, slug: string, locale: Locale = "en"): Promise<BlogPostPage> {
  const window = await scheduleWindow(services);
  return cachedPerKey(
    services,
    "blog-post",
    `${window} ${locale} ${slug}`,
    async (): Promise<BlogPostPage> => {
      const found = await loadBlogPost(services, slug, locale);
      return found.kind === "post" ? { kind: "post", post: found.post, surroundings: await loadPostSurroundings(services, found.blog, locale) } : found;
    },
    { maxEntries: POST_PAGES_KEPT, keep: (page) => page.kind !== "missing" },
  );
}

/**
 * What follows a post on its page: three related posts (shared keywords, then the newest) and the
 * posts before and after it in the list. Only posts visitors can read, as everywhere public, and on
 * a Hindi page only those its list offers; there each reads in Hindi when it can (decision 0057).
 */
export async function loadPostSurroundings(services: AppServices, blog: Blog, locale: Locale = "en") {
  const keywords = splitKeywords(blog.keywords);
  const scope = await postScopeOf(services, locale);
  const [sharing, newest, neighbours] = await Promise.all([
    listPostsSharingKeywords(services.db, { id: blog.id, keywords }, RELATED_POSTS, undefined, scope),
    listNewestPostIds(services.db, RELATED_POSTS + 1, undefined, scope),
    findNeighbourPosts(services.db, { id: blog.id, date: blog.date }, undefined, scope),
  ]);
  const relatedIds = pickRelated(blog.id, sharing, newest.map((post) => ({ ...post, shared: 0 })));
  const cards = await listCardsByIds(services.db, relatedIds);
  const related = await inLocale(services, relatedIds.flatMap((id) => cards.filter((card) => card.id === id)).map(toCard), locale);
  const hindi = locale === "hi" ? await hindiCardTexts(services, [neighbours.older, neighbours.newer].flatMap((post) => (post ? [post.id] : []))) : {};
  const link = (post: PostLink | null) => (post ? neighbourLink(post, locale, hindi[post.id]?.title ?? null) : null);
  return { related, older: link(neighbours.older), newer: link(neighbours.newer) };
}

/**
 * A previous or next post as its link shows it: on a Hindi page at its Hindi address when it has one
 * (decision 0051), with its Hindi title when it reads in Hindi, else its English title and `lang`
 * saying so, so that the link can be marked as English.
 */
function neighbourLink(post: PostLink, locale: Locale, hindiTitle: string | null) {
  const slug = locale === "hi" && post.hindiSlug ? post.hindiSlug : post.slug;
  return hindiTitle === null ? { slug, title: post.title, lang: "en" as Locale } : { slug, title: hindiTitle, lang: "hi" as Locale };
}

export type NeighbourLink = ReturnType<typeof neighbourLink>;

export type PostSurroundings = Awaited<ReturnType<typeof loadPostSurroundings>>;
