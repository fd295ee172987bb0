import { data, redirect } from "react-router";
import { NewsletterSignup } from "../../components/site/newsletter-signup";
import { InvalidLink, TokenActionPage } from "../../components/site/token-action-page";
import type { SeoHandle } from "../../domain/seo/route-seo";
import { pathInLocale } from "../../i18n/locale";
import { contentPage, type RouteHandle } from "../../route-handle";
import { useT } from "../../i18n/texts";
import { readPostedToken } from "../../server/http/request-form.server";
import { localeOfRequest } from "../../server/i18n/site-messages.server";
import { confirmSubscription } from "../../server/newsletter/newsletter.server";
import type { Route } from "./+types/newsletter-confirm";

/*
 * /newsletter/confirm?token=…: the link of the confirmation mail. Opening it shows a button, and
 * only the button's POST confirms: mail scanners that open every link would otherwise use up the
 * single-use link before its owner clicks it. Whole without the framework (decision 0060): the
 * button's post is redirected to `?confirmed=1`, so that a reload does not post the used link again
 * (which would answer that the link no longer works).
 */
export const handle: SeoHandle & RouteHandle = { ...contentPage, seo: ({ t }) => ({ name: t("newsletter.confirmTitle"), robots: "noindex" }) };

const CONFIRMED_PARAM = "confirmed";

/** the address carries a token that acts for the subscriber: no cache keeps the page */
export function headers() {
  return { "Cache-Control": "no-store" };
}

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  return { token: (query.get("token") ?? "").slice(0, 200), confirmed: query.get(CONFIRMED_PARAM) === "1" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await confirmSubscription(context.services, await readPostedToken(request));
  if (outcome === "confirmed") return redirect(`${pathInLocale("/newsletter/confirm", localeOfRequest(request))}?${CONFIRMED_PARAM}=1`, 303);
  return data({ outcome }, { status: 400 });
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <TokenActionPage
      title={t("newsletter.confirmTitle")}
      token={loaderData.token}
      done={loaderData.confirmed}
      doneText={t("newsletter.confirmed")}
      invalid={actionData?.outcome === "invalid" || (!loaderData.token && !loaderData.confirmed)}
      invalidContent={
        <>
          <InvalidLink text={t("newsletter.confirmInvalid")} />
          <div className="mt-8">
            <NewsletterSignup />
          </div>
        </>
      }
      askText={t("newsletter.confirmAsk")}
      buttonText={t("newsletter.confirmButton")}
    />
  );
}
