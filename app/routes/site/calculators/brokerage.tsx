import { useMemo } from "react";
import { CalculatorCard, CalculatorExtra, CalculatorPage } from "../../../components/site/calculator/calculator-layout";
import { ChoiceField, DateField, NumberField, SelectField } from "../../../components/site/calculator/fields";
import { ResultPanel } from "../../../components/site/calculator/result-panel";
import { CalculatorFaq, RatesUsedTable, ResultTableView } from "../../../components/site/calculator/result-table";
import { useCalculator } from "../../../components/site/calculator/use-calculator";
import { useErrorTexts } from "../../../components/site/calculator/use-say";
import { brokerageCalculator, defaultLotSize, isDerivative, scripGroupLabels } from "../../../domain/calculators/brokerage";
import type { ResultTable } from "../../../domain/calculators/form-values";
import { phrase } from "../../../domain/calculators/phrase";
import { hasScripGroup, scripGroups } from "../../../domain/calculators/statutory-rates";
import { calculatorPageHandle, faqTexts, type FaqItemIds } from "../../../domain/seo/calculator-seo";
import { useT } from "../../../i18n/texts";
import { loadCalculatorForms } from "../../../server/calculators.server";
import { loadLotSizeCatalogue } from "../../../server/lot-sizes.server";
import { todayInIndia } from "../../../domain/dates";
import { loadStatutoryRates } from "../../../server/rates/statutory-rates.server";
import type { Route } from "./+types/brokerage";
import { calculatorPage } from "../../../route-handle";

const faq: readonly FaqItemIds[] = [
  { question: "brokerage.faqStampQuestion", answer: "brokerage.faqStampAnswer" },
  { question: "brokerage.faqSttQuestion", answer: "brokerage.faqSttAnswer" },
  { question: "brokerage.faqBreakevenQuestion", answer: "brokerage.faqBreakevenAnswer" },
];

export const handle = { ...calculatorPageHandle(faq), ...calculatorPage };

export async function loader({ request, context }: Route.LoaderArgs) {
  const today = todayInIndia();
  const [statutory, catalogue] = await Promise.all([loadStatutoryRates(context.services), loadLotSizeCatalogue(context.services, today)]);
  const lotSize = defaultLotSize(catalogue);
  const forms = await loadCalculatorForms(context.services, request, { main: brokerageCalculator(statutory, today, lotSize) });
  return { ...forms, statutory, today, lotSize };
}

/** The table's rows before the first calculation, so the page keeps its shape. */
const placeholderTable: ResultTable = {
  caption: phrase("brokerage.tableCaption"),
  columns: [phrase("brokerage.columnBuy"), phrase("brokerage.columnSell"), phrase("brokerage.columnTotal")],
  rows: [phrase("brokerage.itemTurnover"), phrase("brokerage.itemBrokerage"), phrase("brokerage.itemStt"), phrase("brokerage.itemGst"), phrase("brokerage.itemTotal")].map((label) => ({ label, cells: ["", "", ""] })),
};

