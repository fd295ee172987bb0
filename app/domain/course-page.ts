/*
 * A course's own page (issue 22, decision 0039): what it stores besides the home card, the rules
 * of its price (an inclusive price in paise, GST inside it), and the plain-text formats in which
 * the editor writes its ordered lists (curriculum, FAQ, batches, instructors) without JavaScript.
 * The lists are kept as JSON text in the courses table; every read goes through the schemas here,
 * so a damaged value shows an empty section rather than breaking the page.
 */

import { slugify } from "./blog";
import { z } from "./zod";
import { compareCodes } from "./text-order";

export { isPossibleSlug } from "./blog";

export const courseStatuses = ["Draft", "Published"] as const;
export type CourseStatus = (typeof courseStatuses)[number];

export const courseLevels = ["beginner", "intermediate", "advanced", "all"] as const;
export type CourseLevel = (typeof courseLevels)[number];

export const courseFormats = ["live", "recorded", "hybrid"] as const;
export type CourseFormat = (typeof courseFormats)[number];

/** the languages a course can be taught in, by their ISO 639-1 codes (names are interface texts) */
export const courseLanguages = ["en", "hi", "mr", "gu", "ta", "te"] as const;
export type CourseLanguage = (typeof courseLanguages)[number];

/** GST on education services sold by a private academy: 18 % (SAC 9992), included in the price. */
export const GST_RATE_PERCENT = 18;

/** the largest price the editor takes: ₹99,99,999.99 */
export const PRICE_PAISE_MAX = 9_99_99_999;

// bounds of the lists (decision 0026): each list and each line has a ceiling
export const LIMITS = {
  points: 15,
  pointLength: 200,
  modules: 20,
  lessonsPerModule: 30,
  titleLength: 200,
  lessonMinutesMax: 600,
  faq: 20,
  questionLength: 300,
  answerLength: 1000,
  instructors: 6,
  instructorLength: 200,
  batches: 8,
  batchLabelLength: 120,
  /** the textareas as a whole: more than any list above can fill */
  listText: 20_000,
} as const;

export interface Lesson {
  title: string;
  minutes: number;
}
export interface CurriculumModule {
  title: string;
  lessons: Lesson[];
}
export interface FaqEntry {
  question: string;
  answer: string;
}
export interface Instructor {
  name: string;
  role: string;
}
export interface Batch {
  /** YYYY-MM-DD, the first class's date in India */
  startDate: string;
  /** e.g. "Weekend batch, Sat and Sun 10:00 IST" (may be empty) */
  label: string;
}

const line = (max: number) => z.string().trim().min(1).max(max);

export const pointsSchema = z.array(line(LIMITS.pointLength)).max(LIMITS.points);
export const curriculumSchema = z
  .array(
    z.object({
      title: line(LIMITS.titleLength),
      lessons: z
        .array(z.object({ title: line(LIMITS.titleLength), minutes: z.number().int().min(1).max(LIMITS.lessonMinutesMax) }))
        .min(1)
        .max(LIMITS.lessonsPerModule),
    }),
  )
  .max(LIMITS.modules);
export const faqSchema = z.array(z.object({ question: line(LIMITS.questionLength), answer: line(LIMITS.answerLength) })).max(LIMITS.faq);
export const instructorsSchema = z.array(z.object({ name: line(LIMITS.instructorLength), role: z.string().trim().max(LIMITS.instructorLength) })).max(LIMITS.instructors);
export const batchesSchema = z.array(z.object({ startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), label: z.string().trim().max(LIMITS.batchLabelLength) })).max(LIMITS.batches);
export const languagesSchema = z.array(z.enum(courseLanguages)).max(courseLanguages.length);

