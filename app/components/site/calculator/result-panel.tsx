import { EMPTY_RESULT } from "../../../domain/calculators/format";
import type { CalculatorResult } from "../../../domain/calculators/form-values";
import { formatDate } from "../../../domain/dates";
import type { RateSourceLine } from "../../../domain/calculators/rates";

const toneClass = { gain: "text-emerald-700", loss: "text-red-700", neutral: "text-navy-900" } as const;

/**
 * The big figures, the formula with the visitor's numbers, and where the rates came from. A result
 * whose inputs have changed since (and do not make a valid form yet) is dimmed, not silently kept.
 */
export function ResultPanel({
  label = "Result",
  result,
  placeholderLabels,
  rates,
  stale = false,
}: {
  label?: string;
  result: CalculatorResult | null;
  placeholderLabels: string[];
  /** the sources and dates of the rates the conversion used (see sourcesFor) */
  rates?: readonly RateSourceLine[] | undefined;
  stale?: boolean;
}) {
  const lines = result?.lines ?? placeholderLabels.map((label) => ({ label, value: "", detail: undefined, tone: "neutral" as const }));
  return (
    <section aria-label={label} className="rounded-2xl bg-slate-50 p-6">
      <div aria-live="polite" aria-atomic="true" data-testid="result" className={stale ? "opacity-50" : undefined}>
        {lines.map((line) => (
          <p key={line.label} className="mb-4">
            <span className="block text-sm font-medium text-slate-600">{line.label}</span>
            <output className={`block text-3xl font-bold tabular-nums ${toneClass[line.tone ?? "neutral"]}`}>
              {line.value || EMPTY_RESULT}
            </output>
            {line.detail && (
              <span className="mt-1 block text-sm tabular-nums text-slate-600" data-testid="result-detail">
                {line.detail} to 8 decimals
              </span>
            )}
          </p>
        ))}
        {result?.formula && (
          <p className="break-words font-mono text-xs text-slate-600" data-testid="formula">
            {result.formula}
          </p>
        )}
      </div>
      {stale && (
        <p className="mt-3 text-sm font-medium text-slate-700" data-testid="result-stale">
          The inputs have changed: press Calculate to update the result.
        </p>
      )}
      {rates && rates.length > 0 && (
        <p className="mt-4 text-xs text-slate-500" data-testid="rates-source">
          Rates:{" "}
          {rates
            .map((line) => `${line.source}, ${formatDate(`${line.asOf}T12:00:00Z`)}${rates.length > 1 ? ` (${line.currencies.join(", ")})` : ""}`)
            .join("; ")}
          .
        </p>
      )}
    </section>
  );
}

export function EducationalNotice() {
  return (
    <p className="mt-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      These tools are for education only and are not investment advice. Check figures with your broker before you trade.
    </p>
  );
}
