import { describe, expect, it } from "vitest";
import { expectTotalAndQuick, TEXT_PROPERTY_RUNS } from "../../../tests/support/text-properties";
import { fastestMs } from "../../../tests/support/timing";
import { translate } from "../../server/i18n/site-messages.server";
import { evaluate, prepareValues, type AnyCalculatorDefinition } from "./calculator";
import { marginCalculator, pipCalculator, positionCalculator, profitLossCalculator } from "./definitions";
import { formatNumber } from "./format";
import { NUMBER_TEXT_MAX, numberField, parseDecimal } from "./form-values";
import { say, type Said } from "./phrase";

/** What an English page shows for a phrase (the domain says phrases, decision 0033). */
const english = (said: Said | undefined) => (said === undefined ? undefined : say((id, values) => translate("en", id, values), said));

describe("reading a number as people type it", () => {
  it("reads plain decimals, exponents and correctly grouped thousands, Western or Indian", () => {
    expect(parseDecimal("1.5")).toBe(1.5);
    expect(parseDecimal(" .5 ")).toBe(0.5);
    expect(parseDecimal("1e3")).toBe(1000);
    expect(parseDecimal("1,234,567.5")).toBe(1_234_567.5);
    expect(parseDecimal("12,34,567.5")).toBe(1_234_567.5);
    expect(parseDecimal("1,00,000")).toBe(100_000);
  });

  it("refuses what is not a number rather than guessing: a decimal comma, hex, Infinity", () => {
    for (const text of ["1,5", "1,50", "0x10", "Infinity", "1.2.3", "12,3456", "abc", "1 000"]) {
      expect(parseDecimal(text), text).toBeNaN();
    }
  });

  it("reads a point at either end and signed exponents, and nothing that is only a point or an exponent", () => {
    expect(parseDecimal("1.")).toBe(1);
    expect(parseDecimal("+.5")).toBe(0.5);
    expect(parseDecimal("-1.5E-3")).toBe(-0.0015);
    expect(parseDecimal("1.e+2")).toBe(100);
    expect(parseDecimal("007.50")).toBe(7.5);
    for (const text of [".", "+", "-.", "e3", "1e", "1e+", ".e1", "1..5", "1.5.", "--1", "1e3.5", "1,234.5e3"]) {
      expect(parseDecimal(text), text).toBeNaN();
    }
  });

  it("refuses 15,000 digits and a letter in well under 10 ms (the former pattern took half a second)", () => {
    const long = `${"1".repeat(15_000)}x`;
    expect(parseDecimal(long)).toBeNaN();
    expect(fastestMs(() => parseDecimal(long), 3)).toBeLessThan(10);
    expect(fastestMs(() => parseDecimal(`${"1".repeat(15_000)}.${"2".repeat(15_000)}x`), 3)).toBeLessThan(10);
  });
});

