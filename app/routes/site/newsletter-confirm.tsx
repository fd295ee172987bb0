import { data } from "react-router";
import { NewsletterSignup } from "../../components/site/newsletter-signup";
import { InvalidLink, TokenActionPage } from "../../components/site/token-action-page";
import type { SeoHandle } from "../../domain/seo/route-seo";
import { useT } from "../../i18n/texts";
import { readPostedToken } from "../../server/http/request-form.server";
import { confirmSubscription } from "../../server/newsletter/newsletter.server";
import type { Route } from "./+types/newsletter-confirm";

/*
 * /newsletter/confirm?token=…: the link of the confirmation mail. Opening it shows a button, and
 * only the button's POST confirms: mail scanners that open every link would otherwise use up the
 * single-use link before its owner clicks it.
 */
export const handle: SeoHandle = { seo: ({ t }) => ({ name: t("newsletter.confirmTitle"), robots: "noindex" }) };

/** the address carries a token that acts for the subscriber: no cache keeps the page */
export function headers() {
  return { "Cache-Control": "no-store" };
}

export function loader({ request }: Route.LoaderArgs) {
  return { token: (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await confirmSubscription(context.services, await readPostedToken(request));
  return data({ outcome }, { status: outcome === "confirmed" ? 200 : 400 });
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <TokenActionPage
      title={t("newsletter.confirmTitle")}
      token={loaderData.token}
      done={actionData?.outcome === "confirmed"}
      doneText={t("newsletter.confirmed")}
      invalid={actionData?.outcome === "invalid" || !loaderData.token}
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
