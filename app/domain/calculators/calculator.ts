import type { z } from "zod/mini";
import { parseWith, valuesFromQuery, type CalculatorResult, type FieldErrors, type FormValues } from "./form-values";
import type { UnitsPerEur } from "./rates";

/** Everything a calculator page needs to know about one form, shared by server and browser. */
/** `R`: a calculator may say more than figures and a formula (the option payoff's chart and Greeks). */
export interface CalculatorDefinition<T, R extends CalculatorResult = CalculatorResult> {
  fields: readonly string[];
  defaults: FormValues;
  schema: z.ZodMiniType<T, unknown>;
  /** fills the fields that follow the instrument and deposit currency from the catalogue and rates */
  fill?: (values: FormValues, rates: UnitsPerEur) => FormValues;
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
 * The form's values for a request: the query's, else the defaults. The auto-filled fields are filled
 * again when they were filled for another instrument or currency (a form sent without JavaScript
 * after changing the instrument) or when the visitor asked for the latest prices.
 */
export function prepareValues<T, R extends CalculatorResult>(
  definition: CalculatorDefinition<T, R>,
  params: URLSearchParams,
  rates: UnitsPerEur,
): { values: FormValues; submitted: boolean } {
  const values = valuesFromQuery(params, definition.defaults);
  const submitted = definition.fields.some((field) => params.has(field));
  const refresh = params.get("intent") === "update-prices" || values.filledFor !== fillBasis(values);
  return { values: refresh && definition.fill ? definition.fill(values, rates) : values, submitted };
}

/** Any calculator, whatever its parsed input type (evaluate() keeps schema and calculate together). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCalculatorDefinition = CalculatorDefinition<any>;
