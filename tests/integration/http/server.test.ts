import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStorage } from "../../../app/server/storage/disk-storage.server";
import { newStorageKey } from "../../../app/server/storage/file-storage.server";
import pg from "pg";
import { messages } from "../../../app/domain/messages";
import { signIn, startApp, TEST_ADMIN, type RunningApp } from "../../support/app-process";
import { openEventStream } from "../../support/event-stream";
import { createTestDatabase, postgresAvailable, TEST_DATABASE_URL } from "../../support/postgres";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

const form = (values: Record<string, string>) => new URLSearchParams(values);

/**
 * The status a POST gets when it declares a body of `length` bytes, answered before any of it
 * is sent (as the body limit does). On its own connection: Node's fetch stalls when it reuses a
 * connection whose big upload was refused early.
 */
/** The status a POST with this declared body length gets; `rawPath` is sent as written (no "../" resolved). */
function statusForDeclaredBody(url: string, contentType: string, length: number, rawPath?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = http.request({
      hostname: target.hostname,
      port: target.port,
      path: rawPath ?? target.pathname + target.search,
      method: "POST",
      agent: false,
      headers: { origin: target.origin, "content-type": contentType, "content-length": String(length) },
    });
    request.on("response", (response) => {
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on("error", reject);
    request.flushHeaders();
  });
}