/** A stored JSON list read through its schema; anything unreadable is an empty list. */
export function readStoredList<T>(schema: z.ZodType<T[]>, text: string | null | undefined): T[] {
  if (!text) return [];
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

// ---------------------------------------------------------------------------------------------
// Slugs: the blog's rules (app/domain/blog.ts), so a course's address reads like a post's.

/** The slug a course gets: the typed one reduced by the blog's rules, else its name's. */
export function courseSlug(typed: string, name: string): string {
  return slugify(typed.trim() ? typed : name);
}

// ---------------------------------------------------------------------------------------------
// Price and GST

export interface PriceBreakdown {
  /** what the learner pays, GST included */
  totalPaise: number;
  /** the GST inside it: total × 18 / 118, rounded to the paisa */
  gstPaise: number;
  /** the price before GST (total − GST), so the two always add up to the total */
  basePaise: number;
}

/**
 * The law asks that the price shown to a consumer includes all taxes (Legal Metrology rules and
 * the Consumer Protection (E-Commerce) Rules, 2020); the GST in it is shown beside it. The GST
 * part of an inclusive price is price × rate / (100 + rate), rounded half up to the paisa; the
 * base is the rest, so base + GST is the price exactly.
 */
export function priceBreakdown(totalPaise: number, ratePercent = GST_RATE_PERCENT): PriceBreakdown {
  const gstPaise = Math.round((totalPaise * ratePercent) / (100 + ratePercent));
  return { totalPaise, gstPaise, basePaise: totalPaise - gstPaise };
}

/**
 * Rupees as an editor types them ("24999", "24,999", "24999.50") → paise; null when it is not
 * such a number or above the ceiling. Strict: no signs, no exponents, at most two decimals.
 */
export function rupeesToPaise(text: string): number | null {
  const plain = text.trim().replace(/[,\s]/g, "").replace(/^₹/, "");
  if (plain.length === 0 || plain.length > 12) return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return paise <= PRICE_PAISE_MAX ? paise : null;
}

/** Paise as the editor shows them again: "24999" or "24999.50". */
export function paiseToRupeesText(paise: number | null): string {
  if (paise === null) return "";
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, "0")}`;
}

// ---------------------------------------------------------------------------------------------
// The editor's list formats: one item per line, read and written by the functions below.

export type ListReading<T> = { ok: true; items: T[] } | { ok: false; error: string };

function linesOf(text: string): { text: string; number: number }[] {
  return text
    .slice(0, LIMITS.listText)
    .split(/\r?\n/)
    .map((content, index) => ({ text: content.trim(), number: index + 1 }))
    .filter((entry) => entry.text !== "");
}

/** Splits "left | right" at the last "|" (a title may not hold one, a duration never does). */
function splitAtBar(text: string): [string, string] | null {
  const at = text.lastIndexOf("|");
  return at < 0 ? null : [text.slice(0, at).trim(), text.slice(at + 1).trim()];
}

/** What you will learn: one point per line. */
export function parsePoints(text: string): ListReading<string> {
  const items = linesOf(text).map((entry) => entry.text);
  if (items.length > LIMITS.points) return { ok: false, error: `At most ${LIMITS.points} points.` };
  const long = items.findIndex((item) => item.length > LIMITS.pointLength);
  if (long >= 0) return { ok: false, error: `Point ${long + 1} is longer than ${LIMITS.pointLength} characters.` };
  return { ok: true, items };
}

export const formatPoints = (points: readonly string[]) => points.join("\n");

/**
 * The curriculum: a line starting with "#" opens a module ("# Reading a chart"); each line after
 * it is a lesson with its length in minutes after a bar ("Candlestick basics | 45").
 */
export function parseCurriculum(text: string): ListReading<CurriculumModule> {
  const modules: CurriculumModule[] = [];
  for (const entry of linesOf(text)) {
    if (entry.text.startsWith("#")) {
      const title = entry.text.replace(/^#+/, "").trim();
      if (!title) return { ok: false, error: `Line ${entry.number}: write the module's title after "#".` };
      if (title.length > LIMITS.titleLength) return { ok: false, error: `Line ${entry.number}: the title is longer than ${LIMITS.titleLength} characters.` };
      if (modules.length === LIMITS.modules) return { ok: false, error: `At most ${LIMITS.modules} modules.` };
      modules.push({ title, lessons: [] });
      continue;
    }
    const module = modules.at(-1);
    if (!module) return { ok: false, error: `Line ${entry.number}: start with a module line such as "# Module 1: Basics".` };
    const parts = splitAtBar(entry.text);
    const minutes = parts && /^\d{1,3}$/.test(parts[1]) ? Number(parts[1]) : NaN;
    if (!parts || !parts[0] || !(minutes >= 1 && minutes <= LIMITS.lessonMinutesMax)) {
      return { ok: false, error: `Line ${entry.number}: write a lesson as "Title | minutes", e.g. "Candlestick basics | 45" (1 to ${LIMITS.lessonMinutesMax} minutes).` };
    }
    if (parts[0].length > LIMITS.titleLength) return { ok: false, error: `Line ${entry.number}: the title is longer than ${LIMITS.titleLength} characters.` };
    if (module.lessons.length === LIMITS.lessonsPerModule) return { ok: false, error: `Line ${entry.number}: at most ${LIMITS.lessonsPerModule} lessons in a module.` };
    module.lessons.push({ title: parts[0], minutes });
  }
  const empty = modules.find((module) => module.lessons.length === 0);
  if (empty) return { ok: false, error: `The module "${empty.title}" has no lessons.` };
  return { ok: true, items: modules };
}

export function formatCurriculum(modules: readonly CurriculumModule[]): string {
  return modules.map((module) => [`# ${module.title}`, ...module.lessons.map((lesson) => `${lesson.title} | ${lesson.minutes}`)].join("\n")).join("\n\n");
}

/** The minutes of all lessons. */
export function curriculumMinutes(modules: readonly CurriculumModule[]): number {
  return modules.reduce((sum, module) => sum + module.lessons.reduce((inner, lesson) => inner + lesson.minutes, 0), 0);
}

