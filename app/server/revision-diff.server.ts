import { diffWords } from "diff";
import { parseFragment } from "parse5";

/*
 * What changed between two versions of a record, as words (issue 21, decision 0041). Rich text is
 * compared as its text, one paragraph or list item a line, never as HTML: the view prints the
 * pieces as text (React escapes them), so a stored post's markup is never injected into the page.
 */

export interface DiffPart {
  value: string;
  added?: true;
  removed?: true;
}

export interface FieldChange {
  name: string;
  label: string;
  /** null when the field is too long to compare in the time allowed: shown as "changed" */
  parts: DiffPart[] | null;
}

export interface DiffField {
  name: string;
  label: string;
  /** rich text (HTML): compared as its words */
  html?: boolean;
  /**
   * the text's language when it is not written in Latin letters (Hindi: "hi"): its words are then
   * found by the runtime's word segmenter, since jsdiff's own word pattern knows Latin letters only
   * and would cut a Devanagari word before its vowel signs
   */
  locale?: string;
}

const segmenters = new Map<string, Intl.Segmenter>();
function wordSegmenter(locale: string): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) segmenters.set(locale, (segmenter = new Intl.Segmenter(locale, { granularity: "word" })));
  return segmenter;
}

/** No comparison may hold the request longer than this (jsdiff gives up and says so). */
const DIFF_TIMEOUT_MS = 500;

const BLOCKS = new Set(["p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "tr", "div", "figure", "figcaption"]);

interface TextNode {
  nodeName: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: TextNode[];
}

/** The text of a piece of stored HTML: one block a line, a list item marked, an image by its alt text. */
export function textOfHtml(html: string): string {
  if (!html) return "";
  const lines: string[] = [];
  let line = "";
  const endLine = () => {
    const trimmed = line.replace(/\s+/g, " ").trim();
    if (trimmed) lines.push(trimmed);
    line = "";
  };
  const walk = (node: TextNode) => {
    if (node.nodeName === "#text" && node.value) line += node.value;
    else if (node.nodeName === "br") line += " ";
    else if (node.nodeName === "img") line += ` [image: ${node.attrs?.find((attr) => attr.name === "alt")?.value ?? ""}] `;
    if (/^(#comment|script|style|template)$/.test(node.nodeName)) return;
    if (BLOCKS.has(node.nodeName)) endLine();
    if (node.nodeName === "li") line += "• ";
    for (const child of node.childNodes ?? []) walk(child);
    if (BLOCKS.has(node.nodeName)) endLine();
  };
  walk(parseFragment(html) as unknown as TextNode);
  endLine();
  return lines.join("\n");
}

/** A field's value as text to compare: strings as they are, lists one item a line, nothing as empty. */
export function fieldText(value: unknown, html = false): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return html ? textOfHtml(value) : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map((item) => fieldText(item)).join("\n");
  return JSON.stringify(value, null, 1);
}

/** The fields that differ between two snapshots, each as words kept, removed and added. */
export function diffSnapshots(fields: readonly DiffField[], before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const old = fieldText(before[field.name], field.html);
    const now = fieldText(after[field.name], field.html);
    if (old === now) continue;
    // words, with the white space (line breaks included) kept inside the parts around them
    const parts = diffWords(old, now, { timeout: DIFF_TIMEOUT_MS, ...(field.locale ? { intlSegmenter: wordSegmenter(field.locale) } : {}) });
    changes.push({
      name: field.name,
      label: field.label,
      parts: parts ? parts.map((part) => ({ value: part.value, ...(part.added ? { added: true as const } : {}), ...(part.removed ? { removed: true as const } : {}) })) : null,
    });
  }
  return changes;
}
