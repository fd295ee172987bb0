import { describe, expect, it } from "vitest";
import { translate } from "../../server/i18n/site-messages.server";
import { evaluate } from "./calculator";
import { additionPeriodRate, compoundValue, realValue, type CompoundPlan } from "./compound-interest";
import { compoundInterestCalculator } from "./definitions";
import { formatRupees } from "./format";
import { say, type Said } from "./phrase";

const english = (said: Said) => say((id, values) => translate("en", id, values), said);

const lakhAt8For5: CompoundPlan = { principal: 1_00_000, annualPercent: 8, years: 5, compounding: "yearly", addition: 0, additionFrequency: "monthly", inflationPercent: 0 };

/*
 * ₹1,00,000 at 8% for 5 years, A = P × (1 + r/n)^(n × t), by hand:
 *   yearly       (1.08)^5            = 1.4693280768 → ₹1,46,932.81
 *   half-yearly  (1.04)^10           = 1.4802442849 → ₹1,48,024.43
 *   quarterly    (1.02)^20           = 1.4859473960 → ₹1,48,594.74
 *   monthly      (1 + 0.08/12)^60    = 1.4898457083 → ₹1,48,984.57
 *   daily        (1 + 0.08/365)^1825 = 1.4917593136 → ₹1,49,175.93
 */
describe("compound interest at each frequency", () => {
  const cases = [
    ["yearly", "₹1,46,932.81"],
    ["halfYearly", "₹1,48,024.43"],
    ["quarterly", "₹1,48,594.74"],
    ["monthly", "₹1,48,984.57"],
    ["daily", "₹1,49,175.93"],
  ] as const;
  for (const [compounding, expected] of cases) {
    it(`₹1,00,000 at 8% for 5 years, compounded ${compounding}, is ${expected}`, () => {
      expect(formatRupees(compoundValue({ ...lakhAt8For5, compounding }))).toBe(expected);
    });
  }
});

/*
 * ₹5,000 at the end of every month, 8% compounded monthly, 10 years: j = 0.08 ÷ 12 = 0.00666667,
 * (1 + j)^120 = 2.2196402, and 5,000 × (2.2196402 − 1) ÷ 0.00666667 = 5,000 × 182.946035 = ₹9,14,730.18.
 * With quarterly compounding a month earns j = (1.02)^(1/3) − 1 = 0.00662271 instead.
 */
describe("regular additions", () => {
  const additions: CompoundPlan = { principal: 0, annualPercent: 8, years: 10, compounding: "monthly", addition: 5_000, additionFrequency: "monthly", inflationPercent: 0 };

  it("₹5,000 a month at 8% compounded monthly for 10 years grows to ₹9,14,730.18", () => {
    expect(formatRupees(compoundValue(additions))).toBe("₹9,14,730.18");
    const { result } = evaluate(compoundInterestCalculator, { principal: "0", rate: "8", years: "10", compounding: "monthly", addition: "5000", additionFrequency: "monthly", inflation: "0" });
    expect(english(result!.formula)).toBe(
      "j = (1 + 8% ÷ 12)^(12 ÷ 12) − 1 = 0.00666667; A = 5,000 × [((1 + j)^(12 × 10) − 1) ÷ j] = ₹9,14,730.18; in today's money ₹9,14,730.18 ÷ (1 + 0%)^10 = ₹9,14,730.18",
    );
  });

  it("gives a month the quarterly rate's equivalent: (1.02)^(1/3) − 1", () => {
    expect(additionPeriodRate(8, "quarterly", "monthly")).toBeCloseTo(Math.cbrt(1.02) - 1, 12);
    expect(additionPeriodRate(8, "monthly", "yearly")).toBeCloseTo((1 + 0.08 / 12) ** 12 - 1, 12);
  });

  it("adds a yearly ₹10,000 at each year's end: 10,000 × ((1.08)^3 − 1) ÷ 0.08 = 10,000 × 3.2464 = ₹32,464.00", () => {
    expect(formatRupees(compoundValue({ ...additions, years: 3, compounding: "yearly", addition: 10_000, additionFrequency: "yearly" }))).toBe("₹32,464.00");
  });
});

/* ₹1,00,000 in 10 years at 6% inflation: (1.06)^10 = 1.7908477, so 1,00,000 ÷ 1.7908477 = ₹55,839.48 of today's money. */
describe("the value in today's money", () => {
  it("₹1,00,000 in 10 years at 6% inflation is ₹55,839.48 today", () => {
    expect(formatRupees(realValue(1_00_000, 6, 10))).toBe("₹55,839.48");
    expect(realValue(1_00_000, 0, 10)).toBe(1_00_000);
  });

  it("shows every figure and the formula with the visitor's numbers", () => {
    const { result } = evaluate(compoundInterestCalculator, { principal: "100000", rate: "8", years: "5", compounding: "quarterly", addition: "0", additionFrequency: "monthly", inflation: "6" });
    // 1,48,594.74 ÷ (1.06)^5 = 1,48,594.74 ÷ 1.3382255776 = 1,11,038.63
    expect(result!.lines.map((line) => `${english(line.label)} ${english(line.value)}`)).toEqual([
      "Invested amount ₹1,00,000.00",
      "Interest earned ₹48,594.74",
      "Total value ₹1,48,594.74",
      "Value in today's money (at 6% inflation) ₹1,11,038.63",
    ]);
    expect(english(result!.formula)).toBe("A = 1,00,000 × (1 + 8% ÷ 4)^(4 × 5) = ₹1,48,594.74; in today's money ₹1,48,594.74 ÷ (1 + 6%)^5 = ₹1,11,038.63");
    expect(result!.growth!.rows.at(-1)!.cells).toEqual(["₹1,00,000.00", "₹48,594.74", "₹1,48,594.74", "₹1,11,038.63"]);
  });
});

describe("the compound interest form's refusals", () => {
  it("refuses nothing to grow beside the principal, and bad choices beside theirs", () => {
    const { errors } = evaluate(compoundInterestCalculator, { ...compoundInterestCalculator.defaults, principal: "0", addition: "0" });
    expect(english(errors.principal!)).toBe("Enter a principal or a regular addition: with neither there is nothing to grow.");
    const bad = evaluate(compoundInterestCalculator, { ...compoundInterestCalculator.defaults, compounding: "hourly", inflation: "31", years: "0" }).errors;
    expect(Object.keys(bad).sort()).toEqual(["compounding", "inflation", "years"]);
  });

  it("stays finite at every bound: ₹1,000 crore, 50% compounded daily, ₹1,000 crore a month, 50 years", () => {
    const { result } = evaluate(compoundInterestCalculator, { principal: "10000000000", rate: "50", years: "50", compounding: "daily", addition: "10000000000", additionFrequency: "monthly", inflation: "0" });
    expect(result!.growth!.points.every((point) => Number.isFinite(point.value))).toBe(true);
  });
});
