import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keptBlogList, keptBlogPostPage } from "../../../app/server/blog.server";
import { announceContentChange } from "../../../app/server/content-events.server";
import { keptCoursePage } from "../../../app/server/course-pages.server";
import { createBlog } from "../../../app/server/repos/blogs.server";
import { blogPost } from "../../support/blog-input";
import { createCourse } from "../../../app/server/repos/courses.server";
import { loadCalculatorForms } from "../../../app/server/calculators.server";
import { publishedCourseCards } from "../../../app/server/home.server";
import { addLotSizeByAdmin, loadLotSizeCatalogue, removeLotSizeByAdmin } from "../../../app/server/lot-sizes.server";
import { setRateByHand } from "../../../app/server/rates/rates-admin.server";
import { saveRates } from "../../../app/server/repos/rates.server";
import { SYSTEM_ACTOR } from "../../../app/server/repos/audit.server";
import { enginesUnderTest, useDatabase } from "../../support/databases";
import { servicesFor } from "../../support/services";

/*
 * The data of a post's page, a list page of /blog, a course page, the course grid and the
 * calculators' rates and lot sizes, kept between renders until a content change (decision 0068): what a visitor sees must still change at once on a save, and a
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

    it("the course grid is read once, and shows a save once it is announced", async () => {
      const { db } = database();
      const services = servicesFor(database());
      await createCourse(db, { name: "Grid Course", slug: "grid-course", image: "/demo/courses/forex.svg", category: "Trading Basics", description: "d", link: "https://learn.example/grid", sortOrder: 1 });
      await announceContentChange(services, "courses");
      const names = async () => (await publishedCourseCards(services, "en")).map((card) => card.name);
      expect(await names()).toContain("Grid Course");

      await db.updateTable("courses").set({ name: "Regridded Course" }).where("slug", "=", "grid-course").execute();
      expect(await names()).toContain("Grid Course");
      await announceContentChange(services, "courses");
      expect(await names()).toContain("Regridded Course");
    });

    it("the calculators' rates and lot sizes are read once, and an administrator's save shows at once", async () => {
      const services = servicesFor(database());
      const request = new Request("http://localhost/pip-calculator");
      const usd = async () => (await loadCalculatorForms(services, request, {})).rates.unitsPerEur.USD;
      await setRateByHand(services, { currency: "USD", unitsPerEur: 1.25 }, SYSTEM_ACTOR);
      expect(await usd()).toBe(1.25);
      // written behind the product's back: the kept rates stay until a change is announced
      await saveRates(services.db, [{ currency: "USD", unitsPerEur: 1.5, source: "test", asOf: "2026-12-06" }]);
      expect(await usd()).toBe(1.25);
      await setRateByHand(services, { currency: "USD", unitsPerEur: 1.1 }, SYSTEM_ACTOR);
      expect(await usd()).toBe(1.1);

      const symbols = async () => (await loadLotSizeCatalogue(services, "2026-12-06")).map((entry) => entry.symbol);
      expect(await symbols()).not.toContain("KEPTCO");
      const added = await addLotSizeByAdmin(services, { symbol: "KEPTCO", name: "Kept Co", lotSize: "75", effectiveFrom: "2026-12-01", source: "test" }, SYSTEM_ACTOR);
      expect(added.ok).toBe(true);
      expect(await symbols()).toContain("KEPTCO");
      // a size announced ahead takes over on its day without a change: the day picks from what is kept
      await addLotSizeByAdmin(services, { symbol: "KEPTCO", name: "Kept Co", lotSize: "80", effectiveFrom: "2026-12-08", source: "test" }, SYSTEM_ACTOR);
      const sizeOn = async (day: string) => (await loadLotSizeCatalogue(services, day)).find((entry) => entry.symbol === "KEPTCO")?.lotSize;
      expect(await sizeOn("2026-12-07")).toBe(75);
      expect(await sizeOn("2026-12-08")).toBe(80);

      const row = await services.db.selectFrom("lotSizes").select("id").where("symbol", "=", "KEPTCO").where("effectiveFrom", "=", "2026-12-01").executeTakeFirstOrThrow();
      expect((await removeLotSizeByAdmin(services, row.id, SYSTEM_ACTOR)).ok).toBe(true);
      expect(await sizeOn("2026-12-07")).toBeUndefined();
    });
  });
});
