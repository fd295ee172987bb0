import type { Logger } from "pino";
import { courseEnglishByField, courseTextFields } from "../../domain/course-translation";
import { translationRows } from "../../domain/translations";
import { todayInIndia } from "../../domain/dates";
import { courseTextsOf, courseTranslationKey, COURSE_ENTITY } from "../course-translations.server";
import type { Course } from "../db/schema.server";
import type { AuditActor } from "../repos/audit.server";
import { findCourse } from "../repos/courses.server";
import { readTranslationsOfKind } from "../repos/translations.server";
import type { AppServices } from "../services.server";
import { loadRecordTranslation, saveRecordTranslation, translatedRecordKind } from "./record-translations.server";

/*
 * A course's Hindi in the back office (issue 23, part 3; decision 0046), edited beside its English
 * like the page texts: a box per text the page shows, "needs translation" while a box has no Hindi
 * or its English changed after the Hindi was written, and a save that writes only what changed.
 */

/** A course's Hindi: a box per text its page shows, against the course's version; its revisions are "course-hi". */
export const COURSE_TRANSLATION = translatedRecordKind("course", "course", {
  englishTable: "courses",
  area: "courses",
  key: courseTranslationKey,
  detail: (state) => ({ name: state.name }),
  async read(services, id) {
    const course = await findCourse(services.db, id);
    if (!course) return null;
    const texts = courseTextsOf(course, todayInIndia());
    return { name: course.name, version: course.updatedAt, fields: courseTextFields(texts), english: courseEnglishByField(texts) };
  },
});

/** The entity key of a course's Hindi revisions (decision 0052); the record is the course's id. */
export const COURSE_HINDI_REVISIONS = COURSE_TRANSLATION.revisions;

/** A course's fields with their English and Hindi; null when there is no such course. */
export const loadCourseTranslation = (services: AppServices, id: string) => loadRecordTranslation(COURSE_TRANSLATION, services, id);

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

/** Saves a course's Hindi boxes (saveRecordTranslation). */
export const saveCourseTranslation = (services: AppServices, log: Logger, id: string, form: FormData, actor: AuditActor) => saveRecordTranslation(COURSE_TRANSLATION, services, log, id, form, actor);
