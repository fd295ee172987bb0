import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../app/domain/messages";
import { openSqlite } from "../../../app/server/db/database.server";
import { newId } from "../../../app/server/db/ids.server";
import type { Contact, Database } from "../../../app/server/db/schema.server";
import { signIn, startApp, type RunningApp } from "../../support/app-process";

/* The inbox over HTTP against the production build: the guard, the origin check, the CSV export and the erasure. */

let app: RunningApp;
let cookie: string;
beforeAll(async () => {
  app = await startApp({ env: { SEED_DEMO: "false" } });
  cookie = await signIn(app);
});
afterAll(async () => {
  await app?.stop();
});

async function withDb<T>(run: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const database = openSqlite(path.join(app.dataDir, "site.db"));
  try {
    return await run(database.db);
  } finally {
    await database.close();
  }
}

const contact = (overrides: Partial<Contact>): Contact => ({
  id: newId(),
  firstName: "Anil",
  lastName: "Rao",
  email: "anil@example.in",
  phone: "+91 98000 11111",
  message: "Hello",
  createdAt: new Date().toISOString(),
  consentAt: null,
  noticeVersion: null,
  ...overrides,
});

const get = (pathname: string, session: string | null = cookie) => fetch(`${app.url}${pathname}`, { redirect: "manual", headers: session ? { cookie: session } : {} });
const post = (pathname: string, fields: Record<string, string>, origin = app.url) =>
  fetch(`${app.url}${pathname}`, { method: "POST", redirect: "manual", headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });

