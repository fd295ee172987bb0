import { generatedAvatarUrl, isGeneratedAvatar } from "../../domain/avatars";
import { fieldErrorsOf, type FieldErrors } from "../../domain/field-errors";
import { messages } from "../../domain/messages";
import { testimonialFormSchema, type TestimonialForm, type TestimonialFormValues } from "../../domain/testimonial";
import { announceContentChange } from "../content-events.server";
import type { Testimonial } from "../db/schema.server";
import { createTestimonial, deleteTestimonial, findTestimonial, listAllTestimonials, updateTestimonial } from "../repos/testimonials.server";
import { findCourse } from "../repos/courses.server";
import { auditedWrite, type AuditActor } from "../repos/audit.server";
import type { AppServices } from "../services.server";
import type { ReceivedFile } from "../uploads/upload-form.server";
import { abandonImageChange, deleteImageFiles, readImageChange, settleImageChange } from "../uploads/uploads.server";
import { forgetRevisions, recordRevision } from "../revisions.server";
import { conflictMessage, VersionConflict, writeVersionedChange } from "./revisions-admin.server";
import { forgetTranslations } from "../repos/translations.server";
import { TESTIMONIAL_ENTITY } from "../testimonial-translations.server";
import { TESTIMONIAL_HINDI_REVISIONS } from "./testimonial-translations.server";

/*
 * The Testimonials screen's work. No sample testimonials are created here when the list is empty
 * (decision 0012): the demo seed fills an empty site once, and an administrator who deletes every
 * testimonial must see the empty list, not the samples back.
 */

const PURPOSE = "testimonial-avatar";
const FIELDS = ["quote", "author", "rating", "status", "course"] as const;

export type TestimonialFieldErrors = FieldErrors<TestimonialForm & { avatar: string }>;

export type TestimonialSaveOutcome =
  | { ok: true; done: "added" | "updated"; testimonial: Testimonial }
  | { ok: false; status: number; fieldErrors: TestimonialFieldErrors; values: TestimonialFormValues; error: string | null; conflictVersion?: string };

/** The fields of a testimonial a revision keeps (the avatar by its address only, decision 0041). */
export function testimonialSnapshot(testimonial: Pick<Testimonial, "quote" | "author" | "rating" | "status" | "avatar" | "courseId">) {
  return { quote: testimonial.quote, author: testimonial.author, rating: testimonial.rating, status: testimonial.status, courseId: testimonial.courseId, avatar: testimonial.avatar };
}
export type TestimonialSnapshot = ReturnType<typeof testimonialSnapshot>;

export const testimonialRevisionFields = [
  { name: "quote", label: "Quote" },
  { name: "author", label: "Author" },
  { name: "rating", label: "Rating" },
  { name: "status", label: "Status" },
  { name: "courseId", label: "Course (its id)" },
  { name: "avatar", label: "Avatar" },
] as const;

/** A testimonial's change with its version check and revision (writeVersionedChange). */
function writeTestimonialChange(services: AppServices, previous: Testimonial, changes: Partial<Testimonial>, options: Parameters<typeof writeVersionedChange>[2]): Promise<void> {
  return writeVersionedChange(
    services.db,
    {
      table: "testimonials",
      entity: "testimonial",
      previous,
      snapshot: testimonialSnapshot,
      write: (db) => updateTestimonial(db, previous.id, changes),
      reread: (db) => findTestimonial(db, previous.id),
    },
    options,
  );
}

/** Brings an earlier revision back as a new save (the avatar stays the current one). */
export async function restoreTestimonialRevision(
  services: AppServices,
  input: { id: string; snapshot: TestimonialSnapshot; revisionId: string; version: string | null; actor: AuditActor },
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const previous = await findTestimonial(services.db, input.id);
  if (!previous) return { ok: false, status: 404, message: messages.testimonials.notFound };
  const version = input.version ?? previous.updatedAt;
  const refused = async () => ({ ok: false as const, status: 409, message: await conflictMessage(services.db, "testimonial", previous.id, "testimonial", previous.updatedAt) });
  if (version !== previous.updatedAt) return refused();
  const { quote, author, rating, status } = input.snapshot;
  // the course it named, if that course still exists (older revisions name none)
  const courseId = input.snapshot.courseId && (await findCourse(services.db, input.snapshot.courseId)) ? input.snapshot.courseId : null;
  try {
    await writeTestimonialChange(services, previous, { quote, author, rating, status, courseId }, { actor: input.actor, version, action: "restore", restoredFrom: input.revisionId, audit: { action: "testimonial.restore", detail: { author, revision: input.revisionId } } });
  } catch (error) {
    if (error instanceof VersionConflict) return refused();
    throw error;
  }
  await announceContentChange(services, "testimonials");
  return { ok: true };
}

/** Every testimonial, drafts included, for administrators. */
export async function listTestimonialsForAdmin(services: AppServices): Promise<Testimonial[]> {
  return listAllTestimonials(services.db);
}

