/*
 * Charges are computed in whole paise with integer arithmetic (BigInt), so that a rate of 0.00297%
 * on ₹1,10,000 gives exactly 3.267 before rounding and the result is the same in every browser and
 * on the server. Floating point would put 0.5-paisa cases on either side of the line.
 */

/** A non-negative rate or amount as an exact fraction. */
export interface Fraction {
  num: bigint;
  den: bigint;
}

const plainDecimal = /^\d{1,12}(?:\.\d{1,12})?$/;

/** "0.00297" → 297 / 100000; throws on anything but a plain non-negative decimal (stored rates are checked on entry). */
export function decimalFraction(text: string): Fraction {
  if (!plainDecimal.test(text)) throw new Error(`not a plain decimal: ${text}`);
  const [whole = "0", decimals = ""] = text.split(".");
  return { num: BigInt(whole + decimals), den: 10n ** BigInt(decimals.length) };
}

/** A number the form read (already checked to have at most `places` decimals) as an integer count of 10^-places. */
export function scaled(value: number, places: number): bigint {
  return BigInt(Math.round(value * 10 ** places));
}

/** Whether a number typed in a field has at most `places` decimals (1.005 is refused for paise). */
export function hasAtMostDecimals(value: number, places: number): boolean {
  const shifted = value * 10 ** places;
  return Math.abs(shifted - Math.round(shifted)) < 1e-6;
}

/** num / den rounded to the nearest integer, halves up (both non-negative). */
export function roundHalfUp(num: bigint, den: bigint): bigint {
  return (2n * num + den) / (2n * den);
}

/** amount × fraction, rounded half up to a multiple of `step` (1 paisa, or 100 for whole rupees). */
export function applyRate(amountPaise: bigint, rate: Fraction, step: bigint = 1n): bigint {
  return roundHalfUp(amountPaise * rate.num, rate.den * step) * step;
}

/** Paise as rupees, for formatting (exact below 2^53 paise, far above any trade the form takes). */
export function rupees(paise: bigint): number {
  return Number(paise) / 100;
}
