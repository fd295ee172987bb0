import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryHref } from "../../../app/domain/course-filter";
import { messages } from "../../../app/domain/messages";
import { demoCourses, demoSiteSettings, demoTrustLogos } from "../../../app/server/db/demo-content.server";
import { FALLBACK_TESTIMONIALS } from "../../../app/server/home.server";
import { repoRoot, startApp, type RunningApp } from "../../support/app-process";
import { createTestDatabase, postgresAvailable } from "../../support/postgres";

/*
 * The home page as a visitor's browser first receives it, from the production build, on both
 * engines: what the server renders without JavaScript, what it costs in JavaScript, and what it
 * answers when the content it reads cannot be read.
 */

/** the budget for the home page's JavaScript, gzip */
const HOME_JS_BUDGET_BYTES = 150 * 1024;

async function html(app: RunningApp, pathname: string): Promise<string> {
  const response = await fetch(`${app.url}${pathname}`);
  expect(response.status, pathname).toBe(200);
  return response.text();
}

/** Every script the page loads (module preloads, entry and imports), gzipped as the server sends them. */
function javaScriptOf(page: string): { files: string[]; gzipBytes: number } {
  const files = [...new Set([...page.matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]))];
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(repoRoot, "build/client", file)), { level: 9 }).length, 0);
  return { files, gzipBytes };
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
      expect(page.match(/src="\/demo\/logos\/\d+\.svg"/g)).toHaveLength(demoTrustLogos.length * 3);
      expect(page).toContain(`href="${categoryHref("Trading Strategies").replace("&", "&amp;")}"`);
      expect(page).not.toContain("<iframe");
      for (const id of demoSiteSettings.videoLessonIds) expect(page).toContain(`https://www.youtube.com/watch?v=${id}`);
      expect(page).toContain(`href="${demoSiteSettings.androidAppUrl}"`);
    });

    it("filters the courses on the server when a chip's address is asked for", async () => {
      const category = "Trading Strategies";
      const expected = demoCourses.filter((course) => course.category === category);
      expect(expected.length).toBeGreaterThan(1);
      const page = await html(app, categoryHref(category).replace(/#.*/, ""));
      const cardList = /data-testid="course-list"[\s\S]*?<\/ul>/.exec(page)![0];
      for (const course of demoCourses) {
        const shown = cardList.includes(`>${course.name.replace("&", "&amp;")}</h3>`);
        expect(shown, course.name).toBe(course.category === category);
      }
      expect(page).toMatch(new RegExp(`aria-current="true"[^>]*>${category}`));
    });

    it("keeps the home page's JavaScript within 150 KB gzip", async () => {
      const { files, gzipBytes } = javaScriptOf(await html(app, "/"));
      expect(files.some((file) => file.includes("/home-"))).toBe(true);
      console.info(`home page JavaScript: ${files.length} files, ${(gzipBytes / 1024).toFixed(1)} KB gzip`);
      expect(gzipBytes).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
    });

    it("asks for one stylesheet before its first paint, the site's, which holds the marquee's motion too", async () => {
      const page = await html(app, "/");
      const stylesheets = [...page.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map((match) => /href="([^"]+)"/.exec(match[0])![1]!);
      expect(stylesheets).toHaveLength(1);
      expect(readFileSync(path.join(repoRoot, "build/client", stylesheets[0]!), "utf8")).toContain(".home-marquee-track");
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
