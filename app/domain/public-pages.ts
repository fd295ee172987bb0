import type { RouteSeo } from "./seo/page-head";
import type { SeoHandle } from "./seo/route-seo";

/*
 * The site's public pages, once: the /sitemap page lists them, sitemap.xml publishes them, the SEO
 * editor offers them, and each route takes its name and built-in description from here.
 */

export interface PublicPage {
  path: string;
  /** the page's name: its link text, and the first part of its title */
  name: string;
  description: string;
  /** legal pages carry a breadcrumb trail in their structured data */
  breadcrumb?: boolean;
}

export const publicPages: readonly PublicPage[] = [
  { path: "/", name: "Home", description: "Courses, free trader calculators and articles to learn trading with discipline." },
  { path: "/about", name: "About Us", description: "Who we are, what we teach and how: trading as a craft, method first and risk always." },
  { path: "/blog", name: "Blog", description: "Articles on trading psychology, risk management, technical analysis and the markets." },
  { path: "/contact", name: "Contact", description: "Write to us about courses, mentoring or the calculators; we answer within one working day." },
  { path: "/profit-loss-calculator", name: "Profit & Loss Calculator", description: "Work out the profit or loss of a forex, crypto or NSE currency trade in your account currency." },
  { path: "/economic-calendar", name: "Economic Calendar", description: "Upcoming economic releases for the rupee, dollar, euro and other major currencies, with a guide to reading the calendar." },
  { path: "/margin-calculator", name: "Margin Calculator", description: "How much margin a forex or NSE currency position needs at your leverage, in your account currency." },
  { path: "/risk-reward", name: "Risk-Reward & Win Rate Calculator", description: "The win rate a reward-to-risk ratio needs to break even, and the ratio a win rate needs." },
  { path: "/pip-calculator", name: "Pip Calculator", description: "The value of a pip move in your account currency for forex, crypto and NSE currency pairs." },
  { path: "/lot-size", name: "Lot Size Calculator", description: "The position size that keeps a trade's loss at your stop within the risk you choose." },
  { path: "/live-trading-chart", name: "Market Summary", description: "A live chart of gold against the US dollar, with EUR/USD and USD/INR in the watchlist." },
  { path: "/sitemap", name: "Sitemap", description: "Every page of the site in one list." },
  { path: "/terms-and-conditions", name: "Terms and Conditions", description: "The terms that apply when you use this site and our courses.", breadcrumb: true },
  { path: "/privacy-policy", name: "Privacy Policy", description: "What we keep from the contact form, why, and how to have it deleted.", breadcrumb: true },
  { path: "/refund-cancellation", name: "Refund and Cancellation Policy", description: "Our refund and cancellation policy: fees are final and enrolments cannot be cancelled or transferred.", breadcrumb: true },
];

/** The listed page an address serves; routes match without regard to case or a trailing slash. */
export function findPublicPage(path: string): PublicPage | undefined {
  const wanted = (path.replace(/(?<!\/)\/+$/, "") || "/").toLowerCase();
  return publicPages.find((candidate) => candidate.path === wanted);
}

/** The head of one of the pages above, looked up by the path it is served at. */
export function publicPageRouteSeo(path: string): RouteSeo {
  const page = findPublicPage(path);
  if (!page) return {};
  return {
    path: page.path,
    name: page.path === "/" ? undefined : page.name,
    description: page.description,
    ...(page.breadcrumb ? { breadcrumbs: [{ name: "Home", path: "/" }, { name: page.name, path: page.path }] } : {}),
  };
}

/** The `handle` of a route that serves pages of the list above. */
export const publicPageHandle: SeoHandle = { seo: ({ pathname }) => publicPageRouteSeo(pathname) };
