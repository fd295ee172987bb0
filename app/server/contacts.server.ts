import type { Logger } from "pino";
import {
  CONTACT_RATE_LIMIT,
  contactSchemaIn,
  contactValuesOf,
  filledHoneypot,
  type ContactFieldErrorText,
  type ContactForm,
  type ContactValues,
} from "../domain/contact";
import { fieldErrorsOf } from "../domain/field-errors";
import type { Locale } from "../i18n/locale";
import { translate } from "./i18n/site-messages.server";
import { isDatabaseUnavailable } from "./db/database-unavailable.server";
import type { Contact } from "./db/schema.server";
import { rateLimitKey } from "./client-address.server";
import { deleteContactSlotsBefore, releaseContactSlot, takeContactSlotWithin } from "./repos/contact-rate-limit.server";
import { storeWithNotice } from "./mail/outbox.server";
import { createContact, type ContactInput } from "./repos/contacts.server";
import { contactNoticeAt } from "./legal-documents.server";
import type { AppServices } from "./services.server";

/** What a course page's enquiry adds to a message (app/server/course-enquiries.server.ts). */
export type ContactExtras = Pick<ContactInput, "courseId" | "courseName" | "preferredBatch" | "callbackTime" | "sourcePage" | "utmSource" | "utmMedium" | "utmCampaign" | "referrerHost">;

export type ContactOutcome = { status: "sent"; contact: Contact } | { status: "rate-limited" };

/**
 * Stores a visitor's message with their consent, unless this client address has already sent
 * CONTACT_RATE_LIMIT.max messages within the window, and tells signed-in administrators at once.
 * Only a stored message is answered as sent; a refused one leaves nothing behind.
 */
export async function receiveContactMessage(
  services: AppServices,
  input: { form: Omit<ContactForm, "consent"> & { consent?: "yes" } & ContactExtras; client: string; now?: Date; /** the page's language: a Hindi page's consent names the Hindi text it read */ locale?: Locale },
  log: Logger,
): Promise<ContactOutcome> {
  const { db } = services;
  const now = input.now ?? new Date();
  const since = new Date(now.getTime() - CONTACT_RATE_LIMIT.windowMs).toISOString();
  await deleteContactSlotsBefore(db, since);

  // an IPv6 client counts per /64, as in every per-address limit
  const client = rateLimitKey(input.client);
  const slot = await takeContactSlotWithin(db, client, now.toISOString(), since, CONTACT_RATE_LIMIT.max);
  if (slot === null) {
    log.warn({ event: "contact.rate_limited", ip: input.client }, "contact message refused: rate limit");
    return { status: "rate-limited" };
  }

  const { consent: _consent, ...fields } = input.form;
  let contact: Contact;
  try {
    // the privacy policy's version in force now (decision 0042): a new version bumps it at once; on a
    // Hindi page, with the Hindi text of it that page led to (decision 0059)
    const notice = await contactNoticeAt(services, input.locale ?? "en", now.toISOString());
    contact = await storeWithNotice(services, (trx) => createContact(trx, { ...fields, consentAt: now.toISOString(), ...notice }));
  } catch (error) {
    // Not stored, so it must not count against the visitor's next try.
    await releaseContactSlot(db, slot).catch(() => {});
    throw error;
  }
  try {
    await services.bus.publish({ type: "contact.created", contact: { id: contact.id, createdAt: contact.createdAt } });
  } catch (error) {
    // The message is stored; a missed live update only means the dashboard shows it on reload.
    log.error({ err: error }, "could not publish contact.created");
  }
  return { status: "sent", contact };
}

export interface ContactAnswer<Values = ContactValues> {
  status: number;
  body: {
    ok: boolean;
    /** the spec's message under the button; null when the errors beside the fields say it all */
    message: string | null;
    errors: Partial<Record<string, string>>;
    /** what the visitor typed, put back into the form after a refusal (empty after success) */
    values: Values;
    /** changes with every stored message, so that the form starts empty again */
    sentId: string | null;
  };
}

const schemas = new Map<Locale, ReturnType<typeof contactSchemaIn>>();

/** The refusals of the contact rules in one language (the enquiry form's too). */
export function contactRefusalsIn(locale: Locale): ContactFieldErrorText {
  // the two texts the form shows as hints too are in the area pages carry; the rest are answers only
  return (key, values) => translate(locale, key === "atMost" || key === "messageTooLong" ? `contact.${key}` : `contactAnswers.${key}`, values);
}

/** The form's rules with their refusals in one language, built once per language. */
function contactSchemaFor(locale: Locale) {
  let schema = schemas.get(locale);
  if (!schema) {
    schema = contactSchemaIn(contactRefusalsIn(locale));
    schemas.set(locale, schema);
  }
  return schema;
}

type MessageInput = Parameters<typeof receiveContactMessage>[1]["form"];

/**
 * A message form's post (the contact form's, a course enquiry's), from form data to the answer the
 * page shows (and its HTTP status), in the language of the page it was sent from: the honeypot,
 * the form's own rules (`read`), the rate limit and the store, with the same answers for both.
 */
export async function answerMessagePost<Values>(
  services: AppServices,
  request: { form: FormData; client: string; locale: Locale; values: Values; read: () => { ok: true; message: MessageInput } | { ok: false; errors: Partial<Record<string, string>> } },
  log: Logger,
): Promise<ContactAnswer<Values>> {
  const { locale, values } = request;
  const refuse = (status: number, message: string | null, errors: Partial<Record<string, string>> = {}): ContactAnswer<Values> => ({
    status,
    body: { ok: false, message, errors, values, sentId: null },
  });
  if (filledHoneypot(request.form)) {
    log.warn({ event: "contact.honeypot", ip: request.client }, "contact message refused: honeypot filled");
    return refuse(400, translate(locale, "contactAnswers.honeypotFilled"));
  }
  const read = request.read();
  if (!read.ok) return refuse(400, null, read.errors);
  try {
    const outcome = await receiveContactMessage(services, { form: read.message, client: request.client, locale }, log);
    if (outcome.status === "rate-limited") return refuse(429, translate(locale, "contactAnswers.rateLimited"));
    return { status: 200, body: { ok: true, message: translate(locale, "contactAnswers.sent"), errors: {}, values: {} as Values, sentId: outcome.contact.id } };
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      // a moment's outage, not a fault: the visitor keeps the form and tries again (decision 0029)
      log.warn({ err: error }, "contact message not stored: database unavailable");
      return refuse(503, translate(locale, "contactAnswers.unavailable"));
    }
    log.error({ err: error }, "contact message not stored");
    return refuse(500, translate(locale, "contactAnswers.failed"));
  }
}

/** The contact form's post (/contact and /hi/contact). */
export async function answerContactPost(
  services: AppServices,
  request: { form: FormData; client: string; locale: Locale },
  log: Logger,
): Promise<ContactAnswer> {
  const values = contactValuesOf(request.form);
  return answerMessagePost(
    services,
    {
      ...request,
      values,
      read: () => {
        const parsed = contactSchemaFor(request.locale).safeParse(values);
        return parsed.success ? { ok: true, message: parsed.data } : { ok: false, errors: fieldErrorsOf(parsed.error) };
      },
    },
    log,
  );
}
