import { fallbackSiteSettings, type SiteSettings } from "../domain/site-settings";
import { listCourses } from "./repos/courses.server";
import { findSiteSettings } from "./repos/settings.server";
import { cachedUntilChange } from "./content-cache.server";
import type { AppServices } from "./services.server";

export interface SiteChrome {
  settings: SiteSettings;
  navCourses: { id: string; name: string; link: string }[];
}

/** What the public header and footer show on every page: read once per change, not per render. */
export function loadSiteChrome(services: AppServices): Promise<SiteChrome> {
  return cachedUntilChange(services, "site-chrome", async () => {
    const [settings, courses] = await Promise.all([findSiteSettings(services.db), listCourses(services.db)]);
    return {
      settings: settings ?? fallbackSiteSettings,
      navCourses: courses.map(({ id, name, link }) => ({ id, name, link })),
    };
  });
}
