import { z } from "zod";

/** A calculator form as typed: every field a string, as inputs and query strings hold them. */
export type FormValues = Record<string, string>;

/** A number field with the spec's limits and messages that say what to type. */
export function numberField(label: string, limits: { min?: number; max?: number; greaterThan?: number } = {}) {
  return z
    .string()
    .trim()
    .min(1, `Enter the ${label}.`)
    .transform((text) => Number(text.replace(/,/g, "")))
    .refine((value) => Number.isFinite(value), `The ${label} must be a number.`)
    .refine((value) => limits.min === undefined || value >= limits.min, `The ${label} must be at least ${limits.min}.`)
    .refine((value) => limits.max === undefined || value <= limits.max, `The ${label} must be at most ${limits.max}.`)
    .refine((value) => limits.greaterThan === undefined || value > limits.greaterThan, `The ${label} must be more than ${limits.greaterThan}.`);
}

export function choiceField<const T extends readonly [string, ...string[]]>(choices: T, label: string) {
  return z.enum(choices, { message: `Choose a ${label}.` });
}

export type FieldErrors = Partial<Record<string, string>>;

export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export function parseWith<T>(schema: z.ZodType<T>, values: FormValues): Parsed<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The form's values from a query string: known fields only, defaults for the missing ones. */
export function valuesFromQuery(params: URLSearchParams, defaults: FormValues): FormValues {
  const values: FormValues = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const value = params.get(key);
    if (value !== null) values[key] = value;
  }
  return values;
}

/** The query string that reproduces these values (for bookmarks and shared links). */
export function queryFromValues(values: FormValues, fields: readonly string[]): string {
  const params = new URLSearchParams();
  for (const field of fields) if (values[field] !== undefined) params.set(field, values[field]);
  return params.toString();
}

/** A number for a form field: no exponent, no float noise. */
export function fieldNumber(value: number, significant = 6): string {
  if (!Number.isFinite(value)) return "";
  const rounded = Number(value.toPrecision(significant));
  // Enough decimals for tiny rates (JPY → BTC is about 0.00000007): significance, not decimals, limits it.
  return rounded.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 });
}

/** A calculation's outcome as the result panel shows it. */
export interface CalculatorResult {
  /** one or more labelled figures, e.g. [{ label: "Profit", value: "800.00 USD", tone: "gain" }] */
  lines: { label: string; value: string; tone?: "gain" | "loss" | "neutral" }[];
  /** the formula with the user's numbers in it */
  formula: string;
}
