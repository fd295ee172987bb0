import { contentLangOf } from "../../components/site/content-lang";
import { SimplePage } from "../../components/site/page-intro";
import { pageName, publicPageHandle, publicPages } from "../../domain/public-pages";
import { useLocale, useLocalPath, useT } from "../../i18n/texts";
import { listCoursePageLinks } from "../../server/course-pages.server";
import { localeOfRequest } from "../../server/i18n/site-messages.server";
import { contentPage } from "../../route-handle";
import type { Route } from "./+types/sitemap";
import { SiteLink } from "../../components/site/site-link";

export const handle = { ...publicPageHandle, ...contentPage };

export async function loader({ context, request }: Route.LoaderArgs) {
  return { courses: await listCoursePageLinks(context.services, localeOfRequest(request)) };
}

const linkClass = "text-accent-700 underline-offset-4 hover:underline";

/**
 * The public pages in the page's language and at its addresses, then the spec's link to the back
 * office (English only), then each published course's page (issue 22), as sitemap.xml lists them.
 */
export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  const locale = useLocale();
  // the back office has no Hindi version: on a Hindi page its link says where it leads
  const links: { to: string; label: string; hrefLang?: string }[] = [
    ...publicPages.map((page) => ({ to: localPath(page.path), label: pageName(page, t) })),
    { to: "/admin", label: t("pages.admin"), ...(locale === "en" ? {} : { hrefLang: "en" }) },
  ];
  return (
    <SimplePage title={t("pages.sitemapName")}>
      <ul className="grid gap-2 sm:grid-cols-2">
        {links.map(({ to, label, hrefLang }) => (
          <li key={to}>
            <SiteLink to={to} hrefLang={hrefLang} className={linkClass}>
              {label}
            </SiteLink>
          </li>
        ))}
      </ul>
      {loaderData.courses.length > 0 && (
        <>
          <h2 className="mt-8 text-xl">{t("pages.sitemapCourses")}</h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2" data-testid="sitemap-courses">
            {loaderData.courses.map((course) => (
              <li key={course.slug}>
                <SiteLink to={localPath(`/courses/${encodeURIComponent(course.slug)}`)} lang={contentLangOf(locale, course.lang ?? "en")} className={linkClass}>
                  {course.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </SimplePage>
  );
}
