import { withShownMessage } from "../domain/contact";
import { istDayWindows } from "../domain/message-days";
import { countContactsPerDay } from "./repos/contact-stats.server";
import { auditedWrite, type AuditActor } from "./repos/audit.server";
import { deleteContact, listLatestContacts } from "./repos/contacts.server";
import { countEnquiriesPerCourse } from "./repos/messages-inbox.server";
import { countTestimonialsByStatus } from "./repos/testimonials.server";
import type { AppServices } from "./services.server";
import { countPostsByReviewState } from "./repos/blogs.server";
import { may, type Role } from "../domain/roles";

export const DASHBOARD_CONTACT_LIMIT = 10;

/**
 * What the dashboard shows a role (decision 0040): the messages only to those who may read them
 * (never read at all for the others), the testimonial counts to those who edit content, and the
 * posts' counts: everyone's with those awaiting review for editors, one's own for an author.
 */
export async function loadDashboard(services: AppServices, user: { userId: string; role: Role }, now = new Date()) {
  const readsMessages = may(user.role, "messages");
  const windows = istDayWindows(now);
  const [contacts, testimonials, messagesPerDay, enquiriesPerCourse, posts] = await Promise.all([
    readsMessages ? listLatestContacts(services.db, DASHBOARD_CONTACT_LIMIT) : null,
    may(user.role, "content") ? countTestimonialsByStatus(services.db) : null,
    readsMessages ? countContactsPerDay(services.db, windows) : null,
    // the same 30 IST days as the chart beside it; enquiries are messages, for those who read them
    readsMessages ? countEnquiriesPerCourse(services.db, windows[0]?.start ?? now.toISOString()) : null,
    countPostsByReviewState(services.db, may(user.role, "posts.publish") ? null : user.userId),
  ]);
  // bounded: a row stored before the form's limits must not freeze the page (decision 0026)
  return { contacts: contacts?.map(withShownMessage) ?? null, testimonials, messagesPerDay, enquiriesPerCourse, posts, ownPosts: !may(user.role, "posts.publish") };
}

/** Deletes one message; the audit trail names the message by id only (no personal data). */
export async function removeContactMessage(services: AppServices, id: string, actor: AuditActor): Promise<boolean> {
  const entry = (deleted: boolean) => (deleted ? { action: "contact.delete", entity: "contact", entityId: id } : null);
  const removed = await auditedWrite(services.db, actor, entry, (db) => deleteContact(db, id));
  if (removed) await services.bus.publish({ type: "contact.deleted", id });
  return removed;
}
