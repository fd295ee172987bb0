import { parse, parseFragment } from "parse5";

/*
 * What in a piece of markup could run script, navigate the page, or make the browser fetch from
 * another host, found by parsing it the way a browser does (parse5 follows the HTML standard's
 * parser, including foreign content, templates and raw-text elements). The property tests of the
 * sanitisers assert that their output has none of it.
 */

interface Node {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string; prefix?: string }[];
  childNodes?: Node[];
  content?: Node;
}

/** Elements that run, embed or redirect by their mere presence. */
const FORBIDDEN_ELEMENTS = new Set([
  "script", "iframe", "frame", "frameset", "object", "embed", "applet", "base", "meta", "link", "portal", "fencedframe",
  "foreignobject", "handler", "listener", "isindex",
]);
/** Attributes whose value is an address (a link, a fetch or a form target). */
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href", "data", "poster", "background", "srcset", "ping", "lowsrc", "dynsrc", "longdesc", "code", "codebase", "cite", "to", "from", "values", "by"]);
/** Attributes whose address the browser fetches on its own (without a click). */
const FETCHED_ATTRIBUTES = new Set(["src", "srcset", "poster", "background", "data", "lowsrc", "dynsrc", "xlink:href", "codebase"]);
const SCRIPT_SCHEME = /^(javascript|vbscript|livescript|mocha|data|jar|feed):/;

export interface MarkupProblem {
  where: string;
  what: string;
}

/** Leading/embedded control characters and white space are dropped by URL parsers before the scheme. */
function schemeOf(value: string): string {
  // the characters a browser strips out of an address before reading its scheme
  return value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
}

/** A same-site address: a path ('/x', 'x', '#x', '?x'), not '//host', '/\host' or 'scheme:'. */
export function isSameSiteAddress(value: string): boolean {
  const trimmed = value.replace(/^[\u0000-\u0020]+/, "").replace(/[\t\n\r]/g, "");
  if (/^[/\\][/\\]/.test(trimmed)) return false;
  return !/^[a-z][a-z0-9+.-]*:/i.test(trimmed);
}

