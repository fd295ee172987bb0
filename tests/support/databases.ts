import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openPostgres, openSqlite, type DatabaseHandle } from "../../app/server/db/database.server";
import { migrateToLatest } from "../../app/server/db/migrate.server";
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
