import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { SiteFooter } from "../../components/site/site-footer";
import { SiteHeader } from "../../components/site/site-header";
import { ScrollToTop } from "../../components/site/scroll-to-top";
import type { SiteHeadData } from "../../components/site/site-head";
import { seoRecordsForPath } from "../../server/seo/seo-cache.server";
import { loadSiteChrome } from "../../server/site-chrome.server";
import type { Route } from "./+types/layout";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context;
  const [chrome, seo] = await Promise.all([loadSiteChrome(services), seoRecordsForPath(services, new URL(request.url).pathname)]);
  return { ...chrome, seo, publicUrl: services.config.publicUrl } satisfies SiteHeadData & typeof chrome;
}

/** The head's SEO records belong to the path: a client navigation to another page asks again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { settings, navCourses } = loaderData;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader courses={navCourses} loginUrl={settings.learningPlatformUrl} companyName={settings.companyName} />
      <div id="main" className="flex-1">
        <Outlet />
      </div>
      <SiteFooter settings={settings} />
      <ScrollToTop />
    </div>
  );
}
