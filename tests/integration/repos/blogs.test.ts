import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createBlog,
  deleteBlog,
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
import { enginesUnderTest, useDatabase } from "../../support/databases";

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
