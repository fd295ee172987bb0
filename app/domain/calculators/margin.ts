import { z } from "../zod-mini";
import { formatMoney, formatNumber } from "./format";
import { choiceField, fieldCeilings, fieldNumber, numberField, type CalculatorResult, type FormValues } from "./form-values";
import { requiredMargin } from "./formulas";
import { getInstrument, instrumentOrDefault, leverageChoices, marginDepositCurrencies, marginPairs } from "./instruments";
import { phrase } from "./phrase";
import { baseToDeposit, type UnitsPerEur } from "./rates";

export const marginFields = ["deposit", "pair", "lots", "leverage", "baseRate", "filledFor"] as const;

export const marginDefaults: FormValues = {
  deposit: "USD",
  pair: "EURUSD",
  lots: "1",
  leverage: "100",
  baseRate: "",
  filledFor: "",
};

export const marginSchema = z.object({
  deposit: choiceField(marginDepositCurrencies, "calculators.chooseDepositCurrency"),
  pair: choiceField(marginPairs, "calculators.chooseCurrencyPair"),
  lots: numberField("calculators.nameLotSize", { min: 0.01, max: fieldCeilings.lots }),
  leverage: z.pipe(choiceField(leverageChoices.map(String) as [string, ...string[]], "calculators.chooseLeverage"), z.transform(Number)),
  baseRate: numberField("calculators.nameExchangeRate", { min: fieldCeilings.smallestRate, max: fieldCeilings.price }),
});

export type MarginInput = z.infer<typeof marginSchema>;

/** The base currency's price in the deposit currency, from the reference rates. */
export function fillMargin(values: FormValues, rates: UnitsPerEur): FormValues {
  const instrument = instrumentOrDefault(values.pair);
  const rate = baseToDeposit(instrument, values.deposit ?? "USD", rates);
  return { ...values, baseRate: rate ? fieldNumber(rate) : values.baseRate ?? "", filledFor: `${instrument.symbol}:${values.deposit}` };
}

export function calculateMargin(input: MarginInput): CalculatorResult {
  const instrument = getInstrument(input.pair);
  const value = requiredMargin({ lots: input.lots, unitsPerLot: instrument.unitsPerLot, baseToDeposit: input.baseRate, leverage: input.leverage });
  return {
    lines: [{ label: phrase("calculators.requiredMargin"), value: formatMoney(value, input.deposit) }],
    formula: phrase("calculators.formulaMargin", {
      lots: formatNumber(input.lots),
      units: formatNumber(instrument.unitsPerLot),
      base: instrument.base,
      rate: formatNumber(input.baseRate),
      deposit: input.deposit,
      leverage: String(input.leverage),
      margin: formatMoney(value, input.deposit),
    }),
  };
}
