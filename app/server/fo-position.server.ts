import { evaluate } from "../domain/calculators/calculator";
import { foPositionCalculator, prepareFoValues } from "../domain/calculators/fo-position";
import type { LotSizeEntry } from "../domain/calculators/lot-sizes";
import type { CalculatorFormState } from "./calculators.server";
import { loadLotSizeCatalogue } from "./lot-sizes.server";
import type { AppServices } from "./services.server";

/** The lot-size page's NSE form: the lot sizes in force today, and the form from the address ('----' until sent). */
export async function loadFoPositionForm(services: AppServices, request: Request): Promise<{ catalogue: LotSizeEntry[]; form: CalculatorFormState }> {
  const catalogue = await loadLotSizeCatalogue(services);
  const { values, submitted } = prepareFoValues(new URL(request.url).searchParams, catalogue);
  return { catalogue, form: { values, evaluation: submitted ? evaluate(foPositionCalculator, values) : null } };
}
