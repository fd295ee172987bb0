import { spawn } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { BackupManifest } from "../../app/server/backup/manifest.server";
import { openPostgres, openSqlite, type DatabaseHandle } from "../../app/server/db/database.server";
import { migrateToLatest } from "../../app/server/db/migrate.server";
import { createDiskStorage } from "../../app/server/storage/disk-storage.server";
import { createStorage } from "../../app/server/storage/storage-url.server";
import { newStorageKey } from "../../app/server/storage/file-storage.server";
import { repoRoot, signIn, startApp, TEST_SESSION_SECRET, type RunningApp } from "../support/app-process";
import { freshDatabasesDroppedAfterAll, postgresAvailable } from "../support/postgres";
import { S3RVER_CREDENTIALS, startS3rver } from "../support/s3rver";
import { temporaryDirsRemovedAfterAll } from "../support/temporary-dirs";

/*
 * The backup round trip as an operator runs it: `npm run backup` while contact messages keep
 * arriving at the running server, `npm run restore` into an empty place, and a server started on
 * the result, which must hold every message acknowledged before the backup started.
 */

const newDir = temporaryDirsRemovedAfterAll(afterAll);

/** `npm run backup|restore -- …` with the given configuration, run asynchronously (the site goes on). */
function runScript(script: "backup" | "restore", args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(repoRoot, "node_modules/.bin/tsx"), [`scripts/${script}.ts`, ...args], {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: "silent", DATABASE_URL: "", STORAGE_URL: "", ...env },
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.once("exit", (code) => resolve({ code, out }));
  });
}

interface Acknowledged {
  message: string;
  at: number;
}

/**
 * Posts the contact form in two parallel streams until stopped; each post from its own client
 * address (the form's rate limit is per client), behind TRUST_PROXY=loopback.
 */
function keepPosting(app: RunningApp) {
  const acknowledged: Acknowledged[] = [];
  const failures: string[] = [];
  let running = true;
  let sent = 0;
  const stream = async () => {
    while (running) {
      const n = ++sent;
      const message = `Backup load message ${n}`;
      const response = await fetch(`${app.url}/contact`, {
        method: "POST",
        headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
        body: new URLSearchParams({ firstName: "Load", lastName: "Tester", phone: "+91 98765 43210", email: `load${n}@example.in`, message, consent: "yes" }),
      });
      await response.arrayBuffer();
      if (response.status === 200) acknowledged.push({ message, at: Date.now() });
      else failures.push(`${n}: ${response.status}`);
    }
  };
  const streams = [stream(), stream()];
  return {
    acknowledged,
    failures,
    async stop() {
      running = false;
      await Promise.all(streams);
    },
  };
}

async function storedMessages(database: DatabaseHandle): Promise<Set<string>> {
  const rows = await database.db.selectFrom("contacts").select("message").execute();
  return new Set(rows.map((row) => row.message));
}

interface EngineSetup {
  /** the environment of the running site */
  source(): Promise<{ env: Record<string, string>; dataDir: string }>;
  /** an empty place to restore into */
  target(): Promise<{ env: Record<string, string>; dataDir: string }>;
  open(env: Record<string, string>, dataDir: string): DatabaseHandle;
}

