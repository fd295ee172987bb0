import { parseFragment } from "parse5";
import sanitizeHtml from "sanitize-html";
import { memoByInput } from "./memo-by-input.server";

/*
 * The one allow-list for HTML that administrators write (blog content and descriptions). It runs
 * when content is saved and again when it is shown, so older rows are safe too. Images come from
 * this site only (a path such as /uploads/…, no scheme): an image from another host would tell that
 * host about every reader of the post (decision 0030).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "br", "ul", "ol", "li", "strong", "em", "b", "i", "u", "blockquote", "a", "code", "pre", "hr", "img", "table", "thead", "tbody", "tr", "th", "td"],
  allowedAttributes: { a: ["href", "title", "rel", "target"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow" }),
  },
};

/** Passes enough for any markup seen so far to settle (one almost always; two for nested <p>). */
const MAX_PASSES = 4;

/*
 * Renders sanitise the same stored HTML again and again (every post, card and legal page): the
 * answer is remembered by its input (memo-by-input.server.ts; a few MB at most).
 */
const HTML_MEMO = { maxEntries: 1_000, maxChars: 2_000_000 };

export const sanitiseHtml: (html: string) => string = memoByInput(sanitiseOnce, (clean) => clean.length, HTML_MEMO);

function sanitiseOnce(html: string): string {
  // sanitize-html's parser nests some tags otherwise than a browser (a <p> inside a <p> stays
  // inside), so its output can change on a second pass; passes repeat until it no longer does, so
  // what is stored is what is shown.
  let clean = sanitizeHtml(html, options);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const again = sanitizeHtml(clean, options);
    if (again === clean) break;
    clean = again;
  }
  return clean;
}

interface TextNode {
  nodeName: string;
  value?: string;
  childNodes?: TextNode[];
}

/**
 * The words of a piece of admin HTML, entities decoded and white space collapsed, cut at a word
 * boundary to at most `maxLength` characters: a meta description made from a post's description.
 */
export function plainTextOf(html: string, maxLength = 300): string {
  const text = textOfHtml(html);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > maxLength / 2 ? cut.lastIndexOf(" ") : cut.length)}…`;
}

/** The words of the HTML, whole (remembered by input, as sanitising is). */
const textOfHtml = memoByInput(wordsOf, (text) => text.length, HTML_MEMO);

function wordsOf(html: string): string {
  const words: string[] = [];
  const walk = (node: TextNode) => {
    if (node.nodeName === "#text" && node.value) words.push(node.value);
    else if (!/^(#comment|script|style|template)$/.test(node.nodeName)) for (const child of node.childNodes ?? []) walk(child);
    if (/^(p|li|h[2-4]|br|div|blockquote|tr|th|td)$/.test(node.nodeName)) words.push(" ");
  };
  walk(parseFragment(html) as unknown as TextNode);
  return words.join("").replace(/\s+/g, " ").trim();
}
