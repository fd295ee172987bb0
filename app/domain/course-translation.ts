import { LIMITS, type Batch, type CurriculumModule, type FaqEntry, type Instructor } from "./course-page";
import { EMI_NOTE_MAX, SUMMARY_MAX } from "./course-page-form";
import { needsTranslation, type TranslatableField, type Translation } from "./translations";

/*
 * A course in Hindi (issue 23, part 3; decisions 0039 and 0046): which of a course's words are
 * translated, one field per text the page shows (its name, card description, summary, EMI note,
 * each point, module and lesson title, batch label, instructor's role, question and answer), and
 * the rule of the Hindi page: the course reads in Hindi only while every field that has English has
 * a Hindi written from today's English; otherwise the page shows the English course, marked as
 * English, rather than a mix of two versions. Slugs, prices, minutes, dates, links and names stay
 * as they are: they are not words to translate.
 */

/** A course's words, as its page and card show them. */
export interface CourseTexts {
  name: string;
  description: string;
  summary: string;
  emiNote: string;
  points: string[];
  curriculum: CurriculumModule[];
  batches: Batch[];
  instructors: Instructor[];
  faq: FaqEntry[];
}

export interface CourseTextField extends TranslatableField {
  english: string;
}

/** the largest name and card description a course may have (app/domain/course.ts) */
const NAME_MAX = 200;
const DESCRIPTION_MAX = 2000;

/**
 * A batch's field is named by its date, not its place in the list: the batches shown are those
 * still ahead, so a batch that passes must not shift the others' translations.
 */
function batchKeys(batches: readonly Batch[]): string[] {
  const seen = new Map<string, number>();
  return batches.map((batch) => {
    const count = (seen.get(batch.startDate) ?? 0) + 1;
    seen.set(batch.startDate, count);
    return count === 1 ? `batch.${batch.startDate}` : `batch.${batch.startDate}.${count}`;
  });
}

/** Every text of the course that has English, as a field of the Hindi form, in the page's order. */
export function courseTextFields(course: CourseTexts): CourseTextField[] {
  const fields: CourseTextField[] = [];
  const add = (key: string, label: string, english: string, max: number, multiline = false) => {
    if (english.trim() !== "") fields.push({ key, label, english, max, multiline });
  };
  add("name", "Name", course.name, NAME_MAX);
  add("description", "Description (the card)", course.description, DESCRIPTION_MAX, true);
  add("summary", "Summary", course.summary, SUMMARY_MAX, true);
  add("emiNote", "EMI note", course.emiNote, EMI_NOTE_MAX);
  course.points.forEach((point, index) => add(`point.${index + 1}`, `What you will learn ${index + 1}`, point, LIMITS.pointLength));
  course.curriculum.forEach((module, moduleIndex) => {
    add(`module.${moduleIndex + 1}`, `Module ${moduleIndex + 1}: title`, module.title, LIMITS.titleLength);
    module.lessons.forEach((lesson, lessonIndex) => add(`lesson.${moduleIndex + 1}.${lessonIndex + 1}`, `Module ${moduleIndex + 1}, lesson ${lessonIndex + 1}`, lesson.title, LIMITS.titleLength));
  });
  const keys = batchKeys(course.batches);
  course.batches.forEach((batch, index) => add(keys[index]!, `Batch of ${batch.startDate}: label`, batch.label, LIMITS.batchLabelLength));
  course.instructors.forEach((instructor, index) => add(`instructor.${index + 1}.role`, `Instructor ${index + 1} (${instructor.name}): role`, instructor.role, LIMITS.instructorLength));
  course.faq.forEach((entry, index) => {
    add(`faq.${index + 1}.question`, `Question ${index + 1}`, entry.question, LIMITS.questionLength);
    add(`faq.${index + 1}.answer`, `Answer ${index + 1}`, entry.answer, LIMITS.answerLength, true);
  });
  return fields;
}

/** The English of each field, by key (what the Hindi form shows beside each box). */
export function courseEnglishByField(course: CourseTexts): Record<string, string> {
  return Object.fromEntries(courseTextFields(course).map((field) => [field.key, field.english]));
}

/** Whether every field that has English has a Hindi written from today's English. */
export function isCourseTranslated(course: CourseTexts, stored: Readonly<Record<string, Translation>>): boolean {
  return courseTextFields(course).every((field) => !needsTranslation({ english: field.english, englishDefault: "", translation: stored[field.key] }));
}

/**
 * The course's words in Hindi, or null while any field lacks a current Hindi (the page then shows
 * the English course). A text without English stays empty.
 */
export function courseInHindi<T extends CourseTexts>(course: T, stored: Readonly<Record<string, Translation>>): T | null {
  if (!isCourseTranslated(course, stored)) return null;
  const hindi = (key: string, english: string) => (english.trim() === "" ? english : stored[key]!.value);
  const keys = batchKeys(course.batches);
  return {
    ...course,
    name: hindi("name", course.name),
    description: hindi("description", course.description),
    summary: hindi("summary", course.summary),
    emiNote: hindi("emiNote", course.emiNote),
    points: course.points.map((point, index) => hindi(`point.${index + 1}`, point)),
    curriculum: course.curriculum.map((module, moduleIndex) => ({
      ...module,
      title: hindi(`module.${moduleIndex + 1}`, module.title),
      lessons: module.lessons.map((lesson, lessonIndex) => ({ ...lesson, title: hindi(`lesson.${moduleIndex + 1}.${lessonIndex + 1}`, lesson.title) })),
    })),
    batches: course.batches.map((batch, index) => ({ ...batch, label: hindi(keys[index]!, batch.label) })),
    instructors: course.instructors.map((instructor, index) => ({ ...instructor, role: hindi(`instructor.${index + 1}.role`, instructor.role) })),
    faq: course.faq.map((entry, index) => ({ question: hindi(`faq.${index + 1}.question`, entry.question), answer: hindi(`faq.${index + 1}.answer`, entry.answer) })),
  };
}
