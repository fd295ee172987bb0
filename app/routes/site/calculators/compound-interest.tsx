import { NumberField, SelectField } from "../../../components/site/calculator/fields";
import { GrowthCalculatorPage } from "../../../components/site/calculator/growth-calculator-page";
import { useCalculatorForm } from "../../../components/site/calculator/use-calculator-form";
import { compoundInterestCalculator } from "../../../domain/calculators/definitions";
import { compoundFaq } from "../../../domain/calculators/savings-faq";
import { savingsLimits as limits } from "../../../domain/calculators/sip";
import { calculatorPageHandle } from "../../../domain/seo/calculator-seo";
import { calculatorForms } from "../../../server/calculators.server";
import type { Route } from "./+types/compound-interest";
import { calculatorPage } from "../../../route-handle";

export const handle = { ...calculatorPageHandle(compoundFaq), ...calculatorPage };

export function loader({ request }: Route.LoaderArgs) {
  return { forms: calculatorForms(request, { main: compoundInterestCalculator }) };
}

const texts = {
  title: "savings.compoundTitle",
  intro: "savings.compoundIntro",
  card: "savings.compoundCard",
  result: "savings.compoundResult",
  formula: "savings.compoundFormulaExplained",
} as const;
const compounding = {
  yearly: "savings.compoundingYearly",
  halfYearly: "savings.compoundingHalfYearly",
  quarterly: "savings.compoundingQuarterly",
  monthly: "savings.compoundingMonthly",
  daily: "savings.compoundingDaily",
} as const;
const additionEvery = { monthly: "savings.additionMonthly", yearly: "savings.additionYearly" } as const;

/** A principal compounded at a chosen frequency, regular additions, and the value in today's money. */
export default function CompoundInterestCalculator({ loaderData }: Route.ComponentProps) {
  const form = useCalculatorForm(compoundInterestCalculator, loaderData.forms.main);
  const { t, field, options } = form;
  const money = { step: "any", min: "0", max: String(limits.amount) };
  return (
    <GrowthCalculatorPage
      texts={texts}
      faq={compoundFaq}
      form={form}
      placeholderLabels={[{ id: "savings.invested" }, { id: "savings.interestEarned" }, { id: "savings.totalValue" }, { id: "savings.realValue", values: { inflation: form.values.inflation ?? "" } }]}
      fields={
        <>
          <NumberField {...field("principal")} {...money} label={t("savings.principal")} />
          <NumberField {...field("rate")} label={t("savings.interestRate")} step="any" min="0.01" max={String(limits.rate)} />
          <NumberField {...field("years")} label={t("savings.period")} step="1" min="1" max={String(limits.years)} />
          <SelectField {...field("compounding")} label={t("savings.compounding")} options={options(compounding)} />
          <NumberField {...field("addition")} {...money} label={t("savings.addition")} hint={t("savings.additionHint")} />
          <SelectField {...field("additionFrequency")} label={t("savings.additionFrequency")} options={options(additionEvery)} />
          <NumberField {...field("inflation")} label={t("savings.inflation")} hint={t("savings.inflationHint")} step="any" min="0" max={String(limits.inflation)} />
        </>
      }
    />
  );
}
