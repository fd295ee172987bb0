import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseInboxFilter, type InboxFilter, type InboxPosition } from "../../../app/domain/inbox-filter";
import type { Kysely } from "kysely";
import { newId } from "../../../app/server/db/ids.server";
import type { Contact, Database } from "../../../app/server/db/schema.server";
import { personKeyFrom } from "../../../app/server/inbox/contact-keys.server";
import { markMessage } from "../../../app/server/inbox/inbox.server";
import { erasePerson, removeExpiredMessages } from "../../../app/server/inbox/personal-data.server";
import {
  countEnquiriesPerCourse,
  countUnread,
  deletePersonMessages,
  eachFilteredContact,
  listInboxPage,
  listMessageCourses,
  listMessageSources,
  listPersonMessages,
} from "../../../app/server/repos/messages-inbox.server";
import { enginesUnderTest, useDatabase } from "../../support/databases";
import { servicesFor } from "../../support/services";

const engines = await enginesUnderTest();

function contact(overrides: Partial<Contact> & { createdAt: string }): Contact {
  return { id: newId(), firstName: "Ravi", lastName: "Menon", email: "ravi@example.in", phone: "+91 90000 00000", message: "A question", readAt: null, consentAt: null, noticeVersion: null, ...overrides };
}

async function insert(db: Kysely<Database>, rows: Contact[]) {
  for (let start = 0; start < rows.length; start += 200) await db.insertInto("contacts").values(rows.slice(start, start + 200)).execute();
}

const filter = (query: Record<string, string> = {}): InboxFilter => parseInboxFilter(new URLSearchParams(query));

