import { randomBytes } from "node:crypto";
import pg from "pg";

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const required = process.env.REQUIRE_POSTGRES === "1";

let availability: Promise<boolean> | undefined;

/** Whether the PostgreSQL server is reachable; when REQUIRE_POSTGRES=1 a missing server is an error. */
export function postgresAvailable(): Promise<boolean> {
  availability ??= (async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3_000 });
    try {
      await client.connect();
      await client.end();
      return true;
    } catch (error) {
      if (required) throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL is not reachable at ${TEST_DATABASE_URL}: ${String(error)}`, { cause: error });
      return false;
    }
  })();
  return availability;
}

/** A fresh database for one test file (or one test), dropped again by the returned function. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cw_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * For a describe block that makes several databases: the returned function creates one and gives
 * its address; all of them are dropped after the block.
 */
export function freshDatabasesDroppedAfterAll(afterAll: (fn: () => Promise<void>) => void): () => Promise<string> {
  const databases: { drop(): Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(databases.map((database) => database.drop()));
  });
  return async () => {
    const database = await createTestDatabase();
    databases.push(database);
    return database.url;
  };
}
