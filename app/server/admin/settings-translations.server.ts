import type { Logger } from "pino";
import { settingsEnglishByField, settingsTranslatableFields } from "../../domain/settings-translation";
import { fallbackSiteSettings } from "../../domain/site-settings";
import type { AuditActor } from "../repos/audit.server";
import { findSiteSettings } from "../repos/settings.server";
import type { AppServices } from "../services.server";
import { SETTINGS_TRANSLATION_RECORD, settingsTranslationKey } from "../settings-translations.server";
import { loadRecordTranslation, saveRecordTranslation, translatedRecordKind } from "./record-translations.server";
import { settingsVersion } from "./settings.server";

/*
 * The settings' texts in Hindi in the back office (issue 23, part 3; decision 0058): the tagline,
 * the address, the business hours and the SEBI registration, edited below the English settings and
 * saved as a course's Hindi is (record-translations.server.ts): only the boxes changed, each with
 * the English it translates; refused when the English settings or their Hindi were saved since the
 * form opened; audited as `settings.translate` (which texts changed), kept as revisions
 * ("settings-hi"), and announced as a settings change, so every instance's pages show it at once.
 */

const kind = translatedRecordKind("settings", "settings", {
  thisOne: "the settings",
  area: "settings",
  key: settingsTranslationKey,
  detail: () => ({}),
  async read(services, id) {
    if (id !== SETTINGS_TRANSLATION_RECORD) return null;
    const [settings, version] = await Promise.all([findSiteSettings(services.db), settingsVersion(services.db)]);
    return { name: "Site settings", version, fields: [...settingsTranslatableFields], english: settingsEnglishByField(settings ?? fallbackSiteSettings) };
  },
});

/** The settings' Hindi (the revisions screen names it "settings' Hindi"); its revisions are "settings-hi", its one record "site". */
export const SETTINGS_TRANSLATION = { ...kind, hindiNoun: "settings' Hindi" };

export const SETTINGS_HINDI_REVISIONS = SETTINGS_TRANSLATION.revisions;

/** The settings' texts with their English and Hindi, as the settings screen's Hindi form shows them. */
export const loadSettingsTranslation = (services: AppServices) => loadRecordTranslation(SETTINGS_TRANSLATION, services, SETTINGS_TRANSLATION_RECORD);

/** Saves the settings' Hindi (saveRecordTranslation). */
export const saveSettingsTranslation = (services: AppServices, log: Logger, form: FormData, actor: AuditActor) =>
  saveRecordTranslation(SETTINGS_TRANSLATION, services, log, SETTINGS_TRANSLATION_RECORD, form, actor);
