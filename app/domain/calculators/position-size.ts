import { z } from "../zod-mini";
import { formatAmount, formatNumber, formatPreciseAmount, moneyLine } from "./format";
import { choiceField, fieldCeilings, fieldNumber, numberField, type CalculatorResult, type FormValues } from "./form-values";
import { LOT_STEP, moneyAtRisk, positionSize, stopDistanceInPips } from "./formulas";
import { depositCurrencies, getInstrument, instrumentOrDefault, tradeInstruments } from "./instruments";
import { quoteToDeposit, referencePrice, type UnitsPerEur } from "./rates";

export const positionFields = ["instrument", "deposit", "riskType", "risk", "balance", "stopType", "stopLoss", "entryPrice", "stopPrice", "conversion", "unitsPerLot", "pipSize", "filledFor"] as const;

export const positionDefaults: FormValues = {
  instrument: "EURUSD",
  deposit: "USD",
  riskType: "percent",
  risk: "2",
  balance: "1000",
  stopType: "pips",
  stopLoss: "80",
  entryPrice: "",
  stopPrice: "",
  conversion: "1",
  unitsPerLot: "100000",
  pipSize: "0.0001",
  filledFor: "EURUSD:USD",
};

const common = {
  instrument: choiceField(tradeInstruments, "instrument"),
  deposit: choiceField(depositCurrencies, "deposit currency"),
  riskType: choiceField(["percent", "amount"], "risk type"),
  risk: numberField("risk", { min: 0.01, max: fieldCeilings.money }),
  balance: numberField("account balance", { min: 0.01, max: fieldCeilings.money }),
  conversion: numberField("conversion price", { min: fieldCeilings.smallestRate, max: fieldCeilings.conversion }),
  unitsPerLot: numberField("units of 1 lot", { min: 1, max: fieldCeilings.unitsPerLot }),
  pipSize: numberField("size of 1 pip", { min: 0.00001, max: fieldCeilings.pipSize }),
};

/**
 * The stop is a distance in pips, or a stop price away from an entry price. The common fields are
 * checked beside the stop (an intersection, not one union), so that a bad stop type does not hide
 * the other fields' errors.
 */
export const positionSchema = z
  .intersection(
    z.object(common),
    z.discriminatedUnion(
      "stopType",
      [
        z.object({ stopType: z.literal("pips"), stopLoss: numberField("stop loss", { min: 0.01, max: fieldCeilings.pips }) }),
        z.object({
          stopType: z.literal("price"),
          entryPrice: numberField("entry price", { min: 0.00001, max: fieldCeilings.price }),
          stopPrice: numberField("stop price", { min: 0.00001, max: fieldCeilings.price }),
        }),
      ],
      { error: "Choose how the stop loss is given: in pips or as a stop price." },
    ),
  )
  .check(
    z.superRefine((input, context) => {
      // Nobody can lose more than the account holds: a risk above it is a typing slip, not a plan.
      if (input.riskType === "percent" && input.risk > 100) {
        context.addIssue({ code: "custom", path: ["risk"], message: "A risk in % must be at most 100." });
      } else if (input.riskType === "amount" && input.risk > input.balance) {
        context.addIssue({ code: "custom", path: ["risk"], message: "The amount at risk cannot be more than the account balance." });
      }
    }),
  );

/** Beyond this a position size is not a trade but a sign that the stop is almost at the entry. */
const MOST_LOTS_SHOWN = 1_000_000;

export type PositionInput = z.infer<typeof positionSchema>;

/**
 * Lot and pip from the catalogue; the conversion at the instrument's reference price (not the
 * entry price typed, which may still belong to the instrument chosen before).
 */
export function fillPosition(values: FormValues, rates: UnitsPerEur): FormValues {
  const instrument = instrumentOrDefault(values.instrument);
  const conversion = quoteToDeposit(instrument, values.deposit ?? "USD", rates, referencePrice(instrument, rates));
  return {
    ...values,
    unitsPerLot: String(instrument.unitsPerLot),
    pipSize: String(instrument.pipSize),
    conversion: conversion ? fieldNumber(conversion) : values.conversion ?? "",
    filledFor: `${instrument.symbol}:${values.deposit}`,
  };
}

/** A new instrument: its prices are not the old one's (used by the form when the instrument changes). */
export function fillPositionForNewInstrument(values: FormValues, rates: UnitsPerEur): FormValues {
  return fillPosition({ ...values, entryPrice: "", stopPrice: "" }, rates);
}

export function calculatePosition(input: PositionInput): CalculatorResult {
  const instrument = getInstrument(input.instrument);
  const atRisk = moneyAtRisk({ riskType: input.riskType, risk: input.risk, balance: input.balance });
  const stopPips = input.stopType === "pips" ? input.stopLoss : stopDistanceInPips(input.entryPrice, input.stopPrice, input.pipSize);
  const lots = positionSize({
    riskAmount: atRisk,
    stopLossPips: stopPips,
    pipSize: input.pipSize,
    unitsPerLot: input.unitsPerLot,
    quotedPer: instrument.quotedPer,
    conversion: input.conversion,
  });
  const per = instrument.quotedPer !== 1 ? ` ÷ ${instrument.quotedPer}` : "";
  const lossPerLot = `(${formatNumber(Number(stopPips.toFixed(4)))} pips × ${formatNumber(input.pipSize)} × ${formatNumber(input.unitsPerLot)}${per} × ${formatNumber(input.conversion)})`;
  // A stop a hair's breadth from the entry sizes a position no market would take: say so plainly.
  const lotsShown = lots > MOST_LOTS_SHOWN || !Number.isFinite(lots) ? `more than ${formatAmount(MOST_LOTS_SHOWN)}` : formatAmount(lots);
  return {
    lines: [
      { label: "Position Size", value: `${lotsShown} lots` },
      moneyLine("Money at Risk", atRisk, input.deposit),
    ],
    formula: `${formatPreciseAmount(atRisk, input.deposit) ?? formatAmount(atRisk)} ÷ ${lossPerLot} → ${lotsShown} lots (rounded down to ${LOT_STEP} lot)`,
  };
}
