import { data } from "react-router";
import { NewsletterSignup, type NewsletterResult } from "../../components/site/newsletter-signup";
import type { SeoHandle } from "../../domain/seo/route-seo";
import { useT } from "../../i18n/texts";
import { readForm } from "../../server/http/request-form.server";
import { localeOfRequest } from "../../server/i18n/site-messages.server";
import { answerSignUp } from "../../server/newsletter/newsletter.server";
import type { Route } from "./+types/newsletter";

/** /newsletter: the sign-up box on a page of its own, and the page that answers its post without JavaScript. */
export const handle: SeoHandle = { seo: ({ t }) => ({ name: t("newsletter.pageTitle"), description: t("newsletter.pageIntro"), path: "/newsletter", robots: "noindex" }) };

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await answerSignUp(context.services, { form: await readForm(request), client: context.clientIp, locale: localeOfRequest(request) }, context.log);
  return data(answer.body, { status: answer.status });
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl">{t("newsletter.pageTitle")}</h1>
      <p className="mt-3 text-slate-600">{t("newsletter.pageIntro")}</p>
      <div className="mt-8">
        <NewsletterSignup result={actionData as NewsletterResult | undefined} />
      </div>
    </main>
  );
}
