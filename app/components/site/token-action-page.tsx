import type { ReactNode } from "react";
import { useLocalPath, useT } from "../../i18n/texts";
import { SiteLink } from "./site-link";

/**
 * The page a mailed single-use link opens (the newsletter's confirm and unsubscribe): a GET only
 * shows a button, and the button's POST acts, so that mail scanners opening every link use none up.
 * Once done it says so; a link that is unknown, used or expired says that instead.
 */
export function TokenActionPage(props: { title: string; token: string; done: boolean; doneText: string; invalid: boolean; invalidContent: ReactNode; askText: string; buttonText: string }) {
  const { title, token, done, doneText, invalid, invalidContent, askText, buttonText } = props;
  const t = useT();
  const localPath = useLocalPath();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl">{title}</h1>
      {done ? (
        <>
          <p role="status" className="mt-6 rounded-lg border border-accent-100 bg-accent-50 px-4 py-3 font-medium text-accent-800">
            {doneText}
          </p>
          <p className="mt-6">
            <SiteLink to={localPath("/")} className="font-medium text-accent-800 underline underline-offset-2">
              {t("newsletter.backHome")}
            </SiteLink>
          </p>
        </>
      ) : invalid ? (
        invalidContent
      ) : (
        // a plain post to this very address (its token included): the pages are whole without the framework (decision 0060)
        <form method="post" className="mt-6 space-y-4">
          <p className="text-slate-700">{askText}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="inline-flex min-h-11 items-center rounded-lg bg-accent-700 px-6 font-semibold text-white hover:bg-accent-800">
            {buttonText}
          </button>
        </form>
      )}
    </main>
  );
}

/** The alert of a link that cannot act. */
export function InvalidLink({ text }: { text: string }) {
  return (
    <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
      {text}
    </p>
  );
}