describe("the Node server", () => {
  it("answers /healthz with a small JSON body once the database is migrated", async () => {
    const response = await fetch(`${app.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "sqlite" });
  });

  it("sends security headers and a fresh CSP nonce that matches every inline script", async () => {
    const first = await fetch(`${app.url}/`);
    const second = await fetch(`${app.url}/`);
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("strict-transport-security")).toBeNull(); // plain http here
    expect(first.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("https://s3.tradingview.com");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("serves hashed assets with immutable caching and compresses pages", async () => {
    const html = await (await fetch(`${app.url}/`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await fetch(`${app.url}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(response.headers.get("cache-control")).toContain("max-age=31536000");
    const page = await fetch(`${app.url}/`, { headers: { "accept-encoding": "gzip" } });
    expect(page.headers.get("content-encoding")).toBe("gzip");
  });

  it("renders a real 404 page for unknown addresses, on the site and under /admin", async () => {
    for (const url of ["/no-such-page", "/blog/no-such-post", "/admin/no-such-screen"]) {
      const response = await fetch(`${app.url}${url}`);
      expect(response.status, url).toBe(404);
      const html = await response.text();
      expect(html).toMatch(/Page not found|Article Not Found/);
    }
  });

  it("serves stored uploads with their stored content type, and nothing outside the store", async () => {
    const storage = createDiskStorage(path.join(app.dataDir, "uploads"));
    const key = newStorageKey("courses", "webp");
    await storage.put(key, Buffer.from("RIFF....WEBP"), "image/webp");
    const response = await fetch(`${app.url}/uploads/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe("RIFF....WEBP");

    writeFileSync(path.join(app.dataDir, "secret.txt"), "do not serve");
    for (const probe of ["/uploads/../secret.txt", "/uploads/%2e%2e/secret.txt", "/uploads/..%2fsecret.txt", "/uploads/session-secret"]) {
      const refused = await fetch(`${app.url}${probe}`);
      expect(refused.status, probe).toBe(404);
      expect(await refused.text()).not.toContain("do not serve");
    }
  });

  it("refuses cross-site writes before any work is done", async () => {
    const evil = await fetch(`${app.url}/contact`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: form({ firstName: "a", lastName: "b", phone: "9876543210", email: "a@b.in", message: "hi" }),
    });
    expect(evil.status).toBe(403);
    const fetchMetadata = await fetch(`${app.url}/admin?index`, {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" },
      body: form({ email: TEST_ADMIN.email, password: "wrong" }),
    });
    expect(fetchMetadata.status).toBe(403);
    const nullOrigin = await fetch(`${app.url}/admin/logout`, { method: "POST", headers: { origin: "null" } });
    expect(nullOrigin.status).toBe(403);
  });

  it("limits request bodies to 1 MB for forms", async () => {
    const response = await fetch(`${app.url}/contact`, {
      method: "POST",
      headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
      body: "message=" + "x".repeat(1024 * 1024 + 10),
    });
    expect(response.status).toBe(413);
  });

  it("keeps 1 MB for multipart posts outside /admin/, and refuses anonymous ones under it", async () => {
    const MB = 1024 * 1024;
    // A multipart content type does not buy a public form a bigger body.
    expect(await statusForDeclaredBody(`${app.url}/contact`, "multipart/form-data; boundary=x", 2 * MB)).toBe(413);
    expect(await statusForDeclaredBody(`${app.url}/no-such-page`, "multipart/form-data; boundary=x", 2 * MB)).toBe(413);
    // Under /admin/ an anonymous multipart body is refused before it is read (body-limits.test.ts).
    expect(await statusForDeclaredBody(`${app.url}/admin/dashboard`, "multipart/form-data; boundary=x", 2 * MB)).toBe(413);
    expect(await statusForDeclaredBody(`${app.url}/admin/dashboard`, "multipart/form-data; boundary=x", 12 * MB + 1)).toBe(413);
    // A path that only looks like the back office ("/admin/../contact" is /contact) gets the form limit.
    for (const rawPath of ["/admin/../contact", "/admin/%2e%2e/contact"]) {
      expect(await statusForDeclaredBody(app.url, "multipart/form-data; boundary=x", 2 * MB, rawPath), rawPath).toBe(413);
    }
    // ...and only for uploads: other bodies keep the form limit there too.
    const bigForm = await fetch(`${app.url}/admin/dashboard`, {
      method: "POST",
      headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
      body: "intent=" + "x".repeat(2 * MB),
    });
    expect(bigForm.status).toBe(413);
  });

  it("validates the contact form on the server and keeps the 300-character limit", async () => {
    const post = (message: string) =>
      fetch(`${app.url}/contact`, {
        method: "POST",
        headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
        body: form({ firstName: "Anil", lastName: "Rao", phone: "+91 98765 43210", email: "anil@example.in", message, consent: "yes" }),
      });
    const tooLong = await post("x".repeat(301));
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("at most 300 characters");
    const ok = await post("y".repeat(300));
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("Thank you! Your message has been sent successfully.");
  });
});

describe("admin guard", () => {
  it("redirects anonymous document and data requests of every admin screen to /admin without data", async () => {
    const screens = ["dashboard", "users", "courses", "blogs", "seo", "settings", "explore", "testimonials", "rates"];
    for (const screen of screens) {
      const page = await fetch(`${app.url}/admin/${screen}`, { redirect: "manual" });
      expect(page.status, screen).toBe(302);
      expect(page.headers.get("location")).toBe("/admin");
      const data = await fetch(`${app.url}/admin/${screen}.data`, { redirect: "manual" });
      const body = await data.text();
      expect(body, screen).toContain("/admin");
      expect(body, screen).not.toContain("contacts");
    }
  });

  it("refuses anonymous admin actions", async () => {
    const response = await fetch(`${app.url}/admin/dashboard`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
      body: form({ intent: "delete-contact", id: "anything" }),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
  });

  it("gives the session cookie HttpOnly and SameSite=Lax, and logout kills it at once", async () => {
    const login = await fetch(`${app.url}/admin?index`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
      body: form(TEST_ADMIN),
    });
    const setCookie = login.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // plain http on loopback
    const cookie = setCookie.split(";")[0]!;
    expect((await fetch(`${app.url}/admin/dashboard`, { headers: { cookie }, redirect: "manual" })).status).toBe(200);
    await fetch(`${app.url}/admin/logout`, { method: "POST", headers: { cookie, origin: app.url }, redirect: "manual" });
    expect((await fetch(`${app.url}/admin/dashboard`, { headers: { cookie }, redirect: "manual" })).status).toBe(302);
  });
});

describe("login rate limit", () => {
  it("answers the 6th failure from one address with 429, whatever the e-mail, and ignores X-Forwarded-For by default", async () => {
    const limited = await startApp();
    try {
      const attempt = (email: string, password: string, forwardedFor: string) =>
        fetch(`${limited.url}/admin?index`, {
          method: "POST",
          redirect: "manual",
          headers: { origin: limited.url, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": forwardedFor },
          body: form({ email, password }),
        });
      for (let index = 1; index <= 5; index += 1) {
        // A different spoofed address each time: without TRUST_PROXY it must not matter.
        expect((await attempt(`guess${index}@example.in`, "wrong", `203.0.113.${index}`)).status).toBe(401);
      }
      const sixth = await attempt(TEST_ADMIN.email, TEST_ADMIN.password, "203.0.113.99");
      expect(sixth.status).toBe(429);
      expect(await sixth.text()).toContain("Too many failed sign-in attempts");
    } finally {
      await limited.stop();
    }
  });

  it("believes X-Forwarded-For from the proxies TRUST_PROXY names", async () => {
    const proxied = await startApp({ env: { TRUST_PROXY: "loopback" } });
    try {
      const attempt = (forwardedFor: string, password: string) =>
        fetch(`${proxied.url}/admin?index`, {
          method: "POST",
          redirect: "manual",
          headers: { origin: proxied.url, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": forwardedFor },
          body: form({ email: TEST_ADMIN.email, password }),
        });
      for (let index = 0; index < 5; index += 1) expect((await attempt("198.51.100.1", "wrong")).status).toBe(401);
      expect((await attempt("198.51.100.1", "wrong")).status).toBe(429);
      // Another client behind the same proxy is not blocked.
      expect((await attempt("198.51.100.2", TEST_ADMIN.password)).status).toBe(302);
    } finally {
      await proxied.stop();
    }
  });
});

describe("behind an https proxy", () => {
  it("sends HSTS and Secure cookies when TRUST_PROXY says the request came over https", async () => {
    const proxied = await startApp({ env: { TRUST_PROXY: "loopback" } });
    try {
      const https = { "x-forwarded-proto": "https", "x-forwarded-host": new URL(proxied.url).host };
      const page = await fetch(`${proxied.url}/`, { headers: https });
      expect(page.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      expect(page.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
      const login = await fetch(`${proxied.url}/admin?index`, {
        method: "POST",
        redirect: "manual",
        headers: { ...https, origin: `https://${new URL(proxied.url).host}`, "content-type": "application/x-www-form-urlencoded" },
        body: form(TEST_ADMIN),
      });
      expect(login.status).toBe(302);
      expect(login.headers.get("set-cookie")).toMatch(/;\s*Secure/i);
      // Without the proxy's word, plain http gets neither.
      expect((await fetch(`${proxied.url}/`)).headers.get("strict-transport-security")).toBeNull();
    } finally {
      await proxied.stop();
    }
  });
});

