import type { Kysely } from "kysely";
import { formatIst } from "../../domain/blog";
import type { Database } from "../db/schema.server";
import { auditedWrite, type AuditActor } from "../repos/audit.server";
import { latestRevision, recordBaselineIfNone, recordRevision } from "../revisions.server";

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

export type VersionedTable = "blogs" | "courses" | "testimonials";

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

/**
 * A versioned record's change in one transaction: the version claimed (refused with VersionConflict
 * when someone saved since it was loaded; null: not checked), its state kept as a baseline if it has
 * no revision yet, the write, the new revision, the audit entry.
 */
export async function writeVersionedChange<R extends { id: string; updatedAt: string }>(
  db: Kysely<Database>,
  record: {
    table: VersionedTable;
    entity: string;
    previous: R;
    snapshot: (state: R) => Record<string, unknown>;
    write: (trx: Kysely<Database>) => Promise<unknown>;
    reread: (trx: Kysely<Database>) => Promise<R | undefined>;
  },
  options: { actor: AuditActor; version: string | null; action: "save" | "restore"; restoredFrom?: string; audit: { action: string; detail: Record<string, unknown> } },
): Promise<void> {
  const { table, entity, previous } = record;
  const entry = { action: options.audit.action, entity, entityId: previous.id, detail: options.audit.detail };
  await auditedWrite(db, options.actor, entry, async (trx) => {
    if (options.version !== null && !(await claimedVersion(trx, table, previous.id, options.version))) throw new VersionConflict();
    await recordBaselineIfNone(trx, { entity, entityId: previous.id, snapshot: record.snapshot(previous), at: previous.updatedAt });
    await record.write(trx);
    const saved = (await record.reread(trx))!;
    const by = { id: options.actor.id, name: options.actor.email ?? "the system" };
    await recordRevision(trx, { entity, entityId: previous.id, snapshot: record.snapshot(saved), by, action: options.action, restoredFrom: options.restoredFrom ?? null });
  });
}
