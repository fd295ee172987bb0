import { CalculatorCard, CalculatorExtra, CalculatorPage } from "../../../components/site/calculator/calculator-layout";
import { NumberField, SelectField } from "../../../components/site/calculator/fields";
import { OptionLegFields, optionsFaq, OptionsTables, PresetButton, presetTexts } from "../../../components/site/calculator/option-strategy";
import { CalculatorFaq } from "../../../components/site/calculator/result-table";
import { CatalogueLotSizeFields } from "../../../components/site/calculator/lot-size-fields";
import { PayoffChart } from "../../../components/site/calculator/payoff-chart";
import { ResultPanel } from "../../../components/site/calculator/result-panel";
import { useCalculator } from "../../../components/site/calculator/use-calculator";
import { useErrorTexts } from "../../../components/site/calculator/use-say";
import { applyPreset, legNumbers, lotSizeNames, optionsCalculator, presetChoices } from "../../../domain/calculators/options-calculator";
import { NO_RATES } from "../../../domain/calculators/rates";
import { calculatorPageHandle, faqTexts } from "../../../domain/seo/calculator-seo";
import { useT } from "../../../i18n/texts";
import { loadOptionsPage } from "../../../server/options.server";
import type { Route } from "./+types/option-payoff";
import { calculatorPage } from "../../../route-handle";

/** Who may use it: anonymous. */
export const handle = { ...calculatorPageHandle(optionsFaq), ...calculatorPage };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOptionsPage(context.services, request);
}

export default function OptionPayoffCalculator({ loaderData }: Route.ComponentProps) {
  const { catalogue } = loaderData;
  const calc = useCalculator(optionsCalculator, loaderData.form, NO_RATES);
  const { values, setField, setAndFill } = calc;
  const t = useT();
  const errors = useErrorTexts(calc.evaluation?.errors);
  const result = calc.evaluation?.result ?? null;
  return (
    <CalculatorPage title={t("options.title")} intro={t("options.intro")}>
      <p className="mt-3 max-w-3xl text-sm font-medium text-slate-700" data-testid="not-live">
        {t("options.notLive")}
      </p>
      <CalculatorCard
        label={t("options.card")}
        onSubmit={calc.calculate}
        hidden={{ filledFor: values.filledFor ?? "" }}
        fields={
          <>
            <CatalogueLotSizeFields area="options" catalogue={catalogue} names={lotSizeNames} values={values} error={errors.lotSize} setField={setField} setAndFill={setAndFill} />
            <NumberField name="spot" label={t("options.spot")} value={values.spot ?? ""} onChange={(value) => setField("spot", value)} step="0.05" min="0" error={errors.spot} />
            <NumberField name="days" label={t("options.days")} value={values.days ?? ""} onChange={(value) => setField("days", value)} step="1" min="0" error={errors.days} />
            <NumberField name="volatility" label={t("options.volatility")} value={values.volatility ?? ""} onChange={(value) => setField("volatility", value)} step="0.1" min="0.1" error={errors.volatility} />
            <NumberField name="rate" label={t("options.rate")} value={values.rate ?? ""} onChange={(value) => setField("rate", value)} step="0.01" min="0" error={errors.rate} />
            <SelectField
              name="preset"
              label={t("options.preset")}
              value={values.preset ?? "custom"}
              onChange={(value) => setAndFill("preset", value, applyPreset)}
              changeIntent="preset"
              options={presetChoices.map((preset) => ({ value: preset, label: t(presetTexts[preset]) }))}
              hint={t("options.presetHint")}
            />
            <div className="flex items-end pb-1">
              <PresetButton onClick={(event) => {
                event.preventDefault();
                setAndFill("preset", values.preset ?? "custom", applyPreset);
              }} />
            </div>
            {legNumbers.map((n) => (
              <OptionLegFields key={n} number={n} values={values} errors={errors} setField={setField} />
            ))}
          </>
        }
        result={
          <ResultPanel
            label={t("options.result")}
            result={result}
            placeholderLabels={[{ id: "options.netPremiumPaid" }, { id: "options.maxProfit" }, { id: "options.maxLoss" }, { id: "options.breakevens" }]}
          />
        }
      />
      <CalculatorExtra>
        {result && (
          <>
          <section aria-labelledby="payoff-heading" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 id="payoff-heading" className="text-xl">
              {t("options.chartTitle")}
            </h2>
            {/* on a phone the chart keeps a readable size and scrolls sideways; the table below has the same figures */}
            <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="payoff-heading">
              <div className="min-w-[540px]">
                <PayoffChart chart={result.chart} />
              </div>
            </div>
          </section>
          <OptionsTables result={result} />
          </>
        )}
      </CalculatorExtra>
      <CalculatorFaq heading={t("options.faqHeading")} items={faqTexts(optionsFaq, t)} />
    </CalculatorPage>
  );
}
