import { hreflang, htmlLang, localeNames, pathInLocale, type Locale } from "../../i18n/locale";
import { useLocale } from "../../i18n/texts";

/** What the header's and the shortcuts' copies, rendered once (decision 0063), hold where the page's twinHref goes. */
export const TWIN_HREF_PLACEHOLDER = "\uE000twin-href\uE000";

/** The other language's page of this address: its path in that language, the search part kept. */
export function twinHref(pathname: string, search: string, locale: Locale): string {
  return pathInLocale(pathname, locale === "hi" ? "en" : "hi") + search;
}

/**
 * The same page in the other language, with the address's search part (a calculator's inputs, a
 * blog search) kept. The link names the other language in that language ("हिन्दी", "English"),
 * marked with its `lang` so a screen reader says it right; a full page load, because the whole
 * document (its `lang`, its head) changes. The site's script (app/client/page-helpers.ts) remembers
 * the choice for the suggestion banner only: the address alone decides a page's language. `href`
 * is the page's twinHref (the header's copy is rendered once with a placeholder there, decision 0063).
 */
export function LanguageSwitch({ className, href }: { className: string; href: string }) {
  const other: Locale = useLocale() === "hi" ? "en" : "hi";
  return (
    <a
      href={href}
      hrefLang={hreflang[other]}
      lang={htmlLang[other]}
      className={className}
      data-language-switch=""
      data-locale={other}
    >
      {localeNames[other]}
    </a>
  );
}
