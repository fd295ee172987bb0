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
  // the Hindi edition's versions of the text fields (issue 23, decision 0032)
  "siteTitleHi",
  "pageTitleHi",
  "metaDescriptionHi",
  "keywordsHi",
  "ogTitleHi",
  "ogDescriptionHi",
] as const;

/** The Hindi text fields: a Hindi page (/hi/…) reads these and never the English text fields. */
export const hindiSeoFieldNames = ["siteTitleHi", "pageTitleHi", "metaDescriptionHi", "keywordsHi", "ogTitleHi", "ogDescriptionHi"] as const satisfies readonly SeoFieldName[];

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
  /** a Hindi field: the English field it translates, shown beside it in the editor */
  translates?: SeoFieldName;
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
  { name: "alternateHrefLang", group: "search", label: "Alternate languages (hreflang)", hint: "Every page already links its English (en-IN, x-default) and Hindi (hi-IN) versions. Add further codes of the same two languages, e.g. en, hi, en-GB: English codes link to the English address, Hindi codes to the /hi address.", kind: "line", maxLength: 200, placeholder: "en, hi" },
  { name: "siteTitleHi", group: "search", label: "Hindi site title", hint: "The site's name on Hindi pages. Empty: the company name.", kind: "line", maxLength: 120, only: "global", translates: "siteTitle" },
  { name: "pageTitleHi", group: "search", label: "Hindi page title", hint: "The whole title of this page's Hindi version (/hi/…). Empty: the page's Hindi name.", kind: "line", maxLength: 200, only: "page", translates: "pageTitle" },
  { name: "metaDescriptionHi", group: "search", label: "Hindi description", hint: "The snippet of the Hindi version. Empty: the page's built-in Hindi description, never the English text.", kind: "text", maxLength: 500, translates: "metaDescription" },
  { name: "keywordsHi", group: "search", label: "Hindi keywords", hint: "Comma-separated, for the Hindi version.", kind: "line", maxLength: 500, translates: "keywords" },
  { name: "ogTitleHi", group: "social", label: "Hindi shared-link title", hint: "og:title of the Hindi version. On Hindi pages the English tags' og:title and og:description are left out; empty, the Hindi title is used.", kind: "line", maxLength: 200 },
  { name: "ogDescriptionHi", group: "social", label: "Hindi shared-link description", hint: "og:description of the Hindi version. Empty: the Hindi description.", kind: "text", maxLength: 500 },
  { name: "customMetaTags", group: "advanced", label: "Custom meta and link tags", hint: "Only <meta> and <link> tags; the fields above win over a tag of the same name.", kind: "markup", maxLength: 5_000 },
];

export function fieldInfo(name: SeoFieldName): SeoFieldInfo {
  return seoFieldInfo.find((field) => field.name === name)!;
}

/** What search engines usually show before cutting: the editor counts against these. */
export const snippetLimits = { title: 60, description: 160 } as const;
