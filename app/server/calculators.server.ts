import { evaluate, prepareValues, type AnyCalculatorDefinition, type Evaluation } from "../domain/calculators/calculator";
import type { FormValues } from "../domain/calculators/form-values";
import type { RatesSnapshot, UnitsPerEur } from "../domain/calculators/rates";
import { cachedUntilChange } from "./content-cache.server";
import { loadRatesSnapshot } from "./rates/rates.server";
import type { AppServices } from "./services.server";

export interface CalculatorFormState {
  values: FormValues;
  /** null until the form has been sent: the page shows '----' */
  evaluation: Evaluation | null;
}

/**
 * The stored rates as the calculator pages read them: once, and kept until the daily refresh or an
 * administrator saves new ones (both announce `content.changed`).
 */
function ratesForPages(services: AppServices): Promise<RatesSnapshot> {
  return cachedUntilChange(services, "rates", () => loadRatesSnapshot(services));
}

/**
 * A calculator page's data: the stored rates, and for each form its values from the address (or the
 * defaults) and, when the form was sent, the result the server computed (so it works without
 * JavaScript and from a shared link).
 */
export async function loadCalculatorForms<K extends string>(
  services: AppServices,
  request: Request,
  definitions: Record<K, AnyCalculatorDefinition>,
): Promise<{ rates: RatesSnapshot; forms: Record<K, CalculatorFormState> }> {
  const rates = await ratesForPages(services);
  return { rates, forms: calculatorForms(request, definitions, rates.unitsPerEur) };
}

/**
 * The forms alone, for calculators that convert no currency (SIP, compound interest): no rates are
 * read or sent.
 */
export function calculatorForms<K extends string>(request: Request, definitions: Record<K, AnyCalculatorDefinition>, rates: UnitsPerEur = {}): Record<K, CalculatorFormState> {
  const params = new URL(request.url).searchParams;
  const forms = {} as Record<K, CalculatorFormState>;
  for (const key of Object.keys(definitions) as K[]) {
    const definition = definitions[key];
    const { values, submitted } = prepareValues(definition, params, rates);
    forms[key] = { values, evaluation: submitted ? evaluate(definition, values) : null };
  }
  return forms;
}
