import { useId } from "react";
import type { GrowthTable } from "../../../domain/calculators/growth";
import { useNumerals, useT } from "../../../i18n/texts";
import { useSay } from "./use-say";

/*
 * A savings calculator's year-by-year growth: a chart of the invested amount against the value,
 * drawn as SVG on the server like the rest of the page (no chart library, nothing to load), and the
 * table behind it, which is also the chart's text alternative. Every figure arrives written
 * (app/domain/calculators/growth.ts); only the digits follow the page.
 */
export function GrowthSection({ growth }: { growth: GrowthTable }) {
  const t = useT();
  const numerals = useNumerals();
  const years = growth.rows.length;
  return (
    <section aria-labelledby="growth-heading" className="mt-10" data-testid="growth">
      <h2 id="growth-heading" className="text-2xl">
        {t("savings.growthHeading")}
      </h2>
      <GrowthChart growth={growth} title={t("savings.chartTitle", { years: String(years) })} description={t("savings.chartDescription", { years: String(years), invested: numerals(growth.investedText), value: numerals(growth.valueText) })} />
      <GrowthTableView growth={growth} />
    </section>
  );
}

/*
 * The plot is stretched to the figure's width (preserveAspectRatio="none") with strokes that keep
 * their width, so it reads the same on a phone and a wide screen; its labels are HTML around it,
 * at the page's text size, rather than SVG text that would shrink with the drawing.
 */
const WIDTH = 600;
const HEIGHT = 240;

function GrowthChart({ growth, title, description }: { growth: GrowthTable; title: string; description: string }) {
  const t = useT();
  const numerals = useNumerals();
  const id = useId();
  const lastYear = Math.max(growth.points.at(-1)?.year ?? 1, 1);
  const x = (year: number) => ((WIDTH * year) / lastYear).toFixed(1);
  const y = (amount: number) => (HEIGHT - (HEIGHT * amount) / growth.scaleTop).toFixed(1);
  const line = (pick: (point: GrowthTable["points"][number]) => number) =>
    growth.points.map((point, index) => `${index === 0 ? "M" : "L"}${x(point.year)} ${y(pick(point))}`).join(" ");
  const valueLine = line((point) => point.value);
  return (
    <figure className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <p aria-hidden="true" className="text-xs tabular-nums text-slate-600">
        {numerals(growth.scaleTopText)}
      </p>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-1 block h-48 w-full overflow-visible sm:h-64"
        data-testid="growth-chart"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <line x1="0" x2={WIDTH} y1="0" y2="0" className="stroke-slate-300" strokeDasharray="4 4" vectorEffect="non-scaling-stroke" />
        <path d={`${valueLine} L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z`} className="fill-accent-100" fillOpacity="0.6" />
        <path d={valueLine} fill="none" className="stroke-accent-700" strokeWidth="3" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
        <path d={line((point) => point.invested)} fill="none" className="stroke-navy-700" strokeWidth="2" strokeDasharray="6 4" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
        <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-slate-400" vectorEffect="non-scaling-stroke" />
      </svg>
      <p aria-hidden="true" className="mt-1 flex justify-between text-xs tabular-nums text-slate-600">
        <span>{numerals("0")}</span>
        <span>
          {numerals(String(lastYear))} {t("savings.chartYears")}
        </span>
      </p>
      <figcaption className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        <span className="inline-flex items-center gap-2">
          <svg aria-hidden="true" width="24" height="8" className="text-accent-700">
            <line x1="0" x2="24" y1="4" y2="4" stroke="currentColor" strokeWidth="3" />
          </svg>
          {t("savings.chartValue")}
        </span>
        <span className="inline-flex items-center gap-2">
          <svg aria-hidden="true" width="24" height="8" className="text-navy-700">
            <line x1="0" x2="24" y1="4" y2="4" stroke="currentColor" strokeWidth="2" strokeDasharray="6 4" />
          </svg>
          {t("savings.chartInvested")}
        </span>
      </figcaption>
    </figure>
  );
}

function GrowthTableView({ growth }: { growth: GrowthTable }) {
  const t = useT();
  const say = useSay();
  const numerals = useNumerals();
  return (
    // a region that scrolls sideways on a phone, reachable by keyboard
    <div role="region" aria-labelledby="growth-caption" tabIndex={0} className="mt-6 overflow-x-auto rounded-2xl border border-slate-200">
      <table className="w-full text-right text-sm tabular-nums" data-testid="growth-table">
        <caption id="growth-caption" className="px-4 py-3 text-left font-semibold text-navy-900">
          {t("savings.tableCaption")}
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {growth.columns.map((column, index) => (
              <th key={column.id} scope="col" className={`px-4 py-2 font-medium ${index === 0 ? "text-left" : ""}`}>
                {say(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {growth.rows.map((row) => (
            <tr key={row.year} className="border-t border-slate-100">
              <th scope="row" className="px-4 py-2 text-left font-medium text-slate-700">
                {numerals(String(row.year))}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className="whitespace-nowrap px-4 py-2 text-slate-800">
                  {numerals(cell)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
