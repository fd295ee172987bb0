import { blogListStatus, DEFAULT_BLOG_IMAGE, keywordChips, slugify, utcIsoToIst, type BlogEditorValues } from "../../domain/blog";
import { parseBlogForm, type BlogFormInput } from "../../domain/blog-form";
import type { FieldErrors } from "../../domain/field-errors";
import { messages } from "../../domain/messages";
import { fallbackSiteSettings } from "../../domain/site-settings";
import { toArticle } from "../blog.server";
import { announceContentChange } from "../content-events.server";
import { nowIso } from "../db/ids.server";
import type { Blog } from "../db/schema.server";
import { sanitiseHtml } from "../html-sanitiser.server";
import { createBlog, deleteBlog, findBlogById, isSlugTaken, isUniqueViolation, listAllBlogs, updateBlog, type BlogInput } from "../repos/blogs.server";
import { auditedWrite, type AuditActor } from "../repos/audit.server";
import { findSiteSettings } from "../repos/settings.server";
import type { AppServices } from "../services.server";
import { abandonImageChange, deleteImageFiles, readImageChange, settleImageChange } from "../uploads/uploads.server";
import type { ReceivedFile } from "../uploads/upload-form.server";

/*
 * The blog back office: what the list and the editor show, and saving and deleting posts with
 * their images, their old addresses and the public pages' caches.
 */

const PURPOSE = "blog-image";

/** The author of every post is the company (spec: fixed and read-only). */
export async function companyName(services: AppServices): Promise<string> {
  return ((await findSiteSettings(services.db)) ?? fallbackSiteSettings).companyName;
}

export async function loadBlogsAdmin(services: AppServices, editId: string | null) {
  const now = Date.now();
  const [blogs, author] = await Promise.all([listAllBlogs(services.db), companyName(services)]);
  const editing = editId ? blogs.find((blog) => blog.id === editId) : undefined;
  return {
    author,
    posts: blogs.map((blog) => ({
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
  };
}

export type BlogSaveOutcome =
  | { ok: true; created: boolean; id: string }
  | { ok: false; status: number; formError: string; fieldErrors: FieldErrors<BlogFormInput & { image: string }> };

/**
 * Creates (no id) or updates a post from its posted form. The slug must be free (checked first for
 * a clear message, and again by the unique index when two saves race); the content is stored
 * already sanitised; renaming a post visitors could reach keeps its old address as a redirect.
 */
export async function saveBlog(services: AppServices, input: { form: FormData; files: Map<string, ReceivedFile>; actor: AuditActor }): Promise<BlogSaveOutcome> {
  const { form, files } = input;
  const id = typeof form.get("id") === "string" && form.get("id") !== "" ? String(form.get("id")) : null;
  const existing = id ? await findBlogById(services.db, id) : undefined;
  if (id && !existing) return { ok: false, status: 404, formError: messages.blogAdmin.notFound, fieldErrors: {} };
  const failed = id ? messages.blogAdmin.updateFailed : messages.blogAdmin.createFailed;

  const fields: Record<string, unknown> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  const parsed = parseBlogForm({ ...fields, author: await companyName(services) });
  if (!parsed.ok) return { ok: false, status: 400, formError: parsed.formError, fieldErrors: parsed.fieldErrors };
  const values = parsed.values;

  if (await isSlugTaken(services.db, values.slug, id ?? undefined)) {
    return { ok: false, status: 409, formError: messages.blogAdmin.slugTaken, fieldErrors: { slug: messages.blogAdmin.slugTaken } };
  }

  const change = await readImageChange(services, { form, files, field: "image", purpose: PURPOSE });
  if (change.kind === "refused") return { ok: false, status: change.status, formError: change.message, fieldErrors: { image: change.message } };

  const now = nowIso();
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
    ...image,
  };

  let savedId: string;
  try {
    if (existing) {
      // Only an address visitors could have followed is worth keeping.
      const wasPublic = existing.status === "Published";
      const entry = { action: "blog.update", entity: "blog", entityId: existing.id, detail: { title: record.title, slug: record.slug, status: record.status } };
      await auditedWrite(services.db, input.actor, entry, (db) => updateBlog(db, existing.id, record, wasPublic ? { redirectFrom: existing.slug } : {}));
      savedId = existing.id;
    } else {
      const entry = (created: Blog) => ({ action: "blog.create", entity: "blog", entityId: created.id, detail: { title: created.title, slug: created.slug, status: created.status } });
      savedId = (await auditedWrite(services.db, input.actor, entry, (db) => createBlog(db, record))).id;
    }
  } catch (error) {
    await abandonImageChange(services, change, PURPOSE);
    if (isUniqueViolation(error)) {
      return { ok: false, status: 409, formError: messages.blogAdmin.slugTaken, fieldErrors: { slug: messages.blogAdmin.slugTaken } };
    }
    services.log.error({ err: error }, "blog save failed");
    return { ok: false, status: 500, formError: failed, fieldErrors: {} };
  }

  const previous = existing && existing.image !== DEFAULT_BLOG_IMAGE ? { src: existing.image, width: existing.imageWidth, height: existing.imageHeight } : null;
  await settleImageChange(services, change, previous, PURPOSE);
  await announceContentChange(services, "blogs");
  return { ok: true, created: !existing, id: savedId };
}

/** Deletes a post, its uploaded image files and its old addresses. */
export async function removeBlog(services: AppServices, id: string, actor: AuditActor): Promise<boolean> {
  const blog = await findBlogById(services.db, id);
  if (!blog) return false;
  const entry = (deleted: boolean) => (deleted ? { action: "blog.delete", entity: "blog", entityId: id, detail: { title: blog.title, slug: blog.slug } } : null);
  if (!(await auditedWrite(services.db, actor, entry, (db) => deleteBlog(db, id)))) return false;
  await deleteImageFiles(services, { src: blog.image, width: blog.imageWidth, height: blog.imageHeight }, PURPOSE);
  await announceContentChange(services, "blogs");
  return true;
}

/** Any post, draft or scheduled, rendered as its public page would render it (admins only). */
export async function loadBlogPreview(services: AppServices, id: string) {
  const blog = await findBlogById(services.db, id);
  if (!blog) return null;
  return { id: blog.id, slug: blog.slug, status: blogListStatus(blog, Date.now()), publishAt: blog.publishAt, article: toArticle(blog) };
}
