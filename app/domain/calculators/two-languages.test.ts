import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { translate } from "../../server/i18n/site-messages.server";
import type { Locale } from "../../i18n/locale";
import { evaluate, type AnyCalculatorDefinition, type Evaluation } from "./calculator";
import { compoundingFrequencies } from "./compound-interest";
import { compoundInterestCalculator, marginCalculator, pipCalculator, positionCalculator, profitLossCalculator, ratioCalculator, sipCalculator, winRateCalculator } from "./definitions";
import { depositCurrencies, leverageChoices, marginDepositCurrencies, marginPairs, tradeInstruments } from "./instruments";
import { say, type Said } from "./phrase";
import { sipModes } from "./sip";

/*
 * Issue 23: the same inputs give the same results, to the last decimal, on /profit-loss-calculator
 * and /hi/profit-loss-calculator. The domain writes every figure once and says its words as
 * phrases (decision 0033); this checks, for generated forms, that wording the outcome in Hindi
 * keeps every figure of the English wording, in the same order, and changes only the words.
 */

const RUNS = 300;

/** Everything a page shows of an evaluation, worded in one language: errors by field, result lines, formula. */
function worded(evaluation: Evaluation, locale: Locale): string[] {
  const words = (said: Said) => say((id, values) => translate(locale, id, values), said);
  const texts = Object.entries(evaluation.errors)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([field, refusal]) => `${field}: ${refusal ? words(refusal) : ""}`);
  for (const line of evaluation.result?.lines ?? []) texts.push(words(line.label), words(line.value), line.detail ?? "");
  if (evaluation.result) texts.push(words(evaluation.result.formula));
  return texts;
}

/** The figures of a text as written: 1,00,000.00, 0.00842105, 1.5, 100. */
const figures = (text: string) => text.match(/\d[\d,]*(?:\.\d+)?/g) ?? [];

/** Text that is not a number, or a number no field takes: the refusals get worded too. */
const refused = fc.constantFrom("", " ", "abc", "1,5", "1e400", "-3", "0", "9".repeat(45), "0.0000000001");
/** A number between min and max as a visitor types it (up to 6 significant digits, grouped at times), and now and then one refused. */
const typed = (min: number, max: number) =>
  fc.oneof(
    {
      weight: 12,
      arbitrary: fc
        .tuple(fc.double({ min, max, noNaN: true }), fc.boolean())
        .map(([value, grouped]) => {
          const text = String(Number(value.toPrecision(6)));
          return grouped && value >= 1000 ? Number(text).toLocaleString("en-IN", { maximumFractionDigits: 10 }) : text;
        }),
    },
    { weight: 1, arbitrary: refused },
  );
const price = typed(0.5, 100_000);
const lots = typed(0.01, 200);
const conversion = typed(0.0001, 200);
const unitsPerLot = fc.oneof({ weight: 9, arbitrary: fc.constantFrom("1", "100", "1000", "100000") }, { weight: 1, arbitrary: refused });
const pipSize = fc.oneof({ weight: 9, arbitrary: fc.constantFrom("0.0001", "0.01", "1") }, { weight: 1, arbitrary: refused });
const choice = (choices: readonly string[]) => fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...choices) }, { weight: 1, arbitrary: fc.constantFrom("", "XXX") });
const filled = (values: Record<string, fc.Arbitrary<string>>) => fc.record(values);

