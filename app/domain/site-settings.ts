import { feedContents } from "./blog-feeds";
import { hindiBlogEnglishChoices } from "./site-settings-defaults";
import { z } from "./zod";

/** A YouTube video id, as the privacy-enhanced embed (youtube-nocookie.com/embed/{id}) takes it. */
export const videoIdSchema = z.string().trim().regex(/^[A-Za-z0-9_-]{11}$/, "A video id is 11 letters, digits, '-' or '_'.");

/** (in site-settings-defaults.ts, which pages load without the schema library; re-exported here) */
export { fallbackSiteSettings, MESSAGE_RETENTION_MONTHS_DEFAULT } from "./site-settings-defaults";

/** The site-wide settings an administrator edits; stored as JSON under the key "site". */
export const siteSettingsSchema = z.object({
  companyName: z.string().trim().min(1).max(120),
  tagline: z.string().trim().max(200),
  email: z.string().trim().email(),
  phone: z.string().trim().min(1).max(40),
  whatsapp: z.string().trim().max(40),
  address: z.string().trim().max(300),
  businessHours: z.string().trim().max(120),
  learningPlatformUrl: z.string().trim().url(),
  videoChannelUrl: z.string().trim().url(),
  androidAppUrl: z.string().trim().url(),
  iosAppUrl: z.string().trim().max(300),
  /** the three home-page video lessons, in the spec's order (shooting star, lot size, risk-reward) */
  videoLessonIds: z.tuple([videoIdSchema, videoIdSchema, videoIdSchema]),
  /** where the floating contact button on public pages leads (a chat link, e.g. https://wa.me/…) */
  chatUrl: z.string().trim().max(300),
  /** contact messages older than this are removed automatically (India's DPDP Act: keep no longer than needed) */
  messageRetentionMonths: z.number().int().min(1).max(120),
  /** the digits of numbers and dates on Hindi pages: Latin (1,23,456, the default) or Devanagari (१,२३,४५६) — issue 23 */
  hindiDigits: z.enum(["latin", "devanagari"]),
  /** what the blog's feeds carry of each post: its description (the default) or its whole text too (decision 0037) */
  feedContent: z.enum(feedContents),
  /**
   * Whether /hi/blog (its list, search, keywords and feeds) also lists posts without a Hindi
   * version, marked as English ("listed", the default and the behaviour before the setting), or only
   * posts that read in Hindi ("hidden") — issue 23, decision 0057.
   */
  hindiBlogEnglish: z.enum(hindiBlogEnglishChoices),
  /** the Grievance Officer the privacy policy names (India's DPDP Act), and where to write to them */
  grievanceOfficerName: z.string().trim().min(1).max(120),
  grievanceOfficerEmail: z.string().trim().email(),
  /**
   * The company's SEBI registration as the disclaimer should state it (e.g. "Research Analyst,
   * INH000000000"); empty (the default): the disclaimer says it holds none, and claims none.
   */
  sebiRegistration: z.string().trim().max(300),
  social: z.object({
    instagram: z.string().trim().max(300),
    youtube: z.string().trim().max(300),
    facebook: z.string().trim().max(300),
    linkedin: z.string().trim().max(300),
    telegram: z.string().trim().max(300),
    x: z.string().trim().max(300),
  }),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** (moved to course-categories.ts, which has no schema library; re-exported for existing imports) */
export { courseCategories } from "./course-categories";
