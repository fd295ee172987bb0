import { cachedUntilChange } from "./content-cache.server";
import { nowIso } from "./db/ids.server";
import { findNextScheduledPublishAt } from "./repos/blogs.server";
import type { AppServices } from "./services.server";

/**
 * Which "schedule window" it is: the next time a post scheduled for later goes live, and whether
 * that time has passed. Such a post joins the visible ones with no write to announce it, so what
 * lists visible posts is cached under a name that carries the window: the first request after
 * that moment reads afresh instead of showing the old list for up to a minute more.
 */
export async function scheduleWindow(services: AppServices): Promise<string> {
  const next = await cachedUntilChange(services, "next-publish", () => findNextScheduledPublishAt(services.db), { whenUnreadable: null });
  return next === null ? "none" : `${next}/${nowIso() >= next ? "passed" : "ahead"}`;
}
