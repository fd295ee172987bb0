import type { Kysely } from "kysely";
import { newId } from "../db/ids.server";
import type { Database, Timestamp } from "../db/schema.server";

export interface FailureKeys {
  /** rateLimitKey of the client's address */
  address: string;
  /** keyed hash of the typed e-mail */
  account: string;
  /** hash of the browser's device cookie when it is one the account knows, else null */
  device: string | null;
}

/** Returns the row's id, so that an attempt recorded in advance can be taken back on success. */
export async function recordLoginFailure(db: Kysely<Database>, failure: FailureKeys & { at: Timestamp }): Promise<string> {
  const id = newId();
  await db.insertInto("loginFailures").values({ id, ...failure }).execute();
  return id;
}

export async function deleteLoginFailure(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("loginFailures").where("id", "=", id).execute();
}

/** Failures of browsers the accounts do not know, from one address (or /64). */
export async function countUnknownFailuresFromAddress(db: Kysely<Database>, address: string, since: Timestamp): Promise<number> {
  return countWhere(db, since, (query) => query.where("address", "=", address).where("device", "is", null));
}

/** Failures of browsers the account does not know, from every address. */
export async function countUnknownFailuresForAccount(db: Kysely<Database>, account: string, since: Timestamp): Promise<number> {
  return countWhere(db, since, (query) => query.where("account", "=", account).where("device", "is", null));
}

/** Failures of one known browser (its device cookie). */
export async function countFailuresOfDevice(db: Kysely<Database>, device: string, since: Timestamp): Promise<number> {
  return countWhere(db, since, (query) => query.where("device", "=", device));
}

type FailureQuery = ReturnType<typeof failureQuery>;
const failureQuery = (db: Kysely<Database>) => db.selectFrom("loginFailures").select((eb) => eb.fn.countAll<number | string>().as("count"));

async function countWhere(db: Kysely<Database>, since: Timestamp, filter: (query: FailureQuery) => FailureQuery): Promise<number> {
  const row = await filter(failureQuery(db)).where("at", ">", since).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteFailuresBefore(db: Kysely<Database>, before: Timestamp): Promise<void> {
  await db.deleteFrom("loginFailures").where("at", "<", before).execute();
}
