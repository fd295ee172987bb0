import { describe, expect, it } from "vitest";
import { payoffCurve, payoffRange, payoffTablePrices, presetLegs, roundStep, summarisePayoff, type Leg } from "./options-payoff";

const lot = 75;
const call = (side: Leg["side"], strike: number, premium: number): Leg => ({ kind: "call", side, strike, premium, quantity: lot });
const put = (side: Leg["side"], strike: number, premium: number): Leg => ({ kind: "put", side, strike, premium, quantity: lot });

describe("payoff at expiry, worked by hand (NIFTY, lot 75)", () => {
  it("long straddle 24000: pays 300 + 250 = 550 a unit, breaks even at 23450 and 24550, profit unlimited", () => {
    const summary = summarisePayoff([call("buy", 24000, 300), put("buy", 24000, 250)]);
    expect(summary.netPremium).toBe(41_250);
    expect(summary.breakevens).toEqual([23_450, 24_550]);
    expect(summary.maxProfit).toEqual({ unlimited: true });
    expect(summary.maxLoss).toEqual({ unlimited: false, value: -41_250, at: 24_000 });
  });

  it("long strangle 24100 call / 23900 put at 200 and 180: breakevens 23520 and 24480", () => {
    const summary = summarisePayoff([call("buy", 24_100, 200), put("buy", 23_900, 180)]);
    expect(summary.breakevens).toEqual([23_520, 24_480]);
    expect(summary.maxLoss).toMatchObject({ value: -28_500 });
    expect(summary.maxProfit).toEqual({ unlimited: true });
  });

  it("bull call spread 24000/24200 at 300 and 200: debit 100, breakeven 24100, profit 100 × 75, loss 100 × 75", () => {
    const summary = summarisePayoff([call("buy", 24_000, 300), call("sell", 24_200, 200)]);
    expect(summary.netPremium).toBe(7_500);
    expect(summary.breakevens).toEqual([24_100]);
    expect(summary.maxProfit).toEqual({ unlimited: false, value: 7_500, at: 24_200 });
    expect(summary.maxLoss).toEqual({ unlimited: false, value: -7_500, at: 0 });
  });

  it("iron condor 23600/23800/24200/24400: credit 80 + 90 − 40 − 50 = 80, breakevens 23720 and 24280, loss capped at 200 − 80 = 120 a unit", () => {
    const legs = [put("buy", 23_600, 40), put("sell", 23_800, 80), call("sell", 24_200, 90), call("buy", 24_400, 50)];
    const summary = summarisePayoff(legs);
    expect(summary.netPremium).toBe(-6_000);
    expect(summary.breakevens.map((price) => Number(price.toFixed(2)))).toEqual([23_720, 24_280]);
    expect(summary.maxProfit).toMatchObject({ unlimited: false, value: 6_000 });
    expect(summary.maxLoss).toMatchObject({ unlimited: false, value: -9_000 });
  });

  it("covered call: stock bought at 1400, 1450 call sold at 20 (lot 500): breakeven 1380, profit capped at 70 a share, loss large but bounded", () => {
    const legs: Leg[] = [{ kind: "underlying", side: "buy", strike: 0, premium: 1_400, quantity: 500 }, { ...call("sell", 1_450, 20), quantity: 500 }];
    const summary = summarisePayoff(legs);
    expect(summary.netPremium).toBe(-10_000);
    expect(summary.breakevens).toEqual([1_380]);
    expect(summary.maxProfit).toEqual({ unlimited: false, value: 35_000, at: 1_450 });
    expect(summary.maxLoss).toEqual({ unlimited: false, value: -690_000, at: 0 });
  });

  it("a naked short call: loss unlimited, breakeven beyond the strike", () => {
    const summary = summarisePayoff([call("sell", 24_000, 150)]);
    expect(summary.maxLoss).toEqual({ unlimited: true });
    expect(summary.maxProfit).toMatchObject({ value: 11_250 });
    expect(summary.breakevens).toEqual([24_150]);
  });
});

describe("the chart's and table's prices", () => {
  const legs = [call("buy", 24_000, 300), put("buy", 24_000, 250)];
  const range = payoffRange(legs, 24_000, [23_450, 24_550]);
  it("covers the strikes and breakevens with room either side", () => {
    expect(range.low).toBeLessThan(23_450);
    expect(range.high).toBeGreaterThan(24_550);
  });
  it("draws the exact corner and breakevens", () => {
    const curve = payoffCurve(legs, range, [23_450, 24_550]);
    expect(curve.find((point) => point.price === 24_000)?.payoff).toBe(-41_250);
    expect(curve.find((point) => point.price === 23_450)?.payoff).toBeCloseTo(0, 8);
  });
  it("lists round prices, the strike and the breakevens", () => {
    const prices = payoffTablePrices(legs, range, [23_450, 24_550]);
    expect(prices).toContain(24_000);
    expect(prices).toContain(23_450);
    expect(prices.every((price, index) => index === 0 || price > prices[index - 1]!)).toBe(true);
  });
  it("rounds steps to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect(roundStep(48)).toBe(50);
    expect(roundStep(104)).toBe(100);
    expect(roundStep(2.8)).toBe(2.5);
  });
});

describe("presets", () => {
  const market = { spot: 24_013, years: 7 / 365, volatility: 0.13, rate: 0.065 };
  it("build each strategy around the nearest round strike, premiums on the 5-paise tick", () => {
    expect(presetLegs("longStraddle", market).map((leg) => [leg.kind, leg.side, leg.strike])).toEqual([["call", "buy", 24_000], ["put", "buy", 24_000]]);
    expect(presetLegs("ironCondor", market).map((leg) => leg.strike)).toEqual([23_800, 23_900, 24_100, 24_200]);
    expect(presetLegs("bullCallSpread", market).map((leg) => leg.strike)).toEqual([24_000, 24_100]);
    expect(presetLegs("coveredCall", market)[0]).toMatchObject({ kind: "underlying", premium: 24_013 });
    for (const leg of presetLegs("longStrangle", market)) expect(Math.round(leg.premium * 20)).toBeCloseTo(leg.premium * 20, 8);
  });
  it("give the shapes their names promise", () => {
    const quantity = (legs: ReturnType<typeof presetLegs>) => legs.map((leg) => ({ ...leg, quantity: lot }));
    expect(summarisePayoff(quantity(presetLegs("longStraddle", market))).maxProfit.unlimited).toBe(true);
    expect(summarisePayoff(quantity(presetLegs("ironCondor", market))).netPremium).toBeLessThan(0);
    expect(summarisePayoff(quantity(presetLegs("ironCondor", market))).breakevens).toHaveLength(2);
    expect(summarisePayoff(quantity(presetLegs("bullCallSpread", market))).maxProfit.unlimited).toBe(false);
    expect(summarisePayoff(quantity(presetLegs("coveredCall", market))).maxProfit.unlimited).toBe(false);
  });
});
