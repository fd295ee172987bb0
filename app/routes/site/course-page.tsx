import { data, redirect } from "react-router";
import { NewsletterSignup } from "../../components/site/newsletter-signup";
import { CourseCurriculum, CourseEnrolBox, CourseFacts, CourseFaq, CourseInstructors, CourseLearning, CourseTestimonials } from "../../components/site/course-details";
import { useContentLang } from "../../components/site/content-lang";
import { CONTACT_SENT_PARAM } from "../../components/site/contact-form";
import { CourseEnquiryForm, ENQUIRY_SECTION_ID, type EnquiryFormResult } from "../../components/site/course-enquiry-form";
import { useSiteLayoutData } from "../../components/site/site-layout-data";
import { campaignOfAddress } from "../../domain/course-enquiry";
import { MESSAGE_RETENTION_MONTHS_DEFAULT } from "../../domain/site-settings-defaults";
import { answerCourseEnquiry } from "../../server/course-enquiries.server";
import { readForm } from "../../server/http/request-form.server";
import { ResponsiveImg } from "../../components/ui/responsive-img";
import { coursePageRouteSeo } from "../../domain/seo/course-page-seo";
import type { SeoHandle } from "../../domain/seo/route-seo";
import { pathInLocale } from "../../i18n/locale";
import { useLocale, useLocalPath, useT } from "../../i18n/texts";
import { findEnquiryCourse, keptCoursePage, type CoursePage as CoursePageData } from "../../server/course-pages.server";
import { localeOfRequest, translate } from "../../server/i18n/site-messages.server";
import { shownContactNoticeVersion } from "../../server/legal-documents.server";
import { contentPage, type RouteHandle } from "../../route-handle";
import type { Route } from "./+types/course-page";
import { SiteLink } from "../../components/site/site-link";

export const handle: SeoHandle<{ course: CoursePageData | null } | undefined> & RouteHandle = {
  ...contentPage,
  seo: ({ data: loaded, settings, publicUrl, locale, t }) =>
    loaded?.course ? coursePageRouteSeo(loaded.course, { companyName: settings.companyName, publicUrl }, { locale, t }) : { name: t("pages.courseNotFound"), notFound: true },
};

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const found = await keptCoursePage(context.services, params.slug, locale);
  // a renamed course's old address keeps working, permanently moved, in the same language (as the blog's)
  if (found.kind === "moved") throw redirect(pathInLocale(`/courses/${encodeURIComponent(found.slug)}`, locale), 301);
  // a draft or unknown course is a real 404 for crawlers, with a way back for people
  if (found.kind === "missing") return data({ course: null, campaign: null, noticeVersion: null, sentMessage: null }, { status: 404 });
  const address = new URL(request.url).searchParams;
  // the campaign of the page's address rides in the enquiry form's hidden fields (decision 0044);
  // the notice beside the button names the privacy policy's version in force (decision 0042); at
  // ?sent=1, where a sent enquiry's post is redirected, the form says it was sent
  return {
    course: found.course,
    campaign: campaignOfAddress(address),
    noticeVersion: await shownContactNoticeVersion(context.services),
    sentMessage: address.get(CONTACT_SENT_PARAM) === "1" ? translate(locale, "contactAnswers.sent") : null,
  };
}

/**
 * The enquiry form's post, answered in the page's language: a refusal by the page itself, with what
 * was typed; an enquiry stored is redirected (303) to the page saying so, at the form, so that a
 * reload sends nothing again (as the contact page, decision 0060).
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  // the course as it is now (only what the enquiry needs): the page itself is built by the loader
  const course = await findEnquiryCourse(context.services, params.slug);
  if (!course) throw data(null, { status: 404 });
  const form = await readForm(request);
  const answer = await answerCourseEnquiry(
    context.services,
    { form, client: context.clientIp, locale: localeOfRequest(request), course, sourcePage: new URL(request.url).pathname },
    context.log,
  );
  if (answer.body.ok) {
    // the same address (its campaign kept for a second enquiry) saying it was sent
    const answered = new URL(request.url);
    answered.searchParams.set(CONTACT_SENT_PARAM, "1");
    return redirect(`${answered.pathname}${answered.search}#${ENQUIRY_SECTION_ID}`, 303);
  }
  return data(answer.body, { status: answer.status });
}

export default function CoursePage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, campaign, noticeVersion, sentMessage } = loaderData;
  const sent: EnquiryFormResult | undefined = sentMessage ? { ok: true, message: sentMessage, errors: {}, values: {}, sentId: null } : undefined;
  const layout = useSiteLayoutData();
  const t = useT();
  const localPath = useLocalPath();
  const locale = useLocale();
  const contentLang = useContentLang(course?.lang);
  if (!course) {
    return (
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl">{t("courses.notFound")}</h1>
        <p className="mt-4 text-slate-600">{t("courses.notFoundText")}</p>
        <SiteLink to={localPath("/courses")} className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-accent-700 px-5 font-semibold text-white">
          {t("courses.backToCourses")}
        </SiteLink>
      </main>
    );
  }
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <SiteLink to={localPath("/courses")} className="text-sm font-semibold text-accent-700 hover:underline">
        {t("courses.allCourses")}
      </SiteLink>
      {locale === "hi" && course.lang === "en" && <p className="mt-4 text-sm text-slate-600">{t("courses.englishOnly")}</p>}
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <h1 lang={contentLang} className="text-3xl sm:text-4xl">
            {course.name}
          </h1>
          <p lang={contentLang} className="mt-4 text-lg text-slate-700" data-testid="course-summary">
            {course.summary}
          </p>
          {course.hasImage && (
            <ResponsiveImg
              image={course.image}
              sizes="(min-width: 1024px) 44rem, 100vw"
              alt=""
              width={course.image.width ?? 640}
              height={course.image.height ?? 360}
              className="mt-6 aspect-video w-full rounded-2xl border border-slate-200 object-cover"
              fetchPriority="high"
            />
          )}
          <CourseFacts course={course} />
        </div>
        <div>
          <CourseEnrolBox course={course} />
        </div>
      </div>
      <CourseLearning points={course.points} written={course.lang} />
      <CourseCurriculum course={course} />
      <CourseInstructors course={course} />
      <CourseFaq course={course} />
      <CourseTestimonials course={course} />
      <CourseEnquiryForm
        course={course}
        campaign={campaign ?? { utmSource: null, utmMedium: null, utmCampaign: null }}
        result={actionData ?? sent}
        retentionMonths={layout?.settings.messageRetentionMonths ?? MESSAGE_RETENTION_MONTHS_DEFAULT}
        noticeVersion={noticeVersion ?? ""}
      />
      <div className="mt-12 max-w-xl">
        <NewsletterSignup />
      </div>
    </main>
  );
}
