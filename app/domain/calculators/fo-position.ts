import { z } from "../zod-mini";
import { wasSubmitted, type CalculatorDefinition } from "./calculator";
import { formatAmount, formatNumber, formatRupees, rupeeLine } from "./format";
import { choiceField, fieldCeilings, numberField, refusalMessage, valuesFromQuery, type CalculatorResult, type FormValues } from "./form-values";
import type { LotSizeEntry } from "./lot-sizes";
import { fillLotSize } from "./options-calculator";
import { phrase } from "./phrase";

/*
 * The lot-size calculator's NSE mode (issue 24 part 4): how many whole lots of an index or stock
 * future keep the loss at the stop within the risk chosen, the money then at risk, and the margin —
 * as the visitor's broker states it, or a rough estimate clearly called one (SPAN and exposure margins
 * are the exchange's to compute; nothing here pretends to). Its own field names (fo…), since it
 * shares the page and the address with the forex form.
 */

export const foFields = ["foInstrument", "foLotSize", "foCapital", "foRiskType", "foRisk", "foEntry", "foStop", "foMarginType", "foMargin", "foMarginPercent", "foFilledFor"] as const;

export const foDefaults: FormValues = {
  foInstrument: "NIFTY",
  foLotSize: "75",
  foCapital: "500000",
  foRiskType: "percent",
  foRisk: "2",
  foEntry: "24000",
  foStop: "23900",
  foMarginType: "estimate",
  foMargin: "",
  foMarginPercent: "12",
  foFilledFor: "",
};

export const foLotSizeNames = { instrument: "foInstrument", lotSize: "foLotSize", filledFor: "foFilledFor" } as const;

const common = {
  foLotSize: numberField("foPosition.nameLotSize", { min: 1, max: 100_000 }).check(z.refine((value) => Number.isInteger(value), refusalMessage("foPosition.errWholeLotSize"))),
  foCapital: numberField("foPosition.nameCapital", { min: 1, max: fieldCeilings.money }),
  foRiskType: choiceField(["percent", "amount"], "calculators.chooseRiskType"),
  foRisk: numberField("calculators.nameRisk", { min: 0.01, max: fieldCeilings.money }),
  foEntry: numberField("calculators.nameEntryPrice", { greaterThan: 0, max: fieldCeilings.price }),
  foStop: numberField("calculators.nameStopPrice", { greaterThan: 0, max: fieldCeilings.price }),
};

export const foSchema = z
  .intersection(
    z.object(common),
    z.discriminatedUnion(
      "foMarginType",
      [
        z.object({ foMarginType: z.literal("entered"), foMargin: numberField("foPosition.nameMargin", { greaterThan: 0, max: fieldCeilings.money }) }),
        z.object({ foMarginType: z.literal("estimate"), foMarginPercent: numberField("foPosition.nameMarginPercent", { min: 1, max: 100 }) }),
      ],
      { error: refusalMessage("foPosition.errMarginType") },
    ),
  )
  .check(
    z.superRefine((input, context) => {
      if (input.foRiskType === "percent" && input.foRisk > 100) context.addIssue({ code: "custom", path: ["foRisk"], message: refusalMessage("calculators.errRiskPercent") });
      else if (input.foRiskType === "amount" && input.foRisk > input.foCapital) context.addIssue({ code: "custom", path: ["foRisk"], message: refusalMessage("foPosition.errRiskAmount") });
      if (input.foEntry === input.foStop) context.addIssue({ code: "custom", path: ["foStop"], message: refusalMessage("foPosition.errStopAtEntry") });
    }),
  );

export type FoInput = z.infer<typeof foSchema>;

export interface FoSizing {
  riskAmount: number;
  riskPerLot: number;
  lots: number;
  quantity: number;
  moneyAtRisk: number;
  marginPerLot: number;
  margin: number;
}

/** Whole lots only: a future cannot be bought by the fraction, so the count is rounded down. */
export function sizeFuturesPosition(input: FoInput): FoSizing {
  const riskAmount = input.foRiskType === "percent" ? (input.foCapital * input.foRisk) / 100 : input.foRisk;
  const riskPerLot = Math.abs(input.foEntry - input.foStop) * input.foLotSize;
  // a hair's tolerance, so that ₹10,000 ÷ ₹2,500 is 4 lots and not 3.9999999
  const lots = Math.floor(riskAmount / riskPerLot + 1e-9);
  const marginPerLot = input.foMarginType === "entered" ? input.foMargin : (input.foEntry * input.foLotSize * input.foMarginPercent) / 100;
  return { riskAmount, riskPerLot, lots, quantity: lots * input.foLotSize, moneyAtRisk: lots * riskPerLot, marginPerLot, margin: lots * marginPerLot };
}

export function calculateFoPosition(input: FoInput): CalculatorResult {
  const sizing = sizeFuturesPosition(input);
  const marginLabel = input.foMarginType === "entered" ? phrase("foPosition.marginEntered") : phrase("foPosition.marginEstimate", { percent: formatNumber(input.foMarginPercent) });
  const lines = [
    { label: phrase("foPosition.lots"), value: phrase("foPosition.lotsValue", { lots: String(sizing.lots), quantity: formatNumber(sizing.quantity) }) },
    rupeeLine(phrase("calculators.moneyAtRisk"), sizing.moneyAtRisk),
    rupeeLine(marginLabel, sizing.margin, sizing.margin > input.foCapital ? "loss" : undefined),
  ];
  return {
    lines,
    formula:
      sizing.lots === 0
        ? phrase("foPosition.formulaNoLot", { riskPerLot: formatRupees(sizing.riskPerLot), risk: formatRupees(sizing.riskAmount) })
        : phrase("foPosition.formula", {
            risk: formatRupees(sizing.riskAmount),
            entry: formatNumber(input.foEntry),
            stop: formatNumber(input.foStop),
            lotSize: formatNumber(input.foLotSize),
            riskPerLot: formatAmount(sizing.riskPerLot),
            lots: String(sizing.lots),
          }),
  };
}

export const foPositionCalculator: CalculatorDefinition<FoInput> = {
  fields: foFields,
  defaults: foDefaults,
  schema: foSchema,
  calculate: calculateFoPosition,
};

/** The NSE form for a request: its values from the address, the lot size from the catalogue in force. */
export function prepareFoValues(params: URLSearchParams, catalogue: readonly LotSizeEntry[]): { values: FormValues; submitted: boolean } {
  return { values: fillLotSize(valuesFromQuery(params, foDefaults), catalogue, foLotSizeNames), submitted: wasSubmitted(foFields, params) };
}
