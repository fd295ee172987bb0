import { blackScholesPrice } from "./options-pricing";

/*
 * What an options strategy pays at expiry: up to four legs on one underlying, each a call, a put
 * or the underlying itself (a covered call holds the stock). The payoff is piecewise linear with
 * its corners at the strikes, so every figure here is exact: values at the corners, the slope
 * beyond the last strike, and breakevens solved on each straight piece rather than read off a grid.
 */

export type LegKind = "call" | "put" | "underlying";
export type LegSide = "buy" | "sell";

export interface Leg {
  kind: LegKind;
  side: LegSide;
  /** unused for the underlying */
  strike: number;
  /** the premium per unit paid or received; for the underlying, its entry price */
  premium: number;
  /** units in the position: lots × lot size */
  quantity: number;
}

const sign = (side: LegSide) => (side === "buy" ? 1 : -1);

/** One leg's profit or loss at expiry, for the whole quantity. */
export function legPayoff(leg: Leg, price: number): number {
  const value = leg.kind === "call" ? Math.max(price - leg.strike, 0) : leg.kind === "put" ? Math.max(leg.strike - price, 0) : price;
  return sign(leg.side) * leg.quantity * (value - leg.premium);
}

export function strategyPayoff(legs: readonly Leg[], price: number): number {
  return legs.reduce((total, leg) => total + legPayoff(leg, price), 0);
}

/** Premium paid (positive) or received (negative) to open the options legs; the underlying is not a premium. */
export function netPremium(legs: readonly Leg[]): number {
  return legs.filter((leg) => leg.kind !== "underlying").reduce((total, leg) => total + sign(leg.side) * leg.quantity * leg.premium, 0);
}

/** How the payoff changes per rupee of underlying above the highest strike (it only grows or falls linearly there). */
export function slopeAboveStrikes(legs: readonly Leg[]): number {
  return legs.reduce((slope, leg) => (leg.kind === "put" ? slope : slope + sign(leg.side) * leg.quantity), 0);
}

/** A bound of the payoff: a figure, or unlimited (the payoff grows or falls without end as the price rises). */
export type Extreme = { unlimited: true } | { unlimited: false; value: number; at: number };

export interface PayoffSummary {
  netPremium: number;
  maxProfit: Extreme;
  maxLoss: Extreme;
  /** prices at expiry where the strategy neither gains nor loses, ascending */
  breakevens: number[];
}

const corners = (legs: readonly Leg[]) => [...new Set([0, ...legs.filter((leg) => leg.kind !== "underlying").map((leg) => leg.strike)])].sort((a, b) => a - b);

/** A tolerance for "zero" in rupees: a payoff within a paisa of zero at a corner is a breakeven there. */
const PAISA = 0.005;

export function summarisePayoff(legs: readonly Leg[]): PayoffSummary {
  const points = corners(legs);
  const values = points.map((price) => strategyPayoff(legs, price));
  const slope = slopeAboveStrikes(legs);
  let best = 0;
  let worst = 0;
  values.forEach((value, index) => {
    if (value > values[best]!) best = index;
    if (value < values[worst]!) worst = index;
  });
  const breakevens: number[] = [];
  const add = (price: number) => {
    if (!breakevens.some((known) => Math.abs(known - price) < 1e-6)) breakevens.push(price);
  };
  for (let index = 0; index < points.length; index++) {
    const value = values[index]!;
    // the payoff at a price of zero is where the market cannot go below, not a breakeven of interest
    if (Math.abs(value) < PAISA && points[index]! > 0) add(points[index]!);
    const next = values[index + 1];
    if (next !== undefined && value * next < 0 && Math.abs(value) >= PAISA && Math.abs(next) >= PAISA) {
      add(points[index]! + ((points[index + 1]! - points[index]!) * -value) / (next - value));
    }
  }
  const last = values[values.length - 1]!;
  const lastPoint = points[points.length - 1]!;
  if (slope !== 0 && Math.abs(last) >= PAISA && last * slope < 0) add(lastPoint - last / slope);
  breakevens.sort((a, b) => a - b);
  return {
    netPremium: netPremium(legs),
    maxProfit: slope > 0 ? { unlimited: true } : { unlimited: false, value: values[best]!, at: points[best]! },
    maxLoss: slope < 0 ? { unlimited: true } : { unlimited: false, value: values[worst]!, at: points[worst]! },
    breakevens,
  };
}

/** A price range that shows every strike, the spot and the breakevens, with room either side. */
export function payoffRange(legs: readonly Leg[], spot: number, breakevens: readonly number[]): { low: number; high: number } {
  const prices = [spot, ...legs.map((leg) => (leg.kind === "underlying" ? leg.premium : leg.strike)), ...breakevens];
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const margin = Math.max((high - low) * 0.25, spot * 0.05);
  return { low: Math.max(0, low - margin), high: high + margin };
}

