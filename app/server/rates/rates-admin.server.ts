import { z } from "zod";
import { allCurrencies } from "../../domain/calculators/instruments";
import { listRates, saveRates } from "../repos/rates.server";
import type { AppServices } from "../services.server";
import { ADMIN_SOURCE, refreshRatesFromFeed } from "./rates.server";

export const rateEditSchema = z.object({
  currency: z.enum(allCurrencies.filter((currency) => currency !== "EUR") as [string, ...string[]], { message: "Choose a currency." }),
  unitsPerEur: z
    .string()
    .trim()
    .min(1, "Enter the rate.")
    .transform(Number)
    .refine((value) => Number.isFinite(value) && value > 0, "The rate must be a number above 0."),
});

export async function listRatesForAdmin(services: AppServices) {
  return listRates(services.db);
}

/** An administrator's correction of one rate; dated today and marked as set by hand. */
export async function setRateByHand(services: AppServices, currency: string, unitsPerEur: number): Promise<void> {
  await saveRates(services.db, [{ currency, unitsPerEur, source: ADMIN_SOURCE, asOf: new Date().toISOString().slice(0, 10) }]);
  await services.bus.publish({ type: "content.changed", area: "rates" });
}

export async function refreshRatesNow(services: AppServices) {
  if (!services.config.ratesUrl) return { ok: false, error: "The rates refresh is turned off (RATES_URL=off)." };
  return refreshRatesFromFeed(services, services.config.ratesUrl);
}
