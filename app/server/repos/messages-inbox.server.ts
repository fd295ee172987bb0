import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import { containsPattern, COURSE_FILTER_ANY, COURSE_FILTER_NONE, filterInstants, type InboxCursor, type InboxFilter, type InboxPosition } from "../../domain/inbox-filter";
import type { Contact, Database } from "../db/schema.server";
import { emailKeySql, phoneKeySql, type PersonKey } from "../inbox/contact-keys.server";
import { compareNames } from "../../domain/text-order";

/*
 * The inbox's queries. Pages are keyset pages on (created_at, id), newest first, so page 1,000 costs
 * what page 1 costs (no OFFSET, no count of everything). Text search is a case-insensitive "contains"
 * over name, e-mail, phone and message, evaluated while walking the same index newest first: a page
 * stops as soon as it has its rows, so common words are quick; a word found nowhere walks the whole
 * (date-bounded) table once, which measures well under a second at 100,000 messages on both
 * engines (tests/integration/repos/messages-inbox-scale.test.ts prints the figures).
 */

type ContactsQuery<O> = SelectQueryBuilder<Database, "contacts", O>;

const searchableText = sql<string>`lower(first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' ' || message)`;

function applyFilter<O>(query: ContactsQuery<O>, filter: InboxFilter): ContactsQuery<O> {
  const { start, end } = filterInstants(filter);
  let filtered = query;
  if (start) filtered = filtered.where("createdAt", ">=", start);
  if (end) filtered = filtered.where("createdAt", "<", end);
  if (filter.course === COURSE_FILTER_ANY) filtered = filtered.where("courseId", "is not", null);
  else if (filter.course === COURSE_FILTER_NONE) filtered = filtered.where("courseId", "is", null);
  else if (filter.course) filtered = filtered.where("courseId", "=", filter.course);
  // the inbox's source: a campaign's utm_source, else the host of the site that linked to the page
  if (filter.source) {
    const source = filter.source;
    filtered = filtered.where((eb) => eb.or([eb("utmSource", "=", source), eb.and([eb("utmSource", "is", null), eb("referrerHost", "=", source)])]));
  }
  if (filter.q) {
    const text = sql<boolean>`${searchableText} like ${containsPattern(filter.q)} escape '\\'`;
    // "98765 43210" should find "+91-98765-43210": a query that is a phone number also matches digits
    const digits = filter.q.replace(/\D/g, "");
    const looksLikePhone = digits.length >= 3 && /^[\d\s+().-]+$/.test(filter.q);
    filtered = looksLikePhone
      ? filtered.where(sql<boolean>`(${text} or ${phoneKeySql} like ${containsPattern(digits)} escape '\\')`)
      : filtered.where(text);
  }
  return filtered;
}

/** rows strictly older (or newer) than the cursor, written so the (created_at, id) index bounds the walk */
function beyond<O>(query: ContactsQuery<O>, direction: "older" | "newer", cursor: InboxCursor): ContactsQuery<O> {
  return direction === "older"
    ? query.where("createdAt", "<=", cursor.createdAt).where((eb) => eb.or([eb("createdAt", "<", cursor.createdAt), eb("id", "<", cursor.id)]))
    : query.where("createdAt", ">=", cursor.createdAt).where((eb) => eb.or([eb("createdAt", ">", cursor.createdAt), eb("id", ">", cursor.id)]));
}

export interface InboxPage {
  messages: Contact[];
  /** where the next links lead; null when there is nothing that way */
  newer: InboxCursor | null;
  older: InboxCursor | null;
}

export async function listInboxPage(db: Kysely<Database>, filter: InboxFilter, position: InboxPosition, pageSize: number): Promise<InboxPage> {
  let query = applyFilter(db.selectFrom("contacts").selectAll(), filter);
  const towardsNewer = position?.direction === "newer";
  if (position) query = beyond(query, position.direction, position.cursor);
  const order = towardsNewer ? "asc" : "desc";
  const rows = await query.orderBy("createdAt", order).orderBy("id", order).limit(pageSize + 1).execute();
  const more = rows.length > pageSize;
  const messages = rows.slice(0, pageSize);
  if (towardsNewer) messages.reverse();
  const first = messages[0];
  const last = messages.at(-1);
  const cursorOf = (row: Contact | undefined) => (row ? { createdAt: row.createdAt, id: row.id } : null);
  return {
    messages,
    // coming from a page means there is one that way; going a direction, `more` says if it goes on
    newer: towardsNewer ? (more ? cursorOf(first) : null) : position ? cursorOf(first) : null,
    older: towardsNewer ? cursorOf(last) : more ? cursorOf(last) : null,
  };
}

