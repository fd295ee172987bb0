import { parseFragment, serialize, type DefaultTreeAdapterTypes } from "parse5";
import { memoByInput } from "./memo-by-input.server";
import { countWords, headingIds, readingMinutes, tableOfContents, type PostHeading, type TocEntry } from "../domain/blog-reading";

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.DocumentFragment;
type Element = DefaultTreeAdapterTypes.Element;

/** Elements whose end separates words ("end</p><p>Start" is two words). */
const BLOCKS = new Set(["p", "li", "h2", "h3", "h4", "br", "div", "blockquote", "tr", "th", "td", "pre", "hr", "ul", "ol", "table"]);
const HEADINGS: Record<string, number> = { h2: 2, h3: 3, h4: 4 };

export interface ReadablePost {
  /** the sanitised HTML with an id on every heading (anchors of the table of contents) */
  contentHtml: string;
  toc: TocEntry[];
  words: number;
  minutes: number;
}

/**
 * A post's sanitised HTML made ready to read: each heading gets an id (on the server, so the
 * contents' links work without JavaScript), and its words are counted for the reading time. The
 * allow-list drops ids from what administrators write, so the only ids are these. `introHtml` (the
 * description shown above the text) counts towards the reading time too.
 */
export function readablePost(contentHtml: string, introHtml = ""): ReadablePost {
  // one string for the memo's key: the intro's length, then the intro, then the content
  return readableOfJoined(`${introHtml.length}:${introHtml}${contentHtml}`);
}

/*
 * Every uncached render of a post parsed its HTML again for the same ids and count: remembered by
 * the HTML (memo-by-input.server.ts, decision 0053). The result is shared between renders, so it
 * is frozen (its table of contents too): nothing downstream may change it.
 */
const readableOfJoined = memoByInput(
  (joined: string) => {
    const colon = joined.indexOf(":");
    const introEnd = colon + 1 + Number(joined.slice(0, colon));
    return deepFreeze(readableNow(joined.slice(introEnd), joined.slice(colon + 1, introEnd)));
  },
  (post) => post.contentHtml.length + JSON.stringify(post.toc).length,
  { maxEntries: 500, maxChars: 2_000_000 },
);

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function readableNow(contentHtml: string, introHtml: string): ReadablePost {
  const fragment = parseFragment(contentHtml);
  const headings: { element: Element; level: number; text: string }[] = [];
  const words: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === "#text") words.push((node as DefaultTreeAdapterTypes.TextNode).value);
    if (!("childNodes" in node)) return;
    const level = HEADINGS[node.nodeName];
    if (level) headings.push({ element: node as Element, level, text: textOf(node).replace(/\s+/g, " ").trim() });
    for (const child of node.childNodes) walk(child);
    if (BLOCKS.has(node.nodeName)) words.push(" ");
  };
  walk(fragment);
  const ids = headingIds(headings.map((heading) => heading.text));
  const postHeadings: PostHeading[] = headings.map((heading, index) => {
    const id = ids[index]!;
    heading.element.attrs = [...heading.element.attrs.filter((attr) => attr.name !== "id"), { name: "id", value: id }];
    return { level: heading.level, id, text: heading.text };
  });
  const count = countWords(words.join("")) + countWords(plainText(introHtml));
  return { contentHtml: headings.length > 0 ? serialize(fragment) : contentHtml, toc: tableOfContents(postHeadings), words: count, minutes: readingMinutes(count) };
}

function textOf(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterTypes.TextNode).value;
  return "childNodes" in node ? node.childNodes.map(textOf).join("") : "";
}

/** The words of a small piece of HTML, blocks kept apart. */
function plainText(html: string): string {
  if (!html) return "";
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === "#text") parts.push((node as DefaultTreeAdapterTypes.TextNode).value);
    if ("childNodes" in node) for (const child of node.childNodes) walk(child);
    if (BLOCKS.has(node.nodeName)) parts.push(" ");
  };
  walk(parseFragment(html));
  return parts.join("");
}
