import type { ReactNode } from "react";
import type { CourseFormat, CourseLanguage, CourseLevel } from "../../domain/course-page";
import { formatCount } from "../../domain/counts";
import type { MessageId } from "../../i18n/catalogue";
import type { Locale } from "../../i18n/locale";
import { useLocale, useT } from "../../i18n/texts";
import type { CoursePage } from "../../server/course-pages.server";
import { ResponsiveImg } from "../ui/responsive-img";
import { contentLangOf, useContentLang } from "./content-lang";

/*
 * The sections of /courses/{slug} (issue 22). The course's own words carry their language (English
 * on a Hindi page is marked so; a course in Hindi reads in the page's); the words around them are
 * the page's; a testimonial is in Hindi where its quote has its Hindi. Amounts and dates come
 * written from the loader. Everything is plain HTML: the page needs no JavaScript.
 */

const levelTexts: Record<CourseLevel, MessageId> = {
  beginner: "courses.levelBeginner",
  intermediate: "courses.levelIntermediate",
  advanced: "courses.levelAdvanced",
  all: "courses.levelAll",
};
const formatTexts: Record<CourseFormat, MessageId> = { live: "courses.formatLive", recorded: "courses.formatRecorded", hybrid: "courses.formatHybrid" };
const languageTexts: Record<CourseLanguage, MessageId> = {
  en: "courses.languageEn",
  hi: "courses.languageHi",
  mr: "courses.languageMr",
  gu: "courses.languageGu",
  ta: "courses.languageTa",
  te: "courses.languageTe",
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Level, languages, hours and format, as a list of terms and their values. */
export function CourseFacts({ course }: { course: CoursePage }) {
  const t = useT();
  const facts: [string, string][] = [];
  if (course.level) facts.push([t("courses.level"), t(levelTexts[course.level])]);
  if (course.languages.length > 0) facts.push([t("courses.languages"), course.languages.map((code) => t(languageTexts[code])).join(", ")]);
  if (course.totalHours) facts.push([t("courses.totalHours"), t("courses.hours", { count: course.totalHours, countText: formatCount(course.totalHours) })]);
  if (course.format) facts.push([t("courses.format"), t(formatTexts[course.format])]);
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby="course-facts" className="mt-8">
      <h2 id="course-facts" className="sr-only">
        {t("courses.factsHeading")}
      </h2>
      <dl className="grid grid-cols-2 gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-4" data-testid="course-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
            <dd className="mt-1 font-semibold text-navy-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The fee (GST included, and the GST in it), the EMI note, the next batches and the way to enrol. */
export function CourseEnrolBox({ course }: { course: CoursePage }) {
  const t = useT();
  const contentLang = useContentLang(course.lang);
  return (
    <aside aria-labelledby="course-fee" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="course-fee">
      <h2 id="course-fee" className="text-lg">
        {t("courses.priceHeading")}
      </h2>
      {course.price && (
        <>
          <p className="mt-2 text-3xl font-bold text-navy-900" data-testid="course-price">
            {course.price.total}
          </p>
          <p className="text-sm font-semibold text-slate-700">{t("courses.priceIncludesGst")}</p>
          <p className="mt-1 text-sm text-slate-600" data-testid="course-gst">
            {t("courses.gstIncluded", { gst: course.price.gst, base: course.price.base })}
          </p>
        </>
      )}
      {course.emiNote && (
        <p lang={contentLang} className="mt-3 rounded-lg bg-accent-50 px-3 py-2 text-sm text-accent-800">
          {course.emiNote}
        </p>
      )}
      <h3 className="mt-6 text-base">{t("courses.batchesHeading")}</h3>
      {course.batches.length > 0 ? (
        <ul className="mt-2 space-y-2 text-sm" data-testid="course-batches">
          {course.batches.map((batch) => (
            <li key={batch.startDate + batch.label}>
              <span className="font-semibold text-navy-900">{t("courses.batchStarts", { date: batch.date })}</span>
              {batch.label && (
                <>
                  {" · "}
                  <span lang={contentLang} className="text-slate-600">
                    {batch.label}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t("courses.noBatches")}</p>
      )}
      <a
        href={course.link}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-6 flex min-h-11 items-center justify-center rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800"
      >
        {t("courses.visitCourse")}
        <span className="sr-only">{t("common.opensInNewTab")}</span>
      </a>
      <p className="mt-2 text-xs text-slate-600">{t("courses.visitCourseHint")}</p>
      {/* to the enquiry form further down the page (a plain fragment: no script needed) */}
      <a href="#enquiry" className="mt-4 flex min-h-11 items-center justify-center rounded-lg border border-accent-700 px-5 font-semibold text-accent-800 hover:bg-accent-50">
        {t("courses.askAboutCourse")}
      </a>
    </aside>
  );
}

export function CourseLearning({ points, written = "en" }: { points: string[]; written?: Locale }) {
  const t = useT();
  const contentLang = useContentLang(written);
  if (points.length === 0) return null;
  return (
    <Section id="course-learn" title={t("courses.learnHeading")}>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {points.map((point) => (
          <li key={point} lang={contentLang} className="flex gap-3 text-slate-700">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 h-4 w-4 shrink-0 text-accent-700" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 10.5l4 4 8-9" />
            </svg>
            {point}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function CourseCurriculum({ course }: { course: CoursePage }) {
  const t = useT();
  const contentLang = useContentLang(course.lang);
  if (course.curriculum.length === 0) return null;
  const minutes = (count: number) => t("courses.lessonMinutes", { count, countText: formatCount(count) });
  return (
    <Section id="course-curriculum" title={t("courses.curriculumHeading")}>
      <p className="mt-2 text-sm text-slate-600">
        {t("courses.curriculumSummary", {
          modules: course.curriculum.length,
          modulesText: formatCount(course.curriculum.length),
          lessons: course.lessons,
          lessonsText: formatCount(course.lessons),
        })}
      </p>
      <ol className="mt-4 space-y-4" data-testid="course-curriculum">
        {course.curriculum.map((module) => (
          <li key={module.title} className="rounded-2xl border border-slate-200 bg-white p-5">
            <h3 lang={contentLang} className="text-lg">
              {module.title}
            </h3>
            <ol className="mt-3 divide-y divide-slate-100">
              {module.lessons.map((lesson) => (
                <li key={lesson.title} className="flex justify-between gap-4 py-2 text-sm">
                  <span lang={contentLang} className="text-slate-700">
                    {lesson.title}
                  </span>
                  <span className="shrink-0 text-slate-600">{minutes(lesson.minutes)}</span>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function CourseInstructors({ course }: { course: CoursePage }) {
  const t = useT();
  const contentLang = useContentLang(course.lang);
  if (course.instructors.length === 0) return null;
  return (
    <Section id="course-instructors" title={t("courses.instructorsHeading")}>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {course.instructors.map((instructor) => (
          <li key={instructor.name} lang={contentLang} className="rounded-2xl border border-slate-200 bg-white p-5">
            <p className="font-semibold text-navy-900">{instructor.name}</p>
            {instructor.role && <p className="mt-1 text-sm text-slate-600">{instructor.role}</p>}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function CourseFaq({ course }: { course: CoursePage }) {
  const t = useT();
  const contentLang = useContentLang(course.lang);
  if (course.faq.length === 0) return null;
  return (
    <Section id="course-faq" title={t("courses.faqHeading")}>
      <div className="mt-4 space-y-3" data-testid="course-faq">
        {course.faq.map((entry) => (
          <details key={entry.question} className="rounded-2xl border border-slate-200 bg-white p-5">
            <summary lang={contentLang} className="cursor-pointer font-semibold text-navy-900">
              {entry.question}
            </summary>
            <p lang={contentLang} className="mt-3 text-slate-700">
              {entry.answer}
            </p>
          </details>
        ))}
      </div>
    </Section>
  );
}

export function CourseTestimonials({ course }: { course: CoursePage }) {
  const t = useT();
  const locale = useLocale();
  if (course.testimonials.length === 0) return null;
  return (
    <Section id="course-testimonials" title={t("courses.testimonialsHeading")}>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {course.testimonials.map((testimonial) => (
          <li key={testimonial.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5">
            <p className="text-sm text-amber-700">{t("courses.rating", { rating: String(testimonial.rating) })}</p>
            <blockquote lang={contentLangOf(locale, testimonial.lang ?? "en")} className="mt-2 flex-1 text-slate-700">
              {testimonial.quote}
            </blockquote>
            {locale === "hi" && testimonial.lang !== "hi" && <p className="mt-1 text-sm text-slate-600">{t("home.testimonialInEnglish")}</p>}
            <div className="mt-4 flex items-center gap-3">
              <ResponsiveImg image={testimonial.avatar} sizes="40px" alt="" width={40} height={40} className="h-10 w-10 rounded-full object-cover" loading="lazy" />
              {/* a name stays as its person writes it, in Latin letters, whatever the quote's language (decision 0055) */}
              <p lang={contentLangOf(locale, "en")} className="font-semibold text-navy-900">
                {testimonial.author}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
