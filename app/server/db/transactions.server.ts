import type { Kysely } from "kysely";
import type { Database } from "./schema.server";

/**
 * Runs `work` in a transaction, or inside the caller's transaction when `db` already is one: a
 * repository that needs its writes together can then be called on its own or as part of a larger
 * change (an admin save and its audit record) without opening a second, nested transaction.
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
