import path from "node:path";
import SQLite from "better-sqlite3";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userMessages } from "../../../app/domain/admin-users";
import { signIn, startApp, TEST_ADMIN, type RunningApp } from "../../support/app-process";

/*
 * The users screen and the two-factor sign-in over plain HTTP form posts against the built server,
 * as a browser without JavaScript would use them.
 */
let app: RunningApp;
let database: SQLite.Database;

beforeAll(async () => {
  app = await startApp();
  database = new SQLite(path.join(app.dataDir, "site.db"));
  database.pragma("busy_timeout = 5000");
});

afterAll(async () => {
  database?.close();
  await app?.stop();
});

function post(pathname: string, fields: Record<string, string>, cookie = "") {
  return fetch(`${app.url}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
}

const get = (pathname: string, cookie = "") => fetch(`${app.url}${pathname}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
const cookieOf = (response: Response, name: string) => response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`))?.split(";")[0];

describe("administrators over HTTP", () => {
  it("says 'Logout failed!' when the session cannot be ended, and keeps it", async () => {
    const cookie = await signIn(app);
    database.exec("create trigger refuse_logout before delete on sessions begin select raise(abort, 'refused for the test'); end;");
    try {
      const failed = await post("/admin/logout", {}, cookie);
      expect(failed.status, app.output().slice(-3000)).toBe(500);
      expect(await failed.text()).toContain(userMessages.logoutFailed);
      expect((await get("/admin/dashboard", cookie)).status).toBe(200);
    } finally {
      database.exec("drop trigger refuse_logout");
    }
    const done = await post("/admin/logout", {}, cookie);
    expect(done.status).toBe(302);
    expect((await get("/admin/dashboard", cookie)).status).toBe(302);
    const actions = database.prepare("select action from audit_events where actor_email = ? and action like 'auth.%' order by at").all(TEST_ADMIN.email) as { action: string }[];
    expect(actions.map((row) => row.action)).toEqual(["auth.login", "auth.logout"]);
    expect(database.prepare("select last_login_at from users where email = ?").get(TEST_ADMIN.email)).toMatchObject({ last_login_at: expect.stringMatching(/^\d{4}-/) });
  });

  it("runs the whole two-factor sign-in without JavaScript, and the half-signed-in cookie grants nothing", async () => {
    const admin = await signIn(app);
    const email = "nojs-admin@example.test";
    const password = "No-Script-Password-1";
    const added = await post("/admin/users", { intent: "create", email, password, role: "administrator" }, admin);
    expect(added.status).toBe(200);
    expect(await added.text()).toContain(userMessages.added(email, "Administrator"));

    const own = await signIn(app, { email, password });
    expect((await post("/admin/users", { intent: "2fa-start" }, own)).status).toBe(200);
    const page = await (await get("/admin/users", own)).text();
    const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7]+)</.exec(page)?.[1];
    expect(secret).toBeDefined();
    expect(page).toMatch(/<svg[^>]*viewBox/);
    const totp = new TOTP({ secret: Secret.fromBase32(secret!), algorithm: "SHA1", digits: 6, period: 30 });
    const confirmed = await post("/admin/users", { intent: "2fa-confirm", code: totp.generate() }, own);
    const confirmedPage = await confirmed.text();
    expect(confirmedPage).toContain(userMessages.recoveryShownOnce);
    expect(await (await get("/admin/users", own)).text()).not.toContain(secret!);

    const afterPassword = await post("/admin?index", { email, password });
    expect(afterPassword.status).toBe(302);
    expect(afterPassword.headers.get("location")).toBe("/admin/sign-in-code");
    expect(cookieOf(afterPassword, "cw_session")).toBeUndefined();
    const pending = cookieOf(afterPassword, "cw_pending_sign_in")!;
    expect(pending).toBeDefined();
    expect((await get("/admin/dashboard", pending)).headers.get("location")).toBe("/admin");
    expect((await get("/admin/users.data", pending)).status).not.toBe(200);
    expect((await get("/admin/sign-in-code", pending)).status).toBe(200);
    // without the half-signed-in cookie, or with a forged one, the second step sends back to /admin
    expect((await get("/admin/sign-in-code")).headers.get("location")).toBe("/admin");
    expect((await post("/admin/sign-in-code", { code: "123456" }, "cw_pending_sign_in=eyJ1c2VySWQiOiJ4In0%3D.forged")).headers.get("location")).toBe("/admin");

    const wrong = await post("/admin/sign-in-code", { code: "12345x" }, pending);
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(userMessages.codeInvalid);
    const right = await post("/admin/sign-in-code", { code: totp.generate({ timestamp: Date.now() + 30_000 }) }, pending);
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/admin/dashboard");
    const session = cookieOf(right, "cw_session")!;
    expect(right.headers.getSetCookie().some((cookie) => cookie.startsWith("cw_pending_sign_in=;") && /Max-Age=0/.test(cookie))).toBe(true);
    expect((await get("/admin/dashboard", session)).status).toBe(200);
    const row = database.prepare("select totp_secret from users where email = ?").get(email) as { totp_secret: string };
    expect(row.totp_secret).not.toContain(secret!);
  });
});
