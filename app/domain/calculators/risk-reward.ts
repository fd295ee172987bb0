import { z } from "../zod-mini";
import { formatAmount, formatNumber } from "./format";
import { numberField, type CalculatorResult, type FormValues } from "./form-values";
import { breakEvenRatio, breakEvenWinRate } from "./formulas";
import { phrase } from "./phrase";

/** Two independent forms on one page: ratio → win rate, and win rate → ratio. */
export const ratioFields = ["ratio"] as const;
export const winRateFields = ["winRate"] as const;

export const ratioDefaults: FormValues = { ratio: "2" };
export const winRateDefaults: FormValues = { winRate: "50" };

export const ratioSchema = z.object({ ratio: numberField("calculators.nameRiskRewardRatio", { min: 0.01, max: 1_000 }) });
export const winRateSchema = z.object({ winRate: numberField("calculators.nameWinRate", { min: 0.01, max: 99.99 }) });

export function calculateWinRate(input: z.infer<typeof ratioSchema>): CalculatorResult {
  const winRate = breakEvenWinRate(input.ratio);
  return {
    lines: [{ label: phrase("calculators.breakEvenWinRate"), value: winRate === null ? "" : `${formatAmount(winRate)}%` }],
    formula: winRate === null ? "" : `100 ÷ (1 + ${formatNumber(input.ratio)}) = ${formatAmount(winRate)}%`,
  };
}

export function calculateRatio(input: z.infer<typeof winRateSchema>): CalculatorResult {
  const ratio = breakEvenRatio(input.winRate);
  return {
    lines: [{ label: phrase("calculators.breakEvenRatio"), value: ratio === null ? "" : `1 : ${formatAmount(ratio)}` }],
    formula: ratio === null ? "" : `(100 − ${formatNumber(input.winRate)}) ÷ ${formatNumber(input.winRate)} = ${formatAmount(ratio)}`,
  };
}
