/*
 * Orders for lists of codes, dates and names, without a collator (decision 0064): localeCompare
 * maps ICU's collation data (~2 MB) into the process on its first call. What the site sorts is
 * ISO dates, market symbols, storage keys and course names, for which the orders below are the
 * ones a reader expects.
 */

/** By UTF-16 code units: ISO dates and times, upper-case symbols, storage keys. */
export function compareCodes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Names as a list shows them: case aside first ("apple" before "Banana"), then by code units. */
export function compareNames(a: string, b: string): number {
  return compareCodes(a.toLowerCase(), b.toLowerCase()) || compareCodes(a, b);
}
