import type { z } from "zod/mini";
import { parseWith, valuesFromQuery, type CalculatorResult, type FieldErrors, type FormValues } from "./form-values";
import { PREVIEW_PARAM } from "./preview";
import type { UnitsPerEur } from "./rates";

/** Everything a calculator page needs to know about one form, shared by server and browser. */
/** `R`: a calculator may say more than figures and a formula (the option payoff's chart and Greeks). */
export interface CalculatorDefinition<T, R extends CalculatorResult = CalculatorResult> {
  fields: readonly string[];
  defaults: FormValues;
  schema: z.ZodMiniType<T, unknown>;
  /**
   * fills the fields that follow the instrument and deposit currency from the catalogue and rates;
   * `intent` is the button the form was sent with, or NEW_INSTRUMENT when the site's script sends a
   * change of instrument on its own
   */
  fill?: (values: FormValues, rates: UnitsPerEur, intent?: string | null) => FormValues;
  /** what the filled fields depend on, when more than the instrument and currency (fillBasis) */
  fillBasis?: (values: FormValues) => string;
  calculate: (input: T) => R;
}

export interface Evaluation<R extends CalculatorResult = CalculatorResult> {
  errors: FieldErrors;
  result: R | null;
}

export function evaluate<T, R extends CalculatorResult>(definition: CalculatorDefinition<T, R>, values: FormValues): Evaluation<R> {
  const parsed = parseWith(definition.schema, values);
  return parsed.ok ? { errors: {}, result: definition.calculate(parsed.data) } : { errors: parsed.errors, result: null };
}

/** What the auto-filled fields were filled for: "instrument:deposit". */
export function fillBasis(values: FormValues): string {
  return `${values.instrument ?? values.pair ?? ""}:${values.deposit ?? ""}`;
}

/**
 * The intent of a form sent because its instrument was changed, and nothing else yet: the fields
 * typed for the old instrument (its prices) may then be replaced. A form sent without JavaScript
 * carries the new instrument together with whatever was typed after it, so its prices are kept.
 */
export const NEW_INSTRUMENT = "new-instrument";

/** Whether the address carries the form (a calculation asked for), and not as a preview. */
export function wasSubmitted(fields: readonly string[], params: URLSearchParams): boolean {
  return fields.some((field) => params.has(field)) && !params.has(PREVIEW_PARAM);
}

/**
 * The form's values for a request: the query's, else the defaults. The auto-filled fields are filled
 * again when they were filled for something else (another instrument or currency: a form sent after
 * changing the instrument) or when the visitor asked for the latest prices. Every calculator answers
 * on the server, with or without JavaScript (decision 0054), so this is where the form follows its
 * choices.
 */
export function prepareValues<T, R extends CalculatorResult>(
  definition: CalculatorDefinition<T, R>,
  params: URLSearchParams,
  rates: UnitsPerEur,
): { values: FormValues; submitted: boolean } {
  const values = valuesFromQuery(params, definition.defaults);
  const submitted = wasSubmitted(definition.fields, params);
  const intent = params.get("intent");
  const refresh = intent === "update-prices" || intent === NEW_INSTRUMENT || values.filledFor !== (definition.fillBasis ?? fillBasis)(values);
  return { values: refresh && definition.fill ? definition.fill(values, rates, intent) : values, submitted };
}

/** Any calculator, whatever its parsed input type (evaluate() keeps schema and calculate together). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCalculatorDefinition = CalculatorDefinition<any>;
