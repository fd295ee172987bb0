import { useLocation } from "react-router";
import { hreflang, htmlLang, localeNames, pathInLocale, type Locale } from "../../i18n/locale";
import { useLocale } from "../../i18n/texts";

/**
 * The same page in the other language, with the address's search part (a calculator's inputs, a
 * blog search) kept. The link names the other language in that language ("हिन्दी", "English"),
 * marked with its `lang` so a screen reader says it right; a full page load, because the whole
 * document (its `lang`, its head) changes. The site's script (app/client/page-helpers.ts) remembers
 * the choice for the suggestion banner only: the address alone decides a page's language.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search } = useLocation();
  const other: Locale = useLocale() === "hi" ? "en" : "hi";
  return (
    <a
      href={pathInLocale(pathname, other) + search}
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
