import { z } from "./zod";
import { messages } from "./messages";
import { courseCategories } from "./site-settings";

const text = messages.adminCourses;

/** http(s) only: a course link is opened from the public cards, so no javascript: or data: address. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * The spec: order is an integer, minimum 0, and 0 when not numeric. A number that breaks the rule
 * (negative, fractional) is not "not numeric", so it is refused rather than silently changed.
 */
const orderField = z.preprocess(
  (value) => {
    const raw = typeof value === "string" ? value.trim() : value;
    if (raw === undefined || raw === null || raw === "") return 0;
    const number = Number(raw);
    return Number.isFinite(number) ? number : 0;
  },
  z.number().int(text.orderFraction).min(0, text.orderNegative).max(1_000_000, text.orderFraction),
);

/** The add and the inline edit form of /admin/courses. */
export const courseFormSchema = z.object({
  name: z.string({ error: text.nameRequired }).trim().min(1, text.nameRequired).max(200),
  link: z
    .string({ error: text.linkRequired })
    .trim()
    .min(1, text.linkRequired)
    .max(2000)
    .refine(isWebAddress, text.linkInvalid),
  category: z.enum(courseCategories, { error: text.categoryRequired }),
  description: z.string().trim().max(2000).optional().default(""),
  order: orderField,
});

export type CourseForm = z.infer<typeof courseFormSchema>;
export type CourseFormValues = Partial<Record<keyof CourseForm, string>>;
