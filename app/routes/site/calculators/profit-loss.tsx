import { CalculatorCard, CalculatorPage, UpdatePricesButton } from "../../../components/site/calculator/calculator-layout";
import { ChoiceField, KindIndicators, NumberField, SelectField } from "../../../components/site/calculator/fields";
import { currencyOptions, instrumentOptions } from "../../../components/site/calculator/options";
import { ResultPanel } from "../../../components/site/calculator/result-panel";
import { useCalculator } from "../../../components/site/calculator/use-calculator";
import { useErrorTexts, useSay } from "../../../components/site/calculator/use-say";
import { useT } from "../../../i18n/texts";
import { profitLossCalculator } from "../../../domain/calculators/definitions";
import { NEW_INSTRUMENT } from "../../../domain/calculators/calculator";
import { depositCurrencies, instrumentOrDefault, instrumentKind, tradeInstruments } from "../../../domain/calculators/instruments";
import { fillProfitLoss } from "../../../domain/calculators/profit-loss";
import { loadCalculatorForms } from "../../../server/calculators.server";
import type { Route } from "./+types/profit-loss";
import { publicPageHandle } from "../../../domain/public-pages";
import { calculatorPage } from "../../../route-handle";

export const handle = { ...publicPageHandle, ...calculatorPage };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCalculatorForms(context.services, request, { main: profitLossCalculator });
}

export default function ProfitLossCalculator({ loaderData }: Route.ComponentProps) {
  const calc = useCalculator(profitLossCalculator, loaderData.forms.main, loaderData.rates);
  const { values, setField, setAndFill } = calc;
  const t = useT();
  const say = useSay();
  const errors = useErrorTexts(calc.evaluation?.errors);
  const instrument = instrumentOrDefault(values.instrument);
  return (
    <CalculatorPage title={t("calculators.profitLossTitle")} intro={t("calculators.profitLossIntro")}>
      <CalculatorCard
        label={t("calculators.profitLossCard")}
        onSubmit={calc.calculate}
        hidden={{ filledFor: values.filledFor ?? "" }}
        fields={
          <>
            <SelectField
              name="instrument"
              label={t("calculators.instrument")}
              value={values.instrument ?? ""}
              onChange={(value) => setAndFill("instrument", value, (next, rates) => fillProfitLoss(next, rates, { withPrices: true }))}
              changeIntent={NEW_INSTRUMENT}
              options={instrumentOptions(tradeInstruments, say)}
              error={errors.instrument}
              hint={instrument.note && say(instrument.note)}
            />
            <div className="flex items-end pb-2">
              <KindIndicators {...instrumentKind(instrument)} />
            </div>
            <SelectField name="deposit" label={t("calculators.depositCurrency")} value={values.deposit ?? ""} onChange={(value) => setAndFill("deposit", value)} options={currencyOptions(depositCurrencies)} error={errors.deposit} />
            <ChoiceField name="direction" legend={t("calculators.direction")} value={values.direction ?? "buy"} onChange={(value) => setField("direction", value)} options={[{ value: "buy", label: t("calculators.buy") }, { value: "sell", label: t("calculators.sell") }]} error={errors.direction} />
            <ChoiceField name="sizeUnit" legend={t("calculators.sizeUnit")} value={values.sizeUnit ?? "lots"} onChange={(value) => setField("sizeUnit", value)} options={[{ value: "lots", label: t("calculators.lots") }, { value: "units", label: t("calculators.units") }]} error={errors.sizeUnit} />
            <NumberField name="size" label={t(values.sizeUnit === "units" ? "calculators.tradeSizeUnits" : "calculators.tradeSizeLots")} value={values.size ?? ""} onChange={(value) => setField("size", value)} step="0.01" min="0.01" error={errors.size} />
            <NumberField name="openPrice" label={t("calculators.openPrice")} value={values.openPrice ?? ""} onChange={(value) => setField("openPrice", value)} step="0.00001" min="0" error={errors.openPrice} />
            <NumberField
              name="closePrice"
              label={t("calculators.closePrice")}
              value={values.closePrice ?? ""}
              onChange={(value) => (values.deposit === instrument.base ? setAndFill("closePrice", value) : setField("closePrice", value))}
              step="0.00001"
              min="0"
              error={errors.closePrice}
            />
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
          </>
        }
        actions={<UpdatePricesButton onClick={calc.updatePrices} busy={calc.updatingPrices} />}
        result={<ResultPanel label={t("calculators.profitLossResult")} result={calc.evaluation?.result ?? null} placeholderLabels={[{ id: "calculators.profitLossPlaceholder" }]} rates={calc.rateSources(instrument.base, instrument.quote, values.deposit ?? "")} />}
      />
    </CalculatorPage>
  );
}
