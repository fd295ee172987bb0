import type { MessageId } from "../../../i18n/catalogue";
import { useT } from "../../../i18n/texts";
import { faqTexts, type FaqItemIds } from "../../../domain/seo/calculator-seo";
import { CalculatorFaq } from "./result-table";

/**
 * Below a calculator: how its figures are calculated, in words and symbols, and the questions
 * visitors ask, shown on the page so that the FAQPage structured data describes what is there.
 */
export function CalculatorNotes({ formula, faq }: { formula: MessageId; faq: readonly FaqItemIds[] }) {
  const t = useT();
  return (
    <div className="mt-10 grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="formula-heading">
        <h2 id="formula-heading" className="text-2xl">
          {t("savings.formulaHeading")}
        </h2>
        <p className="mt-3 break-words rounded-xl bg-slate-50 p-4 text-sm leading-relaxed text-slate-700" data-testid="formula-explained">
          {t(formula)}
        </p>
      </section>
      <CalculatorFaq heading={t("savings.faqHeading")} items={faqTexts(faq, t)} className="" />
    </div>
  );
}
