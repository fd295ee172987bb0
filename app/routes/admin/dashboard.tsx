import { data, Form, Link } from "react-router";
import { formatDate } from "../../domain/dates";
import { messages } from "../../domain/messages";
import { MessagesPerDayChart } from "../../components/admin/messages-per-day-chart";
import { useLiveRevalidation } from "../../components/admin/use-live-events";
import { requirePermission } from "../../server/auth/guard.server";
import { actorOf } from "../../server/repos/audit.server";
import { loadDashboard, removeContactMessage } from "../../server/dashboard.server";
import { readForm } from "../../server/http/request-form.server";
import type { Route } from "./+types/dashboard";

export function meta() {
  return [{ title: "Dashboard | Candlewise Admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(context.services, request, "dashboard");
  return loadDashboard(context.services, user);
}

export async function action({ request, context }: Route.ActionArgs) {
  // the dashboard's one form deletes a contact message: for those who may read messages
  const actor = actorOf(await requirePermission(context.services, request, "messages"), context.clientIp);
  const form = await readForm(request);
  const id = form.get("id");
  if (form.get("intent") !== "delete-contact" || typeof id !== "string") {
    return data({ error: "Unknown request." }, { status: 400 });
  }
  const removed = await removeContactMessage(context.services, id, actor);
  return removed ? { error: null } : data({ error: "Failed to delete message" }, { status: 404 });
}

/** New and deleted messages, and testimonial and post changes (the counts), arrive live (message events only to those who may read them). */
function useLiveDashboard() {
  useLiveRevalidation(["contact.created", "contact.deleted", "content.changed"], (event) => event.type !== "content.changed" || event.area === "testimonials" || event.area === "blogs");
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { contacts, testimonials, messagesPerDay, enquiriesPerCourse, posts, ownPosts } = loaderData;
  useLiveDashboard();
  return (
    <>
      <h1 className="text-2xl">Dashboard</h1>
      <section aria-labelledby="post-stats" className="mt-6 grid max-w-xl grid-cols-3 gap-4">
        <h2 id="post-stats" className="sr-only">{ownPosts ? "Your posts" : "Blog posts"}</h2>
        {(
          [
            ["drafts", ownPosts ? "Your drafts" : "Drafts", posts.drafts],
            ["in-review", "Awaiting review", posts.inReview],
            ["published", ownPosts ? "Your published posts" : "Published posts", posts.published],
          ] as const
        ).map(([key, label, count]) => (
          <p key={key} className="rounded-xl border border-slate-200 bg-white p-4">
            <span className="block text-2xl font-bold text-navy-900" data-testid={`posts-${key}`}>{count}</span>
            <span className="text-sm text-slate-600">{label}</span>
          </p>
        ))}
      </section>
      {testimonials && <section aria-labelledby="testimonial-stats" className="mt-6 grid max-w-md grid-cols-2 gap-4">
        <h2 id="testimonial-stats" className="sr-only">Testimonials</h2>
        <p className="rounded-xl border border-slate-200 bg-white p-4">
          <span className="block text-2xl font-bold text-navy-900" data-testid="published-testimonials">{testimonials.published}</span>
          <span className="text-sm text-slate-600">Published testimonials</span>
        </p>
        <p className="rounded-xl border border-slate-200 bg-white p-4">
          <span className="block text-2xl font-bold text-navy-900" data-testid="pending-testimonials">{testimonials.pending}</span>
          <span className="text-sm text-slate-600">Pending testimonials</span>
        </p>
      </section>}
      {contacts && messagesPerDay && enquiriesPerCourse && (
        <MessagesSections contacts={contacts} messagesPerDay={messagesPerDay} enquiriesPerCourse={enquiriesPerCourse} error={actionData?.error ?? null} />
      )}
    </>
  );
}

/** The messages' part of the dashboard: only a role that may read messages gets its data. */
function MessagesSections({
  contacts,
  messagesPerDay,
  enquiriesPerCourse,
  error,
}: {
  contacts: NonNullable<Route.ComponentProps["loaderData"]["contacts"]>;
  messagesPerDay: NonNullable<Route.ComponentProps["loaderData"]["messagesPerDay"]>;
  enquiriesPerCourse: NonNullable<Route.ComponentProps["loaderData"]["enquiriesPerCourse"]>;
  error: string | null;
}) {
  return (
    <>
      <section aria-labelledby="messages-per-day" className="mt-10 max-w-2xl">
        <h2 id="messages-per-day" className="text-xl">Messages per day, last 30 days</h2>
        <div className="mt-4">
          <MessagesPerDayChart days={messagesPerDay} />
        </div>
      </section>
      <section aria-labelledby="enquiries-per-course" className="mt-10 max-w-2xl">
        <h2 id="enquiries-per-course" className="text-xl">Enquiries per course, last 30 days</h2>
        {enquiriesPerCourse.length === 0 ? (
          <p className="mt-4 text-slate-600">No course enquiries in the last 30 days.</p>
        ) : (
          <table className="mt-4 w-full rounded-xl border border-slate-200 bg-white text-left text-sm" data-testid="enquiries-per-course">
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="px-4 py-2 font-semibold">Course</th>
                <th scope="col" className="px-4 py-2 text-right font-semibold">Enquiries</th>
              </tr>
            </thead>
            <tbody>
              {enquiriesPerCourse.map((row) => (
                <tr key={row.courseId} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="px-4 py-2 font-normal">
                    <Link to={`/admin/messages?course=${encodeURIComponent(row.courseId)}`} className="text-accent-700 underline underline-offset-2">{row.courseName}</Link>
                  </th>
                  <td className="px-4 py-2 text-right tabular-nums">{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="contacts-heading" className="mt-10">
        <h2 id="contacts-heading" className="text-xl">Latest contact messages</h2>
        {error && <p role="alert" className="mt-3 text-red-700">{error}</p>}
        {contacts.length === 0 ? (
          <p className="mt-4 text-slate-600">{messages.dashboard.noContacts}</p>
        ) : (
          <ul className="mt-4 space-y-3" data-testid="contact-list">
            {contacts.map((contact) => (
              <li key={contact.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <p className="font-semibold text-navy-900">
                      {contact.firstName} {contact.lastName}
                    </p>
                    <p className="text-sm text-slate-600">
                      <a href={`mailto:${contact.email}`} className="hover:underline">{contact.email}</a> · {contact.phone} ·{" "}
                      <time dateTime={contact.createdAt}>{formatDate(contact.createdAt)}</time>
                    </p>
                  </div>
                  <Form
                    method="post"
                    onSubmit={(event) => {
                      if (!window.confirm("Are you sure you want to delete this message?")) event.preventDefault();
                    }}
                  >
                    <input type="hidden" name="id" value={contact.id} />
                    <button type="submit" name="intent" value="delete-contact" className="min-h-9 rounded-lg border border-red-200 px-3 text-sm font-medium text-red-700 hover:bg-red-50">
                      Delete<span className="sr-only"> message from {contact.firstName}</span>
                    </button>
                  </Form>
                </div>
                <p className="mt-3 whitespace-pre-line break-words text-slate-700">
                  {contact.message}
                  {contact.messageOmitted > 0 && "…"}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
