/*
 * The public site's two languages (issue 23). The address alone decides a page's language:
 * English at today's addresses, Hindi under /hi. Nothing here reads a header or a cookie, so a
 * crawler and a visitor see the same page at the same address, and the page cache stays keyed by URL.
 */

export const locales = ["en", "hi"] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";

/** The prefix of the Hindi edition's addresses. */
export const hindiPrefix = "/hi";

/** `<html lang>`: Indian English, and Hindi. */
export const htmlLang: Record<Locale, string> = { en: "en-IN", hi: "hi" };

/** The hreflang codes of the alternate links and of sitemap.xml. */
export const hreflang: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

/** Each language's name written in itself, for the language switch. */
export const localeNames: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

/** The language of a path: Hindi for /hi and anything under /hi/ (any case, as routes match). */
export function localeOfPath(pathname: string): Locale {
  const lower = pathname.slice(0, hindiPrefix.length + 1).toLowerCase();
  return lower === hindiPrefix || lower === `${hindiPrefix}/` ? "hi" : "en";
}

/** The path without its language prefix: '/hi/blog' → '/blog', '/hi' → '/'. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(hindiPrefix.length) || "/";
}

/** The same page in another language: '/blog' → '/hi/blog', '/hi' → '/'. The search part is the caller's. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const base = pathWithoutLocale(pathname);
  if (locale === "en") return base;
  return base === "/" ? hindiPrefix : hindiPrefix + base;
}

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "hi";
}
