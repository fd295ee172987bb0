import { randomUUID } from "node:crypto";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../../app/server/auth/password.server";
import { signIn, startApp, TEST_ADMIN, type RunningApp } from "../../support/app-process";
import { multipartBody, smallPng } from "../../support/images";
import { contentFingerprint } from "../../support/fingerprint";
import { routeTable, type TableRoute } from "../../support/route-table";

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
  expect(sent.status).toBe(200);
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
    for (const expected of ["/admin/dashboard", "/admin/blogs", "/admin/courses", "/admin/testimonials", "/admin/explore", "/admin/events", "/admin/uploads"]) {
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
