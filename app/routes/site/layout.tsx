import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { FloatingContact } from "../../components/site/floating-contact";
import { SiteFooter } from "../../components/site/site-footer";
import { SiteHeader } from "../../components/site/site-header";
import { ScrollToTop } from "../../components/site/scroll-to-top";
import { LanguageSuggestion } from "../../components/site/language-suggestion";
import type { SiteHeadData } from "../../components/site/site-head";
import { seoRecordsForPath } from "../../server/seo/seo-cache.server";
import { loadSiteChrome } from "../../server/site-chrome.server";
import { siteMessages } from "../../server/i18n/site-messages.server";
import type { SiteMessages } from "../../i18n/site-messages";
import type { Route } from "./+types/layout";
import { useT } from "../../i18n/texts";
import { localeOfPath } from "../../i18n/locale";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context;
  const { pathname } = new URL(request.url);
  const [chrome, seo] = await Promise.all([loadSiteChrome(services, localeOfPath(pathname)), seoRecordsForPath(services, pathname)]);
  // the newsletter box says so when there is no mail server to confirm a sign-up (issue 22)
  return { ...chrome, seo, publicUrl: services.config.publicUrl, newsletterAvailable: Boolean(services.config.smtpUrl), texts: siteMessages(pathname) } satisfies SiteHeadData & typeof chrome & { newsletterAvailable: boolean; texts: SiteMessages };
}

/** The head's SEO records belong to the path: a client navigation to another page asks again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

/**
 * The public chrome. The skip link comes first, so it is the first thing Tab reaches; it targets
 * the <main id="main" tabIndex={-1}> that every public page renders (focus lands inside it).
 */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { settings, settingsTexts, navCourses, highlights } = loaderData;
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-navy-900 focus:shadow-lg"
      >
        {t("common.skipToContent")}
      </a>
      <SiteHeader courses={navCourses} loginUrl={settings.learningPlatformUrl} companyName={settings.companyName} />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter settings={settings} texts={settingsTexts} highlights={highlights} />
      {/* a landmark of their own, so that nothing on the page sits outside one */}
      <aside aria-label={t("common.shortcuts")}>
        <FloatingContact chatUrl={settings.chatUrl} />
        <ScrollToTop />
        <LanguageSuggestion />
      </aside>
    </div>
  );
}
