import type { Locale } from "./locale";

/**
 * One area's interface texts in both languages, as ICU messages (https://unicode-org.github.io/icu/userguide/format_parse/messages/).
 * The Hindi object must have exactly the English object's keys: a missing or extra key is a type
 * error, and tests/unit/i18n/catalogue.test.ts checks the same at run time with the placeholders.
 *
 * Rules of the catalogue (checked by that test):
 * - plurals select a form, they do not print the number: write `{count, plural, one {{countText} post} other {{countText} posts}}`
 *   with `countText` already formatted. The form is selected by app/i18n/plural-forms.ts, CLDR's
 *   English and Hindi rules written out (decision 0064: no ICU on the server; Intl.PluralRules cost
 *   0.1–0.5 ms at its first use in a browser, decision 0031); Lingui's `#` would create an
 *   Intl.NumberFormat while the page starts (11–70 ms, decision 0023);
 * - no `number`, `date` or `time` argument types, for the same reason (format with app/domain/dates.ts and counts.ts);
 * - the Hindi text keeps the English text's placeholders, and only those.
 */
export type AreaTexts<Key extends string> = Record<Locale, Record<Key, string>>;

export function defineTexts<Key extends string>(texts: { en: Record<Key, string>; hi: Record<NoInfer<Key>, string> }): AreaTexts<Key> {
  return texts;
}
