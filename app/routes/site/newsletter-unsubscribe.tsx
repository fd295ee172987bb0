import { data } from "react-router";
import { InvalidLink, TokenActionPage } from "../../components/site/token-action-page";
import type { SeoHandle } from "../../domain/seo/route-seo";
import { contentPage, type RouteHandle } from "../../route-handle";
import { useT } from "../../i18n/texts";
import { readPostedToken } from "../../server/http/request-form.server";
import { isUnsubscribeToken, unsubscribe } from "../../server/newsletter/newsletter.server";
import type { Route } from "./+types/newsletter-unsubscribe";

/*
 * /newsletter/unsubscribe?token=…: the unsubscribe link of every mail, and its List-Unsubscribe
 * address. A GET shows a button (link scanners must not unsubscribe anyone); a POST unsubscribes at
 * once with no sign-in and answers 200, the button's and a mail program's one-click POST alike
 * (RFC 8058: body "List-Unsubscribe=One-Click", no confirmation step). Whole without the framework
 * (decision 0060); a reload that posts the link again unsubscribes nobody twice and says the same.
 */
export const handle: SeoHandle & RouteHandle = { ...contentPage, seo: ({ t }) => ({ name: t("newsletter.unsubscribeTitle"), robots: "noindex" }) };

/** the address carries a token that acts for the subscriber: no cache keeps the page */
export function headers() {
  return { "Cache-Control": "no-store" };
}

export function loader({ request, context }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);
  return { token, valid: isUnsubscribeToken(context.services, token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await unsubscribe(context.services, await readPostedToken(request));
  return data({ outcome }, { status: outcome === "unsubscribed" ? 200 : 400 });
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <TokenActionPage
      title={t("newsletter.unsubscribeTitle")}
      token={loaderData.token}
      done={actionData?.outcome === "unsubscribed"}
      doneText={t("newsletter.unsubscribed")}
      invalid={actionData?.outcome === "invalid" || !loaderData.valid}
      invalidContent={<InvalidLink text={t("newsletter.unsubscribeInvalid")} />}
      askText={t("newsletter.unsubscribeAsk")}
      buttonText={t("newsletter.unsubscribeButton")}
    />
  );
}
