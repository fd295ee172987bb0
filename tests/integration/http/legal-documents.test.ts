import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type DatabaseHandle } from "../../../app/server/db/database.server";
import { signIn, startApp, type RunningApp } from "../../support/app-process";
import { checkHtml, javaAvailable } from "../../support/html-checker";
import { createTestDatabase, postgresAvailable } from "../../support/postgres";

/*
 * The legal documents over HTTP against the built server (decision 0042): a save through one
 * instance is shown at once by the other instance's cached page (PostgreSQL, LISTEN/NOTIFY), the
 * admin screens refuse strangers and pass the Nu HTML checker.
 */

const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

function postVersion(app: RunningApp, cookie: string, kind: string, fields: Record<string, string>, origin = app.url) {
  return fetch(`${app.url}/admin/legal/${kind}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

const versionLine = async (app: RunningApp, path: string) => /data-testid="legal-version"[^>]*>([^<]+)</.exec(await (await fetch(`${app.url}${path}`)).text())?.[1];

describe.skipIf(!(await postgresAvailable()))("legal documents on PostgreSQL with two instances", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: RunningApp;
  let second: RunningApp;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    [first, second] = await Promise.all([startApp({ env: { DATABASE_URL: database.url } }), startApp({ env: { DATABASE_URL: database.url } })]);
    handle = openPostgres(database.url);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
  });

  it("refuses strangers and other sites, and stores nothing", async () => {
    const page = await fetch(`${first.url}/admin/legal/privacy`, { redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin");
    const anonymous = await postVersion(first, "", "privacy", { body: "<p>Mine now</p>", effectiveDate: todayInIndia() });
    expect([302, 401, 403]).toContain(anonymous.status);
    const cookie = await signIn(first);
    const forged = await postVersion(first, cookie, "privacy", { body: "<p>Mine now</p>", effectiveDate: todayInIndia() }, "https://evil.example");
    expect(forged.status).toBe(403);
    const unknown = await fetch(`${first.url}/admin/legal/cookies`, { headers: { cookie } });
    expect(unknown.status).toBe(404);
    const rows = await handle.db.selectFrom("legalDocuments").select("version").where("kind", "=", "privacy").execute();
    expect(rows.map((row) => row.version)).toEqual([1]);
  });

  it("a save on one instance is shown by the other instance's cached page within a second", async () => {
    const cookie = await signIn(first);
    // cached on the second instance now
    expect(await versionLine(second, "/disclaimer")).toMatch(/^Version 1 · /);
    expect(await versionLine(second, "/disclaimer")).toMatch(/^Version 1 · /);
    const saved = await postVersion(first, cookie, "disclaimer", { body: "<p>Education only, second version.</p>", effectiveDate: todayInIndia() });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/admin/legal/disclaimer?saved=2&from=${todayInIndia()}`);
    const started = Date.now();
    let seen = await versionLine(second, "/disclaimer");
    while (!seen?.startsWith("Version 2") && Date.now() - started < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = await versionLine(second, "/disclaimer");
    }
    expect(seen).toMatch(/^Version 2 · Effective from /);
    expect(await versionLine(second, "/hi/disclaimer")).toMatch(/^संस्करण 2 · /);
    expect(await versionLine(second, "/disclaimer?version=1")).toMatch(/^Version 1 · /);
    expect((await fetch(`${second.url}/disclaimer?version=3`)).status).toBe(404);
  });

  it.skipIf(!javaAvailable)("the admin screens pass the Nu HTML checker", async () => {
    const cookie = await signIn(first);
    const pages: Record<string, string> = {};
    for (const address of ["/admin/legal", "/admin/legal/privacy", "/admin/legal/disclaimer?saved=2&from=2026-11-26"]) {
      const response = await fetch(`${first.url}${address}`, { headers: { cookie } });
      expect(response.status, address).toBe(200);
      pages[address] = await response.text();
    }
    const refused = await postVersion(first, cookie, "terms", { body: "<p> </p>", effectiveDate: "2020-01-01" });
    expect(refused.status).toBe(400);
    pages["/admin/legal/terms (refused)"] = await refused.text();
    const problems = await checkHtml(pages);
    expect(problems.map((problem) => `${problem.page}:${problem.line ?? "?"} ${problem.message} ${problem.extract ?? ""}`)).toEqual([]);
  }, 60_000);
});
