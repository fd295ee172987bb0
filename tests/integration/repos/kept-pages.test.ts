import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keptBlogList, keptBlogPostPage } from "../../../app/server/blog.server";
import { announceContentChange } from "../../../app/server/content-events.server";
import { keptCoursePage } from "../../../app/server/course-pages.server";
import { createBlog } from "../../../app/server/repos/blogs.server";
import { blogPost } from "../../support/blog-input";
import { createCourse } from "../../../app/server/repos/courses.server";
import { enginesUnderTest, useDatabase } from "../../support/databases";
import { servicesFor } from "../../support/services";

/*
 * The data of a post's page, a list page of /blog and a course page, kept between renders until a
 * content change (decision 0068): what a visitor sees must still change at once on a save, and a
 * post scheduled for later must still show from its time on, with no change announced.
 */

const engines = await enginesUnderTest();

describe.each(engines)("pages' data kept between renders on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    const database = useDatabase(engine, { beforeAll, afterAll });

    it("a post's page and the list show a save at once, once it is announced", async () => {
      const { db } = database();
      const services = servicesFor(database());
      await createBlog(db, blogPost({ slug: "first", title: "First words" }));
      await announceContentChange(services, "blogs");
      const before = await keptBlogPostPage(services, "first");
      expect(before).toMatchObject({ kind: "post", post: { title: "First words" } });
      // the same object for the next render: nothing read, sanitised or laid out again
      expect(await keptBlogPostPage(services, "first")).toBe(before);
      expect((await keptBlogList(services, { page: 1, q: "", keyword: null })).posts.map((card) => card.title)).toContain("First words");

      await db.updateTable("blogs").set({ title: "Second words" }).where("slug", "=", "first").execute();
      await announceContentChange(services, "blogs");
      expect(await keptBlogPostPage(services, "first")).toMatchObject({ kind: "post", post: { title: "Second words" } });
      expect((await keptBlogList(services, { page: 1, q: "", keyword: null })).posts.map((card) => card.title)).toContain("Second words");
    });

    it("an address that finds no post is not kept: the post written there later shows without a change announced", async () => {
      const { db } = database();
      const services = servicesFor(database());
      expect(await keptBlogPostPage(services, "not-yet")).toEqual({ kind: "missing" });
      await createBlog(db, blogPost({ slug: "not-yet", title: "Now here", date: "2026-10-02T10:00:00.000Z" }));
      expect(await keptBlogPostPage(services, "not-yet")).toMatchObject({ kind: "post", post: { title: "Now here" } });
    });

    it("a post scheduled a moment ahead joins the list, a search and its neighbour's links from its time on, with no change announced", async () => {
      const { db } = database();
      const services = servicesFor(database());
      await createBlog(db, blogPost({ slug: "older-neighbour", title: "Older neighbour", keywords: "zebra", date: "2026-10-03T10:00:00.000Z" }));
      const goesLive = new Date(Date.now() + 1_500).toISOString();
      await createBlog(db, blogPost({ slug: "scheduled-soon", title: "Scheduled soon", keywords: "zebra", date: goesLive, publishAt: goesLive }));
      await announceContentChange(services, "blogs"); // the save of the schedule, as the admin screen announces it
      const list = () => keptBlogList(services, { page: 1, q: "", keyword: null });
      const search = () => keptBlogList(services, { page: 1, q: "scheduled", keyword: null });
      const newerThanNeighbour = async () => {
        const page = await keptBlogPostPage(services, "older-neighbour");
        return page.kind === "post" ? page.surroundings.newer?.slug : "missing";
      };
      expect((await list()).posts.map((card) => card.slug)).not.toContain("scheduled-soon");
      expect((await search()).total).toBe(0);
      expect(await newerThanNeighbour()).not.toBe("scheduled-soon");
      expect(await keptBlogPostPage(services, "scheduled-soon")).toEqual({ kind: "missing" });

      await expect.poll(() => Date.now() >= Date.parse(goesLive), { timeout: 5_000, interval: 100 }).toBe(true);
      expect((await list()).posts[0]?.slug).toBe("scheduled-soon");
      expect((await search()).total).toBe(1);
      expect(await newerThanNeighbour()).toBe("scheduled-soon");
      expect(await keptBlogPostPage(services, "scheduled-soon")).toMatchObject({ kind: "post", post: { title: "Scheduled soon" } });
    });

    it("a course page is kept for the day, and shows a save once it is announced", async () => {
      const { db } = database();
      const services = servicesFor(database());
      await createCourse(db, { name: "Kept Course", slug: "kept-course", image: "/demo/courses/forex.svg", category: "Trading Basics", description: "d", link: "https://learn.example/kept", sortOrder: 1 });
      await announceContentChange(services, "courses");
      const now = Date.parse("2026-12-06T06:00:00.000Z");
      const first = await keptCoursePage(services, "kept-course", "en", now);
      expect(first).toMatchObject({ kind: "course", course: { name: "Kept Course" } });
      expect(await keptCoursePage(services, "kept-course", "en", now + 60_000)).toBe(first);
      // another day in India is another page (the batches still ahead are counted from it)
      expect(await keptCoursePage(services, "kept-course", "en", Date.parse("2026-12-06T19:00:00.000Z"))).not.toBe(first);

      await db.updateTable("courses").set({ name: "Renamed Course" }).where("slug", "=", "kept-course").execute();
      await announceContentChange(services, "courses");
      expect(await keptCoursePage(services, "kept-course", "en", now)).toMatchObject({ kind: "course", course: { name: "Renamed Course" } });
    });
  });
});
