import type { Kysely } from "kysely";
import { newId, nowIso } from "../db/ids.server";
import type { Contact, Database, NewContact } from "../db/schema.server";

/** consentAt and noticeVersion may be left out only by tests and tools; the contact form always gives them. */
export type ContactInput = Omit<NewContact, "id" | "createdAt">;

export async function createContact(db: Kysely<Database>, input: ContactInput): Promise<Contact> {
  const contact: Contact = { id: newId(), ...input, consentAt: input.consentAt ?? null, noticeVersion: input.noticeVersion ?? null, createdAt: nowIso() };
  await db.insertInto("contacts").values(contact).execute();
  return contact;
}

/** Newest first, as the dashboard shows them (the spec's last 10). */
export async function listLatestContacts(db: Kysely<Database>, limit = 10): Promise<Contact[]> {
  return db.selectFrom("contacts").selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").limit(limit).execute();
}

export async function deleteContact(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("contacts").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
