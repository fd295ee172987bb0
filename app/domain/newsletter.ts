import { codeUnitsAtMost, z } from "./zod-mini";
import { CONTACT_CODE_UNITS_MAX, CONTACT_HONEYPOT_FIELD } from "./contact";
import { NEWSLETTER_EMAIL_MAX, NEWSLETTER_HONEYPOT_FIELD } from "./newsletter-fields";
import { cutToCodeUnits, oneLine } from "./text-limits";

/*
 * The newsletter's rules (issue 22 part 3, decision 0045): an e-mail address and a consent, the
 * contact form's honeypot and rate limit, and a double opt-in whose link works once within 48 hours.
 */

/** The version of the sign-up box's consent text, stored with every subscriber (DPDP: what they agreed to). */
export const NEWSLETTER_NOTICE_VERSION = "2026-11-v1";

/** How long a confirmation link works. */
export const CONFIRM_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;

/** A repeated sign-up of a pending address sends a new link at most this often (no mail bombing through the box). */
export const CONFIRM_RESEND_MIN_MS = 10 * 60 * 1000;

export { NEWSLETTER_EMAIL_MAX, NEWSLETTER_HONEYPOT_FIELD } from "./newsletter-fields";
// the box's copies (kept apart from this module's schema library) are the contact form's, or this fails to compile
const sameBound: typeof CONTACT_CODE_UNITS_MAX.email = NEWSLETTER_EMAIL_MAX;
const sameHoneypot: typeof CONTACT_HONEYPOT_FIELD = NEWSLETTER_HONEYPOT_FIELD;
void sameBound;
void sameHoneypot;

/** The sign-up box's fields in the order they appear. */
export const newsletterFieldOrder = ["email", "consent"] as const;
export type NewsletterField = (typeof newsletterFieldOrder)[number];

/** English refusals; the Hindi ones come from the catalogue (app/i18n/texts/newsletter.ts) with the same keys. */
export const newsletterFieldErrorTexts = {
  emailMissing: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address.",
  consentMissing: "Please tick the box to agree, so that we may send you the newsletter.",
} as const;

export type NewsletterErrorKey = keyof typeof newsletterFieldErrorTexts;

export function newsletterSchemaIn(say: (key: NewsletterErrorKey) => string) {
  return z.object({
    email: z.pipe(
      z.string().check(codeUnitsAtMost(NEWSLETTER_EMAIL_MAX, say("emailInvalid")), z.overwrite(oneLine), z.trim(), z.minLength(1, say("emailMissing"))),
      z.email(say("emailInvalid")),
    ),
    consent: z.literal("yes", say("consentMissing")),
  });
}

export const newsletterSchema = newsletterSchemaIn((key) => newsletterFieldErrorTexts[key]);
export type NewsletterForm = z.infer<typeof newsletterSchema>;

export type NewsletterValues = Partial<Record<NewsletterField, string>>;

export function newsletterValuesOf(form: FormData): NewsletterValues {
  const values: NewsletterValues = {};
  for (const field of newsletterFieldOrder) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = cutToCodeUnits(value, 1_000);
  }
  return values;
}

/** The address as compared and kept unique: trimmed, lower case. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The outcome of a sign-up as the box shows it; "accepted" is the same answer whatever the address's state. */
export type SignUpResult = "accepted" | "invalid" | "rate-limited" | "unavailable" | "mail-off" | "refused";

/** Progress of one send, as /admin/subscribers shows it. */
export interface SendProgress {
  id: string;
  blogTitle: string;
  createdAt: string;
  notBefore: string;
  queued: number;
  sent: number;
  failed: number;
}

/** The subscriber counts by state. */
export interface SubscriberCounts {
  pending: number;
  confirmed: number;
  unsubscribed: number;
}

/** The newsletter's send rate when NEWSLETTER_RATE_PER_MINUTE is not set. */
export const DEFAULT_NEWSLETTER_RATE_PER_MINUTE = 600;

/** The admin search box's bound. */
export const SUBSCRIBER_SEARCH_MAX = 200;
