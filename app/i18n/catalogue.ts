import { about } from "./texts/about";
import { brokerage } from "./texts/brokerage";
import { blog, blogResults } from "./texts/blog";
import { calculators } from "./texts/calculators";
import { common } from "./texts/common";
import { courses } from "./texts/courses";
import { contact, contactAnswers } from "./texts/contact";
import { footer } from "./texts/footer";
import { foPosition } from "./texts/fo-position";
import { home } from "./texts/home";
import { legal } from "./texts/legal";
import { markets } from "./texts/markets";
import { newsletter, newsletterMail } from "./texts/newsletter";
import { notFound } from "./texts/not-found";
import { options } from "./texts/options";
import { pages } from "./texts/pages";
import { savings } from "./texts/savings";
import type { AreaTexts } from "./define-texts";

/*
 * The interface texts of the public site, by area (issue 23). Server code only: the browser gets
 * the compiled texts of the areas its page needs in the site layout's loader data
 * (app/server/i18n/site-messages.server.ts), never this module. Components import its types.
 */
export const catalogue = {
  common,
  pages,
  footer,
  notFound,
  home,
  about,
  legal,
  blog,
  /** server only: the blog list's loader writes these sentences */
  blogResults,
  contact,
  /** server only: what the contact action answers (never sent for a path) */
  contactAnswers,
  markets,
  calculators,
  options,
  foPosition,
  savings,
  brokerage,
  courses,
  /** the sign-up box is in the footer of every page, so its area goes with the frame's (alwaysSent) */
  newsletter,
  /** server only: the newsletter's mails */
  newsletterMail,
} as const;

export type AreaName = keyof typeof catalogue;

type KeysOf<T> = T extends AreaTexts<infer Key> ? Key : never;

/** A text's id: its area and its key, "common.home". */
export type MessageId = { [Area in AreaName]: `${Area}.${KeysOf<(typeof catalogue)[Area]>}` }[AreaName];

/** The areas every public page needs, whatever its path (any address may turn out to be a 404). */
export const alwaysSent: readonly AreaName[] = ["common", "pages", "footer", "notFound", "newsletter"];

/**
 * The areas a page needs besides the frame's, by its path without the language prefix. A page
 * that uses a text of an area not sent here shows the text's id on the server as in the browser,
 * and the sweep of every Hindi page (tests/integration/http/hindi-pages.test.ts) fails on it.
 */
export function areasForPath(path: string): readonly AreaName[] {
  // "/about/" is the same page as "/about" to the router
  const page = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  if (page === "/blog" || page.startsWith("/blog/")) return areaSets.blog;
  // the course list reuses the home page's course grid (its chips and cards)
  if (page === "/courses") return areaList(COURSE_LIST_AREAS);
  if (page.startsWith("/courses/")) return areaList(COURSE_PAGE_AREAS);
  const own = pageAreas[page];
  if (own === undefined) return alwaysSent;
  return typeof own === "string" ? areaSets[own] : areaList(own);
}

/**
 * A page's own area, by its path: one line per page. A page that needs more than one (a new
 * calculator: the calculators' shared labels and its own) lists them.
 */
/** one array, so that the page's areas are compiled once (see areaList) */
const optionsPage: readonly AreaName[] = ["calculators", "options"];
const lotSizePage: readonly AreaName[] = ["calculators", "foPosition"];

const pageAreas: Record<string, AreaName | readonly AreaName[] | undefined> = {
  "/": "home",
  "/about": "about",
  "/terms-and-conditions": "legal",
  "/privacy-policy": "legal",
  "/refund-cancellation": "legal",
  "/disclaimer": "legal",
  "/contact": "contact",
  "/economic-calendar": "markets",
  "/live-trading-chart": "markets",
  "/profit-loss-calculator": "calculators",
  "/margin-calculator": "calculators",
  "/risk-reward": "calculators",
  "/pip-calculator": "calculators",
  "/lot-size": lotSizePage,
  "/option-payoff-calculator": optionsPage,
  "/sip-calculator": ["calculators", "savings"],
  "/compound-interest-calculator": ["calculators", "savings"],
  "/brokerage-calculator": ["calculators", "brokerage"],
};

const COURSE_LIST_AREAS: readonly AreaName[] = ["home", "courses"];
// a course page's enquiry form takes the contact form's labels, consent and notice (decision 0044)
const COURSE_PAGE_AREAS: readonly AreaName[] = ["home", "courses", "contact"];

// one array per area, so that every page of a set shares one compiled object (site-messages.server.ts)
const areaSets = {} as Record<AreaName, readonly AreaName[]>;
for (const area of Object.keys(catalogue) as AreaName[]) areaSets[area] = [...alwaysSent, area];

// the same for pages with several areas: one array per list, made once
const areaLists = new Map<readonly AreaName[], readonly AreaName[]>();
function areaList(areas: readonly AreaName[]): readonly AreaName[] {
  let list = areaLists.get(areas);
  if (!list) areaLists.set(areas, (list = [...alwaysSent, ...areas]));
  return list;
}
