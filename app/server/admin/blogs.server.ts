import { blogListStatus, DEFAULT_BLOG_IMAGE, keywordChips, slugify, utcIsoToIst, type BlogEditorValues } from "../../domain/blog";
import { parseBlogForm, type BlogFormInput } from "../../domain/blog-form";
import type { FieldErrors } from "../../domain/field-errors";
import { messages } from "../../domain/messages";
import { fallbackSiteSettings } from "../../domain/site-settings";
import { toArticle } from "../blog.server";
import { BLOG_ENTITY } from "../blog-translations.server";
import { countPostTranslationsWaiting, POST_HINDI_REVISIONS } from "./blog-translations.server";
import { forgetTranslations } from "../repos/translations.server";
import { announceContentChange } from "../content-events.server";
import { nowIso } from "../db/ids.server";
import type { Blog } from "../db/schema.server";
import { sanitiseHtml } from "../html-sanitiser.server";
import { createBlog, deleteBlog, findBlogById, isSlugTaken, isUniqueViolation, listAllBlogs, updateBlog, type BlogInput } from "../repos/blogs.server";
import { auditedWrite, type AuditActor } from "../repos/audit.server";
import { findSiteSettings } from "../repos/settings.server";
import type { AppServices } from "../services.server";
import type { SignedInUser } from "../auth/session.server";
import { isAwaitingReview, may, mayChangePost, seesPost } from "../../domain/roles";
import { abandonImageChange, deleteImageFiles, readImageChange, settleImageChange } from "../uploads/uploads.server";
import type { ReceivedFile } from "../uploads/upload-form.server";
import { claimedVersion, conflictMessage, VersionConflict } from "./revisions-admin.server";
import { discardAutosave, forgetRevisions, readAutosave, recordBaselineIfNone, recordRevision, type RevisionAuthor } from "../revisions.server";

/*
 * The blog back office: what the list and the editor show, and saving and deleting posts with
 * their images, their old addresses and the public pages' caches.
 */

const PURPOSE = "blog-image";

/** The author of every post is the company (spec: fixed and read-only). */
export async function companyName(services: AppServices): Promise<string> {
  return ((await findSiteSettings(services.db)) ?? fallbackSiteSettings).companyName;
}

/** Who is asking: the list, the editor and the preview show a role only what it may see (decision 0040). */
export type BlogUser = Pick<SignedInUser, "userId" | "role">;

export async function loadBlogsAdmin(services: AppServices, editId: string | null, user: BlogUser, creating = false) {
  const now = Date.now();
  const [all, author] = await Promise.all([listAllBlogs(services.db), companyName(services)]);
  // an author's list holds their own posts only: other people's drafts are not theirs to read
  const blogs = all.filter((blog) => seesPost(user, blog));
  const editing = editId ? blogs.find((blog) => blog.id === editId && mayChangePost(user, blog)) : undefined;
  // The server's copy of this account's unsaved typing in this editor, offered back (autosave).
  const draftKey = editing ? editing.id : creating ? "new" : null;
  const [draft, hindiWaiting] = await Promise.all([
    draftKey ? readAutosave(services.db, "blog", draftKey, user.userId) : null,
    // how many of each changeable post's texts wait for their Hindi (decision 0051)
    countPostTranslationsWaiting(services, blogs.filter((blog) => mayChangePost(user, blog))),
  ]);
  return {
    draft: draft && (!editing || draft.savedAt > editing.updatedAt) ? draft : null,
    author,
    canPublish: may(user.role, "posts.publish"),
    awaitingReview: blogs.filter(isAwaitingReview).length,
    posts: blogs.map((blog) => ({
      review: isAwaitingReview(blog),
      changeable: mayChangePost(user, blog),
      hindiWaiting: hindiWaiting[blog.id] ?? null,
      id: blog.id,
      title: blog.title,
      slug: blog.slug,
      chips: keywordChips(blog.keywords),
      status: blogListStatus(blog, now),
      date: blog.date,
      publishAt: blog.publishAt,
    })),
    editing: editing ? editorValues(editing) : null,
  };
}

function editorValues(blog: Blog): BlogEditorValues {
  const publish = blog.publishAt ? utcIsoToIst(blog.publishAt) : null;
  return {
    id: blog.id,
    title: blog.title,
    slug: blog.slug,
    slugAuto: blog.slug === slugify(blog.title),
    description: blog.description,
    keywords: blog.keywords,
    tag: blog.tag ?? "",
    status: blog.status,
    publishDate: publish?.date ?? "",
    publishTime: publish?.time ?? "",
    content: blog.content ?? "",
    image: blog.image === DEFAULT_BLOG_IMAGE ? null : blog.image,
    version: blog.updatedAt,
  };
}

