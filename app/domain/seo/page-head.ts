import { hreflang as hreflangOf, locales, pathInLocale, pathWithoutLocale, type Locale } from "../../i18n/locale";
import { breadcrumbJsonLd, jsonLdTypes, serialiseJsonLd, type JsonLd } from "./json-ld";

/*
 * The <head> of a public page, decided once from four sources, best first:
 *   1. the page's own SEO record,
 *   2. what the page's content says of itself (a blog post's title, description and image),
 *   3. the global SEO record '_',
 *   4. the built-in defaults (the route's name and description, the site's name).
 * Each tag appears once: where two sources give the same tag (the same meta name or property,
 * the same link), the better source wins. Pure, so the server and the browser (after a client
 * navigation) produce the same head.
 */

/** An allowed <meta> or <link>, its attributes already checked (see seo-markup.server.ts). */
export interface HeadTag {
  tag: "meta" | "link";
  attrs: Record<string, string>;
}

/** An SEO record as the server hands it to pages: markup parsed, reduced and checked. */
export interface CompiledSeo {
  siteTitle: string | null;
  pageTitle: string | null;
  description: string | null;
  keywords: string | null;
  canonicalUrl: string | null;
  robots: string | null;
  analyticsId: string | null;
  siteVerification: HeadTag[] | null;
  facebookVerification: HeadTag[] | null;
  facebookPixel: HeadTag[] | null;
  googlePixel: HeadTag[] | null;
  openGraph: HeadTag[] | null;
  twitter: HeadTag[] | null;
  custom: HeadTag[] | null;
  jsonLd: JsonLd[] | null;
  hreflang: string[] | null;
  /** the Hindi versions of the text fields: what a Hindi page reads in their place (decision 0032) */
  hi?: HindiSeoText;
}

export interface HindiSeoText {
  siteTitle: string | null;
  pageTitle: string | null;
  description: string | null;
  keywords: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
}

export interface SeoImage {
  /** absolute, or a path on this site */
  url: string;
  width?: number | null;
  height?: number | null;
  alt: string;
}

/** What a public route says of itself (its `handle.seo`). */
export interface RouteSeo {
  /** the page's name: the title is '{name} | {site title}'; without it, the site title alone */
  name?: string;
  /** a built-in description, used when neither the page's nor the global record has one */
  description?: string;
  /** the page's content speaking for itself: above the global record, below the page's own */
  content?: {
    title: string;
    description?: string;
    keywords?: string;
    image?: SeoImage;
    publishedTime?: string;
    modifiedTime?: string;
  };
  jsonLd?: JsonLd[];
  /** the trail from home, for BreadcrumbList data; paths on this site */
  breadcrumbs?: { name: string; path: string }[];
  /** forced, whatever the records say (a page that does not exist is never indexed) */
  robots?: string;
  /**
   * There is no such page (an unknown address, a post that is gone): the page's record, if one was
   * left behind, is not used, and nothing claims a canonical address or language versions.
   */
  notFound?: boolean;
  /**
   * the page's own path as the site lists it, in English ('/About/' is '/about', '/hi/about' is
   * '/about'): the head writes the canonical link and both languages' alternates from it
   */
  path?: string;
  /**
   * the page's address in a language where it is not `path` under that language's prefix (a post's
   * Hindi slug, decision 0051): the canonical link and that language's alternate use it
   */
  localPaths?: Partial<Record<Locale, string>>;
  /** feeds of what the page lists, linked as rel="alternate" with their type (the blog's pages, decision 0037) */
  feeds?: { type: string; title: string; path: string }[];
}

/** The site's share card (public/share-card.png, drawn from docs/artwork/share-card.svg). */
export function shareCard(alt: string): SeoImage {
  return { url: "/share-card.png", width: 1200, height: 630, alt };
}

export interface SiteFacts {
  /** the company name from the settings: the site title when no record gives one */
  name: string;
  /** PUBLIC_URL, without a trailing slash */
  publicUrl: string;
  /** the image of a shared link when the page has none of its own */
  defaultImage?: SeoImage;
}

export interface PageHead {
  title: string;
  tags: HeadTag[];
  /** serialised, safe inside a script element */
  jsonLd: string[];
  analyticsId: string | null;
  canonicalUrl: string;
}

interface Candidate {
  key: string;
  rank: number;
  tag: HeadTag;
}

