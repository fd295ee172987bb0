import type { Kysely } from "kysely";
import { readTranslationForm, type TranslationRow } from "../../domain/translations";
import type { DiffField } from "../revision-diff.server";
import type { Database } from "../db/schema.server";
import { auditedWrite, type AuditActor, type AuditEntry } from "../repos/audit.server";
import { lastTranslationWrite, writeTranslations, type StoredTranslation, type TranslationKey } from "../repos/translations.server";
import { claimRecordVersion, readRecordVersion } from "../repos/record-versions.server";
import { discardAutosave, recordBaselineIfNone, recordRevision } from "../revisions.server";
import { claimedVersion, conflictMessage, VersionConflict, type VersionedTable } from "./revisions-admin.server";

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
  /** the boxes holding rich text (a post's body): compared as their words, never as markup */
  html?: string[];
}

/** A record's Hindi as its form shows it, with the English of each written box. */
export function translationSnapshot(rows: readonly TranslationRow[], stored: Readonly<Record<string, StoredTranslation>>): TranslationSnapshot {
  const snapshot: TranslationSnapshot = { values: {}, sources: {}, labels: {} };
  const html: string[] = [];
  for (const row of rows) {
    snapshot.values[row.key] = row.hindi;
    snapshot.labels[row.key] = row.label;
    const written = stored[row.key];
    if (written) snapshot.sources[row.key] = written.source;
    if (row.html) html.push(row.key);
  }
  // only when there is rich text, so the versions kept before stay alike
  return html.length > 0 ? { ...snapshot, html } : snapshot;
}

const SOURCE_SUFFIX = "#english";

/**
 * A Hindi version as the revisions screen compares it: each box, and beside it the English it
 * translates (so confirming a Hindi against new English shows as a change too).
 */
export function translationDiffView(snapshot: Record<string, unknown>): { fields: DiffField[]; values: Record<string, unknown> } {
  const { values = {}, sources = {}, labels = {}, html = [] } = snapshot as Partial<TranslationSnapshot>;
  const fields: DiffField[] = [];
  const flat: Record<string, unknown> = {};
  for (const [key, label] of Object.entries(labels)) {
    const rich = html.includes(key) ? { html: true } : {};
    fields.push({ name: key, label: `${label} (Hindi)`, locale: "hi", ...rich });
    fields.push({ name: `${key}${SOURCE_SUFFIX}`, label: `${label}: the English this Hindi translates`, ...rich });
    flat[key] = values[key] ?? "";
    flat[`${key}${SOURCE_SUFFIX}`] = sources[key] ?? "";
  }
  return { fields, values: flat };
}

/** A record's Hindi version (its row in record_versions, decision 0052), "" before its first checked save. */
export async function translationVersion(db: Kysely<Database>, entity: string, entityId: string): Promise<string> {
  return readRecordVersion(db, { entity, entityId });
}

/** Thrown inside a Hindi save's transaction when the English it was written beside was saved since. */
/** What a save of Hindi boxes answers: saved, or refused with what was typed (a record's, a post's). */
export type TranslationSaveOutcome =
  | { ok: true }
  | {
      ok: false;
      status: number;
      error: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
      /** the Hindi version the refused form was opened at, sent again with what was typed */
      hindiVersion?: string | null;
      /** after a refusal as stale: the Hindi version now current, to save over it on purpose */
      conflictVersion?: string;
    };

export const TRANSLATION_REFUSED = "Nothing was saved: correct the fields marked below.";

/** The refusal of a save or restore made from an older Hindi version: who saved since, and when. */
export async function staleHindi(db: Kysely<Database>, entity: string, entityId: string, noun: string): Promise<{ message: string; version: string }> {
  const version = await translationVersion(db, entity, entityId);
  return { message: await conflictMessage(db, entity, entityId, noun, version), version };
}

/**
 * A Hindi save that had nothing to write is still a save: the saver's autosaved draft of that form
 * (decision 0059) is done with, as after a save that wrote.
 */
export async function forgetHindiDraft(db: Kysely<Database>, entity: string, entityId: string, actor: AuditActor): Promise<void> {
  if (actor.id) await discardAutosave(db, entity, entityId, actor.id);
}

export class EnglishMovedOn extends Error {
  constructor() {
    super("the English was saved again since the Hindi form was opened");
  }
}

/**
 * The Hindi version a form was opened at, or the newer one its editor chose to save over after a
 * refusal ("Save mine over theirs"); null when the form carries none (a script): not checked.
 */
export function postedHindiVersion(form: FormData): string | null {
  const overwrite = form.get("overwriteVersion");
  if (typeof overwrite === "string" && overwrite !== "") return overwrite;
  const version = form.get("hindiVersion");
  // "" is a version too: the Hindi was never saved when the form was opened
  return typeof version === "string" ? version : null;
}

/**
 * Writes a record's Hindi in one transaction with its audit event: the versions claimed (the Hindi's,
 * and the English's the boxes were written beside: VersionConflict or EnglishMovedOn when someone
 * saved since, and nothing is written), the Hindi as it was kept if it has no revision yet (as last
 * written, or a moment before this save when never written), the rows, what the record writes
 * alongside them, the new revision.
 */
export async function writeTranslationChange(
  db: Kysely<Database>,
  input: {
    revisionEntity: string;
    key: TranslationKey;
    /** the Hindi version the form or the revisions screen was opened at; null: not checked */
    version: string | null;
    /** the English record whose version the boxes were written beside (a course, a post) */
    english?: { table: VersionedTable; id: string; version: string | null };
    before: TranslationSnapshot;
    after: (trx: Kysely<Database>) => Promise<TranslationSnapshot>;
    changes: Readonly<Record<string, StoredTranslation | null>>;
    /** what the record keeps beside its rows, written in the same transaction (a post's Hindi address) */
    alongside?: (trx: Kysely<Database>) => Promise<void>;
    actor: AuditActor;
    audit: (written: string[]) => AuditEntry;
    restoredFrom?: string;
  },
): Promise<void> {
  const { revisionEntity, key, actor, english } = input;
  await auditedWrite(db, actor, input.audit, async (trx) => {
    if (english && english.version !== null && !(await claimedVersion(trx, english.table, english.id, english.version))) throw new EnglishMovedOn();
    if ((await claimRecordVersion(trx, { entity: revisionEntity, entityId: key.entityId }, input.version)) === null) throw new VersionConflict();
    const at = (await lastTranslationWrite(trx, key)) ?? new Date(Date.now() - 1000).toISOString();
    await recordBaselineIfNone(trx, { entity: revisionEntity, entityId: key.entityId, snapshot: input.before, at });
    const written = await writeTranslations(trx, key, input.changes);
    await input.alongside?.(trx);
    await recordRevision(trx, {
      entity: revisionEntity,
      entityId: key.entityId,
      snapshot: await input.after(trx),
      by: { id: actor.id, name: actor.email ?? "the system" },
      action: input.restoredFrom ? "restore" : "save",
      restoredFrom: input.restoredFrom ?? null,
    });
    // the saver's autosaved draft of this Hindi is saved now (decision 0059)
    if (actor.id) await discardAutosave(trx, revisionEntity, key.entityId, actor.id);
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
