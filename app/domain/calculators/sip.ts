import { z } from "../zod-mini";
import { formatNumber, formatRupees, rupeeLine } from "./format";
import { choiceField, numberField, refusalMessage, type CalculatorResult, type FormValues } from "./form-values";
import { growthTable, type GrowthYear } from "./growth";
import { phrase } from "./phrase";

/*
 * The SIP calculator (/sip-calculator, issue 24, decision 0036): a monthly SIP with an optional
 * yearly step-up, a lumpsum, and the reverse (the monthly amount a goal needs). Instalments are paid
 * at the start of each month and earn the annual rate ÷ 12 a month, as Indian mutual-fund
 * calculators state it: FV = P × [((1 + i)^n − 1) ÷ i] × (1 + i). A lumpsum compounds once a year.
 */

/**
 * Bounds that keep every answer cheap and finite (at most 600 months of arithmetic) while far above
 * any real plan: 50 years, 50 % a year, ₹1,000 crore.
 */
export const savingsLimits = { years: 50, rate: 50, stepUp: 50, amount: 1e10, inflation: 30 } as const;

export const sipModes = ["sip", "lumpsum", "goal"] as const;
export type SipMode = (typeof sipModes)[number];

/** The monthly rate as the industry states it: the annual rate divided by 12 (not its twelfth root). */
export function monthlyRate(annualPercent: number): number {
  return annualPercent / 100 / 12;
}

/** What a SIP of `monthly` paid at the start of each month for `years` is worth at the end (no step-up). */
export function sipFutureValue(monthly: number, annualPercent: number, years: number): number {
  const i = monthlyRate(annualPercent);
  const n = years * 12;
  if (i === 0) return monthly * n;
  return monthly * ((Math.pow(1 + i, n) - 1) / i) * (1 + i);
}

export interface SipYear extends GrowthYear {
  /** the monthly instalment paid during this year */
  instalment: number;
}

/**
 * A SIP month by month: each instalment is paid at the start of its month, then the whole balance
 * earns a month's interest; every twelve months the instalment rises by `stepUpPercent`. Without a
 * step-up it gives sipFutureValue's figure (the sum of that geometric series).
 */
export function sipSchedule(monthly: number, annualPercent: number, years: number, stepUpPercent = 0): SipYear[] {
  const growth = 1 + monthlyRate(annualPercent);
  const rows: SipYear[] = [];
  let value = 0;
  let invested = 0;
  let instalment = monthly;
  for (let year = 1; year <= years; year++) {
    for (let month = 0; month < 12; month++) {
      value = (value + instalment) * growth;
      invested += instalment;
    }
    rows.push({ year, instalment, invested, value });
    instalment *= 1 + stepUpPercent / 100;
  }
  return rows;
}

/** A lumpsum compounded once a year: FV = L × (1 + r)^t, year by year. */
export function lumpsumSchedule(amount: number, annualPercent: number, years: number): GrowthYear[] {
  const rows: GrowthYear[] = [];
  for (let year = 1; year <= years; year++) rows.push({ year, invested: amount, value: amount * Math.pow(1 + annualPercent / 100, year) });
  return rows;
}

/**
 * The monthly instalment that reaches `goal` (the reverse of the SIP): the value is proportional to
 * the instalment, so it is the goal divided by what ₹1 a month (stepped up alike) grows to.
 */
export function monthlyForGoal(goal: number, annualPercent: number, years: number, stepUpPercent = 0): number {
  return goal / valueOfOneRupeeAMonth(annualPercent, years, stepUpPercent);
}

function valueOfOneRupeeAMonth(annualPercent: number, years: number, stepUpPercent: number): number {
  return stepUpPercent === 0 ? sipFutureValue(1, annualPercent, years) : sipSchedule(1, annualPercent, years, stepUpPercent).at(-1)!.value;
}

export const sipFields = ["mode", "amount", "rate", "years", "stepUp"] as const;

export const sipDefaults: FormValues = { mode: "sip", amount: "10000", rate: "12", years: "10", stepUp: "0" };

