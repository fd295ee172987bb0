import { formatCount } from "../../domain/counts";
import type { JsonLd } from "../../domain/seo/json-ld";
import type { CompiledSeo, HeadTag } from "../../domain/seo/page-head";
import { fieldInfo, seoFieldNames, type SeoFieldName, type SeoFieldValues } from "../../domain/seo/seo-fields";
import { isWebAddress, parseHeadMarkup } from "./seo-markup.server";

/*
 * The rules of an SEO record: what the editor may save (each field checked, a clear message for the
 * first one that is wrong, nothing saved then), and the compiled form public pages read.
 */

export type SeoCheck = { ok: true; values: SeoFieldValues } | { ok: false; field: SeoFieldName; error: string };

const ROBOTS_DIRECTIVES = new Set([
  "all", "index", "noindex", "follow", "nofollow", "none", "noarchive", "nosnippet", "noimageindex",
  "notranslate", "nocache", "indexifembedded", "max-snippet", "max-image-preview", "max-video-preview", "unavailable_after",
]);
/** ISO 639-1 language, an optional script and an optional region (what search engines read), or x-default. */
const LANGUAGE_CODE = /^([a-z]{2}(-[a-z]{4})?(-([a-z]{2}|\d{3}))?|x-default)$/i;
/**
 * The codes an alternate may carry now that every page links its two versions itself (decision
 * 0032): further codes of English or Hindi (en, en-GB, hi), each linking to that language's
 * version. A code of another language would claim a version the site does not have.
 */
const EDITION_CODE = /^(en|hi)(-|$)/i;
/**
 * A Google Analytics 4 measurement ID. Universal Analytics (UA-) is shut down, and Ads tags (AW-,
 * DC-) call hosts the CSP does not allow.
 */
const ANALYTICS_ID = /^G-[A-Z0-9]{6,16}$/;
const VERIFICATION_TOKEN = /^[A-Za-z0-9_\-.:=+/]{1,200}$/;

/** The meta name a bare code in a verification or pixel field is published under. */
const TOKEN_META_NAMES: Partial<Record<SeoFieldName, string>> = {
  metaTag: "google-site-verification",
  facebookMeta: "facebook-domain-verification",
  facebookPixel: "facebook-pixel-id",
  googleMetaPixel: "google-meta-pixel",
};

type FieldCheck = { ok: true; value: string | null } | { ok: false; error: string };

/** Checks every field of a submitted record; values come back trimmed and normalised. */
export function checkSeoFields(input: Partial<Record<SeoFieldName, unknown>>): SeoCheck {
  const values = {} as SeoFieldValues;
  for (const name of seoFieldNames) {
    // A browser counts a line break once against maxlength but sends it as CRLF: count it once here too.
    const raw = typeof input[name] === "string" ? (input[name] as string).replace(/\r\n?/g, "\n").trim() : "";
    const info = fieldInfo(name);
    if (raw.length > info.maxLength) return { ok: false, field: name, error: `${info.label}: at most ${formatCount(info.maxLength)} characters` };
    const checked = raw === "" ? { ok: true as const, value: null } : checkField(name, raw);
    if (!checked.ok) return { ok: false, field: name, error: `${info.label}: ${checked.error}` };
    values[name] = checked.value;
  }
  return { ok: true, values };
}

function checkField(name: SeoFieldName, value: string): FieldCheck {
  switch (name) {
    case "canonicalUrl":
      return isWebAddress(value) ? { ok: true, value } : { ok: false, error: "give an http(s) address or a path that starts with /" };
    case "robotsMeta":
      return checkRobots(value);
    case "analyticsId": {
      const id = value.toUpperCase();
      return ANALYTICS_ID.test(id) ? { ok: true, value: id } : { ok: false, error: "give a measurement ID such as G-XXXXXXXXXX" };
    }
    case "metaTag":
    case "facebookMeta":
    case "facebookPixel":
    case "googleMetaPixel":
      return checkTokenOrMeta(value);
    case "schemaMarkup": {
      const parsed = parseJsonLd(value);
      return parsed.ok ? { ok: true, value } : parsed;
    }
    case "openGraph":
    case "twitterCard": {
      const parsed = parseHeadMarkup(value);
      if (!parsed.ok) return parsed;
      return parsed.tags.every((tag) => tag.tag === "meta") ? { ok: true, value } : { ok: false, error: "only <meta> tags are allowed here" };
    }
    case "customMetaTags": {
      const parsed = parseHeadMarkup(value);
      return parsed.ok ? { ok: true, value } : parsed;
    }
    case "alternateHrefLang": {
      const codes = splitList(value);
      const bad = codes.find((code) => !LANGUAGE_CODE.test(code));
      if (bad) return { ok: false, error: `"${bad}" is not a language code such as en-IN or x-default` };
      const other = codes.find((code) => code.toLowerCase() !== "x-default" && !EDITION_CODE.test(code));
      if (other) return { ok: false, error: `"${other}": the site has English and Hindi versions only; give codes such as en, en-GB or hi` };
      return { ok: true, value: codes.map(canonicalLanguageCode).join(", ") };
    }
    default:
      return { ok: true, value };
  }
}

