import { decimalFraction, type Fraction } from "./exact-money";

/*
 * The statutory charges on a trade on NSE and BSE, as the database stores them (migration
 * 0011-statutory-rates, decision 0034): one dated row per rate, never edited in place. A change
 * of rate is a new row with the date from which it applies; the trade date picks the row in force.
 */

export const segments = ["delivery", "intraday", "futures", "options"] as const;
export type Segment = (typeof segments)[number];

export const exchanges = ["NSE", "BSE"] as const;
export type Exchange = (typeof exchanges)[number];

export const legSides = ["buy", "sell"] as const;
export type LegSide = (typeof legSides)[number];

/** STT (CTT on commodities, not offered here), exchange transaction charges, SEBI turnover fee, stamp duty, NSE's IPFT, GST. */
export const chargeKinds = ["stt", "exchange", "sebi", "stamp", "ipft", "gst"] as const;
export type ChargeKind = (typeof chargeKinds)[number];

/**
 * BSE's equity scrip groups, as far as the transaction charge differs (decision 0048, migration 0027):
 * groups A, B and most others pay BSE's general cash rate; X, XT, Z and ZP pay ₹10,000 per crore.
 * A row names a group only for BSE's delivery and intraday charges; every other row is for `all`.
 */
export const scripGroups = ["A-B", "X-XT-Z-ZP"] as const;
export type ScripGroup = (typeof scripGroups)[number];
export const rateScripGroups = [...scripGroups, "all"] as const;

/** The scrip group counts only for BSE's equity segments: NSE has no such groups, derivatives have none. */
export const hasScripGroup = (segment: string, exchange: string) => exchange === "BSE" && (segment === "delivery" || segment === "intraday");

export const rateSegments = [...segments, "all"] as const;
export const rateExchanges = [...exchanges, "all"] as const;
export const rateSides = [...legSides, "both"] as const;

/**
 * How a rate is written in the circulars: a percentage of turnover, rupees per lakh or per crore of
 * turnover (exchange charges and the SEBI fee are published that way), or for GST a percentage of
 * the taxable charges.
 */
export const rateUnits = ["percent", "per_lakh", "per_crore"] as const;
export type RateUnit = (typeof rateUnits)[number];

export interface StatutoryRate {
  id: string;
  kind: ChargeKind;
  segment: (typeof rateSegments)[number];
  exchange: (typeof rateExchanges)[number];
  side: (typeof rateSides)[number];
  /** a BSE scrip group (migration 0027), or `all`: a group's rows are a schedule of their own */
  scripGroup: (typeof rateScripGroups)[number];
  /** the figure as published, a plain decimal ("0.00297", "10") */
  rate: string;
  unit: RateUnit;
  /** YYYY-MM-DD: trades on and after this date pay this rate (until a later row) */
  effectiveFrom: string;
  sourceName: string;
  sourceUrl: string;
}

const unitDivisor: Record<RateUnit, bigint> = { percent: 100n, per_lakh: 100_000n, per_crore: 10_000_000n };

/** The rate as a fraction of the amount it applies to (0.00297% → 297 / 10^7). */
export function rateFraction(rate: Pick<StatutoryRate, "rate" | "unit">): Fraction {
  const value = decimalFraction(rate.rate);
  return { num: value.num, den: value.den * unitDivisor[rate.unit] };
}

export interface RateQuery {
  kind: ChargeKind;
  segment: Segment;
  exchange: Exchange;
  side: LegSide;
  /** BSE's scrip group of an equity trade; left out where groups do not count */
  scripGroup?: ScripGroup | undefined;
}

const specificity = (rate: StatutoryRate) => (rate.segment === "all" ? 0 : 2) + (rate.exchange === "all" ? 0 : 1) + (rate.side === "both" ? 0 : 4);

function applies(rate: StatutoryRate, query: Omit<RateQuery, "side"> & { side?: LegSide }): boolean {
  return (
    rate.kind === query.kind &&
    (rate.segment === "all" || rate.segment === query.segment) &&
    (rate.exchange === "all" || rate.exchange === query.exchange) &&
    (query.side === undefined || rate.side === "both" || rate.side === query.side)
  );
}

/**
 * The rate in force on `date` (YYYY-MM-DD): of the rows that apply, the one with the latest
 * effective date on or before it; on the same date the more specific row (a side, a segment, an
 * exchange named) wins over a general one. Undefined when no row applies (no STT on an intraday
 * buy, no IPFT on BSE).
 *
 * A scrip group's rows are a schedule of their own: when one is in force for the trade's group it
 * is used whatever the general rows' dates, so a later revision of BSE's general cash rate does not
 * lower the X group's charge; a charge the group has no row for is the general one.
 */
export function rateInForce(rates: readonly StatutoryRate[], query: RateQuery, date: string): StatutoryRate | undefined {
  if (query.scripGroup) {
    const own = latestInForce(rates, query, date, query.scripGroup);
    if (own) return own;
  }
  return latestInForce(rates, query, date, "all");
}

function latestInForce(rates: readonly StatutoryRate[], query: RateQuery, date: string, group: StatutoryRate["scripGroup"]): StatutoryRate | undefined {
  let best: StatutoryRate | undefined;
  for (const rate of rates) {
    if (rate.scripGroup !== group || !applies(rate, query) || rate.effectiveFrom > date) continue;
    if (!best || rate.effectiveFrom > best.effectiveFrom || (rate.effectiveFrom === best.effectiveFrom && specificity(rate) > specificity(best))) best = rate;
  }
  return best;
}

/** The charges every trade in a segment pays something of; a trade dated before all of them are known is refused. */
const requiredKinds: readonly ChargeKind[] = ["stt", "exchange", "sebi", "stamp", "gst"];

/**
 * The first date from which every required charge of this segment and exchange has a rate, or
 * undefined when one never has. A trade before it would silently pay nothing for that charge.
 */
export function ratesKnownFrom(rates: readonly StatutoryRate[], segment: Segment, exchange: Exchange): string | undefined {
  let from = "";
  for (const kind of requiredKinds) {
    let earliest: string | undefined;
    for (const rate of rates) if (rate.scripGroup === "all" && applies(rate, { kind, segment, exchange }) && (earliest === undefined || rate.effectiveFrom < earliest)) earliest = rate.effectiveFrom;
    if (earliest === undefined) return undefined;
    if (earliest > from) from = earliest;
  }
  return from;
}
