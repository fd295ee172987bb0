import { z } from "../zod-mini";
import { formatFormulaMoney, formatNumber, moneyLine } from "./format";
import { choiceField, fieldCeilings, fieldNumber, numberField, type CalculatorResult, type FormValues } from "./form-values";
import { pipValue } from "./formulas";
import { depositCurrencies, getInstrument, instrumentOrDefault, tradeInstruments } from "./instruments";
import { phrase } from "./phrase";
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
  pips: numberField("calculators.nameNumberOfPips", { min: 0.01, max: fieldCeilings.pips }),
  instrument: choiceField(tradeInstruments, "calculators.chooseInstrument"),
  deposit: choiceField(depositCurrencies, "calculators.chooseDepositCurrency"),
  lots: numberField("calculators.nameTradeSize", { min: 0.01, max: fieldCeilings.lots }),
  conversion: numberField("calculators.nameConversionPrice", { min: fieldCeilings.smallestRate, max: fieldCeilings.conversion }),
  unitsPerLot: numberField("calculators.nameUnitsPerLot", { min: 1, max: fieldCeilings.unitsPerLot }),
  pipSize: numberField("calculators.namePipSize", { min: 0.00001, max: fieldCeilings.pipSize }),
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
    lines: [moneyLine(phrase("calculators.pipValue"), value, input.deposit)],
    formula: phrase("calculators.formulaPip", {
      pips: formatNumber(input.pips),
      pipSize: formatNumber(input.pipSize),
      lots: formatNumber(input.lots),
      units: formatNumber(input.unitsPerLot),
      per,
      conversion: formatNumber(input.conversion),
      value: formatFormulaMoney(value, input.deposit),
    }),
  };
}
