import { data, Link } from "react-router";
import { withShownMessage } from "../../domain/contact";
import { formatCount } from "../../domain/counts";
import { formatDate } from "../../domain/dates";
import { messages } from "../../domain/messages";
import { requireAdmin } from "../../server/auth/guard.server";
import { markMessage } from "../../server/inbox/inbox.server";
import { findInboxMessage } from "../../server/repos/messages-inbox.server";
import type { Route } from "./+types/messages-detail";

export function meta() {
  return [{ title: "Message | Candlewise Admin" }];
}

/** Opening a message marks it read, as a mail reader does. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context.services, request);
  const message = await findInboxMessage(context.services.db, params.id);
  if (!message) throw data("This message does not exist (it may have been deleted).", { status: 404 });
  if (!message.readAt) await markMessage(context.services, message.id, true);
  return { message: withShownMessage(message) };
}

export default function MessageDetail({ loaderData }: Route.ComponentProps) {
  const { message } = loaderData;
  return (
    <article className="max-w-2xl">
      <Link to="/admin/messages" className="text-sm font-medium text-accent-700 underline underline-offset-4">← All messages</Link>
      <h1 className="mt-3 text-2xl">{message.firstName} {message.lastName}</h1>
      <p className="mt-1 break-words text-slate-600">
        <a href={`mailto:${message.email}`} className="underline">{message.email}</a> · <a href={`tel:${message.phone}`} className="underline">{message.phone}</a> ·{" "}
        <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
      </p>
      <p className="mt-6 whitespace-pre-line break-words rounded-xl border border-slate-200 bg-white p-4 text-slate-800">{message.message}</p>
      {message.messageOmitted > 0 && (
        <p className="mt-3 text-sm text-slate-600" data-testid="message-cut">
          {messages.messageCut.page(formatCount(message.messageLength))}
        </p>
      )}
    </article>
  );
}
