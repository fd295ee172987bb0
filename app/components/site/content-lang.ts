import { htmlLang } from "../../i18n/locale";
import { useLocale } from "../../i18n/texts";

/**
 * The `lang` of stored content (courses, testimonials, posts, settings texts) on this page. The
 * content has no Hindi version yet (issue 23, part 3), so on a Hindi page it is marked as English
 * and a screen reader reads it with an English voice; on an English page nothing is added.
 */
export function useContentLang(): string | undefined {
  return useLocale() === "hi" ? htmlLang.en : undefined;
}
