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
  if (data.tagName === "style" && /url\s*\(|@import/i.test(node.textContent ?? "")) node.parentNode?.removeChild(node);
});

/** The SVG reduced to drawing markup, or null when nothing usable is left. */
export function sanitiseSvg(svg: string): string | null {
  const clean = purify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ["foreignObject", "script", "a", "image", "use"],
  });
  const trimmed = String(clean).trim();
  if (!/^<svg[\s>]/i.test(trimmed) || !/<\/svg>$/i.test(trimmed)) return null;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${ensureNamespace(trimmed)}`;
}

function ensureNamespace(svg: string): string {
  return /^<svg[^>]*\sxmlns=/i.test(svg) ? svg : svg.replace(/^<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"');
}
