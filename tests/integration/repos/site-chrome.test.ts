import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fallbackAboutContent } from "../../../app/domain/about-content";
import { fallbackSiteSettings } from "../../../app/domain/site-settings";
import { announceContentChange } from "../../../app/server/content-events.server";
import { demoAboutContent } from "../../../app/server/db/demo-content.server";
import { findAboutContent, saveAboutContent } from "../../../app/server/repos/about-content.server";
import { createBlog, type BlogInput } from "../../../app/server/repos/blogs.server";
import { createCourse } from "../../../app/server/repos/courses.server";
import { saveSiteSettings } from "../../../app/server/repos/settings.server";
import { loadAboutContent, loadSiteChrome } from "../../../app/server/site-chrome.server";
import { enginesUnderTest, useDatabase } from "../../support/databases";
import { servicesFor } from "../../support/services";

/*
 * The public chrome's data (header courses, footer settings and highlights) and the /about
 * content, read through the same cache the pages use, on both engines.
 */

const engines = await enginesUnderTest();

const post = (overrides: Partial<BlogInput>): BlogInput => ({
  title: "A post",
  slug: "post",
  author: "Candlewise Academy",
  description: "About something.",
  keywords: "risk",
  status: "Published",
  image: "/demo/blog/default.svg",
  tag: null,
  content: "<p>Body</p>",
  date: "2026-10-01T10:00:00.000Z",
  publishAt: null,
  ...overrides,
});

describe.each(engines)("site chrome and about content on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    const database = useDatabase(engine, { beforeAll, afterAll });

    it("stores the about content under its own settings key and falls back when it is missing or unreadable", async () => {
      const { db } = database();
      const services = servicesFor(database());
      expect(await findAboutContent(db)).toBeUndefined();
      expect(await loadAboutContent(services)).toEqual(fallbackAboutContent(fallbackSiteSettings.companyName));

      await saveAboutContent(db, demoAboutContent);
      expect(await findAboutContent(db)).toEqual(demoAboutContent);
      await announceContentChange(services, "settings");
      expect((await loadAboutContent(services)).mission).toBe(demoAboutContent.mission);

      // a value that is not JSON (written outside the product) is not shown; the fallback is
      await db.updateTable("settings").set({ value: "{not json" }).where("key", "=", "about").execute();
      expect(await findAboutContent(db)).toBeUndefined();
      await saveSiteSettings(db, { ...fallbackSiteSettings, companyName: "Tradewell" });
      await announceContentChange(services, "settings");
      expect((await loadAboutContent(services)).title).toBe("About Tradewell");
      await expect(saveAboutContent(db, { ...demoAboutContent, values: [] })).rejects.toThrow();
    });

    it("gives the footer the two newest visible posts, never a draft or a post scheduled for later", async () => {
      const { db } = database();
      const services = servicesFor(database());
      await createBlog(db, post({ slug: "oldest", title: "Oldest", date: "2026-09-01T10:00:00.000Z" }));
      await createBlog(db, post({ slug: "middle", title: "Middle", date: "2026-10-01T10:00:00.000Z" }));
      await createBlog(db, post({ slug: "newest", title: "Newest", date: "2026-10-05T10:00:00.000Z" }));
      await createBlog(db, post({ slug: "a-draft", title: "A draft", status: "Draft", date: "2026-11-01T10:00:00.000Z" }));
      await createBlog(db, post({ slug: "later", title: "Later", date: "2099-01-01T10:00:00.000Z", publishAt: "2099-01-01T10:00:00.000Z" }));

      const chrome = await loadSiteChrome(services);
      expect(chrome.highlights.map((highlight) => highlight.slug)).toEqual(["newest", "middle"]);
      expect(chrome.highlights[0]).toEqual({ title: "Newest", slug: "newest", date: "2026-10-05T10:00:00.000Z" });

      // read once per change: a new post shows after the change is announced, not before
      await createBlog(db, post({ slug: "fresh", title: "Fresh", date: "2026-10-10T10:00:00.000Z" }));
      expect((await loadSiteChrome(services)).highlights.map((highlight) => highlight.slug)).toEqual(["newest", "middle"]);
      await announceContentChange(services, "blogs");
      expect((await loadSiteChrome(services)).highlights.map((highlight) => highlight.slug)).toEqual(["fresh", "newest"]);
    });

    it("shows a scheduled post among the highlights from its time on, with no change announced", async () => {
      const { db } = database();
      const services = servicesFor(database());
      const before = (await loadSiteChrome(services)).highlights.map((highlight) => highlight.slug);
      const goesLive = new Date(Date.now() + 1_500).toISOString();
      await createBlog(db, post({ slug: "scheduled-soon", title: "Scheduled soon", date: goesLive, publishAt: goesLive }));
      await announceContentChange(services, "blogs"); // the save of the schedule, as the admin screen announces it
      expect((await loadSiteChrome(services)).highlights.map((highlight) => highlight.slug)).toEqual(before);
      await expect.poll(() => Date.now() >= Date.parse(goesLive), { timeout: 5_000, interval: 100 }).toBe(true);
      expect((await loadSiteChrome(services)).highlights.map((highlight) => highlight.slug)).toEqual(["scheduled-soon", before[0]]);
    });

    it("lists the header's courses, and none (not an error page) when they cannot be read", async () => {
      const { db } = database();
      const services = servicesFor(database());
      await createCourse(db, { name: "Forex Basics", image: "", category: "Trading Basics", description: "d", link: "https://learn.example/forex", sortOrder: 1 });
      expect((await loadSiteChrome(services)).navCourses).toEqual([expect.objectContaining({ name: "Forex Basics", link: "https://learn.example/forex" })]);

      // a real failure of the read, on a database of this test's own (the last test of the block)
      await sql`drop table courses`.execute(db);
      // an instance that read them before keeps showing the last list it read
      await announceContentChange(services, "courses");
      expect((await loadSiteChrome(services)).navCourses.map((course) => course.name)).toEqual(["Forex Basics"]);
      // one that never read them shows none, and the rest of the chrome as usual
      const chrome = await loadSiteChrome(servicesFor(database()));
      expect(chrome.navCourses).toEqual([]);
      expect(chrome.highlights.length).toBe(2);
    });
  });
});
