import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculatorForms } from "../../../tests/support/calculator-forms";
import { evaluate, type AnyCalculatorDefinition } from "./calculator";
import { optionsCalculator } from "./options-calculator";
import { roundValuesAcross } from "./options-payoff";

/*
 * A calculator reads its figures from the address (GET), so any visitor can send any number the
 * fields take: the bounds themselves, subnormals like 9.4e-323, 1e300 where a field refuses it.
 * Whatever they send, a result is small and quick to make. One address once made a chart's ticks
 * step by 5e-53 up to 1e-9 (an absolute tolerance): the loop never ended and the process died out
 * of memory, taking every visitor's page with it.
 */

const RUNS = 300;
/** Far above the slowest real form (a 50-year SIP table, 4 option legs: about 1 ms here) and far below a loop that never ends. */
const MOST_MS = 250;
/** The biggest result (an option payoff with its chart, table and Greeks) is about 20 KB as JSON. */
const MOST_CHARACTERS = 200_000;

function boundedWork(definition: AnyCalculatorDefinition, form: Record<string, string>) {
  const started = performance.now();
  const evaluation = evaluate(definition, { ...definition.defaults, ...form });
  const ms = performance.now() - started;
  expect(ms, `${JSON.stringify(form)} took ${ms.toFixed(0)} ms`).toBeLessThan(MOST_MS);
  expect(JSON.stringify(evaluation).length, JSON.stringify(form)).toBeLessThan(MOST_CHARACTERS);
}

describe("every calculator's work is bounded, whatever figures the address carries", () => {
  it.each(calculatorForms({ extremes: true }))(`%s: ${RUNS} forms with figures at the edges`, (_name, definition, values) => {
    fc.assert(
      fc.property(values, (form) => boundedWork(definition, form)),
      { numRuns: RUNS },
    );
  });

  it("the option payoff of two underlying legs bought and sold at subnormal prices (the address that stopped the server)", () => {
    boundedWork(optionsCalculator, {
      preset: "custom",
      lotSize: "65",
      spot: "1,766.93",
      days: "240.271",
      volatility: "45.2925",
      rate: "6.63553e-175",
      leg1Kind: "underlying",
      leg1Side: "buy",
      leg1Strike: "100",
      leg1Premium: "9.4e-323",
      leg1Lots: "2",
      leg2Kind: "underlying",
      leg2Side: "sell",
      leg2Strike: "24,415.5",
      leg2Premium: "1.16787e-54",
      leg2Lots: "2",
      leg3Kind: "none",
      leg4Kind: "none",
    });
  });
});

describe("round values across a range", () => {
  it("are the round steps a reader expects on an ordinary range, ends included", () => {
    expect(roundValuesAcross(23_000, 25_000, 5)).toEqual([23_000, 23_500, 24_000, 24_500, 25_000]);
    expect(roundValuesAcross(-41_250, 0, 4)).toEqual([-40_000, -30_000, -20_000, -10_000, 0]);
  });

  it("are few on a range far below the figures' precision or near zero", () => {
    for (const [low, high] of [
      [0, 1.518231e-52],
      [24_000, 24_000 + 1e-10],
      [1e300, 1.0000001e300],
      [0, 5e-324],
    ] as const) {
      const values = roundValuesAcross(low, high, 4);
      expect(values.length, `${low}..${high}`).toBeLessThanOrEqual(10);
      expect(values.every((value) => value >= low && value <= high * (1 + 1e-9)), `${low}..${high}: ${values.join(", ")}`).toBe(true);
    }
  });
});
