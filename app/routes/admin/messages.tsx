import { Link, useLocation } from "react-router";
import { MessagesFilter } from "../../components/admin/messages-filter";
import { MessagesList } from "../../components/admin/messages-list";
import { useLiveRevalidation } from "../../components/admin/use-live-events";
import { Notice } from "../../components/ui/notice";
import { doneOf } from "../../domain/admin-notices";
import { encodeCursor, filterQuery, isFiltered, parseInboxFilter, parseInboxPosition } from "../../domain/inbox-filter";
import { requirePermission } from "../../server/auth/guard.server";
import { actorOf } from "../../server/repos/audit.server";
import { inboxAction } from "../../server/inbox/inbox-actions.server";
import { loadInbox } from "../../server/inbox/inbox.server";
import type { Route } from "./+types/messages";

export function meta() {
  return [{ title: "Messages | Candlewise Admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(context.services, request, "messages");
  const params = new URL(request.url).searchParams;
  const filter = parseInboxFilter(params);
  const inbox = await loadInbox(context.services, filter, parseInboxPosition(params));
  return {
    filter,
    ...inbox,
    newerHref: inbox.newer ? filterQuery(filter, { before: encodeCursor(inbox.newer) }) : null,
    olderHref: inbox.older ? filterQuery(filter, { after: encodeCursor(inbox.older) }) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requirePermission(context.services, request, "messages"), context.clientIp);
  return inboxAction(context.services, request, actor);
}

const pageLink = "inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 font-semibold text-navy-900 hover:bg-slate-50";

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, messages, newerHref, olderHref, exportHref, deadMail, courses, sources } = loaderData;
  const done = doneOf(useLocation().search);
  useLiveRevalidation(["contact.created", "contact.deleted", "messages.changed"]);
  const filtered = isFiltered(filter);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl">Messages</h1>
        <div className="flex flex-wrap gap-2">
          <a href={exportHref} download className={pageLink}>Export CSV{filtered ? " (this filter)" : ""}</a>
          <Link to="/admin/messages/person" className={pageLink}>Personal data requests</Link>
        </div>
      </div>
      {deadMail > 0 && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {`${deadMail === 1 ? "1 e-mail notice" : `${deadMail} e-mail notices`} could not be sent after every retry. The messages themselves are stored below; check SMTP_URL and the mail server.`}
        </p>
      )}
      <Notice notice={actionData?.error ? { tone: "error", text: actionData.error } : done === "deleted" ? { tone: "success", text: "Message deleted." } : null} />
      <MessagesFilter filter={filter} courses={courses} sources={sources} />
      <MessagesList messages={messages} emptyText={filtered ? "No messages match this search." : "No contact messages yet."} />
      {(newerHref || olderHref) && (
        <nav aria-label="Pages" className="mt-6 flex justify-between gap-3">
          {newerHref ? <Link to={newerHref} className={pageLink}>← Newer</Link> : <span />}
          {olderHref ? <Link to={olderHref} className={pageLink}>Older →</Link> : <span />}
        </nav>
      )}
    </>
  );
}