/** The FAQ: a "Q:" line, then its "A:" line, pair after pair, in the order shown. */
export function parseFaq(text: string): ListReading<FaqEntry> {
  const items: FaqEntry[] = [];
  let question: { text: string; number: number } | null = null;
  for (const entry of linesOf(text)) {
    const kind = entry.text.slice(0, 2).toUpperCase();
    const body = entry.text.slice(2).trim();
    if (kind === "Q:") {
      if (question) return { ok: false, error: `Line ${entry.number}: the question on line ${question.number} has no "A:" answer.` };
      if (!body || body.length > LIMITS.questionLength) return { ok: false, error: `Line ${entry.number}: a question has 1 to ${LIMITS.questionLength} characters.` };
      question = { text: body, number: entry.number };
    } else if (kind === "A:") {
      if (!question) return { ok: false, error: `Line ${entry.number}: an answer needs a "Q:" line before it.` };
      if (!body || body.length > LIMITS.answerLength) return { ok: false, error: `Line ${entry.number}: an answer has 1 to ${LIMITS.answerLength} characters.` };
      if (items.length === LIMITS.faq) return { ok: false, error: `At most ${LIMITS.faq} questions.` };
      items.push({ question: question.text, answer: body });
      question = null;
    } else {
      return { ok: false, error: `Line ${entry.number}: start the line with "Q:" or "A:".` };
    }
  }
  if (question) return { ok: false, error: `Line ${question.number}: the question has no "A:" answer.` };
  return { ok: true, items };
}

export const formatFaq = (faq: readonly FaqEntry[]) => faq.map((entry) => `Q: ${entry.question}\nA: ${entry.answer}`).join("\n\n");

/** Instructors: "Name | what they teach or have done" per line (the part after the bar is optional). */
export function parseInstructors(text: string): ListReading<Instructor> {
  const items: Instructor[] = [];
  for (const entry of linesOf(text)) {
    const parts = splitAtBar(entry.text) ?? [entry.text, ""];
    if (!parts[0] || parts[0].length > LIMITS.instructorLength || parts[1].length > LIMITS.instructorLength) {
      return { ok: false, error: `Line ${entry.number}: write "Name | role", each part at most ${LIMITS.instructorLength} characters.` };
    }
    items.push({ name: parts[0], role: parts[1] });
  }
  if (items.length > LIMITS.instructors) return { ok: false, error: `At most ${LIMITS.instructors} instructors.` };
  return { ok: true, items };
}

export const formatInstructors = (instructors: readonly Instructor[]) =>
  instructors.map((instructor) => (instructor.role ? `${instructor.name} | ${instructor.role}` : instructor.name)).join("\n");

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Batches: "YYYY-MM-DD | label" per line (the label is optional), kept in date order. */
export function parseBatches(text: string): ListReading<Batch> {
  const items: Batch[] = [];
  for (const entry of linesOf(text)) {
    const parts = splitAtBar(entry.text) ?? [entry.text, ""];
    if (!isCalendarDate(parts[0])) return { ok: false, error: `Line ${entry.number}: start with the first class's date as YYYY-MM-DD, e.g. "2026-12-07 | Weekend batch".` };
    if (parts[1].length > LIMITS.batchLabelLength) return { ok: false, error: `Line ${entry.number}: the label is longer than ${LIMITS.batchLabelLength} characters.` };
    items.push({ startDate: parts[0], label: parts[1] });
  }
  if (items.length > LIMITS.batches) return { ok: false, error: `At most ${LIMITS.batches} batches.` };
  return { ok: true, items: items.sort((a, b) => compareCodes(a.startDate, b.startDate)) };
}

export const formatBatches = (batches: readonly Batch[]) => batches.map((batch) => (batch.label ? `${batch.startDate} | ${batch.label}` : batch.startDate)).join("\n");

/** The batches still ahead on `today` (YYYY-MM-DD in India): a batch that started is no longer offered. */
export function upcomingBatches(batches: readonly Batch[], today: string): Batch[] {
  return batches.filter((batch) => batch.startDate >= today);
}

// ---------------------------------------------------------------------------------------------
// Related testimonials (decision 0039): those an administrator linked to the course come first,
// then quotes that mention the course's name; when neither fills the list, the newest published
// ones of no other course.

export const RELATED_TESTIMONIALS = 3;

export function relatedTestimonials<T extends { quote: string; courseId: string | null }>(course: { id: string; name: string }, testimonials: readonly T[], max = RELATED_TESTIMONIALS): T[] {
  const name = course.name.toLowerCase();
  const linked = testimonials.filter((testimonial) => testimonial.courseId === course.id);
  const naming = testimonials.filter((testimonial) => testimonial.courseId === null && testimonial.quote.toLowerCase().includes(name));
  const chosen = [...linked, ...naming];
  if (chosen.length > 0) return chosen.slice(0, max);
  // a testimonial about another course is not shown as this one's
  return testimonials.filter((testimonial) => testimonial.courseId === null).slice(0, max);
}
