import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqlite } from "../../../app/server/db/database.server";
import { signIn, startApp, TEST_ADMIN, type RunningApp } from "../../support/app-process";
import { multipartBody } from "../../support/images";

/*
 * Issue 9, the audit trail: admin changes made over HTTP land in it with who, what, which record
 * and when; a refused change leaves no entry; administrators read and filter it; nobody edits it.
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

async function postForm(pathname: string, fields: Record<string, string>) {
  const { body, contentType } = multipartBody(fields);
  return fetch(`${app.url}${pathname}`, { method: "POST", redirect: "manual", headers: { origin: app.url, cookie, "content-type": contentType }, body: new Uint8Array(body) });
}

async function auditRows() {
  const database = openSqlite(path.join(app.dataDir, "site.db"));
  try {
    return await database.db.selectFrom("auditEvents").selectAll().orderBy("at").execute();
  } finally {
    await database.close();
  }
}

const page = (query = "") => fetch(`${app.url}/admin/audit${query}`, { headers: { cookie } }).then((response) => response.text());

describe("the audit trail over HTTP", () => {
  it("records a course added and deleted, with the administrator, and nothing for a refused form", async () => {
    const before = (await auditRows()).length;
    const refused = await postForm("/admin/courses", { intent: "create", name: "", link: "not a link", category: "Technical Analysis", order: "1" });
    expect(refused.status).toBe(400);
    expect(await auditRows()).toHaveLength(before);

    const name = `Audited course ${Date.now().toString(36)}`;
    const added = await postForm("/admin/courses", { intent: "create", name, link: "https://learn.example.in/audited", category: "Technical Analysis", description: "", order: "9" });
    expect(added.status).toBe(302);
    const created = (await auditRows()).find((row) => row.action === "course.create" && row.detail?.includes(name));
    expect(created).toMatchObject({ entity: "course", actorEmail: TEST_ADMIN.email.toLowerCase() });
    expect(created?.ip).toBeTruthy();

    const deleted = await postForm("/admin/courses", { intent: "delete", id: created!.entityId! });
    expect(deleted.status).toBe(302);
    expect((await auditRows()).filter((row) => row.entityId === created!.entityId).map((row) => row.action)).toEqual(["course.create", "course.delete"]);
  });

  it("lists entries newest first, filtered by kind of record and by administrator", async () => {
    await postForm("/admin/seo", { scope: "global", siteTitle: "Audited Academy", metaDescription: "An audited description." });
    const all = await page();
    expect(all).toContain("seo.update");
    expect(all).toContain("course.delete");
    expect(all.indexOf("seo.update")).toBeLessThan(all.indexOf("course.delete"));

    const seoOnly = await page("?entity=seo");
    expect(seoOnly).toContain("seo.update");
    expect(seoOnly).not.toContain("course.create");

    expect(await page(`?actor=${encodeURIComponent("someone-else@example.in")}`)).toContain("No entries match these filters.");
    expect(await page("?from=2026-13-45")).toContain("Use a date such as 2026-11-23.");
  });

  it("cannot be changed through the product, and is closed to anyone not signed in", async () => {
    const before = await auditRows();
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await fetch(`${app.url}/admin/audit`, { method, redirect: "manual", headers: { origin: app.url, cookie, "content-type": "application/x-www-form-urlencoded" }, body: "intent=delete" });
      expect(response.status, method).toBe(405);
    }
    expect(await auditRows()).toEqual(before);

    const anonymous = await fetch(`${app.url}/admin/audit`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin");
    const data = await fetch(`${app.url}/admin/audit.data`, { redirect: "manual" });
    expect(await data.text()).not.toContain("course.create");
  });
});
