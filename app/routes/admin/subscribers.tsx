import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { ConfirmDialog, ConfirmLink } from "../../components/ui/confirm-dialog";
import { Notice } from "../../components/ui/notice";
import { TextField } from "../../components/ui/text-field";
import { SelectField } from "../../components/ui/select-field";
import { addressAfterSave, doneOf } from "../../domain/admin-notices";
import { formatIst } from "../../domain/blog";
import { requirePermission } from "../../server/auth/guard.server";
import { SUBSCRIBER_SEARCH_MAX } from "../../domain/newsletter";
import { eraseSubscriber, loadSubscribersScreen } from "../../server/newsletter/subscribers-admin.server";
import { actorOf } from "../../server/repos/audit.server";
import { readForm } from "../../server/http/request-form.server";
import type { Route } from "./+types/subscribers";

/*
 * /admin/subscribers (issue 22 part 3, decision 0045): the newsletter's addresses with their
 * counts, a search, the CSV export and erasing one address; under them, each send's progress.
 */

export function meta() {
  return [{ title: "Subscribers | Candlewise Admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(context.services, request, "messages");
  const screen = await loadSubscribersScreen(context.services, new URL(request.url).searchParams);
  return { ...screen, mailOn: Boolean(context.services.config.smtpUrl), ratePerMinute: context.services.config.newsletterRatePerMinute };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requirePermission(context.services, request, "messages"), context.clientIp);
  const form = await readForm(request);
  if (form.get("intent") !== "erase") return data({ error: "Unknown request." }, { status: 400 });
  const id = String(form.get("id") ?? "").slice(0, 64);
  if (!(await eraseSubscriber(context.services, id, actor))) return data({ error: "That subscriber no longer exists." }, { status: 404 });
  return redirect(addressAfterSave(request.url, "deleted", ["confirm"]));
}

const statusOptions = [
  { value: "pending", label: "Pending" },
  { value: "confirmed", label: "Confirmed" },
  { value: "unsubscribed", label: "Unsubscribed" },
];

export default function Subscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, counts, sends, subscribers, more, mailOn, ratePerMinute } = loaderData;
  const [search] = useSearchParams();
  const done = doneOf(search);
  const confirming = search.get("confirm");
  const exportQuery = new URLSearchParams([...(filter.q ? [["q", filter.q]] : []), ...(filter.status ? [["status", filter.status]] : [])]);
  const confirmingRow = subscribers.find((row) => row.id === confirming);
  return (
    <>
      <h1 className="text-2xl">Subscribers</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        The newsletter&apos;s addresses. Only confirmed addresses receive posts; a post is e-mailed from the blog editor.
        {mailOn ? ` Mails go out at ${ratePerMinute} a minute at most (NEWSLETTER_RATE_PER_MINUTE).` : " E-mail is off (SMTP_URL is not set): the public sign-up box says so."}
      </p>
      <Notice notice={actionData?.error ? { tone: "error", text: actionData.error } : done === "deleted" ? { tone: "success", text: "The subscriber was erased." } : undefined} />
      <dl className="mt-6 grid grid-cols-3 gap-3 sm:max-w-xl">
        {(
          [
            ["Pending", counts.pending],
            ["Confirmed", counts.confirmed],
            ["Unsubscribed", counts.unsubscribed],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      <Form method="get" className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3" aria-label="Search the subscribers">
        <TextField name="q" label="E-mail contains" maxLength={SUBSCRIBER_SEARCH_MAX} defaultValue={filter.q} />
        <SelectField name="status" label="Status" options={statusOptions} placeholder="All" defaultValue={filter.status ?? ""} />
        <div className="flex flex-wrap items-end gap-3">
          <button type="submit" className="min-h-11 rounded-lg bg-accent-700 px-4 text-sm font-semibold text-white hover:bg-accent-800">
            Search
          </button>
          <Link to="/admin/subscribers" className="min-h-11 content-center text-sm font-medium text-accent-800 underline-offset-2 hover:underline">
            Clear
          </Link>
          <a href={`/admin/subscribers/export.csv${exportQuery.size ? `?${exportQuery}` : ""}`} className="min-h-11 content-center text-sm font-medium text-accent-800 underline underline-offset-2" download>
            Export CSV
          </a>
        </div>
      </Form>

      {subscribers.length === 0 ? (
        <p className="mt-6 text-slate-600">No subscribers match.</p>
      ) : (
        // focusable, so that a keyboard can scroll the table on a phone
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label="Subscribers">
          <table className="w-full min-w-[640px] text-left text-sm">
            <caption className="sr-only">Subscribers, newest first</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3">E-mail</th>
                <th scope="col" className="px-4 py-3">Status</th>
                <th scope="col" className="px-4 py-3">Signed up (IST)</th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((row) => (
                <tr key={row.id} className="border-t border-slate-100">
                  <td className="break-all px-4 py-3">{row.email}</td>
                  <td className="px-4 py-3 capitalize">{row.status}</td>
                  <td className="whitespace-nowrap px-4 py-3 tabular-nums">{formatIst(row.createdAt)}</td>
                  <td className="px-4 py-3 text-right">
                    <ConfirmLink id={row.id} className="inline-flex min-h-11 items-center font-medium text-red-700 underline-offset-2 hover:underline">
                      Erase<span className="sr-only"> {row.email}</span>
                    </ConfirmLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {more && <p className="border-t border-slate-100 px-4 py-3 text-sm text-slate-600">Only the newest 100 are shown: search to find others.</p>}
        </div>
      )}

      <h2 className="mt-10 text-xl">Sends</h2>
      {sends.length === 0 ? (
        <p className="mt-3 text-slate-600">No post has been e-mailed yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label="Sends">
          <table className="w-full min-w-[640px] text-left text-sm">
            <caption className="sr-only">Posts e-mailed to the subscribers, newest first</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3">Post</th>
                <th scope="col" className="px-4 py-3">Queued (IST)</th>
                <th scope="col" className="px-4 py-3 text-right">Queued</th>
                <th scope="col" className="px-4 py-3 text-right">Sent</th>
                <th scope="col" className="px-4 py-3 text-right">Failed</th>
              </tr>
            </thead>
            <tbody>
              {sends.map((send) => (
                <tr key={send.id} className="border-t border-slate-100" data-send={send.id}>
                  <td className="px-4 py-3">{send.blogTitle}</td>
                  <td className="whitespace-nowrap px-4 py-3 tabular-nums">
                    {formatIst(send.createdAt)}
                    {send.notBefore > send.createdAt && <span className="block text-xs text-slate-500">sent from {formatIst(send.notBefore)}</span>}
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums">{send.queued}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{send.sent}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{send.failed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {confirmingRow && (
        <ConfirmDialog
          id={confirmingRow.id}
          title="Erase this subscriber?"
          message={`${confirmingRow.email} and everything kept about it (consent, deliveries) are deleted for good. The audit trail keeps only the record's id.`}
          confirmLabel="Erase"
          busyLabel="Erasing..."
          fields={{ intent: "erase", id: confirmingRow.id }}
        />
      )}
    </>
  );
}
