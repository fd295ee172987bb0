import { data, Form, Link, redirect } from "react-router";
import { MessagesList } from "../../components/admin/messages-list";
import { ConfirmDialog, ConfirmLink } from "../../components/ui/confirm-dialog";
import { Notice } from "../../components/ui/notice";
import { withShownMessage } from "../../domain/contact";
import { requirePermission } from "../../server/auth/guard.server";
import { personKeyFrom } from "../../server/inbox/contact-keys.server";
import { erasePerson, findPersonMessages } from "../../server/inbox/personal-data.server";
import { readForm } from "../../server/http/request-form.server";
import type { Route } from "./+types/messages-person";

const PERSON_PAGE_LIMIT = 200;

export function meta() {
  return [{ title: "Personal data requests | Candlewise Admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(context.services, request, "messages");
  const params = new URL(request.url).searchParams;
  const who = (params.get("who") ?? "").trim().slice(0, 200);
  const erased = params.get("erased");
  if (!who) return { who, messages: [], total: 0, error: null, erased };
  const { key, messages } = await findPersonMessages(context.services, who);
  // the page shows the newest ones; the exports and the erasure take them all
  return { who, messages: messages.slice(0, PERSON_PAGE_LIMIT).map(withShownMessage), total: messages.length, erased, error: key ? null : "Enter an e-mail address or a phone number (at least 6 digits)." };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requirePermission(context.services, request, "messages");
  const form = await readForm(request);
  const key = personKeyFrom(String(form.get("who") ?? ""));
  if (form.get("intent") !== "erase" || !key) return data({ error: "Enter an e-mail address or a phone number." }, { status: 400 });
  const erased = await erasePerson(context.services, { id: user.userId, email: user.email, ip: context.clientIp }, key);
  return redirect(`/admin/messages/person?who=${encodeURIComponent(String(form.get("who")))}&erased=${erased}`);
}

const button = "inline-flex min-h-11 items-center rounded-lg border px-4 font-semibold";

export default function PersonalData({ loaderData, actionData }: Route.ComponentProps) {
  const { who, messages, total, error, erased } = loaderData;
  const exportHref = (format: string) => `/admin/messages/person/export?${new URLSearchParams({ who, format })}`;
  return (
    <>
      <Link to="/admin/messages" className="text-sm font-medium text-accent-700 underline underline-offset-4">← All messages</Link>
      <h1 className="mt-3 text-2xl">Personal data requests</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Find every message one person sent, by e-mail address or phone number (any way it was written), to give them a copy or erase them. Erasure is
        recorded in the audit trail without the person's details.
      </p>
      <Notice notice={actionData?.error ? { tone: "error", text: actionData.error } : erased !== null ? { tone: "success", text: `${erased} ${erased === "1" ? "message" : "messages"} erased.` } : null} />
      <Form method="get" role="search" aria-label="Person" key={who} className="mt-6 flex max-w-xl flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor="person-who" className="block text-sm font-medium text-slate-800">E-mail or phone</label>
          <input
            id="person-who"
            name="who"
            defaultValue={who}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "person-who-error" : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-500/40"
          />
        </div>
        <button type="submit" className={`${button} border-navy-900 bg-navy-900 text-white hover:bg-navy-800`}>Find</button>
        {error && <p id="person-who-error" className="w-full text-sm font-medium text-red-700">{error}</p>}
      </Form>
      {who && !error && (
        <section aria-labelledby="person-results" className="mt-8">
          <h2 id="person-results" className="text-xl">{total === 1 ? "1 message" : `${total} messages`}</h2>
          {total > messages.length && <p className="mt-1 text-sm text-slate-600">{`The newest ${messages.length} are shown; the exports and the erasure include all ${total}.`}</p>}
          {total > 0 && (
            <div className="mt-3 flex flex-wrap gap-2">
              <a href={exportHref("csv")} download className={`${button} border-slate-300 bg-white text-navy-900`}>Export CSV</a>
              <a href={exportHref("json")} download className={`${button} border-slate-300 bg-white text-navy-900`}>Export JSON</a>
              <ConfirmLink id="erase" className={`${button} border-red-200 bg-white text-red-700 hover:bg-red-50`}>Erase all</ConfirmLink>
              <ConfirmDialog
                id="erase"
                title="Erase this person's messages?"
                message={`All ${total} messages from ${who} and their pending e-mail notices will be deleted for good.`}
                fields={{ intent: "erase", who }}
                confirmLabel="Erase"
                busyLabel="Erasing..."
              />
            </div>
          )}
          <MessagesList messages={messages} emptyText="No messages from this person." />
        </section>
      )}
    </>
  );
}
