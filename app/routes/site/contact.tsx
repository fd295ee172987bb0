import { data, redirect } from "react-router";
import { CONTACT_SENT_PARAM, ContactForm, type ContactFormResult } from "../../components/site/contact-form";
import { publicPageHandle } from "../../domain/public-pages";
import { MESSAGE_RETENTION_MONTHS_DEFAULT } from "../../domain/site-settings-defaults";
import { pathInLocale } from "../../i18n/locale";
import { contentPage } from "../../route-handle";
import { answerContactPost } from "../../server/contacts.server";
import type { Route } from "./+types/contact";
import { readForm } from "../../server/http/request-form.server";
import { useSiteLayoutData } from "../../components/site/site-layout-data";
import { useT } from "../../i18n/texts";
import { localeOfRequest, translate } from "../../server/i18n/site-messages.server";
import { shownContactNoticeVersion } from "../../server/legal-documents.server";

/** Whole without the framework: a plain post answered by the server's page (decision 0060). */
export const handle = { ...publicPageHandle, ...contentPage };

/**
 * The notice version named beside the button: the privacy policy's version in force (decision
 * 0042); and, at `?sent=1` (where a sent message's post is redirected), the thanks.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const sent = new URL(request.url).searchParams.get(CONTACT_SENT_PARAM) === "1";
  return {
    noticeVersion: await shownContactNoticeVersion(context.services),
    sentMessage: sent ? translate(localeOfRequest(request), "contactAnswers.sent") : null,
  };
}

/**
 * Answered in the page's language. A refusal is answered by the page itself, with what was typed;
 * a message stored is redirected (303) to the page saying so, so that a reload sends nothing again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const answer = await answerContactPost(context.services, { form: await readForm(request), client: context.clientIp, locale }, context.log);
  if (answer.body.ok) return redirect(`${pathInLocale("/contact", locale)}?${CONTACT_SENT_PARAM}=1`, 303);
  return data(answer.body, { status: answer.status });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const layout = useSiteLayoutData();
  const t = useT();
  const sent: ContactFormResult | undefined = loaderData.sentMessage ? { ok: true, message: loaderData.sentMessage, errors: {}, values: {}, sentId: null } : undefined;
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl">{t("contact.title")}</h1>
      <p className="mt-3 text-slate-600">{t("contact.intro")}</p>
      <ContactForm result={actionData ?? sent} retentionMonths={layout?.settings.messageRetentionMonths ?? MESSAGE_RETENTION_MONTHS_DEFAULT} noticeVersion={loaderData.noticeVersion} />
    </main>
  );
}