export interface PayoffPoint {
  price: number;
  payoff: number;
}

/**
 * The payoff over a range: evenly spaced prices plus every corner and breakeven inside it, so the
 * line drawn through them is the exact payoff and not a smoothed one.
 */
export function payoffCurve(legs: readonly Leg[], range: { low: number; high: number }, breakevens: readonly number[], steps = 40): PayoffPoint[] {
  const prices = new Set<number>();
  for (let step = 0; step <= steps; step++) prices.add(range.low + ((range.high - range.low) * step) / steps);
  for (const price of [...corners(legs), ...breakevens]) if (price >= range.low && price <= range.high) prices.add(price);
  return [...prices].sort((a, b) => a - b).map((price) => ({ price, payoff: strategyPayoff(legs, price) }));
}

/** The prices the table lists: a round step across the range, the strikes and the breakevens. */
export function payoffTablePrices(legs: readonly Leg[], range: { low: number; high: number }, breakevens: readonly number[], rows = 10): number[] {
  const prices = new Set<number>();
  for (const price of roundValuesAcross(range.low, range.high, rows)) prices.add(Number(price.toFixed(2)));
  for (const price of [...corners(legs).filter((corner) => corner > 0), ...breakevens]) prices.add(Number(price.toFixed(2)));
  return [...prices].sort((a, b) => a - b);
}

/**
 * The multiples of a round step across [low, high], about `count` of them: a chart's ticks, the
 * table's prices. Counted, not stepped by adding: a step below the values' precision (a payoff of
 * 1e-52 rupees, a range of 1e-10 at 24,000, from figures a visitor typed in the address) would
 * add nothing and loop until the process ran out of memory.
 */
export function roundValuesAcross(low: number, high: number, count: number): number[] {
  const step = roundStep((high - low) / count);
  const first = Math.ceil(low / step);
  const last = Math.floor(high / step + 1e-9);
  // the rounding gives at most 1.5 × count + 1 values; the bound holds whatever the floats do
  const total = Math.min(Math.max(0, last - first + 1), 2 * count + 2);
  return Array.from({ length: total }, (_, index) => (first + index) * step);
}

/** The nearest of 1, 2, 2.5, 5 × a power of ten: a step people read without effort. */
export function roundStep(raw: number): number {
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  const nice = scaled < 1.5 ? 1 : scaled < 2.25 ? 2 : scaled < 3.5 ? 2.5 : scaled < 7.5 ? 5 : 10;
  return nice * power;
}

export const strategyPresets = ["longStraddle", "longStrangle", "bullCallSpread", "ironCondor", "coveredCall"] as const;
export type StrategyPreset = (typeof strategyPresets)[number];

export interface PresetLeg {
  kind: LegKind;
  side: LegSide;
  strike: number;
  premium: number;
}

/** The exchange's price step for options: premiums are quoted in multiples of 5 paise. */
const TICK = 0.05;
const toTick = (price: number) => Math.max(TICK, Math.round(price / TICK) * TICK);

/**
 * A common strategy around the spot: strikes on a round step near it (about 0.2 % of the spot, as
 * index strikes are spaced), premiums at their Black-Scholes value for the market inputs given, so
 * the visitor starts from consistent figures and types the quotes they see.
 */
export function presetLegs(preset: StrategyPreset, market: { spot: number; years: number; volatility: number; rate: number }): PresetLeg[] {
  const step = roundStep(market.spot / 500);
  const atTheMoney = Math.max(step, Math.round(market.spot / step) * step);
  const option = (kind: "call" | "put", side: LegSide, offset: number): PresetLeg => {
    const strike = Math.max(step, atTheMoney + offset * step);
    return { kind, side, strike, premium: toTick(blackScholesPrice({ type: kind, strike, spot: market.spot, years: market.years, volatility: market.volatility, rate: market.rate })) };
  };
  switch (preset) {
    case "longStraddle":
      return [option("call", "buy", 0), option("put", "buy", 0)];
    case "longStrangle":
      return [option("call", "buy", 2), option("put", "buy", -2)];
    case "bullCallSpread":
      return [option("call", "buy", 0), option("call", "sell", 2)];
    case "ironCondor":
      return [option("put", "buy", -4), option("put", "sell", -2), option("call", "sell", 2), option("call", "buy", 4)];
    case "coveredCall":
      return [{ kind: "underlying", side: "buy", strike: 0, premium: market.spot }, option("call", "sell", 2)];
  }
}
