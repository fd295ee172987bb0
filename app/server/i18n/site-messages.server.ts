import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { compileMessage, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import { areasForPath, catalogue, type AreaName, type MessageId } from "../../i18n/catalogue";
import { localeOfPath, pathWithoutLocale, type Locale } from "../../i18n/locale";
import { withoutPlurals, withPluralForms } from "../../i18n/plural-forms";
import type { SiteMessages } from "../../i18n/site-messages";

const compiledAreas = new Map<string, Messages>();
const compiledSets = new Map<string, SiteMessages>();

/**
 * The texts of a page at this path, compiled once per language and set of areas: a cold render
 * pays a map look-up, and every page of one set shares one object.
 */
export function siteMessages(pathname: string): SiteMessages {
  const locale = localeOfPath(pathname);
  const areas = areasForPath(pathWithoutLocale(pathname).toLowerCase());
  const setKey = `${locale}:${areas.join(",")}`;
  let set = compiledSets.get(setKey);
  if (!set) {
    set = { locale, messages: Object.assign({}, ...areas.map((area) => compiledArea(locale, area))) };
    compiledSets.set(setKey, set);
  }
  return set;
}

function compiledArea(locale: Locale, area: AreaName): Messages {
  const key = `${locale}:${area}`;
  let compiled = compiledAreas.get(key);
  if (!compiled) {
    const texts: Record<string, string> = catalogue[area][locale];
    compiled = Object.fromEntries(Object.entries(texts).map(([name, text]) => [`${area}.${name}`, withoutPlurals(compileMessage(text) as CompiledMessage)]));
    compiledAreas.set(key, compiled);
  }
  return compiled;
}

const translators = new Map<Locale, I18n>();

/**
 * A text of the catalogue outside React: what an action or a loader answers in the page's
 * language (a form's errors, a refused search). `translate(localeOfRequest(request), "contact.sent")`.
 */
export function translate(locale: Locale, id: MessageId, values?: Record<string, string | number>): string {
  let i18n = translators.get(locale);
  if (!i18n) {
    const all = Object.assign({}, ...(Object.keys(catalogue) as AreaName[]).map((area) => compiledArea(locale, area)));
    i18n = setupI18n({ locale, messages: { [locale]: all } });
    translators.set(locale, i18n);
  }
  return i18n._(id, withPluralForms(locale, values));
}

/** The language of the page a request is for (its address alone decides, app/i18n/locale.ts). */
export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}
