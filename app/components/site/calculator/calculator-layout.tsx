import type { FormEvent, ReactNode } from "react";
import { Form } from "react-router";
import { useT } from "../../../i18n/texts";
import { EducationalNotice } from "./result-panel";

export function CalculatorPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-3xl text-slate-600">{intro}</p>
      {children}
      <EducationalNotice />
    </main>
  );
}

/** One calculator: the form on the left, the result on the right (below on phones). */
export function CalculatorCard({
  label,
  onSubmit,
  hidden,
  fields,
  actions,
  result,
}: {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  hidden?: Record<string, string>;
  fields: ReactNode;
  actions?: ReactNode;
  result: ReactNode;
}) {
  const t = useT();
  return (
    <section aria-label={label} data-calculator-card className="mt-8 grid gap-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:grid-cols-[minmax(0,1fr)_minmax(280px,380px)]">
      <Form method="get" noValidate onSubmit={onSubmit} preventScrollReset data-calculator className="grid content-start gap-5 sm:grid-cols-2">
        {Object.entries(hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {fields}
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <button type="submit" className="inline-flex min-h-11 items-center rounded-lg bg-accent-700 px-6 font-semibold text-white hover:bg-accent-800">
            {t("calculators.calculate")}
          </button>
          {actions}
        </div>
      </Form>
      {result}
    </section>
  );
}

/**
 * The parts of a calculator page outside its card that show the result (the payoff chart, the
 * itemised table): always on the page, so that the site's script can fill them in place and dim
 * them while the inputs do not make a valid form (calculator-forms.ts).
 */
export function CalculatorExtra({ children }: { children: ReactNode }) {
  return (
    <div data-calculator-extra className="data-stale:opacity-50">
      {children}
    </div>
  );
}

/** The Update Prices control: a submit without JavaScript, a rates reload with it. */
export function UpdatePricesButton({ onClick, busy }: { onClick: (event: { preventDefault(): void }) => void; busy: boolean }) {
  const t = useT();
  return (
    <button
      type="submit"
      name="intent"
      value="update-prices"
      onClick={onClick}
      className="min-h-11 text-sm font-semibold text-accent-700 underline-offset-4 hover:underline"
    >
      {busy ? t("calculators.updatingPrices") : t("calculators.updatePrices")}
    </button>
  );
}
