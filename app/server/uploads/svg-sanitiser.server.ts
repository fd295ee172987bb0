import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";

/*
 * Program icons may be SVG. DOMPurify's SVG profile removes scripts, event handlers and foreign
 * objects; on top of it every reference must stay inside the file ("#id"), so an icon cannot load
 * anything from elsewhere, and style may not fetch (url(), @import). The icon is also served with
 * a CSP that forbids scripts (server/http/uploads.ts), so this is the first of two walls.
 */

const window = new JSDOM("").window;
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
const serializer = new window.XMLSerializer();

/** Characters XML 1.0 forbids outright, even escaped. */
const NOT_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const REFERENCE_ATTRIBUTES = ["href", "xlink:href", "src"];

purify.addHook("afterSanitizeAttributes", (node) => {
  for (const name of REFERENCE_ATTRIBUTES) {
    const value = node.getAttribute(name);
    if (value !== null && !value.trim().startsWith("#")) node.removeAttribute(name);
  }
  const style = node.getAttribute("style");
  if (style !== null && /url\s*\(|@import|expression\s*\(/i.test(style)) node.removeAttribute("style");
  // Presentation attributes such as fill="url(https://…)" would fetch too; keep only local ones.
  for (const attribute of Array.from(node.attributes ?? [])) {
    if (/url\s*\(\s*['"]?\s*(?!#)/i.test(attribute.value)) node.removeAttribute(attribute.name);
  }
});

purify.addHook("uponSanitizeElement", (node, data) => {
  if (data.tagName === "style" && /url\s*\(|@import|expression\s*\(/i.test(node.textContent ?? "")) node.parentNode?.removeChild(node);
});

/**
 * The SVG reduced to drawing markup, or null when nothing usable is left. The file must be one <svg>
 * element (markup around it, such as a second root, would make it no XML file at all), written out
 * by an XML serialiser so that it is well-formed whatever the HTML parser accepted.
 */
export function sanitiseSvg(svg: string): string | null {
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
}