function roundTrip(engine: "sqlite" | "postgres", setup: EngineSetup) {
  it(`restores on ${engine} every message acknowledged before the backup, and the uploaded files`, async () => {
    const source = await setup.source();
    const app = await startApp({ dataDir: source.dataDir, env: { ...source.env, TRUST_PROXY: "loopback" } });
    try {
      const key = newStorageKey("backup-check", "txt");
      await createDiskStorage(path.join(source.dataDir, "uploads")).put(key, Buffer.from("kept through the backup"), "text/plain; charset=utf-8");

      const load = keepPosting(app);
      await expect.poll(() => load.acknowledged.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(10);
      const backupDir = newDir("backup");
      const startedAt = Date.now();
      // answered before the backup began (an answer in the same millisecond as startedAt included)
      const acknowledgedBeforeBackup = load.acknowledged.length;
      const backup = await runScript("backup", ["--out", backupDir], { ...source.env, DATA_DIR: source.dataDir });
      const endedAt = Date.now();
      // a little more load after the backup ended, then stop
      await expect.poll(() => load.acknowledged.filter((ack) => ack.at > endedAt).length, { timeout: 20_000 }).toBeGreaterThan(0);
      await load.stop();
      expect(backup.out).toContain("Backup written");
      expect(backup.code).toBe(0);
      expect(load.failures).toEqual([]);
      // the backup really ran under load
      expect(load.acknowledged.filter((ack) => ack.at > startedAt && ack.at < endedAt).length).toBeGreaterThan(0);

      const manifest = JSON.parse(await readFile(path.join(backupDir, "manifest.json"), "utf8")) as BackupManifest;
      expect(manifest).toMatchObject({ format: 1, engine, fileCount: 1, files: [{ key, contentType: "text/plain; charset=utf-8", size: 23 }] });
      expect(manifest.migration).toMatch(/^\d{4}-/);
      expect(manifest.database.sha256).toMatch(/^[0-9a-f]{64}$/);

      const target = await setup.target();
      const restored = await runScript("restore", [backupDir], { ...target.env, DATA_DIR: target.dataDir });
      expect(restored.out).toContain("Restored the backup");
      expect(restored.code).toBe(0);
      // a second restore finds the place taken and refuses, changing nothing
      const again = await runScript("restore", [backupDir], { ...target.env, DATA_DIR: target.dataDir });
      expect(again.code).toBe(1);
      expect(again.out).toMatch(/not empty|already has a database/);

      const restoredApp = await startApp({ dataDir: target.dataDir, env: target.env });
      try {
        const database = setup.open(target.env, target.dataDir);
        try {
          const messages = await storedMessages(database);
          const before = load.acknowledged.slice(0, acknowledgedBeforeBackup);
          expect(before.length).toBeGreaterThanOrEqual(10);
          expect(before.filter((ack) => !messages.has(ack.message))).toEqual([]);
        } finally {
          await database.close();
        }
        const cookie = await signIn(restoredApp);
        const dashboard = await fetch(`${restoredApp.url}/admin/dashboard`, { headers: { cookie } });
        expect(dashboard.status).toBe(200);
        expect(await dashboard.text()).toContain("Backup load message");
        const file = await fetch(`${restoredApp.url}/uploads/${key}`);
        expect(await file.text()).toBe("kept through the backup");
      } finally {
        await restoredApp.stop();
      }
    } finally {
      await app.stop();
    }
  }, 180_000);
}

describe("backup and restore on the embedded database", () => {
  roundTrip("sqlite", {
    source: async () => ({ env: {}, dataDir: newDir("site") }),
    target: async () => ({ env: {}, dataDir: newDir("restored") }),
    open: (_env, dataDir) => openSqlite(path.join(dataDir, "site.db")),
  });

  it("refuses a folder that is not a backup, and explains its usage", async () => {
    const notBackup = await runScript("restore", [newDir("empty")], { DATA_DIR: newDir("restored") });
    expect(notBackup).toMatchObject({ code: 1, out: expect.stringContaining("has no manifest.json") });
    const usage = await runScript("backup", [], { DATA_DIR: newDir("site") });
    expect(usage).toMatchObject({ code: 2, out: expect.stringContaining("Usage: npm run backup -- --out") });
  });

  it("copies files kept in S3 under their prefix, refuses a damaged backup and a backup of the other engine", async () => {
    const s3rver = await startS3rver("backups");
    const s3Env = (prefix: string) => ({
      STORAGE_URL: `s3://backups?endpoint=${s3rver.endpoint}&region=us-east-1&forcePathStyle=true&checksums=when_required&prefix=${prefix}`,
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    });
    try {
      const dataDir = newDir("site");
      const database = openSqlite(path.join(dataDir, "site.db"));
      await migrateToLatest(database);
      await database.close();
      const live = { DATA_DIR: dataDir, ...s3Env("live") };
      // the SDK in this process reads its credentials from the environment, as the app's does
      vi.stubEnv("AWS_ACCESS_KEY_ID", S3RVER_CREDENTIALS.accessKeyId);
      vi.stubEnv("AWS_SECRET_ACCESS_KEY", S3RVER_CREDENTIALS.secretAccessKey);
      const s3Storage = (prefix: string) => createStorage({ dataDir, storageUrl: s3Env(prefix).STORAGE_URL });
      const keys = [newStorageKey("backup-check", "txt"), newStorageKey("backup-check/nested", "txt")];
      for (const key of keys) await s3Storage("live").put(key, Buffer.from(`object ${key}`), "text/plain");
      // something else in the bucket, outside the prefix, is not the site's
      await s3Storage("other").put(newStorageKey("elsewhere", "txt"), Buffer.from("not ours"), "text/plain");

      const backupDir = newDir("backup");
      expect(await runScript("backup", ["--out", backupDir], live)).toMatchObject({ code: 0 });
      const manifest = JSON.parse(await readFile(path.join(backupDir, "manifest.json"), "utf8")) as BackupManifest;
      expect(manifest.files.map((file) => file.key).sort()).toEqual([...keys].sort());
      expect(await runScript("backup", ["--out", backupDir], live)).toMatchObject({ code: 1, out: expect.stringContaining("is not empty") });

      // restoring into the live prefix is refused: its storage is not empty
      expect(await runScript("restore", [backupDir], { ...live, DATA_DIR: newDir("restored") })).toMatchObject({ code: 1, out: expect.stringContaining("file storage is not empty") });
      // a backup of SQLite does not go into PostgreSQL
      const wrongEngine = await runScript("restore", [backupDir], { DATA_DIR: newDir("restored"), DATABASE_URL: "postgres://postgres@127.0.0.1:5432/never-used" });
      expect(wrongEngine).toMatchObject({ code: 1, out: expect.stringContaining("backup is of a sqlite database") });

      const restoredDir = newDir("restored");
      expect(await runScript("restore", [backupDir], { ...s3Env("restored"), DATA_DIR: restoredDir })).toMatchObject({ code: 0 });
      const restoredStorage = s3Storage("restored");
      for (const key of keys) {
        const stored = await restoredStorage.read(key);
        expect(stored?.contentType).toBe("text/plain");
        expect(Buffer.concat(await stored!.body.toArray()).toString()).toBe(`object ${key}`);
      }

      // one changed byte in a copied file: the restore refuses before writing anything
      await writeFile(path.join(backupDir, "files", ...keys[0]!.split("/")), "tampered");
      const emptyDir = newDir("restored");
      const damaged = await runScript("restore", [backupDir], { ...s3Env("damaged"), DATA_DIR: emptyDir });
      expect(damaged).toMatchObject({ code: 1, out: expect.stringContaining("The backup is damaged") });
      const nothing: string[] = [];
      for await (const key of s3Storage("damaged").list()) nothing.push(key);
      expect(nothing).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
      await s3rver.close();
    }
  }, 120_000);
});

const postgres = await postgresAvailable();

describe.skipIf(!postgres)("backup and restore on PostgreSQL", () => {
  const freshDatabase = freshDatabasesDroppedAfterAll(afterAll);
  roundTrip("postgres", {
    // the same site key on both sides, as an operator moving the site supplies it
    source: async () => ({ env: { DATABASE_URL: await freshDatabase(), SESSION_SECRET: TEST_SESSION_SECRET }, dataDir: newDir("site") }),
    target: async () => ({ env: { DATABASE_URL: await freshDatabase(), SESSION_SECRET: TEST_SESSION_SECRET }, dataDir: newDir("restored") }),
    open: (env) => openPostgres(env.DATABASE_URL!),
  });
});
