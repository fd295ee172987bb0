import type { MouseEvent } from "react";
import type { OptionsResult, presetChoices } from "../../../domain/calculators/options-calculator";
import type { FormValues } from "../../../domain/calculators/form-values";
import type { MessageId } from "../../../i18n/catalogue";
import { useNumerals, useT } from "../../../i18n/texts";
import { ChoiceField, NumberField, SelectField } from "./fields";
import { useSay } from "./use-say";

/*
 * The option payoff calculator's own pieces: a leg's fields, the preset button, the tables behind
 * the chart and the Greeks, and the questions. The frame (card, fields, result panel) is the
 * calculators' shared one.
 */

export const presetTexts: Record<(typeof presetChoices)[number], MessageId> = {
  custom: "options.presetCustom",
  longStraddle: "options.presetLongStraddle",
  longStrangle: "options.presetLongStrangle",
  bullCallSpread: "options.presetBullCallSpread",
  ironCondor: "options.presetIronCondor",
  coveredCall: "options.presetCoveredCall",
};

/** "Fill in the strategy": a submit without JavaScript (the server fills the legs), a fill in place with it. */
export function PresetButton({ onClick }: { onClick: (event: MouseEvent<HTMLButtonElement>) => void }) {
  const t = useT();
  return (
    <button
      type="submit"
      name="intent"
      value="preset"
      onClick={onClick}
      className="min-h-11 rounded-lg border border-accent-700 px-4 text-sm font-semibold text-accent-700 hover:bg-accent-50"
    >
      {t("options.applyPreset")}
    </button>
  );
}

/** One leg: its type, side, strike (not for the underlying), premium or entry price, and lots. */
export function OptionLegFields({
  number,
  values,
  errors,
  setField,
}: {
  number: number;
  values: FormValues;
  errors: Partial<Record<string, string>>;
  setField: (name: string, value: string) => void;
}) {
  const t = useT();
  const field = (name: string) => `leg${number}${name}`;
  const kind = values[field("Kind")] ?? "none";
  const used = kind !== "none";
  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-2 lg:grid-cols-3" data-testid={`leg-${number}`}>
      <legend className="px-1 text-sm font-semibold text-navy-900">{t("options.legLegend", { number: String(number) })}</legend>
      <SelectField
        name={field("Kind")}
        label={t("options.legKind")}
        value={kind}
        onChange={(value) => setField(field("Kind"), value)}
        options={[
          { value: "none", label: t("options.kindNone") },
          { value: "call", label: t("options.kindCall") },
          { value: "put", label: t("options.kindPut") },
          { value: "underlying", label: t("options.kindUnderlying") },
        ]}
        error={errors[field("Kind")]}
      />
      <ChoiceField
        name={field("Side")}
        legend={t("options.side")}
        value={values[field("Side")] ?? "buy"}
        onChange={(value) => setField(field("Side"), value)}
        options={[
          { value: "buy", label: t("options.buy") },
          { value: "sell", label: t("options.sell") },
        ]}
        error={used ? errors[field("Side")] : undefined}
      />
      {kind !== "underlying" && (
        <NumberField name={field("Strike")} label={t("options.strike")} value={values[field("Strike")] ?? ""} onChange={(value) => setField(field("Strike"), value)} step="0.05" min="0" error={used ? errors[field("Strike")] : undefined} />
      )}
      <NumberField
        name={field("Premium")}
        label={kind === "underlying" ? t("options.entryPrice") : t("options.premium")}
        value={values[field("Premium")] ?? ""}
        onChange={(value) => setField(field("Premium"), value)}
        step="0.05"
        min="0"
        error={used ? errors[field("Premium")] : undefined}
      />
      <NumberField name={field("Lots")} label={t("options.lots")} value={values[field("Lots")] ?? ""} onChange={(value) => setField(field("Lots"), value)} step="1" min="1" error={used ? errors[field("Lots")] : undefined} />
    </fieldset>
  );
}

