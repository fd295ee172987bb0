import { describe, expect, it } from "vitest";
import { translate } from "../../server/i18n/site-messages.server";
import { evaluate } from "./calculator";
import { sipCalculator } from "./definitions";
import { formatRupees } from "./format";
import { say, type Said } from "./phrase";
import { lumpsumSchedule, monthlyForGoal, sipFutureValue, sipSchedule } from "./sip";

const english = (said: Said) => say((id, values) => translate("en", id, values), said);

/*
 * Worked by hand (decision 0036): i = 12% ÷ 12 = 0.01 a month, n = 10 × 12 = 120 months.
 * (1.01)^120 = 3.30038689457…, so [((1.01)^120 − 1) ÷ 0.01] × 1.01 = 230.038689457 × 1.01
 * = 232.339076352, and ₹10,000 a month paid at the start of each month is worth ₹23,23,390.76.
 */
describe("a monthly SIP, instalments at the start of each month", () => {
  it("₹10,000 a month at 12% for 10 years grows to ₹23,23,390.76 on ₹12,00,000 invested", () => {
    expect(formatRupees(sipFutureValue(10_000, 12, 10))).toBe("₹23,23,390.76");
    const schedule = sipSchedule(10_000, 12, 10);
    expect(schedule).toHaveLength(10);
    expect(formatRupees(schedule.at(-1)!.value)).toBe("₹23,23,390.76");
    expect(schedule.at(-1)!.invested).toBe(12_00_000);
  });

  it("gives the first year by hand: 10,000 × [((1.01)^12 − 1) ÷ 0.01] × 1.01 = 10,000 × 12.8093280 = ₹1,28,093.28", () => {
    expect(formatRupees(sipSchedule(10_000, 12, 1)[0]!.value)).toBe("₹1,28,093.28");
  });

  it("shows the result lines and the formula with the visitor's numbers", () => {
    const { result } = evaluate(sipCalculator, { mode: "sip", amount: "10000", rate: "12", years: "10", stepUp: "0" });
    expect(result!.lines.map((line) => `${english(line.label)} ${english(line.value)}`)).toEqual([
      "Invested amount ₹12,00,000.00",
      "Estimated returns ₹11,23,390.76",
      "Total value ₹23,23,390.76",
    ]);
    expect(english(result!.formula)).toBe("i = 12% ÷ 12 = 1% a month, n = 120 months; FV = 10,000 × [((1 + i)^n − 1) ÷ i] × (1 + i) = ₹23,23,390.76");
    expect(result!.growth!.rows[0]!.cells).toEqual(["₹10,000.00", "₹1,20,000.00", "₹8,093.28", "₹1,28,093.28"]);
    expect(result!.growth!.points).toHaveLength(11);
  });
});

/*
 * ₹10,000 a month at 12% for 2 years, stepped up 10% a year. One year of ₹1 a month grows to
 * a = [((1.01)^12 − 1) ÷ 0.01] × 1.01 = 12.680250301 × 1.01 = 12.8093280433. Year 1's instalments are
 * worth 10,000 × a = 1,28,093.2804 at its end and 1,28,093.2804 × (1.01)^12 = 1,28,093.2804 ×
 * 1.12682503 = 1,44,338.7146 at the end of year 2; year 2's ₹11,000 a month adds 11,000 × a =
 * 1,40,902.6085. Total 2,85,241.32 on 1,20,000 + 1,32,000 = 2,52,000 invested.
 */
describe("a step-up SIP", () => {
  it("₹10,000 rising 10% a year at 12% for 2 years is worth ₹2,85,241.32", () => {
    const schedule = sipSchedule(10_000, 12, 2, 10);
    expect(schedule[1]!.instalment).toBeCloseTo(11_000, 9);
    expect(schedule[1]!.invested).toBeCloseTo(2_52_000, 9);
    expect(formatRupees(schedule[1]!.value)).toBe("₹2,85,241.32");
  });

  it("is the plain SIP when the step-up is 0, to the paisa over 50 years", () => {
    for (const rate of [1, 7.5, 12, 50]) expect(formatRupees(sipSchedule(5_000, rate, 50).at(-1)!.value)).toBe(formatRupees(sipFutureValue(5_000, rate, 50)));
  });
});