const Rank = { page: 0, content: 1, global: 2, builtIn: 3, custom: 4 } as const;
/** A tag written out in a record beats one the product derives from the same record's fields. */
const DERIVED = 0.5;

export function resolvePageHead(input: {
  pathname: string;
  /** the page's language (the address decides it); English when not given */
  locale?: Locale;
  page: CompiledSeo | null | undefined;
  global: CompiledSeo | null | undefined;
  route: RouteSeo;
  site: SiteFacts;
}): PageHead {
  const { route, site } = input;
  const locale = input.locale ?? "en";
  const page = route.notFound ? null : recordInLocale(input.page, locale);
  const global = recordInLocale(input.global, locale);
  const pick = <T,>(read: (record: CompiledSeo) => T | null): { value: T; rank: number } | null => {
    const fromPage = page ? read(page) : null;
    if (fromPage !== null && fromPage !== undefined) return { value: fromPage, rank: Rank.page };
    const fromGlobal = global ? read(global) : null;
    if (fromGlobal !== null && fromGlobal !== undefined) return { value: fromGlobal, rank: Rank.global };
    return null;
  };

  const siteTitle = global?.siteTitle ?? site.name;
  const title = page?.pageTitle
    ? { value: page.pageTitle, rank: Rank.page }
    : route.content
      ? { value: `${route.content.title} | ${siteTitle}`, rank: Rank.content }
      : { value: route.name ? `${route.name} | ${siteTitle}` : siteTitle, rank: Rank.builtIn };
  const pageDescription = page?.description ? { value: page.description, rank: Rank.page } : null;
  const description =
    pageDescription ??
    (route.content?.description ? { value: route.content.description, rank: Rank.content } : null) ??
    pick((record) => record.description) ??
    { value: route.description ?? "", rank: Rank.builtIn };

  const canonicalBase = absoluteHttpUrl(global?.canonicalUrl) ? trimSlash(global!.canonicalUrl!) : site.publicUrl;
  const ownPath = route.path ?? (pathWithoutLocale(input.pathname).replace(/(?<!\/)\/+$/, "") || "/");
  // Each language's address of this page. A record's own canonical address was written for the
  // English page it was saved on: it stands for the English version only, the Hindi one is its /hi address.
  const addressIn = (language: Locale) =>
    language === "en" && page?.canonicalUrl
      ? absoluteUrl(page.canonicalUrl, canonicalBase)
      : canonicalBase + (route.localPaths?.[language] ?? pathInLocale(ownPath, language));
  const canonicalUrl = addressIn(locale);
  const robots = route.robots ?? (route.notFound ? "noindex" : null) ?? pick((record) => record.robots)?.value ?? "index, follow";
  const keywords = page?.keywords ?? (route.content?.keywords || null) ?? global?.keywords;

  const candidates: Candidate[] = [];
  const add = (rank: number, tag: HeadTag) => {
    const key = tagKey(tag);
    if (key) candidates.push({ key, rank, tag });
  };
  const meta = (rank: number, attribute: "name" | "property", name: string, content: string | null | undefined) => {
    if (content) add(rank, { tag: "meta", attrs: { [attribute]: name, content } });
  };
  const addAll = (picked: { value: HeadTag[]; rank: number } | null, rankOffset = 0) => {
    for (const tag of picked?.value ?? []) add(picked!.rank + rankOffset, tag);
  };

  meta(description.rank, "name", "description", description.value);
  if (keywords) meta(Rank.page, "name", "keywords", keywords);
  meta(Rank.page, "name", "robots", robots);
  if (!route.notFound) add(Rank.page, { tag: "link", attrs: { rel: "canonical", href: canonicalUrl } });
  addAll(pick((record) => record.siteVerification));
  addAll(pick((record) => record.facebookVerification));
  addAll(pick((record) => record.facebookPixel));
  addAll(pick((record) => record.googlePixel));

  // Open Graph: derived from the fields above, then replaced tag by tag by the records' markup.
  // The content's image, else the site's share card; left out altogether where a better record's
  // markup names its own og:image, so that its width, height and alt never describe another image.
  const namesImage = (tags: HeadTag[] | null | undefined) => Boolean(tags?.some((tag) => tag.attrs.property?.toLowerCase() === "og:image"));
  const ownImage = route.content?.image ? { image: route.content.image, rank: Rank.content } : site.defaultImage ? { image: site.defaultImage, rank: Rank.builtIn } : null;
  const outranked = ownImage && (namesImage(page?.openGraph) || (ownImage.rank > Rank.global && namesImage(global?.openGraph)));
  const image = ownImage && !outranked ? ownImage.image : undefined;
  const imageRank = ownImage?.rank ?? Rank.builtIn;
  const imageUrl = image ? absoluteUrl(image.url, site.publicUrl) : null;
  meta(Rank.builtIn + DERIVED, "property", "og:site_name", siteTitle);
  meta(Rank.builtIn + DERIVED, "property", "og:type", route.content ? "article" : "website");
  meta(title.rank + DERIVED, "property", "og:title", route.content && !page?.pageTitle ? route.content.title : title.value);
  meta(description.rank + DERIVED, "property", "og:description", description.value);
  meta(Rank.page + DERIVED, "property", "og:url", canonicalUrl);
  meta(Rank.builtIn + DERIVED, "property", "og:locale", ogLocale(locale));
  // the other version, for a page that has one (og:locale:alternate may repeat; with two languages it does not)
  const otherLocales = route.notFound ? [] : locales.filter((language) => language !== locale);
  for (const other of otherLocales) meta(Rank.builtIn + DERIVED, "property", "og:locale:alternate", ogLocale(other));
  if (image && imageUrl) {
    meta(imageRank + DERIVED, "property", "og:image", imageUrl);
    if (image.width) meta(imageRank + DERIVED, "property", "og:image:width", String(image.width));
    if (image.height) meta(imageRank + DERIVED, "property", "og:image:height", String(image.height));
    meta(imageRank + DERIVED, "property", "og:image:alt", image.alt);
  }
  meta(Rank.content + DERIVED, "property", "article:published_time", route.content?.publishedTime);
  meta(Rank.content + DERIVED, "property", "article:modified_time", route.content?.modifiedTime);
  addAll(page?.openGraph ? { value: page.openGraph, rank: Rank.page } : null);
  addAll(global?.openGraph ? { value: global.openGraph, rank: Rank.global } : null);

  meta(Rank.builtIn + DERIVED, "name", "twitter:card", imageUrl ? "summary_large_image" : "summary");
  meta(title.rank + DERIVED, "name", "twitter:title", route.content && !page?.pageTitle ? route.content.title : title.value);
  meta(description.rank + DERIVED, "name", "twitter:description", description.value);
  if (image && imageUrl) {
    meta(imageRank + DERIVED, "name", "twitter:image", imageUrl);
    meta(imageRank + DERIVED, "name", "twitter:image:alt", image.alt);
  }
  addAll(page?.twitter ? { value: page.twitter, rank: Rank.page } : null);
  addAll(global?.twitter ? { value: global.twitter, rank: Rank.global } : null);

  // Every page that exists links both its versions and the default (the English one), identically
  // in both languages; a record's codes add further codes of the same two languages (decision 0032).
  if (!route.notFound) {
    const english = addressIn("en");
    const codes = [
      ...locales.map((language) => ({ code: hreflangOf[language], href: addressIn(language) })),
      { code: "x-default", href: english },
      ...(pick((record) => record.hreflang)?.value ?? []).flatMap((code) => {
        const language = /^(en|hi)(-|$)/i.exec(code)?.[1]?.toLowerCase() as Locale | undefined;
        return language ? [{ code, href: addressIn(language) }] : [];
      }),
    ];
    for (const { code, href } of codes) add(Rank.page, { tag: "link", attrs: { rel: "alternate", hreflang: code, href } });
  }
  // Feeds of the page's posts, for feed readers and browsers that offer them (decision 0037).
  if (!route.notFound) for (const feed of route.feeds ?? []) add(Rank.builtIn, { tag: "link", attrs: { rel: "alternate", type: feed.type, title: feed.title, href: absoluteUrl(feed.path, canonicalBase) } });
  // Custom tags add what the fields do not cover; they never replace a field's tag.
  for (const tag of pick((record) => record.custom)?.value ?? []) add(Rank.custom, tag);

  const adminJsonLd = pick((record) => record.jsonLd)?.value ?? [];
  const replacedTypes = new Set(adminJsonLd.flatMap(jsonLdTypes));
  const builtInJsonLd = [
    ...(route.jsonLd ?? []),
    ...(route.breadcrumbs ? [breadcrumbJsonLd(route.breadcrumbs.map((crumb) => ({ name: crumb.name, url: absoluteUrl(crumb.path, site.publicUrl) })))] : []),
  ].filter((entry) => !jsonLdTypes(entry).some((type) => replacedTypes.has(type)));

  return {
    title: title.value,
    tags: bestOfEachKey(candidates),
    jsonLd: [...builtInJsonLd, ...adminJsonLd].map(serialiseJsonLd),
    analyticsId: pick((record) => record.analyticsId)?.value ?? null,
    canonicalUrl,
  };
}

