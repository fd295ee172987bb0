import { CalculatorCard, CalculatorPage, UpdatePricesButton } from "../../../components/site/calculator/calculator-layout";
import { ChoiceField, KindIndicators, NumberField, SelectField } from "../../../components/site/calculator/fields";
import { currencyOptions, instrumentOptions } from "../../../components/site/calculator/options";
import { ResultPanel } from "../../../components/site/calculator/result-panel";
import { useCalculator } from "../../../components/site/calculator/use-calculator";
import { profitLossCalculator } from "../../../domain/calculators/definitions";
import { depositCurrencies, instrumentOrDefault, instrumentKind, tradeInstruments } from "../../../domain/calculators/instruments";
import { fillProfitLoss } from "../../../domain/calculators/profit-loss";
import { loadCalculatorForms } from "../../../server/calculators.server";
import type { Route } from "./+types/profit-loss";
import { publicPageHandle } from "../../../domain/public-pages";

export const handle = publicPageHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCalculatorForms(context.services, request, { main: profitLossCalculator });
}

export default function ProfitLossCalculator({ loaderData }: Route.ComponentProps) {
  const calc = useCalculator(profitLossCalculator, loaderData.forms.main, loaderData.rates);
  const { values, setField, setAndFill } = calc;
  const errors = calc.evaluation?.errors ?? {};
  const instrument = instrumentOrDefault(values.instrument);
  return (
    <CalculatorPage
      title="Profit & Loss Calculator"
      intro="See what a trade makes or loses between its open and close price, converted into your account's currency."
    >
      <CalculatorCard
        label="Profit and loss"
        onSubmit={calc.calculate}
        hidden={{ filledFor: values.filledFor ?? "" }}
        fields={
          <>
            <SelectField
              name="instrument"
              label="Instrument"
              value={values.instrument ?? ""}
              onChange={(value) => setAndFill("instrument", value, (next, rates) => fillProfitLoss(next, rates, { withPrices: true }))}
              options={instrumentOptions(tradeInstruments)}
              error={errors.instrument}
              hint={instrument.note}
            />
            <div className="flex items-end pb-2">
              <KindIndicators {...instrumentKind(instrument)} />
            </div>
            <SelectField name="deposit" label="Deposit currency" value={values.deposit ?? ""} onChange={(value) => setAndFill("deposit", value)} options={currencyOptions(depositCurrencies)} error={errors.deposit} />
            <ChoiceField name="direction" legend="Direction" value={values.direction ?? "buy"} onChange={(value) => setField("direction", value)} options={[{ value: "buy", label: "Buy" }, { value: "sell", label: "Sell" }]} error={errors.direction} />
            <ChoiceField name="sizeUnit" legend="Trade size in" value={values.sizeUnit ?? "lots"} onChange={(value) => setField("sizeUnit", value)} options={[{ value: "lots", label: "Lots" }, { value: "units", label: "Units" }]} error={errors.sizeUnit} />
            <NumberField name="size" label={values.sizeUnit === "units" ? "Trade size (units)" : "Trade size (lots)"} value={values.size ?? ""} onChange={(value) => setField("size", value)} step="0.01" min="0.01" error={errors.size} />
            <NumberField name="openPrice" label="Open price" value={values.openPrice ?? ""} onChange={(value) => setField("openPrice", value)} step="0.00001" min="0" error={errors.openPrice} />
            <NumberField
              name="closePrice"
              label="Close price"
              value={values.closePrice ?? ""}
              onChange={(value) => (values.deposit === instrument.base ? setAndFill("closePrice", value) : setField("closePrice", value))}
              step="0.00001"
              min="0"
              error={errors.closePrice}
            />
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
            <NumberField name="unitsPerLot" label="Units per lot" value={values.unitsPerLot ?? ""} onChange={(value) => setField("unitsPerLot", value)} step="1" min="1" error={errors.unitsPerLot} />
          </>
        }
        actions={<UpdatePricesButton onClick={calc.updatePrices} busy={calc.updatingPrices} />}
        result={<ResultPanel label="Profit or loss result" result={calc.evaluation?.result ?? null} stale={calc.stale} placeholderLabels={["Profit / Loss"]} rates={calc.rateSources(instrument.base, instrument.quote, values.deposit ?? "")} />}
      />
    </CalculatorPage>
  );
}