const forms: [string, AnyCalculatorDefinition, fc.Arbitrary<Record<string, string>>][] = [
  [
    "profit and loss",
    profitLossCalculator,
    filled({
      instrument: choice(tradeInstruments),
      deposit: choice(depositCurrencies),
      direction: choice(["buy", "sell"]),
      sizeUnit: choice(["lots", "units"]),
      size: lots,
      openPrice: price,
      closePrice: price,
      conversion,
      unitsPerLot,
    }),
  ],
  [
    "margin",
    marginCalculator,
    filled({ deposit: choice(marginDepositCurrencies), pair: choice(marginPairs), lots, leverage: choice(leverageChoices.map(String)), baseRate: conversion }),
  ],
  [
    "pip value",
    pipCalculator,
    filled({ pips: typed(0.01, 5_000), instrument: choice(tradeInstruments), deposit: choice(depositCurrencies), lots, conversion, unitsPerLot, pipSize }),
  ],
  [
    "position size",
    positionCalculator,
    filled({
      instrument: choice(tradeInstruments),
      deposit: choice(depositCurrencies),
      riskType: choice(["percent", "amount"]),
      risk: typed(0.01, 5),
      balance: typed(100, 10_000_000),
      stopType: choice(["pips", "price"]),
      stopLoss: typed(0.01, 500),
      entryPrice: price,
      stopPrice: price,
      conversion,
      unitsPerLot,
      pipSize,
    }),
  ],
  ["ratio to win rate", winRateCalculator, filled({ ratio: typed(0.01, 1_000) })],
  ["win rate to ratio", ratioCalculator, filled({ winRate: typed(0.01, 99.99) })],
  [
    "SIP",
    sipCalculator,
    filled({ mode: choice(sipModes), amount: typed(1, 1e8), rate: typed(0.01, 50), years: choice(["1", "5", "10", "25", "50"]), stepUp: fc.oneof(fc.constant("0"), typed(0, 50)) }),
  ],
  [
    "compound interest",
    compoundInterestCalculator,
    filled({
      principal: typed(0, 1e8),
      rate: typed(0.01, 50),
      years: choice(["1", "5", "10", "25", "50"]),
      compounding: choice(Object.keys(compoundingFrequencies)),
      addition: fc.oneof(fc.constant("0"), typed(0, 1e6)),
      additionFrequency: choice(["monthly", "yearly"]),
      inflation: typed(0, 30),
    }),
  ],
];

describe("the calculators in English and Hindi (issue 23)", () => {
  it.each(forms)(`%s: ${RUNS} generated forms give the same figures in both languages, and only the words differ`, (_name, definition, values) => {
    let results = 0;
    fc.assert(
      fc.property(values, (form) => {
        const evaluation = evaluate(definition, { ...definition.defaults, ...form });
        if (evaluation.result) results += 1;
        const english = worded(evaluation, "en");
        const hindi = worded(evaluation, "hi");
        expect(hindi.length).toBe(english.length);
        english.forEach((text, index) => {
          const hi = hindi[index]!;
          // the same figures, in the same order, to the last digit
          expect(figures(hi), `${text} | ${hi}`).toEqual(figures(text));
          // English words only in English: what Hindi keeps in Latin letters is codes (USD, NSE) and field names
          expect(hi.replace(/^[a-zA-Z]+: /, ""), hi).not.toMatch(/[a-z]{2}/);
          expect(text, text).not.toMatch(/[\u0900-\u097F]/);
          if (/[a-z]{2}/.test(text.replace(/^[a-zA-Z]+: /, ""))) expect(hi, `${text} has words, so its Hindi has Hindi words`).toMatch(/[\u0900-\u097F]/);
        });
      }),
      { numRuns: RUNS },
    );
    // the generator must reach results, not only refusals, for the property to say anything about them
    expect(results).toBeGreaterThan(RUNS / 10);
  });

  it("words a result the same way on both sides but for the words: the spec's default trade", () => {
    const evaluation = evaluate(profitLossCalculator, profitLossCalculator.defaults);
    expect(worded(evaluation, "en")).toEqual(["Profit", "800.00 USD", "", "(1.17926 − 1.17126) × 1 lot × 1,00,000 × 1 = 800.00 USD"]);
    expect(worded(evaluation, "hi")).toEqual(["प्रॉफ़िट", "800.00 USD", "", "(1.17926 − 1.17126) × 1 लॉट × 1,00,000 × 1 = 800.00 USD"]);
  });
});
