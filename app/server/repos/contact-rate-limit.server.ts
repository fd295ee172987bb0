import type { Kysely } from "kysely";
import { newId } from "../db/ids.server";
import type { Database, Timestamp } from "../db/schema.server";

/*
 * The contact form's rate limit, kept in the database so that every instance sees the same
 * counts. A message takes its place first and is counted after: requests that arrive together
 * cannot all pass a check made before any of them was recorded. A refused one gives its place back.
 */

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
