import { useEffect, useState } from "react";
import { useT } from "../../i18n/texts";

/** The spec's threshold: the button appears once the page is scrolled further than this. */
export const SHOW_AFTER_PX = 300;

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const t = useT();
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
      }}
      className="fixed bottom-5 right-5 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-navy-900 text-white shadow-lg hover:bg-navy-800"
    >
      <span className="sr-only">{t("footer.scrollToTop")}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}
