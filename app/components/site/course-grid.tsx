import { ALL_COURSES, categoryChips, categoryHref, coursesIn } from "../../domain/course-filter";
import type { HomeCourse } from "../../server/home.server";
import type { MessageId } from "../../i18n/catalogue";
import { Text, useLocale, useLocalPath, useT } from "../../i18n/texts";
import { ArrowButton } from "../ui/arrow-button";
import { ResponsiveImg } from "../ui/responsive-img";
import { courseCategories } from "../../domain/course-categories";
import { contentLangOf } from "./content-lang";

/** a card as the home page's loader reads it */
type CourseCard = HomeCourse;

/**
 * The categories' shown names. A course stores its category's English name, which is also the
 * chip's ?category= value, so the address of a filter is the same in both languages.
 */
const categoryNames: Record<(typeof courseCategories)[number] | typeof ALL_COURSES, MessageId> = {
  [ALL_COURSES]: "home.allCourses",
  "Trading Basics": "home.categoryTradingBasics",
  "Technical Analysis": "home.categoryTechnicalAnalysis",
  "Options Trading": "home.categoryOptionsTrading",
  "Trading Strategies": "home.categoryTradingStrategies",
  "Digital Marketing": "home.categoryDigitalMarketing",
  "Web Development": "home.categoryWebDevelopment",
  "Google Ads": "home.categoryGoogleAds",
  "Crypto & Investing": "home.categoryCryptoInvesting",
  "Finance Certification": "home.categoryFinanceCertification",
};

/** A category's name in the page's language; a category the list does not know keeps its stored name. */
function useCategoryName(): (category: string) => string {
  const t = useT();
  return (category) => {
    const id = (categoryNames as Record<string, MessageId | undefined>)[category];
    return id ? t(id) : category;
  };
}

/** the course cards' scrolling list, which the arrow buttons move (one grid per page) */
const COURSE_LIST_ID = "course-list";

/**
 * Category chips with counts, then the chosen category's cards in a horizontal carousel, then the
 * nine-tile category guide. The chips are links that filter on the server (`initialCategory`
 * comes from the address); with the site's script they filter in place (app/client/home-widgets.ts):
 * every card is drawn, those of other categories `hidden`.
 */
export function CourseGrid({ courses, initialCategory, page = "/" }: { courses: CourseCard[]; initialCategory: string; page?: "/" | "/courses" }) {
  const t = useT();
  const categoryName = useCategoryName();
  const locale = useLocale();
  // a course's words are English unless it reads in Hindi (issue 23, part 3), marked so on a Hindi page
  const langOf = (course: CourseCard) => contentLangOf(locale, course.lang ?? "en");
  const localPath = useLocalPath();
  // the chips filter the page they are on (home or /courses), in its language ("/hi…" for Hindi)
  const pagePath = localPath(page);
  const chipHref = (category: string) => categoryHref(category, pagePath === "/" ? "/" : pagePath);
  const shown = new Set(coursesIn(courses, initialCategory));

  return (
    <div className="mt-8">
      <nav aria-label={t("home.filterByCategory")}>
        <ul className="flex flex-wrap gap-2">
          {categoryChips(courses).map(({ category, count }) => {
            return (
              <li key={category}>
                <a
                  href={chipHref(category)}
                  aria-current={initialCategory === category ? "true" : undefined}
                  data-category-chip={category}
                  className="inline-flex min-h-10 items-center gap-1 rounded-full border border-slate-200 bg-white px-4 text-sm font-medium text-slate-700 hover:border-accent-600 aria-[current=true]:border-accent-700 aria-[current=true]:bg-accent-700 aria-[current=true]:text-white"
                >
                  {categoryName(category)} <span className="text-slate-600 in-aria-[current=true]:text-accent-50">({count})</span>
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {courses.length === 0 ? (
        <p className="mt-8 text-slate-600">{t("home.coursesNone")}</p>
      ) : (
        <>
          <div className="mt-4 hidden justify-end gap-2 sm:flex">
            <ArrowButton direction="previous" label={t("home.scrollCoursesLeft")} scrollList={COURSE_LIST_ID} />
            <ArrowButton direction="next" label={t("home.scrollCoursesRight")} scrollList={COURSE_LIST_ID} />
          </div>
          {/* focusable so that keyboard users can scroll it too */}
          <ul id={COURSE_LIST_ID} tabIndex={0} aria-label={t("home.courseList")} className="relative mt-4 flex snap-x gap-6 overflow-x-auto pb-4 sm:snap-none" data-testid="course-list">
            {courses.map((course) => (
              <li key={course.id} hidden={!shown.has(course)} data-category={course.category} className="relative flex w-[270px] shrink-0 snap-start flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <ResponsiveImg
                  image={course.image}
                  sizes="270px"
                  alt=""
                  width={course.image.width ?? 640}
                  height={course.image.height ?? 360}
                  className="aspect-video w-full object-cover"
                  loading="lazy"
                />
                <div className="flex flex-1 flex-col p-5">
                  <p className="w-fit rounded-full bg-accent-50 px-3 py-0.5 text-xs font-semibold text-accent-700">{categoryName(course.category)}</p>
                  <h3 lang={langOf(course)} className="mt-2 line-clamp-2 text-lg">
                    {course.name}
                  </h3>
                  <p lang={langOf(course)} className="mt-2 mb-4 line-clamp-3 text-sm text-slate-600">
                    {course.description}
                  </p>
                  <div className="mt-auto flex gap-2">
                    <a
                      href={localPath(`/courses/${encodeURIComponent(course.slug)}`)}
                      className="inline-flex min-h-10 flex-1 items-center justify-center rounded-lg border border-accent-700 text-sm font-semibold text-accent-800 hover:bg-accent-50"
                    >
                      {t("home.courseDetails")}
                      <span className="sr-only">
                        <Text id="home.courseDetailsName" values={{ name: course.name }} components={{ 0: <span lang={langOf(course)} /> }} />
                      </span>
                    </a>
                    <a
                      href={course.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-10 flex-1 items-center justify-center rounded-lg bg-accent-700 text-sm font-semibold text-white hover:bg-accent-800"
                    >
                      {t("home.visitCourse")}
                      <span className="sr-only">
                        <Text id="home.visitCourseName" values={{ name: course.name }} components={{ 0: <span lang={langOf(course)} /> }} />
                      </span>
                    </a>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <CategoryGuide />
    </div>
  );
}

/** The static nine-tile guide under the carousel (public spec, "Course grid"). */
function CategoryGuide() {
  const t = useT();
  const categoryName = useCategoryName();
  return (
    <div className="mt-12">
      <h3 className="text-xl">{t("home.categoryGuide")}</h3>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="category-guide">
        {courseCategories.map((category, index) => (
          <li key={category} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm font-semibold text-navy-900">
            <span aria-hidden="true" className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-white text-accent-700 ring-1 ring-slate-200">
              <GuideGlyph index={index} />
            </span>
            {categoryName(category)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A small original line glyph per tile: candles, a trend line or a bar, turn by turn. */
function GuideGlyph({ index }: { index: number }) {
  const paths = ["M6 18V9M6 7V5M12 18v-4M12 12V6M18 18V11M18 9V4", "M4 18l5-6 4 3 7-9", "M5 19h14M7 16V10M12 16V6M17 16v-8"];
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[index % paths.length]} />
    </svg>
  );
}
