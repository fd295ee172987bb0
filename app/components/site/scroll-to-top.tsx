import { useT } from "../../i18n/texts";

/** Back to the top: drawn hidden, shown by the site's script once the page is scrolled (app/client/page-helpers.ts). */
export function ScrollToTop() {
  const t = useT();
  return (
    <button
      type="button"
      hidden
      data-scroll-top=""
      className="fixed bottom-5 right-5 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-navy-900 text-white shadow-lg hover:bg-navy-800"
    >
      <span className="sr-only">{t("footer.scrollToTop")}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}
