/*
 * The SEO record of the spec (admin.txt, section 3): one per public page, keyed by the page's path
 * with '/' replaced by '_' ('home' for the home page), and a global fallback under '_'.
 */

export const GLOBAL_SEO_KEY = "_";
export const HOME_SEO_KEY = "home";

/** '/' → 'home', '/blog/my-post' → '_blog_my-post'; a trailing slash does not make a new page. */
export function seoKeyOfPath(pathname: string): string {
  // The same page whether its address arrives percent-encoded (a request) or not (a slug).
  const path = safelyDecoded(pathname).replace(/(?<!\/)\/+$/, "");
  return path === "" ? HOME_SEO_KEY : path.replace(/\//g, "_");
}

/** A path or segment as written, when its percent-encoding is broken. */
export function safelyDecoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export const seoFieldNames = [
  "siteTitle",
  "pageTitle",
  "metaDescription",
  "keywords",
  "canonicalUrl",
  "robotsMeta",
  "metaTag",
  "analyticsId",
  "facebookMeta",
  "facebookPixel",
  "googleMetaPixel",
  "schemaMarkup",
  "openGraph",
  "twitterCard",
  "alternateHrefLang",
  "customMetaTags",
] as const;

export type SeoFieldName = (typeof seoFieldNames)[number];
export type SeoFieldValues = Record<SeoFieldName, string | null>;

export type SeoFieldKind = "line" | "text" | "markup" | "json";

/** The editor's sections, in order. */
export const seoFieldGroups = [
  { id: "search", legend: "Search results" },
  { id: "social", legend: "Shared links" },
  { id: "tracking", legend: "Verification and analytics" },
  { id: "advanced", legend: "Structured data and custom tags" },
] as const;

export interface SeoFieldInfo {
  name: SeoFieldName;
  group: (typeof seoFieldGroups)[number]["id"];
  label: string;
  hint: string;
  kind: SeoFieldKind;
  maxLength: number;
  /** only on the global record, or only on page records */
  only?: "global" | "page";
  placeholder?: string;
}

/** Labels and hints of the editor, and the longest value the server takes for each field. */
export const seoFieldInfo: readonly SeoFieldInfo[] = [
  { name: "siteTitle", group: "search", label: "Site title", hint: "The site's name: page titles end with it, and the home page is titled with it.", kind: "line", maxLength: 120, only: "global" },
  { name: "pageTitle", group: "search", label: "Page title", hint: "The whole title of this page in search results and browser tabs.", kind: "line", maxLength: 200, only: "page" },
  { name: "metaDescription", group: "search", label: "Meta description", hint: "The snippet under the title in search results.", kind: "text", maxLength: 500 },
  { name: "keywords", group: "search", label: "Keywords", hint: "Comma-separated.", kind: "line", maxLength: 500, placeholder: "forex course, trading calculators" },
  { name: "canonicalUrl", group: "search", label: "Canonical URL", hint: "On a page: the address search engines should index (absolute, or a path). On the global record: the site's address, used as the base of every page's canonical link.", kind: "line", maxLength: 500, placeholder: "https://www.example.com/about" },
  { name: "robotsMeta", group: "search", label: "Robots", hint: "Comma-separated directives, e.g. index, follow or noindex, nofollow. A noindex page leaves sitemap.xml.", kind: "line", maxLength: 200, placeholder: "index, follow" },
  { name: "metaTag", group: "tracking", label: "Site verification", hint: "The search console's verification code, or its whole <meta> tag.", kind: "line", maxLength: 500 },
  { name: "analyticsId", group: "tracking", label: "Analytics ID", hint: "A Google Analytics measurement ID (G-…). Its script loads only when one is set.", kind: "line", maxLength: 40, placeholder: "G-XXXXXXXXXX" },
  { name: "facebookMeta", group: "tracking", label: "Facebook domain verification", hint: "The verification code, or its whole <meta> tag.", kind: "line", maxLength: 500 },
  { name: "facebookPixel", group: "tracking", label: "Facebook pixel", hint: "The pixel ID, or its <meta> tags.", kind: "line", maxLength: 500 },
  { name: "googleMetaPixel", group: "tracking", label: "Google pixel", hint: "A verification code, or its <meta> tags.", kind: "line", maxLength: 500 },
  { name: "schemaMarkup", group: "advanced", label: "Structured data (JSON-LD)", hint: "A JSON object or array with @context https://schema.org; a <script type=\"application/ld+json\"> wrapper is accepted. It replaces the built-in data of the same @type.", kind: "json", maxLength: 20_000 },
  { name: "openGraph", group: "social", label: "Open Graph tags", hint: "<meta property=\"og:…\" content=\"…\"> tags; each replaces the built-in tag of the same property.", kind: "markup", maxLength: 5_000 },
  { name: "twitterCard", group: "social", label: "Twitter card tags", hint: "<meta name=\"twitter:…\" content=\"…\"> tags.", kind: "markup", maxLength: 5_000 },
  { name: "alternateHrefLang", group: "search", label: "Alternate languages (hreflang)", hint: "Comma-separated language codes, e.g. en-IN, hi-IN, x-default; each links to this page's address.", kind: "line", maxLength: 200, placeholder: "en-IN, hi-IN" },
  { name: "customMetaTags", group: "advanced", label: "Custom meta and link tags", hint: "Only <meta> and <link> tags; the fields above win over a tag of the same name.", kind: "markup", maxLength: 5_000 },
];

export function fieldInfo(name: SeoFieldName): SeoFieldInfo {
  return seoFieldInfo.find((field) => field.name === name)!;
}

/** What search engines usually show before cutting: the editor counts against these. */
export const snippetLimits = { title: 60, description: 160 } as const;
