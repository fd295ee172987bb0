import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../../app/server/db/ids.server";
import type { Contact } from "../../../app/server/db/schema.server";
import { openDatabase } from "../../../app/server/db/database.server";
import { claimDueNotices, markNoticeFailed, MAX_MAIL_ATTEMPTS, queueNotice, retryDelayMs, storeWithNotice } from "../../../app/server/mail/outbox.server";
import { startMailWorker } from "../../../app/server/mail/notice-worker.server";
import { saveSiteSettings } from "../../../app/server/repos/settings.server";
import { fallbackSiteSettings } from "../../../app/domain/site-settings";
import { enginesUnderTest, useDatabase } from "../../support/databases";
import { servicesFor } from "../../support/services";
import { freePort, startSmtpServer } from "../../support/smtp";

const engines = await enginesUnderTest();

const contact = (createdAt = new Date().toISOString()): Contact => ({
  id: newId(),
  firstName: "Neha",
  lastName: "Joshi",
  email: "neha@example.in",
  phone: "+91 98111 22333",
  message: "Please call me about the options course.",
  createdAt,
  consentAt: null,
  noticeVersion: null,
});

describe.each(engines)("e-mail notice outbox on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    const database = useDatabase(engine, { beforeAll, afterAll });
    const clear = async () => {
      await database().db.deleteFrom("mailOutbox").execute();
      await database().db.deleteFrom("contacts").execute();
    };

    it("stores the notice with its message, or neither; no notice when SMTP_URL is unset", async () => {
      const db = database().db;
      await clear();
      const services = { db, config: { smtpUrl: "smtp://127.0.0.1:1" } };
      const stored = await storeWithNotice(services, async (trx) => {
        const row = contact();
        await trx.insertInto("contacts").values(row).execute();
        return row;
      });
      await expect(
        storeWithNotice(services, async (trx) => {
          const row = contact();
          await trx.insertInto("contacts").values(row).execute();
          await trx.insertInto("contacts").values(row).execute(); // a duplicate id: the write fails
          return row;
        }),
      ).rejects.toThrow();
      await storeWithNotice({ db, config: { smtpUrl: undefined } }, async (trx) => {
        const row = contact();
        await trx.insertInto("contacts").values(row).execute();
        return row;
      });
      expect(await db.selectFrom("contacts").select("id").execute()).toHaveLength(2);
      const outbox = await db.selectFrom("mailOutbox").selectAll().execute();
      expect(outbox.map((row) => [row.contactId, row.status])).toEqual([[stored.id, "pending"]]);
    });

    it("retries with a doubling delay, capped, and gives up as dead after the last attempt", async () => {
      const db = database().db;
      await clear();
      expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
      expect(retryDelayMs(20, 30_000)).toBe(60 * 60 * 1000);
      const row = contact();
      await db.insertInto("contacts").values(row).execute();
      const t0 = new Date("2026-03-01T10:00:00.000Z");
      await queueNotice(db, row.id, t0.toISOString());
      let now = t0;
      for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
        const [claimed] = await claimDueNotices(db, engine.name, now, 5);
        expect(claimed?.attempts).toBe(attempt);
        // claimed: nobody else gets it while it is being sent
        expect(await claimDueNotices(db, engine.name, now, 5)).toEqual([]);
        await markNoticeFailed(db, claimed!, "connection refused", now, 30_000);
        // not due before its delay
        expect(await claimDueNotices(db, engine.name, new Date(now.getTime() + retryDelayMs(attempt, 30_000) - 1), 5)).toEqual([]);
        now = new Date(now.getTime() + retryDelayMs(attempt, 30_000));
      }
      const [dead] = await db.selectFrom("mailOutbox").selectAll().execute();
      expect(dead).toMatchObject({ status: "dead", attempts: MAX_MAIL_ATTEMPTS, lastError: "connection refused" });
      expect(await claimDueNotices(db, engine.name, new Date(now.getTime() + 10 * 3600_000), 5)).toEqual([]);
    });

    it("two claimers at the same moment (two instances) never take the same notice", async () => {
      const handle = database();
      await clear();
      const rows = Array.from({ length: 40 }, () => contact());
      await handle.db.insertInto("contacts").values(rows).execute();
      for (const row of rows) await queueNotice(handle.db, row.id, "2026-01-01T00:00:00.000Z");
      // a second connection pool, as a second instance has
      const other = engine.name === "postgres" ? openDatabase({ dataDir: "", databaseUrl: handle.postgresUrl! }) : null;
      try {
        const now = new Date();
        const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => claimDueNotices((i % 2 && other ? other : handle).db, engine.name, now, 7)));
        const ids = claims.flat().map((c) => c.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.length).toBe(40);
      } finally {
        await other?.close();
      }
    });

    it("a notice stored while the mail server is down is sent once it is up, and a restarted worker resumes", async () => {
      const db = database().db;
      await clear();
      const port = await freePort();
      const base = servicesFor(database());
      const services = { ...base, db, config: { ...base.config, smtpUrl: `smtp://127.0.0.1:${port}`, mailRetryBaseMs: 200 } };
      await saveSiteSettings(db, { ...fallbackSiteSettings, email: "owner@candlewise.example" });
      const first = startMailWorker(services, services.config.smtpUrl);
      const stored = await storeWithNotice(services, async (trx) => {
        const row = contact();
        await trx.insertInto("contacts").values(row).execute();
        return row;
      });
      first.kick();
      // the message is stored whatever the mail server does; the attempt fails and is rescheduled
      await expect.poll(async () => (await db.selectFrom("mailOutbox").select("attempts").executeTakeFirst())?.attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
      expect(await db.selectFrom("contacts").select("id").where("id", "=", stored.id).executeTakeFirst()).toBeTruthy();
      await first.stop();

      const smtp = await startSmtpServer(port);
      try {
        const second = startMailWorker(services, services.config.smtpUrl);
        try {
          await expect
            .poll(
              async () => {
                second.kick();
                return smtp.received.length;
              },
              { timeout: 15_000, interval: 250 },
            )
            .toBe(1);
          expect(smtp.received[0]!.to).toEqual(["owner@candlewise.example"]);
          expect(smtp.received[0]!.raw).toContain("Subject: New contact message from Neha Joshi");
          expect(smtp.received[0]!.text).toContain("Please call me about the options course.");
          await expect.poll(async () => (await db.selectFrom("mailOutbox").select("status").executeTakeFirst())?.status).toBe("sent");
        } finally {
          await second.stop();
        }
        // sent once: nothing more goes out
        expect(smtp.received).toHaveLength(1);
      } finally {
        await smtp.stop();
      }
    });
  });
});