export default function BrokerageCalculator({ loaderData }: Route.ComponentProps) {
  const calculator = useMemo(() => brokerageCalculator(loaderData.statutory, loaderData.today, loaderData.lotSize), [loaderData.statutory, loaderData.today, loaderData.lotSize]);
  const calc = useCalculator(calculator, loaderData.forms.main, loaderData.rates);
  const { values, setField } = calc;
  const t = useT();
  const errors = useErrorTexts(calc.evaluation?.errors);
  const derivative = isDerivative(values.segment ?? "");
  const options = values.segment === "options";
  const custom = values.plan === "custom";
  const result = calc.evaluation?.result ?? null;
  const field = (name: string) => ({ name, value: values[name] ?? "", onChange: (value: string) => setField(name, value), error: errors[name] });
  return (
    <CalculatorPage title={t("brokerage.title")} intro={t("brokerage.intro")}>
      <CalculatorCard
        label={t("brokerage.card")}
        onSubmit={calc.calculate}
        fields={
          <>
            <SelectField
              {...field("segment")}
              label={t("brokerage.segment")}
              options={[
                { value: "delivery", label: t("brokerage.segmentDelivery") },
                { value: "intraday", label: t("brokerage.segmentIntraday") },
                { value: "futures", label: t("brokerage.segmentFutures") },
                { value: "options", label: t("brokerage.segmentOptions") },
              ]}
            />
            <ChoiceField {...field("exchange")} legend={t("brokerage.exchange")} options={[{ value: "NSE", label: "NSE" }, { value: "BSE", label: "BSE" }]} />
            {hasScripGroup(values.segment ?? "", values.exchange ?? "") && (
              <SelectField {...field("scripGroup")} label={t("brokerage.scripGroup")} hint={t("brokerage.scripGroupHint")} options={scripGroups.map((group) => ({ value: group, label: t(scripGroupLabels[group]) }))} />
            )}
            <NumberField {...field("buyPrice")} label={t(options ? "brokerage.buyPremium" : "brokerage.buyPrice")} step="0.01" min="0.01" />
            <NumberField {...field("sellPrice")} label={t(options ? "brokerage.sellPremium" : "brokerage.sellPrice")} step="0.01" min="0.01" />
            <NumberField {...field("quantity")} label={t(derivative ? "brokerage.quantityLots" : "brokerage.quantityShares")} step="1" min="1" />
            {derivative && <NumberField {...field("lotSize")} label={t("brokerage.lotSize")} step="1" min="1" />}
            <SelectField
              {...field("plan")}
              label={t("brokerage.plan")}
              options={[
                { value: "lowerOf20", label: t("brokerage.planLowerOf20") },
                { value: "flat20", label: t("brokerage.planFlat20") },
                { value: "percentCapped", label: t("brokerage.planPercentCapped") },
                { value: "custom", label: t("brokerage.planCustom") },
              ]}
            />
            <DateField {...field("tradeDate")} label={t("brokerage.tradeDate")} hint={t("brokerage.tradeDateHint")} min="2000-01-01" max="2099-12-31" />
            {custom && (
              <>
                <ChoiceField {...field("feeType")} legend={t("brokerage.feeType")} options={[{ value: "flat", label: t("brokerage.feeTypeFlat") }, { value: "percent", label: t("brokerage.feeTypePercent") }]} />
                {values.feeType === "flat" ? (
                  <NumberField {...field("feeFlat")} label={t("brokerage.feeFlat")} step="0.01" min="0" />
                ) : (
                  <>
                    <NumberField {...field("feePercent")} label={t("brokerage.feePercent")} step="0.0001" min="0" />
                    <NumberField {...field("feeCap")} label={t("brokerage.feeCap")} step="0.01" min="0" />
                  </>
                )}
                <NumberField {...field("dpCharge")} label={t("brokerage.dpCharge")} step="0.01" min="0" />
              </>
            )}
          </>
        }
        result={
          <ResultPanel
            label={t("brokerage.resultLabel")}
            result={result}
            placeholderLabels={[phrase("brokerage.totalCharges"), phrase("brokerage.netProfit"), phrase("brokerage.breakeven")]}
          />
        }
      />
      <CalculatorExtra>
        <ResultTableView table={result?.table} placeholder={placeholderTable} itemHeading={t("brokerage.columnItem")} />
        {result?.ratesUsed && (
          <RatesUsedTable
            heading={t("brokerage.ratesHeading")}
            intro={t("brokerage.ratesIntro")}
            rates={result.ratesUsed}
            columns={{ item: t("brokerage.columnItem"), rate: t("brokerage.columnRate"), from: t("brokerage.columnFrom"), source: t("brokerage.columnSource") }}
          />
        )}
      </CalculatorExtra>
      <p className="mt-4 max-w-3xl text-sm text-slate-600">{t("brokerage.rounding")}</p>
      <CalculatorFaq heading={t("brokerage.faqHeading")} items={faqTexts(faq, t)} />
    </CalculatorPage>
  );
}