/** Every row of the filter, newest first, a batch at a time (the CSV export streams these). */
export async function* eachFilteredContact(db: Kysely<Database>, filter: InboxFilter, batchSize = 500): AsyncGenerator<Contact> {
  let cursor: InboxCursor | null = null;
  for (;;) {
    let query = applyFilter(db.selectFrom("contacts").selectAll(), filter);
    if (cursor) query = beyond(query, "older", cursor);
    const rows = await query.orderBy("createdAt", "desc").orderBy("id", "desc").limit(batchSize).execute();
    yield* rows;
    if (rows.length < batchSize) return;
    const last = rows.at(-1)!;
    cursor = { createdAt: last.createdAt, id: last.id };
  }
}

export async function findInboxMessage(db: Kysely<Database>, id: string): Promise<Contact | undefined> {
  return db.selectFrom("contacts").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function countUnread(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("contacts").select((eb) => eb.fn.countAll<number>().as("n")).where("readAt", "is", null).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sets or clears the read mark; only rows that change count (so an event is sent only for a change). */
export async function setRead(db: Kysely<Database>, id: string, read: boolean, at: string): Promise<boolean> {
  const result = await db
    .updateTable("contacts")
    .set({ readAt: read ? at : null })
    .where("id", "=", id)
    .where("readAt", read ? "is" : "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

function wherePerson<O>(query: ContactsQuery<O>, key: PersonKey): ContactsQuery<O> {
  return key.kind === "email"
    ? query.where(sql<boolean>`${emailKeySql} = ${key.value}`)
    : query.where(sql<boolean>`${phoneKeySql} in (${sql.join(key.values)})`);
}

/** Every message one person sent (found by normalised e-mail or phone), newest first. */
export async function listPersonMessages(db: Kysely<Database>, key: PersonKey): Promise<Contact[]> {
  return wherePerson(db.selectFrom("contacts").selectAll(), key).orderBy("createdAt", "desc").orderBy("id", "desc").execute();
}

/** Deletes one person's messages and their e-mail notices; returns how many messages went. */
export async function deletePersonMessages(db: Kysely<Database>, key: PersonKey): Promise<string[]> {
  const ids = (await wherePerson(db.selectFrom("contacts").select("id"), key).execute()).map((row) => row.id);
  for (let start = 0; start < ids.length; start += 500) {
    const batch = ids.slice(start, start + 500);
    await db.deleteFrom("mailOutbox").where("contactId", "in", batch).execute();
    await db.deleteFrom("contacts").where("id", "in", batch).execute();
  }
  return ids;
}

/** The sources messages came from (the inbox's source filter offers these), most used first. */
export async function listMessageSources(db: Kysely<Database>, limit = 50): Promise<string[]> {
  const rows = await db
    .selectFrom("contacts")
    .select((eb) => [eb.fn.coalesce("utmSource", "referrerHost").as("source"), eb.fn.countAll<number>().as("n")])
    .where((eb) => eb.or([eb("utmSource", "is not", null), eb("referrerHost", "is not", null)]))
    .groupBy((eb) => eb.fn.coalesce("utmSource", "referrerHost"))
    .orderBy("n", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => String(row.source));
}

/** The courses messages name (id and latest name): a deleted course's enquiries stay findable. */
export async function listMessageCourses(db: Kysely<Database>): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .selectFrom("contacts")
    .select((eb) => ["courseId", eb.fn.max("courseName").as("name")])
    .where("courseId", "is not", null)
    .groupBy("courseId")
    .execute();
  return rows.map((row) => ({ id: String(row.courseId), name: String(row.name ?? "") })).sort((a, b) => compareNames(a.name, b.name));
}

/** Enquiries per course since an instant (the dashboard's last 30 days), most first. */
export async function countEnquiriesPerCourse(db: Kysely<Database>, since: string): Promise<{ courseId: string; courseName: string; count: number }[]> {
  const rows = await db
    .selectFrom("contacts")
    .select((eb) => ["courseId", eb.fn.max("courseName").as("courseName"), eb.fn.countAll<number>().as("n")])
    .where("courseId", "is not", null)
    .where("createdAt", ">=", since)
    .groupBy("courseId")
    .execute();
  return rows
    .map((row) => ({ courseId: String(row.courseId), courseName: String(row.courseName ?? ""), count: Number(row.n) }))
    .sort((a, b) => b.count - a.count || compareNames(a.courseName, b.courseName));
}
