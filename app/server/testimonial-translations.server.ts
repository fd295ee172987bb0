import { hindiQuoteOf } from "../domain/testimonial-translation";
import { cachedUntilChange } from "./content-cache.server";
import { readTranslationsOfKind, type StoredTranslation } from "./repos/translations.server";
import type { AppServices } from "./services.server";

/*
 * Testimonials in Hindi (issue 23, part 3; decision 0055): where a testimonial's Hindi is kept and
 * how a Hindi page reads it. The back office's side is app/server/admin/testimonial-translations.server.ts.
 */

export const TESTIMONIAL_ENTITY = "testimonial";

export const testimonialTranslationKey = (testimonialId: string) => ({ entity: TESTIMONIAL_ENTITY, entityId: testimonialId, locale: "hi" });

/** Every testimonial's Hindi, by testimonial id, kept until the next content change (a Hindi save announces one). */
function readHindiTestimonialTranslations(services: AppServices): Promise<Record<string, Record<string, StoredTranslation>>> {
  return cachedUntilChange(services, "testimonial-translations-hi", () => readTranslationsOfKind(services.db, TESTIMONIAL_ENTITY, "hi"), {
    // unreadable: the testimonials show in English, marked, as untranslated ones do
    whenUnreadable: {},
  });
}

/**
 * The testimonials as a Hindi page shows them: the Hindi quote of each that has one written from
 * today's English (`lang: "hi"`), the others in English (the page marks them as English).
 */
export async function withHindiQuotes<T extends { id: string; quote: string }>(services: AppServices, testimonials: readonly T[]): Promise<(T & { lang?: "hi" })[]> {
  const stored = await readHindiTestimonialTranslations(services);
  return testimonials.map((testimonial) => {
    const quote = hindiQuoteOf(testimonial, stored[testimonial.id] ?? {});
    return quote === null ? testimonial : { ...testimonial, quote, lang: "hi" as const };
  });
}
