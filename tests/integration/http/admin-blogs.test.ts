import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istToUtcIso, slugify, utcIsoToIst } from "../../../app/domain/blog";
import { messages } from "../../../app/domain/messages";
import { openSqlite, type DatabaseHandle } from "../../../app/server/db/database.server";
import { signIn, startApp, type RunningApp } from "../../support/app-process";
import { multipartBody, smallPng } from "../../support/images";

/*
 * The blog back office over HTTP, against the production build: its guard and origin check, what
 * a save stores, the admin-only preview, renamed addresses and scheduled posts behind the page
 * cache. The database file is read directly to see what was (or was not) stored.
 */

let app: RunningApp;
let cookie: string;
let database: DatabaseHandle;
let counter = 0;
const unique = (name: string) => `${name}-${Date.now().toString(36)}-${(counter += 1)}`;

beforeAll(async () => {
  app = await startApp();
  cookie = await signIn(app);
  database = openSqlite(path.join(app.dataDir, "site.db"));
});
afterAll(async () => {
  await database?.close();
  await app?.stop();
});

const postFields = (title: string, overrides: Record<string, string> = {}) => ({
  intent: "save",
  title,
  slugAuto: "1",
  description: `About ${title}.`,
  keywords: "risk, lots, pips, margin",
  tag: "",
  status: "Published",
  publishDate: "",
  publishTime: "",
  content: "<p>Body</p>",
  ...overrides,
});

function post(fields: Record<string, string>, options: { cookie?: string | null; origin?: string; address?: string } = {}) {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", origin: options.origin ?? app.url };
  const session = options.cookie === undefined ? cookie : options.cookie;
  if (session) headers.cookie = session;
  return fetch(`${app.url}${options.address ?? "/admin/blogs?new=1"}`, { method: "POST", redirect: "manual", headers, body: new URLSearchParams(fields) });
}

