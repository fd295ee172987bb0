import { preload } from "react-dom";
import { loadHome } from "../../server/home.server";
import { homeMain } from "../../server/home-html.server";
import { loadSettings } from "../../server/site-chrome.server";
import { siteMessages } from "../../server/i18n/site-messages.server";
import { publicPageRouteSeo } from "../../domain/public-pages";
import { courseListJsonLd, organizationJsonLd, webSiteJsonLd } from "../../domain/seo/json-ld";
import { absoluteUrl } from "../../domain/seo/page-head";
import { localeOfPath, pathInLocale } from "../../i18n/locale";
import type { SeoHandle } from "../../domain/seo/route-seo";
import { contentPage, type RouteHandle } from "../../route-handle";
import type { Route } from "./+types/home";

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
  const { services } = context;
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  // the settings the layout shows too, kept once per content change (the same object)
  const [home, settings] = await Promise.all([loadHome(services, context.log, url.searchParams.get("category"), locale), loadSettings(services)]);
  // the sections' HTML, rendered once per language, content and chosen category (decision 0072)
  return { ...home, main: homeMain(services, { locale, home, settings, texts: siteMessages(url.pathname) }) };
}

/** The home page: its sections (app/components/site/home/home-sections.tsx) as the loader rendered them. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { html, preloadedImages } = loaderData.main;
  // into the head's first preloads, where React puts the preload of an <img fetchPriority="high">
  for (const href of preloadedImages) preload(href, { as: "image", fetchPriority: "high" });
  return <main id="main" tabIndex={-1} dangerouslySetInnerHTML={{ __html: html }} />;
}
