import { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchWords } from "../../../app/domain/blog";
import { migrateToLatest } from "../../../app/server/db/migrate.server";
import { migrations } from "../../../app/server/db/migrations.server";
import {
  createBlog,
  deleteBlog,
  findBlogById,
  listKeywordChips,
  listVisiblePostsPage,
  type VisiblePostsQuery,
  findNextScheduledPublishAt,
  findPublishedBlogBySlug,
  findPublishedSlugRedirect,
  isUniqueViolation,
  listAllBlogs,
  listPublishedBlogs,
  updateBlog,
  type BlogInput,
} from "../../../app/server/repos/blogs.server";
import { findSeo, upsertSeo } from "../../../app/server/repos/seo.server";
import { enginesUnderTest, openUnmigrated, useDatabase } from "../../support/databases";

/*
 * Scheduling and renamed addresses, on both engines. Each test uses its own slugs (a tag), and
 * "now" is passed in, so the outcome does not depend on the clock.
 */

const engines = await enginesUnderTest();
let counter = 0;
const tagged = (name: string) => `${name}-${process.pid}-${(counter += 1)}`;

const post = (overrides: Partial<BlogInput>): BlogInput => ({
  title: "A post",
  slug: tagged("post"),
  author: "Candlewise Academy",
  description: "About something.",
  keywords: "risk, lots",
  status: "Published",
  image: "/demo/blog/default.svg",
  tag: null,
  content: "<p>Body</p>",
  date: "2026-10-01T10:00:00.000Z",
  publishAt: null,
  ...overrides,
});

const NOW = "2026-11-20T10:00:00.000Z";