/*
 * ₹1 crore in 15 years at 12%: (1.01)^180 = 5.99580197536, so ₹1 a month grows to
 * [(5.99580197536 − 1) ÷ 0.01] × 1.01 = 504.575999511, and 1,00,00,000 ÷ 504.575999511 = ₹19,818.62 a month.
 */
describe("the monthly SIP a goal needs", () => {
  it("₹1,00,00,000 in 15 years at 12% needs ₹19,818.62 a month", () => {
    expect(formatRupees(monthlyForGoal(1e7, 12, 15))).toBe("₹19,818.62");
  });

  it("is the reverse of the SIP: ₹23,23,390.7635 in 10 years at 12% needs ₹10,000 a month, with or without a step-up", () => {
    expect(monthlyForGoal(sipFutureValue(10_000, 12, 10), 12, 10)).toBeCloseTo(10_000, 6);
    expect(monthlyForGoal(sipSchedule(10_000, 12, 2, 10)[1]!.value, 12, 2, 10)).toBeCloseTo(10_000, 6);
  });

  it("shows the monthly amount first, and the goal as the total value", () => {
    const { result } = evaluate(sipCalculator, { mode: "goal", amount: "10000000", rate: "12", years: "15", stepUp: "0" });
    expect(result!.lines.map((line) => `${english(line.label)} ${english(line.value)}`)).toEqual([
      "Monthly investment needed ₹19,818.62",
      "Invested amount ₹35,67,351.60",
      "Estimated returns ₹64,32,648.40",
      "Total value ₹1,00,00,000.00",
    ]);
    expect(english(result!.formula)).toContain("P = 1,00,00,000 ÷ ([((1 + i)^n − 1) ÷ i] × (1 + i)) = ₹19,818.62");
  });
});

/* ₹1,00,000 at 12% for 10 years, compounded yearly: (1.12)^10 = 3.10584820834, so ₹3,10,584.82. */
describe("a lumpsum", () => {
  it("₹1,00,000 at 12% for 10 years grows to ₹3,10,584.82", () => {
    expect(formatRupees(lumpsumSchedule(1_00_000, 12, 10).at(-1)!.value)).toBe("₹3,10,584.82");
    const { result } = evaluate(sipCalculator, { mode: "lumpsum", amount: "100000", rate: "12", years: "10", stepUp: "25" });
    expect(english(result!.lines[2]!.value)).toBe("₹3,10,584.82");
    expect(english(result!.formula)).toBe("compounded once a year: FV = 1,00,000 × (1 + 12%)^10 = ₹3,10,584.82");
    expect(result!.growth!.points[0]).toEqual({ year: 0, invested: 1_00_000, value: 1_00_000 });
  });
});

describe("the SIP form's refusals", () => {
  const refusal = (values: Record<string, string>) => {
    const { errors } = evaluate(sipCalculator, { ...sipCalculator.defaults, ...values });
    return Object.fromEntries(Object.entries(errors).map(([field, said]) => [field, english(said!)]));
  };

  it("says what is wrong beside each field", () => {
    expect(refusal({ years: "2.5" })).toEqual({ years: "Enter the time period in whole years." });
    expect(refusal({ years: "51", rate: "0", amount: "10000000001", mode: "weekly" })).toEqual({
      years: "The time period must be at most 50.",
      rate: "The rate must be at least 0.01.",
      amount: "The amount must be at most 10,000,000,000.",
      mode: "Choose what to calculate.",
    });
    expect(refusal({ stepUp: "-1" })).toEqual({ stepUp: "The step-up must be at least 0." });
  });

  it("stays cheap and finite at every bound: ₹1,000 crore a month, 50% a year, 50% step-up, 50 years", () => {
    // the CPU this process spent, not the wall time, which a neighbouring test file may stretch
    const started = process.cpuUsage();
    const { result } = evaluate(sipCalculator, { mode: "goal", amount: "10000000000", rate: "50", years: "50", stepUp: "50" });
    const worst = evaluate(sipCalculator, { mode: "sip", amount: "10000000000", rate: "50", years: "50", stepUp: "50" }).result!;
    const spent = process.cpuUsage(started);
    expect((spent.user + spent.system) / 1000).toBeLessThan(50);
    expect(result!.lines.every((line) => /^₹[\d,]+\.\d\d$/.test(english(line.value)))).toBe(true);
    expect(worst.growth!.points.every((point) => Number.isFinite(point.value))).toBe(true);
  });
});
