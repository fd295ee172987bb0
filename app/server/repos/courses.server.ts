import type { Kysely } from "kysely";
import { newId, nowIso } from "../db/ids.server";
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
  const course: Course = { id: newId(), ...input, sortOrder: input.sortOrder ?? 0, imageWidth: input.imageWidth ?? null, imageHeight: input.imageHeight ?? null, createdAt: now, updatedAt: now };
  await db.insertInto("courses").values(course).execute();
  return course;
}

export async function updateCourse(db: Kysely<Database>, id: string, input: Partial<CourseInput>): Promise<boolean> {
  const result = await db
    .updateTable("courses")
    .set({ ...input, updatedAt: nowIso() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteCourse(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("courses").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
