import type createDOMPurifyType from "dompurify";
import { lazily } from "../../domain/lazily";

/*
 * Program icons may be SVG. DOMPurify's SVG profile removes scripts, event handlers and foreign
 * objects; on top of it every reference must stay inside the file ("#id"), so an icon cannot load
 * anything from elsewhere, and style may not fetch (url(), @import). The icon is also served with
 * a CSP that forbids scripts (server/http/uploads.ts), so this is the first of two walls.
 *
 * jsdom and DOMPurify load with the first SVG upload, not with the server: jsdom alone is 68 MB and
 * 0.7 s of a start that most processes never need it for (issue 25).
 */

/** Characters XML 1.0 forbids outright, even escaped. */
const NOT_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const REFERENCE_ATTRIBUTES = ["href", "xlink:href", "src"];

/**
 * CSS that could fetch (url(), @import) or run (expression(), bindings, script addresses), read as a
 * browser reads it: escapes decoded and comments dropped first, so that an escaped spelling such as
 * "u\72l(" is caught too. Such a style attribute or element is removed whole.
 */
function cssMayFetchOrRun(css: string): boolean {
  const plain = withoutCssComments(css
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/\\(.)/g, "$1"));
  return /url\s*\(|@import|expression\s*\(|-moz-binding|behavior\s*:|(?:java|vb)script\s*:/i.test(plain);
}

/**
 * CSS with its comments dropped, as a browser reads it (an unclosed comment runs to the end). A scan
 * with indexOf rather than a lazy pattern, which backtracks quadratically over many unclosed "/*".
 */
function withoutCssComments(css: string): string {
  let plain = "";
  for (let at = 0; ; ) {
    const open = css.indexOf("/*", at);
    if (open < 0) return plain + css.slice(at);
    plain += css.slice(at, open);
    const close = css.indexOf("*/", open + 2);
    if (close < 0) return plain;
    at = close + 2;
  }
}

/** The sanitiser, made on first use: `const sanitiseSvg = await loadSvgSanitiser()`. */
export const loadSvgSanitiser = lazily(async (): Promise<(svg: string) => string | null> => {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import("jsdom"), import("dompurify")]);
  const window = new JSDOM("").window;
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurifyType>[0]);
  const serializer = new window.XMLSerializer();

  purify.addHook("afterSanitizeAttributes", (node) => {
    for (const name of REFERENCE_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value !== null && !value.trim().startsWith("#")) node.removeAttribute(name);
    }
    const style = node.getAttribute("style");
    if (style !== null && cssMayFetchOrRun(style)) node.removeAttribute("style");
    // Presentation attributes such as fill="url(https://…)" would fetch too; keep only local ones.
    for (const attribute of Array.from(node.attributes ?? [])) {
      if (/url\s*\(\s*['"]?\s*(?!#)/i.test(attribute.value)) node.removeAttribute(attribute.name);
    }
  });

  purify.addHook("uponSanitizeElement", (node, data) => {
    if (data.tagName === "style" && cssMayFetchOrRun(node.textContent ?? "")) node.parentNode?.removeChild(node);
  });

  /**
   * The SVG reduced to drawing markup, or null when nothing usable is left. The file must be one <svg>
   * element (markup around it, such as a second root, would make it no XML file at all), written out
   * by an XML serialiser so that it is well-formed whatever the HTML parser accepted.
   */
  return function sanitiseSvg(svg: string): string | null {
    // a character XML does not allow would make the written file unreadable
    const text = svg.replace(NOT_XML_CHARACTERS, "");
    const fragment = purify.sanitize(text, {
      USE_PROFILES: { svg: true, svgFilters: true },
      FORBID_TAGS: ["foreignObject", "script", "a", "image", "use"],
      RETURN_DOM_FRAGMENT: true,
    });
    // DOMPurify gives no fragment at all for some documents (a <frameset> one): nothing usable then
    if (!fragment) return null;
    const children = Array.from(fragment.childNodes);
    const elements = children.filter((node) => node.nodeType === window.Node.ELEMENT_NODE);
    const strayText = children.some((node) => node.nodeType === window.Node.TEXT_NODE && node.textContent?.trim());
    if (elements.length !== 1 || strayText || elements[0]!.nodeName.toLowerCase() !== "svg") return null;
    return `<?xml version="1.0" encoding="UTF-8"?>\n${serializer.serializeToString(elements[0]!)}`;
  };
});