/** og:locale is written with an underscore: en_IN, hi_IN. */
function ogLocale(locale: Locale): string {
  return hreflangOf[locale].replace("-", "_");
}

/** Tags of a record's markup that carry English words a Hindi page must not show. */
const ENGLISH_TEXT_TAGS = new Set(["meta:og:title", "meta:og:description", "meta:twitter:title", "meta:twitter:description"]);

/**
 * A record as a page of one language reads it. A Hindi page takes the Hindi text fields in place of
 * the English ones, empty or not (an empty one falls back to the page's built-in Hindi texts, never
 * to the English record's words), and the English markup's title and description tags give way to
 * the Hindi shared-link fields. Everything else (robots, verification, images, structured data) is
 * the same for both versions.
 */
export function recordInLocale(record: CompiledSeo | null | undefined, locale: Locale): CompiledSeo | null {
  if (!record) return null;
  if (locale === "en") return record;
  const hi = record.hi ?? { siteTitle: null, pageTitle: null, description: null, keywords: null, ogTitle: null, ogDescription: null };
  const withoutEnglish = (tags: HeadTag[] | null) => tags?.filter((tag) => !ENGLISH_TEXT_TAGS.has(tagKey(tag) ?? "")) ?? [];
  const hindiOpenGraph: HeadTag[] = [
    ...(hi.ogTitle ? [{ tag: "meta" as const, attrs: { property: "og:title", content: hi.ogTitle } }] : []),
    ...(hi.ogDescription ? [{ tag: "meta" as const, attrs: { property: "og:description", content: hi.ogDescription } }] : []),
  ];
  const openGraph = [...withoutEnglish(record.openGraph), ...hindiOpenGraph];
  const twitter = withoutEnglish(record.twitter);
  return {
    ...record,
    siteTitle: hi.siteTitle,
    pageTitle: hi.pageTitle,
    description: hi.description,
    keywords: hi.keywords,
    openGraph: openGraph.length > 0 ? openGraph : null,
    twitter: twitter.length > 0 ? twitter : null,
  };
}

