import type { Kysely } from "kysely";
import { newId } from "../db/ids.server";
import type { Database, Timestamp } from "../db/schema.server";

/** Returns the row's id, so that an attempt recorded in advance can be taken back on success. */
export async function recordLoginFailure(
  db: Kysely<Database>,
  failure: { ip: string; email: string; at: Timestamp },
): Promise<string> {
  const id = newId();
  await db.insertInto("loginFailures").values({ id, ...failure }).execute();
  return id;
}

export async function deleteLoginFailure(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("loginFailures").where("id", "=", id).execute();
}

export async function countFailuresFromIp(db: Kysely<Database>, ip: string, since: Timestamp): Promise<number> {
  const row = await db
    .selectFrom("loginFailures")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("ip", "=", ip)
    .where("at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countFailuresForEmail(
  db: Kysely<Database>,
  email: string,
  since: Timestamp,
): Promise<number> {
  const row = await db
    .selectFrom("loginFailures")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("email", "=", email)
    .where("at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteFailuresBefore(db: Kysely<Database>, before: Timestamp): Promise<void> {
  await db.deleteFrom("loginFailures").where("at", "<", before).execute();
}
