import type { Batch, CourseFormat, CourseLanguage, CourseLevel, FaqEntry, Instructor } from "../course-page";
import { hreflang, pathInLocale, type Locale } from "../../i18n/locale";
import { coursePageJsonLd, faqPageJsonLd } from "./json-ld";
import { absoluteUrl, type RouteSeo } from "./page-head";
import type { Translate } from "./route-seo";

/** What a course page's head is made of (app/server/course-pages.server.ts gives all of it). */
export interface CourseFacts {
  slug: string;
  name: string;
  summary: string;
  image: { src: string; width?: number | null; height?: number | null };
  hasImage: boolean;
  level: CourseLevel | null;
  languages: CourseLanguage[];
  totalHours: number | null;
  format: CourseFormat | null;
  batches: Batch[];
  price: { paise: number } | null;
  points: string[];
  instructors: Instructor[];
  faq: FaqEntry[];
}

const levelNames: Record<CourseLevel, string> = { beginner: "Beginner", intermediate: "Intermediate", advanced: "Advanced", all: "All levels" };

/** schema.org's courseMode: live and recorded courses are taught online; hybrid ones mix both. */
const courseModes: Record<CourseFormat, string> = { live: "Online", recorded: "Online", hybrid: "Blended" };

/** "24999.00" from paise: the offer's price, a plain decimal as schema.org wants it */
export function offerPrice(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}

/**
 * A course page speaking for itself: its title, description and image, a Course (provider, offer,
 * batches), an FAQPage when it has questions, and its breadcrumbs, in the page's language. The
 * course's words are those the page shows: its Hindi on a Hindi page when the course is translated
 * (app/domain/course-translation.ts), otherwise its English.
 */
export function coursePageRouteSeo(course: CourseFacts, site: { companyName: string; publicUrl: string }, page: { locale: Locale; t: Translate }): RouteSeo {
  const { locale, t } = page;
  const path = `/courses/${encodeURIComponent(course.slug)}`;
  const localPath = pathInLocale(path, locale);
  const url = absoluteUrl(localPath, site.publicUrl);
  const image = absoluteUrl(course.hasImage ? course.image.src : "/favicon.svg", site.publicUrl);
  // a live course with no batch ahead cannot be joined today: it is offered for the next one
  const availability = course.format === "live" && course.batches.length === 0 ? "PreOrder" : "InStock";
  return {
    path,
    content: {
      title: course.name,
      description: course.summary,
      ...(course.hasImage ? { image: { url: image, width: course.image.width, height: course.image.height, alt: course.name } } : {}),
    },
    jsonLd: [
      coursePageJsonLd({
        name: course.name,
        description: course.summary,
        url,
        image,
        provider: { name: site.companyName, url: absoluteUrl("/", site.publicUrl) },
        educationalLevel: course.level ? levelNames[course.level] : undefined,
        inLanguage: course.languages.map((code) => (code === "en" ? hreflang.en : code === "hi" ? hreflang.hi : `${code}-IN`)),
        teaches: course.points,
        priceRupees: course.price ? offerPrice(course.price.paise) : null,
        availability,
        courseMode: courseModes[course.format ?? "recorded"],
        workload: course.totalHours ? `PT${course.totalHours}H` : null,
        instances: course.batches.map((batch) => ({ startDate: batch.startDate, name: batch.label })),
        instructors: course.instructors.map((instructor) => instructor.name),
      }),
      ...(course.faq.length > 0 ? [faqPageJsonLd(course.faq)] : []),
    ],
    breadcrumbs: [
      { name: t("pages.homeName"), path: pathInLocale("/", locale) },
      { name: t("pages.coursesName"), path: pathInLocale("/courses", locale) },
      { name: course.name, path: localPath },
    ],
  };
}
