import { z } from "./zod-mini";
import { CONTACT_CODE_UNITS_MAX, CONTACT_ECHO_MAX, contactFieldRules, type ContactFieldErrorText } from "./contact";
import { cutToCodeUnits } from "./text-limits";
import { cleanReferrerHost } from "./referrer";

// the referrer's rules live in their own module, which the site's script uses without the schema library
export { cleanReferrerHost, referrerHostOf, REFERRER_HOST_MAX } from "./referrer";

/*
 * The enquiry form of a course page (issue 22, decision 0044): the contact form's rules (./contact)
 * for the fields the two share, fewer fields (one name, an optional message) so that a phone takes
 * it in under a minute, and where the visitor came from. It is stored in the same inbox.
 */

/** One name field, as people write their name: the inbox shows it as the first name, with no last name. */
export const ENQUIRY_NAME_MAX = CONTACT_CODE_UNITS_MAX.firstName + CONTACT_CODE_UNITS_MAX.lastName;

/** The form's fields in the order they appear, so focus can go to the first one in error. */
export const enquiryFieldOrder = ["name", "phone", "email", "preference", "message", "consent"] as const;
export type EnquiryField = (typeof enquiryFieldOrder)[number];
export type EnquiryValues = Partial<Record<EnquiryField, string>>;

/** The hidden fields that carry the campaign from the page's address, and the referrer's host. */
export const campaignFields = ["utm_source", "utm_medium", "utm_campaign", "ref"] as const;
export type CampaignField = (typeof campaignFields)[number];

/** when to call back, for a visitor who would rather talk first than pick a batch (IST) */
export const callbackSlots = ["morning", "afternoon", "evening"] as const;
export type CallbackSlot = (typeof callbackSlots)[number];

const CALLBACK_PREFIX = "call:";
export const callbackValue = (slot: CallbackSlot) => `${CALLBACK_PREFIX}${slot}`;

/** A batch as the form offers it and the inbox keeps it: its date, and its label when it has one. */
export function batchValue(batch: { startDate: string; label: string }): string {
  return batch.label ? `${batch.startDate} | ${batch.label}` : batch.startDate;
}

/** What the preference field chose: a batch (as batchValue writes it), a callback time, or neither. */
export type EnquiryPreference = { batch: string | null; callback: CallbackSlot | null };

/**
 * The choice read against what the page offered: only a batch still ahead (the one the server reads
 * now, not what the page said) or a listed callback time; "" is no preference.
 */
export function readPreference(value: string, batches: readonly string[]): EnquiryPreference | null {
  if (value === "") return { batch: null, callback: null };
  if (value.startsWith(CALLBACK_PREFIX)) {
    const slot = value.slice(CALLBACK_PREFIX.length);
    return (callbackSlots as readonly string[]).includes(slot) ? { batch: null, callback: slot as CallbackSlot } : null;
  }
  return batches.includes(value) ? { batch: value, callback: null } : null;
}

/** The enquiry's rules with their refusals in one language, against the batches offered now. */
export function enquirySchemaIn(say: ContactFieldErrorText, batches: readonly string[]) {
  const rules = contactFieldRules(say);
  return z.object({
    name: rules.text(say("nameMissing"), ENQUIRY_NAME_MAX),
    phone: rules.phone,
    email: rules.email,
    preference: z.pipe(
      z.optional(z.string()).check(z.overwrite((value) => (value ?? "").slice(0, 400))),
      z.transform((value: string | undefined, context) => {
        const preference = readPreference(value ?? "", batches);
        if (preference) return preference;
        context.issues.push({ code: "custom", message: say("preferenceInvalid"), input: value });
        return z.NEVER;
      }),
    ),
    message: z.optional(rules.optionalMessage),
    consent: rules.consent,
  });
}

export type EnquiryForm = z.output<ReturnType<typeof enquirySchemaIn>>;

export function enquiryValuesOf(form: FormData): EnquiryValues {
  const values: EnquiryValues = {};
  for (const field of enquiryFieldOrder) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = cutToCodeUnits(value, CONTACT_ECHO_MAX);
  }
  return values;
}

