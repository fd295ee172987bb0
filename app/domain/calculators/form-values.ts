import { codeUnitsAtMost, z } from "../zod-mini";
import { formatDecimal } from "../decimal-format";
import type { GrowthTable } from "./growth";
import { phrase, phraseMessage, phraseOfMessage, type CalculatorTextId, type Phrase, type Said } from "./phrase";

/** A calculator form as typed: every field a string, as inputs and query strings hold them. */
export type FormValues = Record<string, string>;

/*
 * A plain decimal as people type it: digits with an optional point and an optional exponent (number
 * inputs allow "1e3"), and thousands separators only where they group digits, the Western way
 * (1,234,567.5) or the Indian way (12,34,567.5). "1,5" is refused rather than read as 15, and hex,
 * "Infinity" and the like are not numbers here.
 */
// \d+(\.\d*)? rather than \d+\.?\d*: the same numbers, but a run of digits splits one way only, so a
// long run followed by a letter is refused in linear time, not quadratic (issue 20).
const plainDecimal = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const groupedDecimal = /^[+-]?(\d{1,3}(,\d{3})+|\d{1,2}(,\d{2})*,\d{3})(\.\d*)?$/;

/** The number a field's text stands for, or NaN when it is not a number as people write them. */
export function parseDecimal(text: string): number {
  // no number anyone writes is longer: refused before a pattern reads it (decision 0026)
  if (text.length > NUMBER_TEXT_MAX) return Number.NaN;
  const trimmed = text.trim();
  if (plainDecimal.test(trimmed)) return Number(trimmed);
  if (groupedDecimal.test(trimmed)) return Number(trimmed.replace(/,/g, ""));
  return Number.NaN;
}

/**
 * Ceilings far above any real trade, low enough that no product of fields overflows into Infinity
 * or prints a forty-digit figure. A field without its own ceiling gets NUMBER_CEILING.
 */
export const NUMBER_CEILING = 1e12;
export const fieldCeilings = {
  lots: 10_000,
  units: 1e10,
  price: 1e7,
  conversion: 1e6,
  /** the smallest conversion or rate: 1 yen in bitcoin is about 0.00000007 */
  smallestRate: 1e-10,
  unitsPerLot: 1e7,
  pipSize: 1_000,
  pips: 1e6,
  money: NUMBER_CEILING,
} as const;

/**
 * A limit as a message states it (1,000,000 or 0.0000000001): Intl's en-US form, without Intl
 * (decision 0064).
 */
export const readable = (value: number) => formatDecimal(value, { minFraction: 0, maxFraction: 10, grouping: "western" });

/**
 * The longest text a number field reads (decision 0026): the longest number a field takes, the
 * smallest rate written out (0.0000000001) or a ceiling with its separators (1,000,000,000,000.00),
 * is under 25 characters; 40 leaves room for spaces and zeros, and the bound is checked before any
 * pattern sees the text.
 */
export const NUMBER_TEXT_MAX = 40;

/** A number field with the spec's limits and messages that say what to type; `label` names it inside them ("calculators.nameTradeSize"). */
export function numberField(label: CalculatorTextId, limits: { min?: number; max?: number; greaterThan?: number } = {}) {
  const max = limits.max ?? NUMBER_CEILING;
  const name = phrase(label);
  const refusal = (id: CalculatorTextId, values: Record<string, string> = {}) => phraseMessage(phrase(id, { label: name, ...values }));
  return z
    .pipe(
      z.string().check(
        codeUnitsAtMost(NUMBER_TEXT_MAX, refusal("calculators.errTooLong", { max: String(NUMBER_TEXT_MAX) })),
        z.trim(),
        z.minLength(1, refusal("calculators.errRequired")),
      ),
      z.transform(parseDecimal),
    )
    .check(
      z.refine((value) => Number.isFinite(value), refusal("calculators.errNotNumber")),
      // messages written when a value is refused, not as the page's scripts start (see readable)
      z.refine((value) => limits.min === undefined || value >= limits.min, { error: () => refusal("calculators.errAtLeast", { min: readable(limits.min ?? 0) }) }),
      z.refine((value) => value <= max, { error: () => refusal("calculators.errAtMost", { max: readable(max) }) }),
      z.refine((value) => limits.greaterThan === undefined || value > limits.greaterThan, {
        error: () => refusal("calculators.errMoreThan", { min: readable(limits.greaterThan ?? 0) }),
      }),
    );
}

/** A choice; `label` is the choice's name with its article in English ("calculators.chooseInstrument": "an instrument"). */
export function choiceField<const T extends readonly [string, ...string[]]>(choices: T, label: CalculatorTextId) {
  return z.enum(choices, { message: phraseMessage(phrase("calculators.errChoose", { label: phrase(label) })) });
}

/** A refusal a schema adds itself, as zod carries it (see phraseMessage). */
export function refusalMessage(id: CalculatorTextId, values?: Record<string, string>): string {
  return phraseMessage(phrase(id, values));
}

/** Each field's first refusal, as a phrase the page words in its language. */
export type FieldErrors = Partial<Record<string, Phrase>>;

export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export function parseWith<T>(schema: z.ZodMiniType<T>, values: FormValues): Parsed<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= phraseOfMessage(issue.message);
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
  return formatDecimal(rounded, { minFraction: 0, maxFraction: 20, grouping: "none" });
}

export interface ResultLine {
  label: Phrase;
  /** the figure, with at most two decimals (the spec's rule), and its unit where that is a word */
  value: Said;
  /** the same figure to the currency's finest unit, where two decimals hide most of it (coins) */
  detail?: string | undefined;
  tone?: "gain" | "loss" | "neutral";
}

/** A calculation's outcome as the result panel shows it. */
export interface CalculatorResult {
  /** one or more labelled figures, e.g. [{ label: { id: "calculators.profit" }, value: "800.00 USD", tone: "gain" }] */
  lines: ResultLine[];
  /** the formula with the user's numbers in it ("" when there is none) */
  formula: Said;
  /** the savings calculators' year-by-year table and chart */
  growth?: GrowthTable;
  /** an itemised breakdown shown under the form (the charges of each leg of a trade) */
  table?: ResultTable | undefined;
  /** the stored rates the result used, each with the date from which it applies and its source */
  ratesUsed?: readonly RateUsed[] | undefined;
}

/** A table of figures: one row per item, one cell per column after the row's label. */
export interface ResultTable {
  caption: Phrase;
  /** the headings of the figure columns (the label column's heading is the first) */
  columns: readonly Phrase[];
  rows: readonly { label: Phrase; cells: readonly Said[]; /** a sum of the rows above */ total?: boolean }[];
}

/** One rate a calculation used: what it is, the figure as published, from when, and who published it. */
export interface RateUsed {
  label: Said;
  rate: Said;
  /** YYYY-MM-DD */
  effectiveFrom: string;
  sourceName: string;
  sourceUrl: string;
}
