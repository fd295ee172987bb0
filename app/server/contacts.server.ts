import type { Logger } from "pino";
import {
  CONTACT_NOTICE_VERSION,
  CONTACT_RATE_LIMIT,
  contactSchema,
  contactValuesOf,
  filledHoneypot,
  type ContactForm,
  type ContactValues,
} from "../domain/contact";
import { fieldErrorsOf, type FieldErrors } from "../domain/field-errors";
import { messages } from "../domain/messages";
import { isDatabaseUnavailable } from "./db/database-unavailable.server";
import type { Contact } from "./db/schema.server";
import { rateLimitKey } from "./client-address.server";
import { countContactSlots, deleteContactSlotsBefore, releaseContactSlot, takeContactSlot } from "./repos/contact-rate-limit.server";
import { storeWithNotice } from "./mail/outbox.server";
import { createContact } from "./repos/contacts.server";
import type { AppServices } from "./services.server";

export type ContactOutcome = { status: "sent"; contact: Contact } | { status: "rate-limited" };

/**
 * Stores a visitor's message with their consent, unless this client address has already sent
 * CONTACT_RATE_LIMIT.max messages within the window, and tells signed-in administrators at once.
 * Only a stored message is answered as sent; a refused one leaves nothing behind.
 */
export async function receiveContactMessage(
  services: AppServices,
  input: { form: ContactForm; client: string; now?: Date },
  log: Logger,
): Promise<ContactOutcome> {
  const { db } = services;
  const now = input.now ?? new Date();
  const since = new Date(now.getTime() - CONTACT_RATE_LIMIT.windowMs).toISOString();
  await deleteContactSlotsBefore(db, since);

  // an IPv6 client counts per /64, as in every per-address limit
  const client = rateLimitKey(input.client);
  const slot = await takeContactSlot(db, client, now.toISOString());
  if ((await countContactSlots(db, client, since)) > CONTACT_RATE_LIMIT.max) {
    await releaseContactSlot(db, slot);
    log.warn({ event: "contact.rate_limited", ip: input.client }, "contact message refused: rate limit");
    return { status: "rate-limited" };
  }

  const { consent: _consent, ...fields } = input.form;
  let contact: Contact;
  try {
    contact = await storeWithNotice(services, (trx) => createContact(trx, { ...fields, consentAt: now.toISOString(), noticeVersion: CONTACT_NOTICE_VERSION }));
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

export interface ContactAnswer {
  status: number;
  body: {
    ok: boolean;
    /** the spec's message under the button; null when the errors beside the fields say it all */
    message: string | null;
    errors: FieldErrors<ContactForm>;
    /** what the visitor typed, put back into the form after a refusal (empty after success) */
    values: ContactValues;
    /** changes with every stored message, so that the form starts empty again */
    sentId: string | null;
  };
}

/** The contact form's post, from form data to the answer the page shows (and its HTTP status). */
export async function answerContactPost(
  services: AppServices,
  request: { form: FormData; client: string },
  log: Logger,
): Promise<ContactAnswer> {
  const values = contactValuesOf(request.form);
  const refuse = (status: number, message: string | null, errors: FieldErrors<ContactForm> = {}): ContactAnswer => ({
    status,
    body: { ok: false, message, errors, values, sentId: null },
  });
  if (filledHoneypot(request.form)) {
    log.warn({ event: "contact.honeypot", ip: request.client }, "contact message refused: honeypot filled");
    return refuse(400, messages.contact.honeypot);
  }
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) return refuse(400, null, fieldErrorsOf(parsed.error));
  try {
    const outcome = await receiveContactMessage(services, { form: parsed.data, client: request.client }, log);
    if (outcome.status === "rate-limited") return refuse(429, messages.contact.rateLimited);
    return { status: 200, body: { ok: true, message: messages.contact.sent, errors: {}, values: {}, sentId: outcome.contact.id } };
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      // a moment's outage, not a fault: the visitor keeps the form and tries again (decision 0029)
      log.warn({ err: error }, "contact message not stored: database unavailable");
      return refuse(503, messages.contact.unavailable);
    }
    log.error({ err: error }, "contact message not stored");
    return refuse(500, messages.contact.failed);
  }
}
