import { FEED_CONTENT_DEFAULT, feedContents } from "./blog-feeds";
import type { FieldErrors } from "./field-errors";
import { fieldErrorsOf } from "./field-errors";
import { fallbackSiteSettings, MESSAGE_RETENTION_MONTHS_DEFAULT, siteSettingsSchema, videoIdSchema, type SiteSettings } from "./site-settings";
import { HINDI_BLOG_ENGLISH_DEFAULT, hindiBlogEnglishChoices } from "./site-settings-defaults";
import { SETTINGS_TEXT_MAX } from "./settings-translation";
import { z } from "./zod";

/*
 * The settings screen's form: one flat field per setting (a plain HTML form posts flat names), with
 * the stricter rules of something an administrator types. Links must be http(s): they end up in
 * href attributes on every public page, where javascript: or data: would run in a visitor's browser.
 */

const MAX_LINK = 300;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const LINK_MESSAGE = "Enter a full web address starting with https:// (or http://).";

const requiredLink = z
  .string()
  .trim()
  .min(1, "Enter a web address.")
  .max(MAX_LINK, `At most ${MAX_LINK} characters.`)
  .refine(isHttpUrl, LINK_MESSAGE);

/** an empty box means "no link": the public page leaves it out */
const optionalLink = z
  .string()
  .trim()
  .max(MAX_LINK, `At most ${MAX_LINK} characters.`)
  .refine((value) => value === "" || isHttpUrl(value), LINK_MESSAGE);

const text = (label: string, max: number, required = false) =>
  required ? z.string().trim().min(1, `Enter the ${label}.`).max(max, `At most ${max} characters.`) : z.string().trim().max(max, `At most ${max} characters.`);

export const socialNetworks = ["instagram", "youtube", "facebook", "linkedin", "telegram", "x"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

const socialFieldName = (network: SocialNetwork) => `social_${network}` as const;

export const settingsFormSchema = z.object({
  companyName: text("company name", 120, true),
  tagline: text("tagline", SETTINGS_TEXT_MAX.tagline),
  email: z.string().trim().min(1, "Enter the contact e-mail address.").max(254).email("Enter an e-mail address like name@example.com."),
  phone: text("phone number", 40, true),
  whatsapp: text("WhatsApp number", 40),
  address: text("address", SETTINGS_TEXT_MAX.address),
  businessHours: text("business hours", SETTINGS_TEXT_MAX.businessHours),
  learningPlatformUrl: requiredLink,
  androidAppUrl: requiredLink,
  iosAppUrl: optionalLink,
  videoChannelUrl: requiredLink,
  videoLesson1: videoIdSchema,
  videoLesson2: videoIdSchema,
  videoLesson3: videoIdSchema,
  chatUrl: optionalLink,
  messageRetentionMonths: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, "Enter a whole number of months.")
    .transform(Number)
    .refine((months) => months >= 1 && months <= 120, "Between 1 and 120 months."),
  hindiDigits: z.enum(["latin", "devanagari"], { error: "Choose Latin or Devanagari digits." }),
  feedContent: z.enum(feedContents, { error: "Choose summaries or full posts." }),
  hindiBlogEnglish: z.enum(hindiBlogEnglishChoices, { error: "Choose whether English posts are listed on the Hindi blog." }),
  grievanceOfficerName: text("Grievance Officer's name", 120, true),
  grievanceOfficerEmail: z.string().trim().min(1, "Enter the Grievance Officer's e-mail address.").max(254).email("Enter an e-mail address like name@example.com."),
  sebiRegistration: text("SEBI registration", SETTINGS_TEXT_MAX.sebiRegistration),
  social_instagram: optionalLink,
  social_youtube: optionalLink,
  social_facebook: optionalLink,
  social_linkedin: optionalLink,
  social_telegram: optionalLink,
  social_x: optionalLink,
});

export type SettingsFormField = keyof z.input<typeof settingsFormSchema>;
export type SettingsFormValues = Partial<Record<SettingsFormField, string>>;
export type SettingsFieldErrors = FieldErrors<Record<SettingsFormField, string>>;

