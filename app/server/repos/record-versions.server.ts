import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { nowIso } from "../db/ids.server";

/*
 * Versions of the records that have no updated_at of their own (migration 0025): a page's texts
 * (one row per field) and a record's Hindi (one row per box). A record is named as its revisions
 * are, (entity, entityId). The version is the time of the record's last save, "" before the first.
 * A save claims the next version inside its own transaction, with the version its form was loaded
 * from in the UPDATE's WHERE (PostgreSQL locks the row; SQLite writes one transaction at a time):
 * of two saves racing from one version exactly one is written.
 */

export interface RecordRef {
  entity: string;
  entityId: string;
}

/** A record's version: the time of its last checked save, "" before the first. */
export async function readRecordVersion(db: Kysely<Database>, record: RecordRef): Promise<string> {
  const row = await db.selectFrom("recordVersions").select("version").where("entity", "=", record.entity).where("entityId", "=", record.entityId).executeTakeFirst();
  return row?.version ?? "";
}

/**
 * Moves a record to a new version inside the caller's transaction, if it still is at `version`
 * (null: whatever it is, a save that is not checked). Answers the new version, or null when
 * someone saved since.
 */
export async function claimRecordVersion(db: Kysely<Database>, record: RecordRef, version: string | null): Promise<string | null> {
  const { entity, entityId } = record;
  let next = nowIso();
  // two saves within one millisecond must still be two versions
  if (version && next <= version) next = new Date(Date.parse(version) + 1).toISOString();
  if (version === null) {
    await db
      .insertInto("recordVersions")
      .values({ entity, entityId, version: next })
      .onConflict((oc) => oc.columns(["entity", "entityId"]).doUpdateSet({ version: next }))
      .execute();
    return next;
  }
  if (version === "") {
    // never saved: the first of two racing saves inserts the row, the second finds it there
    const inserted = await db.insertInto("recordVersions").values({ entity, entityId, version: next }).onConflict((oc) => oc.columns(["entity", "entityId"]).doNothing()).executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? next : null;
  }
  const updated = await db.updateTable("recordVersions").set({ version: next }).where("entity", "=", entity).where("entityId", "=", entityId).where("version", "=", version).executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0 ? next : null;
}

/** Forgets a record's version (the record is deleted). */
export async function forgetRecordVersion(db: Kysely<Database>, record: RecordRef): Promise<void> {
  await db.deleteFrom("recordVersions").where("entity", "=", record.entity).where("entityId", "=", record.entityId).execute();
}
