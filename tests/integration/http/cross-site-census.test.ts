import { randomUUID } from "node:crypto";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startApp, TEST_ADMIN, type RunningApp } from "../../support/app-process";
import { renderedFormValues } from "../../support/rendered-form";
import { multipartBody, smallPng } from "../../support/images";
import { hasAction, postAddress, routeTable, type TableRoute } from "../../support/route-table";
import { contentFingerprint } from "../../support/fingerprint";

/*
 * The cross-site census: every route of app/routes.ts that takes a POST (the admin actions, the
 * upload endpoint, the sign-in and the public contact form), found by walking the table, is sent a
 * realistic form by a signed-in administrator's browser three ways another site could make it:
 * with a foreign Origin, with no Origin and a foreign Referer, and with only Sec-Fetch-Site:
 * cross-site. Each is refused (403) and changes nothing; the same post from the site itself is
 * not refused, and changes what it should. Opening a message from another site's link leaves it
 * unread (decision 0027).
 */

const ATTACKER = "https://attacker.example";
const REFUSED = "Cross-site request refused.";

let app: RunningApp;
let database: SQLite.Database;
let cookie: string;

const fingerprint = () => contentFingerprint(database);

/** An unread contact message, written straight into the app's database. */
function unreadMessage(email = `census-${randomUUID().slice(0, 8)}@example.test`): string {
  const id = randomUUID();
  database
    .prepare("insert into contacts (id, first_name, last_name, phone, email, message, created_at) values (?, ?, ?, ?, ?, ?, ?)")
    .run(id, "Census", "Sender", "+91 98765 43210", email, "Please call me back.", new Date().toISOString());
  return id;
}

const isRead = (id: string) => (database.prepare("select read_at from contacts where id = ?").get(id) as { read_at: string | null }).read_at !== null;

interface Sample {
  /** the address, when not the route's own (a parameter filled, a query) */
  address?: string;
  fields: Record<string, string>;
  file?: { field: string; name: string; type: string; bytes: Buffer };
  /** whether the post, sent from the site, changes the database (false: it needs a step before it) */
  changes: boolean;
  /** the answer the same post from the site gets when it is refused on its merits (a wrong token, no mail server) */
  sameSiteStatus?: number;
}

/** The settings form as the screen renders it (every field with its stored value). */
async function storedSettings(): Promise<Record<string, string>> {
  const html = await (await fetch(`${app.url}/admin/settings`, { headers: { cookie } })).text();
  return renderedFormValues(html);
}

/**
 * A form each route's own screen would send, by route module. A route that takes POSTs and has no
 * sample here fails the census: whoever adds one says what a real post to it looks like.
 */
