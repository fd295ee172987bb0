/*
 * The course page's fields in the course editor (issue 22): read from the posted form into what
 * the courses table stores, with one message per field to show beside it. The card's own fields
 * (name, link, category, description, order) stay with courseFormSchema (app/domain/course.ts).
 */

import {
  courseFormats,
  courseLanguages,
  courseLevels,
  courseSlug,
  courseStatuses,
  LIMITS,
  parseBatches,
  parseCurriculum,
  parseFaq,
  parseInstructors,
  parsePoints,
  rupeesToPaise,
  type CourseFormat,
  type CourseLanguage,
  type CourseLevel,
  type CourseStatus,
  type ListReading,
} from "./course-page";

export const COURSE_PAGE_FIELDS = [
  "slug",
  "status",
  "summary",
  "points",
  "curriculum",
  "level",
  "languages",
  "totalHours",
  "format",
  "batches",
  "price",
  "emiNote",
  "instructors",
  "faq",
] as const;

export type CoursePageField = (typeof COURSE_PAGE_FIELDS)[number];
/** what the editor posted, as text (languages: the ticked codes joined by commas) */
export type CoursePageValues = Partial<Record<CoursePageField, string>>;
export type CoursePageErrors = Partial<Record<CoursePageField, string>>;

/** The columns the page fields fill (the lists as JSON text). */
export interface CoursePageColumns {
  slug: string;
  status: CourseStatus;
  summary: string;
  learningPoints: string;
  curriculum: string;
  level: CourseLevel | null;
  languages: string;
  totalHours: number | null;
  format: CourseFormat | null;
  batches: string;
  pricePaise: number | null;
  emiNote: string;
  instructors: string;
  faq: string;
}

export const SUMMARY_MAX = 600;
export const EMI_NOTE_MAX = 200;
export const TOTAL_HOURS_MAX = 2000;

export type CoursePageReading = { ok: true; columns: CoursePageColumns } | { ok: false; errors: CoursePageErrors };

function list<T>(reading: ListReading<T>, field: CoursePageField, errors: CoursePageErrors): string {
  if (!reading.ok) {
    errors[field] = reading.error;
    return "[]";
  }
  return JSON.stringify(reading.items);
}

function oneOf<T extends string>(choices: readonly T[], value: string | undefined): T | null | undefined {
  const raw = (value ?? "").trim();
  if (raw === "") return null;
  return (choices as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/**
 * Reads the page fields. A form without a status (an older client) publishes, as a course was
 * always public before it had a page; the slug comes from the name when none is typed.
 */
export function readCoursePageForm(values: CoursePageValues, name: string): CoursePageReading {
  const errors: CoursePageErrors = {};
  const text = (field: CoursePageField, max: number) => {
    const value = (values[field] ?? "").trim();
    if (value.length > max) errors[field] = `At most ${max} characters.`;
    return value.slice(0, max);
  };

  const typedSlug = text("slug", 200);
  const slug = courseSlug(typedSlug, name);
  if (!slug && !errors.slug) errors.slug = typedSlug ? "Use letters or digits in the slug." : "Enter a slug (or a name to make it from).";

  const status = oneOf(courseStatuses, values.status) ?? (values.status?.trim() ? undefined : "Published");
  if (!status) errors.status = "Choose Draft or Published.";

  const level = oneOf(courseLevels, values.level);
  if (level === undefined) errors.level = "Choose a level from the list.";
  const format = oneOf(courseFormats, values.format);
  if (format === undefined) errors.format = "Choose live, recorded or hybrid.";

  const languageCodes = (values.languages ?? "").split(",").map((code) => code.trim()).filter(Boolean);
  const languages = [...new Set(languageCodes)];
  if (languages.length > courseLanguages.length || languages.some((code) => !(courseLanguages as readonly string[]).includes(code))) {
    errors.languages = "Choose languages from the list.";
  }

  const hoursText = text("totalHours", 10);
  let totalHours: number | null = null;
  if (hoursText) {
    totalHours = /^\d{1,4}$/.test(hoursText) ? Number(hoursText) : NaN;
    if (!(totalHours >= 1 && totalHours <= TOTAL_HOURS_MAX)) errors.totalHours = `Enter whole hours from 1 to ${TOTAL_HOURS_MAX}.`;
  }

  const priceText = text("price", 20);
  const pricePaise = priceText ? rupeesToPaise(priceText) : null;
  if (priceText && pricePaise === null) errors.price = "Enter the price in rupees, GST included, e.g. 24999 or 24999.50 (at most ₹99,99,999.99).";

  const columns: CoursePageColumns = {
    slug,
    status: status ?? "Draft",
    summary: text("summary", SUMMARY_MAX),
    learningPoints: list(parsePoints(text("points", LIMITS.listText)), "points", errors),
    curriculum: list(parseCurriculum(text("curriculum", LIMITS.listText)), "curriculum", errors),
    level: level ?? null,
    languages: JSON.stringify(languages as CourseLanguage[]),
    totalHours: Number.isNaN(totalHours) ? null : totalHours,
    format: format ?? null,
    batches: list(parseBatches(text("batches", LIMITS.listText)), "batches", errors),
    pricePaise,
    emiNote: text("emiNote", EMI_NOTE_MAX),
    instructors: list(parseInstructors(text("instructors", LIMITS.listText)), "instructors", errors),
    faq: list(parseFaq(text("faq", LIMITS.listText)), "faq", errors),
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, columns };
}
