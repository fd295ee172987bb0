import { CalculatorCard, CalculatorPage, UpdatePricesButton } from "../../../components/site/calculator/calculator-layout";
import { NumberField, SelectField } from "../../../components/site/calculator/fields";
import { currencyOptions, instrumentOptions } from "../../../components/site/calculator/options";
import { ResultPanel } from "../../../components/site/calculator/result-panel";
import { useCalculator } from "../../../components/site/calculator/use-calculator";
import { useErrorTexts, useSay } from "../../../components/site/calculator/use-say";
import { useT } from "../../../i18n/texts";
import { pipCalculator } from "../../../domain/calculators/definitions";
import { depositCurrencies, instrumentOrDefault, tradeInstruments } from "../../../domain/calculators/instruments";
import { loadCalculatorForms } from "../../../server/calculators.server";
import type { Route } from "./+types/pip-value";
import { publicPageHandle } from "../../../domain/public-pages";
import { calculatorPage } from "../../../route-handle";

export const handle = { ...publicPageHandle, ...calculatorPage };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCalculatorForms(context.services, request, { main: pipCalculator });
}

export default function PipCalculator({ loaderData }: Route.ComponentProps) {
  const calc = useCalculator(pipCalculator, loaderData.forms.main, loaderData.rates);
  const { values, setField, setAndFill } = calc;
  const t = useT();
  const say = useSay();
  const errors = useErrorTexts(calc.evaluation?.errors);
  const instrument = instrumentOrDefault(values.instrument);
  return (
    <CalculatorPage title={t("calculators.pipTitle")} intro={t("calculators.pipIntro")}>
      <CalculatorCard
        label={t("calculators.pipCard")}
        onSubmit={calc.calculate}
        hidden={{ filledFor: values.filledFor ?? "" }}
        fields={
          <>
            <NumberField name="pips" label={t("calculators.pips")} value={values.pips ?? ""} onChange={(value) => setField("pips", value)} step="0.01" min="0.01" error={errors.pips} />
            <SelectField name="instrument" label={t("calculators.instrument")}
              value={values.instrument ?? ""}
              onChange={(value) => setAndFill("instrument", value)}
              options={instrumentOptions(tradeInstruments, say)}
              error={errors.instrument}
              hint={instrument.note && say(instrument.note)}
            />
            <SelectField name="deposit" label={t("calculators.depositCurrency")} value={values.deposit ?? ""} onChange={(value) => setAndFill("deposit", value)} options={currencyOptions(depositCurrencies)} error={errors.deposit} />
            <NumberField name="lots" label={t("calculators.tradeSizeLots")} value={values.lots ?? ""} onChange={(value) => setField("lots", value)} step="0.01" min="0.01" error={errors.lots} />
            <NumberField
              name="conversion"
              label={t("calculators.conversionPrice", { quote: instrument.quote, deposit: values.deposit ?? "" })}
              value={values.conversion ?? ""}
              onChange={(value) => setField("conversion", value)}
              step="0.00001"
              min="0"
              error={errors.conversion}
              hint={t("calculators.conversionHint", { quote: instrument.quote, deposit: values.deposit ?? "" })}
            />
            <NumberField name="unitsPerLot" label={t("calculators.unitsPerLot")} value={values.unitsPerLot ?? ""} onChange={(value) => setField("unitsPerLot", value)} step="1" min="1" error={errors.unitsPerLot} />
            <NumberField name="pipSize" label={t("calculators.pipSize")} value={values.pipSize ?? ""} onChange={(value) => setField("pipSize", value)} step="0.00001" min="0.00001" error={errors.pipSize} />
          </>
        }
        actions={<UpdatePricesButton onClick={calc.updatePrices} busy={calc.updatingPrices} />}
        result={<ResultPanel label={t("calculators.pipResult")} result={calc.evaluation?.result ?? null} placeholderLabels={[{ id: "calculators.pipValue" }]} rates={calc.rateSources(instrument.base, instrument.quote, values.deposit ?? "")} />}
      />
    </CalculatorPage>
  );
}
