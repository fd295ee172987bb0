import { courseFormSchema, type CourseForm, type CourseFormValues } from "../../domain/course";
import { fieldErrorsOf, type FieldErrors } from "../../domain/field-errors";
import { messages } from "../../domain/messages";
import { announceContentChange } from "../content-events.server";
import type { Course } from "../db/schema.server";
import { createCourse, deleteCourse, findCourse, listCourses, updateCourse } from "../repos/courses.server";
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

export type CourseFieldErrors = FieldErrors<CourseForm & { image: string }>;

export type CourseSaveOutcome =
  | { ok: true; done: "added" | "saved"; course: Course }
  | { ok: false; status: number; fieldErrors: CourseFieldErrors; values: CourseFormValues; error: string | null };

/** Every course, for administrators: those without an image too (the public grid hides them). */
export async function listCoursesForAdmin(services: AppServices): Promise<Course[]> {
  return listCourses(services.db);
}

function valuesOf(form: FormData): CourseFormValues {
  const values: CourseFormValues = {};
  for (const field of FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
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
  const parsed = courseFormSchema.safeParse(values);
  if (!parsed.success) return { ok: false, status: 400, fieldErrors: fieldErrorsOf(parsed.error), values, error: null };

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
      const entry = { action: "course.update", entity: "course", entityId: previous.id, detail: { name: fields.name } };
      await auditedWrite(services.db, input.actor, entry, (db) => updateCourse(db, previous.id, { ...fields, sortOrder: order, ...image }));
      course = { ...previous, ...fields, sortOrder: order, ...image };
    } else {
      const entry = (created: Course) => ({ action: "course.create", entity: "course", entityId: created.id, detail: { name: created.name } });
      course = await auditedWrite(services.db, input.actor, entry, (db) => createCourse(db, { ...fields, sortOrder: order, image: "", ...image }));
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
