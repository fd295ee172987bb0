import { home } from "../i18n/texts/home";
import { FIGURE_DEFAULTS } from "./home-figures";
import { oneLine, withoutControlCharacters } from "./text-limits";

export { FIGURE_DEFAULTS } from "./home-figures";

/*
 * The words of the home page an administrator may change (issue 21, decision 0043). Each field is
 * a key of the catalogue's home area ("heroHeadline" is home.heroHeadline), so its default is the
 * catalogue's text, or one of the statistics' figures, which are numbers kept in the code. What
 * is stored is only what differs from the default: a field never stored, or emptied, shows the
 * default, so the page never shows an empty section.
 *
 * The English site shows the stored texts; a Hindi page keeps the Hindi catalogue (translated page
 * texts come with issue 23), except a figure that is a plain number ("250+", "9.20%"), which
 * reads the same in both languages and is used by both.
 */

export interface PageTextField {
  /** the form field's name and the stored field: the catalogue key in the home area */
  key: string;
  label: string;
  max: number;
  multiline?: boolean;
  /** a statistic's figure: its default is in FIGURE_DEFAULTS unless the catalogue has one */
  figure?: boolean;
}

export interface PageTextSection {
  id: string;
  title: string;
  fields: PageTextField[];
}

const HEADING = 120;
const SHORT = 60;
const TEXT = 400;
const FIGURE = 20;

const line = (key: string, label: string, max = SHORT): PageTextField => ({ key, label, max });
const text = (key: string, label: string, max = TEXT): PageTextField => ({ key, label, max, multiline: true });
const figure = (key: string, label: string): PageTextField => ({ key, label, max: FIGURE, figure: true });

export const homeTextSections: PageTextSection[] = [
  {
    id: "hero",
    title: "Hero",
    fields: [
      line("heroHeadline", "Headline", 160),
      text("heroIntro", "Introduction"),
      line("popularCourses", "Tags heading"),
      line("tagGraphicDesign", "Tag 1"),
      line("tagWebDevelopment", "Tag 2"),
      line("tagDigitalMarketing", "Tag 3"),
      line("tagGoogleAds", "Tag 4"),
      line("tagMasterSmc", "Tag 5"),
      line("badgeLiveChart", "Badge 1 (beside the picture, wide screens)"),
      line("badgeRiskFirst", "Badge 2"),
      line("badgeMentorPractice", "Badge 3"),
      line("topCategories", "First card: heading (the social links follow)"),
      line("customerSuccess", "Second card: heading"),
      figure("customerSuccessFigure", "Second card: figure"),
      line("customerSuccessNote", "Second card: note", HEADING),
      text("heroTagline", "Closing line", 300),
      line("heroImageAlt", "Picture description (for people who cannot see it)", 200),
    ],
  },
  { id: "trust", title: "Trust banner", fields: [line("trustClaim", "Claim", HEADING)] },
  { id: "courses", title: "Courses", fields: [line("coursesEyebrow", "Small heading"), line("coursesTitle", "Heading", HEADING)] },
  {
    id: "features",
    title: "Features",
    fields: [
      line("featuresEyebrow", "Small heading"),
      line("featuresTitle", "Heading", HEADING),
      line("featureTradingTitle", "Feature 1: title", HEADING),
      text("featureTradingText", "Feature 1: text"),
      line("featureMarketingTitle", "Feature 2: title", HEADING),
      text("featureMarketingText", "Feature 2: text"),
      line("featureWebTitle", "Feature 3: title", HEADING),
      text("featureWebText", "Feature 3: text"),
    ],
  },
  {
    id: "why-us",
    title: "Why us",
    fields: [
      line("whyUsEyebrow", "Small heading"),
      line("whyUsTitle", "Heading", HEADING),
      line("whyExpertTitle", "Point 1: title", HEADING),
      text("whyExpertText", "Point 1: text"),
      line("whyFlexibleTitle", "Point 2: title", HEADING),
      text("whyFlexibleText", "Point 2: text"),
      line("whyPracticalTitle", "Point 3: title", HEADING),
      text("whyPracticalText", "Point 3: text"),
      line("whyCommunityTitle", "Point 4: title", HEADING),
      text("whyCommunityText", "Point 4: text"),
    ],
  },
  {
    id: "statistics",
    title: "Statistics",
    fields: [
      line("statisticsEyebrow", "Small heading"),
      line("statisticsTitle", "Heading", HEADING),
      figure("statCertifiedTradersFigure", "Statistic 1: figure"),
      line("statCertifiedTraders", "Statistic 1: label"),
      figure("statFollowersFigure", "Statistic 2: figure"),
      line("statFollowers", "Statistic 2: label"),
      figure("statTeamMembersFigure", "Statistic 3: figure"),
      line("statTeamMembers", "Statistic 3: label"),
      figure("statTraderCommunityFigure", "Statistic 4: figure"),
      line("statTraderCommunity", "Statistic 4: label"),
      figure("statSubscribersFigure", "Statistic 5: figure"),
      line("statSubscribers", "Statistic 5: label"),
      figure("statAppDownloadsFigure", "Statistic 6: figure"),
      line("statAppDownloads", "Statistic 6: label"),
    ],
  },
  { id: "testimonials", title: "Testimonials", fields: [line("testimonialsEyebrow", "Small heading"), line("testimonialsTitle", "Heading", HEADING)] },
  { id: "explore", title: "Explore", fields: [line("exploreEyebrow", "Small heading"), text("exploreIntro", "Introduction")] },
  {
    id: "app",
    title: "Mobile app",
    fields: [
      line("appEyebrow", "Small heading"),
      line("appTitle", "Heading", HEADING),
      text("appIntro", "Introduction"),
      line("appAndroid", "Android button"),
      line("appIos", "iOS button"),
      line("appIosSoon", "iOS button while there is no iOS app"),
      line("appImageAlt", "Picture description", 200),
    ],
  },
  {
    id: "videos",
    title: "Video lessons",
    fields: [
      line("videosEyebrow", "Small heading"),
      line("videosTitle", "Heading", HEADING),
      line("videoTopicShootingStar", "Lesson 1", HEADING),
      line("videoTopicLotSize", "Lesson 2", HEADING),
      line("videoTopicRiskReward", "Lesson 3", HEADING),
      line("videoChannel", "Channel link"),
    ],
  },
  { id: "blogs", title: "Latest blogs", fields: [line("blogsEyebrow", "Small heading"), line("blogsTitle", "Heading", HEADING), line("allBlogPosts", "Link to all posts")] },
];

