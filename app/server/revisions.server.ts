import type { Kysely } from "kysely";
import { newId } from "./db/ids.server";
import type { Database } from "./db/schema.server";
import { forgetRecordVersion } from "./repos/record-versions.server";

/*
 * The revisions store (issue 21, decision 0041): every save of an editable record keeps its state,
 * so that any earlier version can be read, compared and brought back. Generic: a record kind is a
 * text key and its snapshot is whatever JSON object its module passes, so a new feature (page texts,
 * legal documents) records revisions with these three calls and nothing else here changes. Each
 * feature records a revision in the same transaction as its save (pass the transaction as `db`).
 */

/** All versions are kept for a year; older ones only while they are among a record's newest 50. */
export const KEEP_ALL_DAYS = 365;
export const KEEP_AT_MOST = 50;

export type RevisionAction = "save" | "restore" | "baseline";

export interface RevisionAuthor {
  id: string | null;
  /** how the account is named at the time (its e-mail) */
  name: string;
}

export interface RevisionSummary {
  id: string;
  action: RevisionAction;
  savedById: string | null;
  savedByName: string;
  savedAt: string;
  restoredFrom: string | null;
}

export interface Revision<T = Record<string, unknown>> extends RevisionSummary {
  entity: string;
  entityId: string;
  snapshot: T;
}

let lastAt = 0;

/** Never equal to or before the previous revision of this process: two saves in one millisecond still sort. */
function nextRevisionTime(): string {
  lastAt = Math.max(Date.now(), lastAt + 1);
  return new Date(lastAt).toISOString();
}

/**
 * Keeps one saved state of a record and prunes its old ones. `snapshot` is the record's editable
 * fields after the save (the caller picks them; plain JSON values only).
 */
export async function recordRevision<T extends object>(
  db: Kysely<Database>,
  input: { entity: string; entityId: string; snapshot: T; by: RevisionAuthor; action?: RevisionAction; restoredFrom?: string | null; at?: string },
): Promise<Revision<T>> {
  const revision = {
    id: newId(),
    entity: input.entity,
    entityId: input.entityId,
    action: input.action ?? "save",
    snapshot: JSON.stringify(input.snapshot),
    savedById: input.by.id,
    savedByName: input.by.name,
    savedAt: input.at ?? nextRevisionTime(),
    restoredFrom: input.restoredFrom ?? null,
  };
  await db.insertInto("revisions").values(revision).execute();
  await pruneRevisions(db, input.entity, input.entityId);
  return { ...revision, action: revision.action, snapshot: input.snapshot };
}

/**
 * Before the first recorded save of a record made before revisions existed (or by the seed), its
 * state as found is kept as a "baseline", so that even the first save can be undone.
 */
export async function recordBaselineIfNone<T extends object>(db: Kysely<Database>, input: { entity: string; entityId: string; snapshot: T; at: string }): Promise<void> {
  const any = await db.selectFrom("revisions").select("id").where("entity", "=", input.entity).where("entityId", "=", input.entityId).limit(1).executeTakeFirst();
  if (any) return;
  // One millisecond earlier than now at most, so that it always sorts before the save that follows.
  const at = input.at < new Date(Date.now() - 1).toISOString() ? input.at : new Date(Date.now() - 1).toISOString();
  await recordRevision(db, { entity: input.entity, entityId: input.entityId, snapshot: input.snapshot, by: { id: null, name: "before revisions were kept" }, action: "baseline", at });
}

/** A record's revisions, newest first, without their snapshots. */
export async function listRevisions(db: Kysely<Database>, entity: string, entityId: string): Promise<RevisionSummary[]> {
  const rows = await db
    .selectFrom("revisions")
    .select(["id", "action", "savedById", "savedByName", "savedAt", "restoredFrom"])
    .where("entity", "=", entity)
    .where("entityId", "=", entityId)
    .orderBy("savedAt", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({ ...row, action: row.action as RevisionAction }));
}

