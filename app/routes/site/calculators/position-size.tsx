import { CalculatorCard, CalculatorPage, UpdatePricesButton } from "../../../components/site/calculator/calculator-layout";
import { ChoiceField, KindIndicators, NumberField, SelectField } from "../../../components/site/calculator/fields";
import { currencyOptions, instrumentOptions } from "../../../components/site/calculator/options";
import { ResultPanel } from "../../../components/site/calculator/result-panel";
import { useCalculator } from "../../../components/site/calculator/use-calculator";
import { useErrorTexts, useSay } from "../../../components/site/calculator/use-say";
import { useT } from "../../../i18n/texts";
import { positionCalculator } from "../../../domain/calculators/definitions";
import { NEW_INSTRUMENT } from "../../../domain/calculators/calculator";
import { depositCurrencies, instrumentOrDefault, instrumentKind, tradeInstruments } from "../../../domain/calculators/instruments";
import { fillPositionForNewInstrument } from "../../../domain/calculators/position-size";
import { loadCalculatorForms } from "../../../server/calculators.server";
import type { Route } from "./+types/position-size";
import { publicPageHandle } from "../../../domain/public-pages";
import { loadFoPositionForm } from "../../../server/fo-position.server";
import { FO_MODE, FoPositionCard, PositionSizeModes } from "../../../components/site/calculator/fo-position-card";
import { calculatorPage } from "../../../route-handle";

export const handle = { ...publicPageHandle, ...calculatorPage };

export async function loader({ request, context }: Route.LoaderArgs) {
  // two modes (issue 24): forex and crypto (the spec's), and NSE futures with lot sizes from the catalogue
  const nseMode = new URL(request.url).searchParams.get("mode") === FO_MODE;
  const [forex, nse] = await Promise.all([loadCalculatorForms(context.services, request, { main: positionCalculator }), nseMode ? loadFoPositionForm(context.services, request) : null]);
  return { ...forex, nse };
}

export default function PositionSizePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <CalculatorPage title={t("calculators.lotSizeTitle")} intro={loaderData.nse ? t("foPosition.intro") : t("calculators.lotSizeIntro")}>
      <PositionSizeModes nse={Boolean(loaderData.nse)} />
      {loaderData.nse ? <FoPositionCard catalogue={loaderData.nse.catalogue} initial={loaderData.nse.form} /> : <ForexPositionCard loaderData={loaderData} />}
    </CalculatorPage>
  );
}

function ForexPositionCard({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const calc = useCalculator(positionCalculator, loaderData.forms.main, loaderData.rates);
  const { values, setField, setAndFill } = calc;
  const t = useT();
  const say = useSay();
  const errors = useErrorTexts(calc.evaluation?.errors);
  const instrument = instrumentOrDefault(values.instrument);
  const byPrice = values.stopType === "price";
  return (
    <>
      <CalculatorCard
        label={t("calculators.lotSizeCard")}
        onSubmit={calc.calculate}
        hidden={{ filledFor: values.filledFor ?? "" }}
        fields={
          <>
            <SelectField name="instrument" label={t("calculators.instrument")}
              value={values.instrument ?? ""}
              onChange={(value) => setAndFill("instrument", value, fillPositionForNewInstrument)}
              changeIntent={NEW_INSTRUMENT}
              options={instrumentOptions(tradeInstruments, say)}
              error={errors.instrument}
              hint={instrument.note && say(instrument.note)}
            />
            <div className="flex items-end pb-2">
              <KindIndicators {...instrumentKind(instrument)} />
            </div>
            <SelectField name="deposit" label={t("calculators.depositCurrency")} value={values.deposit ?? ""} onChange={(value) => setAndFill("deposit", value)} options={currencyOptions(depositCurrencies)} error={errors.deposit} />
            <NumberField name="balance" label={t("calculators.accountBalance")} value={values.balance ?? ""} onChange={(value) => setField("balance", value)} step="0.01" min="0.01" error={errors.balance} />
            <ChoiceField name="riskType" legend={t("calculators.riskType")}
              value={values.riskType ?? "percent"}
              onChange={(value) => setField("riskType", value)}
              options={[
                { value: "percent", label: t("calculators.riskPercentOption") },
                { value: "amount", label: t("calculators.riskAmountOption") },
              ]} error={errors.riskType} />
            <NumberField
              name="risk"
              label={values.riskType === "amount" ? t("calculators.riskAmount", { deposit: values.deposit ?? "" }) : t("calculators.riskPercent")}
              value={values.risk ?? ""}
              onChange={(value) => setField("risk", value)}
              step="0.01"
              min="0.01"
              error={errors.risk}
            />
            <ChoiceField name="stopType" legend={t("calculators.stopType")}
              value={values.stopType ?? "pips"}
              onChange={(value) => setField("stopType", value)}
              options={[
                { value: "pips", label: t("calculators.stopPips") },
                { value: "price", label: t("calculators.stopPriceOption") },
              ]} error={errors.stopType} />
            {byPrice ? (
              <>
                <NumberField name="entryPrice" label={t("calculators.entryPrice")} value={values.entryPrice ?? ""} onChange={(value) => setField("entryPrice", value)} step="0.00001" min="0" error={errors.entryPrice} />
                <NumberField name="stopPrice" label={t("calculators.stopLossPrice")} value={values.stopPrice ?? ""} onChange={(value) => setField("stopPrice", value)} step="0.00001" min="0" error={errors.stopPrice} />
              </>
            ) : (
              <NumberField name="stopLoss" label={t("calculators.stopLossPips")} value={values.stopLoss ?? ""} onChange={(value) => setField("stopLoss", value)} step="0.01" min="0.01" error={errors.stopLoss} />
            )}
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
            <NumberField name="unitsPerLot" label={t("calculators.unitsOfLot")} value={values.unitsPerLot ?? ""} onChange={(value) => setField("unitsPerLot", value)} step="1" min="1" error={errors.unitsPerLot} />
            <NumberField name="pipSize" label={t("calculators.sizeOfPip")} value={values.pipSize ?? ""} onChange={(value) => setField("pipSize", value)} step="0.00001" min="0.00001" error={errors.pipSize} />
          </>
        }
        actions={<UpdatePricesButton onClick={calc.updatePrices} busy={calc.updatingPrices} />}
        result={<ResultPanel
              label={t("calculators.lotSizeResult")}
              result={calc.evaluation?.result ?? null}
             
              placeholderLabels={[{ id: "calculators.positionSize" }, { id: "calculators.moneyAtRisk" }]} rates={calc.rateSources(instrument.base, instrument.quote, values.deposit ?? "")} />}
      />
    </>
  );
}
