import { evaluate, type Evaluation } from "../domain/calculators/calculator";
import type { FormValues } from "../domain/calculators/form-values";
import type { LotSizeEntry } from "../domain/calculators/lot-sizes";
import { optionsCalculator, prepareOptionsValues, type OptionsResult } from "../domain/calculators/options-calculator";
import { loadLotSizeCatalogue } from "./lot-sizes.server";
import { memoByInput } from "./memo-by-input.server";
import type { AppServices } from "./services.server";

/**
 * The option payoff page's data: the lot sizes in force today, the form from the address, and its
 * result. The page always shows one (the defaults are a complete strategy), so a first visit sees
 * the chart without pressing anything.
 */
export async function loadOptionsPage(
  services: AppServices,
  request: Request,
): Promise<{ catalogue: LotSizeEntry[]; form: { values: FormValues; evaluation: Evaluation<OptionsResult> } }> {
  const catalogue = await loadLotSizeCatalogue(services);
  const { values } = prepareOptionsValues(new URL(request.url).searchParams, catalogue);
  return { catalogue, form: { values, evaluation: evaluateOptionsForm(values) } };
}

/*
 * The payoff grid, the chart's scale and the Greeks are the costliest arithmetic of any page (about
 * half a millisecond of an uncached render), and most visitors send one of a few forms: the
 * defaults, a preset. The evaluation is a pure function of the form, so it is kept by the form's
 * values as text (decision 0073), bounded as the sanitiser's memo is; the page only reads it.
 */
const keptEvaluation = memoByInput(
  (form: string) => evaluate(optionsCalculator, JSON.parse(form) as FormValues),
  // a rough size: the chart's points and the tables' rows are the bulk of a result
  (evaluation) => JSON.stringify(evaluation).length,
  { maxEntries: 16, maxChars: 200_000 },
);

/** The form's evaluation, computed or kept (the same values in the same order are the same form). */
export function evaluateOptionsForm(values: FormValues): Evaluation<OptionsResult> {
  return keptEvaluation(JSON.stringify(values));
}
