import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryHref } from "../../../app/domain/course-filter";
import { messages } from "../../../app/domain/messages";
import { demoCourses, demoSiteSettings, demoTrustLogos } from "../../../app/server/db/demo-content.server";
import { FALLBACK_TESTIMONIALS } from "../../../app/server/home.server";
import { repoRoot, signIn, startApp, type RunningApp } from "../../support/app-process";
import { createTestDatabase, postgresAvailable } from "../../support/postgres";

/*
 * The home page as a visitor's browser first receives it, from the production build, on both
 * engines: what the server renders without JavaScript and what it answers when the content it
 * reads cannot be read (its JavaScript weight: public-scripts.test.ts).
 */

async function html(app: RunningApp, pathname: string): Promise<string> {
  const response = await fetch(`${app.url}${pathname}`);
  expect(response.status, pathname).toBe(200);
  return response.text();
}

const engines = [
  { name: "sqlite", available: true },
  { name: "postgres", available: await postgresAvailable() },
] as const;

for (const engine of engines) {
  describe.skipIf(!engine.available)(`the home page on ${engine.name}`, () => {
    let app: RunningApp;
    let dropTables: (tables: string[]) => Promise<void>;
    let cleanup: () => Promise<void> = async () => undefined;
    let databaseUrl = "";

    beforeAll(async () => {
      if (engine.name === "postgres") {
        const database = await createTestDatabase();
        databaseUrl = database.url;
        app = await startApp({ env: { DATABASE_URL: database.url } });
        dropTables = async (tables) => {
          const client = new pg.Client({ connectionString: database.url });
          await client.connect();
          try {
            for (const table of tables) await client.query(`DROP TABLE "${table}" CASCADE`);
          } finally {
            await client.end();
          }
        };
        cleanup = () => database.drop();
      } else {
        // its own data directory, which outlives a server (the last case restarts it)
        const dataDir = mkdtempSync(path.join(tmpdir(), "cw-home-"));
        app = await startApp({ dataDir });
        dropTables = async (tables) => {
          const db = new Database(path.join(dataDir, "site.db"));
          try {
            for (const table of tables) db.exec(`DROP TABLE "${table}"`);
          } finally {
            db.close();
          }
        };
        cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
      }
    });
    afterAll(async () => {
      await app?.stop();
      await cleanup();
    });

    it("renders every section with the stored logos, chips as links and no player frame", async () => {
      const page = await html(app, "/");
      for (const logo of demoTrustLogos) expect(page).toContain(`alt="${logo.name}"`);
      expect(page.match(/src="\/demo\/logos\/\d+\.webp"/g)).toHaveLength(demoTrustLogos.length * 3);
      expect(page).toContain(`href="${categoryHref("Trading Strategies").replace("&", "&amp;")}"`);
      expect(page).not.toContain("<iframe");
      for (const id of demoSiteSettings.videoLessonIds) expect(page).toContain(`https://www.youtube.com/watch?v=${id}`);
      expect(page).toContain(`href="${demoSiteSettings.androidAppUrl}"`);
    });

    it("serves every picture the home page shows, the demo content's as WebP (decision 0077)", async () => {
      const document = new JSDOM(await html(app, "/")).window.document;
      const sources = [...new Set([...document.querySelectorAll("img")].map((image) => image.getAttribute("src")!))];
      const demoPictures = sources.filter((src) => /^\/demo\/(courses|blog|logos|platforms|explore|avatars)\//.test(src));
      expect(demoPictures.length).toBeGreaterThanOrEqual(demoTrustLogos.length + 10);
      for (const src of demoPictures) expect(src).toMatch(/\.webp$/);
      for (const src of sources) {
        const response = await fetch(`${app.url}${src}`);
        expect(response.status, src).toBe(200);
        expect(response.headers.get("content-type"), src).toMatch(/^image\/(webp|svg\+xml)/);
        await response.arrayBuffer();
      }
    });

    it("filters the courses on the server when a chip's address is asked for", async () => {
      const category = "Trading Strategies";
      const expected = demoCourses.filter((course) => course.category === category);
      expect(expected.length).toBeGreaterThan(1);
      const page = await html(app, categoryHref(category).replace(/#.*/, ""));
      // every card is drawn, so that the chips can filter in the page too; the other categories' are hidden
      const shownNames = [...new JSDOM(page).window.document.querySelectorAll('[data-testid="course-list"] > li:not([hidden]) h3')].map((heading) => heading.textContent);
      for (const course of demoCourses) expect(shownNames.includes(course.name), course.name).toBe(course.category === category);
      expect(page).toMatch(new RegExp(`aria-current="true"[^>]*>${category}`));
    });

    it("asks for one stylesheet before its first paint, the site's, which holds the marquee's motion too", async () => {
      const page = await html(app, "/");
      const stylesheets = [...page.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map((match) => /href="([^"]+)"/.exec(match[0])![1]!);
      expect(stylesheets).toHaveLength(1);
      expect(readFileSync(path.join(repoRoot, "build/client", stylesheets[0]!), "utf8")).toContain(".home-marquee-track");
    });

    it("shows an administrator's words at once at every address, though its sections' HTML is kept between renders", async () => {
      // decision 0072: the sections are rendered once per language, content and chosen category;
      // an address never seen (a campaign's utm_ tags) is a page-cache miss that
      // reuses them, so a save must start a new rendering of every variant
      const category = categoryHref("Trading Strategies").replace(/#.*/, "");
      for (const address of ["/?utm_source=before", `${category}&utm_source=before`, "/hi?utm_source=before"]) await html(app, address);
      const headline = `Trade with a written plan ${Date.now()}`;
      const saved = await fetch(`${app.url}/admin/pages`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: await signIn(app), origin: app.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "save-home", heroHeadline: headline }),
      });
      expect(saved.status).toBe(302);
      expect(await html(app, "/?utm_source=after")).toContain(headline);
      const filtered = await html(app, `${category}&utm_source=after`);
      expect(filtered).toContain(headline);
      expect(filtered).toMatch(/aria-current="true"[^>]*>Trading Strategies/);
      // the Hindi page has its own words, and the same sections as a first render
      expect(await html(app, "/hi?utm_source=after")).not.toContain(headline);
      // the hero picture is still preloaded from the head, where React put it before
      const head = (await html(app, "/?utm_source=head")).split("</head>")[0]!;
      expect(head).toMatch(/<link rel="preload" [^>]*href="\/demo\/hero\.svg"[^>]*fetchPriority="high"/);
    });

    it("answers with the spec's fallbacks when courses, testimonials and posts cannot be read", async () => {
      // The home page keeps what it read, so this needs a server that has not read it yet (on the
      // same database); /about makes the header and footer's own reads, kept for a minute.
      await app.stop();
      app = await startApp(engine.name === "postgres" ? { env: { DATABASE_URL: databaseUrl } } : { dataDir: app.dataDir });
      await html(app, "/about");
      await dropTables(["testimonials", "blogs", "courses"]);
      const page = await html(app, "/?after-failure=1");
      for (const testimonial of FALLBACK_TESTIMONIALS) expect(page).toContain(testimonial.author);
      expect(FALLBACK_TESTIMONIALS).toHaveLength(3);
      expect(page).toContain(messages.courses.none);
      expect(page).toContain(messages.blogs.none);
      expect(page).toContain("Trusted by 10,000+ Learners Worldwide");
      // the log line is written by the logger's own stream: it may arrive just after the page
      await expect.poll(() => app.output()).toContain("home section could not be read");
    }, 60_000);
  });
}