const cell = "px-3 py-2 text-right tabular-nums";
const toneClass = { gain: "text-emerald-700", loss: "text-red-700", neutral: "text-navy-900" } as const;

/** The figures behind the chart, and the Greeks of each leg and of the whole position. */
export function OptionsTables({ result }: { result: OptionsResult }) {
  const t = useT();
  const say = useSay();
  const numerals = useNumerals();
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      {/* focusable: a table wider than a phone scrolls, and keyboard users must be able to scroll it */}
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-labelledby="payoff-table-caption">
        <table className="w-full text-sm" data-testid="payoff-table">
          <caption id="payoff-table-caption" className="px-4 pt-4 text-left font-semibold text-navy-900">{t("options.payoffTableCaption")}</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 text-right">{t("options.priceAtExpiry")}</th>
              <th scope="col" className="px-3 py-2 text-right">{t("options.profitOrLoss")}</th>
            </tr>
          </thead>
          <tbody>
            {result.payoffTable.map((row) => (
              <tr key={row.price} className="border-t border-slate-100">
                <th scope="row" className={`${cell} font-medium`}>{numerals(row.price)}</th>
                <td className={`${cell} ${toneClass[row.tone]}`}>{numerals(row.payoff)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-labelledby="greeks-table-caption">
        <table className="w-full min-w-[640px] text-sm" data-testid="greeks-table">
          <caption id="greeks-table-caption" className="px-4 pt-4 text-left text-sm text-slate-700">{t("options.greeksCaption")}</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 text-left">{t("options.greeksLeg")}</th>
              <th scope="col" className="px-3 py-2 text-right">{t("options.greeksValue")}</th>
              <th scope="col" className="px-3 py-2 text-right">{t("options.greeksImplied")}</th>
              <th scope="col" className="px-3 py-2 text-right">{t("options.greeksDelta")}</th>
              <th scope="col" className="px-3 py-2 text-right">{t("options.greeksGamma")}</th>
              <th scope="col" className="px-3 py-2 text-right">{t("options.greeksTheta")}</th>
              <th scope="col" className="px-3 py-2 text-right">{t("options.greeksVega")}</th>
              <th scope="col" className="px-3 py-2 text-right">{t("options.greeksRho")}</th>
            </tr>
          </thead>
          <tbody>
            {result.greeks.rows.map((row, index) => (
              <tr key={index} className="border-t border-slate-100">
                <th scope="row" className="px-3 py-2 text-left font-medium">{numerals(say(row.leg))}</th>
                <td className={cell}>{numerals(row.theoretical)}</td>
                <td className={cell}>{numerals(say(row.impliedVolatility))}</td>
                <td className={cell}>{numerals(row.delta)}</td>
                <td className={cell}>{numerals(row.gamma)}</td>
                <td className={cell}>{numerals(row.theta)}</td>
                <td className={cell}>{numerals(row.vega)}</td>
                <td className={cell}>{numerals(row.rho)}</td>
              </tr>
            ))}
            <tr className="border-t-2 border-slate-200 font-semibold">
              <th scope="row" className="px-3 py-2 text-left">{t("options.greeksNet")}</th>
              <td className={cell} />
              <td className={cell} />
              <td className={cell}>{numerals(result.greeks.net.delta)}</td>
              <td className={cell}>{numerals(result.greeks.net.gamma)}</td>
              <td className={cell}>{numerals(result.greeks.net.theta)}</td>
              <td className={cell}>{numerals(result.greeks.net.vega)}</td>
              <td className={cell}>{numerals(result.greeks.net.rho)}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The page's questions: shown here, and published as its FAQPage structured data. */
export const optionsFaq: readonly { question: MessageId; answer: MessageId }[] = [
  { question: "options.faqBreakevenQuestion", answer: "options.faqBreakevenAnswer" },
  { question: "options.faqGreeksQuestion", answer: "options.faqGreeksAnswer" },
  { question: "options.faqImpliedQuestion", answer: "options.faqImpliedAnswer" },
];

