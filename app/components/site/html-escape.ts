const escapes: Record<string, string> = { '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };

/**
 * Text made safe inside HTML, an attribute's value included, escaped exactly as React escapes it
 * (its escapeTextForBrowser): what is put into HTML rendered once (decision 0063) reads as React
 * would have written it in place.
 */
export function escapeHtml(text: string): string {
  return text.replace(/["&'<>]/g, (char) => escapes[char]!);
}

const unescapes: Record<string, string> = Object.fromEntries(Object.entries(escapes).map(([char, entity]) => [entity, char]));

/** escapeHtml undone: an attribute's value as React wrote it, back to the text it was given. */
export function unescapeHtml(html: string): string {
  return html.replace(/&(?:quot|amp|#x27|lt|gt);/g, (entity) => unescapes[entity]!);
}
