import { formatRupees } from "../domain/calculators/format";
import { selectedCategory } from "../domain/course-filter";
import {
  batchesSchema,
  curriculumMinutes,
  isPossibleSlug,
  languagesSchema,
  priceBreakdown,
  readStoredList,
  relatedTestimonials,
  upcomingBatches,
  courseFormats,
  courseLevels,
  type CourseFormat,
  type CourseLevel,
} from "../domain/course-page";
import { batchValue } from "../domain/course-enquiry";
import { formatDate, todayInIndia, type DateLocale } from "../domain/dates";
import { responsiveImage } from "../domain/images";
import type { Course } from "./db/schema.server";
import { findCourseSlugRedirect, findPublishedCourseBySlug } from "./repos/courses.server";
import { listPublishedTestimonials } from "./repos/testimonials.server";
import { publishedCourseCards, publishedCourses, type HomeTestimonial } from "./home.server";
import { withHindiQuotes } from "./testimonial-translations.server";
import { courseTextsOf, hindiCardTexts, readHindiCourseTranslations, withHindiCardTexts } from "./course-translations.server";
import { courseInHindi, type CourseTexts } from "../domain/course-translation";
import type { Locale } from "../i18n/locale";
import type { AppServices } from "./services.server";
import { cachedPerKey } from "./content-cache.server";

/*
 * What /courses and /courses/{slug} show (issue 22): published courses only, as everywhere public.
 * Amounts and dates are written here, on the server, so that the page makes no Intl object as it
 * starts in the browser (decision 0023).
 */

/** The published courses with an image (as on home: a card needs one), and the chosen category. */
export async function loadCourseList(services: AppServices, requestedCategory: string | null, locale: Locale = "en") {
  const courses = await publishedCourseCards(services, locale);
  return { courses, selectedCategory: selectedCategory(courses, requestedCategory) };
}

export type CourseListData = Awaited<ReturnType<typeof loadCourseList>>;

/**
 * Every published course's page, by name and slug, as sitemap.xml lists them (for the /sitemap
 * page); on a Hindi page a course translated whole is named in Hindi, as its card and page are.
 */
export async function listCoursePageLinks(services: AppServices, locale: Locale = "en"): Promise<{ name: string; slug: string; lang?: "hi" }[]> {
  const published = await publishedCourses(services);
  const links = published.map((course) => ({ id: course.id, name: course.name, slug: course.slug }));
  const named: { name: string; slug: string; lang?: "hi" }[] = locale === "hi" ? withHindiCardTexts(links, await hindiCardTexts(services, published)) : links;
  return named.map(({ name, slug, lang }) => ({ name, slug, ...(lang ? { lang } : {}) }));
}

/**
 * A course's page from its stored facts and its words: its Hindi (app/domain/course-translation.ts)
 * when given, else its English.
 */
function toCoursePage(course: Course, english: CourseTexts, hindi: CourseTexts | null, testimonials: (HomeTestimonial & { courseId: string | null })[], locale: DateLocale) {
  const texts = hindi ?? english;
  const lang: Locale = hindi ? "hi" : "en";
  const curriculum = texts.curriculum;
  const price = course.pricePaise === null ? null : priceBreakdown(course.pricePaise);
  const level = (courseLevels as readonly string[]).includes(course.level ?? "") ? (course.level as CourseLevel) : null;
  const format = (courseFormats as readonly string[]).includes(course.format ?? "") ? (course.format as CourseFormat) : null;
  return {
    id: course.id,
    name: texts.name,
    /** the language the course's own words are written in */
    lang,
    slug: course.slug,
    category: course.category,
    image: responsiveImage({ src: course.image, width: course.imageWidth, height: course.imageHeight }, "course-image"),
    hasImage: course.image.trim() !== "",
    summary: texts.summary || texts.description,
    link: course.link,
    points: texts.points,
    curriculum,
    lessons: curriculum.reduce((sum, module) => sum + module.lessons.length, 0),
    curriculumMinutes: curriculumMinutes(curriculum),
    level,
    languages: readStoredList(languagesSchema, course.languages),
    totalHours: course.totalHours,
    format,
    batches: texts.batches.map((batch, index) => ({
      ...batch,
      date: formatDate(batch.startDate, locale),
      // what the enquiry form posts for it: the English batch, which the enquiry is checked against and the inbox keeps
      value: batchValue(english.batches[index] ?? batch),
    })),
    price: price && {
      paise: price.totalPaise,
      total: formatRupees(price.totalPaise / 100),
      gst: formatRupees(price.gstPaise / 100),
      base: formatRupees(price.basePaise / 100),
    },
    emiNote: texts.emiNote,
    instructors: texts.instructors,
    faq: texts.faq,
    // (matched on their English quotes; a Hindi page then shows the Hindi of those that have it)
    testimonials: relatedTestimonials(course, testimonials).map(({ courseId: _courseId, ...testimonial }) => testimonial),
    updatedAt: course.updatedAt,
  };
}

