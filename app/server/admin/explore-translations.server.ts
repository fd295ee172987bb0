import { createHash } from "node:crypto";
import type { Logger } from "pino";
import { EXPLORE_TRANSLATION_RECORD, exploreEnglishByField, exploreTextFields, platformKey, programKey } from "../../domain/explore-translation";
import type { AuditActor } from "../repos/audit.server";
import { listExplorePlatforms, listExplorePrograms } from "../repos/explore.server";
import { writeTranslations } from "../repos/translations.server";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import type { AppServices } from "../services.server";
import { exploreTranslationKey } from "../explore-translations.server";
import { loadRecordTranslation, saveRecordTranslation, translatedRecordKind } from "./record-translations.server";

/*
 * The Explore section's Hindi in the back office (issue 23, part 3; decision 0055): one form for the
 * whole section, a box per program label and platform alt text, saved as a course's is
 * (record-translations.server.ts). Programs and platforms keep no version of their own, so the
 * section's version is a digest of its English as the form showed it: a Hindi save against labels
 * changed since is refused.
 */

/** The section's Hindi: a box per label and alt text; its revisions are "explore-hi", its one record "home". */
export const EXPLORE_TRANSLATION = translatedRecordKind("explore", "Explore section", {
  thisOne: "the Explore section",
  area: "explore",
  key: exploreTranslationKey,
  detail: () => ({}),
  async read(services, id) {
    if (id !== EXPLORE_TRANSLATION_RECORD) return null;
    const [programs, platforms] = await Promise.all([listExplorePrograms(services.db), listExplorePlatforms(services.db)]);
    const english = exploreEnglishByField({ programs, platforms });
    const version = createHash("sha256").update(JSON.stringify(english)).digest("base64url").slice(0, 22);
    return { name: "Explore section", version, fields: exploreTextFields({ programs, platforms }), english };
  },
});

export const EXPLORE_HINDI_REVISIONS = EXPLORE_TRANSLATION.revisions;

export const loadExploreTranslation = (services: AppServices) => loadRecordTranslation(EXPLORE_TRANSLATION, services, EXPLORE_TRANSLATION_RECORD);

export const saveExploreTranslation = (services: AppServices, log: Logger, form: FormData, actor: AuditActor) =>
  saveRecordTranslation(EXPLORE_TRANSLATION, services, log, EXPLORE_TRANSLATION_RECORD, form, actor);

/** Forgets a deleted item's Hindi (inside the delete's transaction). */
export async function forgetExploreItemTranslation(db: Kysely<Database>, item: { program: string } | { platform: string }): Promise<void> {
  await writeTranslations(db, exploreTranslationKey(), { ["program" in item ? programKey(item.program) : platformKey(item.platform)]: null });
}
