import { EMPTY_RESULT } from "../../../domain/calculators/format";
import type { RateUsed, ResultTable } from "../../../domain/calculators/form-values";
import { formatDate } from "../../../domain/dates";
import { useLocale } from "../../../i18n/texts";
import { useSay } from "./use-say";

/**
 * An itemised result (a calculator's breakdown under its form): one row per item, figures right
 * aligned. Before the form is calculated the rows are shown with '----', so the page does not jump.
 */
export function ResultTableView({ table, placeholder, itemHeading }: { table: ResultTable | undefined; placeholder: ResultTable; itemHeading: string }) {
  const say = useSay();
  const shown = table ?? placeholder;
  const caption = say(shown.caption);
  return (
    // relative + overflow: a wide table scrolls inside its box on a phone instead of widening the page;
    // a region that can take focus, so that keyboard users can scroll it too (it holds no link)
    <div role="region" aria-label={caption} tabIndex={0} className={`relative mt-8 overflow-x-auto rounded-2xl border border-slate-200 bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-500`} data-testid="result-table">
      <table className="w-full min-w-[480px] text-left text-sm tabular-nums">
        <caption className="px-4 pt-4 text-left text-lg font-semibold text-navy-900">{caption}</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">{itemHeading}</th>
            {shown.columns.map((column) => (
              <th key={column.id} scope="col" className="px-4 py-2 text-right font-medium">{say(column)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.rows.map((row) => (
            <tr key={row.label.id} className={row.total ? "border-t-2 border-slate-300 font-semibold text-navy-900" : "border-t border-slate-100"}>
              <th scope="row" className="px-4 py-2 font-medium">{say(row.label)}</th>
              {row.cells.map((cell, index) => (
                <td key={index} className="px-4 py-2 text-right">{table ? say(cell) : EMPTY_RESULT}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The stored rates a result used, each with the date from which it applies and its source (named
 * as stored, in English: marked so on a Hindi page). Sources are links to the publisher.
 */
export function RatesUsedTable({ heading, intro, rates, columns }: { heading: string; intro: string; rates: readonly RateUsed[]; columns: { item: string; rate: string; from: string; source: string } }) {
  const say = useSay();
  const locale = useLocale();
  return (
    <section aria-labelledby="rates-used-heading" className="mt-8" data-testid="rates-used">
      <h2 id="rates-used-heading" className="text-xl font-semibold text-navy-900">{heading}</h2>
      <p className="mt-2 max-w-3xl text-sm text-slate-600">{intro}</p>
      <div className="relative mt-3 overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className="w-full min-w-[640px] text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">{columns.item}</th>
              <th scope="col" className="px-4 py-2 font-medium">{columns.rate}</th>
              <th scope="col" className="px-4 py-2 font-medium">{columns.from}</th>
              <th scope="col" className="px-4 py-2 font-medium">{columns.source}</th>
            </tr>
          </thead>
          <tbody>
            {rates.map((rate, index) => (
              <tr key={index} className="border-t border-slate-100">
                <th scope="row" className="px-4 py-2 font-medium">{say(rate.label)}</th>
                <td className="whitespace-nowrap px-4 py-2 tabular-nums">{say(rate.rate)}</td>
                <td className="whitespace-nowrap px-4 py-2 tabular-nums">{formatDate(`${rate.effectiveFrom}T12:00:00Z`, locale)}</td>
                <td className="px-4 py-2">
                  <a href={rate.sourceUrl} lang="en-IN" rel="noopener noreferrer" className="text-accent-700 underline underline-offset-2 hover:text-accent-800">
                    {rate.sourceName}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** A calculator's questions and answers: the same texts the page's FAQPage data carries. */
export function CalculatorFaq({ heading, items, className = "mt-10" }: { heading: string; items: readonly { question: string; answer: string }[]; className?: string }) {
  return (
    <section aria-labelledby="faq-heading" className={className}>
      <h2 id="faq-heading" className="text-xl font-semibold text-navy-900">{heading}</h2>
      <dl className="mt-3 space-y-4">
        {items.map((item) => (
          <div key={item.question}>
            <dt className="font-semibold text-navy-900">{item.question}</dt>
            <dd className="mt-1 max-w-3xl text-slate-700">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

