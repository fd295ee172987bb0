import { todayInIndia } from "../domain/dates";
import { batchesSchema, curriculumSchema, faqSchema, instructorsSchema, pointsSchema, readStoredList, upcomingBatches } from "../domain/course-page";
import { courseInHindi, type CourseTexts } from "../domain/course-translation";
import { cachedUntilChange } from "./content-cache.server";
import type { Course } from "./db/schema.server";
import { readTranslationsOfKind, type StoredTranslation } from "./repos/translations.server";
import type { AppServices } from "./services.server";

/*
 * Courses in Hindi (issue 23, part 3; decision 0046): where a course's Hindi is kept and how a
 * stored course becomes the words its page shows. The back office's side is
 * app/server/admin/course-translations.server.ts; the rule of the Hindi page is
 * app/domain/course-translation.ts.
 */

export const COURSE_ENTITY = "course";

export const courseTranslationKey = (courseId: string) => ({ entity: COURSE_ENTITY, entityId: courseId, locale: "hi" });

/**
 * A stored course's words as its page shows them: the lists read through their schemas, and the
 * batches still ahead on `today` (a past batch is not shown, so it needs no Hindi).
 */
export function courseTextsOf(course: Course, today: string): CourseTexts {
  return {
    name: course.name,
    description: course.description,
    summary: course.summary,
    emiNote: course.emiNote,
    points: readStoredList(pointsSchema, course.learningPoints),
    curriculum: readStoredList(curriculumSchema, course.curriculum),
    batches: upcomingBatches(readStoredList(batchesSchema, course.batches), today),
    instructors: readStoredList(instructorsSchema, course.instructors),
    faq: readStoredList(faqSchema, course.faq),
  };
}

/**
 * Every course's Hindi fields, by course id: one read shared by /hi/courses, the Hindi course pages
 * and home, kept until the next content change (a Hindi save announces one, so every instance
 * shows it at once).
 */
export function readHindiCourseTranslations(services: AppServices): Promise<Record<string, Record<string, StoredTranslation>>> {
  return cachedUntilChange(services, "course-translations-hi", () => readTranslationsOfKind(services.db, COURSE_ENTITY, "hi"), {
    // unreadable: the courses show in English, as untranslated ones do
    whenUnreadable: {},
  });
}

/**
 * The Hindi name and description of each course that reads in Hindi (every text translated, as
 * its page), by course id: what its card shows on a Hindi page (home and /hi/courses).
 */
export async function hindiCardTexts(services: AppServices, courses: readonly Course[], now = Date.now()): Promise<Record<string, { name: string; description: string }>> {
  const translations = await readHindiCourseTranslations(services);
  const today = todayInIndia(now);
  const cards: Record<string, { name: string; description: string }> = {};
  for (const course of courses) {
    const hindi = courseInHindi(courseTextsOf(course, today), translations[course.id] ?? {});
    if (hindi) cards[course.id] = { name: hindi.name, description: hindi.description };
  }
  return cards;
}

/** Cards with the Hindi words of those that have them, each marked with the language of its words. */
export function withHindiCardTexts<T extends { id: string }>(cards: readonly T[], hindi: Readonly<Record<string, { name: string; description: string }>>): (T & { lang?: "hi" })[] {
  return cards.map((card) => (hindi[card.id] ? { ...card, ...hindi[card.id], lang: "hi" as const } : card));
}
