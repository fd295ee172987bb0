import { data, Form, Link, useNavigation } from "react-router";
import { SelectField } from "../../components/ui/select-field";
import { TextField } from "../../components/ui/text-field";
import { Notice } from "../../components/ui/notice";
import { parseStatutoryRateEdit } from "../../domain/calculators/statutory-rate-edit";
import { chargeKinds, rateExchanges, rateScripGroups, rateSegments, rateSides, rateUnits, type StatutoryRate } from "../../domain/calculators/statutory-rates";
import { requirePermission } from "../../server/auth/guard.server";
import { readForm } from "../../server/http/request-form.server";
import { actorOf } from "../../server/repos/audit.server";
import { listStatutoryRates } from "../../server/repos/statutory-rates.server";
import { addStatutoryRateByHand } from "../../server/rates/statutory-rates-admin.server";
import { todayInIndia } from "../../domain/dates";
import type { Route } from "./+types/statutory-rates";
import { compareCodes } from "../../domain/text-order";

/*
 * Administrators only. The statutory rates of the charges calculator (decision 0034): the rate in
 * force today for each charge and any rate dated ahead, and a form that adds a dated rate. Nothing
 * here edits or deletes a row: a change of rate is a new row from its date on.
 */

export function meta() {
  return [{ title: "Statutory rates | Candlewise Admin" }];
}

const kindNames: Record<StatutoryRate["kind"], string> = {
  stt: "STT",
  exchange: "Exchange transaction charges",
  sebi: "SEBI turnover fee",
  stamp: "Stamp duty",
  ipft: "IPFT",
  gst: "GST",
};
const unitNames: Record<StatutoryRate["unit"], string> = { percent: "% of turnover", per_lakh: "₹ per lakh of turnover", per_crore: "₹ per crore of turnover" };
const groupNames: Record<StatutoryRate["scripGroup"], string> = { all: "all", "A-B": "A, B and other groups", "X-XT-Z-ZP": "X, XT, Z and ZP" };

/** Each charge's row in force today and the rows dated after today; older rows stay stored, unlisted. */
function currentAndFuture(rates: readonly StatutoryRate[], today: string): { rate: StatutoryRate; future: boolean }[] {
  const key = (rate: StatutoryRate) => `${rate.kind}|${rate.segment}|${rate.exchange}|${rate.side}|${rate.scripGroup}`;
  const inForce = new Map<string, StatutoryRate>();
  for (const rate of rates) {
    if (rate.effectiveFrom > today) continue;
    const held = inForce.get(key(rate));
    if (!held || rate.effectiveFrom >= held.effectiveFrom) inForce.set(key(rate), rate);
  }
  const rows = [...inForce.values()].map((rate) => ({ rate, future: false }));
  for (const rate of rates) if (rate.effectiveFrom > today) rows.push({ rate, future: true });
  return rows.sort((a, b) => chargeKinds.indexOf(a.rate.kind) - chargeKinds.indexOf(b.rate.kind) || compareCodes(key(a.rate), key(b.rate)) || compareCodes(a.rate.effectiveFrom, b.rate.effectiveFrom));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(context.services, request, "content");
  const today = todayInIndia();
  return { today, rows: currentAndFuture(await listStatutoryRates(context.services.db), today) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requirePermission(context.services, request, "content"), context.clientIp);
  const form = Object.fromEntries(await readForm(request));
  const stored = await listStatutoryRates(context.services.db);
  const parsed = parseStatutoryRateEdit(form, stored, todayInIndia());
  if (!parsed.ok) return data({ notice: { tone: "error" as const, text: "The rate was not added: see the fields marked." }, errors: parsed.errors, values: form as Record<string, string> }, { status: 400 });
  await addStatutoryRateByHand(context.services, parsed.rate, actor);
  return { notice: { tone: "success" as const, text: `${kindNames[parsed.rate.kind]} ${parsed.rate.rate} (${unitNames[parsed.rate.unit]}) added from ${parsed.rate.effectiveFrom}.` }, errors: {}, values: {} as Record<string, string> };
}

