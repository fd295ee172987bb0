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
