import { z } from "../zod-mini";
import { wasSubmitted, type CalculatorDefinition } from "./calculator";
import { formatAmount, formatNumber, formatRupees } from "./format";
import { choiceField, fieldNumber, numberField, refusalMessage, valuesFromQuery, type CalculatorResult, type FormValues, type ResultLine } from "./form-values";
import type { LotSizeEntry } from "./lot-sizes";
import { blackScholesGreeks, impliedVolatility, type Greeks } from "./options-pricing";
import {
  payoffCurve,
  payoffRange,
  payoffTablePrices,
  presetLegs,
  roundValuesAcross,
  strategyPayoff,
  strategyPresets,
  summarisePayoff,
  type Extreme,
  type Leg,
  type LegKind,
  type LegSide,
  type PayoffPoint,
  type StrategyPreset,
} from "./options-payoff";
import { phrase, type Said } from "./phrase";

/*
 * The option payoff calculator's form (/option-payoff-calculator): the market (spot, days to
 * expiry, volatility, interest rate), the lot size, and up to four legs, all in the address as
 * flat fields (leg1Kind, leg1Side, …) so that a plain GET form carries them without JavaScript.
 */

export const LEG_COUNT = 4;
export const legNumbers = [1, 2, 3, 4] as const;
export const legKindChoices = ["none", "call", "put", "underlying"] as const;
const legFieldNames = (n: number) => [`leg${n}Kind`, `leg${n}Side`, `leg${n}Strike`, `leg${n}Premium`, `leg${n}Lots`];

export const optionsFields = [
  "instrument",
  "lotSize",
  "spot",
  "days",
  "volatility",
  "rate",
  "preset",
  ...legNumbers.flatMap(legFieldNames),
  "filledFor",
] as const;

const emptyLeg = (n: number): FormValues => ({ [`leg${n}Kind`]: "none", [`leg${n}Side`]: "buy", [`leg${n}Strike`]: "", [`leg${n}Premium`]: "", [`leg${n}Lots`]: "1" });

/** NIFTY, a week to expiry, a long straddle at the money (the preset's own figures). */
export const optionsDefaults: FormValues = {
  instrument: "NIFTY",
  lotSize: "75",
  spot: "24000",
  days: "7",
  volatility: "13",
  rate: "6.5",
  preset: "longStraddle",
  ...emptyLeg(1),
  ...emptyLeg(2),
  ...emptyLeg(3),
  ...emptyLeg(4),
  // empty: the first visit fills the lot size in force from the catalogue
  filledFor: "",
};

/** Bounds far beyond any listed contract, small enough that no product overflows. */
const limits = {
  price: { greaterThan: 0, max: 1e7 },
  premium: { min: 0, max: 1e7 },
  lots: { min: 1, max: 10_000 },
  lotSize: { min: 1, max: 100_000 },
  days: { greaterThan: 0, max: 3_650 },
  volatility: { min: 0.1, max: 500 },
  rate: { min: 0, max: 50 },
} as const;

const wholeNumber = (label: Parameters<typeof numberField>[0], bounds: { min: number; max: number }, error: Parameters<typeof refusalMessage>[0]) =>
  numberField(label, bounds).check(z.refine((value) => Number.isInteger(value), refusalMessage(error)));

/**
 * One leg: nothing to read when it is unused, no strike for the underlying. A union on the kind,
 * so a blank strike in an unused leg is not an error.
 */
function legSchema(n: number) {
  const side = { [`leg${n}Side`]: choiceField(["buy", "sell"], "options.chooseSide") };
  const premium = { [`leg${n}Premium`]: numberField("options.namePremium", limits.premium) };
  const lots = { [`leg${n}Lots`]: wholeNumber("options.nameLots", limits.lots, "options.errWholeLots") };
  return z.discriminatedUnion(
    `leg${n}Kind`,
    [
      z.object({ [`leg${n}Kind`]: z.literal("none") }),
      z.object({ [`leg${n}Kind`]: z.literal("underlying"), ...side, [`leg${n}Premium`]: numberField("options.nameEntryPrice", limits.price), ...lots }),
      z.object({ [`leg${n}Kind`]: z.enum(["call", "put"]), ...side, [`leg${n}Strike`]: numberField("options.nameStrike", limits.price), ...premium, ...lots }),
    ],
    { error: refusalMessage("options.errLegKind") },
  );
}

