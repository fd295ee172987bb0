import type { Logger } from "pino";
import { testimonialEnglishByField, testimonialTextFields } from "../../domain/testimonial-translation";
import { translationRows } from "../../domain/translations";
import type { Testimonial } from "../db/schema.server";
import type { AuditActor } from "../repos/audit.server";
import { findTestimonial } from "../repos/testimonials.server";
import { readTranslationsOfKind } from "../repos/translations.server";
import type { AppServices } from "../services.server";
import { TESTIMONIAL_ENTITY, testimonialTranslationKey } from "../testimonial-translations.server";
import { loadRecordTranslation, saveRecordTranslation, translatedRecordKind } from "./record-translations.server";

/*
 * A testimonial's Hindi in the back office (issue 23, part 3; decision 0055), edited beside its
 * English as a course's is (record-translations.server.ts): its quote, against the testimonial's
 * version, audited as `testimonial.translate`, announced as a testimonials change.
 */

/** A testimonial's Hindi: its quote, against the testimonial's version; its revisions are "testimonial-hi". */
export const TESTIMONIAL_TRANSLATION = translatedRecordKind("testimonial", "testimonial", {
  englishTable: "testimonials",
  area: "testimonials",
  key: testimonialTranslationKey,
  detail: (state) => ({ author: state.name }),
  async read(services, id) {
    const testimonial = await findTestimonial(services.db, id);
    return testimonial ? { name: `Testimonial by ${testimonial.author}`, version: testimonial.updatedAt, fields: testimonialTextFields(), english: testimonialEnglishByField(testimonial) } : null;
  },
});

/** The entity key of a testimonial's Hindi revisions (decision 0052); the record is the testimonial's id. */
export const TESTIMONIAL_HINDI_REVISIONS = TESTIMONIAL_TRANSLATION.revisions;

/** A testimonial's quote with its English and Hindi; null when there is no such testimonial. */
export const loadTestimonialTranslation = (services: AppServices, id: string) => loadRecordTranslation(TESTIMONIAL_TRANSLATION, services, id);

/** Saves a testimonial's Hindi (saveRecordTranslation). */
export const saveTestimonialTranslation = (services: AppServices, log: Logger, id: string, form: FormData, actor: AuditActor) =>
  saveRecordTranslation(TESTIMONIAL_TRANSLATION, services, log, id, form, actor);

/** How many texts of each testimonial wait for their Hindi, by testimonial id (the list's marks). */
export async function countTestimonialTranslationsWaiting(services: AppServices, testimonials: readonly Testimonial[]): Promise<Record<string, number>> {
  const stored = await readTranslationsOfKind(services.db, TESTIMONIAL_ENTITY, "hi");
  return Object.fromEntries(testimonials.map((testimonial) => [testimonial.id, translationRows(testimonialTextFields(), testimonialEnglishByField(testimonial), stored[testimonial.id] ?? {}).waiting]));
}
