import { formatRupees } from "./format";
import type { Phrase } from "./phrase";

/**
 * A savings calculator's year-by-year growth (SIP, lumpsum, compound interest): the table the page
 * shows under the result and the figures its chart draws. The table's cells are written here, once,
 * like every other figure of the calculators (decision 0033), so the browser formats nothing while
 * a page with a result in its address starts (decision 0023).
 */
export interface GrowthTable {
  /** the columns' headings, the year's first */
  columns: Phrase[];
  rows: { year: number; cells: string[] }[];
  /** the chart's two lines, one point a year, starting at year 0 */
  points: { year: number; invested: number; value: number }[];
  /** the top of the chart's scale: a round figure at or above the largest value, and its label */
  scaleTop: number;
  scaleTopText: string;
  /** the last year's invested amount and value, for the chart's description */
  investedText: string;
  valueText: string;
}

export interface GrowthYear {
  year: number;
  invested: number;
  value: number;
}

/**
 * The table and chart data of a growth schedule: the year, then one column of rupees for each of
 * `columns` (an instalment, the invested amount, a value in today's money).
 */
export function growthTable<Row extends GrowthYear>(
  years: readonly Row[],
  columns: { heading: Phrase; cell: (row: Row) => number }[],
  start: { invested: number; value: number } = { invested: 0, value: 0 },
): GrowthTable {
  const largest = years.reduce((top, row) => Math.max(top, row.value, row.invested), Math.max(start.value, start.invested));
  const scaleTop = roundUp(largest);
  return {
    columns: [{ id: "savings.columnYear" }, ...columns.map((column) => column.heading)],
    rows: years.map((row) => ({ year: row.year, cells: columns.map((column) => formatRupees(column.cell(row))) })),
    points: [{ year: 0, ...start }, ...years.map(({ year, invested, value }) => ({ year, invested, value }))],
    scaleTop,
    scaleTopText: formatRupees(scaleTop),
    investedText: formatRupees(years.at(-1)?.invested ?? start.invested),
    valueText: formatRupees(years.at(-1)?.value ?? start.value),
  };
}

/** 1, 2 or 5 times a power of ten, the first at or above the value (a chart scale people can read). */
export function roundUp(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (power * step >= value) return power * step;
  return power * 10;
}