describe.each(engines)("blog scheduling and redirects on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    const database = useDatabase(engine, { beforeAll, afterAll });

    it("shows visitors only published posts whose publish time has come", async () => {
      const { db } = database();
      const live = await createBlog(db, post({ slug: tagged("live"), publishAt: "2026-11-20T09:59:59.000Z" }));
      const atOnce = await createBlog(db, post({ slug: tagged("at-once"), publishAt: null }));
      const exactlyNow = await createBlog(db, post({ slug: tagged("exactly-now"), publishAt: NOW }));
      const scheduled = await createBlog(db, post({ slug: tagged("scheduled"), publishAt: "2026-11-20T10:00:01.000Z" }));
      const draft = await createBlog(db, post({ slug: tagged("draft"), status: "Draft", publishAt: null }));

      const publicSlugs = (await listPublishedBlogs(db, undefined, NOW)).map((blog) => blog.slug);
      expect(publicSlugs).toEqual(expect.arrayContaining([live.slug, atOnce.slug, exactlyNow.slug]));
      expect(publicSlugs).not.toContain(scheduled.slug);
      expect(publicSlugs).not.toContain(draft.slug);
      expect(await findPublishedBlogBySlug(db, scheduled.slug, NOW)).toBeUndefined();
      expect(await findPublishedBlogBySlug(db, draft.slug, NOW)).toBeUndefined();
      expect((await findPublishedBlogBySlug(db, live.slug, NOW))?.id).toBe(live.id);

      // Its time comes: the same readers show it, with nothing having run in between.
      expect((await findPublishedBlogBySlug(db, scheduled.slug, "2026-11-20T10:00:01.000Z"))?.id).toBe(scheduled.id);
      expect((await listPublishedBlogs(db, undefined, "2026-11-20T10:00:01.000Z")).map((blog) => blog.slug)).toContain(scheduled.slug);

      // The admin reader sees them all.
      expect((await listAllBlogs(db)).map((blog) => blog.id)).toEqual(expect.arrayContaining([scheduled.id, draft.id]));
    });

    it("tells the page cache when the next scheduled post goes live (drafts do not count)", async () => {
      const { db } = database();
      const later = "2099-03-01T00:00:00.000Z";
      const sooner = "2099-02-01T00:00:00.000Z";
      await createBlog(db, post({ slug: tagged("later"), publishAt: later }));
      const soonerPost = await createBlog(db, post({ slug: tagged("sooner"), publishAt: sooner }));
      await createBlog(db, post({ slug: tagged("draft-sooner"), status: "Draft", publishAt: "2099-01-01T00:00:00.000Z" }));
      expect(await findNextScheduledPublishAt(db, "2098-12-31T00:00:00.000Z")).toBe(sooner);
      expect(await findNextScheduledPublishAt(db, sooner)).toBe(later);
      expect(await findNextScheduledPublishAt(db, later)).toBeNull();
      await deleteBlog(db, soonerPost.id);
    });

    it("keeps a renamed post's old addresses, collapses chains and forgets a reused slug", async () => {
      const { db } = database();
      const [a, b, c] = [tagged("a"), tagged("b"), tagged("c")];
      const renamed = await createBlog(db, post({ slug: a }));
      expect(await updateBlog(db, renamed.id, { slug: b }, { redirectFrom: a })).toBe(true);
      expect(await findPublishedSlugRedirect(db, a, NOW)).toBe(b);
      expect(await updateBlog(db, renamed.id, { slug: c }, { redirectFrom: b })).toBe(true);
      // A→B→C: both old addresses lead straight to C.
      expect(await findPublishedSlugRedirect(db, a, NOW)).toBe(c);
      expect(await findPublishedSlugRedirect(db, b, NOW)).toBe(c);
      expect(await findPublishedSlugRedirect(db, c, NOW)).toBeUndefined();

      // A new post takes the address A: it is that post's now, no longer a redirect.
      const newcomer = await createBlog(db, post({ slug: a }));
      expect(await findPublishedSlugRedirect(db, a, NOW)).toBeUndefined();
      expect((await findPublishedBlogBySlug(db, a, NOW))?.id).toBe(newcomer.id);

      // Renamed back to B: B is its own address again; C now redirects to B.
      await updateBlog(db, renamed.id, { slug: b }, { redirectFrom: c });
      expect(await findPublishedSlugRedirect(db, b, NOW)).toBeUndefined();
      expect(await findPublishedSlugRedirect(db, c, NOW)).toBe(b);

      // A redirect only leads to what visitors may see.
      await updateBlog(db, renamed.id, { status: "Draft" });
      expect(await findPublishedSlugRedirect(db, c, NOW)).toBeUndefined();

      // Deleting the post deletes its redirects.
      await deleteBlog(db, renamed.id);
      expect(await db.selectFrom("blogSlugRedirects").select("oldSlug").where("blogId", "=", renamed.id).execute()).toEqual([]);
    });

    it("takes a post's SEO record along when it is renamed, and deletes it with the post", async () => {
      const { db } = database();
      const [first, second] = [tagged("seo-first"), tagged("seo-second")];
      const renamed = await createBlog(db, post({ slug: first }));
      await upsertSeo(db, { key: `_blog_${first}`, pagePath: `/blog/${first}`, pageTitle: "Its own title" });
      // a record left at the new address by something else gives way to the post's own
      await upsertSeo(db, { key: `_blog_${second}`, pagePath: `/blog/${second}`, pageTitle: "A stale record" });
      await updateBlog(db, renamed.id, { slug: second }, { redirectFrom: first });
      expect(await findSeo(db, `_blog_${first}`)).toBeUndefined();
      expect(await findSeo(db, `_blog_${second}`)).toMatchObject({ pagePath: `/blog/${second}`, pageTitle: "Its own title" });
      // an edit that keeps the slug leaves the record where it is
      await updateBlog(db, renamed.id, { title: "Retitled", slug: second });
      expect((await findSeo(db, `_blog_${second}`))?.pageTitle).toBe("Its own title");
      await deleteBlog(db, renamed.id);
      expect(await findSeo(db, `_blog_${second}`)).toBeUndefined();
    });

    it("reports a duplicate slug as a unique violation", async () => {
      const { db } = database();
      const slug = tagged("dupe");
      await createBlog(db, post({ slug }));
      const error = await createBlog(db, post({ slug })).catch((caught: unknown) => caught);
      expect(isUniqueViolation(error)).toBe(true);
      expect(isUniqueViolation(new Error("other"))).toBe(false);
    });
  });
});

