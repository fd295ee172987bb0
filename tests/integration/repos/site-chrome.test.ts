import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fallbackAboutContent } from "../../../app/domain/about-content";
import { fallbackSiteSettings } from "../../../app/domain/site-settings";
import { announceContentChange } from "../../../app/server/content-events.server";
import { demoAboutContent } from "../../../app/server/db/demo-content.server";
import { findAboutContent, saveAboutContent } from "../../../app/server/repos/about-content.server";
import { createBlog } from "../../../app/server/repos/blogs.server";
import { blogPost } from "../../support/blog-input";
import { createCourse } from "../../../app/server/repos/courses.server";
import { saveSiteSettings } from "../../../app/server/repos/settings.server";
import { loadAboutContent, loadAboutPage, loadSiteChrome } from "../../../app/server/site-chrome.server";
import { enginesUnderTest, useDatabase } from "../../support/databases";
import { servicesFor } from "../../support/services";

/*
 * The public chrome's data (header courses, footer settings and highlights) and the /about
 * content, read through the same cache the pages use, on both engines.
 */

const engines = await enginesUnderTest();

describe.each(engines)("site chrome and about content on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    const database = useDatabase(engine, { beforeAll, afterAll });

    it("stores the about content as page texts and falls back field by field when a field is missing or unreadable", async () => {
      const { db } = database();
      const services = servicesFor(database());
      const fallback = fallbackAboutContent(fallbackSiteSettings.companyName);
      expect(await findAboutContent(db, fallback)).toBeUndefined();
      expect(await loadAboutContent(services)).toEqual(fallback);

      await saveAboutContent(db, demoAboutContent);
      expect(await findAboutContent(db, fallback)).toEqual(demoAboutContent);
      await announceContentChange(services, "pages");
      expect((await loadAboutContent(services)).mission).toBe(demoAboutContent.mission);

      // a values list that is not JSON (written outside the product) is not shown; the fallback's is,
      // and an emptied field shows the fallback's text, never an empty section
      await db.updateTable("pageTexts").set({ value: "{not json" }).where("page", "=", "about").where("field", "=", "values").execute();
      await db.updateTable("pageTexts").set({ value: "  " }).where("page", "=", "about").where("field", "=", "title").execute();
      await saveSiteSettings(db, { ...fallbackSiteSettings, companyName: "Tradewell" });
      await announceContentChange(services, "settings");
      const shown = await loadAboutContent(services);
      expect(shown.title).toBe("About Tradewell");
      expect(shown.values).toEqual(fallbackAboutContent("Tradewell").values);
      expect(shown.mission).toBe(demoAboutContent.mission);
      await expect(saveAboutContent(db, { ...demoAboutContent, values: [] })).rejects.toThrow();
    });

    it("gives a Hindi page the fallback in Hindi, and the stored content as it is (English, said so)", async () => {
      const { db } = database();
      const services = servicesFor(database());
      await db.deleteFrom("pageTexts").where("page", "=", "about").execute();
      await announceContentChange(services, "pages");
      const settings = await loadSiteChrome(services);
      const fallback = await loadAboutPage(services, "hi");
      expect(fallback).toEqual({ about: fallbackAboutContent(settings.settings.companyName, "hi"), lang: "hi" });
      expect(fallback.about.title).toBe(`${settings.settings.companyName} के बारे में`);
      for (const text of [fallback.about.intro, fallback.about.mission, fallback.about.vision, ...fallback.about.values.map((value) => value.name)]) {
        expect(text).toMatch(/[\u0900-\u097F]/);
      }
      expect(await loadAboutPage(services, "en")).toEqual({ about: fallbackAboutContent(settings.settings.companyName), lang: "en" });

      await saveAboutContent(db, demoAboutContent);
      await announceContentChange(services, "pages");
      expect(await loadAboutPage(services, "hi")).toEqual({ about: demoAboutContent, lang: "en" });
    });

    it("gives the footer the two newest visible posts, never a draft or a post scheduled for later", async () => {
      const { db } = database();
      const services = servicesFor(database());
      await createBlog(db, blogPost({ slug: "oldest", title: "Oldest", date: "2026-09-01T10:00:00.000Z" }));
      await createBlog(db, blogPost({ slug: "middle", title: "Middle", date: "2026-10-01T10:00:00.000Z" }));
      await createBlog(db, blogPost({ slug: "newest", title: "Newest", date: "2026-10-05T10:00:00.000Z" }));
      await createBlog(db, blogPost({ slug: "a-draft", title: "A draft", status: "Draft", date: "2026-11-01T10:00:00.000Z" }));
      await createBlog(db, blogPost({ slug: "later", title: "Later", date: "2099-01-01T10:00:00.000Z", publishAt: "2099-01-01T10:00:00.000Z" }));

      const chrome = await loadSiteChrome(services);
      expect(chrome.highlights.map((highlight) => highlight.slug)).toEqual(["newest", "middle"]);
      expect(chrome.highlights[0]).toEqual({ title: "Newest", slug: "newest", date: "2026-10-05T10:00:00.000Z" });

      // read once per change: a new post shows after the change is announced, not before
      await createBlog(db, blogPost({ slug: "fresh", title: "Fresh", date: "2026-10-10T10:00:00.000Z" }));
      expect((await loadSiteChrome(services)).highlights.map((highlight) => highlight.slug)).toEqual(["newest", "middle"]);
      await announceContentChange(services, "blogs");
      expect((await loadSiteChrome(services)).highlights.map((highlight) => highlight.slug)).toEqual(["fresh", "newest"]);
    });

    it("shows a scheduled post among the highlights from its time on, with no change announced", async () => {
      const { db } = database();
      const services = servicesFor(database());
      const before = (await loadSiteChrome(services)).highlights.map((highlight) => highlight.slug);
      const goesLive = new Date(Date.now() + 1_500).toISOString();
      await createBlog(db, blogPost({ slug: "scheduled-soon", title: "Scheduled soon", date: goesLive, publishAt: goesLive }));
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
      // (the old addresses of renamed courses refer to it: they go first, migration 0013)
      await sql`drop table course_slug_redirects`.execute(db);
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
