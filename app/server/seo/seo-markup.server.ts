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
 * modulepreload, prefetch, preconnect, dns-prefetch, import (they fetch or run code, or tell a third
 * party about every visitor), canonical (its own field), pingback.
 */
const LINK_RELATIONS = new Set(["alternate", "author", "me", "icon", "apple-touch-icon", "mask-icon", "manifest", "license", "publisher", "help", "shortlink"]);
/** Relations the browser fetches by itself: only from this site, so no third party sees each visit. */
const FETCHED_RELATIONS = new Set(["icon", "apple-touch-icon", "mask-icon", "manifest"]);
/** Meta names that change how the browser behaves rather than describe the page. */
const REFUSED_META_NAMES = new Set(["referrer", "msapplication-config", "viewport"]);
/** Meta tags whose content is an address (Open Graph, Twitter): absolute http(s) only. */
const ADDRESS_META = /^(og|twitter):.*(url|image|video|audio|player)$/i;
const MAX_TAGS = 60;
const SCRIPTABLE_URL = /^\s*(javascript|vbscript|file):|^\s*data:([\w.+-]*\/[\w.+-]*)?[;,]/i;
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export type MarkupResult = { ok: true; tags: HeadTag[] } | { ok: false; error: string };

export interface Parse5Node {
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
    if (CONTROL_CHARACTERS.test(attribute.value)) return { ok: false, error: `the attribute "${attributeName}" holds control characters` };
    if (SCRIPTABLE_URL.test(attribute.value)) return { ok: false, error: `<${name}> may not hold a ${attribute.value.trim().split(":")[0]!.toLowerCase()}: address` };
    attrs[attributeName] = attribute.value;
  }
  if (name === "meta") {
    if (!attrs.name && !attrs.property && !attrs.itemprop) return { ok: false, error: "a <meta> tag needs a name or a property" };
    if (attrs.content === undefined) return { ok: false, error: `<meta ${attrs.name ? `name="${attrs.name}"` : `property="${attrs.property ?? attrs.itemprop}"`}> needs a content` };
    const metaName = attrs.name ?? attrs.property ?? attrs.itemprop ?? "";
    if (REFUSED_META_NAMES.has(metaName.toLowerCase())) return { ok: false, error: `<meta name="${metaName}"> is not allowed` };
    if (ADDRESS_META.test(metaName) && attrs.content && !isAbsoluteWebAddress(attrs.content)) {
      return { ok: false, error: `${metaName} must be an http(s) address` };
    }
    return { ok: true, tag: { tag: "meta", attrs } };
  }
  const relation = attrs.rel?.trim().toLowerCase();
  if (!relation) return { ok: false, error: "a <link> tag needs a rel" };
  if (!LINK_RELATIONS.has(relation)) return { ok: false, error: `<link rel="${relation}"> is not allowed` };
  if (!attrs.href || !isWebAddress(attrs.href)) return { ok: false, error: `<link rel="${relation}"> needs an href that is an http(s) address or a path` };
  if (FETCHED_RELATIONS.has(relation) && !attrs.href.trim().startsWith("/")) return { ok: false, error: `<link rel="${relation}"> must point to a file on this site (a path such as /icon.png)` };
  return { ok: true, tag: { tag: "link", attrs: { ...attrs, rel: relation } } };
}

/** An http(s) URL, or a path on this site ('/…' but not the protocol-relative '//…'). */
export function isWebAddress(value: string): boolean {
  const trimmed = value.trim();
  // '//host' and '/\host' both leave the site in a browser's eyes
  if (trimmed.startsWith("/")) return !/^\/[/\\]/.test(trimmed);
  // 'https:host/x' parses, but is no address a link preview or a crawler reads as absolute
  if (!/^https?:\/\//i.test(trimmed)) return false;
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