describe.each(engines)("messages inbox on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    const database = useDatabase(engine, { beforeAll, afterAll });
    const clear = async () => {
      await database().db.deleteFrom("mailOutbox").execute();
      await database().db.deleteFrom("contacts").execute();
    };

    it("searches name, e-mail, phone (any way it is written) and text, case-insensitively, with wildcards taken literally", async () => {
      const db = database().db;
      await clear();
      await insert(db, [
        contact({ firstName: "Priya", lastName: "Natarajan", email: "priya.n@example.in", phone: "+91-98765-43210", message: "Options hedging", createdAt: "2026-03-01T10:00:00.000Z" }),
        contact({ firstName: "Arjun", email: "ARJUN@Example.in", message: "Save 100% on fees?", createdAt: "2026-03-02T10:00:00.000Z" }),
        contact({ firstName: "Meera", message: "Forex basics for a_beginner", createdAt: "2026-03-03T10:00:00.000Z" }),
      ]);
      const names = async (query: Record<string, string>) => (await listInboxPage(db, filter(query), null, 25)).messages.map((m) => m.firstName);
      expect(await names({ q: "natarajan" })).toEqual(["Priya"]);
      expect(await names({ q: "arjun@example" })).toEqual(["Arjun"]);
      expect(await names({ q: "98765 43210" })).toEqual(["Priya"]);
      expect(await names({ q: "HEDGING" })).toEqual(["Priya"]);
      expect(await names({ q: "100%" })).toEqual(["Arjun"]);
      expect(await names({ q: "a_b" })).toEqual(["Meera"]);
      expect(await names({ q: "a%b" })).toEqual([]);
      expect(await names({})).toEqual(["Meera", "Arjun", "Priya"]);
    });

    it("filters by course and by source (the campaign's, else the linking site), lists both for the filter, and counts enquiries per course", async () => {
      const db = database().db;
      await clear();
      await insert(db, [
        contact({ firstName: "Plain", createdAt: "2026-03-01T10:00:00.000Z" }),
        contact({ firstName: "News", courseId: "k1", courseName: "Forex", utmSource: "newsletter", utmCampaign: "diwali", referrerHost: "mail.example", createdAt: "2026-03-02T10:00:00.000Z" }),
        contact({ firstName: "Linked", courseId: "k2", courseName: "Options", referrerHost: "t.co", createdAt: "2026-03-03T10:00:00.000Z" }),
        contact({ firstName: "Old", courseId: "k1", courseName: "Forex (old name)", utmSource: "newsletter", createdAt: "2026-01-01T10:00:00.000Z" }),
      ]);
      const names = async (query: Record<string, string>) => (await listInboxPage(db, filter(query), null, 25)).messages.map((m) => m.firstName);
      expect(await names({ course: "k1" })).toEqual(["News", "Old"]);
      expect(await names({ course: "any" })).toEqual(["Linked", "News", "Old"]);
      expect(await names({ course: "none" })).toEqual(["Plain"]);
      expect(await names({ source: "newsletter" })).toEqual(["News", "Old"]);
      expect(await names({ source: "t.co" })).toEqual(["Linked"]);
      // a referrer behind a campaign is not its source
      expect(await names({ source: "mail.example" })).toEqual([]);
      expect(await names({ course: "k1", source: "newsletter", from: "2026-03-01" })).toEqual(["News"]);
      const exported = [];
      for await (const row of eachFilteredContact(db, filter({ course: "k2" }))) exported.push(row.firstName);
      expect(exported).toEqual(["Linked"]);

      expect(await listMessageSources(db)).toEqual(["newsletter", "t.co"]);
      expect((await listMessageCourses(db)).map((course) => course.id).sort()).toEqual(["k1", "k2"]);
      expect(await countEnquiriesPerCourse(db, "2026-02-01T00:00:00.000Z")).toEqual([
        { courseId: "k1", courseName: "Forex", count: 1 },
        { courseId: "k2", courseName: "Options", count: 1 },
      ]);
    });

    it("erases a person's enquiries with their campaign, and the retention removes them with the message", async () => {
      const db = database().db;
      await clear();
      await insert(db, [
        contact({ firstName: "Gone", email: "gone@example.in", courseId: "k1", courseName: "Forex", utmSource: "newsletter", utmCampaign: "diwali", referrerHost: "t.co", createdAt: "2026-03-02T10:00:00.000Z" }),
        contact({ firstName: "Expired", email: "kept@example.in", courseId: "k1", courseName: "Forex", utmCampaign: "holi", createdAt: "2000-03-02T10:00:00.000Z" }),
      ]);
      const services = servicesFor(database());
      const key = personKeyFrom("gone@example.in")!;
      expect((await listPersonMessages(db, key))[0]).toMatchObject({ utmCampaign: "diwali", courseName: "Forex", referrerHost: "t.co" });
      // the erasure's own query (erasePerson adds the audit record, checked below for /contact's messages)
      expect(await deletePersonMessages(db, key)).toHaveLength(1);
      await removeExpiredMessages(services);
      expect(await db.selectFrom("contacts").select("id").where("utmCampaign", "is not", null).execute()).toEqual([]);
    });

    it("filters by IST days, both ends included", async () => {
      const db = database().db;
      await clear();
      await insert(db, [
        // 1 March 23:59 IST
        contact({ firstName: "Before", createdAt: "2026-03-01T18:29:59.000Z" }),
        // 2 March 00:00 IST
        contact({ firstName: "First", createdAt: "2026-03-01T18:30:00.000Z" }),
        // 3 March 23:59 IST
        contact({ firstName: "Last", createdAt: "2026-03-03T18:29:59.000Z" }),
        contact({ firstName: "After", createdAt: "2026-03-03T18:30:00.000Z" }),
      ]);
      const page = await listInboxPage(db, filter({ from: "2026-03-02", to: "2026-03-03" }), null, 25);
      expect(page.messages.map((m) => m.firstName)).toEqual(["Last", "First"]);
      const onlyFrom = await listInboxPage(db, filter({ from: "2026-03-03" }), null, 25);
      expect(onlyFrom.messages.map((m) => m.firstName)).toEqual(["After", "Last"]);
      // a range typed backwards means the same days
      expect((await listInboxPage(db, filter({ from: "2026-03-03", to: "2026-03-02" }), null, 25)).messages).toHaveLength(2);
    });

    it("pages newest first with cursors, forwards and back, with no row lost or repeated (ties in time included)", async () => {
      const db = database().db;
      await clear();
      const rows = Array.from({ length: 61 }, (_, i) => contact({ firstName: `P${i}`, message: i % 2 ? "odd one" : "even one", createdAt: new Date(Date.UTC(2026, 2, 1) + Math.floor(i / 3) * 60_000).toISOString() }));
      await insert(db, rows);
      const expected = [...rows].sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1)).map((r) => r.id);

      const seen: string[] = [];
      const pages: { newer: unknown; older: unknown }[] = [];
      let position: InboxPosition = null;
      for (;;) {
        const page = await listInboxPage(db, filter(), position, 25);
        seen.push(...page.messages.map((m) => m.id));
        pages.push({ newer: page.newer, older: page.older });
        if (!page.older) break;
        position = { direction: "older", cursor: page.older };
      }
      expect(seen).toEqual(expected);
      expect(pages.map((p) => [Boolean(p.newer), Boolean(p.older)])).toEqual([[false, true], [true, true], [true, false]]);

      // back from the last page to the first
      const last = await listInboxPage(db, filter(), position, 25);
      const middle = await listInboxPage(db, filter(), { direction: "newer", cursor: last.newer! }, 25);
      expect(middle.messages.map((m) => m.id)).toEqual(expected.slice(25, 50));
      const first = await listInboxPage(db, filter(), { direction: "newer", cursor: middle.newer! }, 25);
      expect(first.messages.map((m) => m.id)).toEqual(expected.slice(0, 25));
      expect(first.newer).toBeNull();

      // the export walks the same filter in batches
      const exported: string[] = [];
      for await (const row of eachFilteredContact(db, filter({ q: "odd" }), 7)) exported.push(row.id);
      expect(exported).toEqual(expected.filter((id) => rows.find((r) => r.id === id)!.message === "odd one"));
    });

    it("marks read and unread, counts the unread, and tells open screens", async () => {
      const db = database().db;
      await clear();
      const services = { ...servicesFor(database()), db };
      const events: string[] = [];
      services.bus.subscribe((event) => events.push(event.type));
      const [a, b] = [contact({ createdAt: "2026-03-01T10:00:00.000Z" }), contact({ createdAt: "2026-03-02T10:00:00.000Z" })];
      await insert(db, [a, b]);
      expect(await countUnread(db)).toBe(2);
      expect(await markMessage(services, a.id, true)).toBe(true);
      expect(await markMessage(services, a.id, true)).toBe(false);
      expect(await countUnread(db)).toBe(1);
      const page = await listInboxPage(db, filter(), null, 25);
      expect(page.messages.map((m) => Boolean(m.readAt))).toEqual([false, true]);
      expect(await markMessage(services, a.id, false)).toBe(true);
      expect(await countUnread(db)).toBe(2);
      expect(events).toEqual(["messages.changed", "messages.changed"]);
    });

    it("finds one person by e-mail or any written form of the phone, erases them with their notices, and audits without the person's details", async () => {
      const db = database().db;
      await clear();
      const services = { ...servicesFor(database()), db };
      const mine = [
        contact({ email: " Kavya.Iyer@Example.in", phone: "+91 99887 76655", createdAt: "2026-03-01T10:00:00.000Z" }),
        contact({ email: "kavya.iyer@example.in", phone: "099887-76655", createdAt: "2026-03-02T10:00:00.000Z" }),
        contact({ email: "other@example.in", phone: "9988776655", createdAt: "2026-03-03T10:00:00.000Z" }),
      ];
      const someoneElse = contact({ email: "sam@example.in", phone: "+91 91234 56789", createdAt: "2026-03-04T10:00:00.000Z" });
      await insert(db, [...mine, someoneElse]);
      await db.insertInto("mailOutbox").values({ id: newId(), contactId: mine[0]!.id, status: "pending", attempts: 0, nextAttemptAt: "2026-03-01T10:00:00.000Z", lastError: null, createdAt: "2026-03-01T10:00:00.000Z", sentAt: null }).execute();

      expect((await listPersonMessages(db, personKeyFrom("KAVYA.IYER@example.in ")!)).map((m) => m.id)).toEqual([mine[1]!.id, mine[0]!.id]);
      expect((await listPersonMessages(db, personKeyFrom("99887 76655")!)).map((m) => m.id).sort()).toEqual(mine.map((m) => m.id).sort());

      const erased = await erasePerson(services, { id: "admin-1", email: "admin@example.in", ip: "127.0.0.1" }, personKeyFrom("+919988776655")!);
      expect(erased).toBe(3);
      expect((await db.selectFrom("contacts").select("id").execute()).map((r) => r.id)).toEqual([someoneElse.id]);
      expect(await db.selectFrom("mailOutbox").select("id").execute()).toEqual([]);
      const audit = await db.selectFrom("auditEvents").selectAll().where("action", "=", "contact.erase").execute();
      expect(audit).toHaveLength(1);
      expect(JSON.parse(audit[0]!.detail!)).toMatchObject({ messages: 3, key: "phone" });
      expect(audit[0]!.detail).not.toMatch(/9988|kavya/i);
      expect(audit[0]!.actorEmail).toBe("admin@example.in");
    });

    it("removes messages older than the retention period once, and records how many", async () => {
      const db = database().db;
      await clear();
      await db.deleteFrom("auditEvents").execute();
      const services = { ...servicesFor(database()), db };
      const now = new Date("2026-06-15T00:00:00.000Z");
      const old = contact({ firstName: "Old", createdAt: "2024-06-14T23:59:59.000Z" });
      const kept = contact({ firstName: "Kept", createdAt: "2024-06-15T00:00:00.000Z" });
      await insert(db, [old, kept]);
      // two instances at once: together they remove it once
      const removed = await Promise.all([removeExpiredMessages(services, now), removeExpiredMessages(services, now)]);
      expect(removed.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await removeExpiredMessages(services, now)).toBe(0);
      expect((await db.selectFrom("contacts").select("firstName").execute()).map((r) => r.firstName)).toEqual(["Kept"]);
      const audit = await db.selectFrom("auditEvents").selectAll().where("action", "=", "contact.retention_removal").execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]!.actorId).toBeNull();
      expect(JSON.parse(audit[0]!.detail!)).toMatchObject({ messages: 1, retentionMonths: 24 });
    });
  });
});
