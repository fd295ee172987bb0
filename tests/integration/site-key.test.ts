import { spawn } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createOrPromoteAdmin } from "../../app/server/auth/admin-accounts.server";
import { confirmTwoFactorSetup, startTwoFactorSetup } from "../../app/server/auth/two-factor.server";
import { runPgTool } from "../../app/server/backup/pg-tools.server";
import { openPostgres, openSqlite, type DatabaseHandle } from "../../app/server/db/database.server";
import { migrateToLatest } from "../../app/server/db/migrate.server";
import { findUserByEmail } from "../../app/server/repos/users.server";
import { userMessages } from "../../app/domain/admin-users";
import { readLogs, repoRoot, startApp, type RunningApp } from "../support/app-process";
import { freshDatabasesDroppedAfterAll, postgresAvailable } from "../support/postgres";
import { servicesFor } from "../support/services";
import { temporaryDirsRemovedAfterAll } from "../support/temporary-dirs";

/*
 * The site key (SESSION_SECRET, or DATA_DIR/session-secret on SQLite) is never in the database nor
 * in a backup (decision 0028): PostgreSQL refuses to start without it, a key an earlier version
 * kept in the database is moved out, and a restore keeps two-factor sign-in only with the same key.
 */

const newDir = temporaryDirsRemovedAfterAll(afterAll);

/** `npm run backup|restore|admin -- …` with the given configuration. */
function runScript(script: "backup" | "restore" | "admin", args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(repoRoot, "node_modules/.bin/tsx"), [`scripts/${script}.ts`, ...args], {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: "silent", DATABASE_URL: "", STORAGE_URL: "", SESSION_SECRET: "", ...env },
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.once("exit", (code) => resolve({ code, out }));
  });
}

const OWNER = { email: "keyholder@example.in", password: "keyholder-password-1" };

/** An administrator with two-factor sign-in, its secret sealed with `siteKey`. */
async function enrolledOwner(handle: DatabaseHandle, siteKey: string) {
  const services = servicesFor(handle);
  const keyed = { ...services, config: { ...services.config, sessionSecret: siteKey } };
  await createOrPromoteAdmin(handle.db, OWNER.email, OWNER.password);
  const owner = (await findUserByEmail(handle.db, OWNER.email))!;
  const setup = (await startTwoFactorSetup(keyed, owner.id))!;
  const totp = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30, algorithm: "SHA1" });
  const confirmed = await confirmTwoFactorSetup(keyed, { id: owner.id, email: owner.email }, totp.generate());
  if (!confirmed.ok) throw new Error("two-factor setup not confirmed");
  return { totp, recoveryCodes: confirmed.recoveryCodes };
}

