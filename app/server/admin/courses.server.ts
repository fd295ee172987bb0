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
import { createCourse, deleteCourse, findCourse, isCourseSlugTaken, listCourses, updateCourse, type CourseInput } from "../repos/courses.server";
import { auditedWrite, type AuditActor } from "../repos/audit.server";
import type { AppServices } from "../services.server";
import type { ReceivedFile } from "../uploads/upload-form.server";
import { abandonImageChange, deleteImageFiles, readImageChange, settleImageChange } from "../uploads/uploads.server";
import { forgetRevisions, recordRevision } from "../revisions.server";
import { COURSE_HINDI_REVISIONS } from "./course-translations.server";
import { COURSE_ENTITY } from "../course-translations.server";
import { forgetTranslations } from "../repos/translations.server";
import { conflictMessage, VersionConflict, writeVersionedChange } from "./revisions-admin.server";

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
  | { ok: false; status: number; fieldErrors: CourseFieldErrors; values: CourseEditorValues; error: string | null; conflictVersion?: string };

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
 * The fields of a course a revision keeps, as the editor writes them (the lists one item per line),
 * so that a difference reads as the editor's own lines; the image by its address only (decision 0041).
 */
export function courseSnapshot(course: Course) {
  return { name: course.name, link: course.link, category: course.category, order: String(course.sortOrder), description: course.description, ...coursePageValuesOf(course), image: course.image };
}
export type CourseSnapshot = ReturnType<typeof courseSnapshot>;

export const courseRevisionFields = [
  { name: "name", label: "Name" },
  { name: "link", label: "Link" },
  { name: "category", label: "Category" },
  { name: "order", label: "Order" },
  { name: "description", label: "Description" },
  { name: "slug", label: "Slug" },
  { name: "status", label: "Status" },
  { name: "summary", label: "Summary" },
  { name: "level", label: "Level" },
  { name: "format", label: "Format" },
  { name: "totalHours", label: "Total hours" },
  { name: "price", label: "Price in rupees" },
  { name: "languages", label: "Languages" },
  { name: "emiNote", label: "EMI note" },
  { name: "points", label: "What you will learn" },
  { name: "curriculum", label: "Curriculum" },
  { name: "batches", label: "Next batches" },
  { name: "instructors", label: "Instructors" },
  { name: "faq", label: "FAQ" },
  { name: "image", label: "Image" },
] as const;

const savedBy = (actor: AuditActor) => ({ id: actor.id, name: actor.email ?? "the system" });

/** A course's change with its version check and revision (writeVersionedChange). */
function writeCourseChange(services: AppServices, previous: Course, changes: Partial<Course>, options: Parameters<typeof writeVersionedChange>[2]): Promise<void> {
  return writeVersionedChange(
    services.db,
    {
      table: "courses",
      entity: "course",
      previous,
      snapshot: courseSnapshot,
      // a renamed slug keeps answering, with a 301 to the new one (as a renamed post's does)
      write: (db) => updateCourse(db, previous.id, changes, { redirectFrom: previous.slug }),
      reread: (db) => findCourse(db, previous.id),
    },
    options,
  );
}

type CheckedCourse = { ok: true; columns: Partial<Course> } | { ok: false; fieldErrors: CourseFieldErrors };

/** The editor's values checked as one save would check them, into the columns to write. */
async function checkedCourse(services: AppServices, values: CourseEditorValues, id: string | null): Promise<CheckedCourse> {
  const parsed = courseFormSchema.safeParse(values);
  const page = readCoursePageForm(values, parsed.success ? parsed.data.name : (values.name ?? ""));
  // both parts are checked at once, so every refused field is marked in one answer
  const fieldErrors: CourseFieldErrors = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...(page.ok ? {} : page.errors) };
  const slug = courseSlug(values.slug ?? "", parsed.success ? parsed.data.name : (values.name ?? ""));
  if (slug && !fieldErrors.slug && (await isCourseSlugTaken(services.db, slug, id))) fieldErrors.slug = "Another course has this slug: choose another.";
  if (!parsed.success || !page.ok || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  const { order, ...fields } = parsed.data;
  return { ok: true, columns: { ...fields, ...page.columns, sortOrder: order } };
}

