import type { Kysely } from "kysely";
import { newId, nowIso } from "../db/ids.server";
import type { Blog, Database, NewBlog } from "../db/schema.server";

export type BlogInput = Omit<NewBlog, "id" | "createdAt" | "updatedAt">;

/*
 * Public readers are named as such and only ever return Published posts, so a draft cannot leak
 * through a public page by accident. (The old site listed drafts publicly; see docs/decisions.)
 */

export async function listPublishedBlogs(db: Kysely<Database>, limit?: number): Promise<Blog[]> {
  let query = db.selectFrom("blogs").selectAll().where("status", "=", "Published").orderBy("date", "desc");
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

export async function findPublishedBlogBySlug(db: Kysely<Database>, slug: string): Promise<Blog | undefined> {
  return db
    .selectFrom("blogs")
    .selectAll()
    .where("slug", "=", slug)
    .where("status", "=", "Published")
    .executeTakeFirst();
}

/** Admin reader: every post, newest first. */
export async function listAllBlogs(db: Kysely<Database>): Promise<Blog[]> {
  return db.selectFrom("blogs").selectAll().orderBy("date", "desc").execute();
}

export async function findBlogById(db: Kysely<Database>, id: string): Promise<Blog | undefined> {
  return db.selectFrom("blogs").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function isSlugTaken(db: Kysely<Database>, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom("blogs").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function createBlog(db: Kysely<Database>, input: BlogInput): Promise<Blog> {
  const now = nowIso();
  const blog: Blog = { id: newId(), ...input, tag: input.tag ?? null, content: input.content ?? null, publishAt: input.publishAt ?? null, imageWidth: input.imageWidth ?? null, imageHeight: input.imageHeight ?? null, createdAt: now, updatedAt: now };
  await db.insertInto("blogs").values(blog).execute();
  return blog;
}

export async function updateBlog(db: Kysely<Database>, id: string, input: Partial<BlogInput>): Promise<boolean> {
  const result = await db.updateTable("blogs").set({ ...input, updatedAt: nowIso() }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteBlog(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("blogs").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
