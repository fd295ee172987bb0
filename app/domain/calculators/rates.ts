import type { Instrument } from "./instruments";

/**
 * Reference rates as the euro foreign-exchange reference rates publish them: units of each currency
 * for 1 EUR (EUR itself is 1). Any cross rate goes through EUR.
 */
export type UnitsPerEur = Readonly<Record<string, number>>;

/** How many units of `to` one unit of `from` is worth; undefined when a rate is missing. */
export function crossRate(rates: UnitsPerEur, from: string, to: string): number | undefined {
  if (from === to) return 1;
  const fromPerEur = from === "EUR" ? 1 : rates[from];
  const toPerEur = to === "EUR" ? 1 : rates[to];
  if (!fromPerEur || !toPerEur) return undefined;
  return toPerEur / fromPerEur;
}

/**
 * The conversion price that turns the instrument's quote currency into the deposit currency. When the
 * deposit currency is the base, the trade's own price is the most exact rate there is (1 / price,
 * allowing for instruments quoted per 100 units); otherwise the reference rates give it.
 */
export function quoteToDeposit(instrument: Instrument, deposit: string, rates: UnitsPerEur, price?: number): number | undefined {
  if (deposit === instrument.quote) return 1;
  if (deposit === instrument.base && price && price > 0) return instrument.quotedPer / price;
  return crossRate(rates, instrument.quote, deposit);
}

/** The price of one unit of the base currency in the deposit currency (for margin). */
export function baseToDeposit(instrument: Instrument, deposit: string, rates: UnitsPerEur, price?: number): number | undefined {
  if (deposit === instrument.base) return 1;
  if (deposit === instrument.quote && price && price > 0) return price / instrument.quotedPer;
  return crossRate(rates, instrument.base, deposit);
}

/** The instrument's current price from the reference rates (quote units per quotedPer of base). */
export function referencePrice(instrument: Instrument, rates: UnitsPerEur): number | undefined {
  const rate = crossRate(rates, instrument.base, instrument.quote);
  return rate === undefined ? undefined : rate * instrument.quotedPer;
}

/** Rates rounded for a form field: 6 significant digits keep a 1/151 conversion exact to the cent. */
export function roundRate(value: number): number {
  return Number(value.toPrecision(6));
}

/** Where a stored rate came from and the day it is for. */
export interface RateOrigin {
  source: string;
  asOf: string;
}

/** The stored rates as a page receives them. */
export interface RatesSnapshot {
  unitsPerEur: UnitsPerEur;
  /** where each currency's rate came from, and for which day */
  origins: Readonly<Record<string, RateOrigin>>;
}

/** The rates of a calculator that converts no currency (the rupee calculators): none. */
export const NO_RATES: RatesSnapshot = { unitsPerEur: {}, origins: {} };

/** One line of "Rates: …": a source and date, and the currencies it covers when there are several. */
export interface RateSourceLine extends RateOrigin {
  currencies: string[];
}

/**
 * The sources and dates of the rates a conversion between these currencies rests on (EUR is the
 * reference and needs none), grouped so that the page can say "Rates: <source>, <date>" truthfully
 * even when the rupee came from the feed and bitcoin from an administrator.
 */
export function sourcesFor(currencies: readonly string[], origins: Readonly<Record<string, RateOrigin>>): RateSourceLine[] {
  const lines: RateSourceLine[] = [];
  for (const currency of new Set(currencies)) {
    const origin = origins[currency];
    if (currency === "EUR" || !origin) continue;
    const line = lines.find((existing) => existing.source === origin.source && existing.asOf === origin.asOf);
    if (line) line.currencies.push(currency);
    else lines.push({ ...origin, currencies: [currency] });
  }
  return lines;
}
