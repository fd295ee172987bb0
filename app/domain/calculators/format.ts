import { formatDecimal, type DecimalFormat } from "../decimal-format";
import type { Phrase } from "./phrase";

/*
 * The forms below are Intl.NumberFormat's for en-IN, written out by decimal-format.ts (decision
 * 0064: no ICU data in the server's memory, no Intl start-up on a phone).
 */

/** Amounts as Indian readers write them (1,00,000.00), always with two decimals. */
const money: DecimalFormat = { minFraction: 2, maxFraction: 2, grouping: "indian" };
/**
 * Numbers echoed in a formula: as many decimals as were typed, up to 8, and never fewer than 6
 * significant digits, so that a tiny conversion (1 USD in ETH is about 0.000294) still reproduces
 * the result it led to.
 */
const plain: DecimalFormat = { minFraction: 0, maxFraction: 8, grouping: "indian", moreSignificant: 6 };

/**
 * Coins are divisible far below a cent: 0.01 BTC is hundreds of dollars, so two decimals would
 * round most results to 0.00. Their amounts are also given to 8 decimals (the satoshi).
 */
const coins: ReadonlySet<string> = new Set(["BTC", "ETH"]);
const coinAmount: DecimalFormat = { minFraction: 8, maxFraction: 8, grouping: "indian" };

export function formatAmount(value: number): string {
  return formatDecimal(Object.is(value, -0) ? 0 : value, money);
}

export function formatMoney(value: number, currency: string): string {
  return `${formatAmount(value)} ${currency}`;
}

/** The amount to the currency's finest unit, for currencies whose two decimals hide too much. */
export function formatPreciseAmount(value: number, currency: string): string | undefined {
  return coins.has(currency) ? formatDecimal(Object.is(value, -0) ? 0 : value, coinAmount) : undefined;
}

export function formatPreciseMoney(value: number, currency: string): string | undefined {
  const amount = formatPreciseAmount(value, currency);
  return amount === undefined ? undefined : `${amount} ${currency}`;
}

/** The amount a formula ends with: to the currency's finest unit when two decimals hide too much. */
export function formatFormulaMoney(value: number, currency: string): string {
  return formatPreciseMoney(value, currency) ?? formatMoney(value, currency);
}

/** A result line for an amount of money: two decimals, and the coin's finest unit beside them. */
export function moneyLine(label: Phrase, value: number, currency: string, tone?: "gain" | "loss" | "neutral") {
  return { label, value: formatMoney(value, currency), detail: formatPreciseMoney(value, currency), ...(tone ? { tone } : {}) };
}

export function formatNumber(value: number): string {
  return formatDecimal(value, plain);
}

/** Placeholder for a result not yet calculated (the spec's '----'). */
export const EMPTY_RESULT = "----";

/**
 * Rupees as Indian readers write them: "₹1,23,456.78", the minus before the sign ("-₹12.50").
 * The calculators for Indian markets (charges, options, SIP) all show amounts this way.
 */
export function formatRupees(value: number): string {
  const amount = formatAmount(Math.abs(value));
  return value < 0 && amount !== "0.00" ? `-₹${amount}` : `₹${amount}`;
}

/** A result line for an amount in rupees, toned as a gain or loss when asked. */
export function rupeeLine(label: Phrase, value: number, tone?: "gain" | "loss" | "neutral") {
  return { label, value: formatRupees(value), ...(tone ? { tone } : {}) };
}
