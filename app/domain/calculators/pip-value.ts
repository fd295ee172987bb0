import { z } from "../zod-mini";
import { formatFormulaMoney, formatNumber, moneyLine } from "./format";
import { choiceField, fieldCeilings, fieldNumber, numberField, type CalculatorResult, type FormValues } from "./form-values";
import { pipValue } from "./formulas";
import { depositCurrencies, getInstrument, instrumentOrDefault, tradeInstruments } from "./instruments";
import { quoteToDeposit, referencePrice, type UnitsPerEur } from "./rates";

export const pipFields = ["pips", "instrument", "deposit", "lots", "conversion", "unitsPerLot", "pipSize", "filledFor"] as const;

export const pipDefaults: FormValues = {
  pips: "1",
  instrument: "EURUSD",
  deposit: "USD",
  lots: "1",
  conversion: "1",
  unitsPerLot: "100000",
  pipSize: "0.0001",
  filledFor: "EURUSD:USD",
};

export const pipSchema = z.object({
  pips: numberField("number of pips", { min: 0.01, max: fieldCeilings.pips }),
  instrument: choiceField(tradeInstruments, "instrument"),
  deposit: choiceField(depositCurrencies, "deposit currency"),
  lots: numberField("trade size", { min: 0.01, max: fieldCeilings.lots }),
  conversion: numberField("conversion price", { min: fieldCeilings.smallestRate, max: fieldCeilings.conversion }),
  unitsPerLot: numberField("units per lot", { min: 1, max: fieldCeilings.unitsPerLot }),
  pipSize: numberField("pip size", { min: 0.00001, max: fieldCeilings.pipSize }),
});

export type PipInput = z.infer<typeof pipSchema>;

/** Pip size and lot from the catalogue; conversion at the instrument's reference price. */
export function fillPip(values: FormValues, rates: UnitsPerEur): FormValues {
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

export function calculatePipValue(input: PipInput): CalculatorResult {
  const instrument = getInstrument(input.instrument);
  const value = pipValue({ ...input, quotedPer: instrument.quotedPer });
  const per = instrument.quotedPer !== 1 ? ` ÷ ${instrument.quotedPer}` : "";
  return {
    lines: [moneyLine("Pip value", value, input.deposit)],
    formula: `${formatNumber(input.pips)} pip × ${formatNumber(input.pipSize)} × ${formatNumber(input.lots)} lot × ${formatNumber(input.unitsPerLot)}${per} × ${formatNumber(input.conversion)} = ${formatFormulaMoney(value, input.deposit)}`,
  };
}
