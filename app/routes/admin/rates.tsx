import { data, Form, useNavigation } from "react-router";
import { usdPricedAssets } from "../../domain/calculators/instruments";
import { crossRate } from "../../domain/calculators/rates";
import { formatNumber } from "../../domain/calculators/format";
import { requirePermission } from "../../server/auth/guard.server";
import { actorOf } from "../../server/repos/audit.server";
import { listRatesForAdmin, parseRateEdit, refreshRatesNow, setRateByHand } from "../../server/rates/rates-admin.server";
import { readForm } from "../../server/http/request-form.server";
import type { Route } from "./+types/rates";

export function meta() {
  return [{ title: "Exchange rates | Candlewise Admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(context.services, request, "content");
  return { rates: await listRatesForAdmin(context.services), refreshOn: Boolean(context.services.config.ratesUrl) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requirePermission(context.services, request, "content"), context.clientIp);
  const form = Object.fromEntries(await readForm(request));
  if (form.intent === "refresh") {
    const outcome = await refreshRatesNow(context.services, actor);
    return outcome.ok
      ? { message: `Rates refreshed (${outcome.asOf}).`, error: null, field: null }
      : data({ message: null, error: `The rates could not be refreshed: ${outcome.error} The stored rates stay.`, field: null }, { status: 502 });
  }
  const parsed = parseRateEdit(form);
  const field = String(form.currency ?? "");
  if (!parsed.ok) return data({ message: null, error: parsed.error, field }, { status: 400 });
  const saved = await setRateByHand(context.services, parsed.edit, actor);
  if (!saved.ok) return data({ message: null, error: saved.error, field }, { status: 409 });
  return { message: `${parsed.edit.currency} saved.`, error: null, field: null };
}

export default function AdminRates({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const unitsPerEur = Object.fromEntries(loaderData.rates.map((rate) => [rate.currency, rate.unitsPerEur]));
  return (
    <>
      <h1 className="text-2xl">Exchange rates</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        The calculators convert through these rates. Currencies are given as units for 1 EUR and are refreshed every day
        from the euro reference rates; bitcoin, ether and gold are given as their price in US dollars and are set here by hand.
      </p>
      <div role="status" className="mt-4 min-h-6">
        {actionData?.message && <p className="text-emerald-700">{actionData.message}</p>}
        {actionData?.error && <p className="text-red-700">{actionData.error}</p>}
      </div>
      <Form method="post" className="mt-2">
        <button
          type="submit"
          name="intent"
          value="refresh"
          disabled={busy || !loaderData.refreshOn}
          className="min-h-10 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60"
        >
          Refresh from the reference rates now
        </button>
      </Form>
      {/* relative: the visually hidden labels are positioned, and must scroll with the table, not widen the page */}
      <div className="relative mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full min-w-[640px] text-left text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3">Currency</th>
              <th scope="col" className="px-4 py-3">Rate</th>
              <th scope="col" className="px-4 py-3">1 unit in USD</th>
              <th scope="col" className="px-4 py-3">Source</th>
              <th scope="col" className="px-4 py-3">Date</th>
            </tr>
          </thead>
          <tbody>
            {/* EUR is the reference (1 EUR = 1 EUR): nothing to edit */}
            {loaderData.rates.filter((rate) => rate.currency !== "EUR").map((rate) => (
              <tr key={rate.currency} className="border-t border-slate-100">
                <th scope="row" className="px-4 py-3 font-semibold text-navy-900">{rate.currency}</th>
                <td className="px-4 py-2">
                  <RateForm currency={rate.currency} unitsPerEur={unitsPerEur} busy={busy} invalid={actionData?.field === rate.currency} />
                </td>
                <td className="px-4 py-3 tabular-nums text-slate-600">
                  {rate.currency === "USD" ? "1" : formatNumber(Number((crossRate(unitsPerEur, rate.currency, "USD") ?? 0).toPrecision(6)))}
                </td>
                <td className="px-4 py-3 text-slate-600">{rate.source}</td>
                <td className="px-4 py-3 tabular-nums text-slate-600">{rate.asOf}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** One rate's editor: units for 1 EUR for a currency, a dollar price for a coin or gold. */
function RateForm({ currency, unitsPerEur, busy, invalid }: { currency: string; unitsPerEur: Record<string, number>; busy: boolean; invalid: boolean }) {
  const priced = usdPricedAssets.includes(currency);
  const value = priced ? Number((crossRate(unitsPerEur, currency, "USD") ?? 0).toPrecision(8)) : unitsPerEur[currency];
  return (
    <Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="currency" value={currency} />
      <label className="sr-only" htmlFor={`rate-${currency}`}>
        {priced ? `Price of 1 ${currency} in USD` : `Units of ${currency} for 1 EUR`}
      </label>
      <span aria-hidden="true" className="w-16 shrink-0 text-xs text-slate-500">
        {priced ? `1 ${currency} =` : "1 EUR ="}
      </span>
      <input
        id={`rate-${currency}`}
        name={priced ? "usdPrice" : "unitsPerEur"}
        type="number"
        step="any"
        min="0"
        defaultValue={value}
        aria-invalid={invalid ? true : undefined}
        className="w-40 rounded-lg border border-slate-300 px-2 py-1 tabular-nums"
      />
      <span aria-hidden="true" className="text-xs text-slate-500">{priced ? "USD" : currency}</span>
      <button type="submit" disabled={busy} className="min-h-9 rounded-lg bg-accent-700 px-3 font-semibold text-white hover:bg-accent-800">
        Save<span className="sr-only"> {currency}</span>
      </button>
    </Form>
  );
}
