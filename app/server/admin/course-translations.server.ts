import type { Logger } from "pino";
import { courseEnglishByField, courseTextFields } from "../../domain/course-translation";
import { readTranslationForm, translationRows, type TranslationRow } from "../../domain/translations";
import { announceContentChange } from "../content-events.server";
import { courseTextsOf, courseTranslationKey, COURSE_ENTITY, todayInIndia } from "../course-translations.server";
import type { Course } from "../db/schema.server";
import type { AuditActor } from "../repos/audit.server";
import { findCourse } from "../repos/courses.server";
import { readTranslations, readTranslationsOfKind, type StoredTranslation } from "../repos/translations.server";
import type { AppServices } from "../services.server";
import { conflictMessage, VersionConflict } from "./revisions-admin.server";
import { EnglishMovedOn, postedHindiVersion, restoredTranslation, translationSnapshot, translationVersion, writeTranslationChange, type TranslationSnapshot } from "./translation-revisions.server";

/*
 * A course's Hindi in the back office (issue 23, part 3; decision 0046), edited beside its English
 * like the page texts: a box per text the page shows, "needs translation" while a box has no Hindi
 * or its English changed after the Hindi was written, and a save that writes only what changed.
 */

export interface CourseTranslation {
  id: string;
  name: string;
  /** the course's version: a Hindi save made against older English is refused */
  version: string;
  /** the Hindi's own version: a save after someone else's Hindi save is refused, naming them */
  hindiVersion: string;
  rows: TranslationRow[];
  waiting: number;
}

/** A course's Hindi form and its stored rows (what a revision and a restore start from). */
async function courseTranslationState(services: AppServices, id: string, now = Date.now()): Promise<(CourseTranslation & { stored: Record<string, StoredTranslation> }) | null> {
  const course = await findCourse(services.db, id);
  if (!course) return null;
  const texts = courseTextsOf(course, todayInIndia(now));
  const [stored, hindiVersion] = await Promise.all([readTranslations(services.db, courseTranslationKey(course.id)), courseTranslationVersion(services, course.id)]);
  return { id: course.id, name: course.name, version: course.updatedAt, hindiVersion, stored, ...translationRows(courseTextFields(texts), courseEnglishByField(texts), stored) };
}

/** A course's fields with their English and Hindi; null when there is no such course. */
export async function loadCourseTranslation(services: AppServices, id: string, now = Date.now()): Promise<CourseTranslation | null> {
  const state = await courseTranslationState(services, id, now);
  if (!state) return null;
  const { stored: _stored, ...translation } = state;
  return translation;
}

/** The entity key of a course's Hindi revisions (decision 0052); the record is the course's id. */
export const COURSE_HINDI_REVISIONS = "course-hi";

/** A course's Hindi as its form shows it: what a revision keeps; null when there is no such course. */
export async function courseTranslationSnapshot(services: AppServices, id: string): Promise<TranslationSnapshot | null> {
  const state = await courseTranslationState(services, id);
  return state ? translationSnapshot(state.rows, state.stored) : null;
}

/** A course's Hindi version: the time of its newest Hindi revision ("" before the first save). */
export const courseTranslationVersion = (services: AppServices, id: string) => translationVersion(services.db, COURSE_HINDI_REVISIONS, id);

async function writeCourseTranslation(
  services: AppServices,
  current: CourseTranslation & { stored: Record<string, StoredTranslation> },
  changes: Record<string, StoredTranslation | null>,
  options: { actor: AuditActor; hindiVersion: string | null; englishVersion: string | null; restoredFrom?: string },
): Promise<void> {
  const { restoredFrom } = options;
  await writeTranslationChange(services.db, {
    revisionEntity: COURSE_HINDI_REVISIONS,
    key: courseTranslationKey(current.id),
    version: options.hindiVersion,
    english: { table: "courses", id: current.id, version: options.englishVersion },
    before: translationSnapshot(current.rows, current.stored),
    after: async (db) => (await courseTranslationSnapshot({ ...services, db }, current.id))!,
    changes,
    actor: options.actor,
    audit: (written) => ({
      action: restoredFrom ? "course.translate_restore" : "course.translate",
      entity: "course",
      entityId: current.id,
      detail: { name: current.name, locale: "hi", changed: written, ...(restoredFrom ? { revision: restoredFrom } : {}) },
    }),
    restoredFrom,
  });
}

