import type { Logger } from "pino";
import { selectedCategory } from "../domain/course-filter";
import { responsiveImage, type ResponsiveImage } from "../domain/images";
import { cachedUntilChange } from "./content-cache.server";
import { listPublishedBlogs } from "./repos/blogs.server";
import { listPublishedCourses } from "./repos/courses.server";
import { listExplorePlatforms, listExplorePrograms } from "./repos/explore.server";
import { listPublishedTestimonials } from "./repos/testimonials.server";
import { listTrustLogos } from "./repos/trust-logos.server";
import { readPageTexts } from "./repos/page-texts.server";
import { hindiHomeTexts } from "./page-translations.server";
import { hindiCardTexts, withHindiCardTexts } from "./course-translations.server";
import { withHindiQuotes } from "./testimonial-translations.server";
import { withHindiExplore } from "./explore-translations.server";
import { homeTextsFor } from "../domain/page-texts";
import type { Course } from "./db/schema.server";
import type { AppServices } from "./services.server";

export const LATEST_BLOGS_ON_HOME = 3;

/*
 * The spec's three fallback testimonials, shown when the published ones cannot be read (the
 * public spec, section 8): a failing database should not leave the home page without voices.
 */
export const FALLBACK_TESTIMONIALS: HomeTestimonial[] = [
  {
    id: "fallback-1",
    quote: "The risk-management lessons changed how I size every trade. I finally stopped blowing up small accounts.",
    author: "Ananya Rao",
    avatar: { src: "/demo/avatars/1.webp" },
    rating: 5,
  },
  {
    id: "fallback-2",
    quote: "Clear explanations of price action and patient mentors. The weekend sessions fit my office routine perfectly.",
    author: "Vikram Menon",
    avatar: { src: "/demo/avatars/2.webp" },
    rating: 5,
  },
  {
    id: "fallback-3",
    quote: "I came for options trading and stayed for the community. Every strategy is explained with its losing cases too.",
    author: "Sneha Kulkarni",
    avatar: { src: "/demo/avatars/3.webp" },
    rating: 5,
  },
];

export interface HomeCourse {
  id: string;
  name: string;
  image: ResponsiveImage;
  category: string;
  description: string;
  link: string;
  /** the course page's slug (/courses/{slug}) */
  slug: string;
  /** "hi" when the name and description are the course's Hindi; otherwise they are English */
  lang?: "hi";
}

/** A published course as the grid's card shows it (home and /courses), with its page's address. */
export function toCourseCard(course: Course): HomeCourse {
  return {
    id: course.id,
    name: course.name,
    image: responsiveImage({ src: course.image, width: course.imageWidth, height: course.imageHeight }, "course-image"),
    category: course.category,
    description: course.description,
    link: course.link,
    slug: course.slug,
  };
}

/** The published courses in the order the site lists them, read once and kept until a change. */
export function publishedCourses(services: AppServices): Promise<Course[]> {
  return cachedUntilChange(services, "published-courses", () => listPublishedCourses(services.db));
}

/**
 * The grid's cards (home and /courses): the published courses with an image, since a card needs
 * one. On a Hindi page the cards of courses in Hindi show their Hindi words (issue 23, part 3).
 * Kept until a change, like the courses themselves.
 */
export function publishedCourseCards(services: AppServices, locale: "en" | "hi"): Promise<HomeCourse[]> {
  return cachedUntilChange(services, `course-cards:${locale}`, async () => {
    const published = (await publishedCourses(services)).filter((course) => course.image.trim() !== "");
    const cards = published.map(toCourseCard);
    return locale === "hi" ? withHindiCardTexts(cards, await hindiCardTexts(services, published)) : cards;
  });
}

export interface HomeTestimonial {
  id: string;
  quote: string;
  author: string;
  avatar: ResponsiveImage;
  rating: number;
  /** "hi" when the quote is the testimonial's Hindi; otherwise it is English */
  lang?: "hi";
}

