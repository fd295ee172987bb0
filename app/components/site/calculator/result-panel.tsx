import { EMPTY_RESULT } from "../../../domain/calculators/format";
import type { CalculatorResult } from "../../../domain/calculators/form-values";
import type { Phrase } from "../../../domain/calculators/phrase";
import { formatDate } from "../../../domain/dates";
import type { RateSourceLine } from "../../../domain/calculators/rates";
import type { MessageId } from "../../../i18n/catalogue";
import { useLocale, useT } from "../../../i18n/texts";
import { useSay } from "./use-say";
import { DisclaimerLink } from "../disclaimer-link";

const toneClass = { gain: "text-emerald-700", loss: "text-red-700", neutral: "text-navy-900" } as const;

/**
 * The sources the server stores rates under (app/server/rates/rates.server.ts: FEED_SOURCE,
 * ADMIN_SOURCE, SEED_SOURCE), worded in the page's language; tests/integration/http/hindi-calculators.test.ts
 * keeps the two lists in step. Any other source is shown as stored.
 */
export const rateSourceTexts: Readonly<Record<string, MessageId>> = {
  "Euro foreign exchange reference rates": "calculators.sourceFeed",
  "Set by an administrator": "calculators.sourceAdmin",
  "Approximate reference rates (seed)": "calculators.sourceSeed",
};

/**
 * The big figures, the formula with the visitor's numbers, and where the rates came from. A result
 * whose inputs have changed since (and do not make a valid form yet) is dimmed, not silently kept.
 */
export function ResultPanel({
  label,
  result,
  placeholderLabels,
  rates,
}: {
  label?: string;
  result: CalculatorResult | null;
  placeholderLabels: Phrase[];
  /** the sources and dates of the rates the conversion used (see sourcesFor) */
  rates?: readonly RateSourceLine[] | undefined;
}) {
  const t = useT();
  const say = useSay();
  const locale = useLocale();
  const lines = result?.lines ?? placeholderLabels.map((label) => ({ label, value: "", detail: undefined, tone: "neutral" as const }));
  const sourceName = (source: string) => {
    const id = rateSourceTexts[source];
    return id ? t(id) : source;
  };
  return (
    <section aria-label={label ?? t("calculators.result")} data-result-state={result ? "result" : "empty"} className="group/result rounded-2xl bg-slate-50 p-6">
      <div aria-live="polite" aria-atomic="true" data-testid="result" className="data-stale:opacity-50">
        {lines.map((line) => (
          <p key={line.label.id} className="mb-4">
            <span className="block text-sm font-medium text-slate-600">{say(line.label)}</span>
            <output className={`block text-3xl font-bold tabular-nums ${toneClass[line.tone ?? "neutral"]}`}>
              {say(line.value) || EMPTY_RESULT}
            </output>
            {line.detail && (
              <span className="mt-1 block text-sm tabular-nums text-slate-600" data-testid="result-detail">
                {t("calculators.toEightDecimals", { amount: line.detail })}
              </span>
            )}
          </p>
        ))}
        {result?.formula && (
          <p className="break-words font-mono text-xs text-slate-600" data-testid="formula">
            {say(result.formula)}
          </p>
        )}
      </div>
      {/* shown by the site's script while the inputs no longer make a valid form (calculator-forms.ts) */}
      <p hidden className="mt-3 text-sm font-medium text-slate-700" data-testid="result-stale">
        {t("calculators.stale")}
      </p>
      {rates && rates.length > 0 && (
        <p className="mt-4 text-xs text-slate-500" data-testid="rates-source">
          {t("calculators.rates", {
            sources: rates
              .map((line) => {
                const values = { source: sourceName(line.source), date: formatDate(`${line.asOf}T12:00:00Z`, locale) };
                return rates.length > 1 ? t("calculators.rateSourceFor", { ...values, currencies: line.currencies.join(", ") }) : t("calculators.rateSource", values);
              })
              .join("; "),
          })}
        </p>
      )}
    </section>
  );
}

export function EducationalNotice() {
  const t = useT();
  return (
    <p className="mt-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {t("calculators.educationOnly")} <DisclaimerLink />
    </p>
  );
}
