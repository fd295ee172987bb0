import { z } from "./zod";

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

/** The nine course categories of the public spec, in the order the category guide shows them. */
export const courseCategories = [
  "Trading Basics",
  "Technical Analysis",
  "Options Trading",
  "Trading Strategies",
  "Digital Marketing",
  "Web Development",
  "Google Ads",
  "Crypto & Investing",
  "Finance Certification",
] as const;

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
  social: { instagram: "", youtube: "", facebook: "", linkedin: "", telegram: "", x: "" },
};
