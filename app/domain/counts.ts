/*
 * Whole numbers as Indian readers group them: 999, 1,000, 1,00,000, 1,00,00,000. Written out
 * rather than asked of toLocaleString("en-IN") because a browser's first use of Intl loads its
 * locale data (40–70 ms of main thread on a fast machine) and these numbers are on pages as they
 * load: the blog's counts and pages, a calculator's hints. Anything but a safe integer is left to Intl.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString("en-IN");
  const digits = String(Math.abs(value));
  const grouped =
    digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
  return value < 0 ? `-${grouped}` : grouped;
}
