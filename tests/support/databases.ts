import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openPostgres, openSqlite, type DatabaseHandle } from "../../app/server/db/database.server";
import { migrateToLatest } from "../../app/server/db/migrate.server";
import { startApp, type RunningApp } from "./app-process";
import { createTestDatabase, postgresAvailable } from "./postgres";

export interface EngineUnderTest {
  name: "sqlite" | "postgres";
  /** false only for PostgreSQL when no server is reachable and REQUIRE_POSTGRES is not set */
  available: boolean;
  /** a migrated, empty database of its own; closed and removed by the returned cleanup */
  open(): Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }>;
}

const sqlite: EngineUnderTest = {
  name: "sqlite",
  available: true,
  async open() {
    const dir = mkdtempSync(path.join(tmpdir(), "cw-sqlite-"));
    const handle = openSqlite(path.join(dir, "site.db"));
    await migrateToLatest(handle);
    return {
      handle,
      async cleanup() {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

const postgres: Omit<EngineUnderTest, "available"> = {
  name: "postgres",
  async open() {
    const database = await createTestDatabase();
    const handle = openPostgres(database.url);
    await migrateToLatest(handle);
    return {
      handle,
      async cleanup() {
        await handle.close();
        await database.drop();
      },
    };
  },
};

/**
 * The engines the repository tests run on: SQLite always; PostgreSQL when reachable (and a
 * failure instead of a skip when REQUIRE_POSTGRES=1).
 */
export async function enginesUnderTest(): Promise<EngineUnderTest[]> {
  return [sqlite, { ...postgres, available: await postgresAvailable() }];
}

/** Opens a database for a describe block; `current()` gives its handle inside tests. */
export function useDatabase(engine: EngineUnderTest, hooks: { beforeAll: (fn: () => Promise<void>) => void; afterAll: (fn: () => Promise<void>) => void }) {
  let opened: Awaited<ReturnType<EngineUnderTest["open"]>> | undefined;
  hooks.beforeAll(async () => {
    opened = await engine.open();
  });
  hooks.afterAll(async () => {
    await opened?.cleanup();
  });
  return () => {
    if (!opened) throw new Error("database not open yet");
    return opened.handle;
  };
}

/** A database of its own before any migration (a migration's own test runs them), closed and removed by the cleanup. */
export async function openUnmigrated(name: EngineUnderTest["name"]): Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> {
  if (name === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "cw-sqlite-"));
    const handle = openSqlite(path.join(dir, "site.db"));
    return { handle, cleanup: async () => (await handle.close(), rmSync(dir, { recursive: true, force: true })) };
  }
  const database = await createTestDatabase();
  const handle = openPostgres(database.url);
  return { handle, cleanup: async () => (await handle.close(), await database.drop()) };
}

/**
 * The built app started on this engine (a fresh PostgreSQL database, or its own SQLite file), with
 * a handle on the same database for a test to write its rows directly; `stop` ends and drops all.
 */
export async function startAppOn(engine: EngineUnderTest, env: Record<string, string> = {}): Promise<{ app: RunningApp; handle: DatabaseHandle; stop: () => Promise<void> }> {
  if (engine.name === "postgres") {
    const database = await createTestDatabase();
    const app = await startApp({ env: { ...env, DATABASE_URL: database.url } });
    const handle = openPostgres(database.url);
    return { app, handle, stop: async () => (await handle.close(), await app.stop(), await database.drop()) };
  }
  const app = await startApp({ env });
  const handle = openSqlite(path.join(app.dataDir, "site.db"));
  return { app, handle, stop: async () => (await handle.close(), await app.stop(), undefined) };
}
