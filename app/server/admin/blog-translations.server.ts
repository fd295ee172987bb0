import type { Logger } from "pino";
import { postEnglishByField, postTextFields, readHindiSlug } from "../../domain/blog-translation";
import { mayChangePost } from "../../domain/roles";
import { readTranslationForm, translationRows, type TranslationRow } from "../../domain/translations";
import { blogTranslationKey, BLOG_ENTITY, hindiSearchTextOf, postTextsOf } from "../blog-translations.server";
import { announceContentChange } from "../content-events.server";
import type { Blog } from "../db/schema.server";
import { sanitiseHtml } from "../html-sanitiser.server";
import type { AuditActor } from "../repos/audit.server";
import { findBlogById, isHindiSlugTaken, isUniqueViolation, setPostHindi } from "../repos/blogs.server";
import { readTranslations, readTranslationsOfRecords, type StoredTranslation } from "../repos/translations.server";
import type { AppServices } from "../services.server";
import type { BlogUser } from "./blogs.server";
import { VersionConflict } from "./revisions-admin.server";
import {
  EnglishMovedOn,
  forgetHindiDraft,
  postedHindiVersion,
  restoredTranslation,
  staleHindi,
  TRANSLATION_REFUSED,
  translationSnapshot,
  translationVersion,
  writeTranslationChange,
  type TranslationSaveOutcome,
  type TranslationSnapshot,
} from "./translation-revisions.server";

/*
 * A post's Hindi in the back office (issue 23, part 3; decisions 0046 and 0051), edited beside its
 * English like a course's: a box per text (the body with the rich-text editor), "needs translation"
 * while a box has no Hindi or its English changed since, a save that writes only what changed, and
 * the post's optional Hindi address. Whoever may change the post may change its Hindi; every save
 * keeps a revision (decision 0052), read and restored by those who may read the post's revisions.
 */

export interface PostTranslation {
  id: string;
  title: string;
  hindiSlug: string;
  /** the post's version: a Hindi save made against older English is refused */
  version: string;
  /** the Hindi's own version: a save after someone else's Hindi save is refused, naming them */
  hindiVersion: string;
  rows: TranslationRow[];
  waiting: number;
}

/** The entity key of a post's Hindi revisions and version (decision 0052); the record is the post's id. */
export const POST_HINDI_REVISIONS = "post-hi";

/** A post's Hindi version: its row in record_versions, "" before its first Hindi save. */
export const postTranslationVersion = (services: AppServices, id: string) => translationVersion(services.db, POST_HINDI_REVISIONS, id);

async function changeablePost(services: AppServices, id: string, user: BlogUser): Promise<Blog | null> {
  const blog = await findBlogById(services.db, id);
  // someone else's post (an author's view), or an author's own once published: as if there were none
  return blog && mayChangePost(user, blog) ? blog : null;
}

type PostTranslationState = PostTranslation & { stored: Record<string, StoredTranslation> };

/** A post's Hindi form and its stored rows (what a save, a revision and a restore start from). */
async function postTranslationState(services: AppServices, blog: Blog): Promise<PostTranslationState> {
  const texts = postTextsOf(blog);
  const [stored, hindiVersion] = await Promise.all([readTranslations(services.db, blogTranslationKey(blog.id)), postTranslationVersion(services, blog.id)]);
  const form = translationRows(postTextFields(texts), postEnglishByField(texts), stored);
  return { id: blog.id, title: blog.title, hindiSlug: blog.hindiSlug ?? "", version: blog.updatedAt, hindiVersion, stored, ...form };
}

/** A post's fields with their English and Hindi; null when there is no such post this user may change. */
export async function loadPostTranslation(services: AppServices, id: string, user: BlogUser): Promise<PostTranslation | null> {
  const blog = await changeablePost(services, id, user);
  if (!blog) return null;
  const { stored: _stored, ...translation } = await postTranslationState(services, blog);
  return translation;
}

