import { randomUUID } from "node:crypto";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../../app/server/auth/password.server";
import { signIn, startApp, TEST_ADMIN, type RunningApp } from "../../support/app-process";
import { multipartBody, smallPng } from "../../support/images";
import { contentFingerprint } from "../../support/fingerprint";
import { routeTable, type TableRoute } from "../../support/route-table";
import { enginesUnderTest, startAppOn } from "../../support/databases";
import type { DatabaseHandle } from "../../../app/server/db/database.server";
import { createUser } from "../../../app/server/repos/users.server";
import { adminSections, may, ROLES } from "../../../app/domain/roles";
import { revisionKind, revisionKindNames } from "../../../app/server/admin/revision-kinds.server";
import { autosaveKindNames, autosavePermission } from "../../../app/server/admin/autosave.server";

/*
 * The authorisation census: every route under /admin in the route table (app/routes.ts), found by
 * walking it, so a route added later is covered without anyone remembering to list it. Each one is
 * asked for its page, its `.data` (the whole match and the route's own loader), and to act (form
 * post, single-fetch post and upload) by someone who may not: nobody, a session past its expiry, a
 * signed-out session, a disabled account's session and a signed-in account without the admin flag.
 * None may get data (in the body or a header) or a session, or change anything. A real
 * administrator posting from another site is refused as well.
 */

/** Routes anyone may reach: the sign-in page itself and signing out. */
const OPEN_ADMIN_ROUTES = new Set(["routes/admin/login.tsx", "routes/admin/logout.tsx"]);

let app: RunningApp;
let database: SQLite.Database;
/** a real post: route parameters are filled with its id, and its title must never come back */
let sampleId: string;
let sampleTitle: string;
/** a real contact message (sent through the form): its id fills /admin/messages/:id, and none of it may come back */
const sampleContact = { id: "", firstName: "Census", lastName: "Visitor", email: "census.visitor@example.in", phone: "+91 98111 22333", message: `Census marker ${randomUUID()}` };

interface Identity {
  cookie: string;
  /** runs before each request, to put the identity back as it should be (an expired session is deleted when read) */
  prepare?: () => void;
}
const identities: Record<string, Identity> = {};
/** e-mails of the accounts made for the census: none may come back either */
const accountEmails: string[] = [];

/** the census accounts' password, hashed once (a hash takes a while, on purpose) */
const ACCOUNT_PASSWORD = "Census-Account-Password-1";
let accountPasswordHash: Promise<string> | undefined;

/** Creates an administrator, signed in; returns its id, e-mail and session cookie. */
async function signedInAccount(label: string): Promise<{ id: string; email: string; cookie: string }> {
  const id = randomUUID();
  const email = `${label}-${id.slice(0, 8)}@example.test`;
  accountPasswordHash ??= hashPassword(ACCOUNT_PASSWORD);
  database
    .prepare("insert into users (id, email, password_hash, is_admin, created_at) values (?, ?, ?, 1, ?)")
    .run(id, email, await accountPasswordHash, new Date().toISOString());
  accountEmails.push(email);
  return { id, email, cookie: await signIn(app, { email, password: ACCOUNT_PASSWORD }) };
}

/** The newest session row of an account (the one its last sign-in made). */
const newestSession = (userId: string) =>
  database.prepare("select * from sessions where user_id = ? order by rowid desc limit 1").get(userId) as Record<string, unknown>;

/** the route's address with its parameters filled: a message's id under /admin/messages, else the post's */
function addressOf(route: TableRoute): string {
  const id = route.url.startsWith("/admin/messages/") ? sampleContact.id : sampleId;
  return route.url.replace(/:[a-zA-Z]+\??/g, id).replace(/\/\*$/, "/no-such-screen");
}

const fingerprint = () => contentFingerprint(database);