describe("failures and shutdown", () => {
  it("stops on SIGTERM within 10 seconds with exit code 0, even with an event stream open", async () => {
    const stopping = await startApp();
    const cookie = await signIn(stopping);
    const stream = await openEventStream(`${stopping.url}/admin/events`, cookie);
    expect(stream.status).toBe(200);
    const { code, ms } = await stopping.stop();
    stream.close();
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
  });

  it("on SIGTERM, finishes a request whose body is still arriving, then exits 0 within 10 seconds", async () => {
    const stopping = await startApp();
    const body = form({ firstName: "Ravi", lastName: "Menon", phone: "+91 98765 43210", email: "ravi@example.in", message: "Sent while the server stops", consent: "yes" }).toString();
    const half = Math.floor(body.length / 2);
    // A browser's keep-alive connection, as a visitor on a slow line would hold it.
    const agent = new http.Agent({ keepAlive: true });
    const request = http.request(`${stopping.url}/contact`, {
      method: "POST",
      agent,
      headers: { origin: stopping.url, "content-type": "application/x-www-form-urlencoded", "content-length": String(body.length) },
    });
    const response = new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      request.on("response", (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      });
      request.on("error", reject);
    });
    try {
      request.write(body.slice(0, half));
      await new Promise((resolve) => setTimeout(resolve, 300)); // the action is now waiting for the rest
      const exited = stopping.stop();
      await new Promise((resolve) => setTimeout(resolve, 500)); // SIGTERM has arrived
      expect(stopping.child.exitCode).toBeNull();
      request.end(body.slice(half));

      const answer = await response;
      // stored and answered: redirected to the page that says so (decision 0060), which the stopped server no longer serves
      expect(answer.status).toBe(303);
      expect(answer.location).toBe("/contact?sent=1");
      const { code, ms } = await exited;
      expect(code).toBe(0);
      // Within the contract's 10 s, and as soon as the answer is out: an idle keep-alive
      // connection must not hold the process until the forced close at 8 s.
      expect(ms).toBeLessThan(6_000);
      expect(stopping.output()).toContain('"msg":"stopped"');
    } finally {
      agent.destroy();
      await stopping.stop();
    }
  });

  it("with SEED_DEMO=false starts an empty site whose pages still answer, with their empty states", async () => {
    const empty = await startApp({ env: { SEED_DEMO: "false" } });
    try {
      const page = async (url: string) => {
        const response = await fetch(`${empty.url}${url}`);
        expect(response.status, url).toBe(200);
        return response.text();
      };
      const home = await page("/");
      expect(home).toContain(messages.courses.none);
      expect(home).toContain(messages.blogs.none);
      // no testimonials: the section is hidden (its heading's text is still in the page's catalogue texts)
      expect(home).not.toContain('data-home-section="testimonials"');
      expect(home).toContain(messages.courses.navEmpty);
      expect(await page("/blog")).toContain(messages.blogs.none);
      const contact = await page("/contact");
      expect(contact).toContain("Send Message");
      expect(contact).toContain(messages.courses.navEmpty);
    } finally {
      await empty.stop();
    }
  });

  it("starts on an empty DATA_DIR with seeded content and the admin from the environment", async () => {
    const dataDir = path.join(app.dataDir, "fresh");
    mkdirSync(dataDir);
    const started = Date.now();
    const fresh = await startApp({ dataDir });
    try {
      expect(Date.now() - started).toBeLessThan(5_000);
      const home = await (await fetch(`${fresh.url}/`)).text();
      expect((home.match(/Visit Course<span/g) ?? []).length).toBeGreaterThanOrEqual(9);
      expect(await signIn(fresh)).toMatch(/^cw_session=/);
    } finally {
      await fresh.stop();
    }
  });

  it("prints a generated admin password once when no admin is configured", async () => {
    const generated = await startApp({ env: { ADMIN_EMAIL: "", ADMIN_PASSWORD: "" } });
    try {
      const match = /E-mail:\s+(\S+)\s+Password:\s+(\S+)/.exec(generated.output());
      expect(match).toBeTruthy();
      expect(await signIn(generated, { email: match![1]!, password: match![2]! })).toMatch(/^cw_session=/);
    } finally {
      await generated.stop();
    }
  });
});

const postgres = await postgresAvailable();

describe.skipIf(!postgres)("health on PostgreSQL", () => {
  it("answers /healthz 503 while the database refuses connections, and 200 again once it is back", async () => {
    const database = await createTestDatabase();
    const name = new URL(database.url).pathname.slice(1);
    const app = await startApp({ env: { DATABASE_URL: database.url } });
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      expect(await (await fetch(`${app.url}/healthz`)).json()).toEqual({ status: "ok", database: "postgres" });

      // The database goes away: no new connections, and the app's open ones are cut.
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [name]);
      const down = await fetch(`${app.url}/healthz`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: "unavailable", database: "postgres" });

      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await expect.poll(async () => (await fetch(`${app.url}/healthz`)).status, { timeout: 5_000 }).toBe(200);
      expect(app.child.exitCode).toBeNull(); // lost connections did not take the process down
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => undefined);
      await admin.end();
      const { code } = await app.stop();
      expect(code).toBe(0);
      await database.drop();
    }
  });
});
