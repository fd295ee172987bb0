import { z } from "../zod-mini";
import { formatNumber, formatRupees, rupeeLine } from "./format";
import { choiceField, numberField, refusalMessage, type CalculatorResult, type FormValues } from "./form-values";
import { growthTable, type GrowthYear } from "./growth";
import { phrase } from "./phrase";
import { annualRateField, savingsLimits, yearsField } from "./sip";

/*
 * The compound interest calculator (/compound-interest-calculator, issue 24, decision 0036): a
 * principal compounded yearly to daily, regular additions at the end of each month or year, and the
 * value in today's money. An addition earns the compounding rate's equivalent for its own period,
 * j = (1 + r/n)^(n/m) − 1, so that monthly additions with quarterly compounding grow as the
 * principal does.
 */

export const compoundingFrequencies = { yearly: 1, halfYearly: 2, quarterly: 4, monthly: 12, daily: 365 } as const;
export type CompoundingFrequency = keyof typeof compoundingFrequencies;
export const additionFrequencies = { monthly: 12, yearly: 1 } as const;
export type AdditionFrequency = keyof typeof additionFrequencies;

export interface CompoundYear extends GrowthYear {
  /** the value in today's money: value ÷ (1 + inflation)^year */
  realValue: number;
}

export interface CompoundPlan {
  principal: number;
  annualPercent: number;
  years: number;
  compounding: CompoundingFrequency;
  addition: number;
  additionFrequency: AdditionFrequency;
  inflationPercent: number;
}

/** The rate an addition earns over its own period, equivalent to the compounding: (1 + r/n)^(n/m) − 1. */
export function additionPeriodRate(annualPercent: number, compounding: CompoundingFrequency, additionFrequency: AdditionFrequency): number {
  const n = compoundingFrequencies[compounding];
  return Math.pow(1 + annualPercent / 100 / n, n / additionFrequencies[additionFrequency]) - 1;
}

/** The balance after `years`: A = P(1 + r/n)^(nt) + C × [((1 + j)^(mt) − 1) ÷ j], additions at each period's end. */
export function compoundValue(plan: CompoundPlan, years = plan.years): number {
  const n = compoundingFrequencies[plan.compounding];
  const m = additionFrequencies[plan.additionFrequency];
  const principal = plan.principal * Math.pow(1 + plan.annualPercent / 100 / n, n * years);
  if (plan.addition === 0) return principal;
  const j = additionPeriodRate(plan.annualPercent, plan.compounding, plan.additionFrequency);
  return principal + plan.addition * ((Math.pow(1 + j, m * years) - 1) / j);
}

/** What an amount `years` from now buys in today's money: nominal ÷ (1 + inflation)^years. */
export function realValue(nominal: number, inflationPercent: number, years: number): number {
  return nominal / Math.pow(1 + inflationPercent / 100, years);
}

export function compoundSchedule(plan: CompoundPlan): CompoundYear[] {
  const perYear = plan.addition * additionFrequencies[plan.additionFrequency];
  const rows: CompoundYear[] = [];
  for (let year = 1; year <= plan.years; year++) {
    const value = compoundValue(plan, year);
    rows.push({ year, invested: plan.principal + perYear * year, value, realValue: realValue(value, plan.inflationPercent, year) });
  }
  return rows;
}

export const compoundFields = ["principal", "rate", "years", "compounding", "addition", "additionFrequency", "inflation"] as const;

export const compoundDefaults: FormValues = {
  principal: "100000",
  rate: "8",
  years: "10",
  compounding: "quarterly",
  addition: "0",
  additionFrequency: "monthly",
  inflation: "6",
};

const compoundingChoices = Object.keys(compoundingFrequencies) as [CompoundingFrequency, ...CompoundingFrequency[]];
const additionChoices = Object.keys(additionFrequencies) as [AdditionFrequency, ...AdditionFrequency[]];

export const compoundSchema = z
  .object({
    principal: numberField("savings.namePrincipal", { min: 0, max: savingsLimits.amount }),
    rate: annualRateField(),
    years: yearsField(),
    compounding: choiceField(compoundingChoices, "savings.chooseCompounding"),
    addition: numberField("savings.nameAddition", { min: 0, max: savingsLimits.amount }),
    additionFrequency: choiceField(additionChoices, "savings.chooseAdditionFrequency"),
    inflation: numberField("savings.nameInflation", { min: 0, max: savingsLimits.inflation }),
  })
  .check(
    z.superRefine((input, context) => {
      // nothing put in grows to nothing: a slip, not a plan
      if (input.principal === 0 && input.addition === 0) context.addIssue({ code: "custom", path: ["principal"], message: refusalMessage("savings.errNothingInvested") });
    }),
  );

export type CompoundInput = z.infer<typeof compoundSchema>;

export function planOf(input: CompoundInput): CompoundPlan {
  return {
    principal: input.principal,
    annualPercent: input.rate,
    years: input.years,
    compounding: input.compounding,
    addition: input.addition,
    additionFrequency: input.additionFrequency,
    inflationPercent: input.inflation,
  };
}

export function calculateCompoundInterest(input: CompoundInput): CalculatorResult {
  const plan = planOf(input);
  const schedule = compoundSchedule(plan);
  const last = schedule.at(-1)!;
  return {
    lines: [
      rupeeLine(phrase("savings.invested"), last.invested),
      rupeeLine(phrase("savings.interestEarned"), last.value - last.invested, "gain"),
      rupeeLine(phrase("savings.totalValue"), last.value),
      rupeeLine(phrase("savings.realValue", { inflation: formatNumber(plan.inflationPercent) }), last.realValue),
    ],
    formula: compoundFormula(plan, last),
    growth: growthTable(
      schedule,
      [
        { heading: phrase("savings.columnInvested"), cell: (row) => row.invested },
        { heading: phrase("savings.columnInterest"), cell: (row) => row.value - row.invested },
        { heading: phrase("savings.columnValue"), cell: (row) => row.value },
        { heading: phrase("savings.columnRealValue"), cell: (row) => row.realValue },
      ],
      { invested: plan.principal, value: plan.principal },
    ),
  };
}

function compoundFormula(plan: CompoundPlan, last: CompoundYear) {
  const terms = {
    principal: formatNumber(plan.principal),
    rate: formatNumber(plan.annualPercent),
    n: String(compoundingFrequencies[plan.compounding]),
    years: String(plan.years),
    value: formatRupees(last.value),
    inflation: formatNumber(plan.inflationPercent),
    real: formatRupees(last.realValue),
  };
  if (plan.addition === 0) return phrase("savings.formulaCompound", terms);
  // no principal: its term (0 × …) would only be noise
  return phrase(plan.principal === 0 ? "savings.formulaAdditionsOnly" : "savings.formulaCompoundAdditions", {
    ...terms,
    addition: formatNumber(plan.addition),
    m: String(additionFrequencies[plan.additionFrequency]),
    j: formatNumber(additionPeriodRate(plan.annualPercent, plan.compounding, plan.additionFrequency)),
  });
}
