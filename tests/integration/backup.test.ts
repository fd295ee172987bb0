import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { BackupManifest } from "../../app/server/backup/manifest.server";
import { openPostgres, openSqlite, type DatabaseHandle } from "../../app/server/db/database.server";
import { createDiskStorage } from "../../app/server/storage/disk-storage.server";
import { newStorageKey } from "../../app/server/storage/file-storage.server";
import { repoRoot, signIn, startApp, type RunningApp } from "../support/app-process";
import { createTestDatabase, postgresAvailable } from "../support/postgres";

/*
 * The backup round trip as an operator runs it: `npm run backup` while contact messages keep
 * arriving at the running server, `npm run restore` into an empty place, and a server started on
 * the result, which must hold every message acknowledged before the backup started.
 */

const temporaryDirs: string[] = [];
const newDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `cw-${name}-`));
  temporaryDirs.push(dir);
  return dir;
};
afterAll(() => temporaryDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

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
        body: new URLSearchParams({ firstName: "Load", lastName: "Tester", phone: "+91 98765 43210", email: `load${n}@example.in`, message, consent: "on" }),
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
          const before = load.acknowledged.filter((ack) => ack.at < startedAt);
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
});

const postgres = await postgresAvailable();

describe.skipIf(!postgres)("backup and restore on PostgreSQL", () => {
  const databases: { drop(): Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(databases.map((database) => database.drop()));
  });
  const freshDatabase = async () => {
    const database = await createTestDatabase();
    databases.push(database);
    return database.url;
  };
  roundTrip("postgres", {
    source: async () => ({ env: { DATABASE_URL: await freshDatabase() }, dataDir: newDir("site") }),
    target: async () => ({ env: { DATABASE_URL: await freshDatabase() }, dataDir: newDir("restored") }),
    open: (env) => openPostgres(env.DATABASE_URL!),
  });
});
