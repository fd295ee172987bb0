import { formatIndian, groupDigits } from "./decimal-format";

/*
 * Whole numbers as Indian readers group them: 999, 1,000, 1,00,000, 1,00,00,000. Written out
 * rather than asked of toLocaleString("en-IN") because a browser's first use of Intl loads its
 * locale data (40–70 ms of main thread on a fast machine) and these numbers are on pages as they
 * load: the blog's counts and pages, a calculator's hints. Anything but a safe integer is left to
 * decimal-format.ts (Intl's en-IN form, without Intl: decision 0064).
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return formatIndian(value);
  const grouped = groupDigits(String(Math.abs(value)), "indian");
  return value < 0 ? `-${grouped}` : grouped;
}
