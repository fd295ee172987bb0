import { setupI18n, type I18n } from "@lingui/core";
import { I18nProvider, Trans, useLingui } from "@lingui/react";
import { createContext, useCallback, useContext, type ReactElement, type ReactNode } from "react";
import { toDevanagariDigits, type HindiDigits } from "./digits";
import { withPluralForms } from "./plural-forms";
import { formatDate } from "../domain/dates";
import type { MessageId } from "./catalogue";
import { defaultLocale, pathInLocale, type Locale } from "./locale";
import type { SiteMessages } from "./site-messages";

type Values = Record<string, string | number | ReactNode>;

const instances = new WeakMap<SiteMessages, I18n>();
/** Admin pages and a root error carry no texts: their components do not use the catalogue. */
const noTexts = setupI18n({ locale: defaultLocale, messages: { [defaultLocale]: {} } });

/** One Lingui instance per texts object: the loader data's object is kept while the page's path stays. */
function i18nFor(texts: SiteMessages | undefined): I18n {
  if (!texts) return noTexts;
  let i18n = instances.get(texts);
  if (!i18n) {
    i18n = setupI18n({ locale: texts.locale, messages: { [texts.locale]: texts.messages } });
    instances.set(texts, i18n);
  }
  return i18n;
}

/** Whether this page writes its numbers in Devanagari digits: a Hindi page, when the settings say so. */
const DevanagariDigits = createContext(false);

/** Provides the page's texts to everything below, on the server and in the browser alike (no second fetch, no flash). */
export function TextsProvider({ texts, hindiDigits, children }: { texts: SiteMessages | undefined; hindiDigits?: HindiDigits | undefined; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18nFor(texts)}>
      <DevanagariDigits.Provider value={texts?.locale === "hi" && hindiDigits === "devanagari"}>{children}</DevanagariDigits.Provider>
    </I18nProvider>
  );
}

/**
 * Numbers as this page writes them: `numerals(formatDate(iso, locale))`. Latin digits unless a Hindi
 * page's settings choose Devanagari; what the visitor types (a calculator's inputs) stays Latin.
 */
export function useNumerals(): (text: string) => string {
  const devanagari = useContext(DevanagariDigits);
  return useCallback((text: string) => (devanagari ? toDevanagariDigits(text) : text), [devanagari]);
}

/** The page's language. */
export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}

/** A date as this page writes it: "14 Oct 2026", "14 अक्टू॰ 2026", or "१४ अक्टू॰ २०२६" when the settings choose Devanagari digits. */
export function useFormatDate(): (iso: string) => string {
  const locale = useLocale();
  const numerals = useNumerals();
  return useCallback((iso: string) => numerals(formatDate(iso, locale)), [locale, numerals]);
}

/** `t("common.home")`, `t("blog.count", { count, countText })`: a text of the page's language, its digits as the page writes them. */
export function useT(): (id: MessageId, values?: Record<string, string | number>) => string {
  const { i18n } = useLingui();
  const numerals = useNumerals();
  return useCallback((id, values) => numerals(i18n._(id, withPluralForms(i18n.locale as Locale, values))), [i18n, numerals]);
}

/** A site path in the page's language: "/about" on a Hindi page is "/hi/about". */
export function useLocalPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => pathInLocale(path, locale), [locale]);
}

/**
 * A text with elements inside it: `<Text id="contact.privacy" components={{ 0: <Link to="/privacy-policy" /> }} />`
 * for the message "Read our <0>privacy policy</0>." — the words around the link stay one sentence to translate.
 */
export function Text({ id, values, components }: { id: MessageId; values?: Values; components?: Record<string, ReactElement> }) {
  const locale = useLocale();
  return <Trans id={id} values={withPluralForms(locale, values)} components={components} />;
}
