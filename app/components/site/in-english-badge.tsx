import { useLocale, useT } from "../../i18n/texts";

/**
 * "(अंग्रेज़ी में)" beside a post's English title on a Hindi page (a card, a previous/next link):
 * the badge is in the page's language, though the title beside it is marked English.
 */
export function InEnglishBadge() {
  const locale = useLocale();
  const t = useT();
  return (
    <span lang={locale === "hi" ? "hi" : undefined} className="ml-2 inline-block rounded-full bg-slate-100 px-2 py-0.5 align-middle text-xs font-medium text-slate-700" data-testid="post-in-english">
      {t("blog.inEnglish")}
    </span>
  );
}
