import { formatIndian } from "./decimal-format";

/*
 * Whole numbers as Indian readers group them: 999, 1,000, 1,00,000, 1,00,00,000. Written out
 * rather than asked of toLocaleString("en-IN") because a browser's first use of Intl loads its
 * locale data (40–70 ms of main thread on a fast machine) and these numbers are on pages as they
 * load: the blog's counts and pages, a calculator's hints. Anything but a safe integer is left to
 * decimal-format.ts (Intl's en-IN form, without Intl: decision 0064).
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return formatIndian(value);
  const digits = String(Math.abs(value));
  // The last three digits, then pairs from the right. (The usual /\B(?=(\d{2})+$)/g looks ahead
  // to the end from every digit: quadratic, which the regex census refuses even where the input is short.)
  let grouped = digits.slice(-3);
  for (let end = digits.length - 3; end > 0; end -= 2) grouped = `${digits.slice(Math.max(0, end - 2), end)},${grouped}`;
  return value < 0 ? `-${grouped}` : grouped;
}
