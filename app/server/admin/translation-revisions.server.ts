import type { Kysely } from "kysely";
import { readTranslationForm, type TranslationRow } from "../../domain/translations";
import type { DiffField } from "../revision-diff.server";
import type { Database } from "../db/schema.server";
import { auditedWrite, type AuditActor, type AuditEntry } from "../repos/audit.server";
import { lastTranslationWrite, writeTranslations, type StoredTranslation, type TranslationKey } from "../repos/translations.server";
import { latestRevision, recordBaselineIfNone, recordRevision } from "../revisions.server";

/*
 * Revisions of the Hindi texts (issue 21 part 2 applied to issue 23's translations; decision 0052).
 * A Hindi version is one record's Hindi as its form shows it: each box's text (an administrator's,
 * or the site's own words), and for each box an administrator wrote, the English it was written
 * from. Keeping that English is what lets a restored Hindi say honestly whether it still follows
 * today's English: a restore brings back each box with the English it translated, so a box
 * written for older English is marked "needs translation" again, never passed off as current.
 */

/** One Hindi version: the boxes as shown, the English each written box translates, the boxes' labels. */
export interface TranslationSnapshot {
  values: Record<string, string>;
  /** only the boxes an administrator wrote: the others show the site's own words */
  sources: Record<string, string>;
  labels: Record<string, string>;
}

/** A record's Hindi as its form shows it, with the English of each written box. */
export function translationSnapshot(rows: readonly TranslationRow[], stored: Readonly<Record<string, StoredTranslation>>): TranslationSnapshot {
  const snapshot: TranslationSnapshot = { values: {}, sources: {}, labels: {} };
  for (const row of rows) {
    snapshot.values[row.key] = row.hindi;
    snapshot.labels[row.key] = row.label;
    const written = stored[row.key];
    if (written) snapshot.sources[row.key] = written.source;
  }
  return snapshot;
}

const SOURCE_SUFFIX = "#english";

/**
 * A Hindi version as the revisions screen compares it: each box, and beside it the English it
 * translates (so confirming a Hindi against new English shows as a change too).
 */
export function translationDiffView(snapshot: Record<string, unknown>): { fields: DiffField[]; values: Record<string, unknown> } {
  const { values = {}, sources = {}, labels = {} } = snapshot as Partial<TranslationSnapshot>;
  const fields: DiffField[] = [];
  const flat: Record<string, unknown> = {};
  for (const [key, label] of Object.entries(labels)) {
    fields.push({ name: key, label: `${label} (Hindi)`, locale: "hi" });
    fields.push({ name: `${key}${SOURCE_SUFFIX}`, label: `${label}: the English this Hindi translates` });
    flat[key] = values[key] ?? "";
    flat[`${key}${SOURCE_SUFFIX}`] = sources[key] ?? "";
  }
  return { fields, values: flat };
}

/** A record's Hindi version: the time of its newest revision, "" before its first Hindi save. */
export async function translationVersion(db: Kysely<Database>, entity: string, entityId: string): Promise<string> {
  return (await latestRevision(db, entity, entityId))?.savedAt ?? "";
}

/**
 * Writes a record's Hindi in one transaction with its audit event: the Hindi as it was kept if it
 * has no revision yet (as last written, or a moment before this save when never written), the
 * rows, the new revision.
 */
export async function writeTranslationChange(
  db: Kysely<Database>,
  input: {
    revisionEntity: string;
    key: TranslationKey;
    before: TranslationSnapshot;
    after: (trx: Kysely<Database>) => Promise<TranslationSnapshot>;
    changes: Readonly<Record<string, StoredTranslation | null>>;
    actor: AuditActor;
    audit: (written: string[]) => AuditEntry;
    restoredFrom?: string;
  },
): Promise<void> {
  const { revisionEntity, key, actor } = input;
  await auditedWrite(db, actor, input.audit, async (trx) => {
    const at = (await lastTranslationWrite(trx, key)) ?? new Date(Date.now() - 1000).toISOString();
    await recordBaselineIfNone(trx, { entity: revisionEntity, entityId: key.entityId, snapshot: input.before, at });
    const written = await writeTranslations(trx, key, input.changes);
    await recordRevision(trx, {
      entity: revisionEntity,
      entityId: key.entityId,
      snapshot: await input.after(trx),
      by: { id: actor.id, name: actor.email ?? "the system" },
      action: input.restoredFrom ? "restore" : "save",
      restoredFrom: input.restoredFrom ?? null,
    });
    return written;
  });
}

export type RestoreReading = { ok: true; changes: Record<string, StoredTranslation | null> } | { ok: false; message: string };

/**
 * The rows that bring a Hindi version back over today's, read through the save's own checks
 * (decision 0046: each box measured and cleaned as if typed). Boxes of today's form only: a box the
 * version did not have (a lesson added since) is left as it is, and one it had that is gone now
 * (a lesson removed) cannot come back. A box the version left to the site's own words goes back
 * to them; a written one comes back with the English it translated.
 */
export function restoredTranslation(rows: readonly TranslationRow[], stored: Readonly<Record<string, StoredTranslation>>, snapshot: Record<string, unknown>): RestoreReading {
  const { values = {}, sources = {}, labels = {} } = snapshot as Partial<TranslationSnapshot>;
  const kept = rows.filter((row) => Object.hasOwn(labels, row.key));
  const posted = (name: string) => (Object.hasOwn(values, name) ? values[name] : undefined);
  const reading = readTranslationForm(kept, posted);
  const problems = Object.entries(reading.errors).map(([key, message]) => `${labels[key] ?? key}: ${message.replace(/\.$/, "")}`);
  if (problems.length > 0) return { ok: false, message: `This version cannot come back as it is (${problems.join("; ")}). Copy what you need into the form instead.` };
  const changes: Record<string, StoredTranslation | null> = {};
  for (const row of kept) {
    const source = Object.hasOwn(sources, row.key) ? sources[row.key] : undefined;
    const value = reading.changes[row.key] === undefined ? row.hindi : (reading.changes[row.key]?.value ?? "");
    const wanted = source !== undefined && value !== "" ? { value, source } : null;
    const now = stored[row.key] ?? null;
    if (wanted === null ? now !== null : now === null || now.value !== wanted.value || now.source !== wanted.source) changes[row.key] = wanted;
  }
  return { ok: true, changes };
}
