import { z } from "../../domain/zod";
import { parseDecimal } from "../../domain/calculators/form-values";
import { allCurrencies, usdPricedAssets } from "../../domain/calculators/instruments";
import { listRates, saveDollarPrice, saveRates } from "../repos/rates.server";
import { auditedWrite, recordAudit, type AuditActor } from "../repos/audit.server";
import type { AppServices } from "../services.server";
import { ADMIN_SOURCE, refreshRatesFromFeed } from "./rates.server";

const positiveNumber = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}.`)
    .transform(parseDecimal)
    .refine((value) => Number.isFinite(value) && value > 0, `The ${label} must be a number above 0.`);

const editableCurrency = z.enum(allCurrencies.filter((currency) => currency !== "EUR") as [string, ...string[]], { message: "Choose a currency." });

export type RateEdit = { currency: string; unitsPerEur: number } | { currency: string; usdPrice: number };

/**
 * One rate as an administrator enters it: currencies as units for 1 EUR (how the reference rates
 * publish them), coins and gold as their price in US dollars (how everyone quotes them).
 */
export function parseRateEdit(form: Record<string, unknown>): { ok: true; edit: RateEdit } | { ok: false; error: string } {
  const currency = editableCurrency.safeParse(form.currency);
  if (!currency.success) return { ok: false, error: "Choose a currency." };
  if (usdPricedAssets.includes(currency.data)) {
    const price = positiveNumber("price").safeParse(String(form.usdPrice ?? ""));
    return price.success ? { ok: true, edit: { currency: currency.data, usdPrice: price.data } } : { ok: false, error: price.error.issues[0]!.message };
  }
  const rate = positiveNumber("rate").safeParse(String(form.unitsPerEur ?? ""));
  return rate.success ? { ok: true, edit: { currency: currency.data, unitsPerEur: rate.data } } : { ok: false, error: rate.error.issues[0]!.message };
}

export async function listRatesForAdmin(services: AppServices) {
  return listRates(services.db);
}

/**
 * An administrator's correction of one rate; dated today and marked as set by hand. A new USD rate
 * carries the dollar-priced assets with it (their dollar price is what the administrator set).
 */
export async function setRateByHand(services: AppServices, edit: RateEdit, actor: AuditActor): Promise<{ ok: true } | { ok: false; error: string }> {
  const asOf = new Date().toISOString().slice(0, 10);
  if ("usdPrice" in edit) {
    const entry = (saved: boolean) => (saved ? { action: "rate.update", entity: "rate", entityId: edit.currency, detail: { usdPrice: edit.usdPrice } } : null);
    const saved = await auditedWrite(services.db, actor, entry, (db) => saveDollarPrice(db, { currency: edit.currency, usdPrice: edit.usdPrice, source: ADMIN_SOURCE, asOf }));
    if (!saved) return { ok: false, error: "Set the USD rate first: dollar prices are stored through it." };
  } else {
    const entry = { action: "rate.update", entity: "rate", entityId: edit.currency, detail: { unitsPerEur: edit.unitsPerEur } };
    const row = { currency: edit.currency, unitsPerEur: edit.unitsPerEur, source: ADMIN_SOURCE, asOf };
    await auditedWrite(services.db, actor, entry, (db) => saveRates(db, [row], { dollarPriced: usdPricedAssets }));
  }
  await services.bus.publish({ type: "content.changed", area: "rates" });
  return { ok: true };
}

/**
 * An administrator's "refresh now". The feed is fetched outside any transaction, so the audit
 * line (who asked, and the date the feed gave) follows the stored rates rather than joining them.
 */
export async function refreshRatesNow(services: AppServices, actor: AuditActor) {
  if (!services.config.ratesUrl) return { ok: false, error: "The rates refresh is turned off (RATES_URL=off)." };
  const outcome = await refreshRatesFromFeed(services, services.config.ratesUrl);
  if (outcome.ok) await recordAudit(services.db, actor, { action: "rate.refresh", entity: "rate", detail: { asOf: outcome.asOf } });
  return outcome;
}
