import { oneLine, withoutControlCharacters } from "./text-limits";

/*
 * Whether a field's translation still says what the English says (issue 23, part 3; decision 0046).
 * A translation keeps the English text it was written from; when the English has changed since,
 * the field "needs translation". A field with no translation shows the site's own words for its
 * default, which translate the English default: it needs translation once the English differs from
 * that default.
 */
export function needsTranslation(field: { english: string; englishDefault: string; translation: { source: string } | undefined }): boolean {
  return field.translation ? field.translation.source !== field.english : field.english !== field.englishDefault;
}

/**
 * The translation of a text an administrator wrote (no site default) when it was written from
 * today's English; null while it has none or its English changed since (the English then shows).
 */
export function currentTranslation(english: string, translation: Translation | undefined): string | null {
  return translation && !needsTranslation({ english, englishDefault: "", translation }) ? translation.value : null;
}

/** A translated field as it is stored: its text and the English it was written from. */
export interface Translation {
  value: string;
  source: string;
}

/** One box of a Hindi form: its form name, the label the back office shows, its limit. */
export interface TranslatableField {
  key: string;
  label: string;
  max: number;
  multiline: boolean;
  /** rich text (a post's body): edited with the rich-text editor, sanitised on the server like its English */
  html?: boolean;
}

export interface TranslationRow extends TranslatableField {
  english: string;
  hindi: string;
  /** an administrator wrote this field's Hindi (otherwise the site's own words show, or nothing) */
  translated: boolean;
  needsTranslation: boolean;
}

/**
 * Every field with its English, its Hindi and whether the Hindi still follows the English, and how
 * many wait. `defaults`: the site's own words by field in each language (none for content that an
 * administrator wrote from the start, such as a course: an untranslated field then always waits).
 */
export function translationRows(
  fields: readonly TranslatableField[],
  english: Readonly<Record<string, string>>,
  stored: Readonly<Record<string, Translation>>,
  defaults: { english: Readonly<Record<string, string>>; hindi: Readonly<Record<string, string>> } = { english: {}, hindi: {} },
): { rows: TranslationRow[]; waiting: number } {
  const rows = fields.map((field) => ({
    ...field,
    english: english[field.key] ?? "",
    hindi: stored[field.key]?.value ?? defaults.hindi[field.key] ?? "",
    translated: stored[field.key] !== undefined,
    needsTranslation: needsTranslation({ english: english[field.key] ?? "", englishDefault: defaults.english[field.key] ?? "", translation: stored[field.key] }),
  }));
  return { rows, waiting: rows.filter((row) => row.needsTranslation).length };
}

/** A typed translation cleaned as the English is: one line, or lines without control characters. */
export function cleanTranslation(value: string, multiline: boolean): string {
  return (multiline ? withoutControlCharacters(value) : oneLine(value)).trim();
}

export interface TranslationFormReading {
  /** what was typed, by field, to fill the form again after a refusal */
  values: Record<string, string>;
  errors: Record<string, string>;
  /** the rows to write (null deletes one: an emptied box) */
  changes: Record<string, Translation | null>;
}

/**
 * A Hindi form as posted (decision 0046): it carries every box as shown. A box is written when its
 * text differs from what the form showed, or when "still says the same" (`still.<key>`) is ticked
 * beside it, which records that the Hindi follows today's English; an emptied box deletes its row.
 * Each text is measured before anything else is done with it (decision 0026).
 */
export function readTranslationForm(rows: readonly TranslationRow[], posted: (name: string) => unknown): TranslationFormReading {
  const reading: TranslationFormReading = { values: {}, errors: {}, changes: {} };
  for (const row of rows) {
    const raw = posted(row.key);
    if (typeof raw !== "string") continue;
    reading.values[row.key] = raw;
    if (raw.length > row.max * 2) {
      reading.errors[row.key] = `At most ${row.max} characters.`;
      continue;
    }
    const value = cleanTranslation(raw, row.multiline);
    if (value.length > row.max) {
      reading.errors[row.key] = `At most ${row.max} characters (this has ${value.length}).`;
      continue;
    }
    const confirmed = posted(`still.${row.key}`) === "yes";
    if (value === row.hindi && !confirmed) continue;
    reading.changes[row.key] = value === "" ? null : { value, source: row.english };
  }
  return reading;
}
