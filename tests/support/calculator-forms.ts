import fc from "fast-check";
import { seededLotSizes } from "../../app/server/db/lot-sizes-seed.server";
import { storedStatutoryRates } from "../../app/server/db/statutory-rates-seed.server";
import { brokerageCalculator, defaultLotSize } from "../../app/domain/calculators/brokerage";
import { brokeragePlans } from "../../app/domain/calculators/brokerage-plans";
import type { AnyCalculatorDefinition } from "../../app/domain/calculators/calculator";
import { compoundingFrequencies } from "../../app/domain/calculators/compound-interest";
import { compoundInterestCalculator, marginCalculator, pipCalculator, positionCalculator, profitLossCalculator, ratioCalculator, sipCalculator, winRateCalculator } from "../../app/domain/calculators/definitions";
import { foPositionCalculator } from "../../app/domain/calculators/fo-position";
import { depositCurrencies, leverageChoices, marginDepositCurrencies, marginPairs, tradeInstruments } from "../../app/domain/calculators/instruments";
import { legKindChoices, legNumbers, optionsCalculator } from "../../app/domain/calculators/options-calculator";
import { sipModes } from "../../app/domain/calculators/sip";
import { exchanges, scripGroups, segments } from "../../app/domain/calculators/statutory-rates";

/*
 * Generated forms for every calculator (issues 23 and 24): each field as visitors fill it, now and
 * then refused, and with `extremes` also at the bounds and the ends of a double. Shared by the
 * two-language property (app/domain/calculators/two-languages.test.ts) and the bounded-work one
 * (app/domain/calculators/extreme-inputs.test.ts).
 */

/** Text that is not a number, or a number no field takes: the refusals get worded too. */
const refused = fc.constantFrom("", " ", "abc", "1,5", "1e400", "-3", "0", "9".repeat(45), "0.0000000001");
/** Figures at the edges of a double: the smallest subnormals, the smallest normal, tiny and huge ones, the largest. */
const EXTREME_NUMBERS = ["4.9e-324", "9.4e-323", "2.2250738585072014e-308", "1e-300", "1e-52", "-0", "1e-10", "1e12", "1e300", "1.7976931348623157e308"];

/**
 * A number between min and max as a visitor types it (up to 6 significant digits, or as `shape`
 * rounds it, grouped at times), and now and then one refused; with `extremes`, also the bounds
 * themselves and figures at the ends of what a double holds, which an address can carry though
 * nobody types them.
 */
const typedNumbers =
  (extremes: boolean) =>
  (min: number, max: number, shape: (value: number) => number = (value) => Number(value.toPrecision(6))) => {
    const asTyped = fc
      .tuple(fc.double({ min, max, noNaN: true }), fc.boolean())
      .map(([value, grouped]) => {
        const text = String(shape(value));
        return grouped && value >= 1000 ? Number(text).toLocaleString("en-IN", { maximumFractionDigits: 10 }) : text;
      });
    const edges = fc.constantFrom(String(min), String(max), ...EXTREME_NUMBERS);
    return extremes
      ? fc.oneof({ weight: 6, arbitrary: asTyped }, { weight: 1, arbitrary: refused }, { weight: 6, arbitrary: edges })
      : fc.oneof({ weight: 12, arbitrary: asTyped }, { weight: 1, arbitrary: refused });
  };

/** Rupees to the paisa, whole numbers, a percentage to four decimals: what the charges and F&O forms take. */
const toPaise = (value: number) => Math.round(value * 100) / 100;
const whole = (value: number) => Math.max(1, Math.round(value));
const toFourDecimals = (value: number) => Math.round(value * 10_000) / 10_000;
const unitsPerLot = fc.oneof({ weight: 9, arbitrary: fc.constantFrom("1", "100", "1000", "100000") }, { weight: 1, arbitrary: refused });
const pipSize = fc.oneof({ weight: 9, arbitrary: fc.constantFrom("0.0001", "0.01", "1") }, { weight: 1, arbitrary: refused });
const choice = (choices: readonly string[]) => fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...choices) }, { weight: 1, arbitrary: fc.constantFrom("", "XXX") });
const filled = (values: Record<string, fc.Arbitrary<string>>) => fc.record(values);
/** Trade dates: today's and the day before the 2026 STT, the first day the rates cover and the day before it (refused), not a day. */
const tradeDate = fc.constantFrom("2026-11-25", "2026-03-31", "2024-10-01", "2024-09-30", "2026-02-30");

export type GeneratedForm = [name: string, definition: AnyCalculatorDefinition, values: fc.Arbitrary<Record<string, string>>];

/** The calculators, each with a generator of its forms. */
export function calculatorForms({ extremes = false }: { extremes?: boolean } = {}): GeneratedForm[] {
  const typed = typedNumbers(extremes);
  const price = typed(0.5, 100_000);
  const lots = typed(0.01, 200);
  const conversion = typed(0.0001, 200);
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

  return [
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
}
