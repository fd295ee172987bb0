import { CalculatorCard, CalculatorPage, UpdatePricesButton } from "../../../components/site/calculator/calculator-layout";
import { NumberField, SelectField } from "../../../components/site/calculator/fields";
import { currencyOptions, instrumentOptions } from "../../../components/site/calculator/options";
import { ResultPanel } from "../../../components/site/calculator/result-panel";
import { useCalculator } from "../../../components/site/calculator/use-calculator";
import { useErrorTexts, useSay } from "../../../components/site/calculator/use-say";
import { useT } from "../../../i18n/texts";
import { marginCalculator } from "../../../domain/calculators/definitions";
import { instrumentOrDefault, leverageChoices, marginDepositCurrencies, marginPairs } from "../../../domain/calculators/instruments";
import { formatCount } from "../../../domain/counts";
import { loadCalculatorForms } from "../../../server/calculators.server";
import type { Route } from "./+types/margin";
import { publicPageHandle } from "../../../domain/public-pages";
import { calculatorPage } from "../../../route-handle";

export const handle = { ...publicPageHandle, ...calculatorPage };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCalculatorForms(context.services, request, { main: marginCalculator });
}

export default function MarginCalculator({ loaderData }: Route.ComponentProps) {
  const calc = useCalculator(marginCalculator, loaderData.forms.main, loaderData.rates);
  const { values, setField, setAndFill } = calc;
  const t = useT();
  const say = useSay();
  const errors = useErrorTexts(calc.evaluation?.errors);
  const instrument = instrumentOrDefault(values.pair);
  return (
    <CalculatorPage title={t("calculators.marginTitle")} intro={t("calculators.marginIntro")}>
      <CalculatorCard
        label={t("calculators.marginCard")}
        onSubmit={calc.calculate}
        hidden={{ filledFor: values.filledFor ?? "" }}
        fields={
          <>
            <SelectField name="deposit" label={t("calculators.depositCurrency")} value={values.deposit ?? ""} onChange={(value) => setAndFill("deposit", value)} options={currencyOptions(marginDepositCurrencies)} error={errors.deposit} />
            <SelectField name="pair" label={t("calculators.currencyPair")}
              value={values.pair ?? ""}
              onChange={(value) => setAndFill("pair", value)}
              options={instrumentOptions(marginPairs, say)}
              error={errors.pair}
              hint={instrument.note ? say(instrument.note) : t("calculators.lotHint", { units: formatCount(instrument.unitsPerLot), base: instrument.base })}
            />
            <NumberField name="lots" label={t("calculators.lotSize")} value={values.lots ?? ""} onChange={(value) => setField("lots", value)} step="0.01" min="0.01" error={errors.lots} />
            <SelectField
              name="leverage"
              label={t("calculators.leverage")}
              value={values.leverage ?? "100"}
              onChange={(value) => setField("leverage", value)}
              options={leverageChoices.map((choice) => ({ value: String(choice), label: `1:${choice}` }))}
              error={errors.leverage}
            />
            <NumberField
              name="baseRate"
              label={t("calculators.exchangeRate", { base: instrument.base, deposit: values.deposit ?? "" })}
              value={values.baseRate ?? ""}
              onChange={(value) => setField("baseRate", value)}
              step="0.00001"
              min="0"
              error={errors.baseRate}
              hint={t("calculators.exchangeRateHint", { base: instrument.base, deposit: values.deposit ?? "" })}
            />
          </>
        }
        actions={<UpdatePricesButton onClick={calc.updatePrices} busy={calc.updatingPrices} />}
        result={<ResultPanel label={t("calculators.marginResult")} result={calc.evaluation?.result ?? null} placeholderLabels={[{ id: "calculators.requiredMargin" }]} rates={calc.rateSources(instrument.base, instrument.quote, values.deposit ?? "")} />}
      />
    </CalculatorPage>
  );
}
