import { fallbackSiteSettings, type SiteSettings } from "../domain/site-settings";
import { aboutContentFromStored, fallbackAboutContent, type AboutContent, type AboutLocale } from "../domain/about-content";
import type { FooterHighlight, NavCourse } from "../domain/site-chrome";
import { findStoredAboutTexts } from "./repos/about-content.server";
import { hindiAboutContent } from "./page-translations.server";
import { listPublishedBlogs } from "./repos/blogs.server";
import { scheduleWindow } from "./schedule-window.server";
import { listPublishedCourses } from "./repos/courses.server";
import { findSiteSettings } from "./repos/settings.server";
import { cachedUntilChange } from "./content-cache.server";
import { hindiCardTexts, withHindiCardTexts } from "./course-translations.server";
import type { Locale } from "../i18n/locale";
import type { AppServices } from "./services.server";
import type { SettingsTexts } from "../domain/settings-translation";
import { settingsTextsFor } from "./settings-translations.server";

/** The spec's "home highlights": the first published posts, newest first, shown in the footer. */
export const FOOTER_HIGHLIGHTS = 2;

export interface SiteChrome {
  /** the English settings (links, names, numbers and the English of every text) */
  settings: SiteSettings;
  /** the settings' free texts in the page's language: their Hindi on a Hindi page where it follows today's English (decision 0058) */
  settingsTexts: SettingsTexts;
  navCourses: NavCourse[];
  highlights: FooterHighlight[];
}

/*
 * What the public header and footer show on every page: read once per content change, not per
 * render. Each part has its own fallback, so a failed read costs only that part (logged) and
 * never the page: the last value this instance read, else the default settings, no courses (the
 * header says 'No courses available.') and no highlights.
 */
export async function loadSiteChrome(services: AppServices, locale: Locale = "en"): Promise<SiteChrome> {
  const [settings, navCourses, highlights] = await Promise.all([loadSettings(services), loadNavCourses(services, locale), loadHighlights(services)]);
  return { settings, settingsTexts: await settingsTextsFor(services, settings, locale), navCourses, highlights };
}

/** The header's course menu: on a Hindi page, a course translated whole shows its Hindi name (as its card and page do). */
function loadNavCourses(services: AppServices, locale: Locale): Promise<NavCourse[]> {
  return cachedUntilChange(
    services,
    `site-chrome:courses:${locale}`,
    async () => {
      const published = await listPublishedCourses(services.db);
      const courses: NavCourse[] = published.map(({ id, name, link, slug }) => ({ id, name, link, slug }));
      if (locale === "en") return courses;
      return withHindiCardTexts(courses, await hindiCardTexts(services, published)).map(({ id, name, link, slug, lang }) => ({ id, name, link, slug, ...(lang ? { lang } : {}) }));
    },
    { whenUnreadable: [] },
  );
}

/* Only visible posts (decision 0013), kept per schedule window (a post scheduled for later shows from its time on). */
async function loadHighlights(services: AppServices): Promise<FooterHighlight[]> {
  const window = await scheduleWindow(services);
  return cachedUntilChange(
    services,
    `site-chrome:highlights@${window}`,
    async () => (await listPublishedBlogs(services.db, FOOTER_HIGHLIGHTS)).map(({ title, slug, date }) => ({ title, slug, date })),
    { whenUnreadable: [] },
  );
}

/** The settings' free texts for a page in `locale` (their Hindi where current, decision 0058), read once per content change. */
export async function loadSettingsTexts(services: AppServices, locale: Locale): Promise<SettingsTexts> {
  return settingsTextsFor(services, await loadSettings(services), locale);
}

/** The site settings, read once per content change (the defaults when none can be read). */
export function loadSettings(services: AppServices): Promise<SiteSettings> {
  return cachedUntilChange(services, "site-chrome:settings", async () => (await findSiteSettings(services.db)) ?? fallbackSiteSettings, {
    whenUnreadable: fallbackSiteSettings,
  });
}

/** The /about page's words: the stored content, or plain words naming the company when none is stored. */
export async function loadAboutContent(services: AppServices): Promise<AboutContent> {
  return (await loadAboutPage(services, "en")).about;
}

/**
 * The /about page's words for a page in this language, with the language they are written in.
 * English: the stored fields over the English fallback, field by field (an emptied field shows its
 * default). Hindi: the administrator's Hindi over the site's Hindi words (issue 23, part 3), unless
 * a field changed in English has no Hindi yet; then the page is wholly English rather than a mix
 * of two versions of the text.
 */
export async function loadAboutPage(services: AppServices, locale: AboutLocale): Promise<{ about: AboutContent; lang: AboutLocale }> {
  const settings = await loadSettings(services);
  const stored = await cachedUntilChange(services, "about", async () => (await findStoredAboutTexts(services.db)) ?? null, { whenUnreadable: null });
  const english = () => ({ about: aboutContentFromStored(stored ?? {}, fallbackAboutContent(settings.companyName, "en")), lang: "en" as const });
  if (locale === "en") return english();
  const hindi = await cachedUntilChange(services, "about-hi", () => hindiAboutContent(services, stored, settings.companyName), { whenUnreadable: null });
  return hindi ? { about: hindi, lang: "hi" } : english();
}
