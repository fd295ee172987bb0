import { useRouteLoaderData } from "react-router";
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
import { messages } from "../../domain/messages";
import { loadHome } from "../../server/home.server";
import { publicPageRouteSeo } from "../../domain/public-pages";
import { courseListJsonLd, organizationJsonLd, webSiteJsonLd } from "../../domain/seo/json-ld";
import { absoluteUrl } from "../../domain/seo/page-head";
import type { SeoHandle } from "../../domain/seo/route-seo";
import type { Route } from "./+types/home";
import type { loader as layoutLoader } from "./layout";

export const handle: SeoHandle<Awaited<ReturnType<typeof loadHome>> | undefined> = {
  seo: ({ data: home, settings, publicUrl, pathname }) => {
    const site = absoluteUrl("/", publicUrl);
    return {
      ...publicPageRouteSeo(pathname),
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
        webSiteJsonLd(settings.companyName, site),
        ...(home && home.courses.length > 0
          ? [
              courseListJsonLd(
                home.courses.map((course) => ({
                  name: course.name,
                  description: course.description || `${course.name}: a ${course.category} course by ${settings.companyName}.`,
                  url: course.link,
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
  return loadHome(context.services, context.log, new URL(request.url).searchParams.get("category"));
}

/** The home page's sections in the spec's order; the site settings come with the layout. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { courses, selectedCategory, testimonials, latestBlogs, explore, trustLogos } = loaderData;
  const layout = useRouteLoaderData<typeof layoutLoader>("routes/site/layout");
  // the page renders inside the site layout, whose loader has answered by now
  if (!layout) throw new Error("the home page needs the site layout's data");
  const { settings } = layout;
  return (
    <main id="main" tabIndex={-1}>
      <Hero social={settings.social} />
      <TrustBanner logos={trustLogos} />
      <section id="courses" aria-labelledby="courses-heading" className="scroll-mt-20 py-16 sm:py-20" data-home-section="courses">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading id="courses-heading" eyebrow="Courses" title="Our courses" align="start" />
          <CourseGrid courses={courses} initialCategory={selectedCategory} emptyText={messages.courses.none} />
        </div>
      </section>
      <Features />
      <WhyUs />
      <CommunityStatistics />
      <TestimonialsCarousel testimonials={testimonials} />
      <ExploreSection companyName={settings.companyName} explore={explore} />
      <AppDownload androidUrl={settings.androidAppUrl} iosUrl={settings.iosAppUrl} />
      <VideoLessons videoIds={settings.videoLessonIds} channelUrl={settings.videoChannelUrl} />
      <LatestBlogs blogs={latestBlogs} emptyText={messages.blogs.none} />
    </main>
  );
}
