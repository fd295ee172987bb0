import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_RATE_LIMIT, type ContactForm } from "../../../app/domain/contact";
import { receiveContactMessage } from "../../../app/server/contacts.server";
import {
  countContactSlots,
  deleteContactSlotsBefore,
  takeContactSlot,
} from "../../../app/server/repos/contact-rate-limit.server";
import type { AppServices } from "../../../app/server/services.server";
import { enginesUnderTest, useDatabase } from "../../support/databases";
import { servicesFor } from "../../support/services";

const engines = await enginesUnderTest();
const log = pino({ level: "silent" });

const form = (message: string): ContactForm => ({
  firstName: "Meera",
  lastName: "Iyer",
  phone: "+91 98765 43210",
  email: "meera@example.in",
  message,
  consent: "yes",
});

describe.each(engines)("contact messages and their rate limit on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    const database = useDatabase(engine, { beforeAll, afterAll });
    const published: unknown[] = [];
    // the real database and services; what the bus publishes is recorded
    let shared: AppServices | undefined;
    const services = () => {
      if (!shared) {
        shared = servicesFor(database());
        shared.bus.subscribe((event) => void published.push(event));
      }
      return shared;
    };
    const countMessages = async (client: string) =>
      (await database().db.selectFrom("contacts").select("message").where("message", "like", `${client}%`).execute()).length;

    it("stores a message with the consent's time and notice version, and announces it", async () => {
      const now = new Date("2026-11-20T10:00:00.000Z");
      const outcome = await receiveContactMessage(services(), { form: form("consent check"), client: "198.51.100.1", now }, log);
      expect(outcome.status).toBe("sent");
      const row = await database().db.selectFrom("contacts").selectAll().where("message", "=", "consent check").executeTakeFirstOrThrow();
      expect(row).toMatchObject({ firstName: "Meera", consentAt: now.toISOString(), noticeVersion: "privacy-v1" });
      expect(row).not.toHaveProperty("consent");
      expect(published).toContainEqual({ type: "contact.created", contact: expect.objectContaining({ id: row.id }) });
    });

    it(`accepts ${CONTACT_RATE_LIMIT.max} messages per client in the window, refuses the next without storing it, and counts each client alone`, async () => {
      const client = "203.0.113.7";
      const start = new Date("2026-11-21T10:00:00.000Z");
      const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
      for (let index = 0; index < CONTACT_RATE_LIMIT.max; index++) {
        const outcome = await receiveContactMessage(services(), { form: form(`${client} #${index}`), client, now: at(index) }, log);
        expect(outcome.status).toBe("sent");
      }
      const refused = await receiveContactMessage(services(), { form: form(`${client} refused`), client, now: at(9) }, log);
      expect(refused.status).toBe("rate-limited");
      expect(await countMessages(client)).toBe(CONTACT_RATE_LIMIT.max);
      // a refusal does not take a place: the window is still the five stored messages
      expect(await countContactSlots(database().db, client, at(-1).toISOString())).toBe(CONTACT_RATE_LIMIT.max);

      const other = await receiveContactMessage(services(), { form: form("198.51.100.99 other"), client: "198.51.100.99", now: at(9) }, log);
      expect(other.status).toBe("sent");

      // ten minutes after the first message, its place is free again (and its row is gone)
      const later = await receiveContactMessage(services(), { form: form(`${client} later`), client, now: at(10) }, log);
      expect(later.status).toBe("sent");
      expect(await countMessages(client)).toBe(CONTACT_RATE_LIMIT.max + 1);
      const rows = await database().db.selectFrom("contactRateEvents").select("at").where("client", "=", client).execute();
      expect(rows.every((row) => row.at > start.toISOString())).toBe(true);
    });

    it("lets exactly the limit through when a burst arrives at once", async () => {
      const client = "192.0.2.55";
      const now = new Date("2026-11-22T10:00:00.000Z");
      const outcomes = await Promise.all(
        Array.from({ length: 12 }, (_, index) => receiveContactMessage(services(), { form: form(`${client} burst ${index}`), client, now }, log)),
      );
      const sent = outcomes.filter((outcome) => outcome.status === "sent").length;
      // neither more than the limit nor fewer: one client's places are taken one after another
      expect(sent).toBe(CONTACT_RATE_LIMIT.max);
      expect(await countMessages(client)).toBe(sent);
    });

    it("counts an IPv6 /64 as one client, whichever of its addresses each message comes from", async () => {
      const now = new Date("2026-11-23T10:00:00.000Z");
      const send = (client: string, index: number) => receiveContactMessage(services(), { form: form(`v6 ${index}`), client, now }, log);
      for (let index = 0; index < CONTACT_RATE_LIMIT.max; index++) expect((await send(`2001:db8:77:1::${index + 1}`, index)).status).toBe("sent");
      expect((await send("2001:db8:77:1:abcd:ef01:2345:6789", 99)).status).toBe("rate-limited");
      expect((await send("2001:db8:77:2::1", 100)).status).toBe("sent"); // the next /64 is another client
      expect((await send("::ffff:192.0.2.200", 101)).status).toBe("sent");
    });

    it("prunes rows once they no longer count", async () => {
      const db = database().db;
      await takeContactSlot(db, "old", "2020-01-01T00:00:00.000Z");
      await takeContactSlot(db, "new", "2030-01-01T00:00:00.000Z");
      expect(await deleteContactSlotsBefore(db, "2025-01-01T00:00:00.000Z")).toBeGreaterThanOrEqual(1);
      const clients = (await db.selectFrom("contactRateEvents").select("client").execute()).map((row) => row.client);
      expect(clients).not.toContain("old");
      expect(clients).toContain("new");
    });
  });
});