/** The fields of a post a revision keeps: what the editor edits (the image by its address only). */
export function blogSnapshot(blog: Pick<Blog, "title" | "slug" | "description" | "keywords" | "tag" | "status" | "publishAt" | "content" | "image">) {
  return {
    title: blog.title,
    slug: blog.slug,
    description: blog.description,
    keywords: blog.keywords,
    tag: blog.tag,
    status: blog.status,
    publishAt: blog.publishAt,
    content: blog.content,
    image: blog.image,
  };
}
export type BlogSnapshot = ReturnType<typeof blogSnapshot>;

export const blogRevisionFields = [
  { name: "title", label: "Title" },
  { name: "slug", label: "Slug" },
  { name: "description", label: "Description" },
  { name: "keywords", label: "Keywords" },
  { name: "tag", label: "Tag" },
  { name: "status", label: "Status" },
  { name: "publishAt", label: "Publish time (UTC)" },
  { name: "image", label: "Image" },
  { name: "content", label: "Content", html: true },
] as const;

const authorOf = (actor: AuditActor): RevisionAuthor => ({ id: actor.id, name: actor.email ?? "the system" });

/**
 * Writes a post's change as one transaction: the version check (refused when someone saved since
 * `version` was loaded), the state found if it has no revision yet, the update, the new revision
 * and the audit record together.
 */
async function writeBlogChange(
  services: AppServices,
  existing: Blog,
  record: BlogInput,
  options: { actor: AuditActor; version: string | null; action: "save" | "restore"; restoredFrom?: string; audit: { action: string; detail: Record<string, unknown> } },
): Promise<void> {
  const wasPublic = existing.status === "Published";
  const entry = { action: options.audit.action, entity: "blog", entityId: existing.id, detail: options.audit.detail };
  await auditedWrite(services.db, options.actor, entry, async (db) => {
    if (options.version !== null && !(await claimedVersion(db, "blogs", existing.id, options.version))) throw new VersionConflict();
    await recordBaselineIfNone(db, { entity: "blog", entityId: existing.id, snapshot: blogSnapshot(existing), at: existing.updatedAt });
    await updateBlog(db, existing.id, record, wasPublic ? { redirectFrom: existing.slug } : {});
    // the post as stored (dates normalised), read back inside the transaction
    const saved = (await findBlogById(db, existing.id))!;
    await recordRevision(db, { entity: "blog", entityId: existing.id, snapshot: blogSnapshot(saved), by: authorOf(options.actor), action: options.action, restoredFrom: options.restoredFrom ?? null });
    if (options.actor.id) await discardAutosave(db, "blog", existing.id, options.actor.id);
  });
}

export type BlogSaveOutcome =
  | { ok: true; created: boolean; id: string; /** an author's draft now awaits review */ submitted: boolean }
  | { ok: false; status: number; formError: string; fieldErrors: FieldErrors<BlogFormInput & { image: string }>; conflict?: { version: string } };

/**
 * Creates (no id) or updates a post from its posted form. The slug must be free (checked first for
 * a clear message, and again by the unique index when two saves race); the content is stored
 * already sanitised; renaming a post visitors could reach keeps its old address as a redirect.
 */
