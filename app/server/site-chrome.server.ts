import { fallbackSiteSettings, type SiteSettings } from "../domain/site-settings";
import { fallbackAboutContent, type AboutContent } from "../domain/about-content";
import { findAboutContent } from "./repos/about-content.server";
import { listPublishedBlogs } from "./repos/blogs.server";
import { listCourses } from "./repos/courses.server";
import { findSiteSettings } from "./repos/settings.server";
import { cachedUntilChange } from "./content-cache.server";
import type { AppServices } from "./services.server";

/** The spec's "home highlights": the first published posts, newest first, shown in the footer. */
export const FOOTER_HIGHLIGHTS = 2;

export interface NavCourse {
  id: string;
  name: string;
  link: string;
}

export interface FooterHighlight {
  title: string;
  slug: string;
  date: string;
}

export interface SiteChrome {
  settings: SiteSettings;
  navCourses: NavCourse[];
  highlights: FooterHighlight[];
}

/*
 * What the public header and footer show on every page: read once per content change, not per
 * render. Each part has its own fallback, so a failed read costs only that part (logged): the
 * settings fall back to the defaults, the header's courses to 'No courses available.', the
 * footer's highlights to none.
 */
export async function loadSiteChrome(services: AppServices): Promise<SiteChrome> {
  const [settings, navCourses, highlights] = await Promise.all([
    loadSettings(services),
    cachedUntilChange(
      services,
      "site-chrome:courses",
      async () => (await listCourses(services.db)).map(({ id, name, link }) => ({ id, name, link })),
      { whenUnreadable: [] },
    ),
    cachedUntilChange(
      services,
      "site-chrome:highlights",
      // only visible posts (decision 0013): a post scheduled for later is not among them
      async () => (await listPublishedBlogs(services.db, FOOTER_HIGHLIGHTS)).map(({ title, slug, date }) => ({ title, slug, date })),
      { whenUnreadable: [] },
    ),
  ]);
  return { settings, navCourses, highlights };
}

function loadSettings(services: AppServices): Promise<SiteSettings> {
  return cachedUntilChange(services, "site-chrome:settings", async () => (await findSiteSettings(services.db)) ?? fallbackSiteSettings, {
    whenUnreadable: fallbackSiteSettings,
  });
}

/** The /about page's words: the stored content, or plain words naming the company when none is stored. */
export async function loadAboutContent(services: AppServices): Promise<AboutContent> {
  const settings = await loadSettings(services);
  const fallback = fallbackAboutContent(settings.companyName);
  return cachedUntilChange(services, "about", async () => (await findAboutContent(services.db)) ?? fallback, { whenUnreadable: fallback });
}