/*
 * The public list at scale: search, keyword chips and pages, each on a database of its own so that
 * counts are exact. What visitors may not see (drafts, posts still scheduled) is in every case.
 */
describe.each(engines)("blog list, search and keyword chips on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    const database = useDatabase(engine, { beforeAll, afterAll });
    const page = (overrides: Partial<VisiblePostsQuery> = {}) => listVisiblePostsPage(database().db, { page: 1, pageSize: 5, words: [], keyword: null, ...overrides }, NOW);
    const dayOf = (n: number) => `2026-10-${String(n).padStart(2, "0")}T10:00:00.000Z`;

    beforeAll(async () => {
      const { db } = database();
      // 12 live posts, newest on 12 Oct; every third tagged Forex; two mention "candlestick" in their body only
      for (let n = 1; n <= 12; n += 1) {
        await createBlog(
          db,
          post({
            title: `Live post ${n}`,
            slug: `live-${n}`,
            date: dayOf(n),
            keywords: n % 3 === 0 ? "Forex, Risk" : "Risk",
            content: n === 4 || n === 7 ? "<p>Reading a <strong>candlestick</strong> chart</p>" : "<p>Plain words</p>",
          }),
        );
      }
      await createBlog(db, post({ title: "Secret draft candlestick", slug: "secret-draft", status: "Draft", keywords: "Forex, Hidden", date: dayOf(20) }));
      await createBlog(db, post({ title: "Future candlestick", slug: "future-post", publishAt: "2026-12-01T00:00:00.000Z", keywords: "Forex, Soon", date: dayOf(21) }));
    });

    it("pages the visible posts newest first and counts them", async () => {
      const first = await page();
      expect(first.total).toBe(12);
      expect(first.posts.map((blog) => blog.slug)).toEqual(["live-12", "live-11", "live-10", "live-9", "live-8"]);
      const last = await page({ page: 3 });
      expect(last.posts.map((blog) => blog.slug)).toEqual(["live-2", "live-1"]);
      expect((await page({ page: 4 })).posts).toEqual([]);
    });

    it("filters by keyword with the kept count, and offers chips of visible posts only", async () => {
      const forex = await page({ keyword: "Forex" });
      expect(forex.total).toBe(4);
      expect(forex.posts.map((blog) => blog.slug)).toEqual(["live-12", "live-9", "live-6", "live-3"]);
      const chips = await listKeywordChips(database().db, 10, NOW);
      expect(chips).toEqual([
        { keyword: "Risk", count: 12 },
        { keyword: "Forex", count: 4 },
      ]);
      // the scheduled post's keyword appears by itself when its time comes
      expect(await listKeywordChips(database().db, 10, "2026-12-01T00:00:00.000Z")).toEqual([
        { keyword: "Risk", count: 12 },
        { keyword: "Forex", count: 5 },
        { keyword: "Soon", count: 1 },
      ]);
    });

    it("finds words in the title and the content's text (as prefixes, all words), never in markup or unseen posts", async () => {
      const found = await page({ words: searchWords("Candle") });
      expect(found.posts.map((blog) => blog.slug)).toEqual(["live-7", "live-4"]);
      expect(found.total).toBe(2);
      expect((await page({ words: searchWords("candlestick chart"), keyword: "Risk" })).total).toBe(2);
      expect((await page({ words: searchWords("candlestick nowhere") })).total).toBe(0);
      expect((await page({ words: searchWords("strong") })).total).toBe(0);
      expect((await page({ words: searchWords("post 11") })).posts.map((blog) => blog.slug)).toEqual(["live-11"]);
      // search syntax is only words to both engines
      expect((await page({ words: searchWords('"live" * -:& ( ^') })).total).toBe(12);
    });

    it("keeps the index, chips and counts in step with edits and deletions", async () => {
      const { db } = database();
      const edited = await createBlog(db, post({ title: "Edited later", slug: "edited", keywords: "Gold", date: dayOf(13), content: "<p>bullion</p>" }));
      expect((await page({ words: ["bullion"] })).total).toBe(1);
      await updateBlog(db, edited.id, { content: "<p>silver</p>", keywords: "Silver, Risk" });
      expect((await page({ words: ["bullion"] })).total).toBe(0);
      expect((await page({ words: ["silver"] })).total).toBe(1);
      let chips = await listKeywordChips(db, 10, NOW);
      expect(chips.find((chip) => chip.keyword === "Gold")).toBeUndefined();
      expect(chips).toContainEqual({ keyword: "Risk", count: 13 });
      await updateBlog(db, edited.id, { status: "Draft" });
      expect((await page({ words: ["silver"] })).total).toBe(0);
      expect(await listKeywordChips(db, 10, NOW)).toContainEqual({ keyword: "Risk", count: 12 });
      await updateBlog(db, edited.id, { status: "Published" });
      expect(await listKeywordChips(db, 10, NOW)).toContainEqual({ keyword: "Risk", count: 13 });
      await deleteBlog(db, edited.id);
      chips = await listKeywordChips(db, 10, NOW);
      expect(chips).toContainEqual({ keyword: "Risk", count: 12 });
      expect(chips.find((chip) => chip.keyword === "Silver")).toBeUndefined();
      expect((await page({ words: ["silver"] })).total).toBe(0);
    });

    it("stores a date in one form whatever form it arrives in", async () => {
      const { db } = database();
      const plain = await createBlog(db, post({ slug: tagged("plain-date"), status: "Draft", date: "2026-10-14" }));
      const locale = await createBlog(db, post({ slug: tagged("locale-date"), status: "Draft", date: "October 14, 2026 at 10:00:00 AM UTC+5:30" }));
      const stamp = await createBlog(db, post({ slug: tagged("timestamp"), status: "Draft", date: { seconds: 1_760_416_200, nanoseconds: 0 } }));
      expect((await findBlogById(db, plain.id))?.date).toBe("2026-10-13T18:30:00.000Z");
      expect((await findBlogById(db, locale.id))?.date).toBe("2026-10-14T04:30:00.000Z");
      expect((await findBlogById(db, stamp.id))?.date).toBe("2025-10-14T04:30:00.000Z");
      await updateBlog(db, plain.id, { date: "15/10/2026" });
      expect((await findBlogById(db, plain.id))?.date).toBe("2026-10-14T18:30:00.000Z");
      await expect(createBlog(db, post({ slug: tagged("no-date"), date: "sometime" }))).rejects.toThrow(/not a date/);
    });
  });
});

