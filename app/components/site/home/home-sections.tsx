import { CourseGrid } from "../course-grid";
import { AppDownload } from "./app-download";
import { ExploreSection } from "./explore-section";
import { Hero } from "./hero";
import { CommunityStatistics, Features, WhyUs } from "./info-sections";
import { LatestBlogs } from "./latest-blogs";
import { SectionHeading } from "./section-heading";
import { TestimonialsCarousel } from "./testimonials-carousel";
import { TrustBanner } from "./trust-banner";
import { VideoLessons } from "./video-lessons";
import { PageTextsProvider, usePageT } from "./page-texts";
import type { HomeData } from "../../../server/home.server";
import type { SiteSettings } from "../../../domain/site-settings";

/**
 * The home page's sections in the spec's order, the inside of its <main>. Rendered to HTML once
 * per language, content and chosen category on the server (app/server/home-html.server.tsx,
 * decision 0072); the page's texts come from the TextsProvider around it.
 */
export function HomeSections({ home, settings }: { home: HomeData; settings: SiteSettings }) {
  const { courses, selectedCategory, testimonials, latestBlogs, explore, trustLogos, pageTexts } = home;
  const t = usePageT(pageTexts);
  return (
    <PageTextsProvider texts={pageTexts}>
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
    </PageTextsProvider>
  );
}
