import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededLotSizes } from "../../server/db/lot-sizes-seed.server";
import { storedStatutoryRates } from "../../server/db/statutory-rates-seed.server";
import { translate } from "../../server/i18n/site-messages.server";
import type { Locale } from "../../i18n/locale";
import { brokerageCalculator, defaultLotSize } from "./brokerage";
import { brokeragePlans } from "./brokerage-plans";
import { evaluate, type AnyCalculatorDefinition, type Evaluation } from "./calculator";
import { compoundingFrequencies } from "./compound-interest";
import { compoundInterestCalculator, marginCalculator, pipCalculator, positionCalculator, profitLossCalculator, ratioCalculator, sipCalculator, winRateCalculator } from "./definitions";
import { foPositionCalculator } from "./fo-position";
import { depositCurrencies, leverageChoices, marginDepositCurrencies, marginPairs, tradeInstruments } from "./instruments";
import { legKindChoices, legNumbers, optionsCalculator } from "./options-calculator";
import { say, type Phrase, type Said } from "./phrase";
import { sipModes } from "./sip";
import { exchanges, scripGroups, segments } from "./statutory-rates";

/*
 * Issue 23: the same inputs give the same results, to the last decimal, on /profit-loss-calculator
 * and /hi/profit-loss-calculator. The domain writes every figure once and says its words as
 * phrases (decision 0033); this checks, for generated forms, that wording the outcome in Hindi
 * keeps every figure of the English wording, in the same order, and changes only the words: the
 * spec's five calculators, SIP and compound interest, and (issue 24) the trade charges, the option
 * payoff and the lot-size page's NSE mode.
 */

const RUNS = 300;

/*
 * What of a result is not shown as text in the page's language: the tone picks a colour, and a
 * stored rate's source is the name and address of a circular or act, shown as published.
 */
const notWorded = new Set(["tone", "sourceName", "sourceUrl"]);

const isPhrase = (value: object): value is Phrase => typeof (value as Phrase).id === "string" && Object.keys(value).every((key) => key === "id" || key === "values");

/**
 * Everything a page shows of an evaluation, worded in one language: errors by field, then every
 * text of the result in the order the domain wrote it — result lines, formula, and whatever else a
 * calculator says (a growth table, an itemised table and the rates used, a payoff chart's labels,
 * its table and the Greeks). Numbers (a chart's geometry) are the same object in both languages.
 */
function worded(evaluation: Evaluation, locale: Locale): string[] {
  const words = (said: Said) => say((id, values) => translate(locale, id, values), said);
  const texts = Object.entries(evaluation.errors)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([field, refusal]) => `${field}: ${refusal ? words(refusal) : ""}`);
  const walk = (value: unknown): void => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      if (isPhrase(value)) texts.push(words(value));
      else for (const [key, inner] of Object.entries(value)) if (!notWorded.has(key)) walk(inner);
    }
  };
  walk(evaluation.result);
  return texts;
}

/** The figures of a text as written: 1,00,000.00, 0.00842105, 1.5, 100. */
const figures = (text: string) => text.match(/\d[\d,]*(?:\.\d+)?/g) ?? [];

/** Text that is not a number, or a number no field takes: the refusals get worded too. */
const refused = fc.constantFrom("", " ", "abc", "1,5", "1e400", "-3", "0", "9".repeat(45), "0.0000000001");
/**
 * A number between min and max as a visitor types it (up to 6 significant digits, or as `shape`
 * rounds it, grouped at times), and now and then one refused.
 */
const typed = (min: number, max: number, shape: (value: number) => number = (value) => Number(value.toPrecision(6))) =>
  fc.oneof(
    {
      weight: 12,
      arbitrary: fc
        .tuple(fc.double({ min, max, noNaN: true }), fc.boolean())
        .map(([value, grouped]) => {
          const text = String(shape(value));
          return grouped && value >= 1000 ? Number(text).toLocaleString("en-IN", { maximumFractionDigits: 10 }) : text;
        }),
    },
    { weight: 1, arbitrary: refused },
  );
