import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createBlog,
  deleteBlog,
  findPublishedBlogBySlug,
  isSlugTaken,
  listAllBlogs,
  listPublishedBlogs,
  updateBlog,
  type BlogInput,
} from "../../../app/server/repos/blogs.server";
import { createCourse, deleteCourse, findCourse, listCourses, updateCourse } from "../../../app/server/repos/courses.server";
import {
  countTestimonialsByStatus,
  createTestimonial,
  deleteTestimonial,
  listAllTestimonials,
  listPublishedTestimonials,
  updateTestimonial,
} from "../../../app/server/repos/testimonials.server";
import { enginesUnderTest, useDatabase } from "../../support/databases";

const engines = await enginesUnderTest();

const blog = (overrides: Partial<BlogInput>): BlogInput => ({
  title: "A post",
  slug: "a-post",
  author: "Candlewise Academy",
  description: "About something.",
  keywords: "risk, lots",
  status: "Published",
  image: "/demo/blog/a.svg",
  tag: null,
  content: "<p>Body</p>",
  date: "2026-10-01T10:00:00.000Z",
  ...overrides,
});

describe.each(engines)("content repositories on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    const database = useDatabase(engine, { beforeAll, afterAll });

    it("lists courses by their order, then by age, and updates and deletes them", async () => {
      const { db } = database();
      const base = { image: "/x.svg", category: "Trading Basics", description: "d", link: "https://learn.example/x" };
      const third = await createCourse(db, { ...base, name: "Third", sortOrder: 5 });
      const first = await createCourse(db, { ...base, name: "First", sortOrder: 0 });
      const second = await createCourse(db, { ...base, name: "Second", sortOrder: 1 });
      expect((await listCourses(db)).map((course) => course.name)).toEqual(["First", "Second", "Third"]);

      expect(await updateCourse(db, third.id, { sortOrder: -1, name: "Now first" })).toBe(true);
      expect((await listCourses(db)).map((course) => course.name)).toEqual(["Now first", "First", "Second"]);
      expect((await findCourse(db, third.id))?.name).toBe("Now first");

      expect(await deleteCourse(db, first.id)).toBe(true);
      expect(await deleteCourse(db, first.id)).toBe(false);
      expect(await updateCourse(db, "missing", { name: "x" })).toBe(false);
      expect((await listCourses(db)).map((course) => course.id)).toEqual([third.id, second.id]);
    });

    it("gives public readers only published posts, newest first, and finds them by slug", async () => {
      const { db } = database();
      await createBlog(db, blog({ title: "Old", slug: "old", date: "2026-08-01T00:00:00.000Z" }));
      await createBlog(db, blog({ title: "New", slug: "new", date: "2026-11-01T00:00:00.000Z" }));
      await createBlog(db, blog({ title: "Draft", slug: "draft", status: "Draft", date: "2026-12-01T00:00:00.000Z" }));

      expect((await listPublishedBlogs(db)).map((post) => post.slug)).toEqual(["new", "old"]);
      expect((await listPublishedBlogs(db, 1)).map((post) => post.slug)).toEqual(["new"]);
      expect((await listAllBlogs(db)).map((post) => post.slug)).toEqual(["draft", "new", "old"]);
      expect((await findPublishedBlogBySlug(db, "old"))?.title).toBe("Old");
      expect(await findPublishedBlogBySlug(db, "draft")).toBeUndefined();
      expect(await findPublishedBlogBySlug(db, "nope")).toBeUndefined();
    });

    it("keeps slugs unique", async () => {
      const { db } = database();
      const first = await createBlog(db, blog({ slug: "unique-slug" }));
      await expect(createBlog(db, blog({ slug: "unique-slug" }))).rejects.toThrow();
      expect(await isSlugTaken(db, "unique-slug")).toBe(true);
      expect(await isSlugTaken(db, "unique-slug", first.id)).toBe(false);
      expect(await updateBlog(db, first.id, { status: "Draft" })).toBe(true);
      expect(await findPublishedBlogBySlug(db, "unique-slug")).toBeUndefined();
      expect(await deleteBlog(db, first.id)).toBe(true);
      expect(await isSlugTaken(db, "unique-slug")).toBe(false);
    });

    it("shows only published testimonials and counts the rest as pending", async () => {
      const { db } = database();
      const base = { quote: "Great", avatar: "/a.svg", rating: 5 };
      const published = await createTestimonial(db, { ...base, author: "Asha", status: "Published" });
      const draft = await createTestimonial(db, { ...base, author: "Ravi", status: "Draft" });
      expect((await listPublishedTestimonials(db)).map((t) => t.author)).toEqual(["Asha"]);
      expect(await countTestimonialsByStatus(db)).toEqual({ published: 1, pending: 1 });

      await updateTestimonial(db, draft.id, { status: "Published", rating: 4 });
      expect((await listPublishedTestimonials(db)).map((t) => [t.author, t.rating])).toEqual([["Asha", 5], ["Ravi", 4]]);
      await deleteTestimonial(db, published.id);
      expect((await listAllTestimonials(db)).map((t) => t.author)).toEqual(["Ravi"]);
    });

    it("refuses a rating outside 1 to 5 and an unknown status", async () => {
      const { db } = database();
      const base = { quote: "q", author: "a", avatar: "/a.svg" };
      await expect(createTestimonial(db, { ...base, rating: 6, status: "Published" })).rejects.toThrow();
      await expect(createTestimonial(db, { ...base, rating: 0, status: "Published" })).rejects.toThrow();
      // @ts-expect-error the database refuses what the types refuse
      await expect(createTestimonial(db, { ...base, rating: 3, status: "Hidden" })).rejects.toThrow();
    });
  });
});
