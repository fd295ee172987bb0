import { data, redirect } from "react-router";
import { NEWSLETTER_SIGNED_UP_PARAM, NewsletterSignup, type NewsletterResult } from "../../components/site/newsletter-signup";
import { publicPageRouteSeo } from "../../domain/public-pages";
import type { SeoHandle } from "../../domain/seo/route-seo";
import { pathInLocale } from "../../i18n/locale";
import { useT } from "../../i18n/texts";
import { contentPage, type RouteHandle } from "../../route-handle";
import { readForm } from "../../server/http/request-form.server";
import { localeOfRequest, translate } from "../../server/i18n/site-messages.server";
import { answerSignUp } from "../../server/newsletter/newsletter.server";
import type { Route } from "./+types/newsletter";

/**
 * /newsletter: the sign-up box on a page of its own, and the page that answers every sign-up box's
 * post (the footer's, a post's, a course page's). Whole without the framework (decision 0060).
 */
export const handle: SeoHandle<{ accepted: NewsletterResult | null } | undefined> & RouteHandle = {
  ...contentPage,
  // A page to be found (issue 25: SEO 100 on every public page; it was noindex, decision 0060);
  // the answer to an accepted sign-up is not.
  seo: ({ data: loaded, pathname, t }) => ({ ...publicPageRouteSeo(pathname, t), ...(loaded?.accepted ? { robots: "noindex" } : {}) }),
};

/** At `?signed-up=1`, where an accepted sign-up's post is redirected: the answer that says so. */
export function loader({ request }: Route.LoaderArgs) {
  if (new URL(request.url).searchParams.get(NEWSLETTER_SIGNED_UP_PARAM) !== "1") return { accepted: null };
  const accepted: NewsletterResult = { ok: true, result: "accepted", message: translate(localeOfRequest(request), "newsletter.result_accepted"), errors: {}, values: {} };
  return { accepted };
}

/** A refusal is answered by this page, with the address typed; an accepted sign-up is redirected (303), so a reload sends no second mail. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const answer = await answerSignUp(context.services, { form: await readForm(request), client: context.clientIp, locale }, context.log);
  if (answer.body.ok) return redirect(`${pathInLocale("/newsletter", locale)}?${NEWSLETTER_SIGNED_UP_PARAM}=1`, 303);
  return data(answer.body, { status: answer.status });
}

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl">{t("pages.newsletterName")}</h1>
      <p className="mt-3 text-slate-600">{t("newsletter.pageIntro")}</p>
      <div className="mt-8">
        <NewsletterSignup result={(actionData as NewsletterResult | undefined) ?? loaderData.accepted ?? undefined} />
      </div>
    </main>
  );
}