/** Whole years from 1 to 50: the table and the step-up count in years. */
export function yearsField() {
  return numberField("savings.nameYears", { min: 1, max: savingsLimits.years }).check(z.refine(Number.isInteger, refusalMessage("savings.errWholeYears")));
}

export function annualRateField() {
  return numberField("savings.nameRate", { min: 0.01, max: savingsLimits.rate });
}

export const sipSchema = z.object({
  mode: choiceField(sipModes, "savings.chooseMode"),
  amount: numberField("savings.nameAmount", { min: 1, max: savingsLimits.amount }),
  rate: annualRateField(),
  years: yearsField(),
  stepUp: numberField("savings.nameStepUp", { min: 0, max: savingsLimits.stepUp }),
});

export type SipInput = z.infer<typeof sipSchema>;

export function calculateSip(input: SipInput): CalculatorResult {
  if (input.mode === "lumpsum") return lumpsumResult(input);
  const monthly = input.mode === "goal" ? monthlyForGoal(input.amount, input.rate, input.years, input.stepUp) : input.amount;
  const schedule = sipSchedule(monthly, input.rate, input.years, input.stepUp);
  const last = schedule.at(-1)!;
  // the goal is the value by construction: shown as typed, not as the schedule's float sum
  const value = input.mode === "goal" ? input.amount : last.value;
  const lines = [
    ...(input.mode === "goal" ? [rupeeLine(phrase("savings.monthlyNeeded"), monthly)] : []),
    ...summaryLines(last.invested, value),
  ];
  const table = growthTable(schedule, [
    { heading: phrase("savings.columnInstalment"), cell: (row) => row.instalment },
    { heading: phrase("savings.columnInvested"), cell: (row) => row.invested },
    { heading: phrase("savings.columnReturns"), cell: (row) => row.value - row.invested },
    { heading: phrase("savings.columnValue"), cell: (row) => row.value },
  ]);
  return { lines, formula: sipFormula(input, monthly, value), growth: table };
}

function summaryLines(invested: number, value: number) {
  return [rupeeLine(phrase("savings.invested"), invested), rupeeLine(phrase("savings.estimatedReturns"), value - invested, value >= invested ? "gain" : "loss"), rupeeLine(phrase("savings.totalValue"), value)];
}

function lumpsumResult(input: SipInput): CalculatorResult {
  const schedule = lumpsumSchedule(input.amount, input.rate, input.years);
  const value = schedule.at(-1)!.value;
  return {
    lines: summaryLines(input.amount, value),
    formula: phrase("savings.formulaLumpsum", { amount: formatNumber(input.amount), rate: formatNumber(input.rate), years: String(input.years), value: formatRupees(value) }),
    growth: growthTable(
      schedule,
      [
        { heading: phrase("savings.columnInvested"), cell: (row) => row.invested },
        { heading: phrase("savings.columnReturns"), cell: (row) => row.value - row.invested },
        { heading: phrase("savings.columnValue"), cell: (row) => row.value },
      ],
      { invested: input.amount, value: input.amount },
    ),
  };
}

/** The formula with the visitor's numbers: i and n first, then FV (or P for a goal). */
function sipFormula(input: SipInput, monthly: number, value: number) {
  const terms = {
    rate: formatNumber(input.rate),
    monthlyRate: formatNumber(input.rate / 12),
    months: String(input.years * 12),
    amount: formatNumber(monthly),
    value: formatRupees(value),
    stepUp: formatNumber(input.stepUp),
  };
  if (input.mode === "goal") {
    const goalTerms = { ...terms, goal: formatNumber(input.amount), amount: formatRupees(monthly) };
    return input.stepUp === 0 ? phrase("savings.formulaGoal", goalTerms) : phrase("savings.formulaGoalStepUp", { ...goalTerms, factor: formatNumber(valueOfOneRupeeAMonth(input.rate, input.years, input.stepUp)) });
  }
  return input.stepUp === 0 ? phrase("savings.formulaSip", terms) : phrase("savings.formulaSipStepUp", terms);
}
