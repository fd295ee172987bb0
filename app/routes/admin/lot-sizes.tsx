import { data, Form, useNavigation } from "react-router";
import { requirePermission } from "../../server/auth/guard.server";
import { actorOf } from "../../server/repos/audit.server";
import { readForm } from "../../server/http/request-form.server";
import { todayInIndia } from "../../domain/dates";
import { addLotSizeByAdmin, listLotSizesForAdmin, removeLotSizeByAdmin } from "../../server/lot-sizes.server";
import type { Route } from "./+types/lot-sizes";

/*
 * The derivative lot sizes the option and position calculators offer (issue 24). Who may use it:
 * Administrator. A revision is added as a new row with its effective date, never typed over the
 * old one, so a size announced ahead takes over on its day and the history stays.
 */

export function meta() {
  return [{ title: "Lot sizes | Candlewise Admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(context.services, request, "content");
  return { rows: await listLotSizesForAdmin(context.services), today: todayInIndia() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requirePermission(context.services, request, "content"), context.clientIp);
  const form = Object.fromEntries(await readForm(request));
  const outcome = form.intent === "remove" ? await removeLotSizeByAdmin(context.services, String(form.id ?? ""), actor) : await addLotSizeByAdmin(context.services, form, actor);
  if (!outcome.ok) return data({ message: null, error: outcome.error, field: outcome.field ?? null }, { status: outcome.status });
  return { message: outcome.message, error: null, field: null };
}

const inputClass = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2";

export default function AdminLotSizes({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const invalid = (field: string) => (actionData?.field === field ? true : undefined);
  const describedBy = (field: string) => (actionData?.field === field ? "lot-size-error" : undefined);
  return (
    <>
      <h1 className="text-2xl">Lot sizes</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        The option payoff calculator offers these instruments with the lot size in force on the visitor&apos;s day. When the
        exchange revises a lot size, add a row with the date it applies from: the old size stays until then.
      </p>
      <div role="status" className="mt-4 min-h-6">
        {actionData?.message && <p className="text-emerald-700">{actionData.message}</p>}
        {actionData?.error && (
          <p id="lot-size-error" className="text-red-700">
            {actionData.error}
          </p>
        )}
      </div>

      <section aria-labelledby="add-lot-size" className="mt-4 rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="add-lot-size" className="text-lg">
          Add a lot size
        </h2>
        <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <label className="block text-sm font-medium">
            Symbol
            <input name="symbol" required maxLength={20} placeholder="NIFTY" aria-invalid={invalid("symbol")} aria-describedby={describedBy("symbol")} className={inputClass} />
          </label>
          <label className="block text-sm font-medium">
            Name
            <input name="name" required maxLength={80} placeholder="Nifty 50" aria-invalid={invalid("name")} aria-describedby={describedBy("name")} className={inputClass} />
          </label>
          <label className="block text-sm font-medium">
            Lot size
            <input name="lotSize" type="number" required min={1} max={100000} step={1} aria-invalid={invalid("lotSize")} aria-describedby={describedBy("lotSize")} className={inputClass} />
          </label>
          <label className="block text-sm font-medium">
            Effective from
            <input name="effectiveFrom" type="date" required defaultValue={loaderData.today} aria-invalid={invalid("effectiveFrom")} aria-describedby={describedBy("effectiveFrom")} className={inputClass} />
          </label>
          <label className="block text-sm font-medium">
            Source (circular)
            <input name="source" required maxLength={200} aria-invalid={invalid("source")} aria-describedby={describedBy("source")} className={inputClass} />
          </label>
          <div className="sm:col-span-2 lg:col-span-5">
            <button type="submit" name="intent" value="add" disabled={busy} className="min-h-10 rounded-lg bg-accent-700 px-4 font-semibold text-white hover:bg-accent-800">
              Add lot size
            </button>
          </div>
        </Form>
      </section>

      <div className="relative mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full min-w-[720px] text-left text-sm">
          <caption className="sr-only">Stored lot sizes, newest first for each instrument</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3">Symbol</th>
              <th scope="col" className="px-4 py-3">Name</th>
              <th scope="col" className="px-4 py-3">Lot size</th>
              <th scope="col" className="px-4 py-3">Effective from</th>
              <th scope="col" className="px-4 py-3">Source</th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-100">
                <th scope="row" className="px-4 py-3 font-semibold text-navy-900">{row.symbol}</th>
                <td className="px-4 py-3">{row.name}</td>
                <td className="px-4 py-3 tabular-nums">{row.lotSize}</td>
                <td className="whitespace-nowrap px-4 py-3 tabular-nums">
                  {row.effectiveFrom}
                  {row.effectiveFrom > loaderData.today && <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">announced</span>}
                </td>
                <td className="px-4 py-3 text-slate-600">{row.source}</td>
                <td className="px-4 py-2">
                  <Form method="post">
                    <input type="hidden" name="id" value={row.id} />
                    <button type="submit" name="intent" value="remove" disabled={busy} className="min-h-9 rounded-lg border border-slate-300 px-3 text-sm font-semibold hover:bg-slate-50">
                      Remove<span className="sr-only"> {row.symbol} from {row.effectiveFrom}</span>
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
