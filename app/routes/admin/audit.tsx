import { Form, Link, useSearchParams } from "react-router";
import { auditEntities } from "../../domain/audit";
import { formatIst } from "../../domain/blog";
import { SelectField } from "../../components/ui/select-field";
import { TextField } from "../../components/ui/text-field";
import { loadAuditTrail } from "../../server/admin/audit.server";
import { requirePermission } from "../../server/auth/guard.server";
import type { Route } from "./+types/audit";

export function meta() {
  return [{ title: "Audit trail | Candlewise Admin" }];
}

/* Read only: the trail has no action, so nothing posted here can change it (405). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(context.services, request, "audit");
  return loadAuditTrail(context.services, new URL(request.url).searchParams);
}

const entityOptions = Object.entries(auditEntities).map(([value, label]) => ({ value, label }));

function describeDetail(detail: Record<string, unknown> | null): string {
  if (!detail) return "";
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(", ") : String(value)}`)
    .join("; ");
}

export default function AuditTrail({ loaderData }: Route.ComponentProps) {
  const { filter, fieldErrors, events, older, paged } = loaderData;
  const [search] = useSearchParams();
  const olderHref = older ? `?${new URLSearchParams([...[...search.entries()].filter(([name]) => name !== "before"), ["before", older]])}` : null;
  return (
    <>
      <h1 className="text-2xl">Audit trail</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Every change made in the back office, every sign-in and every failed sign-in: who, what, which record and when (IST).
        Entries are written with the change itself and cannot be edited or removed here.
      </p>
      <Form method="get" className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5" aria-label="Filter the audit trail">
        <SelectField name="entity" label="Kind of record" options={entityOptions} placeholder="All kinds" defaultValue={filter.entity ?? ""} />
        <TextField name="actor" label="Administrator (e-mail)" type="email" defaultValue={filter.actor ?? ""} />
        <TextField name="from" label="From (IST day)" type="date" defaultValue={filter.from ?? ""} error={fieldErrors.from} />
        <TextField name="to" label="To (IST day)" type="date" defaultValue={filter.to ?? ""} error={fieldErrors.to} />
        <div className="flex items-end gap-3">
          <button type="submit" className="min-h-10 rounded-lg bg-accent-700 px-4 text-sm font-semibold text-white hover:bg-accent-800">
            Filter
          </button>
          <Link to="/admin/audit" className="min-h-10 content-center text-sm font-medium text-accent-800 underline-offset-2 hover:underline">
            Clear
          </Link>
        </div>
      </Form>
      {events.length === 0 ? (
        <p className="mt-8 text-slate-600">{paged ? "No older entries." : "No entries match these filters."}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full min-w-[720px] text-left text-sm">
            <caption className="sr-only">Audit entries, newest first</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3">When</th>
                <th scope="col" className="px-4 py-3">Who</th>
                <th scope="col" className="px-4 py-3">Action</th>
                <th scope="col" className="px-4 py-3">Record</th>
                <th scope="col" className="px-4 py-3">Details</th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id} className="border-t border-slate-100 align-top">
                  <td className="whitespace-nowrap px-4 py-3 tabular-nums">{formatIst(event.at)}</td>
                  <td className="px-4 py-3">
                    {event.actorEmail ?? "System"}
                    {event.ip && <span className="block text-xs text-slate-500">{event.ip}</span>}
                  </td>
                  <td className="px-4 py-3 font-mono text-xs">{event.action}</td>
                  <td className="px-4 py-3">
                    {auditEntities[event.entity as keyof typeof auditEntities] ?? event.entity}
                    {event.entityId && <span className="block break-all font-mono text-xs text-slate-500">{event.entityId}</span>}
                  </td>
                  <td className="px-4 py-3 text-slate-700">{describeDetail(event.detail)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Audit pages" className="mt-4 flex gap-4 text-sm font-medium">
        {paged && <Link to={`?${new URLSearchParams([...search.entries()].filter(([name]) => name !== "before"))}`} className="text-accent-800 hover:underline">Newest entries</Link>}
        {olderHref && <Link to={olderHref} className="text-accent-800 hover:underline">Older entries</Link>}
      </nav>
    </>
  );
}