async function sampleFor(route: TableRoute): Promise<Sample | undefined> {
  const unique = randomUUID().slice(0, 8);
  const png = { field: "image", name: "census.png", type: "image/png", bytes: await smallPng() };
  switch (route.file) {
    case "routes/site/contact.tsx":
      return { fields: { firstName: "Census", lastName: "Visitor", phone: "+91 98765 43210", email: `visitor-${unique}@example.test`, message: "Do you teach options?", consent: "yes" }, changes: true };
    case "routes/admin/login.tsx":
      return { fields: { email: TEST_ADMIN.email, password: TEST_ADMIN.password }, changes: true };
    case "routes/admin/logout.tsx":
      return { fields: {}, changes: true };
    case "routes/admin/sign-in-code.tsx":
      // only after the password step of an account with two-factor sign-in
      return { fields: { code: "123456" }, changes: false };
    case "routes/resources/admin-uploads.ts":
      return { address: "/admin/uploads?purpose=course-image", fields: {}, file: { ...png, field: "file" }, changes: true };
    case "routes/resources/admin-autosave.ts":
      return { fields: { entity: "blog", id: "new", version: "", fields: JSON.stringify({ title: `Census draft ${unique}` }) }, changes: true };
    case "routes/admin/revisions.tsx": {
      // a revision of the settings as they are: restoring it is a new save (and a new revision)
      const revision = `census-${randomUUID()}`;
      database
        .prepare("insert into revisions (id, entity, entity_id, action, snapshot, saved_by_id, saved_by_name, saved_at, restored_from) values (?, 'settings', 'site', 'save', ?, null, 'census', ?, null)")
        .run(revision, JSON.stringify(await storedSettings()), "2026-01-01T00:00:00.000Z");
      return { address: "/admin/revisions/settings/site", fields: { intent: "restore", revision }, changes: true };
    }
    case "routes/admin/dashboard.tsx":
      return { fields: { intent: "delete-contact", id: unreadMessage() }, changes: true };
    case "routes/admin/users.tsx":
      return { fields: { intent: "create", email: `census-admin-${unique}@example.test`, password: `Census-Password-${unique}`, role: "editor" }, changes: true };
    case "routes/admin/messages.tsx":
      return { fields: { intent: "read", id: unreadMessage() }, changes: true };
    case "routes/admin/messages-person.tsx": {
      const who = `person-${unique}@example.test`;
      unreadMessage(who);
      return { fields: { intent: "erase", who }, changes: true };
    }
    case "routes/admin/messages-detail.tsx":
      return { address: `/admin/messages/${unreadMessage()}`, fields: { intent: "read" }, changes: true };
    case "routes/admin/courses.tsx":
      return { fields: { intent: "create", name: `Census course ${unique}`, link: "https://learn.example.in/census", category: "Technical Analysis", description: "Charts", order: "7" }, file: png, changes: true };
    case "routes/admin/blogs.tsx":
      return {
        fields: { intent: "save", title: `Census post ${unique}`, slugAuto: "1", description: "About the census.", keywords: "risk", tag: "", status: "Published", publishDate: "", publishTime: "", content: "<p>Body</p>" },
        file: png,
        changes: true,
      };
    case "routes/admin/seo.tsx":
      return { fields: { scope: "global", siteTitle: `Census Academy ${unique}`, metaDescription: "A census description." }, changes: true };
    case "routes/admin/settings.tsx":
      return { fields: { ...(await storedSettings()), phone: "+91 80000 12345" }, changes: true };
    case "routes/admin/explore.tsx":
      return { fields: { intent: "save-program", label: `Census ${unique}` }, file: { ...png, field: "icon" }, changes: true };
    case "routes/admin/pages.tsx":
      return { fields: { intent: "save-home", heroHeadline: `Census headline ${unique}` }, changes: true };
    case "routes/admin/testimonials.tsx":
      return { fields: { intent: "create", quote: "Clear lessons.", author: `Census ${unique}`, rating: "5", status: "Published" }, changes: true };
    case "routes/admin/rates.tsx":
      return { fields: { currency: "INR", unitsPerEur: String(90 + Math.floor(Math.random() * 9)) }, changes: true };
    case "routes/admin/statutory-rates.tsx": {
      // a date of its own far ahead: one rate per charge and date
      const day = new Date(Date.UTC(2090, 0, 1) + Math.floor(Math.random() * 3_000) * 86_400_000).toISOString().slice(0, 10);
      return { fields: { kind: "gst", segment: "all", exchange: "all", side: "both", scripGroup: "all", rate: "18", unit: "percent", effectiveFrom: day, sourceName: "Census", sourceUrl: "https://cbic-gst.gov.in/" }, changes: true };
    }
    case "routes/site/course-page.tsx":
      // a course enquiry (decision 0044), from the English or the Hindi page
      return {
        address: `${route.url.startsWith("/hi/") ? "/hi" : ""}/courses/technical-analysis-masterclass`,
        fields: { name: "Census Visitor", phone: "+91 98765 43210", email: `enquiry-${unique}@example.test`, preference: "call:morning", message: "", consent: "yes" },
        changes: true,
      };
    case "routes/site/newsletter.tsx":
      // this server has no SMTP_URL: the sign-up says e-mail is not available, and stores nothing
      return { fields: { email: `reader-${unique}@example.test`, consent: "yes" }, changes: false, sameSiteStatus: 503 };
    case "routes/site/newsletter-confirm.tsx":
    case "routes/site/newsletter-unsubscribe.tsx":
      // a token that was never issued: refused on its merits, with nothing changed
      return { address: `${route.url}?token=census-${unique}`, fields: { token: `census-${unique}` }, changes: false, sameSiteStatus: 400 };
    case "routes/admin/legal-edit.tsx":
      return { address: "/admin/legal/disclaimer", fields: { body: `<p>Census disclaimer ${unique}</p>`, effectiveDate: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10) /* today in IST */ }, changes: true };
    case "routes/admin/subscribers.tsx": {
      const id = `census-${randomUUID()}`;
      const at = new Date().toISOString();
      database
        .prepare("insert into newsletter_subscribers (id, email, email_key, status, consent_at, notice_version, created_at) values (?, ?, ?, 'confirmed', ?, 'census', ?)")
        .run(id, `sub-${unique}@example.test`, `sub-${unique}@example.test`, at, at);
      return { fields: { intent: "erase", id }, changes: true };
    }
    case "routes/admin/lot-sizes.tsx":
      return { fields: { intent: "add", symbol: `CENSUS${unique.replace(/[^0-9A-F]/gi, "").toUpperCase().slice(0, 6)}`, name: "Census Co", lotSize: "100", effectiveFrom: "2030-01-01", source: "Census circular" }, changes: true };
    default:
      return undefined;
  }
}

