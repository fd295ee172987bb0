import { useCallback } from "react";
import { CalculatorCard, CalculatorPage } from "../../../components/site/calculator/calculator-layout";
import { NumberField } from "../../../components/site/calculator/fields";
import { ResultPanel } from "../../../components/site/calculator/result-panel";
import { useCalculator } from "../../../components/site/calculator/use-calculator";
import { useErrorTexts } from "../../../components/site/calculator/use-say";
import { useT } from "../../../i18n/texts";
import { ratioCalculator, winRateCalculator } from "../../../domain/calculators/definitions";
import { loadCalculatorForms } from "../../../server/calculators.server";
import type { Route } from "./+types/risk-reward";
import { publicPageHandle } from "../../../domain/public-pages";
import { calculatorPage } from "../../../route-handle";

export const handle = { ...publicPageHandle, ...calculatorPage };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCalculatorForms(context.services, request, { toWinRate: winRateCalculator, toRatio: ratioCalculator });
}

/** Two independent forms; each keeps the other's last calculated value in the address. */
export default function RiskRewardCalculator({ loaderData }: Route.ComponentProps) {
  const { forms, rates } = loaderData;
  const toWinRate = useCalculator(winRateCalculator, forms.toWinRate, rates, useCallback(() => siblingQuery("winRate"), []));
  const toRatio = useCalculator(ratioCalculator, forms.toRatio, rates, useCallback(() => siblingQuery("ratio"), []));
  const t = useT();
  const winRateErrors = useErrorTexts(toWinRate.evaluation?.errors);
  const ratioErrors = useErrorTexts(toRatio.evaluation?.errors);
  return (
    <CalculatorPage title={t("calculators.riskRewardTitle")} intro={t("calculators.riskRewardIntro")}>
      <CalculatorCard
        label={t("calculators.toWinRateCard")}
        onSubmit={toWinRate.calculate}
        hidden={hiddenSibling(forms.toRatio.evaluation ? forms.toRatio.values : null, "winRate")}
        fields={
          <NumberField name="ratio" label={t("calculators.rewardToRisk")} value={toWinRate.values.ratio ?? ""} onChange={(value) => toWinRate.setField("ratio", value)} step="0.01" min="0.01" error={winRateErrors.ratio} />
        }
        result={<ResultPanel label={t("calculators.toWinRateResult")} result={toWinRate.evaluation?.result ?? null} placeholderLabels={[{ id: "calculators.breakEvenWinRate" }]} />}
      />
      <CalculatorCard
        label={t("calculators.toRatioCard")}
        onSubmit={toRatio.calculate}
        hidden={hiddenSibling(forms.toWinRate.evaluation ? forms.toWinRate.values : null, "ratio")}
        fields={
          <NumberField name="winRate" label={t("calculators.winRatePercent")} value={toRatio.values.winRate ?? ""} onChange={(value) => toRatio.setField("winRate", value)} step="0.01" min="0.01" max="99.99" error={ratioErrors.winRate} />
        }
        result={<ResultPanel label={t("calculators.toRatioResult")} result={toRatio.evaluation?.result ?? null} placeholderLabels={[{ id: "calculators.breakEvenRatio" }]} />}
      />
    </CalculatorPage>
  );
}

/** The other form's value as it stands in the address, so one form's result survives the other's. */
function siblingQuery(field: string): string {
  const value = new URLSearchParams(window.location.search).get(field);
  return value === null ? "" : new URLSearchParams({ [field]: value }).toString();
}

function hiddenSibling(values: Record<string, string> | null, field: string): Record<string, string> {
  return values?.[field] !== undefined ? { [field]: values[field] } : {};
}