/** The identity of a tag for "each tag once": a meta by its name, a link by its relation. */
export function tagKey(tag: HeadTag): string | null {
  const { attrs } = tag;
  if (tag.tag === "meta") {
    const name = attrs.name ?? attrs.property ?? attrs.itemprop;
    return name ? `meta:${name.toLowerCase()}` : null;
  }
  const rel = attrs.rel?.toLowerCase();
  if (!rel) return null;
  if (rel === "canonical") return "link:canonical";
  if (rel === "alternate" && attrs.hreflang) return `link:alternate:${attrs.hreflang.toLowerCase()}`;
  return `link:${rel}:${attrs.href ?? ""}`;
}

function bestOfEachKey(candidates: Candidate[]): HeadTag[] {
  const best = new Map<string, Candidate>();
  for (const candidate of candidates) {
    const current = best.get(candidate.key);
    if (!current || candidate.rank < current.rank) best.set(candidate.key, candidate);
  }
  // Map keeps the order keys were first seen in, which is the order of the head above.
  return [...best.values()].map((candidate) => candidate.tag);
}

function absoluteHttpUrl(value: string | null | undefined): boolean {
  return Boolean(value && /^https?:\/\//i.test(value));
}

function trimSlash(url: string): string {
  return url.replace(/(?<!\/)\/+$/, "");
}

export function absoluteUrl(urlOrPath: string, base: string): string {
  if (absoluteHttpUrl(urlOrPath)) return urlOrPath;
  return trimSlash(base) + (urlOrPath.startsWith("/") ? urlOrPath : `/${urlOrPath}`);
}
