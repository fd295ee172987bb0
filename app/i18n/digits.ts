/** The digits numbers are written in on Hindi pages, as the site settings choose (issue 23). */
export type HindiDigits = "latin" | "devanagari";

const DEVANAGARI_ZERO = 0x0966;

/** "1,23,456.78" → "१,२३,४५६.७८": only the ten digits change, grouping and signs stay. */
export function toDevanagariDigits(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.charCodeAt(0);
    out += code >= 48 && code <= 57 ? String.fromCharCode(DEVANAGARI_ZERO + code - 48) : char;
  }
  return out;
}