/** The password step, then the code step, over HTTP as a browser without JavaScript does it. */
async function signInWithCode(app: RunningApp, code: string): Promise<Response> {
  const form = (body: Record<string, string>) => ({
    method: "POST",
    redirect: "manual" as const,
    headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(body),
  });
  const password = await fetch(`${app.url}/admin?index`, form(OWNER));
  expect(password.headers.get("location")).toBe("/admin/sign-in-code");
  const pending = password.headers.getSetCookie().find((cookie) => cookie.startsWith("cw_pending_sign_in="))!.split(";")[0]!;
  const step = form({ code });
  return fetch(`${app.url}/admin/sign-in-code`, { ...step, headers: { ...step.headers, cookie: pending } });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe("a restore on SQLite and the site key", () => {
  it("keeps two-factor sign-in with the same key, and says clearly what happens without it", async () => {
    const siteKey = "the-old-machines-site-key-0123456789";
    const source = newDir("site");
    writeFileSync(path.join(source, "session-secret"), `${siteKey}\n`, { mode: 0o600 });
    const handle = openSqlite(path.join(source, "site.db"));
    await migrateToLatest(handle);
    const { totp, recoveryCodes } = await enrolledOwner(handle, siteKey);
    await handle.close();

    const backupDir = newDir("backup");
    expect(await runScript("backup", ["--out", backupDir], { DATA_DIR: source })).toMatchObject({ code: 0 });
    // the key is in no file of the backup (DATA_DIR/session-secret is not copied)
    for (const file of filesUnder(backupDir)) expect(readFileSync(file).includes(siteKey), file).toBe(false);

    // A new machine without the old key: the restore says so, the server logs it, sign-in explains it.
    const keyless = newDir("restored");
    const restoredWithout = await runScript("restore", [backupDir], { DATA_DIR: keyless });
    expect(restoredWithout).toMatchObject({ code: 0, out: expect.stringContaining("1 administrator(s) use two-factor sign-in") });
    expect(restoredWithout.out).toContain("copy the old DATA_DIR/session-secret file");
    const without = await startApp({ dataDir: keyless });
    try {
      expect(readLogs(without).lines.find((line) => line.event === "site_key.two_factor_unreadable")).toMatchObject({ unreadable: 1, accounts: [OWNER.email] });
      const refused = await signInWithCode(without, totp.generate({ timestamp: Date.now() + 30_000 }));
      expect(refused.status).toBe(401);
      expect(await refused.text()).toContain(userMessages.codeUnreadable.slice(0, 60));
      // a recovery code still signs in
      const recovered = await signInWithCode(without, recoveryCodes[0]!);
      expect(recovered.headers.get("location")).toBe("/admin/dashboard");
    } finally {
      await without.stop();
    }

    // The same key supplied: two-factor sign-in works as before.
    const keyed = newDir("restored");
    const restoredWith = await runScript("restore", [backupDir], { DATA_DIR: keyed, SESSION_SECRET: siteKey });
    expect(restoredWith).toMatchObject({ code: 0, out: expect.stringContaining("opens the two-factor secrets of all 1 administrator(s)") });
    const withKey = await startApp({ dataDir: keyed, env: { SESSION_SECRET: siteKey } });
    try {
      expect(withKey.output()).not.toContain("two_factor_unreadable");
      const signedIn = await signInWithCode(withKey, totp.generate({ timestamp: Date.now() + 30_000 }));
      expect(signedIn.headers.get("location")).toBe("/admin/dashboard");
      // the browser is now known to the account: it carries a device cookie of its own
      expect(signedIn.headers.getSetCookie().some((cookie) => cookie.startsWith("cw_device=") && /HttpOnly/i.test(cookie))).toBe(true);
    } finally {
      await withKey.stop();
    }
  }, 120_000);
});

const postgres = await postgresAvailable();

describe.skipIf(!postgres)("the site key on PostgreSQL", () => {
  const freshDatabase = freshDatabasesDroppedAfterAll(afterAll);
  const tableCount = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const result = await client.query<{ count: string }>("select count(*) as count from information_schema.tables where table_schema = current_schema()");
      return Number(result.rows[0]!.count);
    } finally {
      await client.end();
    }
  };
  /** A database as an earlier version left it: migrated, with its generated key in the secrets table. */
  const legacyDatabase = async (legacyKey: string) => {
    const url = await freshDatabase();
    const handle = openPostgres(url);
    await migrateToLatest(handle);
    await handle.db.insertInto("secrets").values({ name: "session", value: legacyKey, createdAt: new Date().toISOString() }).execute();
    await enrolledOwner(handle, legacyKey);
    await handle.close();
    return url;
  };
  const storedKeys = async (url: string) => {
    const handle = openPostgres(url);
    try {
      return (await handle.db.selectFrom("secrets").select("name").execute()).map((row) => row.name);
    } finally {
      await handle.close();
    }
  };

  it("refuses to start without SESSION_SECRET, with a clear message, before writing anything", async () => {
    const url = await freshDatabase();
    await expect(startApp({ env: { DATABASE_URL: url, SESSION_SECRET: "" } })).rejects.toThrow(/exited with 1 before listening:[\s\S]*SESSION_SECRET is required on PostgreSQL/);
    expect(await tableCount(url)).toBe(0);
  });

  it("moves a key an earlier version kept in the database out of it, and keeps it out of backups", async () => {
    const legacyKey = "generated-by-an-earlier-version-0123";
    const url = await legacyDatabase(legacyKey);

    // a backup taken even now carries no copy of the stored key
    const backupDir = newDir("backup");
    expect(await runScript("backup", ["--out", backupDir], { DATABASE_URL: url, DATA_DIR: newDir("site") })).toMatchObject({ code: 0 });
    const secretsData = await runPgTool("pg_restore", ["--data-only", "--table=secrets", "--file=-", path.join(backupDir, "database.pgdump")]);
    expect(secretsData).not.toContain(legacyKey);

    await expect(startApp({ env: { DATABASE_URL: url, SESSION_SECRET: "" } })).rejects.toThrow(/still holds the key an earlier version generated[\s\S]*psql/);
    await expect(startApp({ env: { DATABASE_URL: url, SESSION_SECRET: "another-key-of-enough-length-99" } })).rejects.toThrow(/SESSION_SECRET is a different one[\s\S]*rotate-key/);
    expect(await storedKeys(url)).toEqual(["session"]);

    const app = await startApp({ env: { DATABASE_URL: url, SESSION_SECRET: legacyKey } });
    try {
      expect(await storedKeys(url)).toEqual([]);
      expect(app.output()).toContain("site_key.moved");
      expect(app.output()).not.toContain("two_factor_unreadable");
    } finally {
      await app.stop();
    }
  }, 120_000);

  it("or moves to a new key with rotate-key, which re-encrypts the two-factor secrets", async () => {
    const legacyKey = "generated-by-an-earlier-version-4567";
    const newKey = "the-operators-new-key-of-enough-length";
    const url = await legacyDatabase(legacyKey);
    const rotated = await runScript("admin", ["rotate-key"], { DATABASE_URL: url, SESSION_SECRET: newKey, DATA_DIR: newDir("site") });
    expect(rotated).toMatchObject({ code: 0, out: expect.stringContaining("1 two-factor secret(s) re-encrypted") });
    expect(await storedKeys(url)).toEqual([]);
    const app = await startApp({ env: { DATABASE_URL: url, SESSION_SECRET: newKey } });
    try {
      expect(app.output()).not.toContain("two_factor_unreadable");
    } finally {
      await app.stop();
    }
  }, 120_000);
});