function checkRobots(value: string): FieldCheck {
  const directives = splitList(value).map((directive) => directive.toLowerCase());
  const unknown = directives.find((directive) => !ROBOTS_DIRECTIVES.has(directive.split(":")[0]!.trim()));
  return unknown ? { ok: false, error: `"${unknown}" is not a robots directive (index, noindex, follow, nofollow, …)` } : { ok: true, value: directives.join(", ") };
}

function checkTokenOrMeta(value: string): FieldCheck {
  if (value.startsWith("<")) {
    const parsed = parseHeadMarkup(value);
    if (!parsed.ok) return parsed;
    return parsed.tags.every((tag) => tag.tag === "meta") ? { ok: true, value } : { ok: false, error: "only <meta> tags are allowed here" };
  }
  return VERIFICATION_TOKEN.test(value) ? { ok: true, value } : { ok: false, error: "give the code alone (letters, digits, - _ . : = + /) or its <meta> tag" };
}

/** JSON-LD as typed: a JSON object or array of objects, each saying what it is; a script wrapper is taken off. */
export function parseJsonLd(value: string): { ok: true; entries: JsonLd[] } | { ok: false; error: string } {
  const unwrapped = value.replace(/^\s*<script[^>]*>([\s\S]*)<\/script\s*>\s*$/i, "$1").trim();
  let parsed: unknown;
  try {
    parsed = JSON.parse(unwrapped);
  } catch (error) {
    return { ok: false, error: `not valid JSON (${(error as Error).message})` };
  }
  const entries = Array.isArray(parsed) ? parsed : [parsed];
  if (entries.length === 0) return { ok: false, error: "the array is empty" };
  for (const entry of entries) {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return { ok: false, error: "each entry must be a JSON object" };
    const record = entry as JsonLd;
    if (!record["@type"] && !record["@graph"]) return { ok: false, error: 'each entry needs an "@type" (or an "@graph")' };
    const context = record["@context"];
    if (typeof context !== "string" || !/^https?:\/\/schema\.org\/?$/.test(context)) return { ok: false, error: 'each entry needs "@context": "https://schema.org"' };
  }
  return { ok: true, entries: entries as JsonLd[] };
}

/**
 * A stored record, ready for pages. Values were checked on save; anything that no longer passes
 * (a row changed outside the product) is left out rather than shown.
 */
export function compileSeoRecord(values: SeoFieldValues): CompiledSeo {
  const tokenOrMeta = (name: SeoFieldName): HeadTag[] | null => {
    const value = values[name];
    if (!value) return null;
    if (value.startsWith("<")) return metaOnly(value);
    return VERIFICATION_TOKEN.test(value) ? [{ tag: "meta", attrs: { name: TOKEN_META_NAMES[name]!, content: value } }] : null;
  };
  const markup = (value: string | null): HeadTag[] | null => {
    if (!value) return null;
    const parsed = parseHeadMarkup(value);
    return parsed.ok ? parsed.tags : null;
  };
  const jsonLd = values.schemaMarkup ? parseJsonLd(values.schemaMarkup) : null;
  const analyticsId = values.analyticsId && ANALYTICS_ID.test(values.analyticsId) ? values.analyticsId : null;
  const hreflang = values.alternateHrefLang ? splitList(values.alternateHrefLang).filter((code) => LANGUAGE_CODE.test(code)).map(canonicalLanguageCode) : [];
  return {
    siteTitle: values.siteTitle,
    pageTitle: values.pageTitle,
    description: values.metaDescription,
    keywords: values.keywords,
    canonicalUrl: values.canonicalUrl && isWebAddress(values.canonicalUrl) ? values.canonicalUrl : null,
    robots: values.robotsMeta && checkRobots(values.robotsMeta).ok ? values.robotsMeta : null,
    analyticsId,
    siteVerification: tokenOrMeta("metaTag"),
    facebookVerification: tokenOrMeta("facebookMeta"),
    facebookPixel: tokenOrMeta("facebookPixel"),
    googlePixel: tokenOrMeta("googleMetaPixel"),
    openGraph: values.openGraph ? metaOnly(values.openGraph) : null,
    twitter: values.twitterCard ? metaOnly(values.twitterCard) : null,
    custom: markup(values.customMetaTags),
    jsonLd: jsonLd?.ok ? jsonLd.entries : null,
    hreflang: hreflang.length > 0 ? hreflang : null,
    hi: {
      siteTitle: values.siteTitleHi,
      pageTitle: values.pageTitleHi,
      description: values.metaDescriptionHi,
      keywords: values.keywordsHi,
      ogTitle: values.ogTitleHi,
      ogDescription: values.ogDescriptionHi,
    },
  };
}

function metaOnly(value: string): HeadTag[] | null {
  const parsed = parseHeadMarkup(value);
  return parsed.ok ? parsed.tags.filter((tag) => tag.tag === "meta") : null;
}

/** en-in → en-IN, zh-hant-tw → zh-Hant-TW: the spelling the standard recommends. */
function canonicalLanguageCode(code: string): string {
  if (code.toLowerCase() === "x-default") return "x-default";
  return code
    .split("-")
    .map((part, index) => (index === 0 ? part.toLowerCase() : part.length === 4 ? part[0]!.toUpperCase() + part.slice(1).toLowerCase() : part.toUpperCase()))
    .join("-");
}

function splitList(value: string): string[] {
  return [...new Set(value.split(",").map((item) => item.trim()).filter(Boolean))];
}
