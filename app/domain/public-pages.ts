import type { MessageId } from "../i18n/catalogue";
import { localeOfPath, pathInLocale, pathWithoutLocale } from "../i18n/locale";
import type { RouteSeo } from "./seo/page-head";
import type { SeoHandle, Translate } from "./seo/route-seo";

/*
 * The site's public pages, once: the /sitemap page lists them, sitemap.xml publishes them, the SEO
 * editor offers them, and each route takes its name and built-in description from here. Each page
 * exists in both languages (English at its path, Hindi under /hi); the names and descriptions are
 * the `pages` area of the catalogue (app/i18n/texts/pages.ts), which every public page is sent.
 */

export type PublicPageId =
  | "home" | "about" | "courses" | "blog" | "contact" | "profitLoss" | "economicCalendar" | "margin" | "riskReward"
  | "pip" | "lotSize" | "optionPayoff" | "sip" | "compoundInterest" | "brokerage" | "liveChart" | "newsletter" | "sitemap" | "terms" | "privacy" | "refund" | "disclaimer";

export interface PublicPage {
  /** the English address; the Hindi one is the same under /hi */
  path: string;
  /** its texts in the catalogue: pages.{id}Name and pages.{id}Description */
  id: PublicPageId;
  /** legal pages carry a breadcrumb trail in their structured data */
  breadcrumb?: boolean;
  /** a calculator or tool: listed in the header's Tools menu and the footer's Tools column */
  tool?: boolean;
}

export const publicPages: readonly PublicPage[] = [
  { path: "/", id: "home" },
  { path: "/about", id: "about" },
  { path: "/courses", id: "courses" },
  { path: "/blog", id: "blog" },
  { path: "/contact", id: "contact" },
  { path: "/profit-loss-calculator", id: "profitLoss", tool: true },
  { path: "/economic-calendar", id: "economicCalendar" },
  { path: "/margin-calculator", id: "margin", tool: true },
  { path: "/risk-reward", id: "riskReward", tool: true },
  { path: "/pip-calculator", id: "pip", tool: true },
  { path: "/lot-size", id: "lotSize", tool: true },
  { path: "/option-payoff-calculator", id: "optionPayoff", tool: true },
  { path: "/sip-calculator", id: "sip", tool: true },
  { path: "/compound-interest-calculator", id: "compoundInterest", tool: true },
  { path: "/brokerage-calculator", id: "brokerage", tool: true },
  { path: "/live-trading-chart", id: "liveChart" },
  { path: "/newsletter", id: "newsletter" },
  { path: "/sitemap", id: "sitemap" },
  { path: "/terms-and-conditions", id: "terms", breadcrumb: true },
  { path: "/privacy-policy", id: "privacy", breadcrumb: true },
  { path: "/refund-cancellation", id: "refund", breadcrumb: true },
  { path: "/disclaimer", id: "disclaimer", breadcrumb: true },
];

/** The calculators, in the order of the list above: the header's Tools menu and the footer list them. */
export const toolPages: readonly PublicPage[] = publicPages.filter((page) => page.tool);

/** The page's name in the language of `t`: its link text, and the first part of its title. */
export function pageName(page: PublicPage, t: Translate): string {
  return t(`pages.${page.id}Name` satisfies MessageId);
}

/** The page's built-in description in the language of `t`. */
export function pageDescription(page: PublicPage, t: Translate): string {
  return t(`pages.${page.id}Description` satisfies MessageId);
}

/**
 * The listed page an address serves, in either language ('/hi/about' is the about page); routes
 * match without regard to case or a trailing slash.
 */
export function findPublicPage(path: string): PublicPage | undefined {
  const wanted = (pathWithoutLocale(path).replace(/(?<!\/)\/+$/, "") || "/").toLowerCase();
  return publicPages.find((candidate) => candidate.path === wanted);
}

/**
 * The head of one of the pages above, looked up by the path it is served at; `t` speaks the
 * address's language (the page's own texts, useT() in the head). The path given to the head is
 * the English one: the head writes each language's address from it.
 */
export function publicPageRouteSeo(path: string, t: Translate): RouteSeo {
  const page = findPublicPage(path);
  if (!page) return {};
  const locale = localeOfPath(path);
  const home = publicPages[0]!;
  return {
    path: page.path,
    name: page.path === "/" ? undefined : pageName(page, t),
    description: pageDescription(page, t),
    ...(page.breadcrumb
      ? { breadcrumbs: [{ name: pageName(home, t), path: pathInLocale("/", locale) }, { name: pageName(page, t), path: pathInLocale(page.path, locale) }] }
      : {}),
  };
}

/** The `handle` of a route that serves pages of the list above. */
export const publicPageHandle: SeoHandle = { seo: ({ pathname, t }) => publicPageRouteSeo(pathname, t) };
