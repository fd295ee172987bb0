import type { Kysely } from "kysely";
import { slugify } from "../../domain/blog";
import { newId, nowIso } from "../db/ids.server";
import { inTransaction } from "../db/transactions.server";
import type { Course, Database, NewCourse } from "../db/schema.server";

export type CourseInput = Omit<NewCourse, "id" | "createdAt" | "updatedAt">;

/** All courses in the order administrators set (ties by age), as the grid and navbar show them. */
export async function listCourses(db: Kysely<Database>): Promise<Course[]> {
  return db.selectFrom("courses").selectAll().orderBy("sortOrder", "asc").orderBy("createdAt", "asc").execute();
}

export async function findCourse(db: Kysely<Database>, id: string): Promise<Course | undefined> {
  return db.selectFrom("courses").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function createCourse(db: Kysely<Database>, input: CourseInput): Promise<Course> {
  const now = nowIso();
  const slug = input.slug || (await freeSlug(db, slugify(input.name) || "course"));
  const id = newId();
  await db
    .insertInto("courses")
    .values({ ...input, id, slug, sortOrder: input.sortOrder ?? 0, imageWidth: input.imageWidth ?? null, imageHeight: input.imageHeight ?? null, createdAt: now, updatedAt: now })
    .execute();
  return (await findCourse(db, id))!;
}

/** `slug`, else `slug-2`, `slug-3`… : the first no course has (for a course added without one). */
async function freeSlug(db: Kysely<Database>, slug: string): Promise<string> {
  const taken = new Set((await db.selectFrom("courses").select("slug").where("slug", "like", `${slug}%`).execute()).map((row) => row.slug));
  let candidate = slug;
  for (let n = 2; taken.has(candidate); n++) candidate = `${slug}-${n}`;
  return candidate;
}

/** Whether another course than `exceptId` has this slug (the editor refuses to give it twice). */
export async function isCourseSlugTaken(db: Kysely<Database>, slug: string, exceptId: string | null): Promise<boolean> {
  let query = db.selectFrom("courses").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "<>", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Saves a course; when its slug changes, the old one starts redirecting to it and the new one stops
 * redirecting anywhere (it is this course's own address now). One transaction, as for posts.
 */
export async function updateCourse(db: Kysely<Database>, id: string, input: Partial<CourseInput>, options: { redirectFrom?: string } = {}): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (input.slug !== undefined) await trx.deleteFrom("courseSlugRedirects").where("oldSlug", "=", input.slug).execute();
    const result = await trx
      .updateTable("courses")
      .set({ ...input, updatedAt: nowIso() })
      .where("id", "=", id)
      .executeTakeFirst();
    const updated = Number(result.numUpdatedRows) > 0;
    const { redirectFrom } = options;
    if (updated && redirectFrom && input.slug !== undefined && redirectFrom !== input.slug) {
      await trx.deleteFrom("courseSlugRedirects").where("oldSlug", "=", redirectFrom).execute();
      await trx.insertInto("courseSlugRedirects").values({ oldSlug: redirectFrom, courseId: id, createdAt: nowIso() }).execute();
    }
    return updated;
  });
}

/** The published courses in the administrators' order: /courses, its chips and sitemap.xml. */
export async function listPublishedCourses(db: Kysely<Database>): Promise<Course[]> {
  return db.selectFrom("courses").selectAll().where("status", "=", "Published").orderBy("sortOrder", "asc").orderBy("createdAt", "asc").execute();
}

/** A published course by its address. */
export async function findPublishedCourseBySlug(db: Kysely<Database>, slug: string): Promise<Course | undefined> {
  return db.selectFrom("courses").selectAll().where("slug", "=", slug).where("status", "=", "Published").executeTakeFirst();
}

/** Where an old address of a published course leads now: its current slug (none for a draft). */
export async function findCourseSlugRedirect(db: Kysely<Database>, oldSlug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("courseSlugRedirects")
    .innerJoin("courses", "courses.id", "courseSlugRedirects.courseId")
    .select("courses.slug")
    .where("courseSlugRedirects.oldSlug", "=", oldSlug)
    .where("courses.status", "=", "Published")
    .executeTakeFirst();
  return row?.slug;
}

/** Deletes a course; the testimonials that named it stay, about no course in particular. */
export async function deleteCourse(db: Kysely<Database>, id: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx.deleteFrom("courses").where("id", "=", id).executeTakeFirst();
    await trx.updateTable("testimonials").set({ courseId: null }).where("courseId", "=", id).execute();
    return Number(result.numDeletedRows) > 0;
  });
}
