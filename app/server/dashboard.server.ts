import { istDayWindows } from "../domain/message-days";
import { countContactsPerDay } from "./repos/contact-stats.server";
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
  return { contacts, testimonials, messagesPerDay };
}

export async function removeContactMessage(services: AppServices, id: string): Promise<boolean> {
  const removed = await deleteContact(services.db, id);
  if (removed) await services.bus.publish({ type: "contact.deleted", id });
  return removed;
}