describe("admin messages over HTTP", () => {
  it("sends anyone not signed in to the login, for pages, data requests, the count and the exports", async () => {
    for (const pathname of ["/admin/messages", "/admin/messages/person?who=a@b.in", "/admin/messages/export.csv", "/admin/unread-messages", "/admin/messages/person/export?who=a@b.in"]) {
      const response = await get(pathname, null);
      expect(response.status, pathname).toBe(302);
      expect(response.headers.get("location"), pathname).toBe("/admin");
    }
    const data = await get("/admin/messages.data?q=x", null);
    expect(await data.text()).toMatch(/^\[\["SingleFetchRedirect",1\],[^\n]*"redirect","\/admin"/);
  });

  it("refuses a cross-site post (delete, mark read, erase)", async () => {
    const row = contact({ message: "cross-site target" });
    await withDb((db) => db.insertInto("contacts").values(row).execute());
    for (const [pathname, fields] of [
      ["/admin/messages", { intent: "delete", id: row.id }],
      ["/admin/messages", { intent: "read", id: row.id }],
      ["/admin/messages/person", { intent: "erase", who: row.email }],
    ] as const) {
      expect((await post(pathname, fields, "https://evil.example")).status, pathname).toBe(403);
    }
    const stored = await withDb((db) => db.selectFrom("contacts").selectAll().where("id", "=", row.id).executeTakeFirst());
    expect(stored?.readAt).toBeNull();
  });

  it("streams the current filter as CSV with formulas neutralised", async () => {
    const tag = newId().slice(0, 8);
    await withDb((db) =>
      db
        .insertInto("contacts")
        .values([
          contact({ firstName: "=HYPERLINK(\"http://evil\")", message: `export ${tag} +cmd|' /C calc'!A0`, email: "@attacker@example.in", createdAt: "2026-02-10T06:00:00.000Z" }),
          contact({ firstName: "Plain", message: `export ${tag} with "quotes", commas\nand a new line`, phone: "-1", createdAt: "2026-02-11T06:00:00.000Z" }),
          contact({ firstName: "Outside", message: `export ${tag} other day`, createdAt: "2026-03-11T06:00:00.000Z" }),
          contact({ firstName: "Nomatch", message: "something else", createdAt: "2026-02-10T07:00:00.000Z" }),
        ])
        .execute(),
    );
    const response = await get(`/admin/messages/export.csv?q=${tag}&from=2026-02-01&to=2026-02-28`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"/);
    // streamed: sent in chunks, with no length known in advance
    expect(response.headers.get("content-length")).toBeNull();
    const text = await response.text();
    const lines = text.replace(/^\uFEFF/, "").trimEnd().split("\n");
    expect(lines[0]).toBe("Received (UTC),First name,Last name,E-mail,Phone,Message,Read,Course,Preferred batch,Callback time,Sent from,utm_source,utm_medium,utm_campaign,Referrer host");
    expect(text).not.toContain("Outside");
    expect(text).not.toContain("Nomatch");
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain("'@attacker@example.in");
    expect(text).toContain("'+91 98000 11111");
    expect(text).toContain(",'-1,");
    expect(text).toContain(`"export ${tag} with ""quotes"", commas\nand a new line"`);
    // newest first
    expect(text.indexOf("Plain")).toBeLessThan(text.indexOf("HYPERLINK"));
  });

  it("shows a row stored before the form's limits (90,000 accent marks) bounded on every screen and in the CSV, and whole only in the JSON export (decision 0026)", async () => {
    const tag = newId().slice(0, 8);
    const huge = `Zalgo${tag} ${"\u0301".repeat(90_000)}`;
    const row = contact({ message: huge, email: `zalgo-${tag}@example.in`, createdAt: new Date(Date.now() + 60_000).toISOString() });
    await withDb((db) => db.insertInto("contacts").values(row).execute());
    const shown = `Zalgo${tag} ${"\u0301".repeat(30)}`;
    const pages = {
      dashboard: await (await get("/admin/dashboard")).text(),
      inbox: await (await get("/admin/messages")).text(),
      person: await (await get(`/admin/messages/person?who=${encodeURIComponent(row.email)}`)).text(),
      message: await (await get(`/admin/messages/${row.id}`)).text(),
    };
    for (const [name, html] of Object.entries(pages)) {
      // the page carries the bounded text (in its markup and its data), not the stored 90,000 marks
      expect(html, name).toContain(shown);
      expect(html, name).not.toContain("\u0301".repeat(31));
      expect(html.length, name).toBeLessThan(200_000);
    }
    expect(pages.message).toContain(messages.messageCut.page("90,014").replace(/'/g, "&#x27;"));
    const csv = await (await get("/admin/messages/export.csv")).text();
    expect(csv).toContain(`${shown} ${messages.messageCut.csv("90,014")}`);
    expect(csv).not.toContain("\u0301".repeat(31));
    const json = (await (await get(`/admin/messages/person/export?who=${encodeURIComponent(row.email)}&format=json`)).json()) as { messages: Contact[] };
    expect(json.messages[0]?.message).toBe(huge);
  });

  it("marks a message read through the form (no JavaScript) and the count follows", async () => {
    await withDb((db) => db.updateTable("contacts").set({ readAt: new Date().toISOString() }).execute());
    const row = contact({ message: "unread one" });
    await withDb((db) => db.insertInto("contacts").values(row).execute());
    expect(await (await get("/admin/unread-messages")).json()).toEqual({ unread: 1 });
    const answer = await post("/admin/messages?q=unread", { intent: "read", id: row.id });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin/messages?q=unread&done=updated");
    expect(await (await get("/admin/unread-messages")).json()).toEqual({ unread: 0 });
  });

  it("erases one person's messages and exports them as JSON before", async () => {
    const rows = [contact({ email: "erase.me@example.in", phone: "+91 97000 22222", message: "first" }), contact({ email: "other@example.in", phone: "097000-22222", message: "second" })];
    await withDb((db) => db.insertInto("contacts").values(rows).execute());
    const exported = await get(`/admin/messages/person/export?who=${encodeURIComponent("9700022222")}&format=json`);
    expect(exported.headers.get("content-type")).toMatch(/application\/json/);
    expect(((await exported.json()) as { messages: Contact[] }).messages.map((m) => m.message).sort()).toEqual(["first", "second"]);
    const erased = await post("/admin/messages/person", { intent: "erase", who: "+91 97000 22222" });
    expect(erased.status).toBe(302);
    expect(erased.headers.get("location")).toContain("erased=2");
    expect(await withDb((db) => db.selectFrom("contacts").select("id").where("id", "in", rows.map((r) => r.id)).execute())).toEqual([]);
    const audit = await withDb((db) => db.selectFrom("auditEvents").selectAll().where("action", "=", "contact.erase").execute());
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).not.toMatch(/97000|erase\.me/);
  });

  it("tells administrators about notices that could not be sent after every retry", async () => {
    const row = contact({ message: "dead notice" });
    await withDb(async (db) => {
      await db.insertInto("contacts").values(row).execute();
      await db.insertInto("mailOutbox").values({ id: newId(), contactId: row.id, status: "dead", attempts: 8, nextAttemptAt: row.createdAt, lastError: "refused", createdAt: row.createdAt, sentAt: null }).execute();
    });
    const page = await (await get("/admin/messages")).text();
    expect(page).toContain("1 e-mail notice could not be sent after every retry");
  });
});
