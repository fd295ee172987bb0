import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_HONEYPOT_FIELD, CONTACT_RATE_LIMIT } from "../../../app/domain/contact";
import { messages } from "../../../app/domain/messages";
import { openSqlite } from "../../../app/server/db/database.server";
import type { Database } from "../../../app/server/db/schema.server";
import { startApp, type RunningApp } from "../../support/app-process";
import { validContactFields } from "../../support/contact-form";

/*
 * The contact form as a browser without JavaScript (or a robot) posts it: straight to the built
 * server, each refusal checked against the rows in the server's own database.
 */

let app: RunningApp;
beforeAll(async () => {
  // behind a trusted proxy, so each case can be its own client for the rate limit
  app = await startApp({ env: { TRUST_PROXY: "loopback" } });
});
afterAll(async () => {
  await app?.stop();
});

let clientCounter = 0;
const newClient = () => `203.0.113.${++clientCounter}`;
const tag = () => Math.random().toString(16).slice(2, 10);

function post(fields: Record<string, string>, options: { client?: string; origin?: string | null; fetchSite?: string } = {}) {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": options.client ?? newClient() };
  if (options.origin !== null) headers.origin = options.origin ?? app.url;
  if (options.fetchSite) headers["sec-fetch-site"] = options.fetchSite;
  return fetch(`${app.url}/contact`, { method: "POST", redirect: "manual", headers, body: new URLSearchParams(fields) });
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

const storedWith = (marker: string) =>
  withDb((db) => db.selectFrom("contacts").selectAll().where("message", "like", `%${marker}%`).execute());
const contactCount = () => withDb(async (db) => (await db.selectFrom("contacts").select("id").execute()).length);

/** the text of the element with this id in the page's HTML (the field's error under it) */
function describedText(html: string, fieldName: string): string {
  const field = new RegExp(`<(?:input|textarea)[^>]*name="${fieldName}"[^>]*>`).exec(html)?.[0] ?? "";
  const ids = /aria-describedby="([^"]+)"/.exec(field)?.[1]?.split(" ") ?? [];
  return ids
    .map((id) => new RegExp(`id="${id.replace(/[:]/g, "\\\\$&")}"[^>]*>([\\s\\S]*?)</p>`).exec(html)?.[1] ?? "")
    .join(" ")
    .replace(/<[^>]+>/g, "");
}

