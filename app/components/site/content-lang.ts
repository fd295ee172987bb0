import { htmlLang, type Locale } from "../../i18n/locale";
import { useLocale } from "../../i18n/texts";

/**
 * The `lang` of stored content (courses, testimonials, posts, settings texts) on this page: content
 * written in another language than the page's (English on a Hindi page, while it has no Hindi
 * version: issue 23, part 3) is marked with it, so that a screen reader reads it with that voice;
 * content in the page's language adds nothing.
 */
export function contentLangOf(page: Locale, written: Locale = "en"): string | undefined {
  return page === written ? undefined : htmlLang[written];
}

/** The `lang` of content written in `written` (English unless said) on this page. */
export function useContentLang(written: Locale = "en"): string | undefined {
  return contentLangOf(useLocale(), written);
}
