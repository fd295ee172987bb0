import path from "node:path";
import SQLite from "better-sqlite3";
import { CamelCasePlugin, CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDialectConfig } from "kysely";
import pg from "pg";
import type { Database } from "./schema.server";

export type Engine = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** connection string for PostgreSQL (the event bus opens its own LISTEN connection) */
  postgresUrl?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
}

/** Chosen once at start: PostgreSQL when a URL is given, otherwise the embedded SQLite file. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openSqlite(path.join(options.dataDir, "site.db"));
}

export function openSqlite(file: string): DatabaseHandle {
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  // FULL: an acknowledged write is on disk before we answer, so it survives a power cut.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({
    dialect: new ImmediateTransactionsSqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, engine: "sqlite", close: () => db.destroy() };
}

/*
 * Kysely opens every SQLite transaction with a plain `begin`, which takes the write lock only at
 * the first write: if another process (a second worker, the admin CLI, a backup) commits in
 * between, that write fails at once with SQLITE_BUSY_SNAPSHOT instead of waiting. `begin immediate`
 * takes the lock up front, so a transaction waits its turn (busy_timeout) and then runs.
 */
class ImmediateTransactionsDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateTransactionsSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): SqliteDriver {
    return new ImmediateTransactionsDriver(this.#config);
  }
}

const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely prepares every query anew; a page render runs the same few queries each time, so their
 * compiled statements are kept (most recently used, bounded: queries with lists of varying length
 * make new SQL). A statement still being iterated is never handed out twice.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}

export function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", () => undefined);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  return {
    db,
    engine: "postgres",
    postgresUrl: url,
    close: () => db.destroy(),
  };
}
