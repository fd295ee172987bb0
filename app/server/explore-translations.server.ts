import { EXPLORE_TRANSLATION_RECORD, exploreInHindi } from "../domain/explore-translation";
import { readTranslations } from "./repos/translations.server";
import type { AppServices } from "./services.server";

/*
 * The Explore section in Hindi (issue 23, part 3; decision 0055): one record, its boxes named by
 * item (app/domain/explore-translation.ts). The back office's side is
 * app/server/admin/explore-translations.server.ts.
 */

export const EXPLORE_ENTITY = "explore";

export const exploreTranslationKey = () => ({ entity: EXPLORE_ENTITY, entityId: EXPLORE_TRANSLATION_RECORD, locale: "hi" });

/** The section's items with the Hindi of those that have a current one (home caches the result). */
export async function withHindiExplore<P extends { id: string; label: string }, F extends { id: string; alt: string }>(services: AppServices, explore: { programs: P[]; platforms: F[] }) {
  return exploreInHindi(explore, await readTranslations(services.db, exploreTranslationKey()));
}
