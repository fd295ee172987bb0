import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";
import { createRequire } from "node:module";
import type * as Pg from "pg";
import type { Logger } from "pino";
import { lazily } from "../../domain/lazily";
import { DatabaseUnavailableError, type DatabaseHealth } from "./database-unavailable.server";

/*
 * The PostgreSQL driver is required when a pool or client is first made: a site on SQLite (the
 * default) never loads its 14 MB (issue 25). Synchronous, so opening a database stays synchronous.
 */
export const pgDriver = lazily(() => createRequire(import.meta.url)("pg") as typeof Pg);

/*
 * PostgreSQL behind a network that can go silent (decision 0029). Without limits, a query sent
 * into a partition waits forever: the socket stays open, nothing answers, the request hangs and
 * holds its pool connection. Every wait is bounded here, a connection that got no answer is thrown
 * away (it may still hold a half-read answer), and once the database is known to be unreachable
 * new queries fail at once, while one probe a second finds out when it answers again.
 */
export const POSTGRES_TIMEOUTS = {
  /** opening a connection, or waiting for a free one of the pool (pool exhausted: try again) */
  connectMs: 3_000,
  /** the server cancels a statement running longer (statement_timeout); no request needs more */
  statementMs: 5_000,
  /** no answer at all by then: the network or the server is gone (statement_timeout would have answered) */
  answerMs: 6_000,
  /** the server ends a transaction whose client went quiet, so its locks do not outlive a partition */
  idleInTransactionMs: 10_000,
  /** an unused pooled connection is closed (the next request opens a fresh one) */
  idleMs: 10_000,
  /** TCP keepalive probes start on a connection quiet this long (a dead peer is found by the kernel) */
  keepAliveMs: 10_000,
  /** while unreachable, the pause between two probes */
  probeEveryMs: 1_000,
} as const;

/** The settings every connection of this app opens with: pool, event bus publisher and listener. */
export function postgresClientConfig(connectionString: string): Pg.ClientConfig {
  return {
    connectionString,
    application_name: "candlewise",
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: POSTGRES_TIMEOUTS.keepAliveMs,
    statement_timeout: POSTGRES_TIMEOUTS.statementMs,
    idle_in_transaction_session_timeout: POSTGRES_TIMEOUTS.idleInTransactionMs,
  };
}

/** The server answered, but cannot do the work now: try again shortly. */
const BUSY_STATES = new Set([
  "57014", // query_canceled: statement_timeout
  "55P03", // lock_not_available
  "53300", // too_many_connections
  "53400", // configuration_limit_exceeded
]);
/** The server is going away or not there yet: as good as unreachable. */
const GONE_STATES = new Set(["57P01", "57P02", "57P03"]); // admin_shutdown, crash_shutdown, cannot_connect_now
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE"]);

/** The kind of a failure: the server's refusal of one query, a busy server, or no database at all. */
function kindOf(error: unknown): "query" | "busy" | "unreachable" {
  if (error instanceof pgDriver().DatabaseError) {
    const state = error.code ?? "";
    if (GONE_STATES.has(state) || state.startsWith("08")) return "unreachable";
    return BUSY_STATES.has(state) ? "busy" : "query";
  }
  if (!(error instanceof Error)) return "query";
  const code = (error as NodeJS.ErrnoException).code;
  if (code && NETWORK_CODES.has(code)) return "unreachable";
  // node-postgres' own words for a connection that died or never opened
  return /connection terminated|not queryable|timeout expired|connection timeout/i.test(error.message) ? "unreachable" : "query";
}

/** Whether PostgreSQL is known to be unreachable, and the probes that find it again. */
class Reachability implements DatabaseHealth {
  #down = false;
  #downSince = 0;
  #failures = 0;
  #closed = false;

  constructor(
    private readonly probe: () => Promise<boolean>,
    private readonly log: Logger | undefined,
  ) {}

  get down() {
    return this.#down;
  }

  get failures() {
    return this.#failures;
  }

  /** a query refused at once because the database is down: counted, as it failed all the same */
  refused(): void {
    this.#failures += 1;
  }