export const homeTextFields: PageTextField[] = homeTextSections.flatMap((section) => section.fields);
const homeFieldByKey = new Map(homeTextFields.map((field) => [field.key, field]));

export function isHomeTextKey(key: string): boolean {
  return homeFieldByKey.has(key);
}


/**
 * A figure written the same way in every language: digits with thousands separators or a decimal
 * point, then at most a "+" or "%" ("1,000+", "8.50%"). "1k+" is not: its word is English.
 */
const PLAIN_NUMBER = /^\d[\d,]*(?:\.\d+)?[+%]?$/;

export function isPlainNumber(value: string): boolean {
  return value.length <= FIGURE && PLAIN_NUMBER.test(value);
}

/**
 * Stored home texts for a page of this language: all of them in English; in Hindi, the plain-number
 * figures, then the administrator's Hindi over them (issue 23, part 3).
 */
export function homeTextsFor(stored: Readonly<Record<string, string>>, locale: "en" | "hi", hindi: Readonly<Record<string, string>> = {}): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [key, value] of Object.entries(stored)) {
    const field = homeFieldByKey.get(key);
    if (!field || value.trim() === "") continue;
    if (locale === "en" || (field.figure && isPlainNumber(value))) shown[key] = value;
  }
  if (locale === "hi") for (const [key, value] of Object.entries(hindi)) if (homeFieldByKey.has(key) && value.trim() !== "") shown[key] = value;
  return shown;
}

/** A typed value as stored: control characters removed (line breaks kept where the field has several lines), trimmed. */
export function cleanPageText(value: string, multiline = false): string {
  return (multiline ? withoutControlCharacters(value) : oneLine(value)).trim();
}

export type PageTextErrors = Record<string, string>;

/**
 * The home form checked: each value measured before anything else is done with it (decision
 * 0026), then cleaned. An empty box or the default text means "the default" (null: not stored);
 * a field the form does not carry is not changed.
 */
export function parseHomeTexts(
  form: Readonly<Record<string, string>>,
  defaults: Readonly<Record<string, string>>,
): { ok: true; values: Record<string, string | null> } | { ok: false; errors: PageTextErrors } {
  const errors: PageTextErrors = {};
  const values: Record<string, string | null> = {};
  for (const field of homeTextFields) {
    // a field the post does not carry is left as it is
    const raw = form[field.key];
    if (raw === undefined) continue;
    // a cap on the raw text first: nothing longer is cleaned or matched
    if (raw.length > field.max * 2) {
      errors[field.key] = `At most ${field.max} characters.`;
      continue;
    }
    const value = cleanPageText(raw, field.multiline);
    if (value.length > field.max) errors[field.key] = `At most ${field.max} characters (this has ${value.length}).`;
    else values[field.key] = value === "" || value === defaults[field.key] ? null : value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}

/** The home fields' defaults: the catalogue's English texts and the code's figures. */
export function homeDefaults(): Record<string, string> {
  const english = home.en as Record<string, string>;
  return Object.fromEntries(homeTextFields.map((field) => [field.key, FIGURE_DEFAULTS[field.key] ?? english[field.key] ?? ""]));
}

