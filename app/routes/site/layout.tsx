import { Outlet, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { SiteFooter } from "../../components/site/site-footer";
import { SiteHeader } from "../../components/site/site-header";
import { TWIN_HREF_PLACEHOLDER, twinHref } from "../../components/site/language-switch";
import { escapeHtml } from "../../components/site/html-escape";
import type { SiteHeadData } from "../../components/site/site-head";
import { seoRecordsForPath } from "../../server/seo/seo-cache.server";
import { loadSiteChrome } from "../../server/site-chrome.server";
import { siteChromeFragments, type ChromeFragments } from "../../server/site-chrome-html.server";
import { siteMessages } from "../../server/i18n/site-messages.server";
import type { SiteMessages } from "../../i18n/site-messages";
import type { Route } from "./+types/layout";
import { useLocale, useT } from "../../i18n/texts";
import { localeOfPath } from "../../i18n/locale";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context;
  const { pathname } = new URL(request.url);
  const locale = localeOfPath(pathname);
  const [chrome, seo] = await Promise.all([loadSiteChrome(services, locale), seoRecordsForPath(services, pathname)]);
  const texts = siteMessages(pathname);
  // the newsletter box says so when there is no mail server to confirm a sign-up (issue 22)
  const newsletterAvailable = Boolean(services.config.smtpUrl);
  // the header's, footer's and shortcuts' HTML, rendered once per language and content (decision 0063)
  const chromeHtml = siteChromeFragments(services, { chrome, locale, pathname: routerPathname(pathname), texts, newsletterAvailable });
  return { ...chrome, seo, publicUrl: services.config.publicUrl, newsletterAvailable, texts, chromeHtml } satisfies SiteHeadData &
    typeof chrome & { newsletterAvailable: boolean; texts: SiteMessages; chromeHtml: ChromeFragments };
}

/**
 * The pathname React Router's location has for a document at this address (its server's
 * getNormalizedPath): one trailing slash dropped, but the root's, so "/hi/" is "/hi". Which header
 * link is active follows it, as NavLink's did.
 */
function routerPathname(pathname: string): string {
  return pathname !== "/" && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

/** The head's SEO records belong to the path: a client navigation to another page asks again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

/**
 * The public chrome. The skip link comes first, so it is the first thing Tab reaches; it targets
 * the <main id="main" tabIndex={-1}> that every public page renders (focus lands inside it).
 * The header, footer and shortcuts are HTML rendered once per language and content (decision
 * 0063, app/server/site-chrome-html.server.tsx): React draws their frames and puts in this page's
 * link to its twin in the other language.
 */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { settings, chromeHtml } = loaderData;
  const t = useT();
  const { pathname, search } = useLocation();
  const twin = escapeHtml(twinHref(pathname, search, useLocale()));
  const fill = (html: string) => html.replaceAll(TWIN_HREF_PLACEHOLDER, () => twin);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-navy-900 focus:shadow-lg"
      >
        {t("common.skipToContent")}
      </a>
      <SiteHeader companyName={settings.companyName} fragments={chromeHtml.header} fill={fill} />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter fragments={chromeHtml.footer} />
      {/* a landmark of their own, so that nothing on the page sits outside one */}
      <aside aria-label={t("common.shortcuts")} dangerouslySetInnerHTML={{ __html: fill(chromeHtml.shortcuts) }} />
    </div>
  );
}
