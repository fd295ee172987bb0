import type { Logger } from "pino";
import { readTranslationForm, translationRows, type TranslatableField, type TranslationRow } from "../../domain/translations";
import { announceContentChange, type ContentArea } from "../content-events.server";
import type { AuditActor } from "../repos/audit.server";
import { readTranslations, type StoredTranslation, type TranslationKey } from "../repos/translations.server";
import type { AppServices } from "../services.server";
import { VersionConflict, type VersionedTable } from "./revisions-admin.server";
import {
  EnglishMovedOn,
  forgetHindiDraft,
  postedHindiVersion,
  restoredTranslation,
  staleHindi,
  TRANSLATION_REFUSED,
  translationSnapshot,
  translationVersion,
  writeTranslationChange,
  type TranslationSaveOutcome,
  type TranslationSnapshot,
} from "./translation-revisions.server";

/*
 * One record's Hindi in the back office (issue 23, part 3; decisions 0046, 0049, 0052, 0055), the
 * same for every kind an administrator writes in English and translates box by box (a course, a
 * testimonial, the Explore section): the form's rows beside the English, a save that writes only
 * what changed and is refused when the English or the Hindi was saved again since the form opened
 * (both versions claimed in the write's transaction, so that two saves cannot both pass), a revision
 * and an audit entry per save, and a restore through the save's checks. Each kind says what its
 * record is, which boxes it has, and which public area to announce.
 */

export interface RecordTranslation {
  id: string;
  /** the record's English name, as the back office names it ("Forex Trading Foundations") */
  name: string;
  /** the English's version: a Hindi save made against older English is refused */
  version: string;
  /** the Hindi's own version: a save after someone else's Hindi save is refused, naming them */
  hindiVersion: string;
  rows: TranslationRow[];
  waiting: number;
}

export type RecordTranslationState = RecordTranslation & { stored: Record<string, StoredTranslation> };

export interface RecordTranslationKind {
  /** the revisions' entity (decision 0052), e.g. "course-hi" */
  revisions: string;
  /** the record as a sentence names it: "this course", "the Explore section" */
  thisOne: string;
  /** its Hindi as the revisions' conflict message names it: "course's Hindi" */
  hindiNoun: string;
  /** the audit entry's entity and actions */
  audit: { entity: string; save: string; restore: string; detail(state: RecordTranslation): Record<string, unknown> };
  /** the public area a save changes: announcing it empties every instance's page cache */
  area: ContentArea;
  /** the table whose row's version the English is, claimed with the Hindi (none: the English is checked before the write only) */
  englishTable?: VersionedTable;
  key(id: string): TranslationKey;
  /** the record's English, its boxes and its stored Hindi; null when there is no such record */
  read(services: AppServices, id: string): Promise<{ name: string; version: string; fields: TranslatableField[]; english: Record<string, string> } | null>;
}

/**
 * A kind of record translated box by box, named after its English kind (`entity`, e.g. "course"):
 * its Hindi revisions are `{entity}-hi`, its audit actions `{entity}.translate` and
 * `{entity}.translate_restore`, and sentences name it "this {noun}" unless told otherwise.
 */
export function translatedRecordKind(
  entity: string,
  noun: string,
  kind: Pick<RecordTranslationKind, "area" | "key" | "read" | "englishTable"> & { thisOne?: string; detail(state: RecordTranslation): Record<string, unknown> },
): RecordTranslationKind {
  return {
    revisions: `${entity}-hi`,
    thisOne: kind.thisOne ?? `this ${noun}`,
    hindiNoun: `${noun}'s Hindi`,
    audit: { entity, save: `${entity}.translate`, restore: `${entity}.translate_restore`, detail: kind.detail },
    area: kind.area,
    ...(kind.englishTable ? { englishTable: kind.englishTable } : {}),
    key: kind.key,
    read: kind.read,
  };
}

/** A record's Hindi form and its stored rows (what a revision and a restore start from). */
async function translationState(kind: RecordTranslationKind, services: AppServices, id: string): Promise<RecordTranslationState | null> {
  const record = await kind.read(services, id);
  if (!record) return null;
  const [stored, hindiVersion] = await Promise.all([readTranslations(services.db, kind.key(id)), recordTranslationVersion(kind, services, id)]);
  return { id, name: record.name, version: record.version, hindiVersion, stored, ...translationRows(record.fields, record.english, stored) };
}

/** A record's boxes with their English and Hindi; null when there is no such record. */
export async function loadRecordTranslation(kind: RecordTranslationKind, services: AppServices, id: string): Promise<RecordTranslation | null> {
  const state = await translationState(kind, services, id);
  if (!state) return null;
  const { stored: _stored, ...translation } = state;
  return translation;
}

/** A record's Hindi as its form shows it: what a revision keeps; null when there is no such record. */
export async function recordTranslationSnapshot(kind: RecordTranslationKind, services: AppServices, id: string): Promise<TranslationSnapshot | null> {
  const state = await translationState(kind, services, id);
  return state ? translationSnapshot(state.rows, state.stored) : null;
}

/** A record's Hindi version: the time of its newest Hindi revision ("" before the first save). */
export const recordTranslationVersion = (kind: RecordTranslationKind, services: AppServices, id: string) => translationVersion(services.db, kind.revisions, id);

