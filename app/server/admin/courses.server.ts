import { courseFormSchema, type CourseForm, type CourseFormValues } from "../../domain/course";
import {
  batchesSchema,
  courseSlug,
  curriculumSchema,
  faqSchema,
  formatBatches,
  formatCurriculum,
  formatFaq,
  formatInstructors,
  formatPoints,
  instructorsSchema,
  languagesSchema,
  paiseToRupeesText,
  pointsSchema,
  readStoredList,
} from "../../domain/course-page";
import { COURSE_PAGE_FIELDS, readCoursePageForm, type CoursePageErrors, type CoursePageValues } from "../../domain/course-page-form";
import { fieldErrorsOf, type FieldErrors } from "../../domain/field-errors";
import { messages } from "../../domain/messages";
import { announceContentChange } from "../content-events.server";
import type { Course } from "../db/schema.server";
import { createCourse, deleteCourse, findCourse, isCourseSlugTaken, listCourses, updateCourse } from "../repos/courses.server";
import { auditedWrite, type AuditActor } from "../repos/audit.server";
import type { AppServices } from "../services.server";
import type { ReceivedFile } from "../uploads/upload-form.server";
import { abandonImageChange, deleteImageFiles, readImageChange, settleImageChange } from "../uploads/uploads.server";

/*
 * The Courses screen's work: one save for the add form and the inline edit row, one delete. Each
 * successful change drops the public pages' cache (the home grid and the navbar list courses).
 */

const PURPOSE = "course-image";
const FIELDS = ["name", "link", "category", "description", "order"] as const;

export type CourseFieldErrors = FieldErrors<CourseForm & { image: string }> & CoursePageErrors;
/** what the form posted, card and page fields alike, to fill it again after a refusal */
export type CourseEditorValues = CourseFormValues & CoursePageValues;

export type CourseSaveOutcome =
  | { ok: true; done: "added" | "saved"; course: Course }
  | { ok: false; status: number; fieldErrors: CourseFieldErrors; values: CourseEditorValues; error: string | null };

/** Every course, for administrators: those without an image too (the public grid hides them). */
export async function listCoursesForAdmin(services: AppServices): Promise<Course[]> {
  return listCourses(services.db);
}

function valuesOf(form: FormData): CourseEditorValues {
  const values: CourseEditorValues = {};
  for (const field of [...FIELDS, ...COURSE_PAGE_FIELDS]) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  // the languages are checkboxes, one value each, after an empty hidden one (so that none ticked is sent too)
  const languages = form.getAll("languages").filter((value): value is string => typeof value === "string");
  if (languages.length > 0) values.languages = languages.filter(Boolean).join(",");
  return values;
}

/** A course's page fields as the editor shows them: the lists in their one-item-per-line formats. */
export function coursePageValuesOf(course: Course): Required<CoursePageValues> {
  return {
    slug: course.slug,
    status: course.status,
    summary: course.summary,
    points: formatPoints(readStoredList(pointsSchema, course.learningPoints)),
    curriculum: formatCurriculum(readStoredList(curriculumSchema, course.curriculum)),
    level: course.level ?? "",
    languages: readStoredList(languagesSchema, course.languages).join(","),
    totalHours: course.totalHours === null ? "" : String(course.totalHours),
    format: course.format ?? "",
    batches: formatBatches(readStoredList(batchesSchema, course.batches)),
    price: paiseToRupeesText(course.pricePaise),
    emiNote: course.emiNote,
    instructors: formatInstructors(readStoredList(instructorsSchema, course.instructors)),
    faq: formatFaq(readStoredList(faqSchema, course.faq)),
  };
}

const imageOf = (course: Course) => ({ src: course.image, width: course.imageWidth, height: course.imageHeight });

/**
 * Adds a course (id null) or saves one. The fields are checked before the image is touched, so a
 * refused form leaves nothing in storage; a file that came with the form is deleted again if the
 * database write fails, and the image a save replaces or removes is deleted after it.
 */
