import { data, Form, Link } from "react-router";
import type { SeoHandle } from "../../domain/seo/route-seo";
import { useLocalPath, useT } from "../../i18n/texts";
import { readForm } from "../../server/http/request-form.server";
import { isUnsubscribeToken, unsubscribe } from "../../server/newsletter/newsletter.server";
import type { Route } from "./+types/newsletter-unsubscribe";

/*
 * /newsletter/unsubscribe?token=…: the unsubscribe link of every mail, and its List-Unsubscribe
 * address. A GET shows a button (link scanners must not unsubscribe anyone); a POST unsubscribes at
 * once with no sign-in and answers 200, the button's and a mail program's one-click POST alike
 * (RFC 8058: body "List-Unsubscribe=One-Click", no confirmation step).
 */
export const handle: SeoHandle = { seo: ({ t }) => ({ name: t("newsletter.unsubscribeTitle"), robots: "noindex" }) };

/** the address carries a token that acts for the subscriber: no cache keeps the page */
export function headers() {
  return { "Cache-Control": "no-store" };
}

export function loader({ request, context }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);
  return { token, valid: isUnsubscribeToken(context.services, token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const posted = form.get("token");
  const token = typeof posted === "string" ? posted : new URL(request.url).searchParams.get("token");
  const outcome = await unsubscribe(context.services, token);
  return data({ outcome }, { status: outcome === "unsubscribed" ? 200 : 400 });
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl">{t("newsletter.unsubscribeTitle")}</h1>
      {actionData?.outcome === "unsubscribed" ? (
        <>
          <p role="status" className="mt-6 rounded-lg border border-accent-100 bg-accent-50 px-4 py-3 font-medium text-accent-800">
            {t("newsletter.unsubscribed")}
          </p>
          <p className="mt-6">
            <Link to={localPath("/")} className="font-medium text-accent-800 underline underline-offset-2">
              {t("newsletter.backHome")}
            </Link>
          </p>
        </>
      ) : actionData?.outcome === "invalid" || !loaderData.valid ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
          {t("newsletter.unsubscribeInvalid")}
        </p>
      ) : (
        <Form method="post" className="mt-6 space-y-4">
          <p className="text-slate-700">{t("newsletter.unsubscribeAsk")}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="inline-flex min-h-11 items-center rounded-lg bg-accent-700 px-6 font-semibold text-white hover:bg-accent-800">
            {t("newsletter.unsubscribeButton")}
          </button>
        </Form>
      )}
    </main>
  );
}
