import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../app/domain/messages";
import type { Kysely } from "kysely";
import { openSqlite } from "../../../app/server/db/database.server";
import type { Database } from "../../../app/server/db/schema.server";
import { signIn, startApp, type RunningApp } from "../../support/app-process";
import { multipartBody, smallPng } from "../../support/images";

/*
 * The Courses and Testimonials screens over HTTP, as a browser without JavaScript uses them
 * (form posts, multipart with the file), against the production build on a real SQLite file.
 */

let app: RunningApp;
let cookie: string;
beforeAll(async () => {
  app = await startApp();
  cookie = await signIn(app);
});
afterAll(async () => {
  await app?.stop();
});

const tag = () => Math.random().toString(16).slice(2, 10);

async function post(pathname: string, fields: Record<string, string>, options: { cookie?: string | null; origin?: string; file?: { field: string; name: string; type: string; bytes: Buffer } } = {}) {
  const { body, contentType } = multipartBody(fields, options.file);
  const headers: Record<string, string> = { origin: options.origin ?? app.url, "content-type": contentType };
  const session = options.cookie === undefined ? cookie : options.cookie;
  if (session) headers.cookie = session;
  return fetch(`${app.url}${pathname}`, { method: "POST", redirect: "manual", headers, body: new Uint8Array(body) });
}

/** reads the app's own SQLite file, as another process would */
async function withDb<T>(read: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const database = openSqlite(path.join(app.dataDir, "site.db"));
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

const coursesNamed = (name: string) => withDb((db) => db.selectFrom("courses").selectAll().where("name", "=", name).execute());
const courseCount = () => withDb(async (db) => (await db.selectFrom("courses").select("id").execute()).length);
const testimonialsBy = (author: string) => withDb((db) => db.selectFrom("testimonials").selectAll().where("author", "=", author).execute());

function storedFiles(): string[] {
  const root = path.join(app.dataDir, "uploads");
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".meta.json"))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const validCourse = (name: string) => ({ intent: "create", name, link: "https://learn.example.in/forex", category: "Technical Analysis", description: "Charts", order: "3" });

describe("admin courses over HTTP", () => {
  it("refuses anonymous and cross-site posts on both screens, changing nothing", async () => {
    const name = `Anon ${tag()}`;
    // an anonymous multipart body is refused before it is read (decision 0027)
    const anonymous = await post("/admin/courses", validCourse(name), { cookie: null });
    expect(anonymous.status).toBe(413);
    const crossSite = await post("/admin/courses", validCourse(name), { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await coursesNamed(name)).toEqual([]);

    const author = `Anon ${tag()}`;
    const fields = { intent: "create", quote: "Great", author, rating: "5", status: "Published" };
    expect((await post("/admin/testimonials", fields, { cookie: null })).status).toBe(413);
    expect((await post("/admin/testimonials", fields, { origin: "https://evil.example" })).status).toBe(403);
    expect(await testimonialsBy(author)).toEqual([]);

    // and a delete of an existing course, anonymous, leaves it in place
    const before = await courseCount();
    const existing = await withDb((db) => db.selectFrom("courses").select("id").executeTakeFirstOrThrow());
    expect((await post("/admin/courses", { intent: "delete", id: existing.id }, { cookie: null })).status).toBe(413);
    expect((await post("/admin/courses", { intent: "delete", id: existing.id }, { origin: "https://evil.example" })).status).toBe(403);
    expect(await courseCount()).toBe(before);
  });

  it("shows each error next to its field and saves nothing for a missing name, a bad link, no category", async () => {
    const before = await courseCount();
    const response = await post("/admin/courses", { intent: "create", name: " ", link: "javascript:alert(1)", category: "", order: "1" });
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const message of [messages.adminCourses.nameRequired, messages.adminCourses.linkInvalid, messages.adminCourses.categoryRequired]) {
      expect(html).toContain(message);
    }
    expect(html).toContain('aria-invalid="true"');
    const missingLink = await (await post("/admin/courses", { intent: "create", name: "X", link: "", category: "Nope" })).text();
    expect(missingLink).toContain(messages.adminCourses.linkRequired);
    expect(missingLink).toContain(messages.adminCourses.categoryRequired);
    expect(await courseCount()).toBe(before);
  });

  it("takes a non-numeric order as 0 and refuses a negative or fractional one", async () => {
    const name = `Order ${tag()}`;
    const negative = await post("/admin/courses", { ...validCourse(name), order: "-1" });
    expect(negative.status).toBe(400);
    expect(await negative.text()).toContain(messages.adminCourses.orderNegative);
    const fraction = await post("/admin/courses", { ...validCourse(name), order: "1.5" });
    expect(await fraction.text()).toContain(messages.adminCourses.orderFraction);
    expect(await coursesNamed(name)).toEqual([]);
    const words = await post("/admin/courses", { ...validCourse(name), order: "first" });
    expect(words.status).toBe(302);
    expect(words.headers.get("location")).toBe("/admin/courses?done=added");
    expect((await coursesNamed(name))[0]?.sortOrder).toBe(0);
  });

  it("saves a course with its image sent in the form (no JavaScript) as WebP, and the public home shows it with srcset at once", async () => {
    const name = `Swing Trading ${tag()}`;
    const home = async () => (await fetch(`${app.url}/`)).text();
    await home(); // warm the page cache: the save must empty it
    const started = performance.now();
    const response = await post("/admin/courses", validCourse(name), { file: { field: "image", name: "Swing Chart.png", type: "image/png", bytes: await smallPng(800, 450) } });
    const elapsed = performance.now() - started;
    expect(response.status).toBe(302);
    const [course] = await coursesNamed(name);
    expect(course?.image).toMatch(/^\/uploads\/courses\/\d{13}_[0-9a-f]{6}-swing-chart\.webp$/);
    expect(course?.imageWidth).toBe(800);
    const file = await fetch(`${app.url}${course!.image}`);
    expect(file.headers.get("content-type")).toBe("image/webp");

    const page = await home();
    expect(page).toContain(name);
    const img = new RegExp(`<img[^>]*src="${course!.image.replace(/[.]/g, "\\.")}"[^>]*>`).exec(page)?.[0] ?? "";
    // React writes the attribute as srcSet; HTML attribute names are case-insensitive
    expect(img.replace("srcSet=", "srcset=")).toContain(`srcset="${course!.image.replace(".webp", "-320w.webp")} 320w, ${course!.image.replace(".webp", "-640w.webp")} 640w, ${course!.image} 800w"`);
    expect(img).toContain('width="800"');
    expect(img).toContain('height="450"');
    console.info(`course save with an 800x450 PNG in the form: ${elapsed.toFixed(0)} ms`);
  });

  it("updates a course in place and deletes the image it replaced", async () => {
    const name = `Replace ${tag()}`;
    await post("/admin/courses", validCourse(name), { file: { field: "image", name: "first.png", type: "image/png", bytes: await smallPng(700, 400) } });
    const [course] = await coursesNamed(name);
    const firstKey = course!.image.slice("/uploads/".length);
    expect(storedFiles()).toContain(firstKey);
    const renamed = `${name} v2`;
    const saved = await post("/admin/courses?edit=" + course!.id, { ...validCourse(renamed), intent: "update", id: course!.id }, { file: { field: "image", name: "second.png", type: "image/png", bytes: await smallPng(700, 400) } });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/courses?done=saved");
    const [updated] = await coursesNamed(renamed);
    expect(updated?.id).toBe(course!.id);
    expect(updated?.image).not.toBe(course!.image);
    expect(storedFiles().filter((file) => file.startsWith(firstKey.replace(".webp", "")))).toEqual([]);
  });

  it("deletes a course with its image files, and the home page drops it", async () => {
    const name = `Delete ${tag()}`;
    await post("/admin/courses", validCourse(name), { file: { field: "image", name: "gone.png", type: "image/png", bytes: await smallPng(700, 400) } });
    const [course] = await coursesNamed(name);
    const base = course!.image.slice("/uploads/".length).replace(".webp", "");
    expect(storedFiles().filter((file) => file.startsWith(base)).length).toBe(3); // 700w, 320w and 640w
    expect(await (await fetch(`${app.url}/`)).text()).toContain(name);
    const response = await post(`/admin/courses?confirm=${course!.id}`, { intent: "delete", id: course!.id });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/courses?done=deleted");
    expect(await coursesNamed(name)).toEqual([]);
    expect(storedFiles().filter((file) => file.startsWith(base))).toEqual([]);
    expect(await (await fetch(`${app.url}/`)).text()).not.toContain(name);
  });
});

