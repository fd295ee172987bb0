import { CourseGrid } from "../../components/site/course-grid";
import { publicPageRouteSeo } from "../../domain/public-pages";
import { courseListJsonLd } from "../../domain/seo/json-ld";
import { absoluteUrl } from "../../domain/seo/page-head";
import type { SeoHandle } from "../../domain/seo/route-seo";
import { localeOfPath, pathInLocale } from "../../i18n/locale";
import { useT } from "../../i18n/texts";
import { loadCourseList, type CourseListData } from "../../server/course-pages.server";
import { contentPage, type RouteHandle } from "../../route-handle";
import type { Route } from "./+types/courses";

/** /courses: every published course by category, with the chips of the home page (issue 22). */
export const handle: SeoHandle<CourseListData | undefined> & RouteHandle = {
  ...contentPage,
  seo: ({ data: list, settings, publicUrl, pathname, locale, t }) => ({
    ...publicPageRouteSeo(pathname, t),
    ...(list && list.courses.length > 0
      ? {
          jsonLd: [
            courseListJsonLd(
              list.courses.map((course) => ({
                name: course.name,
                description: course.description || t("pages.courseDescription", { name: course.name, category: course.category, company: settings.companyName }),
                url: absoluteUrl(pathInLocale(`/courses/${encodeURIComponent(course.slug)}`, locale), publicUrl),
                image: absoluteUrl(course.image.src, publicUrl),
              })),
              { name: settings.companyName, url: absoluteUrl("/", publicUrl) },
            ),
          ],
        }
      : {}),
  }),
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return loadCourseList(context.services, url.searchParams.get("category"), localeOfPath(url.pathname));
}

export default function Courses({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl sm:text-4xl">{t("pages.coursesName")}</h1>
      <p className="mt-3 max-w-2xl text-slate-600">{t("courses.listIntro")}</p>
      <section id="courses" aria-labelledby="all-courses" className="scroll-mt-20">
        <h2 id="all-courses" className="sr-only">
          {t("courses.allCourses")}
        </h2>
        <CourseGrid courses={loaderData.courses} initialCategory={loaderData.selectedCategory} page="/courses" />
      </section>
    </main>
  );
}
