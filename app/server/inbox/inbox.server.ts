import { withShownMessage } from "../../domain/contact";
import { filterQuery, type InboxFilter, type InboxPosition } from "../../domain/inbox-filter";
import { nowIso } from "../db/ids.server";
import { countDeadMail } from "../mail/outbox.server";
import { listInboxPage, listMessageCourses, listMessageSources, setRead } from "../repos/messages-inbox.server";
import type { AppServices } from "../services.server";

export const INBOX_PAGE_SIZE = 25;

export async function loadInbox(services: AppServices, filter: InboxFilter, position: InboxPosition) {
  const [page, deadMail, courses, sources] = await Promise.all([
    listInboxPage(services.db, filter, position, INBOX_PAGE_SIZE),
    countDeadMail(services.db),
    listMessageCourses(services.db),
    listMessageSources(services.db),
  ]);
  // bounded: a row stored before the form's limits must not freeze the list (decision 0026)
  return { ...page, messages: page.messages.map(withShownMessage), deadMail, courses, sources, exportHref: `/admin/messages/export.csv${filterQuery(filter)}` };
}

/** Marks a message read or unread and tells every open admin screen (the sidebar's count). */
export async function markMessage(services: AppServices, id: string, read: boolean): Promise<boolean> {
  const changed = await setRead(services.db, id, read, nowIso());
  if (changed) await publishMessagesChanged(services);
  return changed;
}

export async function publishMessagesChanged(services: AppServices): Promise<void> {
  try {
    await services.bus.publish({ type: "messages.changed" });
  } catch (error) {
    // The change is stored; other screens show it on their next load.
    services.log.error({ err: error }, "could not publish messages.changed");
  }
}
