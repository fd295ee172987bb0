import { createHash, randomUUID } from "node:crypto";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../../app/routes";
import { hashPassword } from "../../../app/server/auth/password.server";
import { signIn, startApp, TEST_ADMIN, type RunningApp } from "../../support/app-process";
import { multipartBody, smallPng } from "../../support/images";

/*
 * The authorisation census: every route under /admin in the route table (app/routes.ts), found by
 * walking it, so a route added later is covered without anyone remembering to list it. Each one is
 * asked for its page, its `.data`, and to act (form post and upload) by someone who may not:
 * nobody, a signed-out session, and a signed-in account without the admin flag. None may get data
 * or change anything. A real administrator posting from another site is refused as well.
 */

interface RouteEntry {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

/** Routes anyone may reach: the sign-in page itself and signing out. */
const OPEN_ADMIN_ROUTES = new Set(["routes/admin/login.tsx", "routes/admin/logout.tsx"]);

interface AdminRoute {
  url: string;
  file: string;
  /** React Router's id of the route (its file without the extension unless given one) */
  id: string;
}

function adminRoutes(entries: RouteEntry[], parent = ""): AdminRoute[] {
  const found: AdminRoute[] = [];
  for (const entry of entries) {
    const full = entry.path ? `${parent}/${entry.path}` : parent;
    if (entry.children) found.push(...adminRoutes(entry.children, full));
    else if (full === "/admin" || full.startsWith("/admin/")) found.push({ url: full, file: entry.file, id: entry.id ?? entry.file.replace(/\.[jt]sx?$/, "") });
  }
  return found;
}

let app: RunningApp;
let database: SQLite.Database;
/** a real post: route parameters are filled with its id, and its title must never come back */
let sampleId: string;
let sampleTitle: string;
const identities: Record<string, string> = {};

/** Everything an administrator manages, as one fingerprint (sessions and sign-in counters excepted). */
function fingerprint(): string {
  const tables = database
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' and name not in ('sessions', 'login_failures')")
    .all() as { name: string }[];
  const hash = createHash("sha256");
  for (const { name } of tables) hash.update(name).update(JSON.stringify(database.prepare(`select * from "${name}" order by 1`).all()));
  return hash.digest("hex");
}

/** a data request's answer that sends the browser to the sign-in page, and nothing else */
const SIGN_IN_REDIRECT = /^\[\["SingleFetchRedirect",1\],[^\n]*"redirect","\/admin"/;

/** Words that would only appear in an answer that leaked admin data. */
function leakedData(body: string): string[] {
  const secrets = [TEST_ADMIN.email, "Forex Trading Foundations", "Please fill in", "Testimonials Management", sampleTitle];
  return secrets.filter((secret) => body.includes(secret));
}

beforeAll(async () => {
  app = await startApp();
  database = new SQLite(path.join(app.dataDir, "site.db"));
  database.pragma("busy_timeout = 5000");
  ({ id: sampleId, title: sampleTitle } = database.prepare("select id, title from blogs order by date limit 1").get() as { id: string; title: string });

  identities.anonymous = "";
  const signedOut = await signIn(app);
  await fetch(`${app.url}/admin/logout`, { method: "POST", redirect: "manual", headers: { origin: app.url, cookie: signedOut } });
  identities["signed-out session"] = signedOut;

  // An account that can sign in but is not an administrator: made an admin to get a session, then
  // demoted, as if its flag had been taken away.
  const email = `editor-${randomUUID().slice(0, 8)}@example.test`;
  const password = "Not-An-Admin-Password-1";
  database
    .prepare("insert into users (id, email, password_hash, is_admin, created_at) values (?, ?, ?, 1, ?)")
    .run(randomUUID(), email, await hashPassword(password), new Date().toISOString());
  identities["non-admin account"] = await signIn(app, { email, password });
  database.prepare("update users set is_admin = 0 where email = ?").run(email);
});

afterAll(async () => {
  database?.close();
  await app?.stop();
});

describe("authorisation census of the admin routes", () => {
  const guarded = adminRoutes(routes as RouteEntry[]).filter((route) => !OPEN_ADMIN_ROUTES.has(route.file));

  it("finds every admin screen and resource in the route table", () => {
    const urls = guarded.map((route) => route.url);
    for (const expected of ["/admin/dashboard", "/admin/blogs", "/admin/courses", "/admin/testimonials", "/admin/explore", "/admin/events", "/admin/uploads"]) {
      expect(urls).toContain(expected);
    }
  });

  for (const who of ["anonymous", "signed-out session", "non-admin account"]) {
    it(`refuses ${who}: pages, data, actions and uploads, with no data and no change`, async () => {
      const cookie = identities[who]!;
      const before = fingerprint();
      for (const route of guarded) {
        const url = `${app.url}${route.url.replace(/:[a-zA-Z]+\??/g, sampleId).replace(/\/\*$/, "/no-such-screen")}`;
        const headers = { origin: app.url, ...(cookie ? { cookie } : {}) };
        const isSplat = route.url.endsWith("*");

        const page = await fetch(url, { redirect: "manual", headers });
        const pageBody = await page.text();
        expect(leakedData(pageBody), `GET ${route.url}`).toEqual([]);
        if (!isSplat) {
          expect(page.status, `GET ${route.url}`).toBe(302);
          expect(page.headers.get("location"), `GET ${route.url}`).toBe("/admin");
        }

        const data = await fetch(`${url}.data`, { redirect: "manual", headers });
        const dataBody = await data.text();
        expect(leakedData(dataBody), `GET ${route.url}.data`).toEqual([]);
        if (!isSplat) expect(dataBody, `GET ${route.url}.data`).toMatch(SIGN_IN_REDIRECT);

        // A client navigation asks only for the loaders it needs: the route's own must guard
        // itself, not count on the layout's.
        const ownLoader = await fetch(`${url}.data?_routes=${encodeURIComponent(route.id)}`, { redirect: "manual", headers });
        const ownBody = await ownLoader.text();
        expect(leakedData(ownBody), `GET ${route.url}.data?_routes=${route.id}`).toEqual([]);
        if (!isSplat) expect(ownBody, `GET ${route.url}.data?_routes=${route.id}`).toMatch(SIGN_IN_REDIRECT);

        const post = await fetch(url, {
          method: "POST",
          redirect: "manual",
          headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "delete", id: sampleId, name: "Hacked", label: "Hacked", alt: "Hacked" }),
        });
        expect(leakedData(await post.text()), `POST ${route.url}`).toEqual([]);
        expect([302, 404, 405], `POST ${route.url}`).toContain(post.status);

        const { body, contentType } = multipartBody({ intent: "create", name: "Hacked" }, { field: "image", name: "x.png", type: "image/png", bytes: await smallPng() });
        const upload = await fetch(`${url}${route.url.endsWith("/uploads") ? "?purpose=course-image" : ""}`, {
          method: "POST",
          redirect: "manual",
          headers: { ...headers, "content-type": contentType },
          body: new Uint8Array(body),
        });
        expect(leakedData(await upload.text()), `upload ${route.url}`).toEqual([]);
        expect([302, 404, 405], `upload ${route.url}`).toContain(upload.status);
      }
      expect(fingerprint(), "no change in the database").toBe(before);
    });
  }

  it("refuses every admin form posted from another site, even with an administrator's session", async () => {
    const cookie = await signIn(app);
    const before = fingerprint();
    for (const route of guarded) {
      const url = `${app.url}${route.url.replace(/:[a-zA-Z]+\??/g, sampleId).replace(/\/\*$/, "/no-such-screen")}`;
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
