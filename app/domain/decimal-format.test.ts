import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDecimal, formatIndian, type DecimalFormat } from "./decimal-format";

/*
 * The formatter is held to Intl's own output (decision 0064): the tests run where Intl is, and
 * every form the site uses is compared on values of every size, halves at every place, the
 * doubles next to them, negative numbers and zeros.
 */
const FORMS: { name: string; format: DecimalFormat; intl: Intl.NumberFormat }[] = [
  { name: "money (en-IN, 2 decimals)", format: { minFraction: 2, maxFraction: 2, grouping: "indian" }, intl: new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 }) },
  { name: "coin (en-IN, 8 decimals)", format: { minFraction: 8, maxFraction: 8, grouping: "indian" }, intl: new Intl.NumberFormat("en-IN", { minimumFractionDigits: 8, maximumFractionDigits: 8 }) },
  {
    name: "formula number (en-IN, ≤ 8 decimals or 6 significant digits)",
    format: { minFraction: 0, maxFraction: 8, grouping: "indian", moreSignificant: 6 },
    intl: new Intl.NumberFormat("en-IN", { maximumFractionDigits: 8, maximumSignificantDigits: 6, roundingPriority: "morePrecision" }),
  },
  { name: "a limit (en-US, ≤ 10 decimals)", format: { minFraction: 0, maxFraction: 10, grouping: "western" }, intl: new Intl.NumberFormat("en-US", { maximumFractionDigits: 10 }) },
  { name: "a field (en-US, no grouping, ≤ 20 decimals)", format: { minFraction: 0, maxFraction: 20, grouping: "none" }, intl: new Intl.NumberFormat("en-US", { useGrouping: false, maximumFractionDigits: 20 }) },
  { name: "toLocaleString('en-IN')", format: { minFraction: 0, maxFraction: 3, grouping: "indian" }, intl: new Intl.NumberFormat("en-IN") },
];

/** values at every scale, written as decimals someone types, plus the doubles beside them */
const decimals = fc
  .tuple(fc.integer({ min: -999_999_999, max: 999_999_999 }), fc.integer({ min: -14, max: 14 }))
  .map(([mantissa, power]) => Number(`${mantissa}e${power}`));
const halves = fc
  .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 1, max: 12 }), fc.boolean())
  .map(([whole, places, negative]) => (negative ? -1 : 1) * Number(`${whole}.${"0".repeat(places - 1)}5`));
const anyDouble = fc.double({ noNaN: true, min: -1e25, max: 1e25 });
const neighbours = fc.oneof(decimals, halves).chain((value) => fc.constantFrom(value, nextUp(value), nextDown(value)));

function nextUp(value: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  const bits = view.getBigInt64(0);
  view.setBigInt64(0, value >= 0 ? bits + 1n : bits - 1n);
  return view.getFloat64(0);
}
const nextDown = (value: number) => -nextUp(-value);

describe("formatDecimal writes what Intl.NumberFormat writes", () => {
  for (const { name, format, intl } of FORMS) {
    it(name, () => {
      for (const value of [0, -0, 1, -1, 0.5, 1.005, 2.675, 1234567.125, 999.995, 9.999995, 0.0099999999, 0.000294123456, 1e21, 1.5e23, Number("123456789012345678901234"), 5e-324, Number.MAX_SAFE_INTEGER, NaN, Infinity, -Infinity]) {
        expect(formatDecimal(value, format), String(value)).toBe(intl.format(value));
      }
      fc.assert(fc.property(fc.oneof(decimals, halves, anyDouble, neighbours), (value) => formatDecimal(value, format) === intl.format(value)), { numRuns: 20_000 });
    });
  }

  it("formatIndian is toLocaleString('en-IN')", () => {
    fc.assert(fc.property(fc.oneof(decimals, fc.integer()), (value) => formatIndian(value) === value.toLocaleString("en-IN")), { numRuns: 5_000 });
  });
});