  failed(kind: "busy" | "unreachable", error: unknown): void {
    this.#failures += 1;
    if (kind !== "unreachable" || this.#down || this.#closed) return;
    this.#down = true;
    this.#downSince = Date.now();
    this.log?.warn({ err: error }, "PostgreSQL unreachable: queries fail at once until a probe gets an answer");
    void this.#probeUntilBack();
  }

  answered(): void {
    if (!this.#down) return;
    this.#down = false;
    this.log?.info({ downMs: Date.now() - this.#downSince }, "PostgreSQL answers again");
  }

  close(): void {
    this.#closed = true;
  }

  async #probeUntilBack(): Promise<void> {
    while (this.#down && !this.#closed) {
      await new Promise((resolve) => setTimeout(resolve, POSTGRES_TIMEOUTS.probeEveryMs).unref());
      if (this.#down && !this.#closed && (await this.probe())) this.answered();
    }
  }
}

/** Rejects after `ms` with the error `onLate` returns (and lets it act, e.g. drop the connection). */
function answerWithin<T>(work: Promise<T>, ms: number, onLate: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onLate()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** One pooled connection as Kysely uses it: every query bounded, a connection that fails is not reused. */
class GuardedClient implements PostgresPoolClient {
  /** why this connection must not be used again; it leaves the pool when released */
  #broken: Error | undefined;

  constructor(
    private readonly client: Pg.PoolClient,
    private readonly reachability: Reachability,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query(cursor: never): never;
  async query<R>(sql: string, parameters: ReadonlyArray<unknown> = []): Promise<PostgresQueryResult<R>> {
    if (typeof sql !== "string") throw new Error("cursors are not used by this app");
    if (this.#broken) throw new DatabaseUnavailableError("the connection to PostgreSQL was lost", { cause: this.#broken });
    try {
      const result = await answerWithin(this.client.query(sql, parameters as unknown[]), POSTGRES_TIMEOUTS.answerMs, () =>
        this.#drop(new DatabaseUnavailableError(`PostgreSQL did not answer within ${POSTGRES_TIMEOUTS.answerMs} ms`)),
      );
      this.reachability.answered();
      return result as unknown as PostgresQueryResult<R>;
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) {
        this.reachability.failed("unreachable", error);
        throw error;
      }
      const kind = kindOf(error);
      // the server's own refusal of this statement: it is there
      if (error instanceof pgDriver().DatabaseError && kind !== "unreachable") this.reachability.answered();
      if (kind === "query") throw error;
      if (kind === "unreachable") this.#drop(error as Error);
      this.reachability.failed(kind, error);
      throw new DatabaseUnavailableError(`PostgreSQL ${kind === "busy" ? "could not do the work in time" : "is unreachable"}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  release(): void {
    this.client.release(this.#broken);
  }

  /**
   * Ends the socket now: a query still waiting fails, and whatever answer may come later cannot
   * reach the next user of this connection (node-postgres destroys the socket of a client that
   * ends with a query in flight).
   */
  #drop(reason: Error): Error {
    if (!this.#broken) {
      this.#broken = reason;
      void this.client.end().catch(() => undefined);
    }
    return reason;
  }
}

export interface GuardedPool extends PostgresPool {
  health: DatabaseHealth;
  /** one statement on a pooled connection (the event bus publishes through it) */
  query(sql: string, parameters: unknown[]): Promise<unknown>;
}

/** A node-postgres pool with the timeouts above, for Kysely (PostgresDialect's `pool`) and the bus. */
export function createGuardedPool(connectionString: string, options: { max: number; log?: Logger }): GuardedPool {
  const config = postgresClientConfig(connectionString);
  const pool = new (pgDriver().Pool)({ ...config, max: options.max, idleTimeoutMillis: POSTGRES_TIMEOUTS.idleMs });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", () => undefined);
  // Nor one in use: its query fails on its own, and the error event would have no listener.
  pool.on("connect", (client) => client.on("error", () => undefined));
  const reachability = new Reachability(() => probe(config), options.log);
  const guarded = new WeakMap<Pg.PoolClient, GuardedClient>();

  const connect = async (): Promise<GuardedClient> => {
    if (reachability.down) {
      reachability.refused();
      throw new DatabaseUnavailableError("PostgreSQL is unreachable (waiting for a probe to get an answer)");
    }
    // every connection in use: a timeout here is a busy pool, not a lost database
    const queued = pool.totalCount >= options.max && pool.idleCount === 0;
    let client: Pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      const kind = queued ? "busy" : "unreachable";
      reachability.failed(kind, error);
      throw new DatabaseUnavailableError(`could not get a PostgreSQL connection: ${(error as Error).message}`, { cause: error });
    }
    let wrapped = guarded.get(client);
    if (!wrapped) {
      wrapped = new GuardedClient(client, reachability);
      guarded.set(client, wrapped);
    }
    return wrapped;
  };

  return {
    health: reachability,
    connect,
    async query(sql, parameters) {
      const client = await connect();
      try {
        return await client.query(sql, parameters);
      } finally {
        client.release();
      }
    },
    async end() {
      reachability.close();
      await pool.end();
    },
  };
}

/** A fresh connection and `select 1`, both within their timeouts: is PostgreSQL back? */
async function probe(config: Pg.ClientConfig): Promise<boolean> {
  const client = new (pgDriver().Client)(config);
  client.on("error", () => undefined);
  try {
    await client.connect();
    await answerWithin(client.query("select 1"), POSTGRES_TIMEOUTS.answerMs, () => new Error("no answer"));
    return true;
  } catch {
    return false;
  } finally {
    void client.end().catch(() => undefined);
  }
}