function send(route: TableRoute, sample: Sample, headers: Record<string, string>): Promise<Response> {
  const address = `${app.url}${sample.address ?? postAddress(route)}`;
  const common = { cookie, ...headers };
  if (sample.file || route.source.includes("readUploadForm(")) {
    const { body, contentType } = multipartBody(sample.fields, sample.file);
    return fetch(address, { method: "POST", redirect: "manual", headers: { ...common, "content-type": contentType }, body: new Uint8Array(body) });
  }
  return fetch(address, { method: "POST", redirect: "manual", headers: { ...common, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(sample.fields) });
}

/** The three ways another site's page makes a browser post: none carries an Origin of ours. */
const CROSS_SITE: Record<string, Record<string, string>> = {
  "foreign Origin": { origin: ATTACKER },
  "no Origin, foreign Referer": { referer: `${ATTACKER}/win-a-prize` },
  "Sec-Fetch-Site: cross-site alone": { "sec-fetch-site": "cross-site" },
};

beforeAll(async () => {
  app = await startApp();
  database = new SQLite(path.join(app.dataDir, "site.db"));
  database.pragma("busy_timeout = 5000");
  cookie = await signIn(app);
});

afterAll(async () => {
  database?.close();
  await app?.stop();
});

describe("cross-site census of every route that takes a POST", () => {
  // signing out ends the session the others need: it goes last
  const posting = routeTable()
    .filter(hasAction)
    .sort((a, b) => Number(a.url.endsWith("/logout")) - Number(b.url.endsWith("/logout")));

  it("finds the admin actions, the upload endpoint, the sign-in and the contact form in the route table", () => {
    const urls = posting.map((route) => route.url);
    for (const expected of ["/contact", "/admin", "/admin/uploads", "/admin/dashboard", "/admin/blogs", "/admin/settings", "/admin/messages/:id"]) expect(urls).toContain(expected);
  });

  it("refuses each three ways with no change in the database, and lets the same post from the site through", async () => {
    const unsampled: string[] = [];
    const outcomes: string[] = [];
    for (const route of posting) {
      const sample = await sampleFor(route);
      if (!sample) {
        unsampled.push(route.file);
        continue;
      }
      const before = fingerprint();
      for (const [way, headers] of Object.entries(CROSS_SITE)) {
        const response = await send(route, sample, headers);
        const text = await response.text();
        if (response.status !== 403 || text !== REFUSED) outcomes.push(`${route.url}, ${way}: ${response.status} ${text.slice(0, 60)}`);
      }
      expect(fingerprint(), `${route.url}: nothing changed by the cross-site posts`).toBe(before);

      const sameSite = await send(route, sample, { origin: app.url, referer: `${app.url}${route.url}`, "sec-fetch-site": "same-origin" });
      const text = await sameSite.text();
      if (sameSite.status === 403 && text === REFUSED) outcomes.push(`${route.url}, same site: refused`);
      else if (sameSite.status >= 400 && sameSite.status !== sample.sameSiteStatus) outcomes.push(`${route.url}, same site: ${sameSite.status} ${text.slice(0, 120)}`);
      if (sample.changes && fingerprint() === before) outcomes.push(`${route.url}, same site: changed nothing`);
    }
    expect(unsampled, "routes that take POSTs with no sample form in this census").toEqual([]);
    expect(outcomes).toEqual([]);
  });
});

describe("opening a message", () => {
  const open = (id: string, headers: Record<string, string>, suffix = "") => fetch(`${app.url}/admin/messages/${id}${suffix}`, { redirect: "manual", headers: { cookie, ...headers } });

  it("from another site's link, leaves it unread and offers the button instead", async () => {
    cookie = await signIn(app);
    const id = unreadMessage();
    const ways: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate", referer: `${ATTACKER}/` },
      { "sec-fetch-site": "same-site", "sec-fetch-mode": "navigate" },
      // a browser without Fetch Metadata: the Referer tells
      { referer: `${ATTACKER}/inbox-trap` },
      // no signal at all is not presumed ours
      {},
    ];
    for (const headers of ways) {
      const page = await open(id, headers);
      expect(page.status, JSON.stringify(headers)).toBe(200);
      expect(await page.text()).toContain("Mark read");
      expect(isRead(id), JSON.stringify(headers)).toBe(false);
    }
    const data = await open(id, { "sec-fetch-site": "cross-site" }, ".data");
    expect(data.status).toBe(200);
    expect(isRead(id)).toBe(false);
  });

  it("from the site itself (a link in the inbox, a client navigation, a typed address), marks it read", async () => {
    for (const [headers, suffix] of [
      [{ "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate", referer: `${app.url}/admin/messages` }, ""],
      [{ "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors" }, ".data"],
      [{ "sec-fetch-site": "none", "sec-fetch-mode": "navigate" }, ""],
      [{ referer: `${app.url}/admin/messages` }, ""],
    ] as const) {
      const id = unreadMessage();
      const page = await open(id, headers, suffix);
      expect(page.status).toBe(200);
      expect(isRead(id), JSON.stringify(headers)).toBe(true);
    }
  });
});
