import type { Logger } from "pino";
import type { ContactForm } from "../domain/contact";
import { storeWithNotice } from "./mail/outbox.server";
import { createContact } from "./repos/contacts.server";
import type { AppServices } from "./services.server";

/** Stores a visitor's message and tells signed-in administrators at once. */
export async function receiveContactMessage(services: AppServices, form: ContactForm, log: Logger) {
  const contact = await storeWithNotice(services, (db) => createContact(db, form));
  try {
    await services.bus.publish({ type: "contact.created", contact });
  } catch (error) {
    // The message is stored; a missed live update only means the dashboard shows it on reload.
    log.error({ err: error }, "could not publish contact.created");
  }
  return contact;
}