/** Rupees to the paisa, whole numbers, a percentage to four decimals: what the charges and F&O forms take. */
const toPaise = (value: number) => Math.round(value * 100) / 100;
const whole = (value: number) => Math.max(1, Math.round(value));
const toFourDecimals = (value: number) => Math.round(value * 10_000) / 10_000;
const price = typed(0.5, 100_000);
const lots = typed(0.01, 200);
const conversion = typed(0.0001, 200);
const unitsPerLot = fc.oneof({ weight: 9, arbitrary: fc.constantFrom("1", "100", "1000", "100000") }, { weight: 1, arbitrary: refused });
const pipSize = fc.oneof({ weight: 9, arbitrary: fc.constantFrom("0.0001", "0.01", "1") }, { weight: 1, arbitrary: refused });
const choice = (choices: readonly string[]) => fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...choices) }, { weight: 1, arbitrary: fc.constantFrom("", "XXX") });
const filled = (values: Record<string, fc.Arbitrary<string>>) => fc.record(values);
/** Trade dates: today's and the day before the 2026 STT, the first day the rates cover and the day before it (refused), not a day. */
const tradeDate = fc.constantFrom("2026-11-25", "2026-03-31", "2024-10-01", "2024-09-30", "2026-02-30");
/** One option leg's fields; legs after the first are often unused, as on the page. */
const optionLeg = (n: number) => {
  const used = filled({
    [`leg${n}Kind`]: choice(legKindChoices),
    [`leg${n}Side`]: choice(["buy", "sell"]),
    [`leg${n}Strike`]: typed(100, 100_000),
    [`leg${n}Premium`]: typed(0, 5_000),
    [`leg${n}Lots`]: typed(1, 20, whole),
  });
  return n === 1 ? used : fc.oneof({ weight: 2, arbitrary: fc.constant({ [`leg${n}Kind`]: "none" }) }, { weight: 3, arbitrary: used });
};
const optionLegs = fc.tuple(...legNumbers.map(optionLeg)).map((legs) => Object.assign({}, ...legs) as Record<string, string>);

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
  [
    "trade charges",
    brokerageCalculator(storedStatutoryRates, "2026-11-25", defaultLotSize(seededLotSizes)),
    filled({
      segment: choice(segments),
      exchange: choice(exchanges),
      scripGroup: choice(scripGroups),
      buyPrice: typed(0.05, 100_000, toPaise),
      sellPrice: typed(0.05, 100_000, toPaise),
      quantity: typed(1, 5_000, whole),
      lotSize: fc.oneof({ weight: 9, arbitrary: fc.constantFrom("20", "30", "65", "75", "550") }, { weight: 1, arbitrary: refused }),
      plan: choice(brokeragePlans),
      feeType: choice(["flat", "percent"]),
      feeFlat: typed(0, 100, toPaise),
      feePercent: typed(0, 5, toFourDecimals),
      feeCap: typed(0, 100, toPaise),
      dpCharge: typed(0, 50, toPaise),
      tradeDate,
    }),
  ],
  [
    "option payoff",
    optionsCalculator,
    fc
      .tuple(
        filled({
          lotSize: fc.oneof({ weight: 9, arbitrary: fc.constantFrom("1", "20", "30", "65", "75") }, { weight: 1, arbitrary: refused }),
          spot: typed(100, 100_000),
          days: typed(0.5, 365),
          volatility: typed(1, 100),
          rate: typed(0, 15),
        }),
        optionLegs,
      )
      .map(([market, legs]) => ({ ...market, ...legs })),
  ],
  [
    "lot size, NSE mode",
    foPositionCalculator,
    filled({
      foLotSize: typed(1, 2_000, whole),
      foCapital: typed(10_000, 1e10),
      foRiskType: choice(["percent", "amount"]),
      foRisk: fc.oneof(typed(0.01, 5), typed(100, 1e6)),
      foEntry: typed(100, 100_000),
      foStop: typed(100, 100_000),
      foMarginType: choice(["entered", "estimate"]),
      foMargin: typed(1, 1e6),
      foMarginPercent: typed(1, 100),
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
          // English words only in English: what Hindi keeps in Latin letters is codes (USD, NSE) and field names (leg1Kind)
          expect(hi.replace(/^\w+: /, ""), hi).not.toMatch(/[a-z]{2}/);
          expect(text, text).not.toMatch(/[\u0900-\u097F]/);
          if (/[a-z]{2}/.test(text.replace(/^\w+: /, ""))) expect(hi, `${text} has words, so its Hindi has Hindi words`).toMatch(/[\u0900-\u097F]/);
        });
      }),
      { numRuns: RUNS },
    );
    // the generator must reach results, not only refusals, for the property to say anything about them
    expect(results).toBeGreaterThan(RUNS / 10);
  });

  it("words a result the same way on both sides but for the words: the spec's default trade", () => {
    const evaluation = evaluate(profitLossCalculator, profitLossCalculator.defaults);
    expect(worded(evaluation, "en")).toEqual(["Profit", "800.00 USD", "(1.17926 − 1.17126) × 1 lot × 1,00,000 × 1 = 800.00 USD"]);
    expect(worded(evaluation, "hi")).toEqual(["प्रॉफ़िट", "800.00 USD", "(1.17926 − 1.17126) × 1 लॉट × 1,00,000 × 1 = 800.00 USD"]);
  });
});