const findBySlug = (slug: string) => database.db.selectFrom("blogs").selectAll().where("slug", "=", slug).executeTakeFirst();
const countBlogs = async () => Number((await database.db.selectFrom("blogs").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

async function createPost(title: string, overrides: Record<string, string> = {}) {
  const response = await post(postFields(title, overrides));
  expect(response.status, await response.clone().text().then((text) => text.slice(0, 300))).toBe(302);
  expect(response.headers.get("location")).toBe("/admin/blogs?notice=created");
  const slug = overrides.slugAuto === "" && overrides.slug ? overrides.slug : slugify(title);
  const stored = await findBySlug(slug);
  expect(stored, `post ${slug} stored`).toBeDefined();
  return stored!;
}

describe("the blog back office", () => {
  it("refuses anonymous and cross-site posts, with nothing stored or deleted", async () => {
    const before = await countBlogs();
    const anonymous = await post(postFields(unique("Anon")), { cookie: null });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin");
    const crossSite = await post(postFields(unique("Cross")), { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await countBlogs()).toBe(before);

    const victim = await createPost(unique("Victim"));
    for (const attempt of [
      post({ intent: "delete", id: victim.id }, { cookie: null, address: "/admin/blogs" }),
      post({ intent: "delete", id: victim.id }, { origin: "https://evil.example", address: "/admin/blogs" }),
    ]) {
      expect([302, 403]).toContain((await attempt).status);
    }
    expect(await findBySlug(victim.slug)).toBeDefined();
  });

  it("stores content sanitised, the company as author, and a new post as Draft by default", async () => {
    const title = unique("Sanitised");
    const { status: _ignored, ...fields } = postFields(title, {
      content: `<p onclick="steal()">Hello <strong>bold</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>`,
    });
    const response = await post(fields);
    expect(response.status).toBe(302);
    const stored = await findBySlug(slugify(title));
    expect(stored?.content).toBe(`<p>Hello <strong>bold</strong></p><img src="x" /><a rel="noopener noreferrer nofollow">x</a>`);
    expect(stored?.content).not.toMatch(/script|onerror|onclick|javascript/i);
    expect(stored?.status).toBe("Draft");
    expect(stored?.author).toBe("Candlewise Academy");
    expect(stored?.image).toBe("/demo/blog/default.svg");
    expect(stored?.publishAt).toBeNull();
  });

  it("marks each missing field and gives the spec's message, storing nothing", async () => {
    const before = await countBlogs();
    const response = await post({ intent: "save", title: "", slug: "", description: "", keywords: "", status: "Draft" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(messages.blogAdmin.required);
    for (const text of ["Enter a title.", "Enter a slug.", "Enter a description.", "Enter at least one keyword."]) expect(html).toContain(text);
    expect(await countBlogs()).toBe(before);
  });

  it("refuses a slug another post has, with the error next to the field", async () => {
    const first = await createPost(unique("Taken Slug"));
    const response = await post(postFields("Something else", { slugAuto: "", slug: first.slug }));
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain(messages.blogAdmin.slugTaken);
    expect(html).toMatch(/aria-invalid="true"[^>]*name="slug"|name="slug"[^>]*aria-invalid="true"/);
    expect((await database.db.selectFrom("blogs").select("id").where("slug", "=", first.slug).execute()).length).toBe(1);
  });

  it("takes an image with the form (no JavaScript) and stores it with its size", async () => {
    const title = unique("With Image");
    const { body, contentType } = multipartBody(postFields(title), { field: "image", name: "chart.png", type: "image/png", bytes: await smallPng(1200, 675) });
    const response = await fetch(`${app.url}/admin/blogs?new=1`, { method: "POST", redirect: "manual", headers: { origin: app.url, cookie, "content-type": contentType }, body: new Uint8Array(body) });
    expect(response.status).toBe(302);
    const stored = await findBySlug(slugify(title));
    expect(stored?.image).toMatch(/^\/uploads\/blog-images\/\d{13}-[0-9a-f]{6}-chart\.webp$/);
    expect([stored?.imageWidth, stored?.imageHeight]).toEqual([1200, 675]);
    const page = await (await fetch(`${app.url}/blog/${stored!.slug}`)).text();
    const srcSet = `srcSet="${stored!.image.replace(".webp", "-480w.webp")} 480w, ${stored!.image.replace(".webp", "-960w.webp")} 960w, ${stored!.image} 1200w"`;
    expect(page).toContain(srcSet);
    // the newest post, so the home page's latest posts offer the same widths
    expect(await (await fetch(`${app.url}/`)).text()).toContain(srcSet);

    // Deleting the post deletes its files.
    const deleted = await post({ intent: "delete", id: stored!.id }, { address: `/admin/blogs?confirm=${stored!.id}` });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/admin/blogs?notice=deleted");
    expect(await findBySlug(stored!.slug)).toBeUndefined();
    expect((await fetch(`${app.url}${stored!.image}`)).status).toBe(404);
  });

  it("shows any post to an administrator as a preview, and none to anyone else", async () => {
    const draft = await createPost(unique("Draft Preview"), { status: "Draft" });
    const address = `${app.url}/admin/blogs/${draft.id}/preview`;
    const anonymous = await fetch(address, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin");
    expect(await anonymous.text()).not.toContain(draft.title);
    const anonymousData = await fetch(`${app.url}/admin/blogs/${draft.id}/preview.data`, { redirect: "manual" });
    expect(await anonymousData.text()).not.toContain(draft.title);

    const admin = await fetch(address, { headers: { cookie } });
    expect(admin.status).toBe(200);
    const html = await admin.text();
    expect(html).toContain(draft.title);
    expect(html).toContain("Preview");
    expect(html).toContain("This is a draft: visitors cannot see it.");
    expect((await fetch(`${app.url}/blog/${draft.slug}`)).status).toBe(404);
  });

  it("answers a renamed published post's old addresses with a 301 to the new one", async () => {
    const original = await createPost(unique("Renamed Post"));
    const second = `${original.slug}-second`;
    const third = `${original.slug}-third`;
    for (const slug of [second, third]) {
      const response = await post(postFields(original.title, { id: original.id, slugAuto: "", slug }), { address: `/admin/blogs?edit=${original.id}` });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/admin/blogs?notice=updated");
    }
    for (const old of [original.slug, second]) {
      const response = await fetch(`${app.url}/blog/${old}`, { redirect: "manual" });
      expect(response.status, old).toBe(301);
      expect(response.headers.get("location")).toBe(`/blog/${third}`);
    }
    expect((await fetch(`${app.url}/blog/${third}`)).status).toBe(200);

    // A new post that takes the first address gets it: no redirect any more.
    const newcomer = await createPost(original.title);
    expect(newcomer.slug).toBe(original.slug);
    expect((await fetch(`${app.url}/blog/${original.slug}`, { redirect: "manual" })).status).toBe(200);
  });

  it("keeps a scheduled post from visitors until its time, even with the pages cached", async () => {
    // Publish times are whole minutes: the post is scheduled for the next minute (IST).
    const goesLive = new Date(Math.ceil((Date.now() + 2_000) / 60_000) * 60_000);
    const { date, time } = utcIsoToIst(goesLive.toISOString())!;
    expect(istToUtcIso(date, time)).toBe(goesLive.toISOString());
    const title = unique("Scheduled Post");
    const scheduled = await createPost(title, { publishDate: date, publishTime: time });
    expect(scheduled.publishAt).toBe(goesLive.toISOString());
    expect(scheduled.date).toBe(goesLive.toISOString());

    const adminList = await (await fetch(`${app.url}/admin/blogs`, { headers: { cookie } })).text();
    expect(adminList).toContain(title);
    expect(adminList).toContain("Scheduled");

    // Its time brought forward to a few seconds from now in the database, before any public page is
    // stored (the cache asks for the next scheduled time as it stores one), rather than waiting up
    // to a minute for the form's next whole minute: the wait held one of the suite's two slots.
    const soon = new Date(Date.now() + 6_000).toISOString();
    await database.db.updateTable("blogs").set({ publishAt: soon, date: soon }).where("slug", "=", scheduled.slug).execute();

    // Before its time: absent, and the list page is served from the cache.
    expect(Date.now()).toBeLessThan(Date.parse(soon));
    const first = await fetch(`${app.url}/blog`);
    expect(await first.text()).not.toContain(title);
    const cached = await fetch(`${app.url}/blog`);
    expect(cached.headers.get("x-cache")).toBe("HIT");
    expect(await cached.text()).not.toContain(title);
    expect((await fetch(`${app.url}/blog/${scheduled.slug}`)).status).toBe(404);
    // Each answer read to its end: a page is stored as its answer finishes.
    const home = await fetch(`${app.url}/`);
    expect(home.headers.get("x-cache")).toBe("MISS");
    expect(await home.text()).not.toContain(title);
    const homeAgain = await fetch(`${app.url}/`);
    expect(homeAgain.headers.get("x-cache")).toBe("HIT");
    expect(await homeAgain.text()).not.toContain(title);

    expect(Date.now(), "the checks before the post's time ran past it").toBeLessThan(Date.parse(soon));
    await new Promise((resolve) => setTimeout(resolve, Date.parse(soon) - Date.now() + 50));
    const after = await fetch(`${app.url}/blog`);
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(await after.text()).toContain(title);
    expect((await fetch(`${app.url}/blog/${scheduled.slug}`)).status).toBe(200);
    expect(await (await fetch(`${app.url}/`)).text()).toContain(title);
  }, 30_000);
});