describe.each(engines)("migration 0005 on $name", (engine) => {
  it.skipIf(!engine.available)("rewrites stored dates into one form and indexes the posts already there", async () => {
    const { handle, cleanup } = await openUnmigrated(engine.name);
    try {
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo("0004-audit-events")).error).toBeUndefined();
      const old = { author: "A", status: "Published", image: "/x.svg", tag: null, createdAt: NOW, updatedAt: NOW, publishAt: null };
      await handle.db
        .insertInto("blogs")
        .values([
          { ...old, id: "old-1", title: "Old plain", slug: "old-plain", description: "<p>About <em>margin</em></p>", keywords: "Margin, Risk", content: null, date: "2026-10-14" },
          { ...old, id: "old-2", title: "Old locale", slug: "old-locale", description: "d", keywords: "Risk", content: "<p>leverage</p>", date: "14 Oct 2026" },
        ] as never)
        .execute();
      await migrateToLatest(handle);
      expect((await findBlogById(handle.db, "old-1"))?.date).toBe("2026-10-13T18:30:00.000Z");
      expect((await findBlogById(handle.db, "old-2"))?.date).toBe("2026-10-13T18:30:00.000Z");
      const search = (words: string[]) => listVisiblePostsPage(handle.db, { page: 1, pageSize: 10, words, keyword: null }, NOW);
      expect((await search(["margin"])).posts.map((blog) => blog.id)).toEqual(["old-1"]);
      expect((await search(["leverage"])).posts.map((blog) => blog.id)).toEqual(["old-2"]);
      expect(await listKeywordChips(handle.db, 10, NOW)).toEqual([
        { keyword: "Risk", count: 2 },
        { keyword: "Margin", count: 1 },
      ]);
    } finally {
      await cleanup();
    }
  });
});