function cssProblem(css: string): string | null {
  const plain = css.replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))).replace(/\\(.)/g, "$1").replace(/\/\*[\s\S]*?\*\//g, "").toLowerCase();
  if (/expression\s*\(/.test(plain)) return "a CSS expression()";
  if (/-moz-binding|behavior\s*:/.test(plain)) return "a CSS binding";
  if (/@import/.test(plain)) return "a CSS @import";
  if (/javascript:|vbscript:/.test(plain)) return "a script address in CSS";
  const urls = [...plain.matchAll(/(?:url|image-set|image)\(\s*(['"]?)([^'")]*)\1/g)].map((match) => match[2]!.trim());
  const outside = urls.find((url) => !url.startsWith("#") && !isSameSiteAddress(url));
  return outside === undefined ? null : `a CSS url(${outside}) to another host`;
}

export interface CheckOptions {
  /** also report fetched addresses that leave the site (tracking pixels, external images) */
  sameSiteFetchesOnly?: boolean;
  /** elements allowed although in the forbidden list (meta and link for the head markup) */
  allow?: string[];
}

/** Every executable (or off-site fetching) construct in a parsed tree. */
export function problemsInTree(root: Node, options: CheckOptions = {}): MarkupProblem[] {
  const problems: MarkupProblem[] = [];
  const allowed = new Set(options.allow ?? []);
  const visit = (node: Node, path: string) => {
    const name = (node.tagName ?? node.nodeName).toLowerCase();
    const here = `${path}>${name}`;
    if (node.tagName !== undefined) {
      if (FORBIDDEN_ELEMENTS.has(name) && !allowed.has(name)) problems.push({ where: here, what: `a <${name}> element` });
      if (name === "style") {
        const text = (node.childNodes ?? []).map((child) => child.value ?? "").join("");
        const css = cssProblem(text);
        if (css) problems.push({ where: here, what: css });
      }
      const attributes = node.attrs ?? [];
      const attributeNamed = (wanted: string) => attributes.find((attribute) => attribute.name.toLowerCase() === wanted)?.value;
      if (name === "meta" && attributeNamed("http-equiv") !== undefined) problems.push({ where: here, what: `<meta http-equiv="${attributeNamed("http-equiv")}">` });
      // SMIL can set any attribute of its target, an href or an event handler included
      if (/^(animate|set|animatemotion|animatetransform)$/.test(name)) {
        const target = (attributeNamed("attributename") ?? "").toLowerCase();
        if (/^on|href$/.test(target)) problems.push({ where: here, what: `<${name}> that sets ${target}` });
      }
      for (const attribute of attributes) {
        const attributeName = (attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name).toLowerCase();
        const bare = attribute.name.toLowerCase();
        if (bare.startsWith("on")) problems.push({ where: here, what: `an event handler ${attributeName}` });
        if (bare === "srcdoc") problems.push({ where: here, what: "a srcdoc document" });
        if (bare === "style") {
          const css = cssProblem(attribute.value);
          if (css) problems.push({ where: here, what: `style with ${css}` });
        }
        if (URL_ATTRIBUTES.has(attributeName) || URL_ATTRIBUTES.has(bare)) {
          const values = bare === "srcset" ? attribute.value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "") : bare === "values" ? attribute.value.split(";") : [attribute.value];
          for (const value of values) {
            if (SCRIPT_SCHEME.test(schemeOf(value))) problems.push({ where: here, what: `${attributeName}="${value.slice(0, 60)}"` });
            else if (options.sameSiteFetchesOnly && (FETCHED_ATTRIBUTES.has(attributeName) || FETCHED_ATTRIBUTES.has(bare) || (bare === "href" && /^(use|image|feimage|link)$/.test(name))) && !isSameSiteAddress(value)) {
              problems.push({ where: here, what: `a fetch from another host: ${attributeName}="${value.slice(0, 60)}"` });
            }
          }
        }
      }
    }
    for (const child of node.childNodes ?? []) visit(child, here);
    if (node.content) visit(node.content, `${here}(content)`);
  };
  visit(root, "");
  return problems;
}

/** Problems of HTML as it would stand inside a <div> in the body of a page. */
export function problemsInBodyHtml(html: string, options: CheckOptions = {}): MarkupProblem[] {
  const document = parse(`<!DOCTYPE html><html><head></head><body><div>${html}</div></body></html>`) as unknown as Node;
  const body = document.childNodes!.find((node) => node.nodeName === "html")!.childNodes!.find((node) => node.nodeName === "body")!;
  const head = document.childNodes!.find((node) => node.nodeName === "html")!.childNodes!.find((node) => node.nodeName === "head")!;
  return [...problemsInTree(head, options), ...problemsInTree(body, options)];
}

/** Problems of markup parsed as a fragment (no document around it). */
export function problemsInFragment(html: string, options: CheckOptions = {}): MarkupProblem[] {
  return problemsInTree(parseFragment(html) as unknown as Node, options);
}

interface DomLike {
  nodeType: number;
  nodeName: string;
  localName?: string;
  nodeValue: string | null;
  attributes?: ArrayLike<{ name: string; value: string }>;
  childNodes: ArrayLike<DomLike>;
}

/** The same checks on a DOM tree (e.g. an SVG file parsed as XML by jsdom's DOMParser). */
export function problemsInDom(root: DomLike, options: CheckOptions = {}): MarkupProblem[] {
  const convert = (node: DomLike): Node => {
    if (node.nodeType === 1) {
      return {
        nodeName: node.localName ?? node.nodeName,
        tagName: node.localName ?? node.nodeName,
        attrs: Array.from(node.attributes ?? []).map((attribute) => ({ name: attribute.name, value: attribute.value })),
        childNodes: Array.from(node.childNodes).map(convert),
      };
    }
    return { nodeName: node.nodeType === 3 || node.nodeType === 4 ? "#text" : node.nodeName, value: node.nodeValue ?? "", childNodes: Array.from(node.childNodes).map(convert) };
  };
  return problemsInTree(convert(root), options);
}
