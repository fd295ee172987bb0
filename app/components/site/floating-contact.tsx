import { useT } from "../../i18n/texts";

/**
 * The floating chat button of the public pages (the spec's "one more floating element"): a link to
 * the chat address from the settings, opened in a new tab; nothing when no address is set. It sits
 * at the bottom left so that it never covers the scroll-to-top button on the right.
 */
export function FloatingContact({ chatUrl }: { chatUrl: string }) {
  const t = useT();
  if (!chatUrl) return null;
  return (
    <a
      href={chatUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="fixed bottom-5 left-5 z-30 inline-flex h-14 w-14 items-center justify-center rounded-full bg-accent-700 text-white shadow-lg hover:bg-accent-800"
    >
      <span className="sr-only">{t("footer.chatWithUs")}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M20 11.5a7.5 7.5 0 0 1-11.2 6.5L4 19.5l1.5-4.6A7.5 7.5 0 1 1 20 11.5Z" />
        <path d="M8.5 10.5h7M8.5 13.5h4.5" />
      </svg>
    </a>
  );
}
