import { data, Form, Link } from "react-router";
import { NewsletterSignup } from "../../components/site/newsletter-signup";
import type { SeoHandle } from "../../domain/seo/route-seo";
import { useLocalPath, useT } from "../../i18n/texts";
import { readForm } from "../../server/http/request-form.server";
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
  const form = await readForm(request);
  const posted = form.get("token");
  const token = typeof posted === "string" ? posted : new URL(request.url).searchParams.get("token");
  const outcome = await confirmSubscription(context.services, token);
  return data({ outcome }, { status: outcome === "confirmed" ? 200 : 400 });
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl">{t("newsletter.confirmTitle")}</h1>
      {actionData?.outcome === "confirmed" ? (
        <>
          <p role="status" className="mt-6 rounded-lg border border-accent-100 bg-accent-50 px-4 py-3 font-medium text-accent-800">
            {t("newsletter.confirmed")}
          </p>
          <p className="mt-6">
            <Link to={localPath("/")} className="font-medium text-accent-800 underline underline-offset-2">
              {t("newsletter.backHome")}
            </Link>
          </p>
        </>
      ) : actionData?.outcome === "invalid" || !loaderData.token ? (
        <>
          <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
            {t("newsletter.confirmInvalid")}
          </p>
          <div className="mt-8">
            <NewsletterSignup />
          </div>
        </>
      ) : (
        <Form method="post" className="mt-6 space-y-4">
          <p className="text-slate-700">{t("newsletter.confirmAsk")}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="inline-flex min-h-11 items-center rounded-lg bg-accent-700 px-6 font-semibold text-white hover:bg-accent-800">
            {t("newsletter.confirmButton")}
          </button>
        </Form>
      )}
    </main>
  );
}
