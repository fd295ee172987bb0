import { EMPTY_RESULT } from "../../../domain/calculators/format";
import type { CalculatorResult } from "../../../domain/calculators/form-values";
import { formatDate } from "../../../domain/dates";

const toneClass = { gain: "text-emerald-700", loss: "text-red-700", neutral: "text-navy-900" } as const;

/** The big figures, the formula with the visitor's numbers, and where the rates came from. */
export function ResultPanel({
  result,
  placeholderLabels,
  rates,
}: {
  result: CalculatorResult | null;
  placeholderLabels: string[];
  rates?: { source: string; asOf: string } | undefined;
}) {
  const lines = result?.lines ?? placeholderLabels.map((label) => ({ label, value: "", tone: "neutral" as const }));
  return (
    <section aria-label="Result" className="rounded-2xl bg-slate-50 p-6">
      <div aria-live="polite" aria-atomic="true" data-testid="result">
        {lines.map((line) => (
          <p key={line.label} className="mb-4">
            <span className="block text-sm font-medium text-slate-600">{line.label}</span>
            <output className={`block text-3xl font-bold tabular-nums ${toneClass[line.tone ?? "neutral"]}`}>
              {line.value || EMPTY_RESULT}
            </output>
          </p>
        ))}
        {result?.formula && (
          <p className="break-words font-mono text-xs text-slate-600" data-testid="formula">
            {result.formula}
          </p>
        )}
      </div>
      {rates && (
        <p className="mt-4 text-xs text-slate-500">
          Rates: {rates.source}, {formatDate(`${rates.asOf}T12:00:00Z`)}.
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
