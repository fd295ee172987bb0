import { z } from "../zod-mini";
import { formatMoney, formatNumber } from "./format";
import { choiceField, fieldCeilings, fieldNumber, numberField, type CalculatorResult, type FormValues } from "./form-values";
import { requiredMargin } from "./formulas";
import { getInstrument, instrumentOrDefault, leverageChoices, marginDepositCurrencies, marginPairs } from "./instruments";
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
  deposit: choiceField(marginDepositCurrencies, "deposit currency"),
  pair: choiceField(marginPairs, "currency pair"),
  lots: numberField("lot size", { min: 0.01, max: fieldCeilings.lots }),
  leverage: z.pipe(choiceField(leverageChoices.map(String) as [string, ...string[]], "leverage"), z.transform(Number)),
  baseRate: numberField("exchange rate", { min: fieldCeilings.smallestRate, max: fieldCeilings.price }),
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
    lines: [{ label: "Required Margin", value: formatMoney(value, input.deposit) }],
    formula: `${formatNumber(input.lots)} lot × ${formatNumber(instrument.unitsPerLot)} ${instrument.base} × ${formatNumber(input.baseRate)} ${input.deposit}/${instrument.base} ÷ ${input.leverage} = ${formatMoney(value, input.deposit)}`,
  };
}
