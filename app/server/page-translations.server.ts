import { aboutContentFromStored, aboutFormValues, fallbackAboutContent, parseAboutForm, type AboutContent } from "../domain/about-content";
import { cleanPageText, FIGURE_DEFAULTS, homeDefaults, homeTextFields } from "../domain/page-texts";
import { home } from "../i18n/texts/home";
import type { PageName } from "./repos/page-texts.server";
import { readTranslations } from "./repos/translations.server";
import type { AppServices } from "./services.server";

/*
 * What the Hindi home and About pages show of the administrator's Hindi (issue 23, part 3;
 * decision 0046). The back office's side is app/server/admin/page-translations.server.ts.
 */

export const pageTranslationKey = (page: PageName) => ({ entity: "page", entityId: page, locale: "hi" });

/** The page's default words in each language, by field. */
export function pageTranslationDefaults(page: PageName, companyName: string): { english: Record<string, string>; hindi: Record<string, string> } {
  if (page === "home") {
    const english = homeDefaults();
    const catalogue = home.hi as Record<string, string>;
    return { english, hindi: Object.fromEntries(homeTextFields.map((field) => [field.key, catalogue[field.key] ?? FIGURE_DEFAULTS[field.key] ?? english[field.key]!])) };
  }
  return { english: aboutFormValues(fallbackAboutContent(companyName, "en")), hindi: aboutFormValues(fallbackAboutContent(companyName, "hi")) };
}

/** The Hindi home page's translated texts, by field (the rest of its words are the catalogue's). */
export async function hindiHomeTexts(services: AppServices): Promise<Record<string, string>> {
  const stored = await readTranslations(services.db, pageTranslationKey("home"));
  return Object.fromEntries(Object.entries(stored).map(([key, translation]) => [key, translation.value]));
}

/**
 * The Hindi /about page: the site's Hindi words with the administrator's Hindi over them field by
 * field, and the team picture the English page shows. Null when a field the English changed has no
 * Hindi yet: that page would mix two versions of the text, so the English one is shown instead.
 */
export async function hindiAboutContent(services: AppServices, englishStored: Readonly<Record<string, string>> | null, companyName: string): Promise<AboutContent | null> {
  const stored = await readTranslations(services.db, pageTranslationKey("about"));
  const defaults = pageTranslationDefaults("about", companyName);
  const englishFallback = fallbackAboutContent(companyName, "en");
  const english = aboutFormValues(englishStored ? aboutContentFromStored(englishStored, englishFallback) : englishFallback);
  const untranslated = Object.keys(defaults.english).some((key) => english[key] !== defaults.english[key] && stored[key] === undefined);
  if (untranslated) return null;
  const hindiFallback = fallbackAboutContent(companyName, "hi");
  const typed = { ...defaults.hindi, ...Object.fromEntries(Object.entries(stored).map(([key, translation]) => [key, translation.value])) };
  const parsed = parseAboutForm(typed, hindiFallback, cleanPageText);
  const content = aboutContentFromStored(parsed.ok ? Object.fromEntries(Object.entries(parsed.values).filter((entry): entry is [string, string] => entry[1] !== null)) : {}, hindiFallback);
  const image = englishStored?.teamImage;
  return image ? { ...content, team: { ...content.team, image: aboutContentFromStored({ teamImage: image }, hindiFallback).team.image } } : content;
}
