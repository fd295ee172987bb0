import type { Logger } from "pino";
import { postEnglishByField, postTextFields, readHindiSlug } from "../../domain/blog-translation";
import { mayChangePost } from "../../domain/roles";
import { readTranslationForm, translationRows, type TranslationRow } from "../../domain/translations";
import { blogTranslationKey, BLOG_ENTITY, hindiSearchTextOf, postTextsOf } from "../blog-translations.server";
import { announceContentChange } from "../content-events.server";
import type { Blog } from "../db/schema.server";
import { sanitiseHtml } from "../html-sanitiser.server";
import { auditedWrite, type AuditActor } from "../repos/audit.server";
import { findBlogById, isHindiSlugTaken, isUniqueViolation, setPostHindi } from "../repos/blogs.server";
import { readTranslations, readTranslationsOfRecords, writeTranslations } from "../repos/translations.server";
import type { AppServices } from "../services.server";
import type { BlogUser } from "./blogs.server";

/*
 * A post's Hindi in the back office (issue 23, part 3; decisions 0046 and 0051), edited beside its
 * English like a course's: a box per text (the body with the rich-text editor), "needs translation"
 * while a box has no Hindi or its English changed since, a save that writes only what changed, and
 * the post's optional Hindi address. Whoever may change the post may change its Hindi.
 */

export interface PostTranslation {
  id: string;
  title: string;
  hindiSlug: string;
  /** the post's version: a Hindi save made against older English is refused */
  version: string;
  rows: TranslationRow[];
  waiting: number;
}

async function changeablePost(services: AppServices, id: string, user: BlogUser): Promise<Blog | null> {
  const blog = await findBlogById(services.db, id);
  // someone else's post (an author's view), or an author's own once published: as if there were none
  return blog && mayChangePost(user, blog) ? blog : null;
}

/** A post's fields with their English and Hindi; null when there is no such post this user may change. */
export async function loadPostTranslation(services: AppServices, id: string, user: BlogUser): Promise<PostTranslation | null> {
  const blog = await changeablePost(services, id, user);
  if (!blog) return null;
  const texts = postTextsOf(blog);
  const stored = await readTranslations(services.db, blogTranslationKey(blog.id));
  return { id: blog.id, title: blog.title, hindiSlug: blog.hindiSlug ?? "", version: blog.updatedAt, ...translationRows(postTextFields(texts), postEnglishByField(texts), stored) };
}

/** How many texts of each post wait for their Hindi, by post id (the list's marks). */
export async function countPostTranslationsWaiting(services: AppServices, posts: readonly Blog[]): Promise<Record<string, number>> {
  const stored = await readTranslationsOfRecords(services.db, BLOG_ENTITY, posts.map((post) => post.id), "hi");
  return Object.fromEntries(
    posts.map((post) => {
      const texts = postTextsOf(post);
      return [post.id, translationRows(postTextFields(texts), postEnglishByField(texts), stored[post.id] ?? {}).waiting];
    }),
  );
}

export type PostTranslationOutcome =
  | { ok: true }
  | { ok: false; status: number; error: string; fieldErrors: Record<string, string>; values: Record<string, string> };

const REFUSED = "Nothing was saved: correct the fields marked below.";
const MOVED_ON = "The English of this post was saved again after this form was opened. Nothing was saved: check the Hindi against the English shown now.";
const SLUG_TAKEN = "Another post already has this address under /hi.";

/**
 * Saves a post's Hindi: the boxes as the shared form reads them (the body sanitised exactly as the
 * English body is), the Hindi address, and the words search reads, in one audited transaction;
 * announced, so /hi shows it on every instance at once.
 */
export async function savePostTranslation(services: AppServices, log: Logger, input: { id: string; form: FormData; actor: AuditActor; user: BlogUser }): Promise<PostTranslationOutcome> {
  const { form } = input;
  const current = await loadPostTranslation(services, input.id, input.user);
  if (!current) return { ok: false, status: 404, error: "This post no longer exists, or is not yours to change.", fieldErrors: {}, values: {} };
  const { values, errors, changes } = readTranslationForm(current.rows, (name) => form.get(name));
  const typedSlug = form.get("hindiSlug");
  if (typeof typedSlug === "string") values.hindiSlug = typedSlug;
  const version = form.get("version");
  if (typeof version === "string" && version !== current.version) return { ok: false, status: 409, error: MOVED_ON, fieldErrors: {}, values };
  const slug = typeof typedSlug === "string" ? readHindiSlug(typedSlug) : { ok: true as const, slug: current.hindiSlug || null };
  if (!slug.ok) errors.hindiSlug = slug.error;
  else if (slug.slug && (await isHindiSlugTaken(services.db, slug.slug, current.id))) errors.hindiSlug = SLUG_TAKEN;
  if (Object.keys(errors).length > 0) return { ok: false, status: 400, error: REFUSED, fieldErrors: errors, values };
  // the body is stored sanitised, as the English body is; unchanged once sanitised, and not confirmed, it is not written
  const body = changes.content;
  if (body) {
    const clean = sanitiseHtml(body.value);
    const row = current.rows.find((candidate) => candidate.key === "content");
    if (clean === row?.hindi && form.get("still.content") !== "yes") delete changes.content;
    else changes.content = clean.trim() === "" ? null : { ...body, value: clean };
  }
  const hindiSlug = slug.ok ? slug.slug : null;
  if (Object.keys(changes).length === 0 && hindiSlug === (current.hindiSlug || null)) return { ok: true };
  try {
    const entry = () => ({ action: "blog.translate", entity: "blog", entityId: current.id, detail: { title: current.title, locale: "hi", changed: Object.keys(changes), hindiSlug } });
    await auditedWrite(services.db, input.actor, entry, async (db) => {
      await writeTranslations(db, blogTranslationKey(current.id), changes);
      const stored = await readTranslations(db, blogTranslationKey(current.id));
      await setPostHindi(db, current.id, { hindiSlug, hindiSearchText: hindiSearchTextOf(stored) });
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, status: 409, error: REFUSED, fieldErrors: { hindiSlug: SLUG_TAKEN }, values };
    log.error({ err: error }, "a post's Hindi could not be saved");
    return { ok: false, status: 500, error: "The Hindi texts could not be saved. Try again.", fieldErrors: {}, values };
  }
  await announceContentChange(services, "blogs").catch((error: unknown) => log.error({ err: error }, "announcing a post's Hindi change failed"));
  return { ok: true };
}
