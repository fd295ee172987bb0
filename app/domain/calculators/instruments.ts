/*
 * The instrument catalogue: data, not code branches. Every calculator reads pip size, lot size and
 * the currencies of an instrument from here, so adding one is adding a row.
 */

import { phrase, type Phrase, type Said } from "./phrase";

export type AssetClass = "forex" | "crypto" | "metal" | "inr-exchange";

export interface Instrument {
  symbol: string;
  /** how the option reads, e.g. "EUR/USD"; a phrase where it has a word ("XAU/USD (gold)") */
  label: Said;
  base: string;
  quote: string;
  assetClass: AssetClass;
  /** the price step one pip stands for */
  pipSize: number;
  /** units of the base in one lot */
  unitsPerLot: number;
  /** the price is quoted per this many units of the base (JPYINR is quoted per 100 yen) */
  quotedPer: number;
  /** shown under the form, e.g. the contract size of an exchange-traded pair */
  note?: Phrase;
}

const pair = (base: string, quote: string, assetClass: AssetClass = "forex", extra: Partial<Instrument> = {}): Instrument => ({
  symbol: base + quote,
  label: `${base}/${quote}`,
  base,
  quote,
  assetClass,
  pipSize: quote === "JPY" ? 0.01 : 0.0001,
  unitsPerLot: 100_000,
  quotedPer: 1,
  ...extra,
});

const nseLot = phrase("calculators.noteNse");
const coinLot = phrase("calculators.noteCrypto");

export const instruments: readonly Instrument[] = [
  pair("EUR", "USD"),
  pair("GBP", "USD"),
  pair("USD", "JPY"),
  pair("AUD", "USD"),
  pair("USD", "CAD"),
  pair("USD", "CHF"),
  pair("BTC", "USD", "crypto", { pipSize: 1, unitsPerLot: 1, note: coinLot }),
  pair("ETH", "USD", "crypto", { pipSize: 1, unitsPerLot: 1, note: coinLot }),
  pair("XAU", "USD", "metal", {
    label: phrase("calculators.goldPair"),
    pipSize: 0.01,
    unitsPerLot: 100,
    note: phrase("calculators.noteGold"),
  }),
  pair("USD", "INR", "inr-exchange", { unitsPerLot: 1_000, note: nseLot }),
  pair("EUR", "INR", "inr-exchange", { unitsPerLot: 1_000, note: nseLot }),
  pair("GBP", "INR", "inr-exchange", { unitsPerLot: 1_000, note: nseLot }),
  pair("JPY", "INR", "inr-exchange", {
    unitsPerLot: 100_000,
    quotedPer: 100,
    note: phrase("calculators.noteNseYen"),
  }),
];

const bySymbol = new Map(instruments.map((instrument) => [instrument.symbol, instrument]));

export function findInstrument(symbol: string): Instrument | undefined {
  return bySymbol.get(symbol);
}

/**
 * The instrument a form's text names, or EUR/USD (every form's default) for anything else: the
 * fills and the page read the form as typed, and a tampered address (?instrument=XXX) must get the
 * page with "Choose an instrument" beside the field (the schema's refusal), not an error page.
 */
export function instrumentOrDefault(symbol: string | undefined): Instrument {
  return bySymbol.get(symbol ?? "") ?? getInstrument("EURUSD");
}

export function getInstrument(symbol: string): Instrument {
  const instrument = bySymbol.get(symbol);
  if (!instrument) throw new Error(`Unknown instrument: ${symbol}`);
  return instrument;
}

/** The read-only Forex and Crypto boxes of the forms. */
export function instrumentKind(instrument: Instrument): { forex: boolean; crypto: boolean } {
  return {
    forex: instrument.assetClass === "forex" || instrument.assetClass === "inr-exchange",
    crypto: instrument.assetClass === "crypto",
  };
}

/** P&L, pip value and position size: the spec's six instruments plus gold and the NSE rupee pairs. */
export const tradeInstruments = ["EURUSD", "GBPUSD", "USDJPY", "AUDUSD", "BTCUSD", "ETHUSD", "XAUUSD", "USDINR", "EURINR", "GBPINR", "JPYINR"] as const;
export const depositCurrencies = ["USD", "EUR", "AUD", "GBP", "JPY", "BTC", "ETH", "INR"] as const;

/** The margin calculator's own lists (spec section 3) plus the rupee. */
export const marginPairs = ["EURUSD", "GBPUSD", "USDJPY", "AUDUSD", "USDCAD", "USDCHF", "USDINR", "EURINR", "GBPINR", "JPYINR"] as const;
export const marginDepositCurrencies = ["USD", "EUR", "GBP", "JPY", "AUD", "CAD", "CHF", "INR"] as const;
export const leverageChoices = [10, 20, 50, 100, 200, 500] as const;

/** Every currency a calculator may need a rate for. */
export const allCurrencies = ["EUR", "USD", "JPY", "GBP", "AUD", "CAD", "CHF", "INR", "BTC", "ETH", "XAU"] as const;

/**
 * Assets the euro reference rates do not publish. Their price is kept in US dollars (how everyone
 * quotes them): set by an administrator, and held in dollars when the feed moves the euro.
 */
export const usdPricedAssets: readonly string[] = ["BTC", "ETH", "XAU"];
