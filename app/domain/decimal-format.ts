/*
 * Numbers written out as Intl.NumberFormat writes them for en-IN and en-US, without Intl (decision
 * 0064). A process's first Intl number formatter maps ICU's locale data: ~6 MB of the node binary's
 * pages resident in every server process (12 MB with plural rules, collation and dates), and 40–70
 * ms of a browser's main thread. The few forms the site uses are small: a fixed or bounded number
 * of decimals, optionally "at least N significant digits", Indian or Western grouping.
 *
 * The rules are Intl's, and decimal-format.test.ts compares the two over hundreds of thousands of
 * values: the digits are those of the shortest decimal that reads back as the same double (what
 * ICU starts from, so 1.005 rounds to 1.01), rounded half away from zero; a negative number,
 * negative zero included, keeps its minus sign even when it rounds to zero ("-0.00").
 */

export type Grouping = "indian" | "western" | "none";

export interface DecimalFormat {
  /** decimals always shown (zeros added) */
  minFraction: number;
  /** decimals at most */
  maxFraction: number;
  grouping: Grouping;
  /**
   * Intl's `maximumSignificantDigits` with `roundingPriority: "morePrecision"`: the number is
   * rounded both to maxFraction decimals and to this many significant digits, and whichever keeps
   * more precision is shown (the fraction digits shown then drop trailing zeros).
   */
  moreSignificant?: number;
}

/** The shortest decimal digits of a finite, non-negative double and the power of ten of the first. */
function shortestDigits(value: number): { digits: string; exponent: number } {
  if (value === 0) return { digits: "0", exponent: 0 };
  const [mantissa, power] = value.toExponential().split("e") as [string, string];
  return { digits: mantissa.replace(".", ""), exponent: Number(power) };
}

/**
 * The digits rounded half away from zero so that the last kept one stands for 10^magnitude:
 * the integer part and the fraction part as strings (the fraction has -magnitude digits, or none).
 */
function roundAt(digits: string, exponent: number, magnitude: number): { integer: string; fraction: string } {
  // the number is 0.d1d2d3… × 10^(exponent+1); keep the digits whose place is ≥ magnitude
  const keep = exponent - magnitude + 1;
  let kept: string;
  if (keep <= 0) {
    // every digit is below the last place kept: it rounds to 0 or to one unit of that place
    kept = keep === 0 && digits.charCodeAt(0) >= 53 ? "1" : "0";
  } else {
    kept = digits.slice(0, keep).padEnd(keep, "0");
    if (digits.length > keep && digits.charCodeAt(keep) >= 53) kept = incremented(kept);
  }
  // kept is the number × 10^-magnitude, as digits
  const fractionLength = Math.max(0, -magnitude);
  const whole = magnitude > 0 ? kept + "0".repeat(magnitude) : kept.padStart(fractionLength + 1, "0");
  const integer = whole.slice(0, whole.length - fractionLength).replace(/^0+(?=\d)/, "");
  return { integer, fraction: whole.slice(whole.length - fractionLength) };
}

/** A digit string plus one ("199" → "200", "99" → "100"). */
function incremented(digits: string): string {
  const out = digits.split("");
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== "9") {
      out[i] = String(Number(out[i]) + 1);
      return out.join("");
    }
    out[i] = "0";
  }
  return `1${out.join("")}`;
}

/**
 * A string of digits grouped: Indian (the last three, then pairs: 1,00,00,000) or Western (threes).
 * A loop rather than the usual /\B(?=(\d{2})+$)/g, which looks ahead to the end from every digit:
 * quadratic, which the regex census refuses even where the input is short.
 */
export function groupDigits(integer: string, grouping: Grouping): string {
  if (grouping === "none" || integer.length <= 3) return integer;
  let out = integer.slice(-3);
  const step = grouping === "indian" ? 2 : 3;
  for (let end = integer.length - 3; end > 0; end -= step) out = `${integer.slice(Math.max(0, end - step), end)},${out}`;
  return out;
}

/** The number as Intl.NumberFormat("en-IN" or "en-US", options) writes it (see the module's comment). */
export function formatDecimal(value: number, format: DecimalFormat): string {
  if (Number.isNaN(value)) return "NaN";
  const negative = value < 0 || Object.is(value, -0);
  const sign = negative ? "-" : "";
  if (!Number.isFinite(value)) return `${sign}∞`;
  const { digits, exponent } = shortestDigits(Math.abs(value));
  let magnitude = -format.maxFraction;
  let minFraction = format.minFraction;
  if (format.moreSignificant !== undefined && digits !== "0") {
    const significantMagnitude = exponent - format.moreSignificant + 1;
    if (significantMagnitude <= magnitude) {
      magnitude = significantMagnitude;
      minFraction = 0;
    }
  }
  const rounded = roundAt(digits, exponent, magnitude);
  let fraction = rounded.fraction;
  let end = fraction.length;
  while (end > minFraction && fraction.charCodeAt(end - 1) === 48) end--;
  fraction = fraction.slice(0, end).padEnd(minFraction, "0");
  const integer = groupDigits(rounded.integer, format.grouping);
  return fraction ? `${sign}${integer}.${fraction}` : `${sign}${integer}`;
}

/** As `value.toLocaleString("en-IN")`: Indian grouping, at most three decimals. */
export function formatIndian(value: number): string {
  return formatDecimal(value, { minFraction: 0, maxFraction: 3, grouping: "indian" });
}
