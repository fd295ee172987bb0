import { generatedAvatarUrl, isGeneratedAvatar } from "../../domain/avatars";
import { fieldErrorsOf, type FieldErrors } from "../../domain/field-errors";
import { messages } from "../../domain/messages";
import { testimonialFormSchema, type TestimonialForm, type TestimonialFormValues } from "../../domain/testimonial";
import { announceContentChange } from "../content-events.server";
import type { Testimonial } from "../db/schema.server";
import { createTestimonial, deleteTestimonial, findTestimonial, listAllTestimonials, updateTestimonial } from "../repos/testimonials.server";
import { auditedWrite, type AuditActor } from "../repos/audit.server";
import type { AppServices } from "../services.server";
import type { ReceivedFile } from "../uploads/upload-form.server";
import { abandonImageChange, deleteImageFiles, readImageChange, settleImageChange } from "../uploads/uploads.server";

/*
 * The Testimonials screen's work. No sample testimonials are created here when the list is empty
 * (decision 0012): the demo seed fills an empty site once, and an administrator who deletes every
 * testimonial must see the empty list, not the samples back.
 */

const PURPOSE = "testimonial-avatar";
const FIELDS = ["quote", "author", "rating", "status"] as const;

export type TestimonialFieldErrors = FieldErrors<TestimonialForm & { avatar: string }>;

export type TestimonialSaveOutcome =
  | { ok: true; done: "added" | "updated"; testimonial: Testimonial }
  | { ok: false; status: number; fieldErrors: TestimonialFieldErrors; values: TestimonialFormValues; error: string | null };

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
  const parsed = testimonialFormSchema.safeParse(values);
  if (!parsed.success) return { ok: false, status: 400, fieldErrors: fieldErrorsOf(parsed.error), values, error: null };

  const change = await readImageChange(services, { form: input.form, files: input.files, field: "avatar", purpose: PURPOSE });
  if (change.kind === "refused") {
    return { ok: false, status: change.status, fieldErrors: { avatar: messages.testimonials.uploadFailed }, values, error: null };
  }
  const generated = { avatar: generatedAvatarUrl(parsed.data.author), imageWidth: null, imageHeight: null };
  const avatar =
    change.kind === "set"
      ? { avatar: change.image.url, imageWidth: change.image.width, imageHeight: change.image.height }
      : change.kind === "removed" || !previous || previous.avatar === "" || isGeneratedAvatar(previous.avatar)
        ? generated
        : {};
  let testimonial: Testimonial;
  try {
    if (previous) {
      const entry = { action: "testimonial.update", entity: "testimonial", entityId: previous.id, detail: { author: parsed.data.author, status: parsed.data.status } };
      await auditedWrite(services.db, input.actor, entry, (db) => updateTestimonial(db, previous.id, { ...parsed.data, ...avatar }));
      testimonial = { ...previous, ...parsed.data, ...avatar };
    } else {
      const entry = (created: Testimonial) => ({ action: "testimonial.create", entity: "testimonial", entityId: created.id, detail: { author: created.author, status: created.status } });
      testimonial = await auditedWrite(services.db, input.actor, entry, (db) => createTestimonial(db, { ...parsed.data, ...generated, ...avatar }));
    }
  } catch (error) {
    await abandonImageChange(services, change, PURPOSE);
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
  if (!(await auditedWrite(services.db, actor, entry, (db) => deleteTestimonial(db, id)))) return false;
  await deleteImageFiles(services, avatarOf(testimonial), PURPOSE);
  await announceContentChange(services, "testimonials");
  return true;
}
