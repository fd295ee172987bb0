import { splitKeywords } from "../domain/blog";
import { responsiveImage } from "../domain/images";
import { plainTextOf, sanitiseHtml } from "./html-sanitiser.server";
import { findPublishedBlogBySlug, findPublishedSlugRedirect, listPublishedBlogs } from "./repos/blogs.server";
import type { Blog } from "./db/schema.server";
import type { AppServices } from "./services.server";

export async function loadBlogList(services: AppServices) {
  const blogs = await listPublishedBlogs(services.db);
  return blogs.map(({ id, title, slug, image, imageWidth, imageHeight, date, description, keywords, tag }) => ({
    id,
    title,
    slug,
    image: responsiveImage({ src: image, width: imageWidth, height: imageHeight }, "blog-image"),
    date,
    description,
    tag,
    keywords: splitKeywords(keywords),
  }));
}

/** A post as its page shows it, with its HTML reduced to the allow-list (also used by the admin preview). */
export function toArticle(blog: Blog) {
  return {
    title: blog.title,
    slug: blog.slug,
    author: blog.author,
    date: blog.date,
    image: responsiveImage({ src: blog.image, width: blog.imageWidth, height: blog.imageHeight }, "blog-image"),
    tag: blog.tag,
    description: blog.description,
    descriptionHtml: sanitiseHtml(blog.description),
    contentHtml: blog.content ? sanitiseHtml(blog.content) : "",
    // for the head: the description as plain words, and the dates search engines read
    summary: plainTextOf(blog.description, 200),
    keywords: blog.keywords,
    publishedAt: blog.publishAt ?? blog.date,
    modifiedAt: blog.updatedAt,
  };
}

export type Article = ReturnType<typeof toArticle>;

export type BlogPostLookup = { kind: "post"; post: Article } | { kind: "moved"; slug: string } | { kind: "missing" };

/** A visible post by its address; an old address of a renamed post says where it went. */
export async function loadBlogPost(services: AppServices, slug: string): Promise<BlogPostLookup> {
  const blog = await findPublishedBlogBySlug(services.db, slug);
  if (blog) return { kind: "post", post: toArticle(blog) };
  const moved = await findPublishedSlugRedirect(services.db, slug);
  return moved ? { kind: "moved", slug: moved } : { kind: "missing" };
}
