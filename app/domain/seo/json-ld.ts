/*
 * Structured data (schema.org JSON-LD): the built-in entries of the public pages, and the one
 * serialisation every entry goes through before it reaches a <script> element.
 */

import { hreflang, type Locale } from "../../i18n/locale";

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

/** The site as the page's language version presents it: its home address and language in that language. */
export function webSiteJsonLd(name: string, url: string, locale: Locale = "en"): JsonLd {
  return { "@context": SCHEMA_CONTEXT, "@type": "WebSite", name, url, inLanguage: hreflang[locale] };
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
  /** the language the article is written in (its words, not the page's interface) */
  inLanguage?: string;
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
    ...(facts.inLanguage ? { inLanguage: facts.inLanguage } : {}),
  };
}

export function breadcrumbJsonLd(trail: { name: string; url: string }[]): JsonLd {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

export interface CoursePageFacts {
  name: string;
  description: string;
  url: string;
  image: string;
  provider: { name: string; url: string };
  /** the course's levels and languages as schema.org wants them */
  educationalLevel?: string;
  inLanguage: string[];
  teaches: string[];
  /** the price in rupees, GST included; none: no offer is published */
  priceRupees: string | null;
  availability: "InStock" | "PreOrder";
  /** "Online" or "Blended" */
  courseMode: string;
  /** ISO 8601 duration of the whole course, e.g. "PT24H" */
  workload: string | null;
  instances: { startDate: string; name: string }[];
  instructors: string[];
}

/**
 * A course's own page: a Course with its provider, its offer (the inclusive price in INR) and a
 * CourseInstance per announced batch (one without a date when none is announced, as Google's
 * course info asks for at least one instance with its mode and workload).
 */
export function coursePageJsonLd(facts: CoursePageFacts): JsonLd {
  const instance = (extra: Record<string, unknown>) => ({
    "@type": "CourseInstance",
    courseMode: facts.courseMode,
    ...(facts.workload ? { courseWorkload: facts.workload } : {}),
    ...(facts.instructors.length > 0 ? { instructor: facts.instructors.map((name) => ({ "@type": "Person", name })) } : {}),
    ...extra,
  });
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "Course",
    name: facts.name,
    description: facts.description,
    url: facts.url,
    image: [facts.image],
    provider: { "@type": "Organization", name: facts.provider.name, sameAs: facts.provider.url },
    ...(facts.educationalLevel ? { educationalLevel: facts.educationalLevel } : {}),
    ...(facts.inLanguage.length > 0 ? { inLanguage: facts.inLanguage.length === 1 ? facts.inLanguage[0] : facts.inLanguage } : {}),
    ...(facts.teaches.length > 0 ? { teaches: facts.teaches } : {}),
    ...(facts.priceRupees !== null
      ? {
          offers: [
            {
              "@type": "Offer",
              category: "Paid",
              price: facts.priceRupees,
              priceCurrency: "INR",
              availability: `https://schema.org/${facts.availability}`,
              url: facts.url,
            },
          ],
        }
      : {}),
    hasCourseInstance:
      facts.instances.length > 0 ? facts.instances.map((batch) => instance({ startDate: batch.startDate, ...(batch.name ? { name: batch.name } : {}) })) : [instance({})],
  };
}

/** A calculator page as the tool it is: free, in the browser, in the page's language. */
export function webApplicationJsonLd(facts: { name: string; description: string; url: string; locale: Locale }): JsonLd {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "WebApplication",
    name: facts.name,
    description: facts.description,
    url: facts.url,
    applicationCategory: "FinanceApplication",
    operatingSystem: "Any",
    browserRequirements: "Works without JavaScript",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: "0", priceCurrency: "INR" },
    inLanguage: hreflang[facts.locale],
  };
}

/** Questions answered on the page itself (the data must repeat what the visitor reads). */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({ "@type": "Question", name: item.question, acceptedAnswer: { "@type": "Answer", text: item.answer } })),
  };
}