const marketSchema = z.object({
  lotSize: wholeNumber("options.nameLotSize", limits.lotSize, "options.errWholeLotSize"),
  spot: numberField("options.nameSpot", limits.price),
  days: numberField("options.nameDays", limits.days),
  volatility: numberField("options.nameVolatility", limits.volatility),
  rate: numberField("options.nameRate", limits.rate),
});

export interface OptionsInput {
  lotSize: number;
  spot: number;
  days: number;
  /** percent */
  volatility: number;
  /** percent */
  rate: number;
  /** the legs in use, each with its number on the form */
  legs: (Leg & { number: number; lots: number })[];
}

function readInput(values: Record<string, unknown>): OptionsInput {
  const number = (key: string) => values[key] as number;
  const legs: OptionsInput["legs"] = [];
  for (const n of legNumbers) {
    const kind = values[`leg${n}Kind`] as LegKind | "none";
    if (kind === "none") continue;
    const lots = number(`leg${n}Lots`);
    legs.push({
      number: n,
      kind,
      side: values[`leg${n}Side`] as LegSide,
      strike: kind === "underlying" ? 0 : number(`leg${n}Strike`),
      premium: number(`leg${n}Premium`),
      lots,
      quantity: lots * number("lotSize"),
    });
  }
  return { lotSize: number("lotSize"), spot: number("spot"), days: number("days"), volatility: number("volatility"), rate: number("rate"), legs };
}

export const optionsSchema: z.ZodMiniType<OptionsInput, unknown> = z.pipe(
  z
    .intersection(marketSchema, z.intersection(z.intersection(legSchema(1), legSchema(2)), z.intersection(legSchema(3), legSchema(4))))
    .check(
      z.superRefine((input, context) => {
        if ((input as Record<string, unknown>).leg1Kind === "none") {
          context.addIssue({ code: "custom", path: ["leg1Kind"], message: refusalMessage("options.errFirstLeg") });
        }
      }),
    ),
  z.transform((values) => readInput(values as Record<string, unknown>)),
);

export interface Tick {
  value: number;
  label: string;
}

/** Round values across [low, high], about `count` of them, with their labels. */
function ticks(low: number, high: number, count: number, label: (value: number) => string): Tick[] {
  return roundValuesAcross(low, high, count).map((value) => ({ value, label: label(Object.is(value, -0) ? 0 : value) }));
}

/** One leg's row of the Greeks table: figures as written, per unit for the price and IV, for the position for the Greeks. */
export interface GreeksRow {
  leg: Said;
  theoretical: string;
  impliedVolatility: Said;
  delta: string;
  gamma: string;
  theta: string;
  vega: string;
  rho: string;
}

export interface OptionsResult extends CalculatorResult {
  /** the chart's geometry and its labels, written here so the page formats no number as it starts */
  chart: {
    points: PayoffPoint[];
    spot: number;
    breakevens: number[];
    xTicks: Tick[];
    yTicks: Tick[];
    low: string;
    high: string;
    spotLabel: string;
  };
  /** the table behind the chart: price at expiry and the strategy's profit or loss there */
  payoffTable: { price: string; payoff: string; tone: "gain" | "loss" | "neutral" }[];
  greeks: { rows: GreeksRow[]; net: Omit<GreeksRow, "leg" | "theoretical" | "impliedVolatility"> };
}

const four = (value: number) => formatNumber(Number(value.toFixed(4)));
const toneOf = (value: number) => (value > 0.005 ? "gain" : value < -0.005 ? "loss" : "neutral");

function extremeLine(label: "options.maxProfit" | "options.maxLoss", extreme: Extreme): ResultLine {
  if (extreme.unlimited) return { label: phrase(label), value: phrase("options.unlimited"), tone: label === "options.maxProfit" ? "gain" : "loss" };
  return { label: phrase(label), value: formatRupees(extreme.value), tone: toneOf(extreme.value) };
}

