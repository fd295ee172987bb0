import type { Logger } from "pino";
import { courseEnglishByField, courseTextFields } from "../../domain/course-translation";
import { readTranslationForm, translationRows, type TranslationRow } from "../../domain/translations";
import { announceContentChange } from "../content-events.server";
import { courseTextsOf, courseTranslationKey, COURSE_ENTITY, todayInIndia } from "../course-translations.server";
import type { Course } from "../db/schema.server";
import { auditedWrite, type AuditActor } from "../repos/audit.server";
import { findCourse } from "../repos/courses.server";
import { readTranslations, readTranslationsOfKind, writeTranslations } from "../repos/translations.server";
import type { AppServices } from "../services.server";

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
  rows: TranslationRow[];
  waiting: number;
}

/** A course's fields with their English and Hindi; null when there is no such course. */
export async function loadCourseTranslation(services: AppServices, id: string, now = Date.now()): Promise<CourseTranslation | null> {
  const course = await findCourse(services.db, id);
  if (!course) return null;
  const texts = courseTextsOf(course, todayInIndia(now));
  const stored = await readTranslations(services.db, courseTranslationKey(course.id));
  return { id: course.id, name: course.name, version: course.updatedAt, ...translationRows(courseTextFields(texts), courseEnglishByField(texts), stored) };
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
  | { ok: false; status: number; error: string; fieldErrors: Record<string, string>; values: Record<string, string> };

const REFUSED = "Nothing was saved: correct the fields marked below.";
const MOVED_ON = "The English of this course was saved again after this form was opened. Nothing was saved: check the Hindi against the English shown now.";

/**
 * Saves a course's Hindi boxes: a box is written when its text changed or "still says the same" is
 * ticked, each row with the English it translates; an emptied box deletes its Hindi. Audited, and
 * announced, so that /hi shows it on every instance at once.
 */
export async function saveCourseTranslation(services: AppServices, log: Logger, id: string, form: FormData, actor: AuditActor): Promise<CourseTranslationOutcome> {
  const current = await loadCourseTranslation(services, id);
  if (!current) return { ok: false, status: 404, error: "This course no longer exists.", fieldErrors: {}, values: {} };
  const { values, errors, changes } = readTranslationForm(current.rows, (name) => form.get(name));
  // the boxes were written beside the English the form showed: if it changed since, they may not translate it
  const version = form.get("version");
  if (typeof version === "string" && version !== current.version) return { ok: false, status: 409, error: MOVED_ON, fieldErrors: {}, values };
  if (Object.keys(errors).length > 0) return { ok: false, status: 400, error: REFUSED, fieldErrors: errors, values };
  if (Object.keys(changes).length === 0) return { ok: true };
  try {
    const entry = (written: string[]) => ({ action: "course.translate", entity: "course", entityId: current.id, detail: { name: current.name, locale: "hi", changed: written } });
    await auditedWrite(services.db, actor, entry, (db) => writeTranslations(db, courseTranslationKey(current.id), changes));
  } catch (error) {
    log.error({ err: error }, "a course's Hindi could not be saved");
    return { ok: false, status: 500, error: "The Hindi texts could not be saved. Try again.", fieldErrors: {}, values };
  }
  await announceContentChange(services, "courses").catch((error: unknown) => log.error({ err: error }, "announcing a course's Hindi change failed"));
  return { ok: true };
}