export default function AdminStatutoryRates({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const errors: Partial<Record<string, string>> = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  return (
    <>
      <h1 className="text-2xl">Statutory rates</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        The rates of the <Link to="/brokerage-calculator" className="text-accent-700 underline">brokerage calculator</Link>, beside the{" "}
        <Link to="/admin/rates" className="text-accent-700 underline">exchange rates</Link>. A trade is charged the rate in force on its date. To change a rate,
        add the new one from the date it applies; the old one stays for earlier trades.
      </p>
      <Notice notice={actionData?.notice} />
      <div className="relative mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full min-w-[860px] text-left text-sm">
          <caption className="sr-only">Rates in force on {loaderData.today} and rates dated later</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3">Charge</th>
              <th scope="col" className="px-4 py-3">Segment</th>
              <th scope="col" className="px-4 py-3">Exchange</th>
              <th scope="col" className="px-4 py-3">Side</th>
              <th scope="col" className="px-4 py-3">BSE group</th>
              <th scope="col" className="px-4 py-3">Rate</th>
              <th scope="col" className="px-4 py-3">From</th>
              <th scope="col" className="px-4 py-3">Source</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.rows.map(({ rate, future }) => (
              <tr key={rate.id} className="border-t border-slate-100" data-testid={future ? "future-rate" : "current-rate"}>
                <th scope="row" className="px-4 py-2 font-semibold text-navy-900">{kindNames[rate.kind]}</th>
                <td className="px-4 py-2">{rate.segment}</td>
                <td className="px-4 py-2">{rate.exchange}</td>
                <td className="px-4 py-2">{rate.side}</td>
                <td className="px-4 py-2">{groupNames[rate.scripGroup]}</td>
                <td className="px-4 py-2 tabular-nums">
                  {rate.rate} <span className="text-slate-600">{unitNames[rate.unit]}</span>
                </td>
                <td className="px-4 py-2 tabular-nums">
                  {rate.effectiveFrom}
                  {future && <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">from a future date</span>}
                </td>
                <td className="px-4 py-2">
                  <a href={rate.sourceUrl} rel="noopener noreferrer" className="text-accent-700 underline">{rate.sourceName}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 className="mt-10 text-xl">Add a rate from a date</h2>
      <Form method="post" noValidate className="mt-4 grid max-w-3xl gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
        <SelectField name="kind" label="Charge" options={chargeKinds.map((kind) => ({ value: kind, label: kindNames[kind] }))} defaultValue={values.kind ?? "stt"} error={errors.kind} />
        <SelectField name="segment" label="Segment" options={rateSegments} defaultValue={values.segment ?? "all"} error={errors.segment} />
        <SelectField name="exchange" label="Exchange" options={rateExchanges} defaultValue={values.exchange ?? "all"} error={errors.exchange} />
        <SelectField name="side" label="Charged on" options={rateSides} defaultValue={values.side ?? "both"} error={errors.side} />
        <SelectField
          name="scripGroup"
          label="BSE scrip group"
          options={rateScripGroups.map((group) => ({ value: group, label: groupNames[group] }))}
          defaultValue={values.scripGroup ?? "all"}
          error={errors.scripGroup}
        />
        <TextField name="rate" label="Rate, as published" maxLength={20} defaultValue={values.rate ?? ""} hint="A plain number, e.g. 0.00297 or 10." error={errors.rate} />
        <SelectField name="unit" label="Unit" options={rateUnits.map((unit) => ({ value: unit, label: unitNames[unit] }))} defaultValue={values.unit ?? "percent"} error={errors.unit} />
        <TextField name="effectiveFrom" type="date" label="In force from" defaultValue={values.effectiveFrom ?? ""} hint={`Today (${loaderData.today}) or later.`} error={errors.effectiveFrom} />
        <TextField name="sourceName" label="Source (circular or act)" maxLength={200} defaultValue={values.sourceName ?? ""} error={errors.sourceName} />
        <TextField name="sourceUrl" type="url" label="Source address" maxLength={500} defaultValue={values.sourceUrl ?? ""} hint="https://…" error={errors.sourceUrl} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className="min-h-11 rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800 disabled:opacity-60">
            Add rate
          </button>
        </div>
      </Form>
    </>
  );
}
