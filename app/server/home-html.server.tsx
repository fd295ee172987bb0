import { renderToString } from "react-dom/server";
import { HomeSections } from "../components/site/home/home-sections";
import { unescapeHtml } from "../components/site/html-escape";
import type { Locale } from "../i18n/locale";
import type { SiteMessages } from "../i18n/site-messages";
import { TextsProvider } from "../i18n/texts";
import type { HomeData } from "./home.server";
import type { AppServices } from "./services.server";
import type { SiteSettings } from "../domain/site-settings";

interface Generation {
  /** what this generation's HTML was rendered from: the kept lists and settings, by identity until a content change */
  sources: readonly unknown[];
  /** the administrator's words for the page (a new object on each read), by value */
  pageTexts: string;
  /** per selected category (the course grid's chip) */
  byCategory: Map<string, HomeMain>;
}

/** The inside of the home page's <main>, and the images its <head> preloads. */
export interface HomeMain {
  html: string;
  /**
   * The hero picture's address: React preloads an image marked fetchPriority="high" from the
   * document's head, but a separate renderToString has no head and writes the <link> at the
   * start of its HTML, where it would come after the stylesheet. It is taken out of the HTML and
   * the page asks for it again with preload(), which puts it among the head's first links.
   */
  preloadedImages: string[];
}

/** A hoisted image preload as renderToString writes it, at the start of its HTML. */
const LEADING_IMAGE_PRELOAD = /^<link rel="preload" as="image" href="([^"]*)" fetchPriority="high"\/>/;

/** The course grid's chips are the published courses' categories: far fewer than this. */
const MAX_VARIANTS = 32;

const generations = new WeakMap<AppServices, Map<Locale, Generation>>();

/**
 * The inner HTML of the home page's <main>, rendered once per language, content and chosen
 * category, and kept until what it is made of changes (decision 0072, as 0063 did for the
 * chrome). Every list the page shows is kept by cachedUntilChange (home.server.ts) and the
 * settings by loadSiteChrome, so an administrator's save, or the content cache's minute (a
 * scheduled post's time), gives a new object here and starts a new generation: the next page
 * shows it. Nothing is kept per address: a new query string (a campaign's utm_ tags) costs a
 * lookup, not a render.
 */
export function homeMain(services: AppServices, { locale, home, settings, texts }: { locale: Locale; home: HomeData; settings: SiteSettings; texts: SiteMessages }): HomeMain {
  let byLocale = generations.get(services);
  if (!byLocale) generations.set(services, (byLocale = new Map()));
  const sources = [settings, texts, home.courses, home.testimonials, home.latestBlogs, home.explore.programs, home.explore.platforms, home.trustLogos];
  const pageTexts = JSON.stringify(home.pageTexts);
  let generation = byLocale.get(locale);
  if (!generation || generation.pageTexts !== pageTexts || generation.sources.some((source, index) => source !== sources[index])) {
    generation = { sources, pageTexts, byCategory: new Map() };
    byLocale.set(locale, generation);
  }
  const key = home.selectedCategory ?? "";
  let main = generation.byCategory.get(key);
  if (!main) {
    if (generation.byCategory.size >= MAX_VARIANTS) generation.byCategory.clear();
    main = withoutLeadingPreloads(
      renderToString(
        <TextsProvider texts={texts} hindiDigits={settings.hindiDigits}>
          <HomeSections home={home} settings={settings} />
        </TextsProvider>,
      ),
    );
    generation.byCategory.set(key, main);
  }
  return main;
}

function withoutLeadingPreloads(rendered: string): HomeMain {
  const preloadedImages: string[] = [];
  let html = rendered;
  for (let found = LEADING_IMAGE_PRELOAD.exec(html); found; found = LEADING_IMAGE_PRELOAD.exec(html)) {
    preloadedImages.push(unescapeHtml(found[1]!));
    html = html.slice(found[0].length);
  }
  return { html, preloadedImages };
}