export const settingsFormFields = Object.keys(settingsFormSchema.shape) as SettingsFormField[];

/** What the form shows for stored settings. A stored "#" (no app yet) shows as an empty box. */
export function settingsFormValuesOf(settings: SiteSettings): Record<SettingsFormField, string> {
  const values = {
    companyName: settings.companyName,
    tagline: settings.tagline,
    email: settings.email,
    phone: settings.phone,
    whatsapp: settings.whatsapp,
    address: settings.address,
    businessHours: settings.businessHours,
    learningPlatformUrl: settings.learningPlatformUrl,
    androidAppUrl: settings.androidAppUrl,
    iosAppUrl: settings.iosAppUrl === "#" ? "" : settings.iosAppUrl,
    videoChannelUrl: settings.videoChannelUrl,
    videoLesson1: settings.videoLessonIds[0],
    videoLesson2: settings.videoLessonIds[1],
    videoLesson3: settings.videoLessonIds[2],
    chatUrl: settings.chatUrl,
    messageRetentionMonths: String(settings.messageRetentionMonths ?? MESSAGE_RETENTION_MONTHS_DEFAULT),
    hindiDigits: settings.hindiDigits ?? "latin",
    feedContent: settings.feedContent ?? FEED_CONTENT_DEFAULT,
    hindiBlogEnglish: settings.hindiBlogEnglish ?? HINDI_BLOG_ENGLISH_DEFAULT,
    grievanceOfficerName: settings.grievanceOfficerName ?? fallbackSiteSettings.grievanceOfficerName,
    grievanceOfficerEmail: settings.grievanceOfficerEmail ?? fallbackSiteSettings.grievanceOfficerEmail,
    sebiRegistration: settings.sebiRegistration ?? "",
  } as Record<SettingsFormField, string>;
  for (const network of socialNetworks) values[socialFieldName(network)] = settings.social[network];
  return values;
}

export type SettingsFormResult = { ok: true; settings: SiteSettings } | { ok: false; fieldErrors: SettingsFieldErrors };

/** Checks every field at once (all errors shown together) and builds the settings to store. */
export function parseSettingsForm(values: SettingsFormValues): SettingsFormResult {
  const parsed = settingsFormSchema.safeParse(Object.fromEntries(settingsFormFields.map((field) => [field, values[field] ?? ""])));
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) as SettingsFieldErrors };
  const form = parsed.data;
  const settings = siteSettingsSchema.parse({
    companyName: form.companyName,
    tagline: form.tagline,
    email: form.email,
    phone: form.phone,
    whatsapp: form.whatsapp,
    address: form.address,
    businessHours: form.businessHours,
    learningPlatformUrl: form.learningPlatformUrl,
    androidAppUrl: form.androidAppUrl,
    iosAppUrl: form.iosAppUrl,
    videoChannelUrl: form.videoChannelUrl,
    videoLessonIds: [form.videoLesson1, form.videoLesson2, form.videoLesson3],
    chatUrl: form.chatUrl,
    messageRetentionMonths: form.messageRetentionMonths,
    hindiDigits: form.hindiDigits,
    feedContent: form.feedContent,
    hindiBlogEnglish: form.hindiBlogEnglish,
    grievanceOfficerName: form.grievanceOfficerName,
    grievanceOfficerEmail: form.grievanceOfficerEmail,
    sebiRegistration: form.sebiRegistration,
    social: Object.fromEntries(socialNetworks.map((network) => [network, form[socialFieldName(network)]])),
  });
  return { ok: true, settings };
}

/** The names of the settings that differ (social links and video ids by their own names), for the audit trail. */
export function changedSettingNames(before: SiteSettings, after: SiteSettings): string[] {
  const changed: string[] = [];
  for (const key of Object.keys(after) as (keyof SiteSettings)[]) {
    if (key === "social") {
      for (const network of socialNetworks) if (before.social[network] !== after.social[network]) changed.push(`social.${network}`);
    } else if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changed.push(key);
    }
  }
  return changed;
}