async function writeRecordTranslation(
  kind: RecordTranslationKind,
  services: AppServices,
  current: RecordTranslationState,
  changes: Record<string, StoredTranslation | null>,
  options: { actor: AuditActor; hindiVersion: string | null; englishVersion: string | null; restoredFrom?: string },
) {
  const { actor, restoredFrom } = options;
  await writeTranslationChange(services.db, {
    revisionEntity: kind.revisions,
    key: kind.key(current.id),
    version: options.hindiVersion,
    ...(kind.englishTable ? { english: { table: kind.englishTable, id: current.id, version: options.englishVersion } } : {}),
    before: translationSnapshot(current.rows, current.stored),
    after: async (db) => (await recordTranslationSnapshot(kind, { ...services, db }, current.id))!,
    changes,
    actor,
    audit: (written) => ({
      action: restoredFrom ? kind.audit.restore : kind.audit.save,
      entity: kind.audit.entity,
      entityId: current.id,
      detail: { ...kind.audit.detail(current), locale: "hi", changed: written, ...(restoredFrom ? { revision: restoredFrom } : {}) },
    }),
    restoredFrom,
  });
}

async function announce(kind: RecordTranslationKind, services: AppServices, log: Logger) {
  await announceContentChange(services, kind.area).catch((error: unknown) => log.error({ err: error }, `announcing the Hindi of ${kind.thisOne} failed`));
}

export type RecordTranslationOutcome = TranslationSaveOutcome;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const staleRecordHindi = (kind: RecordTranslationKind, services: AppServices, id: string) => staleHindi(services.db, kind.revisions, id, kind.hindiNoun);

/**
 * Saves a record's Hindi boxes: a box is written when its text changed or "still says the same" is
 * ticked, each row with the English it translates; an emptied box deletes its Hindi. Refused when
 * the English or the Hindi was saved since the form was opened. Audited, and announced, so that /hi
 * shows it on every instance at once.
 */
export async function saveRecordTranslation(kind: RecordTranslationKind, services: AppServices, log: Logger, id: string, form: FormData, actor: AuditActor): Promise<RecordTranslationOutcome> {
  const current = await translationState(kind, services, id);
  if (!current) return { ok: false, status: 404, error: `${capitalised(kind.thisOne)} no longer exists.`, fieldErrors: {}, values: {} };
  const { values, errors, changes } = readTranslationForm(current.rows, (name) => form.get(name));
  const hindiVersion = postedHindiVersion(form);
  const refused = (status: number, error: string, fieldErrors: Record<string, string> = {}, conflictVersion?: string): RecordTranslationOutcome => ({
    ok: false,
    status,
    error,
    fieldErrors,
    values,
    hindiVersion,
    ...(conflictVersion === undefined ? {} : { conflictVersion }),
  });
  const movedOn = `The English of ${kind.thisOne} was saved again after this form was opened. Nothing was saved: check the Hindi against the English shown now.`;
  // the boxes were written beside the English the form showed: if it changed since, they may not translate it
  const posted = form.get("version");
  const englishVersion = typeof posted === "string" ? posted : null;
  if (englishVersion !== null && englishVersion !== current.version) return refused(409, movedOn);
  if (Object.keys(errors).length > 0) return refused(400, TRANSLATION_REFUSED, errors);
  if (Object.keys(changes).length === 0) {
    await forgetHindiDraft(services.db, kind.revisions, id, actor);
    return { ok: true };
  }
  try {
    await writeRecordTranslation(kind, services, current, changes, { actor, hindiVersion, englishVersion });
  } catch (error) {
    if (error instanceof EnglishMovedOn) return refused(409, movedOn);
    if (error instanceof VersionConflict) {
      const stale = await staleRecordHindi(kind, services, id);
      return refused(409, stale.message, {}, stale.version);
    }
    log.error({ err: error }, `the Hindi of ${kind.thisOne} could not be saved`);
    return refused(500, "The Hindi texts could not be saved. Try again.");
  }
  await announce(kind, services, log);
  return { ok: true };
}

/**
 * Brings an earlier Hindi version of a record back as a new save (decision 0052), through the
 * save's checks: refused when someone saved the Hindi after the revisions screen was opened (the
 * version compared and claimed in the write's transaction), or when a box no longer passes the
 * form's bounds. Each box comes back with the English it was
 * written from, so a box written for older English is marked "needs translation" again.
 */
export async function restoreRecordTranslationRevision(
  kind: RecordTranslationKind,
  services: AppServices,
  input: { id: string; snapshot: Record<string, unknown>; revisionId: string; version: string | null; actor: AuditActor },
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const current = await translationState(kind, services, input.id);
  if (!current) return { ok: false, status: 404, message: `${capitalised(kind.thisOne)} no longer exists.` };
  const reading = restoredTranslation(current.rows, current.stored, input.snapshot);
  if (!reading.ok) return { ok: false, status: 400, message: reading.message };
  try {
    // the English is not checked: a restored box keeps the English it was written from
    await writeRecordTranslation(kind, services, current, reading.changes, { actor: input.actor, hindiVersion: input.version, englishVersion: null, restoredFrom: input.revisionId });
  } catch (error) {
    if (error instanceof VersionConflict) return { ok: false, status: 409, message: (await staleRecordHindi(kind, services, input.id)).message };
    services.log.error({ err: error }, `a Hindi version of ${kind.thisOne} could not be restored`);
    return { ok: false, status: 500, message: "The version could not be restored. Try again." };
  }
  await announce(kind, services, services.log);
  return { ok: true };
}
