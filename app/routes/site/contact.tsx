import { data } from "react-router";
import { ContactForm } from "../../components/site/contact-form";
import { publicPageHandle } from "../../domain/public-pages";
import { MESSAGE_RETENTION_MONTHS_DEFAULT } from "../../domain/site-settings-defaults";
import { answerContactPost } from "../../server/contacts.server";
import type { Route } from "./+types/contact";
import { readForm } from "../../server/http/request-form.server";
import { useSiteLayoutData } from "../../components/site/site-layout-data";
import { useT } from "../../i18n/texts";
import { localeOfRequest } from "../../server/i18n/site-messages.server";
import { shownContactNoticeVersion } from "../../server/legal-documents.server";

export const handle = publicPageHandle;

/** The notice version named beside the button: the privacy policy's version in force (decision 0042). */
export async function loader({ context }: Route.LoaderArgs) {
  return { noticeVersion: await shownContactNoticeVersion(context.services) };
}

export async function action({ request, context }: Route.ActionArgs) {
  // answered in the page's language: a post without JavaScript reads this answer as its page
  const answer = await answerContactPost(context.services, { form: await readForm(request), client: context.clientIp, locale: localeOfRequest(request) }, context.log);
  return data(answer.body, { status: answer.status });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const layout = useSiteLayoutData();
  const t = useT();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl">{t("contact.title")}</h1>
      <p className="mt-3 text-slate-600">{t("contact.intro")}</p>
      <ContactForm result={actionData} retentionMonths={layout?.settings.messageRetentionMonths ?? MESSAGE_RETENTION_MONTHS_DEFAULT} noticeVersion={loaderData.noticeVersion} />
    </main>
  );
}
