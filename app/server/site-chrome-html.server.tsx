import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { HeaderLinks, headerNavTargets, MenuButtonContent, MobileMenuContent, type HeaderFragments } from "../components/site/site-header";
import { FooterColumns, FooterCopyright, NEWSLETTER_ID_PLACEHOLDER, type FooterFragments } from "../components/site/site-footer";
import { TWIN_HREF_PLACEHOLDER } from "../components/site/language-switch";
import { NewsletterBox } from "../components/site/newsletter-signup";
import { SiteShortcuts } from "../components/site/site-shortcuts";
import { isActivePath } from "../components/site/site-link";
import { pathInLocale, type Locale } from "../i18n/locale";
import type { SiteMessages } from "../i18n/site-messages";
import { TextsProvider } from "../i18n/texts";
import type { AppServices } from "./services.server";
import type { SiteChrome } from "./site-chrome.server";

/** The site chrome's HTML, rendered once (decision 0063); the page's own bits are placeholders the layout fills. */
export interface ChromeFragments {
  header: HeaderFragments;
  footer: FooterFragments;
  /** the inner HTML of the shortcuts aside */
  shortcuts: string;
}

interface Generation {
  /** what this generation's fragments were rendered from: the chrome's records, kept by identity until a content change */
  settings: SiteChrome["settings"];
  navCourses: SiteChrome["navCourses"];
  highlights: SiteChrome["highlights"];
  /** the settings' texts in the page's language (a new object on each read), by value */
  settingsTexts: string;
  /** per variant: which navigation link is the page's, the year, whether mail is on */
  fragments: Map<string, ChromeFragments>;
}

/** At most this many variants a language (5 active-link states a year are what occur). */
const MAX_VARIANTS = 32;

const generations = new WeakMap<AppServices, Map<Locale, Generation>>();

/**
 * The public header's, footer's and shortcuts' HTML for a page at `pathname` (decision 0063).
 * Rendered once per language, content and variant, and kept until the chrome's records change:
 * loadSiteChrome reads them once per content change (content-cache.server.ts), so a new record
 * (an administrator's save, the cache's minute) is a new object here and starts a new generation,
 * and the next page shows it. Nothing is kept per path: a page's own bits are the variant's key
 * (which navigation link is active) or placeholders the layout fills (the language switch's href,
 * the newsletter box's ids).
 */
export function siteChromeFragments(
  services: AppServices,
  { chrome, locale, pathname, texts, newsletterAvailable }: { chrome: SiteChrome; locale: Locale; pathname: string; texts: SiteMessages; newsletterAvailable: boolean },
): ChromeFragments {
  let byLocale = generations.get(services);
  if (!byLocale) generations.set(services, (byLocale = new Map()));
  const settingsTexts = JSON.stringify(chrome.settingsTexts);
  let generation = byLocale.get(locale);
  if (
    !generation ||
    generation.settings !== chrome.settings ||
    generation.navCourses !== chrome.navCourses ||
    generation.highlights !== chrome.highlights ||
    generation.settingsTexts !== settingsTexts
  ) {
    generation = { settings: chrome.settings, navCourses: chrome.navCourses, highlights: chrome.highlights, settingsTexts, fragments: new Map() };
    byLocale.set(locale, generation);
  }
  const active = headerNavTargets.map(({ path, end }) => (isActivePath(pathInLocale(path, locale), pathname, end) ? "1" : "0")).join("");
  const year = new Date().getFullYear();
  const key = `${active}:${year}:${newsletterAvailable ? "mail" : "no-mail"}`;
  let fragments = generation.fragments.get(key);
  if (!fragments) {
    if (generation.fragments.size >= MAX_VARIANTS) generation.fragments.clear();
    fragments = renderFragments({ chrome, pathname, texts, newsletterAvailable, year });
    generation.fragments.set(key, fragments);
  }
  return fragments;
}

function renderFragments({
  chrome: { settings, settingsTexts, navCourses, highlights },
  pathname,
  texts,
  newsletterAvailable,
  year,
}: {
  chrome: SiteChrome;
  pathname: string;
  texts: SiteMessages;
  newsletterAvailable: boolean;
  year: number;
}): ChromeFragments {
  // the page's texts: the chrome's areas (common, footer, newsletter) are in every page's set
  const html = (node: ReactNode) => renderToString(<TextsProvider texts={texts} hindiDigits={settings.hindiDigits}>{node}</TextsProvider>);
  const header = { courses: navCourses, loginUrl: settings.learningPlatformUrl, pathname, switchHref: TWIN_HREF_PLACEHOLDER };
  return {
    header: { links: html(<HeaderLinks {...header} />), menuButton: html(<MenuButtonContent />), mobileMenu: html(<MobileMenuContent {...header} />) },
    footer: {
      columns: html(<FooterColumns settings={settings} texts={settingsTexts} highlights={highlights} />),
      newsletter: html(<NewsletterBox tone="dark" mailAvailable={newsletterAvailable} idBase={NEWSLETTER_ID_PLACEHOLDER} />),
      copyright: html(<FooterCopyright companyName={settings.companyName} year={year} />),
    },
    shortcuts: html(<SiteShortcuts chatUrl={settings.chatUrl} twinHref={TWIN_HREF_PLACEHOLDER} />),
  };
}