function valuesOf(form: FormData): TestimonialFormValues {
  const values: TestimonialFormValues = {};
  for (const field of FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

const avatarOf = (testimonial: Testimonial) => ({ src: testimonial.avatar, width: testimonial.imageWidth, height: testimonial.imageHeight });

/**
 * Adds (id null) or updates a testimonial. Without an uploaded avatar it gets the generated one of
 * its author, which follows a renamed author; an uploaded one stays until removed or replaced. A
 * refused avatar abandons the whole save with the spec's message.
 */
export async function saveTestimonial(
  services: AppServices,
  input: { id: string | null; form: FormData; files: Map<string, ReceivedFile>; actor: AuditActor },
): Promise<TestimonialSaveOutcome> {
  const values = valuesOf(input.form);
  const previous = input.id ? await findTestimonial(services.db, input.id) : null;
  if (input.id && !previous) return { ok: false, status: 404, fieldErrors: {}, values, error: messages.testimonials.notFound };
  // the version the form was loaded from, or the newer one the editor chose to save over (decision 0041)
  const posted = (name: string) => (typeof input.form.get(name) === "string" ? String(input.form.get(name)) : "");
  const version = posted("overwriteVersion") || posted("version") || null;
  const stale = async (current: Testimonial) => ({
    ok: false as const,
    status: 409,
    fieldErrors: {},
    values,
    error: await conflictMessage(services.db, "testimonial", current.id, "testimonial", current.updatedAt),
    conflictVersion: current.updatedAt,
  });
  if (previous && version !== null && version !== previous.updatedAt) return stale(previous);
  const parsed = testimonialFormSchema.safeParse(values);
  if (!parsed.success) return { ok: false, status: 400, fieldErrors: fieldErrorsOf(parsed.error), values, error: null };
  const { course, ...fields } = parsed.data;
  if (course !== "" && !(await findCourse(services.db, course))) return { ok: false, status: 400, fieldErrors: { course: messages.testimonials.courseUnknown }, values, error: null };
  const courseId = course === "" ? null : course;

  const change = await readImageChange(services, { form: input.form, files: input.files, field: "avatar", purpose: PURPOSE });
  if (change.kind === "refused") {
    return { ok: false, status: change.status, fieldErrors: { avatar: messages.testimonials.uploadFailed }, values, error: null };
  }
  const generated = { avatar: generatedAvatarUrl(fields.author), imageWidth: null, imageHeight: null };
  const avatar =
    change.kind === "set"
      ? { avatar: change.image.url, imageWidth: change.image.width, imageHeight: change.image.height }
      : change.kind === "removed" || !previous || previous.avatar === "" || isGeneratedAvatar(previous.avatar)
        ? generated
        : {};
  let testimonial: Testimonial;
  try {
    if (previous) {
      const entry = { action: "testimonial.update", entity: "testimonial", entityId: previous.id, detail: { author: fields.author, status: fields.status } };
      await writeTestimonialChange(services, previous, { ...fields, courseId, ...avatar }, { actor: input.actor, version, action: "save", audit: { action: entry.action, detail: entry.detail } });
      testimonial = { ...previous, ...fields, courseId, ...avatar };
    } else {
      const entry = (created: Testimonial) => ({ action: "testimonial.create", entity: "testimonial", entityId: created.id, detail: { author: created.author, status: created.status } });
      testimonial = await auditedWrite(services.db, input.actor, entry, async (db) => {
        const created = await createTestimonial(db, { ...fields, courseId, ...generated, ...avatar });
        await recordRevision(db, { entity: "testimonial", entityId: created.id, snapshot: testimonialSnapshot(created), by: { id: input.actor.id, name: input.actor.email ?? "the system" } });
        return created;
      });
    }
  } catch (error) {
    await abandonImageChange(services, change, PURPOSE);
    if (error instanceof VersionConflict && previous) return stale((await findTestimonial(services.db, previous.id)) ?? previous);
    throw error;
  }
  await settleImageChange(services, change, previous ? avatarOf(previous) : null, PURPOSE);
  await announceContentChange(services, "testimonials");
  return { ok: true, done: previous ? "updated" : "added", testimonial };
}

/** Deletes the testimonial and its uploaded avatar files. */
export async function removeTestimonial(services: AppServices, id: string, actor: AuditActor): Promise<boolean> {
  const testimonial = await findTestimonial(services.db, id);
  if (!testimonial) return false;
  const entry = (deleted: boolean) => (deleted ? { action: "testimonial.delete", entity: "testimonial", entityId: id, detail: { author: testimonial.author } } : null);
  const removed = await auditedWrite(services.db, actor, entry, async (db) => {
    const deleted = await deleteTestimonial(db, id);
    if (deleted) {
      await forgetRevisions(db, "testimonial", id);
      // and its Hindi, with the Hindi's revisions (decision 0055)
      await forgetTranslations(db, TESTIMONIAL_ENTITY, id);
      await forgetRevisions(db, TESTIMONIAL_HINDI_REVISIONS, id);
    }
    return deleted;
  });
  if (!removed) return false;
  await deleteImageFiles(services, avatarOf(testimonial), PURPOSE);
  await announceContentChange(services, "testimonials");
  return true;
}
