import { isLocale, type Locale } from "./locale";

const KEY = "language";

/** The visitor's chosen language, kept in this browser only (it never changes what an address serves). */
export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // storage refused (private mode, a full quota): the choice is simply not remembered
  }
}

export function rememberedLanguage(): Locale | null {
  try {
    const value = localStorage.getItem(KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

const DISMISSED_KEY = "language-suggestion-dismissed";

/** The language to suggest on a page in `pageLocale`, if any: the remembered choice, else Hindi for a browser that asks for it first. */
export function suggestedLanguage(pageLocale: Locale, browserLanguages: readonly string[]): Locale | null {
  try {
    if (localStorage.getItem(DISMISSED_KEY)) return null;
  } catch {
    return null;
  }
  const wanted = rememberedLanguage() ?? (browserLanguages.findIndex((tag) => /^hi\b/i.test(tag)) === 0 ? "hi" : null);
  return wanted && wanted !== pageLocale ? wanted : null;
}

/** Closed once, the suggestion does not come back in this browser. */
export function dismissSuggestion(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, "1");
  } catch {
    // not remembered: it shows again on the next page
  }
}
