import { settingsTextsIn, type SettingsTexts } from "../domain/settings-translation";
import type { SiteSettings } from "../domain/site-settings";
import type { Locale } from "../i18n/locale";
import { cachedUntilChange } from "./content-cache.server";
import { readTranslations, type StoredTranslation } from "./repos/translations.server";
import type { AppServices } from "./services.server";

/*
 * The settings' texts in Hindi (issue 23, part 3; decision 0058): where they are kept and how a
 * public page reads them. The settings are one record, so their Hindi is one record of the content
 * translations ("settings", "site"), a row per text with the English it was written from. The back
 * office's side is app/server/admin/settings-translations.server.ts.
 */

export const SETTINGS_TRANSLATION_ENTITY = "settings";
export const SETTINGS_TRANSLATION_RECORD = "site";

export const settingsTranslationKey = () => ({ entity: SETTINGS_TRANSLATION_ENTITY, entityId: SETTINGS_TRANSLATION_RECORD, locale: "hi" });

/** The settings' Hindi rows, kept until the next content change (a Hindi save announces "settings"). */
function loadHindiSettingsTranslations(services: AppServices): Promise<Record<string, StoredTranslation>> {
  // unreadable: the texts show in English, marked, as untranslated ones do
  return cachedUntilChange(services, "site-chrome:settings-hi", () => readTranslations(services.db, settingsTranslationKey()), { whenUnreadable: {} });
}

/** The texts of these settings as a page in `locale` shows them, each with the language it is written in. */
export async function settingsTextsFor(services: AppServices, settings: SiteSettings, locale: Locale): Promise<SettingsTexts> {
  return settingsTextsIn(settings, locale === "hi" ? await loadHindiSettingsTranslations(services) : {}, locale);
}
