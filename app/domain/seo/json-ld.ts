/*
 * Structured data (schema.org JSON-LD): the built-in entries of the public pages, and the one
 * serialisation every entry goes through before it reaches a <script> element.
 */

export type JsonLd = Record<string, unknown>;

const SCHEMA_CONTEXT = "https://schema.org";

/**
 * JSON as it may stand inside <script type="application/ld+json">: '<', '>' and '&' are written as
 * \u escapes (still the same JSON), so no value can close the element or open a comment, whatever
 * an administrator typed.
 */
export function serialiseJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The @type(s) of an entry, to let an administrator's entry replace a built-in one. */
export function jsonLdTypes(entry: JsonLd): string[] {
  const type = entry["@type"];
  return (Array.isArray(type) ? type : [type]).filter((item): item is string => typeof item === "string");
}

export interface OrganizationFacts {
  name: string;
  url: string;
  logo: string;
  email?: string;
  telephone?: string;
  address?: string;
  sameAs: string[];
}

export function organizationJsonLd(facts: OrganizationFacts): JsonLd {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "Organization",
    name: facts.name,
    url: facts.url,
    logo: facts.logo,
    ...(facts.email ? { email: facts.email } : {}),
    ...(facts.telephone ? { telephone: facts.telephone } : {}),
    ...(facts.address ? { address: { "@type": "PostalAddress", streetAddress: facts.address, addressCountry: "IN" } } : {}),
    ...(facts.sameAs.length > 0 ? { sameAs: facts.sameAs } : {}),
  };
}

export function webSiteJsonLd(name: string, url: string): JsonLd {
  return { "@context": SCHEMA_CONTEXT, "@type": "WebSite", name, url, inLanguage: "en-IN" };
}

export interface CourseFacts {
  name: string;
  description: string;
  url: string;
  image?: string;
}

/** The course grid as a list of Course entries; each course is given by the academy. */
export function courseListJsonLd(courses: CourseFacts[], provider: { name: string; url: string }): JsonLd {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "ItemList",
    itemListElement: courses.map((course, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Course",
        name: course.name,
        description: course.description,
        url: course.url,
        ...(course.image ? { image: course.image } : {}),
        provider: { "@type": "Organization", name: provider.name, sameAs: provider.url },
      },
    })),
  };
}

export interface ArticleFacts {
  headline: string;
  description: string;
  url: string;
  image: string;
  datePublished: string;
  dateModified: string;
  authorName: string;
  publisher: { name: string; logo: string };
  keywords?: string;
}

export function blogPostingJsonLd(facts: ArticleFacts): JsonLd {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "BlogPosting",
    headline: facts.headline,
    description: facts.description,
    mainEntityOfPage: { "@type": "WebPage", "@id": facts.url },
    url: facts.url,
    image: [facts.image],
    datePublished: facts.datePublished,
    dateModified: facts.dateModified,
    author: { "@type": "Organization", name: facts.authorName },
    publisher: { "@type": "Organization", name: facts.publisher.name, logo: { "@type": "ImageObject", url: facts.publisher.logo } },
    ...(facts.keywords ? { keywords: facts.keywords } : {}),
  };
}

export function breadcrumbJsonLd(trail: { name: string; url: string }[]): JsonLd {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}