export async function saveCourse(
  services: AppServices,
  input: { id: string | null; form: FormData; files: Map<string, ReceivedFile>; actor: AuditActor },
): Promise<CourseSaveOutcome> {
  const values = valuesOf(input.form);
  const previous = input.id ? await findCourse(services.db, input.id) : null;
  if (input.id && !previous) return { ok: false, status: 404, fieldErrors: {}, values, error: messages.adminCourses.notFound };
  // a form without some page field (an older client, a test of the card alone) keeps its stored value
  const stored: CoursePageValues = previous ? coursePageValuesOf(previous) : {};
  for (const field of COURSE_PAGE_FIELDS) if (values[field] === undefined && stored[field] !== undefined) values[field] = stored[field];
  const parsed = courseFormSchema.safeParse(values);
  const page = readCoursePageForm(values, parsed.success ? parsed.data.name : (values.name ?? ""));
  // both parts are checked at once, so every refused field is marked in one answer
  const fieldErrors: CourseFieldErrors = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...(page.ok ? {} : page.errors) };
  const slug = courseSlug(values.slug ?? "", parsed.success ? parsed.data.name : (values.name ?? ""));
  if (slug && !fieldErrors.slug && (await isCourseSlugTaken(services.db, slug, previous?.id ?? null))) fieldErrors.slug = "Another course has this slug: choose another.";
  if (!parsed.success || !page.ok || Object.keys(fieldErrors).length > 0) return { ok: false, status: 400, fieldErrors, values, error: null };
  const pageColumns = page.columns;

  const change = await readImageChange(services, { form: input.form, files: input.files, field: "image", purpose: PURPOSE });
  if (change.kind === "refused") return { ok: false, status: change.status, fieldErrors: { image: change.message }, values, error: null };
  const image =
    change.kind === "set"
      ? { image: change.image.url, imageWidth: change.image.width, imageHeight: change.image.height }
      : change.kind === "removed"
        ? { image: "", imageWidth: null, imageHeight: null }
        : {};
  const { order, ...fields } = parsed.data;
  let course: Course;
  try {
    if (previous) {
      const detail = { name: fields.name, status: pageColumns.status, ...(previous.slug !== pageColumns.slug ? { slug: pageColumns.slug, oldSlug: previous.slug } : {}) };
      const entry = { action: "course.update", entity: "course", entityId: previous.id, detail };
      // a renamed slug keeps answering, with a 301 to the new one (as a renamed post's does)
      await auditedWrite(services.db, input.actor, entry, (db) => updateCourse(db, previous.id, { ...fields, ...pageColumns, sortOrder: order, ...image }, { redirectFrom: previous.slug }));
      course = { ...previous, ...fields, ...pageColumns, sortOrder: order, ...image };
    } else {
      const entry = (created: Course) => ({ action: "course.create", entity: "course", entityId: created.id, detail: { name: created.name, status: created.status } });
      course = await auditedWrite(services.db, input.actor, entry, (db) => createCourse(db, { ...fields, ...pageColumns, sortOrder: order, image: "", ...image }));
    }
  } catch (error) {
    await abandonImageChange(services, change, PURPOSE);
    throw error;
  }
  await settleImageChange(services, change, previous ? imageOf(previous) : null, PURPOSE);
  await announceContentChange(services, "courses");
  return { ok: true, done: previous ? "saved" : "added", course };
}

/** Deletes the course and its uploaded image files (built-in artwork stays). */
export async function removeCourse(services: AppServices, id: string, actor: AuditActor): Promise<boolean> {
  const course = await findCourse(services.db, id);
  if (!course) return false;
  const entry = (deleted: boolean) => (deleted ? { action: "course.delete", entity: "course", entityId: id, detail: { name: course.name } } : null);
  if (!(await auditedWrite(services.db, actor, entry, (db) => deleteCourse(db, id)))) return false;
  await deleteImageFiles(services, imageOf(course), PURPOSE);
  await announceContentChange(services, "courses");
  return true;
}
