import { hreflang, htmlLang, localeNames, type Locale } from "../../i18n/locale";
import { useLocale, useT } from "../../i18n/texts";

/**
 * A one-time offer of the page in the other language: shown by the site's script
 * (app/client/page-helpers.ts), once the browser is idle, when the visitor chose that language before
 * on this browser, or when the browser asks for Hindi first; it then marks the box `data-checked`.
 * Drawn hidden, floating, so it moves nothing on the page; the
 * address alone still decides the language (no redirect, decision 0031). `href`: the page's twin (twinHref).
 */
export function LanguageSuggestion({ href }: { href: string }) {
  const t = useT();
  const offer: Locale = useLocale() === "hi" ? "en" : "hi";
  return (
    <div
      role="region"
      aria-label={t("common.languageSuggestionLabel")}
      hidden
      data-language-suggestion=""
      className="fixed inset-x-3 bottom-20 z-30 mx-auto flex max-w-md items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-lg sm:left-5 sm:right-auto"
    >
      <p className="flex-1 text-slate-700">
        {t("common.languageSuggestion")}{" "}
        <a href={href} hrefLang={hreflang[offer]} lang={htmlLang[offer]} data-language-switch="" data-locale={offer} className="font-semibold">
          {localeNames[offer]}
        </a>
      </p>
      <button type="button" data-suggestion-close="" className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100">
        <span className="sr-only">{t("common.closeLanguageSuggestion")}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M5 5l10 10M15 5L5 15" />
        </svg>
      </button>
    </div>
  );
}
