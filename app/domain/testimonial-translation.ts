import { QUOTE_MAX } from "./testimonial";
import { currentTranslation, type TranslatableField, type Translation } from "./translations";

/*
 * A testimonial in Hindi (issue 23, part 3; decision 0055): its quote is the one text translated;
 * the author's name stays as the person writes it (as instructors' names, decision 0049), and the
 * rating is a number. A quote is someone's own words, so a Hindi page shows its Hindi only while
 * that Hindi was written from today's English; otherwise the English quote, marked as English.
 */

export const testimonialTextFields = (): TranslatableField[] => [{ key: "quote", label: "Quote", max: QUOTE_MAX, multiline: true }];

export const testimonialEnglishByField = (testimonial: { quote: string }): Record<string, string> => ({ quote: testimonial.quote });

/** The quote in Hindi, or null while it has no Hindi written from today's English. */
export const hindiQuoteOf = (testimonial: { quote: string }, stored: Readonly<Record<string, Translation>>): string | null => currentTranslation(testimonial.quote, stored.quote);