export async function saveBlog(services: AppServices, input: { form: FormData; files: Map<string, ReceivedFile>; actor: AuditActor; user: BlogUser }): Promise<BlogSaveOutcome> {
  const { form, files, user } = input;
  const id = typeof form.get("id") === "string" && form.get("id") !== "" ? String(form.get("id")) : null;
  const found = id ? await findBlogById(services.db, id) : undefined;
  // someone else's post, or an author's own once published: answered as if it did not exist
  const existing = found && mayChangePost(user, found) ? found : undefined;
  if (id && !existing) return { ok: false, status: 404, formError: messages.blogAdmin.notFound, fieldErrors: {} };
  const failed = id ? messages.blogAdmin.updateFailed : messages.blogAdmin.createFailed;
  const canPublish = may(user.role, "posts.publish");
  // The version the form was loaded from; after a refusal the editor may choose to save over the
  // newer one (which stays in the revisions). A post without any (a script) is not checked.
  const posted = (name: string) => (typeof form.get(name) === "string" ? String(form.get(name)) : "");
  const version = posted("overwriteVersion") || posted("version") || null;
  if (existing && version !== null && version !== existing.updatedAt) return refusedAsStale(services, existing);

  const fields: Record<string, unknown> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  // An author writes drafts only, whatever the form says; publishing is an editor's (decision 0040).
  if (!canPublish) Object.assign(fields, { status: "Draft", publishDate: "", publishTime: "" });
  const parsed = parseBlogForm({ ...fields, author: await companyName(services) });
  if (!parsed.ok) return { ok: false, status: 400, formError: parsed.formError, fieldErrors: parsed.fieldErrors };
  const values = parsed.values;

  if (await isSlugTaken(services.db, values.slug, id ?? undefined)) {
    return { ok: false, status: 409, formError: messages.blogAdmin.slugTaken, fieldErrors: { slug: messages.blogAdmin.slugTaken } };
  }

  const change = await readImageChange(services, { form, files, field: "image", purpose: PURPOSE });
  if (change.kind === "refused") return { ok: false, status: change.status, formError: change.message, fieldErrors: { image: change.message } };

  const now = nowIso();
  // "Submit for review" marks the draft for the editors; "Save draft" takes it back. An editor's
  // save keeps a draft's mark, and publishing ends the review.
  const submittedAt = canPublish
    ? values.status === "Published" ? null : (existing?.submittedAt ?? null)
    : form.get("review") === "submit" ? (existing?.submittedAt ?? now) : null;
  const scheduled = values.status === "Published" && values.publishAt !== null && values.publishAt > now;
  // The article's date: when it was written, or, for a post still to come, when it goes live.
  const date = scheduled ? values.publishAt! : existing && existing.date <= now ? existing.date : now;
  const image =
    change.kind === "set"
      ? { image: change.image.url, imageWidth: change.image.width, imageHeight: change.image.height }
      : change.kind === "removed" || !existing
        ? { image: DEFAULT_BLOG_IMAGE, imageWidth: null, imageHeight: null }
        : { image: existing.image, imageWidth: existing.imageWidth, imageHeight: existing.imageHeight };
  const record: BlogInput = {
    title: values.title,
    slug: values.slug,
    author: values.author,
    description: values.description,
    keywords: values.keywords,
    tag: values.tag,
    status: values.status,
    publishAt: values.publishAt,
    date,
    content: values.content.trim() ? sanitiseHtml(values.content) : null,
    submittedAt,
    ...image,
  };

  let savedId: string;
  try {
    if (existing) {
      // Only an address visitors could have followed is worth keeping (writeBlogChange).
      const action = submittedAt && !existing.submittedAt ? "blog.submit_review" : "blog.update";
      await writeBlogChange(services, existing, record, { actor: input.actor, version, action: "save", audit: { action, detail: { title: record.title, slug: record.slug, status: record.status } } });
      savedId = existing.id;
    } else {
      const entry = (created: Blog) => ({ action: "blog.create", entity: "blog", entityId: created.id, detail: { title: created.title, slug: created.slug, status: created.status, review: created.submittedAt !== null } });
      savedId = (
        await auditedWrite(services.db, input.actor, entry, async (db) => {
          // the post's owner is who created it: an author sees and changes only those
          const created = await createBlog(db, { ...record, ownerId: user.userId });
          await recordRevision(db, { entity: "blog", entityId: created.id, snapshot: blogSnapshot(created), by: authorOf(input.actor) });
          if (input.actor.id) await discardAutosave(db, "blog", "new", input.actor.id);
          return created;
        })
      ).id;
    }
  } catch (error) {
    await abandonImageChange(services, change, PURPOSE);
    if (error instanceof VersionConflict && existing) return refusedAsStale(services, existing);
    if (isUniqueViolation(error)) {
      return { ok: false, status: 409, formError: messages.blogAdmin.slugTaken, fieldErrors: { slug: messages.blogAdmin.slugTaken } };
    }
    services.log.error({ err: error }, "blog save failed");
    return { ok: false, status: 500, formError: failed, fieldErrors: {} };
  }

  const previous = existing && existing.image !== DEFAULT_BLOG_IMAGE ? { src: existing.image, width: existing.imageWidth, height: existing.imageHeight } : null;
  await settleImageChange(services, change, previous, PURPOSE);
  await announceContentChange(services, "blogs");
  return { ok: true, created: !existing, id: savedId, submitted: !canPublish && submittedAt !== null };
}

/** Throws away this administrator's autosaved draft of a post ("new": of the post not created yet). */
export async function discardBlogDraft(services: AppServices, id: string, userId: string): Promise<void> {
  await discardAutosave(services.db, "blog", id.slice(0, 64), userId);
}

