import { inTransaction } from "../db/transactions.server";
import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from "kysely";
import { newId, nowIso } from "../db/ids.server";
import type { Blog, Database, NewBlog } from "../db/schema.server";
import { seoKeyOfPath } from "../../domain/seo/seo-fields";

export type BlogInput = Omit<NewBlog, "id" | "createdAt" | "updatedAt">;

/*
 * Public readers are named as such and only ever return what a visitor may see: Published posts
 * whose publish time has come (none: at once). A scheduled post thus appears by itself when its
 * time comes, with no job to run. (The old site listed drafts publicly; see docs/decisions 0006.)
 */

/** The one rule of what visitors see, used by every public reader so they cannot drift apart. */
function visibleToVisitors(now: string) {
  return (eb: ExpressionBuilder<Database, "blogs">) =>
    eb.and([eb("blogs.status", "=", "Published"), eb.or([eb("blogs.publishAt", "is", null), eb("blogs.publishAt", "<=", now)])]);
}

export async function listPublishedBlogs(db: Kysely<Database>, limit?: number, now = nowIso()): Promise<Blog[]> {
  let query: SelectQueryBuilder<Database, "blogs", Blog> = db.selectFrom("blogs").selectAll().where(visibleToVisitors(now)).orderBy("date", "desc");
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/** The address and last change of every visible post, newest first: what sitemap.xml lists (no bodies read). */
export async function listPublishedSlugs(db: Kysely<Database>, now = nowIso()): Promise<{ slug: string; title: string; updatedAt: string }[]> {
  return db.selectFrom("blogs").select(["slug", "title", "updatedAt"]).where(visibleToVisitors(now)).orderBy("date", "desc").execute();
}

/** Whether visitors can read the post at this slug now (one indexed look-up, no body read). */
export async function isPostVisible(db: Kysely<Database>, slug: string, now = nowIso()): Promise<boolean> {
  return Boolean(await db.selectFrom("blogs").select("id").where("slug", "=", slug).where(visibleToVisitors(now)).executeTakeFirst());
}

export async function findPublishedBlogBySlug(db: Kysely<Database>, slug: string, now = nowIso()): Promise<Blog | undefined> {
  return db.selectFrom("blogs").selectAll().where("slug", "=", slug).where(visibleToVisitors(now)).executeTakeFirst();
}

/**
 * Where an old address of a visible post leads now: the post's current slug. A redirect points
 * at the post, not at the next slug, so a chain of renames (A→B→C) always lands on C in one step.
 */
export async function findPublishedSlugRedirect(db: Kysely<Database>, oldSlug: string, now = nowIso()): Promise<string | undefined> {
  const row = await db
    .selectFrom("blogSlugRedirects")
    .innerJoin("blogs", "blogs.id", "blogSlugRedirects.blogId")
    .select("blogs.slug")
    .where("blogSlugRedirects.oldSlug", "=", oldSlug)
    .where(visibleToVisitors(now))
    .executeTakeFirst();
  return row?.slug;
}

/**
 * The moment the public pages next change by themselves (a scheduled post going live), or null.
 * One look-up on the (status, publish_at) index; the page cache asks when it stores a page.
 */
export async function findNextScheduledPublishAt(db: Kysely<Database>, now = nowIso()): Promise<string | null> {
  const row = await db
    .selectFrom("blogs")
    .select("publishAt")
    .where("status", "=", "Published")
    .where("publishAt", ">", now)
    .orderBy("publishAt", "asc")
    .limit(1)
    .executeTakeFirst();
  return row?.publishAt ?? null;
}

/** Admin reader: every post (drafts and scheduled ones too), newest first. */
export async function listAllBlogs(db: Kysely<Database>): Promise<Blog[]> {
  return db.selectFrom("blogs").selectAll().orderBy("date", "desc").orderBy("createdAt", "desc").execute();
}

/** Admin reader: any post by id, whatever its status. */
export async function findBlogById(db: Kysely<Database>, id: string): Promise<Blog | undefined> {
  return db.selectFrom("blogs").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function isSlugTaken(db: Kysely<Database>, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom("blogs").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Old redirect rows of this slug are dropped: the address now belongs to the post that took it. */
export async function createBlog(db: Kysely<Database>, input: BlogInput): Promise<Blog> {
  const now = nowIso();
  const blog: Blog = {
    id: newId(),
    ...input,
    tag: input.tag ?? null,
    content: input.content ?? null,
    publishAt: input.publishAt ?? null,
    imageWidth: input.imageWidth ?? null,
    imageHeight: input.imageHeight ?? null,
    createdAt: now,
    updatedAt: now,
  };
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom("blogSlugRedirects").where("oldSlug", "=", blog.slug).execute();
    await trx.insertInto("blogs").values(blog).execute();
  });
  return blog;
}

export interface UpdateBlogOptions {
  /** the slug the post had while visitors could reach it: it keeps working as a 301 */
  redirectFrom?: string;
}

/**
 * Saves a post; when its slug changes, the new slug stops redirecting anywhere (it is this post's
 * own address now) and `redirectFrom`, if given, starts redirecting here. One transaction, so a
 * rename is never half done.
 */
export async function updateBlog(db: Kysely<Database>, id: string, input: Partial<BlogInput>, options: UpdateBlogOptions = {}): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (input.slug !== undefined) {
      await trx.deleteFrom("blogSlugRedirects").where("oldSlug", "=", input.slug).execute();
      const before = await trx.selectFrom("blogs").select("slug").where("id", "=", id).executeTakeFirst();
      if (before && before.slug !== input.slug) await moveSeoRecord(trx, before.slug, input.slug);
    }
    const result = await trx.updateTable("blogs").set({ ...input, updatedAt: nowIso() }).where("id", "=", id).executeTakeFirst();
    const updated = Number(result.numUpdatedRows) > 0;
    const { redirectFrom } = options;
    if (updated && redirectFrom && input.slug !== undefined && redirectFrom !== input.slug) {
      await trx
        .insertInto("blogSlugRedirects")
        .values({ oldSlug: redirectFrom, blogId: id, createdAt: nowIso() })
        .onConflict((oc) => oc.column("oldSlug").doUpdateSet({ blogId: id }))
        .execute();
    }
    return updated;
  });
}

export async function deleteBlog(db: Kysely<Database>, id: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    // The foreign key cascades too; said here as well so it does not depend on the engine's setting.
    await trx.deleteFrom("blogSlugRedirects").where("blogId", "=", id).execute();
    const post = await trx.selectFrom("blogs").select("slug").where("id", "=", id).executeTakeFirst();
    if (post) await trx.deleteFrom("seo").where("key", "=", postSeoKey(post.slug)).execute();
    const result = await trx.deleteFrom("blogs").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

const postSeoKey = (slug: string) => seoKeyOfPath(`/blog/${slug}`);

/**
 * A post's SEO record belongs to the post, not to its address: a rename takes it along (a record
 * left at the old key would describe whatever takes that address next), and deleting the post
 * deletes it.
 */
async function moveSeoRecord(trx: Kysely<Database>, oldSlug: string, newSlug: string): Promise<void> {
  const from = postSeoKey(oldSlug);
  const to = postSeoKey(newSlug);
  if (!(await trx.selectFrom("seo").select("key").where("key", "=", from).executeTakeFirst())) return;
  await trx.deleteFrom("seo").where("key", "=", to).execute();
  await trx.updateTable("seo").set({ key: to, pagePath: `/blog/${newSlug}`, updatedAt: nowIso() }).where("key", "=", from).execute();
}

/** The unique index on the slug refused a write (two saves raced for one slug). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}
