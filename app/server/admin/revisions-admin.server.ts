import type { Kysely } from "kysely";
import { formatIst } from "../../domain/blog";
import type { Database } from "../db/schema.server";
import { latestRevision } from "../revisions.server";

/*
 * Optimistic concurrency for the back office's editors (issue 21, decision 0041). Every editable
 * record carries its version, the time of its last save (updatedAt); the form carries the version
 * it was loaded from, and a save is written only if the record still is at that version. The check
 * and the write happen in one transaction: the version is claimed by an UPDATE … WHERE updated_at =
 * version, which on PostgreSQL locks the row, so of two saves racing from the same version exactly
 * one wins and the other is refused with the name of who saved in between.
 */

/** Thrown inside a save's transaction when the record moved on: the whole transaction rolls back. */
export class VersionConflict extends Error {
  constructor() {
    super("the record was saved by someone else since it was loaded");
  }
}

type VersionedTable = "blogs" | "courses" | "testimonials";

/** Claims a record at `version` for this transaction; false when it is at another version (or gone). */
export async function claimedVersion(db: Kysely<Database>, table: VersionedTable, id: string, version: string): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set((eb) => ({ updatedAt: eb.ref("updatedAt") }))
    .where("id", "=", id)
    .where("updatedAt", "=", version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The refusal shown next to the form: who saved the record after it was loaded, and when. The name
 * is the newest revision's; a change made without one (a script, an older version of the site) is
 * said as such.
 */
export async function conflictMessage(db: Kysely<Database>, entity: string, entityId: string, noun: string, currentVersion: string): Promise<string> {
  const latest = await latestRevision(db, entity, entityId);
  const who = latest && latest.action !== "baseline" ? latest.savedByName : "someone else";
  const when = formatIst(latest && latest.action !== "baseline" ? latest.savedAt : currentVersion);
  return `Not saved: ${who} saved this ${noun} at ${when}, after you opened it. Nothing was overwritten and your changes are still in the form. Open the revisions to see theirs, or tick “Save mine over theirs” and save again (theirs stays in the revisions).`;
}