describe("admin testimonials over HTTP", () => {
  const testimonial = (author: string, overrides: Record<string, string> = {}) => ({ intent: "create", quote: `Clear teaching ${author}`, author, rating: "5", status: "Published", ...overrides });

  it("refuses a rating of 0 or 6 (or 4.5), saving nothing", async () => {
    const author = `Rater ${tag()}`;
    for (const rating of ["0", "6", "4.5", "five"]) {
      const response = await post("/admin/testimonials?add=1", testimonial(author, { rating }));
      expect(response.status, rating).toBe(400);
      expect(await response.text()).toContain(messages.testimonials.ratingRange);
    }
    expect(await testimonialsBy(author)).toEqual([]);
  });

  it("requires quote and author, each error by its field", async () => {
    const response = await post("/admin/testimonials?add=1", { intent: "create", quote: "", author: "", rating: "5", status: "Published" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(messages.testimonials.quoteRequired);
    expect(html).toContain(messages.testimonials.authorRequired);
  });

  it("gives a testimonial without a photo the generated avatar, which the public home shows while Published", async () => {
    const author = `Meera Nair ${tag()}`;
    const response = await post("/admin/testimonials?add=1", testimonial(author));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/testimonials?done=added");
    const [saved] = await testimonialsBy(author);
    expect(saved).toMatchObject({ rating: 5, status: "Published", avatar: `/avatars/${encodeURIComponent(author)}.svg` });
    expect(await (await fetch(`${app.url}/`)).text()).toContain(author);

    const drafted = await post(`/admin/testimonials?edit=${saved!.id}`, { ...testimonial(author, { status: "Draft" }), intent: "update", id: saved!.id });
    expect(drafted.headers.get("location")).toBe("/admin/testimonials?done=updated");
    expect(await (await fetch(`${app.url}/`)).text()).not.toContain(author);
  });

  it("abandons the save with the spec's message when the avatar is not an image", async () => {
    const author = `Bad Avatar ${tag()}`;
    const response = await post("/admin/testimonials?add=1", testimonial(author), { file: { field: "avatar", name: "notes.png", type: "image/png", bytes: Buffer.from("just text\n".repeat(30)) } });
    expect(response.status).toBe(415);
    expect(await response.text()).toContain(messages.testimonials.uploadFailed);
    expect(await testimonialsBy(author)).toEqual([]);
  });

  it("serves the generated avatar as a small SVG with no script, cacheable, under a CSP of its own", async () => {
    const response = await fetch(`${app.url}/avatars/${encodeURIComponent("Asha <script>alert(1)</script> Kulkarni")}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(response.headers.get("cache-control")).toContain("public");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const svg = await response.text();
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).not.toMatch(/<script|onload|href/i);
    expect(svg).toContain(">AK</text>");
    expect(svg.length).toBeLessThan(600);
    expect((await fetch(`${app.url}/avatars/Asha.png`)).status).toBe(404);
  });
});
