import { CalculatorCard, CalculatorPage, UpdatePricesButton } from "../../../components/site/calculator/calculator-layout";
import { NumberField, SelectField } from "../../../components/site/calculator/fields";
import { currencyOptions, instrumentOptions } from "../../../components/site/calculator/options";
import { ResultPanel } from "../../../components/site/calculator/result-panel";
import { useCalculator } from "../../../components/site/calculator/use-calculator";
import { marginCalculator } from "../../../domain/calculators/definitions";
import { instrumentOrDefault, leverageChoices, marginDepositCurrencies, marginPairs } from "../../../domain/calculators/instruments";
import { formatCount } from "../../../domain/counts";
import { loadCalculatorForms } from "../../../server/calculators.server";
import type { Route } from "./+types/margin";
import { publicPageHandle } from "../../../domain/public-pages";

export const handle = publicPageHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCalculatorForms(context.services, request, { main: marginCalculator });
}

export default function MarginCalculator({ loaderData }: Route.ComponentProps) {
  const calc = useCalculator(marginCalculator, loaderData.forms.main, loaderData.rates);
  const { values, setField, setAndFill } = calc;
  const errors = calc.evaluation?.errors ?? {};
  const instrument = instrumentOrDefault(values.pair);
  return (
    <CalculatorPage
      title="Margin Calculator"
      intro="Margin is the deposit a position needs: its value in your account currency divided by your leverage."
    >
      <CalculatorCard
        label="Margin"
        onSubmit={calc.calculate}
        hidden={{ filledFor: values.filledFor ?? "" }}
        fields={
          <>
            <SelectField name="deposit" label="Deposit currency" value={values.deposit ?? ""} onChange={(value) => setAndFill("deposit", value)} options={currencyOptions(marginDepositCurrencies)} error={errors.deposit} />
            <SelectField name="pair" label="Currency pair" value={values.pair ?? ""} onChange={(value) => setAndFill("pair", value)} options={instrumentOptions(marginPairs)} error={errors.pair} hint={instrument.note ?? `1 lot = ${formatCount(instrument.unitsPerLot)} ${instrument.base}.`} />
            <NumberField name="lots" label="Lot size" value={values.lots ?? ""} onChange={(value) => setField("lots", value)} step="0.01" min="0.01" error={errors.lots} />
            <SelectField
              name="leverage"
              label="Leverage"
              value={values.leverage ?? "100"}
              onChange={(value) => setField("leverage", value)}
              options={leverageChoices.map((choice) => ({ value: String(choice), label: `1:${choice}` }))}
              error={errors.leverage}
            />
            <NumberField
              name="baseRate"
              label={`Exchange rate (${instrument.base} → ${values.deposit})`}
              value={values.baseRate ?? ""}
              onChange={(value) => setField("baseRate", value)}
              step="0.00001"
              min="0"
              error={errors.baseRate}
              hint={`1 ${instrument.base} in ${values.deposit}; filled from the latest rates.`}
            />
          </>
        }
        actions={<UpdatePricesButton onClick={calc.updatePrices} busy={calc.updatingPrices} />}
        result={<ResultPanel label="Required margin result" result={calc.evaluation?.result ?? null} stale={calc.stale} placeholderLabels={["Required Margin"]} rates={calc.rateSources(instrument.base, instrument.quote, values.deposit ?? "")} />}
      />
    </CalculatorPage>
  );
}
