import { data, Form, Link, redirect } from "react-router";
import { withShownMessage } from "../../domain/contact";
import { formatCount } from "../../domain/counts";
import { enquiryFacts } from "../../domain/course-enquiry";
import { formatDate, formatDateTime } from "../../domain/dates";
import { privacyVersionOfNotice } from "../../domain/legal-documents";
import { messages } from "../../domain/messages";
import { requirePermission } from "../../server/auth/guard.server";
import { isOwnNavigation, originHeadersOf, ownOriginsOf } from "../../server/http/request-origin.server";
import { readForm } from "../../server/http/request-form.server";
import { markMessage } from "../../server/inbox/inbox.server";
import { findInboxMessage } from "../../server/repos/messages-inbox.server";
import { findLegalTranslationById } from "../../server/repos/legal-translations.server";
import type { Route } from "./+types/messages-detail";

export function meta() {
  return [{ title: "Message | Candlewise Admin" }];
}

/**
 * Opening a message marks it read, as a mail reader does, but only when the administrator opened
 * it from this site (or typed the address): a link on another site, followed with the session
 * cookie, must not change anything (decision 0027). It then stays unread, with a button to mark it.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requirePermission(context.services, request, "messages");
  const message = await findInboxMessage(context.services.db, params.id);
  if (!message) throw data("This message does not exist (it may have been deleted).", { status: 404 });
  // the Hindi text of the privacy notice a consent on a Hindi page read (decision 0059): when and by whom it was saved
  const hindiNotice = message.noticeTranslationId ? await findLegalTranslationById(context.services.db, "privacy", message.noticeTranslationId) : undefined;
  const notice = hindiNotice ? { id: hindiNotice.id, createdAt: hindiNotice.createdAt, createdBy: hindiNotice.createdBy } : null;
  if (message.readAt || !isOwnNavigation(originHeadersOf(request), ownOriginsOf(request, context.services.config.publicUrl))) return { message: withShownMessage(message), hindiNotice: notice };
  await markMessage(context.services, message.id, true);
  return { message: withShownMessage({ ...message, readAt: new Date().toISOString() }), hindiNotice: notice };
}

/** The explicit way: the "Mark read" button of a message left unread. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requirePermission(context.services, request, "messages");
  const form = await readForm(request);
  if (form.get("intent") !== "read") return data({ error: "Unknown request." }, { status: 400 });
  await markMessage(context.services, params.id, true);
  return redirect(`/admin/messages/${encodeURIComponent(params.id)}`);
}

/**
 * What the visitor agreed to, and when (DPDP Act): the privacy policy version, readable as it was,
 * and, given on a Hindi page, whether they were led to its Hindi text (which one) or its English.
 */
function ConsentLine(props: {
  consentAt: string | null;
  noticeVersion: string | null;
  noticeLanguage: string | null | undefined;
  hindiNotice: { id: string; createdAt: string; createdBy: string | null } | null;
}) {
  const { consentAt, noticeVersion, noticeLanguage, hindiNotice } = props;
  if (!consentAt) return null;
  const version = privacyVersionOfNotice(noticeVersion);
  return (
    <p className="mt-4 text-sm text-slate-600" data-testid="message-consent">
      Consent given <time dateTime={consentAt}>{formatDateTime(consentAt)} IST</time> under{" "}
      {version !== null ? (
        <a href={`/privacy-policy?version=${version}`} className="font-medium text-accent-800 underline underline-offset-2">
          privacy policy version {version}
        </a>
      ) : (
        <>the contact-form notice {noticeVersion ?? "(not recorded)"}, from before the legal documents had versions</>
      )}
      {noticeLanguage === "en" && <>, on the English site</>}
      {noticeLanguage === "hi" &&
        (hindiNotice ? (
          <>
            , on the Hindi site, which showed{" "}
            <a href={`/admin/legal/privacy?hindiText=${encodeURIComponent(hindiNotice.id)}#legal-hindi-texts`} className="font-medium text-accent-800 underline underline-offset-2" data-testid="message-consent-hindi">
              its Hindi text saved {formatDateTime(hindiNotice.createdAt)} by {hindiNotice.createdBy ?? "the site's setup"}
            </a>
          </>
        ) : (
          <>, on the Hindi site, which showed that version in English (it had no Hindi text then)</>
        ))}
      .
    </p>
  );
}

export default function MessageDetail({ loaderData }: Route.ComponentProps) {
  const { message } = loaderData;
  const facts = enquiryFacts(message);
  return (
    <article className="max-w-2xl">
      <Link to="/admin/messages" className="text-sm font-medium text-accent-700 underline underline-offset-4">← All messages</Link>
      <h1 className="mt-3 text-2xl">{message.firstName} {message.lastName}</h1>
      <p className="mt-1 break-words text-slate-600">
        <a href={`mailto:${message.email}`} className="underline">{message.email}</a> · <a href={`tel:${message.phone.replace(/\s+/g, "")}`} className="underline">{message.phone}</a> ·{" "}
        <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
      </p>
      {!message.readAt && (
        <Form method="post" className="mt-4 flex items-center gap-3">
          <span className="text-sm font-semibold text-accent-700">Unread</span>
          <button type="submit" name="intent" value="read" className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-navy-900 hover:bg-slate-50">
            Mark read
          </button>
        </Form>
      )}
      <ConsentLine consentAt={message.consentAt} noticeVersion={message.noticeVersion} noticeLanguage={message.noticeLanguage} hindiNotice={loaderData.hindiNotice} />
      {facts.length > 0 && (
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white p-4 text-sm" data-testid="enquiry-facts">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-slate-700">{term}</dt>
              <dd className="break-words text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {message.message ? (
        <p className="mt-6 whitespace-pre-line break-words rounded-xl border border-slate-200 bg-white p-4 text-slate-800">{message.message}</p>
      ) : (
        <p className="mt-6 text-slate-600">No message: the enquiry's course and choice say it all.</p>
      )}
      {message.messageOmitted > 0 && (
        <p className="mt-3 text-sm text-slate-600" data-testid="message-cut">
          {messages.messageCut.page(formatCount(message.messageLength))}
        </p>
      )}
    </article>
  );
}
