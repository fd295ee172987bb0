import { z } from "./zod";
import { messages } from "./messages";

const text = messages.testimonials;

export const testimonialStatuses = ["Published", "Draft"] as const;
export const DEFAULT_RATING = 5;
export const DEFAULT_TESTIMONIAL_STATUS = "Published";
/** the longest quote (the English form and its Hindi) */
export const QUOTE_MAX = 2000;

/** The add and the edit form of /admin/testimonials (the same fields). */
export const testimonialFormSchema = z.object({
  quote: z.string({ error: text.quoteRequired }).trim().min(1, text.quoteRequired).max(QUOTE_MAX),
  author: z.string({ error: text.authorRequired }).trim().min(1, text.authorRequired).max(120),
  // The select only offers 1–5, but the server decides: a forged 0, 6 or 4.5 is refused.
  rating: z.preprocess(
    (value) => (value === undefined || value === "" ? DEFAULT_RATING : Number(value)),
    z.number({ error: text.ratingRange }).int(text.ratingRange).min(1, text.ratingRange).max(5, text.ratingRange),
  ),
  status: z.preprocess((value) => (value === undefined || value === "" ? DEFAULT_TESTIMONIAL_STATUS : value), z.enum(testimonialStatuses, { error: text.statusInvalid })),
  // the course it is about, by id ("" or absent: none); the server checks that the course exists
  course: z.preprocess((value) => value ?? "", z.string().trim().max(64, text.courseUnknown)),
});

export type TestimonialForm = z.infer<typeof testimonialFormSchema>;
export type TestimonialFormValues = Partial<Record<keyof TestimonialForm, string>>;