/** One revision of one record (null when it is not that record's, or was pruned). */
export async function readRevision<T = Record<string, unknown>>(db: Kysely<Database>, entity: string, entityId: string, id: string): Promise<Revision<T> | null> {
  const row = await db.selectFrom("revisions").selectAll().where("id", "=", id).where("entity", "=", entity).where("entityId", "=", entityId).executeTakeFirst();
  return row ? { ...row, action: row.action as RevisionAction, snapshot: JSON.parse(row.snapshot) as T } : null;
}

/** The newest revision of a record: who saved it last, and when. */
export async function latestRevision(db: Kysely<Database>, entity: string, entityId: string): Promise<RevisionSummary | null> {
  return (await listRevisions(db, entity, entityId).then((all) => all[0])) ?? null;
}

/**
 * Retention: every revision younger than KEEP_ALL_DAYS stays; an older one goes once the record has
 * KEEP_AT_MOST newer revisions. Run at every save, for that record only (an index range).
 */
export async function pruneRevisions(db: Kysely<Database>, entity: string, entityId: string, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - KEEP_ALL_DAYS * 86_400_000).toISOString();
  const beyond = await db
    .selectFrom("revisions")
    .select(["id", "savedAt"])
    .where("entity", "=", entity)
    .where("entityId", "=", entityId)
    .orderBy("savedAt", "desc")
    .orderBy("id", "desc")
    .offset(KEEP_AT_MOST)
    // PostgreSQL and SQLite both need a LIMIT with an OFFSET in Kysely's portable form
    .limit(1_000_000)
    .execute();
  const old = beyond.filter((row) => row.savedAt < cutoff).map((row) => row.id);
  if (old.length === 0) return 0;
  await db.deleteFrom("revisions").where("id", "in", old).execute();
  return old.length;
}

/** Removes every revision, autosave and version row of a record (when the record itself is deleted). */
export async function forgetRevisions(db: Kysely<Database>, entity: string, entityId: string): Promise<void> {
  await db.deleteFrom("revisions").where("entity", "=", entity).where("entityId", "=", entityId).execute();
  await db.deleteFrom("autosaves").where("entity", "=", entity).where("entityId", "=", entityId).execute();
  await forgetRecordVersion(db, { entity, entityId });
}

/*
 * Autosaves: one administrator's unsaved typing in one editor, kept on the server every few seconds
 * so that a lost tab or an expired session loses at most those seconds. One row per record and
 * account, replaced at every beat; removed by a save of the record or when the draft is discarded.
 */

export interface Autosave {
  fields: Record<string, string>;
  baseVersion: string | null;
  savedAt: string;
}

/** The biggest autosave kept: the form's fields as JSON (the post's content is bounded at 200,000). */
export const AUTOSAVE_MAX_CHARS = 260_000;

export async function writeAutosave(db: Kysely<Database>, input: { entity: string; entityId: string; userId: string; baseVersion: string | null; fields: Record<string, string> }): Promise<Autosave> {
  const row = {
    entity: input.entity,
    entityId: input.entityId,
    userId: input.userId,
    baseVersion: input.baseVersion,
    fields: JSON.stringify(input.fields),
    savedAt: new Date().toISOString(),
  };
  await db
    .insertInto("autosaves")
    .values(row)
    .onConflict((oc) => oc.columns(["entity", "entityId", "userId"]).doUpdateSet({ baseVersion: row.baseVersion, fields: row.fields, savedAt: row.savedAt }))
    .execute();
  return { fields: input.fields, baseVersion: row.baseVersion, savedAt: row.savedAt };
}

export async function readAutosave(db: Kysely<Database>, entity: string, entityId: string, userId: string): Promise<Autosave | null> {
  const row = await db.selectFrom("autosaves").selectAll().where("entity", "=", entity).where("entityId", "=", entityId).where("userId", "=", userId).executeTakeFirst();
  return row ? { fields: JSON.parse(row.fields) as Record<string, string>, baseVersion: row.baseVersion, savedAt: row.savedAt } : null;
}

export async function discardAutosave(db: Kysely<Database>, entity: string, entityId: string, userId: string): Promise<void> {
  await db.deleteFrom("autosaves").where("entity", "=", entity).where("entityId", "=", entityId).where("userId", "=", userId).execute();
}
