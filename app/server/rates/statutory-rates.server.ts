import type { StatutoryRate } from "../../domain/calculators/statutory-rates";
import { cachedUntilChange } from "../content-cache.server";
import { listStatutoryRates } from "../repos/statutory-rates.server";
import type { AppServices } from "../services.server";

/**
 * The statutory rates the charges calculator uses: every row, so that the page (and the browser,
 * which calculates as the visitor types) can pick the one in force on any trade date. Read once and
 * kept until an administrator adds a rate (`content.changed`), like the site's other content.
 */
export function loadStatutoryRates(services: AppServices): Promise<StatutoryRate[]> {
  return cachedUntilChange(services, "statutory-rates", () => listStatutoryRates(services.db));
}