/** a data request's answer that sends the browser to the sign-in page, and nothing else */
const SIGN_IN_REDIRECT = /^\[\["SingleFetchRedirect",1\],[^\n]*"redirect","\/admin"/;
/** the same for a data post (a client-side form): 202, and the redirect as the action's result */
const ACTION_SIGN_IN_REDIRECT = /^\[\{[^\n]*\},"redirect","\/admin","status",302,/;

/** Words that would only appear in an answer that leaked admin data. */
function leakedData(body: string): string[] {
  const secrets = [
    TEST_ADMIN.email,
    ...accountEmails,
    "Forex Trading Foundations",
    "Please fill in",
    "Testimonials Management",
    sampleTitle,
    sampleContact.message,
    sampleContact.email,
    sampleContact.phone,
    // the unread count's JSON
    '"unread"',
  ];
  return secrets.filter((secret) => body.includes(secret));
}

/** Its body and headers may carry no data, and it may not start a session. */
async function expectRefusedWithNothing(response: Response, what: string): Promise<void> {
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join("\n");
  expect(leakedData(`${headers}\n${await response.text()}`), what).toEqual([]);
  const sessionCookie = /(?:^|,\s*)cw_session=([^;]*)/.exec(response.headers.get("set-cookie") ?? "");
  expect(sessionCookie?.[1] ?? "", `${what}: no session cookie given`).toBe("");
}

beforeAll(async () => {
  app = await startApp();
  database = new SQLite(path.join(app.dataDir, "site.db"));
  database.pragma("busy_timeout = 5000");
  // this connection's own writes (an expired session put back before each request) need not wait for the disk
  database.pragma("synchronous = OFF");
  ({ id: sampleId, title: sampleTitle } = database.prepare("select id, title from blogs order by date limit 1").get() as { id: string; title: string });

  // A message sent through the form as a visitor would, so the inbox routes have something to give away.
  const { firstName, lastName, email, phone, message } = sampleContact;
  const sent = await fetch(`${app.url}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ firstName, lastName, email, phone, message, consent: "yes" }),
  });
  // stored: redirected to the page that says so (decision 0060)
  expect(sent.status).toBe(303);
  sampleContact.id = (database.prepare("select id from contacts where message = ?").get(sampleContact.message) as { id: string }).id;

  identities.anonymous = { cookie: "" };

  // A session past its expiry: the row stays (as it would until the housekeeping sweep) with its
  // expiry in the past. Reading it deletes it, so it is put back before each request.
  const expiring = await signedInAccount("expired");
  const expiredRow = { ...newestSession(expiring.id), expires_at: new Date(Date.now() - 60_000).toISOString() };
  const columns = Object.keys(expiredRow);
  const putBack = database.prepare(`insert or replace into sessions (${columns.join(", ")}) values (${columns.map((c) => `@${c}`).join(", ")})`);
  identities["expired session"] = { cookie: expiring.cookie, prepare: () => putBack.run(expiredRow) };

  const signedOut = await signedInAccount("signed-out");
  const logout = await fetch(`${app.url}/admin/logout`, { method: "POST", redirect: "manual", headers: { origin: app.url, cookie: signedOut.cookie } });
  expect(logout.status).toBe(302);
  identities["signed-out session"] = { cookie: signedOut.cookie };

  // Disabled in the database while its session lives on (the users screen deletes the sessions
  // too; the guard must not count on that).
  const disabled = await signedInAccount("disabled");
  database.prepare("update users set disabled_at = ? where id = ?").run(new Date().toISOString(), disabled.id);
  identities["disabled account's session"] = { cookie: disabled.cookie };

  // An account that can sign in but is not an administrator: made an admin to get a session, then
  // demoted, as if its flag had been taken away.
  const editor = await signedInAccount("editor");
  database.prepare("update users set is_admin = 0 where id = ?").run(editor.id);
  identities["non-admin account"] = { cookie: editor.cookie };

  // each identity's session row is there as it should be when the census starts
  expect(database.prepare("select count(*) as n from sessions where user_id in (?, ?, ?)").get(expiring.id, disabled.id, editor.id)).toEqual({ n: 3 });
  expect(database.prepare("select count(*) as n from sessions where user_id = ?").get(signedOut.id)).toEqual({ n: 0 });
});

afterAll(async () => {
  database?.close();
  await app?.stop();
});

describe("authorisation census of the admin routes", () => {
  const guarded = routeTable().filter((route) => (route.url === "/admin" || route.url.startsWith("/admin/")) && !OPEN_ADMIN_ROUTES.has(route.file));

  it("finds every admin screen and resource in the route table", () => {
    const urls = guarded.map((route) => route.url);
    for (const expected of ["/admin/dashboard", "/admin/blogs", "/admin/courses", "/admin/testimonials", "/admin/explore", "/admin/events", "/admin/uploads", "/admin/subscribers", "/admin/subscribers/export.csv"]) {
      expect(urls).toContain(expected);
    }
  });

  for (const who of ["anonymous", "expired session", "signed-out session", "disabled account's session", "non-admin account"]) {
    it(`refuses ${who}: pages, data, actions and uploads, GET and POST, with no data and no change`, async () => {
      const { cookie, prepare } = identities[who]!;
      const ask = (address: string, init: RequestInit = {}) => {
        prepare?.();
        return fetch(address, { redirect: "manual", ...init, headers: { origin: app.url, ...(cookie ? { cookie } : {}), ...(init.headers as Record<string, string>) } });
      };
      const png = await smallPng();
      const before = fingerprint();
      for (const route of guarded) {
        // with the query strings the exports and the inbox read, so that a leak would carry a message
        const url = `${app.url}${addressOf(route)}`;
        const query = `?who=${encodeURIComponent(sampleContact.email)}&q=Census&format=json`;
        const isSplat = route.url.endsWith("*");

        const page = await ask(`${url}${query}`);
        if (!isSplat) {
          expect(page.status, `GET ${route.url}`).toBe(302);
          expect(page.headers.get("location"), `GET ${route.url}`).toBe("/admin");
        }
        await expectRefusedWithNothing(page, `GET ${route.url}`);

        const data = await ask(`${url}.data${query}`);
        const dataBody = await data.clone().text();
        if (!isSplat) expect(dataBody, `GET ${route.url}.data`).toMatch(SIGN_IN_REDIRECT);
        await expectRefusedWithNothing(data, `GET ${route.url}.data`);

        // A client navigation asks only for the loaders it needs: the route's own must guard
        // itself, not count on the layout's.
        const ownLoader = await ask(`${url}.data${query}&_routes=${encodeURIComponent(route.id)}`);
        const ownBody = await ownLoader.clone().text();
        if (!isSplat) expect(ownBody, `GET ${route.url}.data?_routes=${route.id}`).toMatch(SIGN_IN_REDIRECT);
        await expectRefusedWithNothing(ownLoader, `GET ${route.url}.data?_routes=${route.id}`);

        const id = route.url.startsWith("/admin/messages/") ? sampleContact.id : sampleId;
        const form = () => new URLSearchParams({ intent: "delete", id, name: "Hacked", label: "Hacked", alt: "Hacked", read: "1" });
        const post = await ask(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form() });
        expect([302, 404, 405], `POST ${route.url}`).toContain(post.status);
        await expectRefusedWithNothing(post, `POST ${route.url}`);

        // the same action as a client-side form submits it (single fetch)
        const dataPost = await ask(`${url}.data`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form() });
        const dataPostBody = await dataPost.clone().text();
        // 202 with the redirect, or 405 from a route without an action
        expect([202, 405], `POST ${route.url}.data`).toContain(dataPost.status);
        if (dataPost.status === 202) expect(dataPostBody, `POST ${route.url}.data`).toMatch(ACTION_SIGN_IN_REDIRECT);
        await expectRefusedWithNothing(dataPost, `POST ${route.url}.data`);

        const { body, contentType } = multipartBody({ intent: "create", name: "Hacked" }, { field: "image", name: "x.png", type: "image/png", bytes: png });
        const upload = await ask(`${url}${route.url.endsWith("/uploads") ? "?purpose=course-image" : ""}`, {
          method: "POST",
          headers: { "content-type": contentType },
          body: new Uint8Array(body),
        });
        // a multipart body without a live administrator's session is refused before it is read (decision 0027)
        expect(upload.status, `upload ${route.url}`).toBe(413);
        await expectRefusedWithNothing(upload, `upload ${route.url}`);
      }
      expect(fingerprint(), "no change in the database").toBe(before);
    });
  }

  it("refuses every admin form posted from another site, even with an administrator's session", async () => {
    const cookie = await signIn(app);
    const before = fingerprint();
    for (const route of guarded) {
      const url = `${app.url}${addressOf(route)}`;
      const response = await fetch(url, {
        method: "POST",
        redirect: "manual",
        headers: { origin: "https://attacker.example", cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "delete", id: sampleId }),
      });
      expect(response.status, `cross-site POST ${route.url}`).toBe(403);
    }
    expect(fingerprint()).toBe(before);
  });
});

/*
 * The role census (issue 21 part 3, decision 0040): for every admin route and every role, allowed
 * or refused, written out below. A route added to app/routes.ts without a row here fails the first
 * test: whoever adds it must say who may use it. Each row is then asked of the running app, on
 * SQLite and on PostgreSQL: a refused role gets 403 (anonymous: the sign-in page) with nothing of
 * the screen and no change; an allowed one gets its page. And whatever an Author or an Editor may
 * open, no answer carries a contact message, a visitor's e-mail address or the unread count.
 */

type Access = "yes" | "no" | "open";
/** the sign-in page and signing out: anyone */
const OPEN: Record<RoleName, Access> = { anonymous: "open", author: "open", editor: "open", administrator: "open" };
const ROLE_NAMES = ["anonymous", "author", "editor", "administrator"] as const;
type RoleName = (typeof ROLE_NAMES)[number];
const row = (anonymous: Access, author: Access, editor: Access, administrator: Access): Record<RoleName, Access> => ({ anonymous, author, editor, administrator });

// prettier-ignore
const WHO_MAY: Record<string, Record<RoleName, Access>> = {
  //                                          anonymous author editor administrator
  "/admin":                              OPEN,
  "/admin/logout":                       OPEN,
  "/admin/sign-in-code":                 OPEN,
  "/admin/dashboard":                    row("no", "yes", "yes", "yes"),
  "/admin/events":                       row("no", "yes", "yes", "yes"),
  "/admin/uploads":                      row("no", "yes", "yes", "yes"),
  "/admin/blogs":                        row("no", "yes", "yes", "yes"),
  "/admin/blogs/:id/preview":            row("no", "yes", "yes", "yes"),
  "/admin/courses":                      row("no", "no", "yes", "yes"),
  "/admin/testimonials":                 row("no", "no", "yes", "yes"),
  "/admin/explore":                      row("no", "no", "yes", "yes"),
  "/admin/seo":                          row("no", "no", "yes", "yes"),
  "/admin/pages":                        row("no", "no", "yes", "yes"),
  "/admin/legal":                        row("no", "no", "yes", "yes"),
  "/admin/legal/:kind":                  row("no", "no", "yes", "yes"),
  // asked with a post's revisions: an editor's (a restore can change a published post)
  "/admin/revisions/:kind/:id":          row("no", "no", "yes", "yes"),
  "/admin/autosave":                     row("no", "yes", "yes", "yes"),
  "/admin/rates":                        row("no", "no", "yes", "yes"),
  "/admin/statutory-rates":              row("no", "no", "yes", "yes"),
  "/admin/lot-sizes":                    row("no", "no", "yes", "yes"),
  "/admin/messages":                     row("no", "no", "no", "yes"),
  "/admin/messages/person":              row("no", "no", "no", "yes"),
  "/admin/messages/:id":                 row("no", "no", "no", "yes"),
  "/admin/messages/export.csv":          row("no", "no", "no", "yes"),
  "/admin/messages/person/export":       row("no", "no", "no", "yes"),
  "/admin/unread-messages":              row("no", "no", "no", "yes"),
  "/admin/subscribers":                  row("no", "no", "no", "yes"),
  "/admin/subscribers/export.csv":       row("no", "no", "no", "yes"),
  "/admin/users":                        row("no", "no", "no", "yes"),
  "/admin/settings":                     row("no", "no", "no", "yes"),
  "/admin/audit":                        row("no", "no", "no", "yes"),
  // any unknown address under /admin: 404 for everyone, with nothing in it
  "/admin/*":                            row("no", "no", "no", "no"),
};

/*
 * The revisions screen is one route for many kinds of record, and each kind names its own
 * permission (app/server/admin/revision-kinds.server.ts): who may read and restore each kind's
 * revisions is written out here too, so a kind added later must say who may use it. The Hindi
 * texts' revisions (decision 0052) are the Hindi editors': Editors and Administrators.
 */
// prettier-ignore
const REVISIONS_WHO_MAY: Record<string, Record<Exclude<RoleName, "anonymous">, Access>> = {
  //                   author editor administrator
  "blog":          { author: "no", editor: "yes", administrator: "yes" },
  "course":        { author: "no", editor: "yes", administrator: "yes" },
  "testimonial":   { author: "no", editor: "yes", administrator: "yes" },
  "home-page":     { author: "no", editor: "yes", administrator: "yes" },
  "about-page":    { author: "no", editor: "yes", administrator: "yes" },
  "home-page-hi":  { author: "no", editor: "yes", administrator: "yes" },
  "about-page-hi": { author: "no", editor: "yes", administrator: "yes" },
  "course-hi":     { author: "no", editor: "yes", administrator: "yes" },
  // a post's Hindi as the post's own revisions: an Author changes their draft's Hindi, an editor restores
  "post-hi":       { author: "no", editor: "yes", administrator: "yes" },
  "testimonial-hi": { author: "no", editor: "yes", administrator: "yes" },
  "explore-hi":    { author: "no", editor: "yes", administrator: "yes" },
  "settings":      { author: "no", editor: "no",  administrator: "yes" },
  // the settings' texts in Hindi: an administrator's, as the settings (decision 0058)
  "settings-hi":   { author: "no", editor: "no",  administrator: "yes" },
};

/*
 * The autosave (/admin/autosave) is one route for many forms, and each kind of draft asks for the
 * permission its form's own save asks for (app/server/admin/autosave.server.ts, decision 0059): who
 * may keep each kind's drafts is written out here too, so a kind added later must say who may.
 */
// prettier-ignore
const AUTOSAVE_WHO_MAY: Record<string, Record<Exclude<RoleName, "anonymous">, Access>> = {
  //                   author editor administrator
  "blog":          { author: "yes", editor: "yes", administrator: "yes" },
  "home-page-hi":  { author: "no",  editor: "yes", administrator: "yes" },
  "about-page-hi": { author: "no",  editor: "yes", administrator: "yes" },
  "explore-hi":    { author: "no",  editor: "yes", administrator: "yes" },
  "course-hi":     { author: "no",  editor: "yes", administrator: "yes" },
  "testimonial-hi": { author: "no", editor: "yes", administrator: "yes" },
  // as the post's Hindi save: an Author, the Hindi of their own drafts (the census's post is the Author's draft)
  "post-hi":       { author: "yes", editor: "yes", administrator: "yes" },
  "legal-hi":      { author: "no",  editor: "yes", administrator: "yes" },
  "settings-hi":   { author: "no",  editor: "no",  administrator: "yes" },
};

describe("the role table", () => {
  const adminRoutes = routeTable().filter((route) => route.url === "/admin" || route.url.startsWith("/admin/"));

  it("declares who may use every admin route of app/routes.ts, and no route that is not there", () => {
    const urls = adminRoutes.map((route) => route.url);
    expect(urls.filter((url) => !(url in WHO_MAY)), "routes without a row in WHO_MAY: say who may use them").toEqual([]);
    expect(Object.keys(WHO_MAY).filter((url) => !urls.includes(url)), "rows for routes that no longer exist").toEqual([]);
  });

  it("declares who may use every kind of revisions, as each kind's permission says", () => {
    expect(revisionKindNames().filter((name) => !(name in REVISIONS_WHO_MAY)), "revision kinds without a row in REVISIONS_WHO_MAY").toEqual([]);
    expect(Object.keys(REVISIONS_WHO_MAY).filter((name) => !revisionKindNames().includes(name)), "rows for kinds that no longer exist").toEqual([]);
    for (const name of revisionKindNames()) {
      for (const role of ROLES) expect(REVISIONS_WHO_MAY[name]![role] === "yes", `${role} on ${name}'s revisions`).toBe(may(role, revisionKind(name)!.permission));
    }
  });

  it("declares who may keep drafts of every kind, as each kind's form's save's permission says", () => {
    expect(autosaveKindNames().filter((name) => !(name in AUTOSAVE_WHO_MAY)), "autosave kinds without a row in AUTOSAVE_WHO_MAY").toEqual([]);
    expect(Object.keys(AUTOSAVE_WHO_MAY).filter((name) => !autosaveKindNames().includes(name)), "rows for kinds that no longer exist").toEqual([]);
    for (const name of autosaveKindNames()) {
      for (const role of ROLES) expect(AUTOSAVE_WHO_MAY[name]![role] === "yes", `${role} on ${name}'s drafts`).toBe(may(role, autosavePermission(name)!));
    }
  });

  it("agrees with the permission map the navigation reads (app/domain/roles.ts)", () => {
    for (const section of adminSections) {
      const expected = WHO_MAY[section.to];
      expect(expected, section.to).toBeDefined();
      for (const role of ROLES) expect(expected![role] === "yes", `${role} on ${section.to}`).toBe(may(role, section.permission));
      expect(expected!.anonymous, section.to).toBe("no");
    }
  });
});