export type CoursePage = ReturnType<typeof toCoursePage>;

export type CoursePageLookup = { kind: "course"; course: CoursePage } | { kind: "moved"; slug: string } | { kind: "missing" };

/** A published course by its address; an old address of a renamed one says where it went. */
export async function loadCoursePage(services: AppServices, slug: string, locale: DateLocale, now = Date.now()): Promise<CoursePageLookup> {
  if (!isPossibleSlug(slug)) return { kind: "missing" };
  const course = await findPublishedCourseBySlug(services.db, slug);
  if (!course) {
    const moved = await findCourseSlugRedirect(services.db, slug);
    return moved ? { kind: "moved", slug: moved } : { kind: "missing" };
  }
  const testimonials = (await listPublishedTestimonials(services.db)).map(({ id, quote, author, avatar, imageWidth, imageHeight, rating, courseId }) => ({
    id,
    courseId,
    quote,
    author,
    avatar: responsiveImage({ src: avatar, width: imageWidth, height: imageHeight }, "testimonial-avatar"),
    rating,
  }));
  const english = courseTextsOf(course, todayInIndia(now));
  // on a Hindi page, the course in Hindi when every text has its Hindi; else the English course (decision 0046)
  const hindi = locale === "hi" ? courseInHindi(english, (await readHindiCourseTranslations(services))[course.id] ?? {}) : null;
  const page = toCoursePage(course, english, hindi, testimonials, locale);
  // the quotes that have their Hindi show it on a Hindi page; the others stay English, marked (decision 0055)
  if (locale === "hi") page.testimonials = await withHindiQuotes(services, page.testimonials);
  return { kind: "course", course: page };
}

/** Course pages kept at once. */
const COURSE_PAGES_KEPT = 48;

/**
 * loadCoursePage kept as a post's page is (blog.server.ts, keptBlogPostPage): until a content
 * change or a minute, for the 48 pages read last, and for today only (in India), since the batches
 * it lists are those still ahead. An address that finds no course is not kept.
 */
export async function keptCoursePage(services: AppServices, slug: string, locale: DateLocale, now = Date.now()): Promise<CoursePageLookup> {
  const today = todayInIndia(now);
  return cachedPerKey(services, "course-page", `${today} ${locale} ${slug}`, () => loadCoursePage(services, slug, locale, now), {
    maxEntries: COURSE_PAGES_KEPT,
    keep: (found) => found.kind !== "missing",
  });
}

/**
 * What a course page's enquiry needs to know at the post (decision 0044): the published course's id,
 * name and the batches still ahead, read now; no testimonials or page to build.
 */
export async function findEnquiryCourse(services: AppServices, slug: string, now = Date.now()): Promise<EnquiryCourse | null> {
  if (!isPossibleSlug(slug)) return null;
  const course = await findPublishedCourseBySlug(services.db, slug);
  if (!course) return null;
  return { id: course.id, name: course.name, batches: upcomingBatches(readStoredList(batchesSchema, course.batches), todayInIndia(now)) };
}

export interface EnquiryCourse {
  id: string;
  name: string;
  batches: { startDate: string; label: string }[];
}
