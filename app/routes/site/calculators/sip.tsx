import { ChoiceField, NumberField } from "../../../components/site/calculator/fields";
import { GrowthCalculatorPage } from "../../../components/site/calculator/growth-calculator-page";
import { useCalculatorForm } from "../../../components/site/calculator/use-calculator-form";
import { sipCalculator } from "../../../domain/calculators/definitions";
import type { Phrase } from "../../../domain/calculators/phrase";
import { sipFaq } from "../../../domain/calculators/savings-faq";
import { savingsLimits as limits } from "../../../domain/calculators/sip";
import { calculatorPageHandle } from "../../../domain/seo/calculator-seo";
import type { MessageId } from "../../../i18n/catalogue";
import { calculatorForms } from "../../../server/calculators.server";
import type { Route } from "./+types/sip";
import { calculatorPage } from "../../../route-handle";

export const handle = { ...calculatorPageHandle(sipFaq), ...calculatorPage };

export function loader({ request }: Route.LoaderArgs) {
  return { forms: calculatorForms(request, { main: sipCalculator }) };
}

const texts = { title: "savings.sipTitle", intro: "savings.sipIntro", card: "savings.sipCard", result: "savings.sipResult", formula: "savings.sipFormulaExplained" } as const;
const modes = { sip: "savings.modeSip", lumpsum: "savings.modeLumpsum", goal: "savings.modeGoal" } as const;
const amountLabel: Record<string, MessageId> = { sip: "savings.amountSip", lumpsum: "savings.amountLumpsum", goal: "savings.amountGoal" };
const summary: Phrase[] = [{ id: "savings.invested" }, { id: "savings.estimatedReturns" }, { id: "savings.totalValue" }];

/** SIP, lumpsum or goal: one form whose mode names the amount; the step-up applies to SIP and goal. */
export default function SipCalculator({ loaderData }: Route.ComponentProps) {
  const form = useCalculatorForm(sipCalculator, loaderData.forms.main);
  const { t, field, options } = form;
  const mode = form.values.mode ?? "sip";
  return (
    <GrowthCalculatorPage
      texts={texts}
      faq={sipFaq}
      form={form}
      placeholderLabels={mode === "goal" ? [{ id: "savings.monthlyNeeded" }, ...summary] : summary}
      fields={
        <>
          <div className="sm:col-span-2">
            <ChoiceField {...field("mode")} legend={t("savings.mode")} options={options(modes)} />
          </div>
          <NumberField {...field("amount")} label={t(amountLabel[mode] ?? "savings.amountSip")} step="any" min="1" max={String(limits.amount)} />
          <NumberField {...field("rate")} label={t("savings.expectedReturn")} hint={t("savings.returnHint")} step="any" min="0.01" max={String(limits.rate)} />
          <NumberField {...field("years")} label={t("savings.period")} step="1" min="1" max={String(limits.years)} />
          <NumberField {...field("stepUp")} label={t("savings.stepUp")} hint={t("savings.stepUpHint")} step="any" min="0" max={String(limits.stepUp)} />
        </>
      }
    />
  );
}
