import { Form, Link } from "react-router";
import { SEARCH_MAX_LENGTH, type InboxFilter } from "../../domain/inbox-filter";

const field = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-500/40";

/** Search and date range, sent in the address (GET): a filtered page works without JavaScript and can be bookmarked. */
export function MessagesFilter({ filter }: { filter: InboxFilter }) {
  return (
    // a new filter gives fresh fields (defaultValue is read once)
    <Form method="get" role="search" aria-label="Messages" key={`${filter.q}|${filter.from}|${filter.to}`} className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
      <div>
        <label htmlFor="messages-q" className="block text-sm font-medium text-slate-800">Search</label>
        <input id="messages-q" name="q" type="search" defaultValue={filter.q} maxLength={SEARCH_MAX_LENGTH} className={field} aria-describedby="messages-q-hint" />
        <p id="messages-q-hint" className="mt-1 text-sm text-slate-500">Name, e-mail, phone or words of the message</p>
      </div>
      <div>
        <label htmlFor="messages-from" className="block text-sm font-medium text-slate-800">From (IST)</label>
        <input id="messages-from" name="from" type="date" defaultValue={filter.from} className={field} />
      </div>
      <div>
        <label htmlFor="messages-to" className="block text-sm font-medium text-slate-800">To (IST)</label>
        <input id="messages-to" name="to" type="date" defaultValue={filter.to} className={field} />
      </div>
      <div className="flex gap-2">
        <button type="submit" className="min-h-11 rounded-lg bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800">Search</button>
        {(filter.q || filter.from || filter.to) && (
          <Link to="/admin/messages" className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 font-semibold text-navy-900 hover:bg-slate-50">Clear</Link>
        )}
      </div>
    </Form>
  );
}
