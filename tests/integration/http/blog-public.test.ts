import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, openSqlite, type DatabaseHandle } from "../../../app/server/db/database.server";
import { createBlog, type BlogInput } from "../../../app/server/repos/blogs.server";
import { startApp, type RunningApp } from "../../support/app-process";
import { enginesUnderTest } from "../../support/databases";
import { createTestDatabase } from "../../support/postgres";

/*
 * What an anonymous visitor can get over HTTP from the production build, on both engines: a draft
 * and a post scheduled for later appear in no response (pages, React Router's .data answers,
 * sitemap.xml), while a published twin with the same words does, so the check can fail.
 */

const engines = await enginesUnderTest();
const tag = `${process.pid}${Date.now().toString(36)}`;
const word = `zorblat${tag}`; // in the body of all three posts, never in a title or slug
const keyword = `Hidden ${tag}`;

const post = (overrides: Partial<BlogInput>): BlogInput => ({
  title: "A post",
  slug: "a-post",
  author: "Candlewise Academy",
  description: "<p>About markets.</p>",
  keywords: `Risk, ${keyword}`,
  status: "Published",
  image: "/demo/blog/default.svg",
  tag: null,
  content: `<p>The word ${word} is here.</p>`,
  date: "2026-11-01T10:00:00.000Z",
  publishAt: null,
  ...overrides,
});

describe.each(engines)("the public blog over HTTP on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    let app: RunningApp;
    let handle: DatabaseHandle;
    let dropPostgres: (() => Promise<void>) | undefined;
    const secrets = { draftTitle: `Quietdraft ${tag} title`, draftSlug: `quietdraft-${tag}`, laterTitle: `Laterpost ${tag} title`, laterSlug: `laterpost-${tag}` };
    const published = { title: `Openpost ${tag} title`, slug: `openpost-${tag}` };

    beforeAll(async () => {
      if (engine.name === "postgres") {
        const database = await createTestDatabase();
        dropPostgres = database.drop;
        app = await startApp({ env: { DATABASE_URL: database.url } });
        handle = openPostgres(database.url);
      } else {
        app = await startApp();
        handle = openSqlite(path.join(app.dataDir, "site.db"));
      }
      // Written before any page is asked for, so no cached page predates them.
      await createBlog(handle.db, post({ title: secrets.draftTitle, slug: secrets.draftSlug, status: "Draft" }));
      await createBlog(handle.db, post({ title: secrets.laterTitle, slug: secrets.laterSlug, publishAt: "2099-01-01T00:00:00.000Z", date: "2099-01-01T00:00:00.000Z" }));
      await createBlog(handle.db, post({ title: published.title, slug: published.slug, date: "14 Nov 2026" }));
    }, 60_000);

    afterAll(async () => {
      await handle?.close();
      await app?.stop();
      await dropPostgres?.();
    });

    const get = (address: string) => fetch(`${app.url}${address}`, { redirect: "manual" });
    const search = `q=${encodeURIComponent(word)}`;
    const chip = `keyword=${encodeURIComponent(keyword)}`;

    it("lists, finds and counts the published post", async () => {
      const found = await (await get(`/blog?${search}`)).text();
      expect(found).toContain(published.title);
      expect(found).toContain("Showing 1–1 of 1 post");
      const noWords = await (await get("/blog?q=%2A%2A%2A")).text();
      expect(noWords).toContain(published.title);
      expect(noWords).not.toContain("matching");
      const filtered = await (await get(`/blog?${chip}`)).text();
      expect(filtered).toContain(published.title);
      // the chip counts the one visible post only
      const chipHtml = new RegExp(`>${keyword}(?:<!-- -->)?<span[^>]*>1<span class="sr-only"> (?:<!-- -->)?post</span>`);
      expect(await (await get("/blog")).text()).toMatch(chipHtml);
      const article = await get(`/blog/${published.slug}`);
      expect(article.status).toBe(200);
      const html = await article.text();
      expect(html).toContain(published.title);
      // stored in one form, shown in one form (Indian English, IST)
      expect(html).toContain("14 Nov 2026");
      expect(html).toContain('dateTime="2026-11-13T18:30:00.000Z"');
    });

    it("gives each list page its canonical address, keeps searches out of the index and answers a page past the last with 404", async () => {
      const head = (html: string) => ({
        canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null,
        robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null,
      });
      const chipPage = await get(`/blog?${chip}&page=1`);
      expect(head(await chipPage.text())).toEqual({ canonical: expect.stringMatching(new RegExp(`/blog\\?keyword=${encodeURIComponent(keyword).replace(/%20/g, "\\+")}$`)), robots: "index, follow" });
      expect(head(await (await get(`/blog?${search}`)).text())).toEqual({ canonical: expect.stringMatching(/\/blog$/), robots: "noindex, follow" });
      const past = await get("/blog?page=99");
      expect(past.status).toBe(404);
      const html = await past.text();
      expect(html).toMatch(/There is no page (?:<!-- -->)?99(?:<!-- -->)? of this list\./);
      expect(head(html)).toEqual({ canonical: null, robots: "noindex" });
    });

    it("answers the unseen posts' addresses with the Article Not Found page and 404", async () => {
      for (const slug of [secrets.draftSlug, secrets.laterSlug]) {
        const response = await get(`/blog/${slug}`);
        expect(response.status).toBe(404);
        expect(await response.text()).toContain("Article Not Found");
        expect((await get(`/blog/${slug}.data`)).status).toBe(404);
      }
      const missing = await get("/blog/no-such-article");
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain("Back to Blog");
    });

    it("answers control characters in a keyword or a slug with a page, not a 500 (PostgreSQL refuses NUL in a query; decision 0026)", async () => {
      for (const address of ["/blog?keyword=Risk%00", "/blog.data?keyword=a%00b", "/blog?keyword=a%01b&q=a%00b", `/blog/${published.slug}%00`, "/blog/a%1bb"]) {
        expect((await get(address)).status, address).toBeLessThan(500);
      }
      expect((await get(`/blog/${published.slug}%00`)).status).toBe(404);
      expect(await (await get("/blog?keyword=Risk%00")).text()).toContain(published.title);
    });

    it("never puts a draft or a scheduled post in any anonymous response", async () => {
      const addresses = [
        "/",
        "/blog",
        "/blog?page=1",
        `/blog?${search}`,
        `/blog?${chip}`,
        `/blog?${search}&${chip}`,
        "/blog.data",
        `/blog.data?${search}`,
        `/blog.data?${chip}`,
        "/_root.data",
        "/index.data",
        `/blog/${published.slug}`,
        `/blog/${published.slug}.data`,
        `/blog/${secrets.draftSlug}`,
        `/blog/${secrets.draftSlug}.data`,
        `/blog/${secrets.laterSlug}`,
        `/blog/${secrets.laterSlug}.data`,
        "/sitemap",
        "/sitemap.xml",
        "/robots.txt",
        "/about",
        "/contact",
      ];
      for (const address of addresses) {
        const response = await get(address);
        expect(response.status, address).toBeLessThan(500);
        const body = await response.text();
        for (const secret of [secrets.draftTitle, secrets.laterTitle]) expect(body, `${address} carries "${secret}"`).not.toContain(secret);
        // an address that names the slug itself may echo it back; no other answer may mention it
        for (const slug of [secrets.draftSlug, secrets.laterSlug]) if (!address.includes(slug)) expect(body, `${address} mentions ${slug}`).not.toContain(slug);
      }
    });
  });
});
