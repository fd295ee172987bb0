import { PostgresAdapter, sql, type Kysely } from "kysely";
import { newId } from "../db/ids.server";
import type { Database, Timestamp } from "../db/schema.server";

/*
 * The contact form's rate limit, kept in the database so that every instance sees the same
 * counts. A message takes its place inside a transaction that first counts the client's places,
 * one client's transactions one after another (SQLite's `begin immediate` takes the write lock up
 * front; on PostgreSQL an advisory lock per client): of requests that arrive together exactly the
 * limit's worth pass. (Taking a place first and counting after kept the limit too, but a burst could
 * see itself whole and refuse every one of its requests, the first included.) A message that is
 * then not stored gives its place back.
 */

/**
 * Records one message from this client unless it already has `max` places since `since`; returns
 * the place's id (so that a failed store can give it back), or null when the limit is reached.
 */
export async function takeContactSlotWithin(db: Kysely<Database>, client: string, at: Timestamp, since: Timestamp, max: number): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`contact-rate:${client}`}, 0))`.execute(trx);
    }
    if ((await countContactSlots(trx, client, since)) >= max) return null;
    return takeContactSlot(trx, client, at);
  });
}

/** Records one message from this client; returns the row's id so that a refusal can take it back. */
export async function takeContactSlot(db: Kysely<Database>, client: string, at: Timestamp): Promise<string> {
  const id = newId();
  await db.insertInto("contactRateEvents").values({ id, client, at }).execute();
  return id;
}

export async function releaseContactSlot(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("contactRateEvents").where("id", "=", id).execute();
}

/** Messages from this client after `since` (uses the (client, at) index). */
export async function countContactSlots(db: Kysely<Database>, client: string, since: Timestamp): Promise<number> {
  const row = await db
    .selectFrom("contactRateEvents")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("client", "=", client)
    .where("at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Forgets client addresses once they no longer count (the privacy policy promises this). */
export async function deleteContactSlotsBefore(db: Kysely<Database>, before: Timestamp): Promise<number> {
  const result = await db.deleteFrom("contactRateEvents").where("at", "<=", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