function legName(leg: OptionsInput["legs"][number]): Said {
  const values = { number: String(leg.number), lots: String(leg.lots), strike: formatNumber(leg.strike) };
  if (leg.kind === "underlying") return phrase(leg.side === "buy" ? "options.legBuyUnderlying" : "options.legSellUnderlying", values);
  const id = `options.leg${leg.side === "buy" ? "Buy" : "Sell"}${leg.kind === "call" ? "Call" : "Put"}` as const;
  return phrase(id, values);
}

const noGreeks: Greeks = { price: 0, delta: 0, gamma: 0, thetaPerDay: 0, vegaPerPoint: 0, rhoPerPoint: 0 };

function greeksTable(input: OptionsInput): OptionsResult["greeks"] {
  const market = { spot: input.spot, years: input.days / 365, rate: input.rate / 100 };
  const net = { ...noGreeks };
  const rows = input.legs.map((leg): GreeksRow => {
    const signed = (leg.side === "buy" ? 1 : -1) * leg.quantity;
    const unit =
      leg.kind === "underlying"
        ? { ...noGreeks, price: input.spot, delta: 1 }
        : blackScholesGreeks({ ...market, type: leg.kind, strike: leg.strike, volatility: input.volatility / 100 });
    const implied = leg.kind === "underlying" ? null : impliedVolatility(leg.premium, { ...market, type: leg.kind, strike: leg.strike });
    net.delta += signed * unit.delta;
    net.gamma += signed * unit.gamma;
    net.thetaPerDay += signed * unit.thetaPerDay;
    net.vegaPerPoint += signed * unit.vegaPerPoint;
    net.rhoPerPoint += signed * unit.rhoPerPoint;
    return {
      leg: legName(leg),
      theoretical: formatAmount(unit.price),
      impliedVolatility: leg.kind === "underlying" ? "—" : implied === null ? phrase("options.noImpliedVolatility") : `${formatAmount(implied * 100)}%`,
      delta: four(signed * unit.delta),
      gamma: four(signed * unit.gamma),
      theta: formatAmount(signed * unit.thetaPerDay),
      vega: formatAmount(signed * unit.vegaPerPoint),
      rho: formatAmount(signed * unit.rhoPerPoint),
    };
  });
  return {
    rows,
    net: { delta: four(net.delta), gamma: four(net.gamma), theta: formatAmount(net.thetaPerDay), vega: formatAmount(net.vegaPerPoint), rho: formatAmount(net.rhoPerPoint) },
  };
}

function chartOf(input: OptionsInput, range: { low: number; high: number }, breakevens: number[]): OptionsResult["chart"] {
  const points = payoffCurve(input.legs, range, breakevens);
  const payoffs = points.map((point) => point.payoff);
  const least = Math.min(0, ...payoffs);
  const most = Math.max(0, ...payoffs);
  return {
    points,
    spot: input.spot,
    breakevens,
    xTicks: ticks(range.low, range.high, 5, (value) => formatNumber(value)),
    yTicks: ticks(least, most, 4, (value) => formatRupees(value)),
    low: formatRupees(range.low),
    high: formatRupees(range.high),
    spotLabel: formatRupees(input.spot),
  };
}

export function calculateOptions(input: OptionsInput): OptionsResult {
  const summary = summarisePayoff(input.legs);
  const range = payoffRange(input.legs, input.spot, summary.breakevens);
  const premium = summary.netPremium;
  const lines: ResultLine[] = [
    premium >= 0
      ? { label: phrase("options.netPremiumPaid"), value: formatRupees(premium), tone: "neutral" }
      : { label: phrase("options.netPremiumReceived"), value: formatRupees(-premium), tone: "neutral" },
    extremeLine("options.maxProfit", summary.maxProfit),
    extremeLine("options.maxLoss", summary.maxLoss),
    {
      label: phrase("options.breakevens"),
      value: summary.breakevens.length === 0 ? phrase("options.noBreakeven") : summary.breakevens.map((price) => formatRupees(price)).join(", "),
    },
  ];
  return {
    lines,
    formula: phrase("options.formulaPayoff"),
    chart: chartOf(input, range, summary.breakevens),
    payoffTable: payoffTablePrices(input.legs, range, summary.breakevens).map((price) => {
      const payoff = strategyPayoff(input.legs, price);
      return { price: formatAmount(price), payoff: formatRupees(payoff), tone: toneOf(payoff) };
    }),
    greeks: greeksTable(input),
  };
}

