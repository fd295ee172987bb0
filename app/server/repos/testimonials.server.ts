import type { Kysely } from "kysely";
import { newId, nowIso } from "../db/ids.server";
import type { Database, NewTestimonial, Testimonial } from "../db/schema.server";

export type TestimonialInput = Omit<NewTestimonial, "id" | "createdAt" | "updatedAt">;

export async function listPublishedTestimonials(db: Kysely<Database>): Promise<Testimonial[]> {
  return db
    .selectFrom("testimonials")
    .selectAll()
    .where("status", "=", "Published")
    .orderBy("createdAt", "asc")
    .execute();
}

export async function listAllTestimonials(db: Kysely<Database>): Promise<Testimonial[]> {
  return db.selectFrom("testimonials").selectAll().orderBy("createdAt", "asc").execute();
}

/** Admin reader: one testimonial, whatever its status. */
export async function findTestimonial(db: Kysely<Database>, id: string): Promise<Testimonial | undefined> {
  return db.selectFrom("testimonials").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function countTestimonialsByStatus(db: Kysely<Database>): Promise<{ published: number; pending: number }> {
  const rows = await db
    .selectFrom("testimonials")
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
    .groupBy("status")
    .execute();
  let published = 0;
  let pending = 0;
  for (const row of rows) {
    if (row.status === "Published") published += Number(row.count);
    else pending += Number(row.count);
  }
  return { published, pending };
}

export async function createTestimonial(db: Kysely<Database>, input: TestimonialInput): Promise<Testimonial> {
  const now = nowIso();
  const testimonial: Testimonial = { id: newId(), ...input, imageWidth: input.imageWidth ?? null, imageHeight: input.imageHeight ?? null, courseId: input.courseId ?? null, createdAt: now, updatedAt: now };
  await db.insertInto("testimonials").values(testimonial).execute();
  return testimonial;
}

export async function updateTestimonial(
  db: Kysely<Database>,
  id: string,
  input: Partial<TestimonialInput>,
): Promise<boolean> {
  const result = await db
    .updateTable("testimonials")
    .set({ ...input, updatedAt: nowIso() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteTestimonial(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("testimonials").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
