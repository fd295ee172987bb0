import type { ReactNode } from "react";
import type { CalculatorResult } from "../../../domain/calculators/form-values";
import type { Phrase } from "../../../domain/calculators/phrase";
import type { MessageId } from "../../../i18n/catalogue";
import { useT } from "../../../i18n/texts";
import type { FaqItemIds } from "../../../domain/seo/calculator-seo";
import { CalculatorNotes } from "./calculator-notes";
import { CalculatorCard, CalculatorExtra, CalculatorPage } from "./calculator-layout";
import { GrowthSection } from "./growth-section";
import { ResultPanel } from "./result-panel";

/**
 * A savings calculator's page (SIP, compound interest): the form and result, then the
 * year-by-year chart and table once there is a result, then how it is calculated and the questions.
 */
export function GrowthCalculatorPage(props: {
  texts: { title: MessageId; intro: MessageId; card: MessageId; result: MessageId; formula: MessageId };
  faq: readonly FaqItemIds[];
  form: { calculate: Parameters<typeof CalculatorCard>[0]["onSubmit"]; result: CalculatorResult | null };
  placeholderLabels: Phrase[];
  fields: ReactNode;
}) {
  const t = useT();
  const { texts, form } = props;
  return (
    <CalculatorPage title={t(texts.title)} intro={t(texts.intro)}>
      <CalculatorCard
        label={t(texts.card)}
        onSubmit={form.calculate}
        fields={props.fields}
        result={<ResultPanel label={t(texts.result)} result={form.result} placeholderLabels={props.placeholderLabels} />}
      />
      <CalculatorExtra>{form.result?.growth && <GrowthSection growth={form.result.growth} />}</CalculatorExtra>
      <CalculatorNotes formula={texts.formula} faq={props.faq} />
    </CalculatorPage>
  );
}
