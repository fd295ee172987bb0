import { parseFragment } from "parse5";
import type { HeadTag } from "../../domain/seo/page-head";

/*
 * Markup an administrator pastes into an SEO field (Open Graph, Twitter, custom tags, a
 * verification tag) becomes a list of <meta> and <link> elements with allowed attributes, or is
 * refused with a message that says what is wrong. Pages never print the markup itself: they render
 * the checked list as React elements, so nothing typed here can run a script or redirect a visitor.
 */

const META_ATTRIBUTES = new Set(["name", "property", "content", "itemprop"]);
const LINK_ATTRIBUTES = new Set(["rel", "href", "hreflang", "type", "sizes", "media", "title", "color"]);
/**
 * Relations that describe the page or the site. Left out on purpose: stylesheet, preload,
 * modulepreload, prefetch, import (they fetch or run code), canonical (its own field), pingback.
 */
const LINK_RELATIONS = new Set([
  "alternate",
  "author",
  "me",
  "icon",
  "apple-touch-icon",
  "mask-icon",
  "manifest",
  "license",
  "publisher",
  "help",
  "dns-prefetch",
  "preconnect",
  "shortlink",
]);
const MAX_TAGS = 60;
const SCRIPTABLE_URL = /^\s*(javascript|data|vbscript|file):/i;

export type MarkupResult = { ok: true; tags: HeadTag[] } | { ok: false; error: string };

interface Parse5Node {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Parse5Node[];
}

export function parseHeadMarkup(markup: string): MarkupResult {
  const fragment = parseFragment(markup) as unknown as Parse5Node;
  const tags: HeadTag[] = [];
  for (const node of fragment.childNodes ?? []) {
    if (node.nodeName === "#comment") continue;
    if (node.nodeName === "#text") {
      if (node.value?.trim()) return { ok: false, error: `only tags are allowed, found the text "${clip(node.value.trim())}"` };
      continue;
    }
    const checked = checkElement(node);
    if (!checked.ok) return checked;
    tags.push(checked.tag);
  }
  if (tags.length > MAX_TAGS) return { ok: false, error: `at most ${MAX_TAGS} tags are allowed` };
  return { ok: true, tags };
}

function checkElement(node: Parse5Node): { ok: true; tag: HeadTag } | { ok: false; error: string } {
  const name = node.tagName ?? node.nodeName;
  if (name !== "meta" && name !== "link") return { ok: false, error: `only <meta> and <link> tags are allowed, found <${name}>` };
  const allowed = name === "meta" ? META_ATTRIBUTES : LINK_ATTRIBUTES;
  const attrs: Record<string, string> = {};
  for (const attribute of node.attrs ?? []) {
    const attributeName = attribute.name.toLowerCase();
    if (!allowed.has(attributeName)) return { ok: false, error: `the attribute "${attributeName}" is not allowed on <${name}>` };
    if (SCRIPTABLE_URL.test(attribute.value)) return { ok: false, error: `<${name}> may not hold a ${attribute.value.trim().split(":")[0]!.toLowerCase()}: address` };
    attrs[attributeName] = attribute.value;
  }
  if (name === "meta") {
    if (!attrs.name && !attrs.property && !attrs.itemprop) return { ok: false, error: "a <meta> tag needs a name or a property" };
    if (attrs.content === undefined) return { ok: false, error: `<meta ${attrs.name ? `name="${attrs.name}"` : `property="${attrs.property ?? attrs.itemprop}"`}> needs a content` };
    if (/^og:|^twitter:/i.test(attrs.name ?? attrs.property ?? "") && /(url|image|video|audio)$/i.test(attrs.name ?? attrs.property ?? "") && attrs.content && !isAbsoluteWebAddress(attrs.content)) {
      return { ok: false, error: `${attrs.name ?? attrs.property} must be an http(s) address` };
    }
    return { ok: true, tag: { tag: "meta", attrs } };
  }
  const relation = attrs.rel?.trim().toLowerCase();
  if (!relation) return { ok: false, error: "a <link> tag needs a rel" };
  if (!LINK_RELATIONS.has(relation)) return { ok: false, error: `<link rel="${relation}"> is not allowed` };
  if (!attrs.href || !isWebAddress(attrs.href)) return { ok: false, error: `<link rel="${relation}"> needs an href that is an http(s) address or a path` };
  return { ok: true, tag: { tag: "link", attrs: { ...attrs, rel: relation } } };
}

/** An http(s) URL, or a path on this site ('/…' but not the protocol-relative '//…'). */
export function isWebAddress(value: string): boolean {
  const trimmed = value.trim();
  // '//host' and '/\host' both leave the site in a browser's eyes
  if (trimmed.startsWith("/")) return !/^\/[\/\\]/.test(trimmed);
  try {
    const url = new URL(trimmed);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** Link previews do not resolve a path: an og:/twitter: address must be absolute http(s). */
function isAbsoluteWebAddress(value: string): boolean {
  return isWebAddress(value) && !value.trim().startsWith("/");
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
