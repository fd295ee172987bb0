import { evaluate, type Evaluation } from "../domain/calculators/calculator";
import type { FormValues } from "../domain/calculators/form-values";
import type { LotSizeEntry } from "../domain/calculators/lot-sizes";
import { optionsCalculator, prepareOptionsValues, type OptionsResult } from "../domain/calculators/options-calculator";
import { loadLotSizeCatalogue } from "./lot-sizes.server";
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
  return { catalogue, form: { values, evaluation: evaluate(optionsCalculator, values) } };
}
