import { Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../../../app/server/db/migrate.server";
import { migrations } from "../../../app/server/db/migrations.server";
import {
  createCourse,
  findCourse,
  findCourseSlugRedirect,
  findPublishedCourseBySlug,
  isCourseSlugTaken,
  listPublishedCourses,
  updateCourse,
} from "../../../app/server/repos/courses.server";
import { enginesUnderTest, openUnmigrated } from "../../support/databases";

/*
 * Migration 0013 and the course pages' repository (issue 22, decision 0039) on both engines.
 */

const engines = await enginesUnderTest();
const NOW = "2026-11-25T10:00:00.000Z";
const card = { image: "/x.svg", category: "Trading Basics", description: "d", link: "https://learn.example/x" };

describe.each(engines)("course pages on $name", (engine) => {
  it.skipIf(!engine.available)("migration 0013 gives the courses already there a unique slug from their name and publishes them", async () => {
    const { handle, cleanup } = await openUnmigrated(engine.name);
    try {
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo("0010-hindi-seo")).error).toBeUndefined();
      const old = (id: string, name: string, sortOrder: number) => ({ id, name, ...card, sortOrder, createdAt: NOW, updatedAt: NOW });
      await handle.db.insertInto("courses").values([old("a", "Options 101", 0), old("b", "Options: 101!", 1), old("c", "***", 2)] as never).execute();

      await migrateToLatest(handle);
      const courses = await Promise.all(["a", "b", "c"].map((id) => findCourse(handle.db, id)));
      expect(courses.map((course) => course?.slug)).toEqual(["options-101", "options-101-2", "course"]);
      expect(courses.map((course) => course?.status)).toEqual(["Published", "Published", "Published"]);
      expect(courses[0]).toMatchObject({ summary: "", curriculum: "[]", faq: "[]", pricePaise: null, level: null, emiNote: "" });
      // the slug is unique in the database too
      await expect(handle.db.updateTable("courses").set({ slug: "options-101" }).where("id", "=", "c").execute()).rejects.toThrow();
    } finally {
      await cleanup();
    }
  });

  it.skipIf(!engine.available)("finds published courses by slug, follows a renamed slug, and hides drafts", async () => {
    const { handle, cleanup } = await openUnmigrated(engine.name);
    try {
      await migrateToLatest(handle);
      const { db } = handle;
      const first = await createCourse(db, { ...card, name: "Price Action", sortOrder: 0 });
      const second = await createCourse(db, { ...card, name: "Price Action", sortOrder: 1 });
      const draft = await createCourse(db, { ...card, name: "Secret", status: "Draft", sortOrder: 2 });
      expect([first.slug, second.slug, draft.slug]).toEqual(["price-action", "price-action-2", "secret"]);
      expect((await listPublishedCourses(db)).map((course) => course.id)).toEqual([first.id, second.id]);
      expect(await findPublishedCourseBySlug(db, "secret")).toBeUndefined();
      expect(await isCourseSlugTaken(db, "price-action", null)).toBe(true);
      expect(await isCourseSlugTaken(db, "price-action", first.id)).toBe(false);

      expect(await updateCourse(db, first.id, { slug: "price-action-basics" }, { redirectFrom: "price-action" })).toBe(true);
      expect(await findCourseSlugRedirect(db, "price-action")).toBe("price-action-basics");
      expect((await findPublishedCourseBySlug(db, "price-action-basics"))?.id).toBe(first.id);
      // renamed back: the address is its own again and redirects nowhere
      await updateCourse(db, first.id, { slug: "price-action" }, { redirectFrom: "price-action-basics" });
      expect(await findCourseSlugRedirect(db, "price-action")).toBeUndefined();
      expect(await findCourseSlugRedirect(db, "price-action-basics")).toBe("price-action");
      // a draft's old address leads nowhere
      await updateCourse(db, draft.id, { slug: "secret-2" }, { redirectFrom: "secret" });
      expect(await findCourseSlugRedirect(db, "secret")).toBeUndefined();
    } finally {
      await cleanup();
    }
  });
});
