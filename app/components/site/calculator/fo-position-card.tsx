import { foLotSizeNames, foPositionCalculator } from "../../../domain/calculators/fo-position";
import type { Evaluation } from "../../../domain/calculators/calculator";
import type { FormValues } from "../../../domain/calculators/form-values";
import type { LotSizeEntry } from "../../../domain/calculators/lot-sizes";
import { NO_RATES } from "../../../domain/calculators/rates";
import { useLocation } from "react-router";
import { useT } from "../../../i18n/texts";
import { CalculatorCard } from "./calculator-layout";
import { ChoiceField, NumberField } from "./fields";
import { CatalogueLotSizeFields } from "./lot-size-fields";
import { ResultPanel } from "./result-panel";
import { useCalculator } from "./use-calculator";
import { useErrorTexts } from "./use-say";
import { SiteLink } from "../site-link";

/** The address's value for the NSE mode: /lot-size?mode=nse. */
export const FO_MODE = "nse";
const modeQuery = () => `mode=${FO_MODE}`;

/** The two modes of the lot-size page, as links: they work without JavaScript, and the address says which is shown. */
export function PositionSizeModes({ nse }: { nse: boolean }) {
  const t = useT();
  const { pathname } = useLocation();
  const linkClass = (current: boolean) =>
    `inline-flex min-h-11 items-center rounded-lg border px-4 text-sm font-semibold ${current ? "border-accent-600 bg-accent-50 text-accent-700" : "border-slate-300 text-slate-700 hover:bg-slate-50"}`;
  return (
    <nav aria-label={t("foPosition.modes")} className="mt-6 flex flex-wrap gap-3">
      <SiteLink to={pathname} aria-current={nse ? undefined : "page"} className={linkClass(!nse)}>
        {t("foPosition.modeForex")}
      </SiteLink>
      <SiteLink to={`${pathname}?${modeQuery()}`} aria-current={nse ? "page" : undefined} className={linkClass(nse)}>
        {t("foPosition.modeNse")}
      </SiteLink>
    </nav>
  );
}

/**
 * The lot-size page's NSE mode (issue 24 part 4): a second form on the page, with its own fields
 * (fo…), the instrument's lot size from the catalogue in force, and the margin as the broker states
 * it or as a rough estimate that says it is one.
 */
export function FoPositionCard({ catalogue, initial }: { catalogue: LotSizeEntry[]; initial: { values: FormValues; evaluation: Evaluation | null } }) {
  const calc = useCalculator(foPositionCalculator, initial, NO_RATES, modeQuery);
  const { values, setField, setAndFill } = calc;
  const t = useT();
  const errors = useErrorTexts(calc.evaluation?.errors);
  const byAmount = values.foRiskType === "amount";
  const entered = values.foMarginType === "entered";
  return (
    <>
      <CalculatorCard
        label={t("foPosition.card")}
        onSubmit={calc.calculate}
        hidden={{ mode: FO_MODE, foFilledFor: values.foFilledFor ?? "" }}
        fields={
          <>
            <CatalogueLotSizeFields area="foPosition" catalogue={catalogue} names={foLotSizeNames} values={values} error={errors.foLotSize} setField={setField} setAndFill={setAndFill} />
            <NumberField name="foCapital" label={t("foPosition.capital")} value={values.foCapital ?? ""} onChange={(value) => setField("foCapital", value)} step="1" min="1" error={errors.foCapital} />
            <ChoiceField
              name="foRiskType"
              legend={t("calculators.riskType")}
              value={values.foRiskType ?? "percent"}
              onChange={(value) => setField("foRiskType", value)}
              options={[
                { value: "percent", label: t("calculators.riskPercentOption") },
                { value: "amount", label: t("foPosition.riskAmountOption") },
              ]}
              error={errors.foRiskType}
            />
            <NumberField name="foRisk" label={byAmount ? t("foPosition.riskAmount") : t("foPosition.riskPercent")} value={values.foRisk ?? ""} onChange={(value) => setField("foRisk", value)} step="0.01" min="0.01" error={errors.foRisk} />
            <div />
            <NumberField name="foEntry" label={t("foPosition.entry")} value={values.foEntry ?? ""} onChange={(value) => setField("foEntry", value)} step="0.05" min="0" error={errors.foEntry} />
            <NumberField name="foStop" label={t("foPosition.stop")} value={values.foStop ?? ""} onChange={(value) => setField("foStop", value)} step="0.05" min="0" error={errors.foStop} />
            <ChoiceField
              name="foMarginType"
              legend={t("foPosition.marginType")}
              value={values.foMarginType ?? "estimate"}
              onChange={(value) => setField("foMarginType", value)}
              options={[
                { value: "entered", label: t("foPosition.marginEnteredOption") },
                { value: "estimate", label: t("foPosition.marginEstimateOption") },
              ]}
              error={errors.foMarginType}
            />
            {entered ? (
              <NumberField name="foMargin" label={t("foPosition.margin")} value={values.foMargin ?? ""} onChange={(value) => setField("foMargin", value)} step="0.01" min="0" error={errors.foMargin} hint={t("foPosition.marginHint")} />
            ) : (
              <NumberField
                name="foMarginPercent"
                label={t("foPosition.marginPercent")}
                value={values.foMarginPercent ?? ""}
                onChange={(value) => setField("foMarginPercent", value)}
                step="0.1"
                min="1"
                error={errors.foMarginPercent}
                hint={t("foPosition.marginPercentHint")}
              />
            )}
          </>
        }
        result={
          <ResultPanel
            label={t("foPosition.result")}
            result={calc.evaluation?.result ?? null}
            placeholderLabels={[{ id: "foPosition.lots" }, { id: "calculators.moneyAtRisk" }, { id: "foPosition.marginNeeded" }]}
          />
        }
      />
    </>
  );
}
