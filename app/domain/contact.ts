import { codeUnitsAtMost, z } from "./zod-mini";
import { formatCount } from "./counts";
import { messages } from "./messages";
import { boundedForDisplay, cutToCodeUnits, oneLine, withoutControlCharacters } from "./text-limits";
import { visibleLength } from "./visible-length";

export const CONTACT_MESSAGE_MAX = 300;

/** (in visible-length.ts, which the site's script loads without the schema library; re-exported here) */
export { visibleLength } from "./visible-length";

/**
 * Each field's bound in UTF-16 code units, checked before anything else reads the text (decision
 * 0026): 300 visible characters of any script fit in 2,000 (Hindi takes about two units a
 * character, most emoji two to four), while a few letters under 90,000 accent marks do not.
 */
export const CONTACT_CODE_UNITS_MAX = { firstName: 80, lastName: 80, phone: 32, email: 200, message: 2_000 } as const;

/** What a refused form sends back into its fields: a person's paste whole, a robot's megabyte cut. */
export const CONTACT_ECHO_MAX = 10_000;

/** (in contact-notice.ts, which the legal pages load without the schema library; re-exported here) */
export { CONTACT_RATE_LIMIT } from "./contact-notice";

/** The honeypot: a field people never see or reach; only form-filling robots put text in it. */
export const CONTACT_HONEYPOT_FIELD = "website";

/** The form's fields in the order they appear, so focus can go to the first one in error. */
export const contactFieldOrder = ["firstName", "lastName", "phone", "email", "message", "consent"] as const;
export type ContactField = (typeof contactFieldOrder)[number];

const INDIAN_MOBILE = /^(?:\+91|91|0)?[6-9]\d{9}$/;
const INTERNATIONAL = /^\+[1-9]\d{7,14}$/;

/**
 * An Indian mobile number (10 digits starting 6-9, optionally after +91, 91 or 0) or an
 * international number in E.164 form (+ and 8 to 15 digits); spaces and hyphens between digits
 * are allowed as people write them.
 */
export function isValidPhone(phone: string): boolean {
  if (phone.length > CONTACT_CODE_UNITS_MAX.phone) return false;
  // digits with single spaces or hyphens between them, and at most a leading +
  if (!/^\+?[0-9]+(?:[ -][0-9]+)*$/.test(phone)) return false;
  const compact = phone.replace(/[ -]/g, "");
  // India's country code promises an Indian number, so +91 follows the Indian rule
  if (compact.startsWith("+91")) return INDIAN_MOBILE.test(compact);
  return INDIAN_MOBILE.test(compact) || INTERNATIONAL.test(compact);
}

/**
 * The form's refusals beside its fields, in English, as ICU messages: the catalogue's English
 * texts of the contact area are these (app/i18n/texts/contact.ts), so both languages come from one list.
 */
export const contactFieldErrorTexts = {
  firstNameMissing: "Please enter your first name.",
  lastNameMissing: "Please enter your last name.",
  phoneMissing: "Please enter your phone number.",
  phoneInvalid: "Please enter a valid phone number.",
  emailMissing: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address.",
  messageMissing: "Please enter a message.",
  messageTooLong: messages.contact.messageTooLong,
  messageTooManyCharacters: "Your message can be at most {max} characters.",
  atMost: "At most {max} characters.",
  consentMissing: "Please tick the box to agree, so that we may keep your message to answer you.",
  /* the course enquiry form's own (app/domain/course-enquiry.ts) */
  nameMissing: "Please enter your name.",
  preferenceInvalid: "Please choose one of the batches or callback times listed.",
} as const;

export type ContactFieldErrorKey = keyof typeof contactFieldErrorTexts;

/** A refusal's text in some language; `max` is already written as the reader writes numbers. */
export type ContactFieldErrorText = (key: ContactFieldErrorKey, values?: { max: string }) => string;

const englishFieldError: ContactFieldErrorText = (key, values) => contactFieldErrorTexts[key].replace("{max}", values?.max ?? "");

/**
 * The rules of the fields the contact form shares with the course enquiry form (./course-enquiry),
 * with their refusals in one language: one rule per field, whichever form it is in.
 */
