import { FloatingContact } from "./floating-contact";
import { LanguageSuggestion } from "./language-suggestion";
import { ScrollToTop } from "./scroll-to-top";

/** What the public layout's shortcuts aside holds: the chat button, back to the top, the language suggestion (`twinHref`: the page in the other language). */
export function SiteShortcuts({ chatUrl, twinHref }: { chatUrl: string; twinHref: string }) {
  return (
    <>
      <FloatingContact chatUrl={chatUrl} />
      <ScrollToTop />
      <LanguageSuggestion href={twinHref} />
    </>
  );
}
