import { postInHindi, type PostTexts } from "../domain/blog-translation";
import type { Blog } from "./db/schema.server";
import { plainTextOf } from "./html-sanitiser.server";
import { listPostTextsByIds } from "./repos/blogs.server";
import { readTranslations, readTranslationsOfRecords, type StoredTranslation } from "./repos/translations.server";
import type { AppServices } from "./services.server";

/*
 * Posts in Hindi (issue 23, part 3; decision 0051): where a post's Hindi is kept and how a Hindi
 * page reads it. The back office's side is app/server/admin/blog-translations.server.ts; the rule of
 * the Hindi page (the whole post or the English one) is app/domain/blog-translation.ts.
 */

export const BLOG_ENTITY = "blog";

export const blogTranslationKey = (blogId: string) => ({ entity: BLOG_ENTITY, entityId: blogId, locale: "hi" });

/** A stored post's words as its Hindi form and page compare them. */
export function postTextsOf(blog: Pick<Blog, "title" | "description" | "content">): PostTexts {
  return { title: blog.title, description: blog.description, content: blog.content ?? "" };
}

/**
 * The words of a post's Hindi that search reads (its title, description and body as plain text),
 * composed as the search box's words are (app/domain/blog.ts, searchWords). Every Hindi text is
 * searched, current or not: a post whose Hindi waits is shown in English, but it is the post asked for.
 */
export function hindiSearchTextOf(stored: Readonly<Record<string, StoredTranslation>>): string {
  return ["title", "description", "content"]
    .map((field) => (stored[field] ? plainTextOf(stored[field].value, Infinity) : ""))
    .filter(Boolean)
    .join(" ")
    .normalize("NFKC");
}

/** A post's words in Hindi, or null while it has no whole, current Hindi (its page is then the English post). */
export async function hindiOfPost(services: AppServices, blog: Blog): Promise<PostTexts | null> {
  return postInHindi(postTextsOf(blog), await readTranslations(services.db, blogTranslationKey(blog.id)));
}

/** The Hindi words of each of these posts that reads in Hindi, by post id: one read for them all (the Hindi feeds). */
export async function hindiOfPosts(services: AppServices, blogs: readonly Blog[]): Promise<Record<string, PostTexts>> {
  const stored = await readTranslationsOfRecords(services.db, BLOG_ENTITY, blogs.map((blog) => blog.id), "hi");
  const words: Record<string, PostTexts> = {};
  for (const blog of blogs) {
    const hindi = stored[blog.id] ? postInHindi(postTextsOf(blog), stored[blog.id]!) : null;
    if (hindi) words[blog.id] = hindi;
  }
  return words;
}

/**
 * The Hindi title and description of each of these posts that reads in Hindi (whole and current, as
 * its page), by post id: what its card shows on /hi/blog. The bodies are read only of posts with
 * some Hindi, since the body's Hindi must be current too for the card to lead to a Hindi page.
 */
export async function hindiCardTexts(services: AppServices, ids: readonly string[]): Promise<Record<string, { title: string; description: string }>> {
  const stored = await readTranslationsOfRecords(services.db, BLOG_ENTITY, ids, "hi");
  const withHindi = Object.keys(stored);
  if (withHindi.length === 0) return {};
  const cards: Record<string, { title: string; description: string }> = {};
  for (const english of await listPostTextsByIds(services.db, withHindi)) {
    const hindi = postInHindi(postTextsOf(english), stored[english.id] ?? {});
    if (hindi) cards[english.id] = { title: hindi.title, description: hindi.description };
  }
  return cards;
}