export function contactFieldRules(say: ContactFieldErrorText) {
  const most = (max: number) => say("atMost", { max: formatCount(max) });
  const text = (missing: string, max: number) => z.string().check(codeUnitsAtMost(max, most(max)), z.overwrite(oneLine), z.trim(), z.minLength(1, missing));
  const messageChecks = [
    codeUnitsAtMost(CONTACT_CODE_UNITS_MAX.message, say("messageTooLong")),
    z.overwrite(withoutControlCharacters),
    z.trim(),
  ] as const;
  const messageFits = z.refine<string>((message) => visibleLength(message) <= CONTACT_MESSAGE_MAX, say("messageTooManyCharacters", { max: formatCount(CONTACT_MESSAGE_MAX) }));
  return {
    text,
    phone: z.string().check(
      codeUnitsAtMost(CONTACT_CODE_UNITS_MAX.phone, say("phoneInvalid")),
      z.overwrite(oneLine),
      z.trim(),
      z.minLength(1, say("phoneMissing")),
      // the field's hint already says which forms are accepted
      z.refine(isValidPhone, say("phoneInvalid")),
    ),
    email: z.pipe(
      z.string().check(codeUnitsAtMost(CONTACT_CODE_UNITS_MAX.email, most(CONTACT_CODE_UNITS_MAX.email)), z.overwrite(oneLine), z.trim(), z.minLength(1, say("emailMissing"))),
      z.email(say("emailInvalid")),
    ),
    message: z.string().check(...messageChecks, z.minLength(1, say("messageMissing")), messageFits),
    /** the same bounds, and an empty message is welcome (an enquiry's course says what it is about) */
    optionalMessage: z.string().check(...messageChecks, messageFits),
    consent: z.literal("yes", say("consentMissing")),
  };
}

/**
 * The contact form's rules with their refusals in one language: the action builds the Hindi one
 * from the catalogue for a post to /hi/contact (app/server/contacts.server.ts).
 */
export function contactSchemaIn(say: ContactFieldErrorText) {
  const rules = contactFieldRules(say);
  return z.object({
    firstName: rules.text(say("firstNameMissing"), CONTACT_CODE_UNITS_MAX.firstName),
    lastName: rules.text(say("lastNameMissing"), CONTACT_CODE_UNITS_MAX.lastName),
    phone: rules.phone,
    email: rules.email,
    message: rules.message,
    consent: rules.consent,
  });
}

/** The contact form with its English refusals, used by the form (field hints) and by the action (the rule that counts). */
export const contactSchema = contactSchemaIn(englishFieldError);

export type ContactForm = z.infer<typeof contactSchema>;

/** What the visitor typed, as text, to put back into the form after a refusal. */
export type ContactValues = Partial<Record<ContactField, string>>;

export function contactValuesOf(form: FormData): ContactValues {
  const values: ContactValues = {};
  for (const field of contactFieldOrder) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = cutToCodeUnits(value, CONTACT_ECHO_MAX);
  }
  return values;
}

/** True when the honeypot holds anything at all: no person can type into it. */
export function filledHoneypot(form: FormData): boolean {
  const value = form.get(CONTACT_HONEYPOT_FIELD);
  return typeof value === "string" && value.length > 0;
}

export function firstInvalidField(errors: Partial<Record<string, string>>): ContactField | undefined {
  return contactFieldOrder.find((field) => errors[field]);
}

/**
 * The public spec's rule for the message under the button: red when its text mentions an error,
 * green otherwise. Every refusal text says "error", so the rule and the outcome always agree.
 */
export function contactNoticeTone(text: string): "success" | "error" {
  return /error/i.test(text) ? "error" : "success";
}

/** A stored message's text as the back office shows it, with how much of it is left out. */
export interface ShownMessage {
  message: string;
  /** code units of the stored text not shown: 0 for anything the form takes today */
  messageOmitted: number;
  messageLength: number;
}

/**
 * A stored message bounded for the back office's screens, notice and CSV (decision 0026): a row
 * stored before the bounds (90,000 accent marks froze Chromium's tab on the dashboard) is shown
 * cut to what the form takes now; the database keeps the whole text.
 */
export function withShownMessage<T extends { message: string }>(row: T): Omit<T, "message"> & ShownMessage {
  const shown = boundedForDisplay(row.message, CONTACT_CODE_UNITS_MAX.message);
  return { ...row, message: shown.text, messageOmitted: shown.omitted, messageLength: shown.length };
}