describe.each(await enginesUnderTest())("roles on every admin route, on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    let app: RunningApp;
    let handle: DatabaseHandle;
    let stop: (() => Promise<void>) | undefined;
    const cookies: Partial<Record<RoleName, string>> = { anonymous: "" };
    const contact = { firstName: "Role", lastName: "Census", email: `role.census.${process.pid}@example.in`, phone: "+91 98222 33444", message: `Role census marker ${randomUUID()}` };
    let contactId = "";
    let postId = "";
    const password = "Role-Census-Password-1";

    /** the personal data and message counts no Author or Editor may receive, in any answer */
    const personal = () => [contact.email, contact.message, contact.phone, contact.lastName === "" ? "-" : `${contact.firstName} ${contact.lastName}`, '"unread"'];

    const ask = (role: RoleName, address: string, init: RequestInit = {}) =>
      fetch(`${app.url}${address}`, { redirect: "manual", ...init, headers: { origin: app.url, ...(cookies[role] ? { cookie: cookies[role] } : {}), ...(init.headers as Record<string, string>) } });

    /** Reads a body; an event stream only up to its first lines (it never ends by itself). */
    async function bodyOf(response: Response): Promise<string> {
      if (!(response.headers.get("content-type") ?? "").startsWith("text/event-stream")) return response.text();
      const reader = response.body!.getReader();
      const { value } = await reader.read();
      await reader.cancel();
      return new TextDecoder().decode(value);
    }

    /** A snapshot of every table a refused request could change (sessions and sign-in counters aside). */
    async function snapshot(): Promise<string> {
      const tables = (await handle.db.introspection.getTables()).map((table) => table.name).filter((name) => !/^(kysely_|sessions$|login_failures$)/.test(name)).sort();
      const parts: string[] = [];
      for (const name of tables) {
        const rows = await handle.db.selectFrom(name as never).selectAll().execute();
        parts.push(name, JSON.stringify(rows.map((r) => JSON.stringify(r)).sort()));
      }
      return parts.join("\n");
    }

    /** the route's address with its parameters filled (one person's messages are asked by their e-mail) */
    const addressOfRoute = (url: string) =>
      url.replace("/admin/messages/:id", `/admin/messages/${contactId}`).replace("/admin/revisions/:kind", "/admin/revisions/blog").replace(":id", postId).replace(":kind", "privacy").replace(/\/\*$/, "/no-such-screen") +
      (url.startsWith("/admin/messages/person") ? `?who=${encodeURIComponent(contact.email)}` : "");

    beforeAll(async () => {
      ({ app, handle, stop } = await startAppOn(engine));
      const hash = await hashPassword(password);
      for (const role of ROLES) {
        const email = `${role}-${process.pid}@example.test`;
        await createUser(handle.db, { email, passwordHash: hash, isAdmin: true, role });
        cookies[role] = await signIn(app, { email, password });
      }
      const sent = await fetch(`${app.url}/contact`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...contact, consent: "yes" }),
      });
      expect(sent.status).toBe(303);
      contactId = (await handle.db.selectFrom("contacts").select("id").where("message", "=", contact.message).executeTakeFirstOrThrow()).id;
      // the author's own post: the preview route is asked with it, so every role has something to see
      const author = await handle.db.selectFrom("users").select("id").where("role", "=", "author").executeTakeFirstOrThrow();
      postId = (await handle.db.selectFrom("blogs").select("id").orderBy("date").executeTakeFirstOrThrow()).id;
      await handle.db.updateTable("blogs").set({ ownerId: author.id, status: "Draft" }).where("id", "=", postId).execute();
    }, 60_000);

    afterAll(async () => {
      await stop?.();
    });

    for (const role of ROLE_NAMES) {
      it(`${role}: every route answers as the table says, and refusals carry nothing and change nothing`, async () => {
        const before = await snapshot();
        const routes = routeTable().filter((route) => route.url in WHO_MAY && WHO_MAY[route.url]![role] !== "open");
        for (const route of routes) {
          const access = WHO_MAY[route.url]![role];
          const address = addressOfRoute(route.url);
          const page = await ask(role, address);
          const pageBody = await bodyOf(page);
          // (an allowed event stream is the stream itself, whatever the suffix: its page was read above)
          const streams = access === "yes" && route.url === "/admin/events";
          const [path, query = ""] = address.split("?");
          const data = streams ? page : await ask(role, `${path}.data?${query ? `${query}&` : ""}_routes=${encodeURIComponent(route.id)}`);
          const dataBody = streams ? pageBody : await bodyOf(data);
          if (role !== "administrator") {
            for (const [what, body] of [["GET", pageBody], [".data", dataBody]] as const) {
              expect(personal().filter((secret) => body.includes(secret)), `${role} ${what} ${route.url}`).toEqual([]);
            }
          }
          if (access === "yes") {
            // the uploads and autosave addresses take POSTs only; everything else answers its page
            expect(page.status, `${role} GET ${route.url}`).toBe(route.url === "/admin/uploads" || route.url === "/admin/autosave" ? 405 : 200);
            continue;
          }
          if (route.url === "/admin/*") {
            expect([302, 404], `${role} GET ${route.url}`).toContain(page.status);
            continue;
          }
          if (role === "anonymous") {
            expect(page.status, `GET ${route.url}`).toBe(302);
            expect(page.headers.get("location")).toBe("/admin");
          } else {
            expect(page.status, `${role} GET ${route.url}`).toBe(403);
            expect(dataBody, `${role} GET ${route.url}.data`).not.toMatch(/SingleFetchRedirect/);
            expect(data.status, `${role} GET ${route.url}.data`).toBe(403);
          }
          // to act: a form post and its single-fetch twin, refused before the form is read
          const form = () => new URLSearchParams({ intent: "delete", id: route.url.includes("messages") ? contactId : postId, read: "1", role: "administrator" });
          const post = await ask(role, route.index ? `${path}?index` : path!, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form() });
          expect(role === "anonymous" ? [302, 404, 405] : [403, 405], `${role} POST ${route.url}`).toContain(post.status);
          const postAnswer = `${[...post.headers].join("\n")}\n${await post.text()}`;
          expect(personal().filter((secret) => postAnswer.includes(secret)), `${role} POST ${route.url}`).toEqual([]);
        }
        expect(await snapshot(), `${role}: nothing changed`).toBe(before);
      }, 120_000);
    }

    it("every kind of revisions answers each role as REVISIONS_WHO_MAY says, and a refused restore changes nothing", async () => {
      const before = await snapshot();
      const course = await handle.db.selectFrom("courses").select("id").executeTakeFirstOrThrow();
      const testimonial = await handle.db.selectFrom("testimonials").select("id").executeTakeFirstOrThrow();
      const recordOf: Record<string, string> = { blog: postId, course: course.id, testimonial: testimonial.id, settings: "site", "course-hi": course.id, "post-hi": postId, "testimonial-hi": testimonial.id, "explore-hi": "home", "settings-hi": "site" };
      for (const name of revisionKindNames()) {
        const address = `/admin/revisions/${name}/${encodeURIComponent(recordOf[name] ?? name.replace(/-page(?:-hi)?$/, ""))}`;
        for (const role of ["author", "editor", "administrator"] as const) {
          const allowed = REVISIONS_WHO_MAY[name]![role] === "yes";
          const page = await ask(role, address);
          expect(page.status, `${role} GET ${address}`).toBe(allowed ? 200 : 403);
          if (allowed) continue;
          expect(await page.text(), `${role} GET ${address}`).not.toContain("Versions (");
          const post = await ask(role, address, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ intent: "restore", revision: "x", version: "" }) });
          expect(post.status, `${role} POST ${address}`).toBe(403);
        }
      }
      expect(await snapshot(), "nothing changed").toBe(before);
    }, 60_000);

    it("every kind of draft answers each role as AUTOSAVE_WHO_MAY says, and a refused draft is not kept", async () => {
      const before = await snapshot();
      const course = await handle.db.selectFrom("courses").select("id").executeTakeFirstOrThrow();
      const testimonial = await handle.db.selectFrom("testimonials").select("id").executeTakeFirstOrThrow();
      const recordOf: Record<string, string> = { blog: postId, "home-page-hi": "home", "about-page-hi": "about", "explore-hi": "home", "course-hi": course.id, "testimonial-hi": testimonial.id, "post-hi": postId, "legal-hi": "privacy:1", "settings-hi": "site" };
      for (const name of autosaveKindNames()) {
        const id = recordOf[name]!;
        for (const role of ["author", "editor", "administrator"] as const) {
          const allowed = AUTOSAVE_WHO_MAY[name]![role] === "yes";
          const form = (fields: Record<string, string>) => ({ method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ entity: name, id, ...fields }) });
          const kept = await ask(role, "/admin/autosave", form({ version: "", fields: JSON.stringify({ title: "Census draft", hindiBody: "Census draft" }) }));
          expect(kept.status, `${role} keeps a ${name} draft`).toBe(allowed ? 200 : 403);
          const discarded = await ask(role, "/admin/autosave", form({ intent: "discard" }));
          expect(discarded.status, `${role} discards a ${name} draft`).toBe(allowed ? 204 : 403);
        }
      }
      expect(await snapshot(), "nothing kept").toBe(before);
    }, 60_000);

    it("an author uploads a post's image but not a course's", async () => {
      const png = await smallPng();
      const upload = (purpose: string) => {
        const { body, contentType } = multipartBody({}, { field: "file", name: "x.png", type: "image/png", bytes: png });
        return ask("author", `/admin/uploads?purpose=${purpose}`, { method: "POST", headers: { "content-type": contentType }, body: new Uint8Array(body) });
      };
      expect((await upload("blog-image")).status).toBe(200);
      expect((await upload("course-image")).status).toBe(403);
    });

    it("sends an Author and an Editor no message event, while the Administrator's stream has it", async () => {
      const open = async (role: RoleName) => {
        const controller = new AbortController();
        const response = await ask(role, "/admin/events", { signal: controller.signal });
        expect(response.status).toBe(200);
        const reader = response.body!.getReader();
        let text = "";
        const reading = (async () => {
          try {
            for (;;) {
              const { value, done } = await reader.read();
              if (done) return;
              text += new TextDecoder().decode(value);
            }
          } catch {
            /* aborted */
          }
        })();
        return { text: () => text, close: async () => (controller.abort(), await reading) };
      };
      const streams = { author: await open("author"), editor: await open("editor"), administrator: await open("administrator") };
      const sent = await fetch(`${app.url}/contact`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...contact, message: `Second ${contact.message}`, consent: "yes" }),
      });
      expect(sent.status).toBe(303);
      const deadline = Date.now() + 10_000;
      while (!streams.administrator.text().includes("event: contact.created") && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(streams.administrator.text()).toContain("event: contact.created");
      // the same bus delivered it to the three at once; a moment more for good measure
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(streams.author.text()).toContain(": connected");
      expect(streams.author.text()).not.toContain("contact.");
      expect(streams.editor.text()).not.toContain("contact.");
      for (const stream of Object.values(streams)) await stream.close();
    });
  });
});
