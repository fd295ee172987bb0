import { z } from "../zod-mini";
import { formatFormulaMoney, formatNumber, moneyLine } from "./format";
import { choiceField, fieldCeilings, fieldNumber, numberField, readable, refusalMessage, type CalculatorResult, type FormValues } from "./form-values";
import { profitLoss } from "./formulas";
import { depositCurrencies, getInstrument, instrumentOrDefault, tradeInstruments } from "./instruments";
import { phrase } from "./phrase";
import { quoteToDeposit, referencePrice, type UnitsPerEur } from "./rates";

export const profitLossFields = ["instrument", "deposit", "direction", "sizeUnit", "size", "openPrice", "closePrice", "conversion", "unitsPerLot", "filledFor"] as const;

export const profitLossDefaults: FormValues = {
  instrument: "EURUSD",
  deposit: "USD",
  direction: "buy",
  sizeUnit: "lots",
  size: "1",
  openPrice: "1.17126",
  closePrice: "1.17926",
  conversion: "1",
  unitsPerLot: "100000",
  filledFor: "EURUSD:USD",
};

export const profitLossSchema = z.object({
  instrument: choiceField(tradeInstruments, "calculators.chooseInstrument"),
  deposit: choiceField(depositCurrencies, "calculators.chooseDepositCurrency"),
  direction: choiceField(["buy", "sell"], "calculators.chooseDirection"),
  sizeUnit: choiceField(["lots", "units"], "calculators.chooseSizeUnit"),
  size: numberField("calculators.nameTradeSize", { min: 0.01, max: fieldCeilings.units }),
  openPrice: numberField("calculators.nameOpenPrice", { min: 0.00001, max: fieldCeilings.price }),
  closePrice: numberField("calculators.nameClosePrice", { min: 0.00001, max: fieldCeilings.price }),
  conversion: numberField("calculators.nameConversionPrice", { min: fieldCeilings.smallestRate, max: fieldCeilings.conversion }),
  unitsPerLot: numberField("calculators.nameUnitsPerLot", { min: 1, max: fieldCeilings.unitsPerLot }),
}).check(
  z.refine((input) => input.sizeUnit === "units" || input.size <= fieldCeilings.lots, {
    path: ["size"],
    error: () => refusalMessage("calculators.errSizeInLots", { max: readable(fieldCeilings.lots) }),
  }),
);

export type ProfitLossInput = z.infer<typeof profitLossSchema>;

/**
 * The fields that follow the instrument and deposit currency: units per lot from the catalogue, the
 * conversion price from the close price or the reference rates. `withPrices` also moves the open
 * and close prices to the instrument's reference price (when the instrument itself changed).
 */
export function fillProfitLoss(values: FormValues, rates: UnitsPerEur, options: { withPrices?: boolean } = {}): FormValues {
  const instrument = instrumentOrDefault(values.instrument);
  const next: FormValues = { ...values, unitsPerLot: String(instrument.unitsPerLot) };
  if (options.withPrices) {
    const price = referencePrice(instrument, rates);
    if (price) next.openPrice = next.closePrice = fieldNumber(price);
  }
  const conversion = quoteToDeposit(instrument, values.deposit ?? "USD", rates, Number(next.closePrice));
  if (conversion) next.conversion = fieldNumber(conversion);
  return { ...next, filledFor: profitLossFillBasis(next) };
}

/**
 * What the filled fields follow: the instrument and deposit currency, and the close price when the
 * account is in the instrument's base currency (the conversion is then the close price's inverse).
 */
export function profitLossFillBasis(values: FormValues): string {
  const instrument = instrumentOrDefault(values.instrument);
  const basis = `${instrument.symbol}:${values.deposit ?? ""}`;
  return values.deposit === instrument.base ? `${basis}:${values.closePrice ?? ""}` : basis;
}

export function calculateProfitLoss(input: ProfitLossInput): CalculatorResult {
  const instrument = getInstrument(input.instrument);
  const lots = input.sizeUnit === "lots" ? input.size : input.size / input.unitsPerLot;
  const value = profitLoss({
    direction: input.direction,
    openPrice: input.openPrice,
    closePrice: input.closePrice,
    lots,
    unitsPerLot: input.unitsPerLot,
    quotedPer: instrument.quotedPer,
    conversion: input.conversion,
  });
  const gain = value >= 0;
  const move = input.direction === "buy" ? `(${formatNumber(input.closePrice)} − ${formatNumber(input.openPrice)})` : `(${formatNumber(input.openPrice)} − ${formatNumber(input.closePrice)})`;
  const size =
    input.sizeUnit === "lots"
      ? phrase("calculators.formulaSizeLots", { size: formatNumber(input.size), units: formatNumber(input.unitsPerLot) })
      : phrase("calculators.formulaSizeUnits", { size: formatNumber(input.size) });
  const per = instrument.quotedPer !== 1 ? ` ÷ ${instrument.quotedPer}` : "";
  return {
    lines: [moneyLine(phrase(gain ? "calculators.profit" : "calculators.loss"), Math.abs(value), input.deposit, gain ? "gain" : "loss")],
    formula: phrase("calculators.formulaProfitLoss", { move, size, per, conversion: formatNumber(input.conversion), result: formatFormulaMoney(value, input.deposit) }),
  };
}