/**
 * What the home page shows that comes from content (the site settings come with the layout).
 * Every list is read on its own: one that fails is logged and the page shows the spec's answer
 * for it (no courses, the fallback testimonials, no blogs) instead of failing as a whole.
 * A list read is kept until the next content change (or a minute), so that the page's other
 * addresses (a chip's ?category=…) cost no database work; a failed read is not kept.
 */
export async function loadHome(services: AppServices, log: Logger, requestedCategory: string | null, locale: "en" | "hi" = "en") {
  const { db } = services;
  const read = <T,>(name: string, load: () => Promise<T>) => cachedUntilChange(services, `home-${name}`, load);
  const orElse = <T,>(what: string, fallback: T) => (error: unknown) => {
    log.error({ err: error, section: what }, "home section could not be read");
    return fallback;
  };
  const [courses, testimonials, latestBlogs, programs, platforms, trustLogos, storedTexts, hindiTexts] = await Promise.all([
    publishedCourseCards(services, locale).catch(orElse<HomeCourse[]>("courses", [])),
    read(locale === "hi" ? "testimonials-hi" : "testimonials", async () => {
      const testimonials = (await listPublishedTestimonials(db)).map(({ id, quote, author, avatar, imageWidth, imageHeight, rating }): HomeTestimonial => ({
        id,
        quote,
        author,
        avatar: responsiveImage({ src: avatar, width: imageWidth, height: imageHeight }, "testimonial-avatar"),
        rating,
      }));
      // on a Hindi page, the quotes that have their Hindi show it; the others stay English, marked (decision 0055)
      return locale === "hi" ? withHindiQuotes(services, testimonials) : testimonials;
    }).catch(orElse<HomeTestimonial[]>("testimonials", FALLBACK_TESTIMONIALS)),
    read("latest-blogs", async () =>
      (await listPublishedBlogs(db, LATEST_BLOGS_ON_HOME)).map(({ id, title, slug, image, imageWidth, imageHeight, date }) => ({
        id,
        title,
        slug,
        date,
        image: responsiveImage({ src: image, width: imageWidth, height: imageHeight }, "blog-image"),
      })),
    ).catch(orElse("latest blogs", [])),
    read("explore-programs", async () =>
      (await listExplorePrograms(db)).map(({ id, label, icon, imageWidth, imageHeight }) => ({
        id,
        label,
        icon: responsiveImage({ src: icon, width: imageWidth, height: imageHeight }, "program-icon"),
      })),
    ).catch(orElse("explore programs", [])),
    read("explore-platforms", async () =>
      (await listExplorePlatforms(db)).map(({ id, alt, image, imageWidth, imageHeight }) => ({
        id,
        alt,
        image: responsiveImage({ src: image, width: imageWidth, height: imageHeight }, "explore-platform"),
      })),
    ).catch(orElse("explore platforms", [])),
    read("trust-logos", () => listTrustLogos(db)).catch(orElse("trust logos", [])),
    // the administrator's words (decision 0043); unreadable, the page shows the catalogue's
    read("page-texts", () => readPageTexts(db, "home")).catch(orElse<Record<string, string>>("page texts", {})),
    // and their Hindi (issue 23, part 3), read for a Hindi page only
    locale === "hi" ? read("page-texts-hi", () => hindiHomeTexts(services)).catch(orElse<Record<string, string>>("Hindi page texts", {})) : Promise.resolve({}),
  ]);
  // on a Hindi page, each Explore item with its Hindi shows it; the others stay English, marked (decision 0055)
  const explore =
    locale === "hi" ? await read("explore-hi", () => withHindiExplore(services, { programs, platforms })).catch(orElse("Hindi explore labels", { programs, platforms })) : { programs, platforms };
  return {
    courses,
    selectedCategory: selectedCategory(courses, requestedCategory),
    testimonials,
    latestBlogs,
    explore,
    trustLogos,
    /** the stored texts this page's language shows (app/domain/page-texts.ts); the others come from the catalogue */
    pageTexts: homeTextsFor(storedTexts, locale, hindiTexts),
  };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
