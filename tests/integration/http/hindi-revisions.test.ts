import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../../app/server/auth/password.server";
import type { DatabaseHandle } from "../../../app/server/db/database.server";
import { createUser } from "../../../app/server/repos/users.server";
import { signIn, type RunningApp } from "../../support/app-process";
import { enginesUnderTest, startAppOn } from "../../support/databases";
import { postedForm } from "../../support/page-forms";

/*
 * Revisions of the Hindi texts over HTTP, as a browser without JavaScript uses them (decision
 * 0052): an Editor saves the home page's Hindi twice from its view, follows its Revisions link,
 * restores the first version with the screen's plain form, and /hi shows it at once; an Author
 * can neither read those revisions nor restore one.
 */

const [sqlite] = await enginesUnderTest();

describe("revisions of the Hindi texts over HTTP", () => {
  let app: RunningApp;
  let handle: DatabaseHandle;
  let stop: () => Promise<void>;
  const cookies: Record<"editor" | "author", string> = { editor: "", author: "" };

  const ask = (who: keyof typeof cookies, address: string, init: RequestInit = {}) =>
    fetch(`${app.url}${address}`, { redirect: "manual", ...init, headers: { origin: app.url, cookie: cookies[who], ...(init.headers as Record<string, string>) } });
  /** a page's HTML without React's text separators, to read its sentences */
  const textOf = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");
  const post = (who: keyof typeof cookies, address: string, fields: URLSearchParams) =>
    ask(who, address, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: fields });

  beforeAll(async () => {
    ({ app, handle, stop } = await startAppOn(sqlite!));
    const password = "Hindi-Revisions-Password-1";
    const hash = await hashPassword(password);
    for (const role of ["editor", "author"] as const) {
      const email = `${role}-hindi-revisions@example.test`;
      await createUser(handle.db, { email, passwordHash: hash, isAdmin: true, role });
      cookies[role] = await signIn(app, { email, password });
    }
  }, 60_000);
  afterAll(async () => {
    await stop?.();
  });

  /** Saves the home page's Hindi headline as the Hindi view's form posts it. */
  async function saveHindiHeadline(text: string) {
    const view = await (await ask("editor", "/admin/pages?page=home-hi")).text();
    const form = postedForm(view, `${app.url}/admin/pages?page=home-hi`, { name: "intent", value: "save-home-hi" });
    form.fields.set("heroHeadline", text);
    const saved = await post("editor", form.action, form.fields);
    expect(saved.status).toBe(302);
    return view;
  }

  it("an Editor saves the Hindi twice, restores the first version without JavaScript, and /hi shows it at once", async () => {
    const first = `पहला शीर्षक ${Date.now()}`;
    const second = `दूसरा शीर्षक ${Date.now()}`;
    const view = await saveHindiHeadline(first);
    expect(view).toContain('href="/admin/revisions/home-page-hi/home"');
    await saveHindiHeadline(second);
    expect(await (await fetch(`${app.url}/hi`)).text()).toContain(second);

    const list = await textOf(await ask("editor", "/admin/revisions/home-page-hi/home"));
    const versions = [...list.matchAll(/href="\/admin\/revisions\/home-page-hi\/home\?rev=([0-9a-f-]+)"/g)].map((match) => match[1]!);
    // the page before its first Hindi save, then the two saves
    expect(versions).toHaveLength(3);
    expect(list).toContain("Saved by editor-hindi-revisions@example.test");

    const firstVersion = `/admin/revisions/home-page-hi/home?rev=${versions[1]}&against=current`;
    const compared = await (await ask("editor", firstVersion)).text();
    expect(compared).toMatch(/<del[^>]*>पहला<\/del>|<ins[^>]*>पहला<\/ins>/);
    const restore = postedForm(compared, `${app.url}${firstVersion}`, { name: "intent", value: "restore" });
    const restored = await post("editor", restore.action, restore.fields);
    expect(restored.status).toBe(302);
    expect(restored.headers.get("location")).toBe("/admin/revisions/home-page-hi/home?notice=restored");

    const hindiHome = await (await fetch(`${app.url}/hi`)).text();
    expect(hindiHome).toContain(first);
    expect(hindiHome).not.toContain(second);
    const after = await textOf(await ask("editor", "/admin/revisions/home-page-hi/home?notice=restored"));
    expect(after).toContain("The version was restored and saved as the newest revision.");
    expect(after).toContain("Restored by editor-hindi-revisions@example.test");

    // the restore form of a stale screen is refused, naming who saved since
    const again = await post("editor", restore.action, restore.fields);
    expect(again.status).toBe(409);
    expect(await textOf(again)).toContain("editor-hindi-revisions@example.test saved this home page in Hindi");
  });

  it("an Author can neither read the Hindi's revisions nor restore one, and nothing changes", async () => {
    const course = await handle.db.selectFrom("courses").select("id").executeTakeFirstOrThrow();
    const revision = await handle.db.selectFrom("revisions").select(["id", "entityId"]).where("entity", "=", "home-page-hi").executeTakeFirstOrThrow();
    const count = async () => (await handle.db.selectFrom("revisions").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n;
    const before = await count();
    for (const address of ["/admin/revisions/home-page-hi/home", "/admin/revisions/about-page-hi/about", `/admin/revisions/course-hi/${course.id}`]) {
      const page = await ask("author", address);
      expect(page.status, address).toBe(403);
      expect(await page.text(), address).not.toContain("Versions (");
    }
    const refused = await post("author", "/admin/revisions/home-page-hi/home", new URLSearchParams({ intent: "restore", revision: revision.id, version: "" }));
    expect(refused.status).toBe(403);
    expect(await count()).toBe(before);
    // and the Hindi views themselves are not the Author's either
    expect((await ask("author", "/admin/pages?page=home-hi")).status).toBe(403);
  });

  it("a course's Hindi view links to its revisions, which an Editor reads", async () => {
    const course = await handle.db.selectFrom("courses").select(["id", "name"]).executeTakeFirstOrThrow();
    const view = await (await ask("editor", `/admin/courses?hindi=${course.id}`)).text();
    expect(view).toContain(`href="/admin/revisions/course-hi/${course.id}"`);
    const revisions = await ask("editor", `/admin/revisions/course-hi/${course.id}`);
    expect(revisions.status).toBe(200);
    expect(await revisions.text()).toContain(`Revisions: ${course.name} in Hindi`);
  });
});
