import { describe, expect, it } from "vitest";
import { getInstrument, instrumentKind, instruments } from "./instruments";
import { baseToDeposit, crossRate, quoteToDeposit, referencePrice, roundRate, sourcesFor } from "./rates";

const rates = { USD: 1.17, JPY: 175.5, INR: 103.5, GBP: 0.88, BTC: 0.0000123 };

describe("the instrument catalogue", () => {
  it("uses 0.01 pips for JPY-quoted pairs and 0.0001 for other currency pairs", () => {
    expect(getInstrument("USDJPY").pipSize).toBe(0.01);
    for (const symbol of ["EURUSD", "GBPUSD", "AUDUSD", "USDCAD", "USDCHF", "USDINR", "JPYINR"]) {
      expect(getInstrument(symbol).pipSize, symbol).toBe(0.0001);
    }
  });

  it("knows crypto by its asset class, not by its name", () => {
    expect(instrumentKind(getInstrument("BTCUSD"))).toEqual({ forex: false, crypto: true });
    expect(instrumentKind(getInstrument("USDJPY"))).toEqual({ forex: true, crypto: false });
    expect(instrumentKind(getInstrument("USDINR"))).toEqual({ forex: true, crypto: false });
    expect(getInstrument("ETHUSD").unitsPerLot).toBe(1);
  });

  it("sizes NSE rupee contracts as the exchange does", () => {
    expect(getInstrument("USDINR").unitsPerLot).toBe(1_000);
    expect(getInstrument("JPYINR")).toMatchObject({ unitsPerLot: 100_000, quotedPer: 100 });
    expect(new Set(instruments.map((instrument) => instrument.symbol)).size).toBe(instruments.length);
  });
});

describe("conversion through EUR", () => {
  it("crosses any two currencies", () => {
    expect(crossRate(rates, "EUR", "USD")).toBe(1.17);
    expect(crossRate(rates, "USD", "INR")).toBeCloseTo(88.4615, 4);
    expect(crossRate(rates, "JPY", "USD")).toBeCloseTo(1.17 / 175.5, 12);
    expect(crossRate(rates, "USD", "XYZ")).toBeUndefined();
  });

  it("uses the trade's own price when the deposit currency is the base", () => {
    expect(quoteToDeposit(getInstrument("USDJPY"), "USD", rates, 151)).toBeCloseTo(1 / 151, 12);
    expect(quoteToDeposit(getInstrument("EURUSD"), "USD", rates)).toBe(1);
    expect(quoteToDeposit(getInstrument("JPYINR"), "JPY", rates, 55.5)).toBeCloseTo(100 / 55.5, 12);
    expect(quoteToDeposit(getInstrument("EURUSD"), "INR", rates)).toBeCloseTo(103.5 / 1.17, 10);
  });

  it("values the base in the deposit currency for margin", () => {
    expect(baseToDeposit(getInstrument("EURUSD"), "USD", rates, 1.17)).toBe(1.17);
    expect(baseToDeposit(getInstrument("USDJPY"), "USD", rates)).toBe(1);
    expect(baseToDeposit(getInstrument("EURUSD"), "INR", rates)).toBe(103.5);
    expect(baseToDeposit(getInstrument("JPYINR"), "INR", rates)).toBeCloseTo(103.5 / 175.5, 12);
  });

  it("keeps tiny crypto conversions to six significant digits", async () => {
    const { fieldNumber } = await import("./form-values");
    expect(fieldNumber(6.7964321e-8)).toBe("0.0000000679643");
    expect(fieldNumber(1 / 151)).toBe("0.00662252");
  });

  it("fills a position's conversion from the reference price, not a stale entry price", async () => {
    const { fillPosition, fillPositionForNewInstrument } = await import("./position-size");
    const values = { instrument: "EURUSD", deposit: "EUR", entryPrice: "154.89", stopPrice: "154.09", filledFor: "USDJPY:EUR" };
    expect(Number(fillPosition(values, rates).conversion)).toBeCloseTo(1 / 1.17, 5);
    expect(fillPositionForNewInstrument(values, rates)).toMatchObject({ entryPrice: "", stopPrice: "" });
  });

  it("gives reference prices, JPYINR per 100 yen", () => {
    expect(referencePrice(getInstrument("JPYINR"), rates)).toBeCloseTo((103.5 / 175.5) * 100, 10);
    expect(roundRate(1 / 151)).toBe(0.00662252);
  });
});

describe("where the rates came from", () => {
  const origins = {
    USD: { source: "Feed", asOf: "2026-11-21" },
    INR: { source: "Feed", asOf: "2026-11-21" },
    BTC: { source: "Set by an administrator", asOf: "2026-11-22" },
  };

  it("names one source when every rate used shares it, and EUR needs none", () => {
    expect(sourcesFor(["EUR", "USD", "INR"], origins)).toEqual([{ source: "Feed", asOf: "2026-11-21", currencies: ["USD", "INR"] }]);
  });

  it("names each source with its currencies when they differ", () => {
    expect(sourcesFor(["BTC", "USD", "INR"], origins)).toEqual([
      { source: "Set by an administrator", asOf: "2026-11-22", currencies: ["BTC"] },
      { source: "Feed", asOf: "2026-11-21", currencies: ["USD", "INR"] },
    ]);
  });
});

describe("gold", () => {
  it("is a metal of 100 troy ounces a lot with a 0.01 pip, neither forex nor crypto", () => {
    const gold = getInstrument("XAUUSD");
    expect(gold).toMatchObject({ assetClass: "metal", unitsPerLot: 100, pipSize: 0.01, base: "XAU", quote: "USD" });
    expect(instrumentKind(gold)).toEqual({ forex: false, crypto: false });
  });
});
