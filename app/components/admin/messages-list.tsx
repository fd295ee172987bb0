import { Form, Link } from "react-router";
import type { ShownMessage } from "../../domain/contact";
import { sourceOf } from "../../domain/course-enquiry";
import { formatDate } from "../../domain/dates";
import type { Contact } from "../../server/db/schema.server";
import { ConfirmDialog, ConfirmLink } from "../ui/confirm-dialog";

type InboxMessage = Pick<Contact, "id" | "firstName" | "lastName" | "email" | "phone" | "createdAt" | "courseName" | "utmSource" | "referrerHost"> & ShownMessage & { readAt?: string | null };

const smallButton = "inline-flex min-h-10 items-center rounded-lg border px-3 text-sm font-semibold";

/** One page of the inbox: unread ones in bold (and said so to screen readers), with their actions. */
export function MessagesList({ messages, emptyText }: { messages: InboxMessage[]; emptyText: string }) {
  if (messages.length === 0) return <p className="mt-6 text-slate-600">{emptyText}</p>;
  return (
    <ul className="mt-6 space-y-3" data-testid="messages-list">
      {messages.map((message) => (
        <MessageRow key={message.id} message={message} />
      ))}
    </ul>
  );
}

function MessageRow({ message }: { message: InboxMessage }) {
  const unread = !message.readAt;
  const name = `${message.firstName} ${message.lastName}`.trim();
  const source = sourceOf({ utmSource: message.utmSource ?? null, referrerHost: message.referrerHost ?? null });
  return (
    <li className={`rounded-xl border bg-white p-4 shadow-sm ${unread ? "border-accent-600" : "border-slate-200"}`} data-unread={unread ? "true" : "false"}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className={unread ? "font-bold text-navy-900" : "font-normal text-slate-800"}>
            <Link to={`/admin/messages/${message.id}`} className="relative inline-block hover:underline">
              {unread && <span className="sr-only">Unread: </span>}
              {name}
            </Link>
          </p>
          <p className="break-words text-sm text-slate-600">
            {message.email} · {message.phone} · <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
          </p>
          {(message.courseName || source) && (
            <p className="mt-1 flex flex-wrap gap-2 text-sm" data-testid="message-origin">
              {message.courseName && <span className="rounded-full bg-accent-50 px-2 py-0.5 font-medium text-accent-800">Course: {message.courseName}</span>}
              {source && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">Source: {source}</span>}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Form method="post" preventScrollReset>
            <input type="hidden" name="id" value={message.id} />
            <button type="submit" name="intent" value={unread ? "read" : "unread"} className={`${smallButton} border-slate-300 text-navy-900 hover:bg-slate-50`}>
              {unread ? "Mark read" : "Mark unread"}
              <span className="sr-only"> (message from {name})</span>
            </button>
          </Form>
          <ConfirmLink id={message.id} className={`${smallButton} border-red-200 text-red-700 hover:bg-red-50`}>
            Delete<span className="sr-only"> message from {name}</span>
          </ConfirmLink>
        </div>
      </div>
      <p className={`mt-2 line-clamp-3 whitespace-pre-line break-words ${unread ? "font-semibold text-slate-800" : "text-slate-700"}`}>{message.message}
        {message.messageOmitted > 0 && "…"}
      </p>
      <ConfirmDialog id={message.id} title="Delete this message?" message="Are you sure you want to delete this message?" fields={{ intent: "delete", id: message.id }} />
    </li>
  );
}
