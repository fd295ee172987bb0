import { findPublishedBlogBySlug, listPublishedBlogs } from "./repos/blogs.server";
import { sanitiseHtml } from "./html-sanitiser.server";
import type { AppServices } from "./services.server";

export async function loadBlogList(services: AppServices) {
  const blogs = await listPublishedBlogs(services.db);
  return blogs.map(({ id, title, slug, image, date, description, keywords, tag }) => ({
    id,
    title,
    slug,
    image,
    date,
    description,
    tag,
    keywords: keywords.split(",").map((keyword) => keyword.trim()).filter(Boolean),
  }));
}

/** A published post, with its HTML reduced to the allow-list; undefined when there is none. */
export async function loadBlogPost(services: AppServices, slug: string) {
  const blog = await findPublishedBlogBySlug(services.db, slug);
  if (!blog) return undefined;
  return {
    title: blog.title,
    author: blog.author,
    date: blog.date,
    image: blog.image,
    tag: blog.tag,
    description: blog.description,
    descriptionHtml: sanitiseHtml(blog.description),
    contentHtml: blog.content ? sanitiseHtml(blog.content) : "",
  };
}
