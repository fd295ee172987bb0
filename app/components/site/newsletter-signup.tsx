import { useId } from "react";
import type { NewsletterValues, SignUpResult } from "../../domain/newsletter";
import { NEWSLETTER_EMAIL_MAX, NEWSLETTER_HONEYPOT_FIELD } from "../../domain/newsletter-fields";
import { useLocalPath, useT } from "../../i18n/texts";
import { useSiteLayoutData } from "./site-layout-data";
import { SiteLink } from "./site-link";

/** What the sign-up action answers (app/server/newsletter/newsletter.server.ts). */
export interface NewsletterResult {
  ok: boolean;
  result: SignUpResult;
  message: string;
  errors: Partial<Record<"email" | "consent", string>>;
  values: NewsletterValues;
}

/** where an accepted sign-up's post is redirected: /newsletter?signed-up=1 (decision 0060) */
export const NEWSLETTER_SIGNED_UP_PARAM = "signed-up";

/**
 * The newsletter's sign-up box (issue 22): in the footer, on blog posts and on course pages. A
 * plain post to /newsletter, whose page shows the answer (decision 0060): a refusal is answered by
 * that page, with the address typed kept and the first field in error focused; an accepted
 * sign-up is redirected to /newsletter?signed-up=1, so that a reload signs nothing up again. The
 * site's script shows 'Sending...' meanwhile (app/client/message-forms.ts). Without SMTP_URL the
 * box says that e-mail is not available instead of offering a form that could never confirm.
 */
export function NewsletterSignup(props: { tone?: "light" | "dark"; result?: NewsletterResult; headingLevel?: 2 | 3 }) {
  const layout = useSiteLayoutData();
  return <NewsletterBox {...props} mailAvailable={!layout || layout.newsletterAvailable} />;
}

/**
 * The box itself, without the router: the footer's copy is rendered once per language and content
 * (decision 0063) with `idBase` a placeholder, which the layout fills with the id React gives the
 * box's place in the page (so the page reads as it did when the footer was rendered in place).
 */
export function NewsletterBox({
  tone = "light",
  result,
  headingLevel = 2,
  mailAvailable,
  idBase,
}: {
  tone?: "light" | "dark";
  result?: NewsletterResult;
  headingLevel?: 2 | 3;
  mailAvailable: boolean;
  idBase?: string;
}) {
  const t = useT();
  const localPath = useLocalPath();
  const reactId = useId();
  const id = idBase ?? reactId;
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  const firstError = errors.email ? "email" : errors.consent ? "consent" : null;
  const dark = tone === "dark";
  const Heading = headingLevel === 2 ? "h2" : "h3";

  const text = dark ? "text-slate-300" : "text-slate-600";
  const strong = dark ? "text-white" : "text-slate-900";
  const errorText = dark ? "text-red-200" : "text-red-700";
  return (
    // not a landmark: the box appears twice on a post or course page (in the page and in the footer),
    // and two regions of one name are what axe's landmark-unique refuses
    <div className={dark ? "text-sm" : "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"}>
      <Heading id={`${id}-h`} className={`font-semibold ${dark ? "text-base text-white" : "text-lg text-slate-900"}`}>
        {t("newsletter.boxTitle")}
      </Heading>
      {!mailAvailable ? (
        <p className={`mt-2 ${text}`}>{t("newsletter.mailOff")}</p>
      ) : (
        <form method="post" action={localPath("/newsletter")} noValidate className="mt-2 space-y-3" data-focus-first-error="">
          <p className={text}>{t("newsletter.boxIntro")}</p>
          <div>
            <label htmlFor={`${id}-e`} className={`block font-medium ${strong}`}>
              {t("newsletter.email")}
            </label>
            <input
              id={`${id}-e`}
              type="email"
              name="email"
              required
              autoComplete="email"
              maxLength={NEWSLETTER_EMAIL_MAX}
              defaultValue={values.email}
              autoFocus={firstError === "email"}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${id}-ee` : undefined}
              className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-500/40"
            />
            {errors.email && (
              <p id={`${id}-ee`} className={`mt-1 font-medium ${errorText}`}>
                {errors.email}
              </p>
            )}
          </div>
          <div className="sr-only">
            <label htmlFor={`${id}-w`}>{t("newsletter.honeypot")}</label>
            <input id={`${id}-w`} type="text" name={NEWSLETTER_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <div>
            <div className="flex items-start gap-2">
              <input
                id={`${id}-c`}
                type="checkbox"
                name="consent"
                value="yes"
                required
                defaultChecked={values.consent === "yes"}
                autoFocus={firstError === "consent"}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? `${id}-ce` : undefined}
                className="mt-1 h-5 w-5 shrink-0"
              />
              <label htmlFor={`${id}-c`} className={text}>
                {t("newsletter.consent")}{" "}
                <SiteLink to={localPath("/privacy-policy")} className={`underline underline-offset-2 ${strong}`}>
                  {t("newsletter.privacyLink")}
                </SiteLink>
              </label>
            </div>
            {errors.consent && (
              <p id={`${id}-ce`} className={`mt-1 font-medium ${errorText}`}>
                {errors.consent}
              </p>
            )}
          </div>
          <button
            type="submit"
            data-sending-label={t("newsletter.sending")}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:opacity-70"
          >
            {t("newsletter.subscribe")}
          </button>
          <div role="status" aria-live="polite">
            {result && (
              // an answer with no field to point at takes the focus as the page loads (page-helpers.ts)
              <p
                tabIndex={firstError ? undefined : -1}
                data-focus-on-load={firstError ? undefined : ""}
                className={`font-medium ${result.ok ? (dark ? "text-accent-100" : "text-accent-800") : errorText}`}
              >
                {result.message}
              </p>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
