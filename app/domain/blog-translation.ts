import { slugify } from "./blog";
import { cutToCodeUnits } from "./text-limits";
import { needsTranslation, type TranslatableField, type Translation } from "./translations";

/*
 * A post in Hindi (issue 23, part 3; decisions 0046, 0049 and 0051): its title, description (the
 * summary its card, head and page show) and content are translated; its keywords, tag, image and
 * dates are not (keywords are the blog's filters, shared by both languages). Like a course, the
 * post reads in Hindi only while every text that has English has a Hindi written from today's
 * English; otherwise /hi shows the English post, marked as English, never a mix.
 */

export interface PostTexts {
  title: string;
  description: string;
  /** the body's HTML (sanitised), or empty */
  content: string;
}

export interface PostTextField extends TranslatableField {
  english: string;
}

/** the limits of the English post's form (app/domain/blog-form.ts) */
export const POST_TITLE_MAX = 200;
export const POST_DESCRIPTION_MAX = 1000;
export const POST_CONTENT_MAX = 200_000;
/** a Hindi address is at most this long, in code units, after it is made a slug */
export const HINDI_SLUG_MAX = 200;

/** Every text of the post that has English, as a field of the Hindi form, in the page's order. */
export function postTextFields(post: PostTexts): PostTextField[] {
  const fields: PostTextField[] = [
    { key: "title", label: "Title", english: post.title, max: POST_TITLE_MAX, multiline: false },
    { key: "description", label: "Description (the summary)", english: post.description, max: POST_DESCRIPTION_MAX, multiline: true },
    { key: "content", label: "Content", english: post.content, max: POST_CONTENT_MAX, multiline: true, html: true },
  ];
  return fields.filter((field) => field.english.trim() !== "");
}

export function postEnglishByField(post: PostTexts): Record<string, string> {
  return Object.fromEntries(postTextFields(post).map((field) => [field.key, field.english]));
}

/** Whether every text that has English has a Hindi written from today's English (decision 0049's rule). */
export function isPostTranslated(post: PostTexts, stored: Readonly<Record<string, Translation>>): boolean {
  return postTextFields(post).every((field) => !needsTranslation({ english: field.english, englishDefault: "", translation: stored[field.key] }));
}

/** The post's words in Hindi, or null while any text lacks a current Hindi (the page then shows the English post). */
export function postInHindi<T extends PostTexts>(post: T, stored: Readonly<Record<string, Translation>>): T | null {
  if (!isPostTranslated(post, stored)) return null;
  const hindi = (key: string, english: string) => (english.trim() === "" ? english : stored[key]!.value);
  return { ...post, title: hindi("title", post.title), description: hindi("description", post.description), content: hindi("content", post.content) };
}

export type HindiSlugReading = { ok: true; slug: string | null } | { ok: false; error: string };

/**
 * A typed Hindi address: made a slug by the English rules (which keep Devanagari letters with
 * their vowel signs), in Unicode's composed form so that one word has one address whatever
 * keyboard typed it. Empty: the post has none (its English slug serves under /hi). Measured
 * before anything else is done with it (decision 0026).
 */
export function readHindiSlug(typed: string): HindiSlugReading {
  if (typed.length > HINDI_SLUG_MAX * 4) return { ok: false, error: `At most ${HINDI_SLUG_MAX} characters.` };
  if (typed.trim() === "") return { ok: true, slug: null };
  const slug = normalisedSlug(slugify(typed));
  if (slug === "") return { ok: false, error: "Use letters or digits (Devanagari or Latin)." };
  if (slug.length > HINDI_SLUG_MAX) return { ok: false, error: `At most ${HINDI_SLUG_MAX} characters (this has ${slug.length}).` };
  return { ok: true, slug };
}

/** An address as it is stored and looked up: composed (NFC), bounded first. */
export function normalisedSlug(slug: string): string {
  return cutToCodeUnits(slug, HINDI_SLUG_MAX * 4).normalize("NFC");
}
