import { z } from "../zod-mini";
import { formatAmount, formatNumber, formatPreciseAmount, moneyLine } from "./format";
import { choiceField, fieldCeilings, fieldNumber, numberField, refusalMessage, type CalculatorResult, type FormValues } from "./form-values";
import { LOT_STEP, moneyAtRisk, positionSize, stopDistanceInPips } from "./formulas";
import { depositCurrencies, getInstrument, instrumentOrDefault, tradeInstruments } from "./instruments";
import { phrase } from "./phrase";
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
  instrument: choiceField(tradeInstruments, "calculators.chooseInstrument"),
  deposit: choiceField(depositCurrencies, "calculators.chooseDepositCurrency"),
  riskType: choiceField(["percent", "amount"], "calculators.chooseRiskType"),
  risk: numberField("calculators.nameRisk", { min: 0.01, max: fieldCeilings.money }),
  balance: numberField("calculators.nameAccountBalance", { min: 0.01, max: fieldCeilings.money }),
  conversion: numberField("calculators.nameConversionPrice", { min: fieldCeilings.smallestRate, max: fieldCeilings.conversion }),
  unitsPerLot: numberField("calculators.nameUnitsOfLot", { min: 1, max: fieldCeilings.unitsPerLot }),
  pipSize: numberField("calculators.nameSizeOfPip", { min: 0.00001, max: fieldCeilings.pipSize }),
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
        z.object({ stopType: z.literal("pips"), stopLoss: numberField("calculators.nameStopLoss", { min: 0.01, max: fieldCeilings.pips }) }),
        z.object({
          stopType: z.literal("price"),
          entryPrice: numberField("calculators.nameEntryPrice", { min: 0.00001, max: fieldCeilings.price }),
          stopPrice: numberField("calculators.nameStopPrice", { min: 0.00001, max: fieldCeilings.price }),
        }),
      ],
      { error: refusalMessage("calculators.errStopType") },
    ),
  )
  .check(
    z.superRefine((input, context) => {
      // Nobody can lose more than the account holds: a risk above it is a typing slip, not a plan.
      if (input.riskType === "percent" && input.risk > 100) {
        context.addIssue({ code: "custom", path: ["risk"], message: refusalMessage("calculators.errRiskPercent") });
      } else if (input.riskType === "amount" && input.risk > input.balance) {
        context.addIssue({ code: "custom", path: ["risk"], message: refusalMessage("calculators.errRiskAmount") });
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
  // A stop a hair's breadth from the entry sizes a position no market would take: say so plainly.
  const size =
    lots > MOST_LOTS_SHOWN || !Number.isFinite(lots)
      ? phrase("calculators.moreThanLots", { lots: formatAmount(MOST_LOTS_SHOWN) })
      : phrase("calculators.lotsValue", { lots: formatAmount(lots) });
  return {
    lines: [
      { label: phrase("calculators.positionSize"), value: size },
      moneyLine(phrase("calculators.moneyAtRisk"), atRisk, input.deposit),
    ],
    formula: phrase("calculators.formulaPosition", {
      atRisk: formatPreciseAmount(atRisk, input.deposit) ?? formatAmount(atRisk),
      stopPips: formatNumber(Number(stopPips.toFixed(4))),
      pipSize: formatNumber(input.pipSize),
      units: formatNumber(input.unitsPerLot),
      per,
      conversion: formatNumber(input.conversion),
      size,
      step: String(LOT_STEP),
    }),
  };
}