export function firstInvalidEnquiryField(errors: Partial<Record<string, string>>): EnquiryField | undefined {
  return enquiryFieldOrder.find((field) => errors[field]);
}

/* ---------------------------------------------------------------------------------------------- */
/* where the visitor came from */

/** A campaign value kept: enough for any real tag, never a paragraph. */
export const CAMPAIGN_VALUE_MAX = 64;

export interface Campaign {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrerHost: string | null;
}

/** letters and digits of any script (with their marks), and the separators tags use; anything else is one "-" */
const NOT_TAG_CHARACTER = /[^\p{L}\p{M}\p{N}._~-]+/gu;

/**
 * A utm_ value as it is kept: cut before anything reads it, lower case, runs of other characters
 * as one "-", no "-" at either end, at most CAMPAIGN_VALUE_MAX code units; null when nothing is left.
 */
export function cleanCampaignValue(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const cleaned = cutToCodeUnits(raw, CAMPAIGN_VALUE_MAX * 4)
    .toLowerCase()
    .replace(NOT_TAG_CHARACTER, "-");
  return trimDashes(cutToCodeUnits(trimDashes(cleaned), CAMPAIGN_VALUE_MAX)) || null;
}

/** without a regex: "-+$" would try every run of dashes against the end */
function trimDashes(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === "-") start++;
  while (end > start && text[end - 1] === "-") end--;
  return text.slice(start, end);
}

/** The campaign of a page's address (its utm_ parameters), as the form's hidden fields carry it. */
export function campaignOfAddress(params: URLSearchParams): Pick<Campaign, "utmSource" | "utmMedium" | "utmCampaign"> {
  return { utmSource: cleanCampaignValue(params.get("utm_source")), utmMedium: cleanCampaignValue(params.get("utm_medium")), utmCampaign: cleanCampaignValue(params.get("utm_campaign")) };
}

/** The campaign as posted: every value cleaned again, since a post can hold anything. */
export function campaignOfForm(form: FormData): Campaign {
  return {
    utmSource: cleanCampaignValue(form.get("utm_source")),
    utmMedium: cleanCampaignValue(form.get("utm_medium")),
    utmCampaign: cleanCampaignValue(form.get("utm_campaign")),
    referrerHost: cleanReferrerHost(form.get("ref")),
  };
}

/** What the inbox calls a message's source: its campaign's source, else the site that linked to it. */
export function sourceOf(message: { utmSource: string | null; referrerHost: string | null }): string | null {
  return message.utmSource ?? message.referrerHost;
}

/* ---------------------------------------------------------------------------------------------- */
/* the back office's view (English, as /admin is) */

const callbackNames: Record<CallbackSlot, string> = {
  morning: "Morning (9 am to 12 noon IST)",
  afternoon: "Afternoon (12 noon to 4 pm IST)",
  evening: "Evening (4 pm to 8 pm IST)",
};

export function callbackName(slot: string | null | undefined): string | null {
  if (!slot) return null;
  return (callbackSlots as readonly string[]).includes(slot) ? callbackNames[slot as CallbackSlot] : slot;
}

export interface EnquiryColumns {
  courseId?: string | null;
  courseName?: string | null;
  preferredBatch?: string | null;
  callbackTime?: string | null;
  sourcePage?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  referrerHost?: string | null;
}

/**
 * What a message says about where it came from, as label and value, for the message page and the
 * e-mail notice: only what it has (a message from /contact has none of it).
 */
export function enquiryFacts(message: EnquiryColumns): [string, string][] {
  const facts: [string, string | null | undefined][] = [
    ["Course", message.courseName],
    ["Preferred batch", message.preferredBatch],
    ["Callback time", callbackName(message.callbackTime)],
    ["Sent from", message.sourcePage],
    ["Source", message.utmSource ?? message.referrerHost ?? null],
    ["Medium", message.utmMedium],
    ["Campaign", message.utmCampaign],
    ["Referrer", message.referrerHost],
  ];
  return facts.filter((fact): fact is [string, string] => typeof fact[1] === "string" && fact[1] !== "");
}