describe("the contact form over HTTP", () => {
  it("stores a message with the consent's time and notice version and answers with the spec's thanks, after a redirect (decision 0060)", async () => {
    const marker = tag();
    const before = new Date().toISOString();
    const response = await post(validContactFields(marker));
    // Post/Redirect/Get: a reload of the thanks sends nothing again
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact?sent=1");
    const thanks = await fetch(`${app.url}/contact?sent=1`);
    expect(thanks.status).toBe(200);
    expect(await thanks.text()).toContain(messages.contact.sent);
    // the plain page says nothing of a message sent
    expect(await (await fetch(`${app.url}/contact`)).text()).not.toContain(messages.contact.sent);
    const rows = await storedWith(marker);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: "Rohan", phone: "+91 98765 43210", noticeVersion: "privacy-v1" });
    expect(rows[0]!.consentAt! >= before && rows[0]!.consentAt! <= new Date().toISOString()).toBe(true);
  });

  it("refuses every missing field with its error beside it, stores nothing and keeps what was typed", async () => {
    const before = await contactCount();
    for (const field of ["firstName", "lastName", "phone", "email", "message", "consent"]) {
      const marker = tag();
      const fields = validContactFields(marker);
      delete fields[field];
      const response = await post(fields);
      expect(response.status, field).toBe(400);
      const html = await response.text();
      expect(html, field).not.toContain(messages.contact.sent);
      expect(html, field).toMatch(new RegExp(`name="${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="${field}"`));
      // the message typed is put back, escaped
      if (field !== "message") expect(html, field).toContain(`Which course suits a beginner? ${marker}`);
    }
    expect(await contactCount()).toBe(before);
  });

  it("refuses a wrong phone number and e-mail address, with the reason beside each", async () => {
    const marker = tag();
    const response = await post({ ...validContactFields(marker), phone: "12345", email: "rohan@" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(describedText(html, "phone")).toContain("Please enter a valid phone number");
    expect(describedText(html, "email")).toContain("Please enter a valid e-mail address.");
    expect(html).toContain('value="12345"');
    expect(html).toContain('value="rohan@"');
    expect(await storedWith(marker)).toHaveLength(0);
  });

  it("refuses 301 characters and accepts 300, counted as the visitor sees them", async () => {
    const marker = tag();
    const refused = await post({ ...validContactFields(marker), message: `${marker} `.padEnd(301, "x") });
    expect(refused.status).toBe(400);
    expect(describedText(await refused.text(), "message")).toContain("at most 300 characters");
    expect(await storedWith(marker)).toHaveLength(0);

    // 300 emoji are 600 UTF-16 units but 300 characters
    const emoji = `${marker} `.padEnd(300 - 20, "y") + "📈".repeat(20);
    const accepted = await post({ ...validContactFields(marker), message: emoji });
    expect(accepted.status).toBe(303);
    expect((await storedWith(marker))[0]?.message).toBe(emoji);
  });

  it("refuses a few letters under 90,000 accent marks with 400 and its reason beside the field, and stores nothing (decision 0026)", async () => {
    const marker = tag();
    const before = await contactCount();
    const response = await post({ ...validContactFields(marker), message: `${marker} ${"\u0301".repeat(90_000)}` });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(describedText(html, "message")).toContain(messages.contact.messageTooLong);
    expect(html).not.toContain(messages.contact.sent);
    expect(await contactCount()).toBe(before);
  });

  it("stores a message without its control characters: NUL, escape and the like are removed, tab and line breaks kept", async () => {
    const marker = tag();
    const response = await post({ ...validContactFields(marker), firstName: "Ro\u0000han", message: `${marker}\u0000 line one\r\n\tline two\u001b\u0085` });
    expect(response.status).toBe(303);
    expect((await storedWith(marker))[0]).toMatchObject({ firstName: "Rohan", message: `${marker} line one\r\n\tline two` });
  });

  it("refuses a post that fills the honeypot with a clear message, and stores nothing", async () => {
    const marker = tag();
    const response = await post({ ...validContactFields(marker), [CONTACT_HONEYPOT_FIELD]: "https://spam.example" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(messages.contact.honeypot.replace(/'/g, "&#x27;"));
    expect(html).not.toContain(messages.contact.sent);
    expect(await storedWith(marker)).toHaveLength(0);
  });

  it(`accepts ${CONTACT_RATE_LIMIT.max} messages from one client in 10 minutes and answers the next with 429, not stored`, async () => {
    const client = newClient();
    const marker = tag();
    for (let index = 1; index <= CONTACT_RATE_LIMIT.max; index++) {
      expect((await post(validContactFields(`${marker}-${index}`), { client })).status).toBe(303);
    }
    const sixth = await post(validContactFields(`${marker}-6`), { client });
    expect(sixth.status).toBe(429);
    expect(await sixth.text()).toContain("too many messages have been sent from your connection");
    expect(await storedWith(`${marker}-6`)).toHaveLength(0);
    expect(await storedWith(marker)).toHaveLength(CONTACT_RATE_LIMIT.max);
    // only client addresses of this window are kept
    const clients = await withDb((db) => db.selectFrom("contactRateEvents").select("client").where("client", "=", client).execute());
    expect(clients).toHaveLength(CONTACT_RATE_LIMIT.max);

    // another client behind the same proxy is not held back
    expect((await post(validContactFields(`${marker}-other`))).status).toBe(303);
  });

  it("refuses a cross-site post before storing anything", async () => {
    const marker = tag();
    const byOrigin = await post(validContactFields(marker), { origin: "https://evil.example" });
    expect(byOrigin.status).toBe(403);
    const byFetchSite = await post(validContactFields(marker), { origin: null, fetchSite: "cross-site" });
    expect(byFetchSite.status).toBe(403);
    expect(await storedWith(marker)).toHaveLength(0);
  });
});
