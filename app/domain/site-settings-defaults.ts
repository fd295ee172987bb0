import { FEED_CONTENT_DEFAULT } from "./blog-feeds";
import type { SiteSettings } from "./site-settings";

/*
 * The settings' defaults, apart from their schema (./site-settings): public pages read them in the
 * browser (the legal pages, the contact page) and must not load the schema library for that.
 */

export const MESSAGE_RETENTION_MONTHS_DEFAULT = 24;

/** English posts on the Hindi blog: listed and marked (the default), or hidden (decision 0057). */
export const hindiBlogEnglishChoices = ["listed", "hidden"] as const;
export type HindiBlogEnglish = (typeof hindiBlogEnglishChoices)[number];
export const HINDI_BLOG_ENGLISH_DEFAULT: HindiBlogEnglish = "listed";

/** Used until an administrator saves settings (for example when the demo content is not seeded). */
export const fallbackSiteSettings: SiteSettings = {
  companyName: "Candlewise Academy",
  tagline: "Trading education for India",
  email: "hello@candlewise.example",
  phone: "+91 98765 43210",
  whatsapp: "",
  address: "India",
  businessHours: "Monday to Friday, 9:00 AM - 6:00 PM IST",
  learningPlatformUrl: "https://learn.candlewise.example/",
  videoChannelUrl: "https://www.youtube.com/",
  androidAppUrl: "https://play.google.com/store",
  iosAppUrl: "#",
  videoLessonIds: ["aaaaaaaaaaa", "bbbbbbbbbbb", "ccccccccccc"],
  chatUrl: "",
  messageRetentionMonths: MESSAGE_RETENTION_MONTHS_DEFAULT,
  hindiDigits: "latin",
  feedContent: FEED_CONTENT_DEFAULT,
  hindiBlogEnglish: HINDI_BLOG_ENGLISH_DEFAULT,
  grievanceOfficerName: "Grievance Officer",
  grievanceOfficerEmail: "grievance@candlewise.example",
  sebiRegistration: "",
  social: { instagram: "", youtube: "", facebook: "", linkedin: "", telegram: "", x: "" },
};