/** Brings an earlier revision back as a new save (the image stays the current one). */
export async function restoreCourseRevision(
  services: AppServices,
  input: { id: string; snapshot: CourseSnapshot; revisionId: string; version: string | null; actor: AuditActor },
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const previous = await findCourse(services.db, input.id);
  if (!previous) return { ok: false, status: 404, message: messages.adminCourses.notFound };
  const version = input.version ?? previous.updatedAt;
  const refused = async () => ({ ok: false as const, status: 409, message: await conflictMessage(services.db, "course", previous.id, "course", previous.updatedAt) });
  if (version !== previous.updatedAt) return refused();
  const { image: _image, ...values } = input.snapshot;
  const checked = await checkedCourse(services, values, previous.id);
  if (!checked.ok) {
    // an old version can name a slug another course took since, or a value today's rules refuse
    const problems = Object.entries(checked.fieldErrors).map(([field, message]) => `${field}: ${message}`);
    return { ok: false, status: 409, message: `This version cannot come back as it is (${problems.join("; ")}). Copy what you need into the editor instead.` };
  }
  try {
    await writeCourseChange(services, previous, checked.columns, { actor: input.actor, version, action: "restore", restoredFrom: input.revisionId, audit: { action: "course.restore", detail: { name: values.name, revision: input.revisionId } } });
  } catch (error) {
    if (error instanceof VersionConflict) return refused();
    throw error;
  }
  await announceContentChange(services, "courses");
  return { ok: true };
}

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
  // the version the form was loaded from, or the newer one the editor chose to save over (decision 0041)
  const posted = (name: string) => (typeof input.form.get(name) === "string" ? String(input.form.get(name)) : "");
  const version = posted("overwriteVersion") || posted("version") || null;
  const stale = async (current: Course) => ({
    ok: false as const,
    status: 409,
    fieldErrors: {},
    values,
    error: await conflictMessage(services.db, "course", current.id, "course", current.updatedAt),
    conflictVersion: current.updatedAt,
  });
  if (previous && version !== null && version !== previous.updatedAt) return stale(previous);
  const checked = await checkedCourse(services, values, previous?.id ?? null);
  if (!checked.ok) return { ok: false, status: 400, fieldErrors: checked.fieldErrors, values, error: null };

  const change = await readImageChange(services, { form: input.form, files: input.files, field: "image", purpose: PURPOSE });
  if (change.kind === "refused") return { ok: false, status: change.status, fieldErrors: { image: change.message }, values, error: null };
  const image =
    change.kind === "set"
      ? { image: change.image.url, imageWidth: change.image.width, imageHeight: change.image.height }
      : change.kind === "removed"
        ? { image: "", imageWidth: null, imageHeight: null }
        : {};
  const columns = { ...checked.columns, ...image };
  let course: Course;
  try {
    if (previous) {
      const detail = { name: columns.name, status: columns.status, ...(previous.slug !== columns.slug ? { slug: columns.slug, oldSlug: previous.slug } : {}) };
      await writeCourseChange(services, previous, columns, { actor: input.actor, version, action: "save", audit: { action: "course.update", detail } });
      course = (await findCourse(services.db, previous.id)) ?? { ...previous, ...columns };
    } else {
      const entry = (created: Course) => ({ action: "course.create", entity: "course", entityId: created.id, detail: { name: created.name, status: created.status } });
      course = await auditedWrite(services.db, input.actor, entry, async (db) => {
        const created = await createCourse(db, { ...(columns as CourseInput), image: columns.image ?? "" });
        await recordRevision(db, { entity: "course", entityId: created.id, snapshot: courseSnapshot(created), by: savedBy(input.actor) });
        return created;
      });
    }
  } catch (error) {
    await abandonImageChange(services, change, PURPOSE);
    // a save in between, after the version was looked at: refused as above, naming it
    if (error instanceof VersionConflict && previous) return stale((await findCourse(services.db, previous.id)) ?? previous);
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
  const removed = await auditedWrite(services.db, actor, entry, async (db) => {
    const deleted = await deleteCourse(db, id);
    if (deleted) {
      await forgetRevisions(db, "course", id);
      // and its Hindi (issue 23, part 3), with the Hindi's revisions (decision 0052)
      await forgetTranslations(db, COURSE_ENTITY, id);
      await forgetRevisions(db, COURSE_HINDI_REVISIONS, id);
    }
    return deleted;
  });
  if (!removed) return false;
  await deleteImageFiles(services, imageOf(course), PURPOSE);
  await announceContentChange(services, "courses");
  return true;
}