/** How many fields of each course wait for their Hindi, by course id (the list's marks). */
export async function countCourseTranslationsWaiting(services: AppServices, courses: readonly Course[], now = Date.now()): Promise<Record<string, number>> {
  const stored = await readTranslationsOfKind(services.db, COURSE_ENTITY, "hi");
  const today = todayInIndia(now);
  return Object.fromEntries(
    courses.map((course) => {
      const texts = courseTextsOf(course, today);
      return [course.id, translationRows(courseTextFields(texts), courseEnglishByField(texts), stored[course.id] ?? {}).waiting];
    }),
  );
}

export type CourseTranslationOutcome =
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

const REFUSED = "Nothing was saved: correct the fields marked below.";
const MOVED_ON = "The English of this course was saved again after this form was opened. Nothing was saved: check the Hindi against the English shown now.";
const HINDI_NOUN = "course's Hindi";

/** The refusal of a save or restore made from an older Hindi version: who saved since, and when. */
async function staleHindi(services: AppServices, id: string): Promise<{ message: string; version: string }> {
  const version = await courseTranslationVersion(services, id);
  return { message: await conflictMessage(services.db, COURSE_HINDI_REVISIONS, id, HINDI_NOUN, version), version };
}

/**
 * Saves a course's Hindi boxes: a box is written when its text changed or "still says the same" is
 * ticked, each row with the English it translates; an emptied box deletes its Hindi. Refused when
 * the English or the Hindi was saved since the form was opened (both versions claimed in the
 * write's transaction). Audited, and announced, so that /hi shows it on every instance at once.
 */
export async function saveCourseTranslation(services: AppServices, log: Logger, id: string, form: FormData, actor: AuditActor): Promise<CourseTranslationOutcome> {
  const current = await courseTranslationState(services, id);
  if (!current) return { ok: false, status: 404, error: "This course no longer exists.", fieldErrors: {}, values: {} };
  const { values, errors, changes } = readTranslationForm(current.rows, (name) => form.get(name));
  const hindiVersion = postedHindiVersion(form);
  // the boxes were written beside the English the form showed: if it changed since, they may not translate it
  const posted = form.get("version");
  const englishVersion = typeof posted === "string" ? posted : null;
  const refused = (status: number, error: string, fieldErrors: Record<string, string> = {}, conflictVersion?: string): CourseTranslationOutcome => ({ ok: false, status, error, fieldErrors, values, hindiVersion, ...(conflictVersion === undefined ? {} : { conflictVersion }) });
  if (englishVersion !== null && englishVersion !== current.version) return refused(409, MOVED_ON);
  if (Object.keys(errors).length > 0) return refused(400, REFUSED, errors);
  if (Object.keys(changes).length === 0) return { ok: true };
  try {
    await writeCourseTranslation(services, current, changes, { actor, hindiVersion, englishVersion });
  } catch (error) {
    if (error instanceof EnglishMovedOn) return refused(409, MOVED_ON);
    if (error instanceof VersionConflict) {
      const stale = await staleHindi(services, id);
      return refused(409, stale.message, {}, stale.version);
    }
    log.error({ err: error }, "a course's Hindi could not be saved");
    return refused(500, "The Hindi texts could not be saved. Try again.");
  }
  await announceContentChange(services, "courses").catch((error: unknown) => log.error({ err: error }, "announcing a course's Hindi change failed"));
  return { ok: true };
}

/**
 * Brings an earlier Hindi version of a course back as a new save (decision 0052), through the
 * save's checks: refused when someone saved the Hindi after the revisions screen was opened (the
 * version compared and claimed in the write's transaction), or when a box no longer passes the
 * form's bounds. Each box comes back with the English it was written from, so a box written for
 * older English is marked "needs translation" again.
 */
export async function restoreCourseTranslationRevision(
  services: AppServices,
  input: { id: string; snapshot: Record<string, unknown>; revisionId: string; version: string | null; actor: AuditActor },
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const current = await courseTranslationState(services, input.id);
  if (!current) return { ok: false, status: 404, message: "This course no longer exists." };
  const reading = restoredTranslation(current.rows, current.stored, input.snapshot);
  if (!reading.ok) return { ok: false, status: 400, message: reading.message };
  try {
    // the English is not checked: a restored box keeps the English it was written from
    await writeCourseTranslation(services, current, reading.changes, { actor: input.actor, hindiVersion: input.version, englishVersion: null, restoredFrom: input.revisionId });
  } catch (error) {
    if (error instanceof VersionConflict) return { ok: false, status: 409, message: (await staleHindi(services, input.id)).message };
    services.log.error({ err: error }, "a Hindi version of a course could not be restored");
    return { ok: false, status: 500, message: "The version could not be restored. Try again." };
  }
  await announceContentChange(services, "courses").catch((error: unknown) => services.log.error({ err: error }, "announcing a course's Hindi change failed"));
  return { ok: true };
}
