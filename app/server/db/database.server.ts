import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CamelCasePlugin,
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from "kysely";
import type { Logger } from "pino";
import { DatabaseUnavailableError, type DatabaseHealth } from "./database-unavailable.server";
import { createGuardedPool } from "./postgres-pool.server";
import type { Database } from "./schema.server";

export type Engine = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** connection string for PostgreSQL (the event bus opens its own LISTEN connection) */
  postgresUrl?: string;
  health: DatabaseHealth;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** where PostgreSQL's losses and returns are told (decision 0029) */
  log?: Logger;
}

/** Chosen once at start: PostgreSQL when a URL is given, otherwise the embedded SQLite file. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.log)
    : openSqlite(path.join(options.dataDir, "site.db"));
}

export function openSqlite(file: string): DatabaseHandle {
  const sqlite = new SQLite(file);
  // Opening may meet another process's write (a worker, the CLI): the start waits for it.
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("journal_mode = WAL");
  // FULL: an acknowledged write is on disk before we answer, so it survives a power cut.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  // From here on a taken write lock is waited for by SiteSqliteDriver, off the event loop.
  sqlite.pragma("busy_timeout = 0");
  const health = { down: false, failures: 0 };
  const db = new Kysely<Database>({
    dialect: new SiteSqliteDialect(new SiteSqliteDriver(sqlite, withStatementCache(sqlite), health)),
    plugins: [new CamelCasePlugin()],
  });
  healthOfDatabase.set(db, health);
  return { db, engine: "sqlite", health, close: () => db.destroy() };
}

/** How long a statement waits for another process's write lock before the request is answered 503. */
export const SQLITE_LOCK_WAIT_MS = 5_000;

/*
 * better-sqlite3 is synchronous: with SQLite's own busy_timeout, a write waiting for another
 * process's lock (a second worker, the admin CLI, a long transaction) stops the whole event loop,
 * reads and cached pages included, for as long as it waits. Here a statement that finds the lock
 * taken gives the connection back, waits a moment off the event loop, and tries again, for at most
 * SQLITE_LOCK_WAIT_MS; then it fails with DatabaseUnavailableError (503, try again shortly).
 * Reads never wait in WAL mode, so they go on meanwhile.
 *
 * Every transaction opens with `begin immediate` rather than Kysely's plain `begin`, which takes
 * the write lock only at the first write: if another process commits in between, that write fails
 * at once with SQLITE_BUSY_SNAPSHOT instead of waiting. `begin immediate` takes the lock up front,
 * so a transaction waits its turn and then runs.
 */
class SiteSqliteDriver implements Driver {
  readonly #lock = new ConnectionLock();
  readonly #connection: DatabaseConnection;

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly statements: StatementCache,
    private readonly health: { failures: number },
  ) {
    this.#connection = {
      executeQuery: (query) => this.#execute(query),
      streamQuery: () => {
        throw new Error("streaming is not used by this app");
      },
    };
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#lock.take();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async releaseConnection(): Promise<void> {
    this.#lock.give();
  }

  async destroy(): Promise<void> {
    this.statements.close();
  }

  /** Runs one statement; called with the connection held (Kysely acquired it). */
  async #execute<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const deadline = Date.now() + SQLITE_LOCK_WAIT_MS;
    for (let pauseMs = 2; ; pauseMs = Math.min(pauseMs * 2, 50)) {
      try {
        return this.#run<R>(query);
      } catch (error) {
        // Inside a transaction we hold the write lock already: a busy error there is not a wait.
        if (!isBusy(error) || this.sqlite.inTransaction) throw error;
        if (Date.now() + pauseMs > deadline) {
          this.health.failures += 1;
          throw new DatabaseUnavailableError(`the SQLite write lock stayed taken for ${SQLITE_LOCK_WAIT_MS} ms`, { cause: error });
        }
        // In no transaction, the connection can serve other queries (reads) while this one waits.
        this.#lock.give();
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
        await this.#lock.take();
      }
    }
  }

  #run<R>(query: CompiledQuery): QueryResult<R> {
    const statement = this.statements.prepare(query.sql);
    const parameters = query.parameters as unknown[];
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }
}

function isBusy(error: unknown): boolean {
  return error instanceof SQLite.SqliteError && error.code.startsWith("SQLITE_BUSY");
}

/**
 * One connection, one user at a time, exactly as Kysely's own SQLite driver: whoever asks while it
 * is free takes it, and a release wakes every waiter to ask again. (Strict first-come order was
 * tried: it interleaves concurrent flows statement by statement, which changes what a burst of
 * contact posts from one address sees of the rate limit.)
 */
class ConnectionLock {
  #released: Promise<void> | undefined;
  #release: (() => void) | undefined;

  async take(): Promise<void> {
    while (this.#released) await this.#released;
    this.#released = new Promise((resolve) => (this.#release = resolve));
  }

  give(): void {
    const release = this.#release;
    this.#released = undefined;
    this.#release = undefined;
    release?.();
  }
}

/** Kysely's SQLite dialect with the driver above. */
class SiteSqliteDialect implements Dialect {
  constructor(private readonly driver: SiteSqliteDriver) {}

  createDriver = () => this.driver;
  createQueryCompiler = () => new SqliteQueryCompiler();
  createAdapter = () => new SqliteAdapter();
  createIntrospector = (db: Kysely<unknown>) => new SqliteIntrospector(db);
}

const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely prepares every query anew; a page render runs the same few queries each time, so their
 * compiled statements are kept (most recently used, bounded: queries with lists of varying length
 * make new SQL). A statement still being iterated is never handed out twice.
 */
interface StatementCache {
  prepare(sql: string): SQLite.Statement;
  close(): void;
}

function withStatementCache(sqlite: SQLite.Database): StatementCache {
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

export function openPostgres(url: string, log?: Logger): DatabaseHandle {
  // Timeouts, discarded connections and failing fast while unreachable: postgres-pool.server.ts.
  const pool = createGuardedPool(url, { max: 10, log });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  healthOfDatabase.set(db, pool.health);
  return {
    db,
    engine: "postgres",
    postgresUrl: url,
    health: pool.health,
    close: () => db.destroy(),
  };
}

const healthOfDatabase = new WeakMap<Kysely<Database>, DatabaseHealth>();

/** The health of a database opened here (what the page cache and /healthz look at). */
export function healthOf(db: Kysely<Database>): DatabaseHealth {
  return healthOfDatabase.get(db) ?? { down: false, failures: 0 };
}

/** Whether the database answers `select 1` within `ms`, whatever its own timeouts are. */
export async function databaseAnswers(db: Kysely<Database>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, ms, false)));
  try {
    return await Promise.race([sql`select 1`.execute(db).then(() => true, () => false), late]);
  } finally {
    clearTimeout(timer);
  }
}
