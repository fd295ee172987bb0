// the error of either zod build (./zod, ./zod-mini): both are core errors
import type { $ZodError } from "zod/v4/core";

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** The first message for each field, to show right under that field. */
export function fieldErrorsOf<T>(error: $ZodError<T>): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "") as keyof T & string;
    errors[field] ??= issue.message;
  }
  return errors;
}
