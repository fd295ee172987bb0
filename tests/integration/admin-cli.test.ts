import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readFileSync } from "node:fs";
import { Secret, TOTP } from "otpauth";
import { afterAll, describe, expect, it } from "vitest";
import { attemptLogin } from "../../app/server/auth/login.server";
import { checkTwoFactorSecrets, confirmTwoFactorSetup, startTwoFactorSetup } from "../../app/server/auth/two-factor.server";
import { openSqlite } from "../../app/server/db/database.server";
import { findUserByEmail } from "../../app/server/repos/users.server";
import type { AppServices } from "../../app/server/services.server";
import { repoRoot, signIn, startApp } from "../support/app-process";
import { servicesFor } from "../support/services";

const dataDir = mkdtempSync(path.join(tmpdir(), "cw-admin-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run admin -- …` as an operator types it (npm adds nothing but the script). */
function admin(...args: string[]) {
  return adminWith({}, ...args);
}

function adminWith(env: Record<string, string>, ...args: string[]) {
  const run = spawnSync(path.join(repoRoot, "node_modules/.bin/tsx"), ["scripts/admin.ts", ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", DATABASE_URL: "", SESSION_SECRET: "", ...env },
    encoding: "utf8",
  });
  return { code: run.status, out: run.stdout + run.stderr };
}

/** The site's database with services keyed like the server: the key in DATA_DIR/session-secret unless another is given. */
async function withSite<T>(work: (services: AppServices) => Promise<T>, sessionSecret = readFileSync(path.join(dataDir, "session-secret"), "utf8").trim()): Promise<T> {
  const handle = openSqlite(path.join(dataDir, "site.db"));
  try {
    const services = servicesFor(handle);
    return await work({ ...services, config: { ...services.config, sessionSecret } });
  } finally {
    await handle.close();
  }
}

/** Turns two-factor sign-in on for the owner, as the users screen does. */
async function enrolOwner(services: AppServices): Promise<void> {
  const owner = (await findUserByEmail(services.db, "owner@example.in"))!;
  const setup = (await startTwoFactorSetup(services, owner.id))!;
  const code = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30, algorithm: "SHA1" }).generate();
  expect(await confirmTwoFactorSetup(services, { id: owner.id, email: owner.email }, code)).toMatchObject({ ok: true });
}

describe("npm run admin -- create", () => {
  it("explains its usage and refuses weak passwords", () => {
    expect(admin()).toMatchObject({ code: 2, out: expect.stringContaining("Usage: npm run admin -- create --email") });
    expect(admin("create", "--email", "not-an-email", "--password", "long-enough-1")).toMatchObject({ code: 2 });
    expect(admin("create", "--email", "owner@example.in", "--password", "short")).toMatchObject({
      code: 1,
      out: expect.stringContaining("at least 10 characters"),
    });
    // the same rules as the users screen: not a common password, not the account's e-mail
    expect(admin("create", "--email", "owner@example.in", "--password", "Password123")).toMatchObject({ code: 1, out: expect.stringContaining("most commonly used") });
    expect(admin("create", "--email", "owner@example.in", "--password", "owner@example.in")).toMatchObject({ code: 1, out: expect.stringContaining("e-mail address") });
  });

  it("creates an administrator who can sign in, and a second run changes the password", async () => {
    expect(admin("create", "--email", "owner@example.in", "--password", "first-password-1")).toMatchObject({
      code: 0,
      out: expect.stringContaining("Administrator owner@example.in created."),
    });
    expect(admin("create", "--email", "Owner@Example.in", "--password", "second-password-2")).toMatchObject({
      code: 0,
      out: expect.stringContaining("is now an administrator; password updated."),
    });
    const app = await startApp({ dataDir, env: { ADMIN_EMAIL: "", ADMIN_PASSWORD: "" } });
    try {
      // An administrator exists, so none is generated at start.
      expect(app.output()).not.toContain("No administrator existed");
      expect(await signIn(app, { email: "owner@example.in", password: "second-password-2" })).toMatch(/^cw_session=/);
      await expect(signIn(app, { email: "owner@example.in", password: "first-password-1" })).rejects.toThrow(/401/);
    } finally {
      await app.stop();
    }
  });
});

describe("npm run admin -- disable-two-factor (break glass)", () => {
  it("turns two-factor off for an account from the server's shell, audited", async () => {
    await withSite(enrolOwner);
    expect(admin("disable-two-factor")).toMatchObject({ code: 2, out: expect.stringContaining("disable-two-factor --email") });
    expect(admin("disable-two-factor", "--email", "nobody@example.in")).toMatchObject({ code: 1, out: expect.stringContaining("No account nobody@example.in") });
    expect(admin("disable-two-factor", "--email", "Owner@Example.in")).toMatchObject({ code: 0, out: expect.stringContaining("Two-factor sign-in is off for owner@example.in") });
    expect(admin("disable-two-factor", "--email", "owner@example.in")).toMatchObject({ code: 1, out: expect.stringContaining("does not use two-factor sign-in") });
    await withSite(async (services) => {
      const owner = (await findUserByEmail(services.db, "owner@example.in"))!;
      expect(owner.totpSecret).toBeNull();
      expect(await attemptLogin(services, { email: owner.email, password: "second-password-2", ip: "10.0.0.1" }, services.log)).toMatchObject({ status: "ok", needsSecondFactor: false });
      const audit = await services.db.selectFrom("auditEvents").select(["action", "actorId", "detail"]).where("entityId", "=", owner.id).where("action", "=", "user.2fa_disable").execute();
      expect(audit).toEqual([{ action: "user.2fa_disable", actorId: null, detail: JSON.stringify({ email: "owner@example.in", via: "npm run admin" }) }]);
    });
  });
});

describe("npm run admin -- rotate-key", () => {
  it("re-encrypts the two-factor secrets for the new key and ends every session", async () => {
    const oldKey = readFileSync(path.join(dataDir, "session-secret"), "utf8").trim();
    const newKey = "the-new-site-key-of-enough-length-42";
    await withSite(enrolOwner);
    expect(adminWith({ SESSION_SECRET: newKey }, "rotate-key")).toMatchObject({ code: 1, out: expect.stringContaining("Give the key to move from") });
    expect(admin("rotate-key", "--old", oldKey)).toMatchObject({ code: 1, out: expect.stringContaining("The new key is the old one") });
    const rotated = adminWith({ SESSION_SECRET: newKey }, "rotate-key", "--old", oldKey);
    expect(rotated).toMatchObject({ code: 0, out: expect.stringContaining("1 two-factor secret(s) re-encrypted") });
    await withSite(async (services) => {
      expect(await checkTwoFactorSecrets(services)).toEqual({ enrolled: 1, unreadable: [] });
      expect(await services.db.selectFrom("sessions").select("id").execute()).toEqual([]);
    }, newKey);
    await withSite(async (services) => expect(await checkTwoFactorSecrets(services)).toEqual({ enrolled: 1, unreadable: ["owner@example.in"] }), oldKey);
    // a second run finds everything moved already and changes nothing
    expect(adminWith({ SESSION_SECRET: newKey }, "rotate-key", "--old", oldKey)).toMatchObject({ code: 0, out: expect.stringContaining("0 two-factor secret(s) re-encrypted") });
  });
});