/**
 * A post's Hindi as its form shows it: what a revision keeps (decision 0052); null when there is no
 * such post. The Hindi address is not kept: it is an address, not a text (decision 0051), and a
 * restore leaves it as it is.
 */
export async function postTranslationSnapshot(services: AppServices, id: string): Promise<TranslationSnapshot | null> {
  const blog = await findBlogById(services.db, id);
  if (!blog) return null;
  const state = await postTranslationState(services, blog);
  return translationSnapshot(state.rows, state.stored);
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

export type PostTranslationOutcome = TranslationSaveOutcome;

const MOVED_ON = "The English of this post was saved again after this form was opened. Nothing was saved: check the Hindi against the English shown now.";
const SLUG_TAKEN = "Another post already has this address under /hi.";
const HINDI_NOUN = "post's Hindi";

const stalePostHindi = (services: AppServices, id: string) => staleHindi(services.db, POST_HINDI_REVISIONS, id, HINDI_NOUN);

/**
 * Writes a post's Hindi (decision 0052): its rows, its Hindi address and the words search reads,
 * with the versions claimed, a revision and the audit event, in one transaction.
 */
async function writePostTranslation(
  services: AppServices,
  current: PostTranslationState,
  changes: Record<string, StoredTranslation | null>,
  options: { actor: AuditActor; hindiSlug: string | null; hindiVersion: string | null; englishVersion: string | null; restoredFrom?: string },
): Promise<void> {
  const { restoredFrom, hindiSlug } = options;
  const key = blogTranslationKey(current.id);
  await writeTranslationChange(services.db, {
    revisionEntity: POST_HINDI_REVISIONS,
    key,
    version: options.hindiVersion,
    english: { table: "blogs", id: current.id, version: options.englishVersion },
    before: translationSnapshot(current.rows, current.stored),
    after: async (db) => (await postTranslationSnapshot({ ...services, db }, current.id))!,
    changes,
    alongside: async (db) => setPostHindi(db, current.id, { hindiSlug, hindiSearchText: hindiSearchTextOf(await readTranslations(db, key)) }),
    actor: options.actor,
    audit: (written) => ({
      action: restoredFrom ? "blog.translate_restore" : "blog.translate",
      entity: "blog",
      entityId: current.id,
      detail: { title: current.title, locale: "hi", changed: written, hindiSlug, ...(restoredFrom ? { revision: restoredFrom } : {}) },
    }),
    restoredFrom,
  });
}

/**
 * Saves a post's Hindi: the boxes as the shared form reads them (the body sanitised exactly as the
 * English body is), the Hindi address, and the words search reads, in one audited transaction that
 * keeps a revision; refused when the English or the Hindi was saved since the form was opened (both
 * versions claimed in that transaction). Announced, so /hi shows it on every instance at once.
 */
export async function savePostTranslation(services: AppServices, log: Logger, input: { id: string; form: FormData; actor: AuditActor; user: BlogUser }): Promise<PostTranslationOutcome> {
  const { form } = input;
  const blog = await changeablePost(services, input.id, input.user);
  if (!blog) return { ok: false, status: 404, error: "This post no longer exists, or is not yours to change.", fieldErrors: {}, values: {} };
  const current = await postTranslationState(services, blog);
  const { values, errors, changes } = readTranslationForm(current.rows, (name) => form.get(name));
  const typedSlug = form.get("hindiSlug");
  if (typeof typedSlug === "string") values.hindiSlug = typedSlug;
  const hindiVersion = postedHindiVersion(form);
  const posted = form.get("version");
  const englishVersion = typeof posted === "string" ? posted : null;
  const refused = (status: number, error: string, fieldErrors: Record<string, string> = {}, conflictVersion?: string): PostTranslationOutcome => ({ ok: false, status, error, fieldErrors, values, hindiVersion, ...(conflictVersion === undefined ? {} : { conflictVersion }) });
  if (englishVersion !== null && englishVersion !== current.version) return refused(409, MOVED_ON);
  const slug = typeof typedSlug === "string" ? readHindiSlug(typedSlug) : { ok: true as const, slug: current.hindiSlug || null };
  if (!slug.ok) errors.hindiSlug = slug.error;
  else if (slug.slug && (await isHindiSlugTaken(services.db, slug.slug, current.id))) errors.hindiSlug = SLUG_TAKEN;
  if (Object.keys(errors).length > 0) return refused(400, TRANSLATION_REFUSED, errors);
  // the body is stored sanitised, as the English body is; unchanged once sanitised, and not confirmed, it is not written
  const body = changes.content;
  if (body) {
    const clean = sanitiseHtml(body.value);
    const row = current.rows.find((candidate) => candidate.key === "content");
    if (clean === row?.hindi && form.get("still.content") !== "yes") delete changes.content;
    else changes.content = clean.trim() === "" ? null : { ...body, value: clean };
  }
  const hindiSlug = slug.ok ? slug.slug : null;
  if (Object.keys(changes).length === 0 && hindiSlug === (current.hindiSlug || null)) {
    await forgetHindiDraft(services.db, POST_HINDI_REVISIONS, current.id, input.actor);
    return { ok: true };
  }
  try {
    await writePostTranslation(services, current, changes, { actor: input.actor, hindiSlug, hindiVersion, englishVersion });
  } catch (error) {
    if (error instanceof EnglishMovedOn) return refused(409, MOVED_ON);
    if (error instanceof VersionConflict) {
      const stale = await stalePostHindi(services, current.id);
      return refused(409, stale.message, {}, stale.version);
    }
    if (isUniqueViolation(error)) return refused(409, TRANSLATION_REFUSED, { hindiSlug: SLUG_TAKEN });
    log.error({ err: error }, "a post's Hindi could not be saved");
    return refused(500, "The Hindi texts could not be saved. Try again.");
  }
  await announceContentChange(services, "blogs").catch((error: unknown) => log.error({ err: error }, "announcing a post's Hindi change failed"));
  return { ok: true };
}

/**
 * Brings an earlier Hindi version of a post back as a new save (decision 0052), through the save's
 * checks: refused when someone saved the Hindi after the revisions screen was opened (the version
 * compared and claimed in the write's transaction), or when a box no longer passes the form's
 * bounds; the body is sanitised again, as a typed one. Each box comes back with the English it was
 * written from, so a Hindi written for older English is marked "needs translation" again. The
 * Hindi address stays as it is. Who may: the revisions' permission (posts.publish: Editors and
 * Administrators, as for the English post's revisions).
 */
export async function restorePostTranslationRevision(
  services: AppServices,
  input: { id: string; snapshot: Record<string, unknown>; revisionId: string; version: string | null; actor: AuditActor },
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const blog = await findBlogById(services.db, input.id);
  if (!blog) return { ok: false, status: 404, message: "This post no longer exists." };
  const current = await postTranslationState(services, blog);
  const reading = restoredTranslation(current.rows, current.stored, input.snapshot);
  if (!reading.ok) return { ok: false, status: 400, message: reading.message };
  const body = reading.changes.content;
  if (body) reading.changes.content = { ...body, value: sanitiseHtml(body.value) };
  try {
    // the English is not checked: a restored box keeps the English it was written from
    await writePostTranslation(services, current, reading.changes, { actor: input.actor, hindiSlug: current.hindiSlug || null, hindiVersion: input.version, englishVersion: null, restoredFrom: input.revisionId });
  } catch (error) {
    if (error instanceof VersionConflict) return { ok: false, status: 409, message: (await stalePostHindi(services, current.id)).message };
    services.log.error({ err: error }, "a Hindi version of a post could not be restored");
    return { ok: false, status: 500, message: "The version could not be restored. Try again." };
  }
  await announceContentChange(services, "blogs").catch((error: unknown) => services.log.error({ err: error }, "announcing a post's Hindi change failed"));
  return { ok: true };
}
