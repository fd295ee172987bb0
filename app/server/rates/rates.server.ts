import { allCurrencies, usdPricedAssets } from "../../domain/calculators/instruments";
import type { RateOrigin, RatesSnapshot } from "../../domain/calculators/rates";
import { listRates, saveRates, type RateRow } from "../repos/rates.server";
import type { AppServices } from "../services.server";
import { fetchEuroReferenceRates } from "./euro-reference-rates.server";

export const FEED_SOURCE = "Euro foreign exchange reference rates";
export const ADMIN_SOURCE = "Set by an administrator";
export const SEED_SOURCE = "Approximate reference rates (seed)";

/** Sensible starting rates (1 EUR = …), replaced by the daily refresh or an administrator. */
export const seedRates: { asOf: string; unitsPerEur: Record<(typeof allCurrencies)[number], number> } = {
  asOf: "2026-11-20",
  unitsPerEur: {
    EUR: 1,
    USD: 1.1713,
    JPY: 181.42,
    GBP: 0.8852,
    AUD: 1.7915,
    CAD: 1.6398,
    CHF: 0.9338,
    INR: 103.61,
    // The feed has no crypto or gold: BTC at about 95,000 USD, ETH at 3,400 USD, gold at 4,100 USD an ounce.
    BTC: 1.1713 / 95_000,
    ETH: 1.1713 / 3_400,
    XAU: 1.1713 / 4_100,
  },
};

/**
 * Gives every currency the calculators know a rate: all of them on a new database, and on an older
 * one the currencies added since (gold, say). A dollar-priced asset added late keeps its dollar
 * price against the dollar rate already stored.
 */
export async function seedMissingRates(services: Pick<AppServices, "db">): Promise<void> {
  const stored = new Map((await listRates(services.db)).map((row) => [row.currency, row.unitsPerEur]));
  const dollarDrift = (stored.get("USD") ?? seedRates.unitsPerEur.USD) / seedRates.unitsPerEur.USD;
  const missing = Object.entries(seedRates.unitsPerEur)
    .filter(([currency]) => !stored.has(currency))
    .map(([currency, unitsPerEur]) => ({
      currency,
      unitsPerEur: usdPricedAssets.includes(currency) ? unitsPerEur * dollarDrift : unitsPerEur,
      source: SEED_SOURCE,
      asOf: seedRates.asOf,
    }));
  await saveRates(services.db, missing);
}

/** What the calculator pages need: every stored rate, with its source and date. */
export async function loadRatesSnapshot(services: Pick<AppServices, "db">): Promise<RatesSnapshot> {
  const rows = await listRates(services.db);
  const unitsPerEur: Record<string, number> = { EUR: 1 };
  const origins: Record<string, RateOrigin> = {};
  for (const row of rows) {
    unitsPerEur[row.currency] = row.unitsPerEur;
    origins[row.currency] = { source: row.source, asOf: row.asOf };
  }
  return { unitsPerEur, origins };
}

/**
 * Fetches the reference rates and stores the currencies the calculators use. When the source cannot
 * be reached the stored rates stay as they are and the failure is logged.
 */
export async function refreshRatesFromFeed(services: AppServices, url: string): Promise<{ ok: boolean; asOf?: string; error?: string }> {
  try {
    const feed = await fetchEuroReferenceRates(url);
    const rows: RateRow[] = allCurrencies
      .filter((currency) => currency !== "EUR" && feed.unitsPerEur[currency] !== undefined)
      .map((currency) => ({ currency, unitsPerEur: feed.unitsPerEur[currency]!, source: FEED_SOURCE, asOf: feed.asOf }));
    await saveRates(services.db, rows, { dollarPriced: usdPricedAssets });
    await services.bus.publish({ type: "content.changed", area: "rates" });
    services.log.info({ asOf: feed.asOf, currencies: rows.length }, "reference rates refreshed");
    return { ok: true, asOf: feed.asOf };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    services.log.warn({ err: error, url }, "reference rates not refreshed; the stored rates stay");
    return { ok: false, error: message };
  }
}

/** A server restarted every day before 15:30 UTC would otherwise never refresh. */
const STALE_CHECK_DELAY_MS = 10 * 60 * 1000;
const STALE_AFTER_MS = 36 * 60 * 60 * 1000;

/**
 * Refreshes when the stored rates are more than a day and a half old. Runs from a timer, so it
 * never throws: a database that cannot be read at that moment (an outage) is logged, not an
 * unhandled rejection that would stop the process.
 */
export async function refreshRatesIfStale(services: AppServices, url: string): Promise<"fresh" | "refreshed" | "failed"> {
  try {
    const asOf = (await loadRatesSnapshot(services)).origins.USD?.asOf ?? seedRates.asOf;
    if (Date.now() - Date.parse(`${asOf}T16:00:00Z`) <= STALE_AFTER_MS) return "fresh";
    return (await refreshRatesFromFeed(services, url)).ok ? "refreshed" : "failed";
  } catch (error) {
    services.log.warn({ err: error }, "stored rates could not be checked for age; the next daily refresh stays planned");
    return "failed";
  }
}

/**
 * Publication is in the afternoon, Central European time: refresh every day at 15:30 UTC, and ten
 * minutes after start when the stored rates are more than a day and a half old.
 */
export function scheduleDailyRatesRefresh(services: AppServices, url: string): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const staleCheck = setTimeout(() => void refreshRatesIfStale(services, url), STALE_CHECK_DELAY_MS);
  staleCheck.unref();
  const planNext = () => {
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 15, 30));
    if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
    timer = setTimeout(() => {
      void refreshRatesFromFeed(services, url).finally(planNext);
    }, next.getTime() - now.getTime());
    timer.unref();
  };
  planNext();
  return () => {
    clearTimeout(timer);
    clearTimeout(staleCheck);
  };
}