/** The presets as the form offers them ("custom" keeps the legs as typed). */
export const presetChoices = ["custom", ...strategyPresets] as const;

/**
 * The legs of a preset, written into the form from its market fields (spot, days, volatility,
 * rate as typed; the defaults' where one is not a number). Legs beyond the preset's are emptied.
 */
export function applyPreset(values: FormValues): FormValues {
  const preset = values.preset as StrategyPreset;
  if (!(strategyPresets as readonly string[]).includes(preset)) return values;
  const read = (key: string) => {
    const value = Number(values[key]);
    return Number.isFinite(value) && value > 0 ? value : Number(optionsDefaults[key]);
  };
  const legs = presetLegs(preset, { spot: read("spot"), years: read("days") / 365, volatility: read("volatility") / 100, rate: read("rate") / 100 });
  const next: FormValues = { ...values };
  legNumbers.forEach((n, index) => {
    const leg = legs[index];
    Object.assign(
      next,
      leg
        ? {
            [`leg${n}Kind`]: leg.kind,
            [`leg${n}Side`]: leg.side,
            [`leg${n}Strike`]: leg.kind === "underlying" ? "" : fieldNumber(leg.strike),
            [`leg${n}Premium`]: fieldNumber(leg.premium, 8),
            [`leg${n}Lots`]: values[`leg${n}Lots`] || "1",
          }
        : emptyLeg(n),
    );
  });
  return next;
}

export const optionsCalculator: CalculatorDefinition<OptionsInput, OptionsResult> = {
  fields: optionsFields,
  defaults: optionsDefaults,
  schema: optionsSchema,
  calculate: calculateOptions,
};

/** This form's names for the instrument, its lot size and what the lot size was filled for. */
export const lotSizeNames = { instrument: "instrument", lotSize: "lotSize", filledFor: "filledFor" } as const;

/** The instrument choice meaning "not in the catalogue": the visitor types the lot size. */
export const CUSTOM_INSTRUMENT = "custom";

/**
 * The lot size of the instrument chosen, from the catalogue in force; filled again only when the
 * instrument changed since (a lot size typed over the catalogue's is kept otherwise).
 */
export function fillLotSize(
  values: FormValues,
  catalogue: readonly LotSizeEntry[],
  /** the form's names for the three fields (a second form on a page has its own) */
  names: { instrument: string; lotSize: string; filledFor: string } = lotSizeNames,
): FormValues {
  const instrument = values[names.instrument] ?? "";
  if (values[names.filledFor] === instrument) return values;
  const entry = catalogue.find((candidate) => candidate.symbol === instrument);
  return entry
    ? { ...values, [names.lotSize]: String(entry.lotSize), [names.filledFor]: instrument }
    : { ...values, [names.instrument]: CUSTOM_INSTRUMENT, [names.filledFor]: CUSTOM_INSTRUMENT };
}

/**
 * The form for a request: the address's values (or the defaults), the lot size from the
 * catalogue, and a preset's legs when the visitor asked for them ("Fill in the strategy").
 */
export function prepareOptionsValues(params: URLSearchParams, catalogue: readonly LotSizeEntry[]): { values: FormValues; submitted: boolean } {
  let values = fillLotSize(valuesFromQuery(params, optionsDefaults), catalogue);
  // no legs in the address (a first visit): the preset's, so the page opens on a whole strategy;
  // written here on the server, not as the module loads (fieldNumber's formatting is not for page start)
  if (params.get("intent") === "preset" || !params.has("leg1Kind")) values = applyPreset(values);
  return { values, submitted: wasSubmitted(optionsFields, params) };
}
