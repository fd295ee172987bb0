import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, openSqlite, type DatabaseHandle } from "../../../app/server/db/database.server";
import { signIn, startApp, type RunningApp } from "../../support/app-process";
import { renderedFormValues } from "../../support/rendered-form";
import { createTestDatabase, postgresAvailable } from "../../support/postgres";

/*
 * The settings screen over HTTP against the built server: refused input changes nothing and comes
 * back next to its field, a save writes its audit event, and on PostgreSQL a save through one
 * instance drops the other instance's cached public pages.
 */

async function storedForm(app: RunningApp, cookie: string): Promise<URLSearchParams> {
  const html = await (await fetch(`${app.url}/admin/settings`, { headers: { cookie } })).text();
  return new URLSearchParams(renderedFormValues(html));
}

function postSettings(app: RunningApp, cookie: string, form: URLSearchParams, origin = app.url) {
  return fetch(`${app.url}/admin/settings`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
    body: form,
  });
}

const footerPhone = async (app: RunningApp) => /href="tel:[^"]*"[^>]*>([^<]+)</.exec(await (await fetch(`${app.url}/about`)).text())?.[1];

function screenChecks(setup: () => { app: RunningApp; db: () => DatabaseHandle }) {
  it("sends anonymous visitors to the sign-in and refuses a cross-site save", async () => {
    const { app } = setup();
    const page = await fetch(`${app.url}/admin/settings`, { redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin");
    const cookie = await signIn(app);
    const form = await storedForm(app, cookie);
    form.set("phone", "+91 11111 22222");
    const forged = await postSettings(app, cookie, form, "https://evil.example");
    expect(forged.status).toBe(403);
    expect(await footerPhone(app)).not.toBe("+91 11111 22222");
  });

  it("refuses bad links, e-mail and video ids next to their fields, keeps what was typed, and saves nothing", async () => {
    const { app, db } = setup();
    const cookie = await signIn(app);
    const form = await storedForm(app, cookie);
    expect(form.get("companyName")).toBeTruthy();
    const phoneBefore = await footerPhone(app);
    form.set("phone", "+91 33333 44444");
    form.set("chatUrl", "javascript:alert(1)");
    form.set("social_instagram", "instagram.com/candlewise");
    form.set("email", "not-an-email");
    form.set("videoLesson2", "too-short");
    form.set("messageRetentionMonths", "0");
    const response = await postSettings(app, cookie, form);
    expect(response.status).toBe(400);
    const html = await response.text();
    const errorOf = (name: string) => {
      const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
      const id = /aria-describedby="([^"]*)"/.exec(input ?? "")?.[1]?.split(" ").find((part) => part.endsWith("-error"));
      return id ? new RegExp(`id="${id}"[^>]*>(?:<[^>]+>)*([^<]+)`).exec(html)?.[1] : undefined;
    };
    expect(errorOf("chatUrl")).toMatch(/https:\/\//);
    expect(errorOf("social_instagram")).toMatch(/https:\/\//);
    expect(errorOf("email")).toMatch(/e-mail address/);
    expect(errorOf("videoLesson2")).toMatch(/11 letters/);
    expect(errorOf("messageRetentionMonths")).toMatch(/1 and 120/);
    expect(errorOf("phone")).toBeUndefined();
    expect(html).toContain('value="javascript:alert(1)"');
    expect(html).toContain('value="+91 33333 44444"');
    expect(await footerPhone(app)).toBe(phoneBefore);
    const audits = await db().db.selectFrom("auditEvents").select("id").where("action", "=", "settings.update").execute();
    expect(audits).toHaveLength(0);
  });

  it("saves, records the changed field names in the audit trail, and the public footer shows the change", async () => {
    const { app, db } = setup();
    const cookie = await signIn(app);
    // cached before the save
    const before = await footerPhone(app);
    expect(await footerPhone(app)).toBe(before);
    const form = await storedForm(app, cookie);
    form.set("phone", "+91 80000 12345");
    form.set("chatUrl", "https://wa.me/918000012345");
    form.set("iosAppUrl", "");
    const response = await postSettings(app, cookie, form);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/settings?done=saved");
    // On PostgreSQL even the saving instance drops its cache when its own NOTIFY comes back
    // (the bus treats every instance alike), a few milliseconds after the answer.
    await expect.poll(() => footerPhone(app), { timeout: 1_000, interval: 25 }).toBe("+91 80000 12345");
    const audits = await db().db.selectFrom("auditEvents").selectAll().where("action", "=", "settings.update").execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorEmail: "admin@example.test", entity: "settings", entityId: "site" });
    // the demo content's iOS link is "#", shown and saved as empty
    expect((JSON.parse(audits[0]!.detail!) as { changed: string[] }).changed.sort()).toEqual(["chatUrl", "iosAppUrl", "phone"]);
  });
}

describe("the settings screen on the embedded database", () => {
  let app: RunningApp;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    app = await startApp();
    handle = openSqlite(path.join(app.dataDir, "site.db"));
  });
  afterAll(async () => {
    await handle?.close();
    await app?.stop();
  });
  screenChecks(() => ({ app, db: () => handle }));
});

const postgres = await postgresAvailable();

describe.skipIf(!postgres)("the settings screen on PostgreSQL with two instances", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: RunningApp;
  let second: RunningApp;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    [first, second] = await Promise.all([startApp({ env: { DATABASE_URL: database.url } }), startApp({ env: { DATABASE_URL: database.url } })]);
    handle = openPostgres(database.url);
  });
  afterAll(async () => {
    await handle?.close();
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
  });
  screenChecks(() => ({ app: first, db: () => handle }));

  it("a save on one instance changes the other instance's cached footer within a second", async () => {
    const cookie = await signIn(first);
    const before = await footerPhone(second);
    expect(await footerPhone(second)).toBe(before);
    const wanted = `+91 7${String(Date.now()).slice(-4)} 55555`;
    const form = await storedForm(first, cookie);
    form.set("phone", wanted);
    expect((await postSettings(first, cookie, form)).status).toBe(302);
    const started = Date.now();
    let seen = await footerPhone(second);
    while (seen !== wanted && Date.now() - started < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = await footerPhone(second);
    }
    expect(seen).toBe(wanted);
  });
});
