import { withShownMessage } from "../domain/contact";
import { istDayWindows } from "../domain/message-days";
import { countContactsPerDay } from "./repos/contact-stats.server";
import { auditedWrite, type AuditActor } from "./repos/audit.server";
import { deleteContact, listLatestContacts } from "./repos/contacts.server";
import { countTestimonialsByStatus } from "./repos/testimonials.server";
import type { AppServices } from "./services.server";

export const DASHBOARD_CONTACT_LIMIT = 10;

export async function loadDashboard(services: AppServices, now = new Date()) {
  const [contacts, testimonials, messagesPerDay] = await Promise.all([
    listLatestContacts(services.db, DASHBOARD_CONTACT_LIMIT),
    countTestimonialsByStatus(services.db),
    countContactsPerDay(services.db, istDayWindows(now)),
  ]);
  // bounded: a row stored before the form's limits must not freeze the page (decision 0026)
  return { contacts: contacts.map(withShownMessage), testimonials, messagesPerDay };
}

/** Deletes one message; the audit trail names the message by id only (no personal data). */
export async function removeContactMessage(services: AppServices, id: string, actor: AuditActor): Promise<boolean> {
  const entry = (deleted: boolean) => (deleted ? { action: "contact.delete", entity: "contact", entityId: id } : null);
  const removed = await auditedWrite(services.db, actor, entry, (db) => deleteContact(db, id));
  if (removed) await services.bus.publish({ type: "contact.deleted", id });
  return removed;
}
