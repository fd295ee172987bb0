import { CalculatorCard, CalculatorPage, UpdatePricesButton } from "../../../components/site/calculator/calculator-layout";
import { ChoiceField, KindIndicators, NumberField, SelectField } from "../../../components/site/calculator/fields";
import { currencyOptions, instrumentOptions } from "../../../components/site/calculator/options";
import { ResultPanel } from "../../../components/site/calculator/result-panel";
import { useCalculator } from "../../../components/site/calculator/use-calculator";
import { positionCalculator } from "../../../domain/calculators/definitions";
import { depositCurrencies, instrumentOrDefault, instrumentKind, tradeInstruments } from "../../../domain/calculators/instruments";
import { fillPositionForNewInstrument } from "../../../domain/calculators/position-size";
import { loadCalculatorForms } from "../../../server/calculators.server";
import type { Route } from "./+types/position-size";
import { publicPageHandle } from "../../../domain/public-pages";

export const handle = publicPageHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCalculatorForms(context.services, request, { main: positionCalculator });
}

export default function PositionSizeCalculator({ loaderData }: Route.ComponentProps) {
  const calc = useCalculator(positionCalculator, loaderData.forms.main, loaderData.rates);
  const { values, setField, setAndFill } = calc;
  const errors = calc.evaluation?.errors ?? {};
  const instrument = instrumentOrDefault(values.instrument);
  const byPrice = values.stopType === "price";
  return (
    <CalculatorPage
      title="Lot Size Calculator"
      intro="The largest position whose stop loss costs no more than the risk you choose, rounded down to 0.01 lot."
    >
      <CalculatorCard
        label="Position size"
        onSubmit={calc.calculate}
        hidden={{ filledFor: values.filledFor ?? "" }}
        fields={
          <>
            <SelectField name="instrument" label="Instrument" value={values.instrument ?? ""} onChange={(value) => setAndFill("instrument", value, fillPositionForNewInstrument)} options={instrumentOptions(tradeInstruments)} error={errors.instrument} hint={instrument.note} />
            <div className="flex items-end pb-2">
              <KindIndicators {...instrumentKind(instrument)} />
            </div>
            <SelectField name="deposit" label="Deposit currency" value={values.deposit ?? ""} onChange={(value) => setAndFill("deposit", value)} options={currencyOptions(depositCurrencies)} error={errors.deposit} />
            <NumberField name="balance" label="Account balance" value={values.balance ?? ""} onChange={(value) => setField("balance", value)} step="0.01" min="0.01" error={errors.balance} />
            <ChoiceField name="riskType" legend="Risk type" value={values.riskType ?? "percent"} onChange={(value) => setField("riskType", value)} options={[{ value: "percent", label: "%" }, { value: "amount", label: "Price" }]} error={errors.riskType} />
            <NumberField
              name="risk"
              label={values.riskType === "amount" ? `Risk amount (${values.deposit})` : "Risk (% of balance)"}
              value={values.risk ?? ""}
              onChange={(value) => setField("risk", value)}
              step="0.01"
              min="0.01"
              error={errors.risk}
            />
            <ChoiceField name="stopType" legend="Stop loss as" value={values.stopType ?? "pips"} onChange={(value) => setField("stopType", value)} options={[{ value: "pips", label: "Pips" }, { value: "price", label: "Stop price" }]} error={errors.stopType} />
            {byPrice ? (
              <>
                <NumberField name="entryPrice" label="Entry price" value={values.entryPrice ?? ""} onChange={(value) => setField("entryPrice", value)} step="0.00001" min="0" error={errors.entryPrice} />
                <NumberField name="stopPrice" label="Stop-loss price" value={values.stopPrice ?? ""} onChange={(value) => setField("stopPrice", value)} step="0.00001" min="0" error={errors.stopPrice} />
              </>
            ) : (
              <NumberField name="stopLoss" label="Stop loss (pips)" value={values.stopLoss ?? ""} onChange={(value) => setField("stopLoss", value)} step="0.01" min="0.01" error={errors.stopLoss} />
            )}
            <NumberField
              name="conversion"
              label={`Conversion price (${instrument.quote} → ${values.deposit})`}
              value={values.conversion ?? ""}
              onChange={(value) => setField("conversion", value)}
              step="0.00001"
              min="0"
              error={errors.conversion}
              hint={`1 ${instrument.quote} in ${values.deposit}; filled from the latest rates.`}
            />
            <NumberField name="unitsPerLot" label="Units of 1 lot" value={values.unitsPerLot ?? ""} onChange={(value) => setField("unitsPerLot", value)} step="1" min="1" error={errors.unitsPerLot} />
            <NumberField name="pipSize" label="Size of 1 pip" value={values.pipSize ?? ""} onChange={(value) => setField("pipSize", value)} step="0.00001" min="0.00001" error={errors.pipSize} />
          </>
        }
        actions={<UpdatePricesButton onClick={calc.updatePrices} busy={calc.updatingPrices} />}
        result={<ResultPanel label="Position size result" result={calc.evaluation?.result ?? null} stale={calc.stale} placeholderLabels={["Position Size", "Money at Risk"]} rates={calc.rateSources(instrument.base, instrument.quote, values.deposit ?? "")} />}
      />
    </CalculatorPage>
  );
}