describe("a calculator's limits", () => {
  it(`refuses a number field longer than ${NUMBER_TEXT_MAX} characters, in well under a millisecond, before any pattern reads it`, () => {
    const long = "1".repeat(15_000) + "x";
    const outcome = evaluate(profitLossCalculator, { ...profitLossCalculator.defaults, size: long });
    expect(english(outcome.errors.size)).toBe(`The trade size is too long: a number here needs at most ${NUMBER_TEXT_MAX} characters.`);
    expect(fastestMs(() => evaluate(profitLossCalculator, { ...profitLossCalculator.defaults, size: long }))).toBeLessThan(1);
    // the longest numbers people write still fit
    for (const text of ["1,000,000,000,000.00", "0.0000000001", " 12,34,56,78,901.123456 "]) {
      expect(text.length).toBeLessThanOrEqual(NUMBER_TEXT_MAX);
      expect(parseDecimal(text), text).not.toBeNaN();
    }
  });

  it("says a decimal comma is not a number instead of reading 1,5 lots as 15", () => {
    const outcome = evaluate(profitLossCalculator, { ...profitLossCalculator.defaults, size: "1,5" });
    expect(outcome.result).toBeNull();
    expect(english(outcome.errors.size)).toBe("The trade size must be a number, like 1.5.");
  });

  it("refuses sizes no result can be shown for, instead of printing Infinity", () => {
    expect(english(evaluate(profitLossCalculator, { ...profitLossCalculator.defaults, size: "1e300" }).errors.size)).toMatch(/at most/);
    expect(english(evaluate(profitLossCalculator, { ...profitLossCalculator.defaults, size: "20000" }).errors.size)).toBe(
      "The trade size must be at most 10,000 lots.",
    );
    expect(english(evaluate(pipCalculator, { ...pipCalculator.defaults, pips: "1e200" }).errors.pips)).toMatch(/at most/);
  });

  it("refuses a conversion too small to be a rate, and says plainly when a stop at the entry would need absurd lots", () => {
    expect(english(evaluate(profitLossCalculator, { ...profitLossCalculator.defaults, conversion: "1e-300" }).errors.conversion)).toBe(
      "The conversion price must be at least 0.0000000001.",
    );
    const hairline = evaluate(positionCalculator, {
      ...positionCalculator.defaults,
      stopType: "price",
      entryPrice: "1.000001",
      stopPrice: "1.000002",
      conversion: "0.0000000001",
      balance: "1000000000000",
      risk: "100",
    });
    expect(english(hairline.result?.lines[0]?.value)).toBe("more than 10,00,000.00 lots");
  });

  it("never risks more than the account: at most 100 %, and an amount no larger than the balance", () => {
    expect(english(evaluate(positionCalculator, { ...positionCalculator.defaults, risk: "500" }).errors.risk)).toBe("A risk in % must be at most 100.");
    expect(english(evaluate(positionCalculator, { ...positionCalculator.defaults, riskType: "amount", risk: "1500" }).errors.risk)).toBe(
      "The amount at risk cannot be more than the account balance.",
    );
    expect(evaluate(positionCalculator, { ...positionCalculator.defaults, risk: "100" }).result).not.toBeNull();
  });

  it("names a tampered choice next to its field instead of showing nothing", () => {
    expect(english(evaluate(profitLossCalculator, { ...profitLossCalculator.defaults, direction: "up" }).errors.direction)).toBe("Choose a direction.");
    expect(english(evaluate(positionCalculator, { ...positionCalculator.defaults, stopType: "zzz" }).errors.stopType)).toBe(
      "Choose how the stop loss is given: in pips or as a stop price.",
    );
  });

  it("fills and refuses a tampered instrument instead of throwing (?instrument=XXX answered 500 before the input census)", () => {
    const rates = { EUR: 1, USD: 1.08, INR: 90, JPY: 160, GBP: 0.85 };
    for (const definition of [profitLossCalculator, pipCalculator, positionCalculator] as AnyCalculatorDefinition[]) {
      const { values } = prepareValues(definition, new URLSearchParams({ instrument: "XXX", deposit: "USD" }), rates);
      expect(english(evaluate(definition, values).errors.instrument)).toBe("Choose an instrument.");
    }
    const { values } = prepareValues(marginCalculator, new URLSearchParams({ pair: "", deposit: "USD" }), rates);
    expect(english(evaluate(marginCalculator, values).errors.pair)).toBe("Choose a currency pair.");
  });
});

describe("amounts in a coin", () => {
  it("keeps the two-decimal figure and gives the satoshi-exact one beside it", () => {
    // EURUSD default trade (800 USD) in a BTC account at 95,000 USD a coin.
    const conversion = String(1 / 95_000);
    const { result } = evaluate(profitLossCalculator, { ...profitLossCalculator.defaults, deposit: "BTC", conversion });
    expect(result?.lines[0]).toMatchObject({ label: { id: "calculators.profit" }, value: "0.01 BTC", detail: "0.00842105 BTC" });
    expect(english(result?.formula)).toContain("= 0.00842105 BTC");
  });

  it("prints a tiny conversion in the formula with enough digits to reproduce the result", () => {
    expect(formatNumber(1 / 3_400 / 150)).toBe("0.00000196078");
    expect(formatNumber(1.17126)).toBe("1.17126");
    expect(formatNumber(100_000)).toBe("1,00,000");
  });

  it("adds no second figure for ordinary currencies", () => {
    const { result } = evaluate(profitLossCalculator, profitLossCalculator.defaults);
    expect(result?.lines[0]?.detail).toBeUndefined();
  });
});

describe("reading numbers from any text (decision 0026)", () => {
  it(`is total and quick on ${TEXT_PROPERTY_RUNS} generated texts up to 64 KB: parseDecimal and a number field`, () => {
    expectTotalAndQuick("parseDecimal", parseDecimal);
    const field = numberField("calculators.nameTradeSize", { min: 0 });
    expectTotalAndQuick("numberField", (text) => field.safeParse(text));
  });
});
