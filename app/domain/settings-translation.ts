import type { Locale } from "../i18n/locale";
import type { SiteSettings } from "./site-settings";
import { currentTranslation, type TranslatableField, type Translation } from "./translations";

/*
 * The settings' free texts in Hindi (issue 23, part 3; decision 0058): the tagline, the address, the
 * business hours and the SEBI registration are written by an administrator and shown on public
 * pages, so each may have a Hindi version, kept with the English it was written from (decision
 * 0046). They are independent lines, and facts (an address, opening hours, a registration): a Hindi
 * page shows each one's Hindi only while it was written from today's English, otherwise that
 * field's English, marked as English. An outdated Hindi address would send a visitor to the old one.
 */

/** The settings' texts that have a Hindi version, in the settings screen's order. */
export const settingsTextFields = ["tagline", "address", "businessHours", "sebiRegistration"] as const;
export type SettingsTextField = (typeof settingsTextFields)[number];

/** Each text's limit in characters: the English's (app/domain/settings-form.ts), the same for its Hindi. */
export const SETTINGS_TEXT_MAX: Record<SettingsTextField, number> = { tagline: 200, address: 300, businessHours: 120, sebiRegistration: 300 };

/** The Hindi form's boxes (labels in English: the back office stays English). */
export const settingsTranslatableFields: readonly TranslatableField[] = [
  { key: "tagline", label: "Tagline", max: SETTINGS_TEXT_MAX.tagline, multiline: false },
  { key: "address", label: "Address", max: SETTINGS_TEXT_MAX.address, multiline: true },
  { key: "businessHours", label: "Business hours", max: SETTINGS_TEXT_MAX.businessHours, multiline: false },
  { key: "sebiRegistration", label: "SEBI registration", max: SETTINGS_TEXT_MAX.sebiRegistration, multiline: true },
];

/** The English of each text, by field, as the Hindi form shows it and each Hindi records as its source. */
export function settingsEnglishByField(settings: SiteSettings): Record<SettingsTextField, string> {
  return { tagline: settings.tagline, address: settings.address, businessHours: settings.businessHours ?? "", sebiRegistration: settings.sebiRegistration ?? "" };
}

/** A text as a page shows it, and the language it is written in (the page marks English on a Hindi page). */
export interface ShownSettingsText {
  text: string;
  lang: Locale;
}

export type SettingsTexts = Record<SettingsTextField, ShownSettingsText>;

/**
 * The settings' texts for a page in `locale`: on an English page the English; on a Hindi page each
 * field's Hindi while it was written from today's English, otherwise its English (`lang: "en"`).
 */
export function settingsTextsIn(settings: SiteSettings, hindi: Readonly<Record<string, Translation>>, locale: Locale): SettingsTexts {
  const english = settingsEnglishByField(settings);
  const texts = {} as SettingsTexts;
  for (const field of settingsTextFields) {
    const translated = locale === "hi" && english[field] !== "" ? currentTranslation(english[field], hindi[field]) : null;
    texts[field] = translated === null ? { text: english[field], lang: "en" } : { text: translated, lang: "hi" };
  }
  return texts;
}

/** The texts of an English page: the settings as they are (for a page that has no Hindi read). */
export const englishSettingsTexts = (settings: SiteSettings): SettingsTexts => settingsTextsIn(settings, {}, "en");
