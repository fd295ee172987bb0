import { Migrator, sql, type MigrationProvider } from "kysely";
import type { DatabaseHandle } from "./database.server";
import { migrations } from "./migrations.server";

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** An arbitrary but fixed key: every instance of this app takes the same advisory lock. */
const STARTUP_LOCK_KEY = 724_031_907;
const STARTUP_LOCK_RETRY_MS = 200;

/**
 * Applies pending migrations. Kysely's migrator already serialises itself through a lock table;
 * on PostgreSQL the whole start-up step (migrations, seed, admin bootstrap) additionally runs
 * under an advisory lock so that several instances starting together neither race to seed nor
 * see a half-migrated schema.
 */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  // Independent migrations written side by side may land in a different order than their numbers;
  // each is self-contained, so a database that already has a later one still takes an earlier one.
  const migrator = new Migrator({ db: handle.db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "");
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
}

export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.engine !== "postgres") return work();
  // The lock belongs to one connection: hold that connection for the duration of the work.
  return handle.db.connection().execute(async (connection) => {
    // Asked again and again rather than waited for in one statement, which statement_timeout
    // would cancel while another instance migrates and seeds (decision 0029).
    for (;;) {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${STARTUP_LOCK_KEY}) as locked`.execute(connection);
      if (rows[0]?.locked) break;
      await new Promise((resolve) => setTimeout(resolve, STARTUP_LOCK_RETRY_MS));
    }
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
    }
  });
}