/** The refusal of a save made from an older version: who saved since, and when; nothing written. */
async function refusedAsStale(services: AppServices, existing: Blog): Promise<BlogSaveOutcome> {
  const current = await findBlogById(services.db, existing.id);
  const message = await conflictMessage(services.db, "blog", existing.id, "post", current?.updatedAt ?? existing.updatedAt);
  return { ok: false, status: 409, formError: message, fieldErrors: {}, conflict: { version: current?.updatedAt ?? existing.updatedAt } };
}

/**
 * Brings an earlier revision of a post back as a new save (itself a revision, and audited). The
 * words, address, status and times come back; the image stays the current one, since the file of
 * a replaced image is deleted (decision 0041). Refused when the post changed since the page was
 * loaded, or when its old address is now another post's.
 */
export async function restoreBlogRevision(
  services: AppServices,
  input: { id: string; snapshot: BlogSnapshot; revisionId: string; version: string | null; actor: AuditActor },
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const existing = await findBlogById(services.db, input.id);
  if (!existing) return { ok: false, status: 404, message: messages.blogAdmin.notFound };
  if (input.version !== null && input.version !== existing.updatedAt) {
    return { ok: false, status: 409, message: await conflictMessage(services.db, "blog", existing.id, "post", existing.updatedAt) };
  }
  const snapshot = input.snapshot;
  if (await isSlugTaken(services.db, snapshot.slug, existing.id)) return { ok: false, status: 409, message: messages.blogAdmin.slugTaken };
  const now = nowIso();
  const scheduled = snapshot.status === "Published" && snapshot.publishAt !== null && snapshot.publishAt > now;
  const record: BlogInput = {
    title: snapshot.title,
    slug: snapshot.slug,
    author: existing.author,
    description: snapshot.description,
    keywords: snapshot.keywords,
    tag: snapshot.tag,
    status: snapshot.status,
    publishAt: snapshot.publishAt,
    date: scheduled ? snapshot.publishAt! : existing.date <= now ? existing.date : now,
    // stored sanitised when it was saved; sanitised again in case the rules have grown since
    content: snapshot.content ? sanitiseHtml(snapshot.content) : null,
    image: existing.image,
    imageWidth: existing.imageWidth,
    imageHeight: existing.imageHeight,
  };
  try {
    await writeBlogChange(services, existing, record, {
      actor: input.actor,
      version: input.version ?? existing.updatedAt,
      action: "restore",
      restoredFrom: input.revisionId,
      audit: { action: "blog.restore", detail: { title: record.title, slug: record.slug, revision: input.revisionId } },
    });
  } catch (error) {
    if (error instanceof VersionConflict) return { ok: false, status: 409, message: await conflictMessage(services.db, "blog", existing.id, "post", existing.updatedAt) };
    if (isUniqueViolation(error)) return { ok: false, status: 409, message: messages.blogAdmin.slugTaken };
    throw error;
  }
  await announceContentChange(services, "blogs");
  return { ok: true };
}

/** Deletes a post, its uploaded image files and its old addresses. */
export async function removeBlog(services: AppServices, id: string, actor: AuditActor, user: BlogUser): Promise<boolean> {
  const blog = await findBlogById(services.db, id);
  if (!blog || !mayChangePost(user, blog)) return false;
  const entry = (deleted: boolean) => (deleted ? { action: "blog.delete", entity: "blog", entityId: id, detail: { title: blog.title, slug: blog.slug } } : null);
  // Its revisions go with it: a deleted post is gone, as the confirmation says.
  const removed = await auditedWrite(services.db, actor, entry, async (db) => {
    const deleted = await deleteBlog(db, id);
    if (deleted) await forgetRevisions(db, "blog", id);
    // its Hindi goes with it (decision 0051), and the Hindi's revisions (decision 0052)
    if (deleted) await forgetTranslations(db, BLOG_ENTITY, id);
    if (deleted) await forgetRevisions(db, POST_HINDI_REVISIONS, id);
    return deleted;
  });
  if (!removed) return false;
  await deleteImageFiles(services, { src: blog.image, width: blog.imageWidth, height: blog.imageHeight }, PURPOSE);
  await announceContentChange(services, "blogs");
  return true;
}

/** Any post the user may see, draft or scheduled, rendered as its public page would render it. */
export async function loadBlogPreview(services: AppServices, id: string, user: BlogUser) {
  const blog = await findBlogById(services.db, id);
  if (!blog || !seesPost(user, blog)) return null;
  return { id: blog.id, slug: blog.slug, status: blogListStatus(blog, Date.now()), publishAt: blog.publishAt, article: toArticle(blog) };
}
