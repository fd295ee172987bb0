import { CourseGrid } from "../../components/site/course-grid";
import { AppDownload } from "../../components/site/home/app-download";
import { ExploreSection } from "../../components/site/home/explore-section";
import { Hero } from "../../components/site/home/hero";
import { CommunityStatistics, Features, WhyUs } from "../../components/site/home/info-sections";
import { LatestBlogs } from "../../components/site/home/latest-blogs";
import { SectionHeading } from "../../components/site/home/section-heading";
import { TestimonialsCarousel } from "../../components/site/home/testimonials-carousel";
import { TrustBanner } from "../../components/site/home/trust-banner";
import { VideoLessons } from "../../components/site/home/video-lessons";
import { loadHome } from "../../server/home.server";
import { publicPageRouteSeo } from "../../domain/public-pages";
import { courseListJsonLd, organizationJsonLd, webSiteJsonLd } from "../../domain/seo/json-ld";
import { absoluteUrl } from "../../domain/seo/page-head";
import { localeOfPath, pathInLocale } from "../../i18n/locale";
import type { SeoHandle } from "../../domain/seo/route-seo";
import { contentPage, type RouteHandle } from "../../route-handle";
import type { Route } from "./+types/home";
import { useSiteLayoutData } from "../../components/site/site-layout-data";
import { PageTextsProvider, usePageT } from "../../components/site/home/page-texts";

export const handle: SeoHandle<Awaited<ReturnType<typeof loadHome>> | undefined> & RouteHandle = {
  ...contentPage,
  seo: ({ data: home, settings, publicUrl, pathname, locale, t }) => {
    const site = absoluteUrl("/", publicUrl);
    return {
      ...publicPageRouteSeo(pathname, t),
      jsonLd: [
        organizationJsonLd({
          name: settings.companyName,
          url: site,
          logo: absoluteUrl("/favicon.svg", publicUrl),
          email: settings.email,
          telephone: settings.phone,
          address: settings.address,
          sameAs: Object.values(settings.social).filter((link) => /^https?:\/\//.test(link)),
        }),
        webSiteJsonLd(settings.companyName, absoluteUrl(pathInLocale("/", locale), publicUrl), locale),
        ...(home && home.courses.length > 0
          ? [
              courseListJsonLd(
                home.courses.map((course) => ({
                  name: course.name,
                  description: course.description || t("pages.courseDescription", { name: course.name, category: course.category, company: settings.companyName }),
                  // the course's own page (issue 22)
                  url: absoluteUrl(pathInLocale(`/courses/${encodeURIComponent(course.slug)}`, locale), publicUrl),
                  image: absoluteUrl(course.image.src, publicUrl),
                })),
                { name: settings.companyName, url: site },
              ),
            ]
          : []),
      ],
    };
  },
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return loadHome(context.services, context.log, url.searchParams.get("category"), localeOfPath(url.pathname));
}

/** The home page's sections in the spec's order; the site settings come with the layout. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { courses, selectedCategory, testimonials, latestBlogs, explore, trustLogos, pageTexts } = loaderData;
  const layout = useSiteLayoutData();
  const t = usePageT(pageTexts);
  // the page renders inside the site layout, whose loader has answered by now
  if (!layout) throw new Error("the home page needs the site layout's data");
  const { settings } = layout;
  return (
    <PageTextsProvider texts={pageTexts}>
    <main id="main" tabIndex={-1}>
      <Hero social={settings.social} />
      <TrustBanner logos={trustLogos} />
      <section id="courses" aria-labelledby="courses-heading" className="scroll-mt-20 py-16 sm:py-20" data-home-section="courses">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading id="courses-heading" eyebrow={t("home.coursesEyebrow")} title={t("home.coursesTitle")} align="start" />
          <CourseGrid courses={courses} initialCategory={selectedCategory} />
        </div>
      </section>
      <Features />
      <WhyUs />
      <CommunityStatistics />
      <TestimonialsCarousel testimonials={testimonials} />
      <ExploreSection companyName={settings.companyName} explore={explore} />
      <AppDownload androidUrl={settings.androidAppUrl} iosUrl={settings.iosAppUrl} />
      <VideoLessons videoIds={settings.videoLessonIds} channelUrl={settings.videoChannelUrl} />
      <LatestBlogs blogs={latestBlogs} />
    </main>
    </PageTextsProvider>
  );
}
