import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { CONFIRM_TOKEN_TTL_MS } from "../../../app/domain/newsletter";
import { createBlog } from "../../../app/server/repos/blogs.server";
import { SYSTEM_ACTOR } from "../../../app/server/repos/audit.server";
import { answerSignUp, confirmSubscription, signUp, unsubscribe } from "../../../app/server/newsletter/newsletter.server";
import { recoverInterrupted, SENDING_LEASE_MS, startNewsletterWorker } from "../../../app/server/newsletter/newsletter-worker.server";
import { countSubscribers, eraseSubscriber, listSendProgress, sendPostToSubscribers, subscribersCsv } from "../../../app/server/newsletter/subscribers-admin.server";
import { confirmToken, unsubscribeToken } from "../../../app/server/newsletter/tokens.server";
import type { AppServices } from "../../../app/server/services.server";
import { enginesUnderTest, useDatabase } from "../../support/databases";
import { servicesFor } from "../../support/services";
import { mailHeader, mailLink, readableMail } from "../../support/newsletter-mail";
import { freePort, startSmtpServer } from "../../support/smtp";

/*
 * The newsletter on both databases (issue 22 part 3, decision 0045): a sign-up's confirmation link
 * works once within 48 hours, every answer is the same whatever the address's state, unsubscribing
 * takes effect at once, and a send reaches each confirmed address once, with the RFC 8058 headers.
 */

const engines = await enginesUnderTest();
const log = pino({ level: "silent" });

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const linkIn = mailLink;

const tokenOf = (link: string) => new URL(link).searchParams.get("token");

describe.each(engines)("newsletter on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    const database = useDatabase(engine, { beforeAll, afterAll });
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let services: AppServices;
    beforeAll(async () => {
      smtp = await startSmtpServer(await freePort());
      const base = servicesFor(database());
      services = { ...base, config: { ...base.config, smtpUrl: smtp.url, publicUrl: "https://www.candlewise.example", newsletterRatePerMinute: 60_000, mailRetryBaseMs: 100 } };
    });
    afterAll(() => smtp?.stop());

    const clear = async () => {
      const { db } = database();
      await db.deleteFrom("newsletterDeliveries").execute();
      await db.deleteFrom("newsletterSends").execute();
      await db.deleteFrom("newsletterSubscribers").execute();
      await db.deleteFrom("contactRateEvents").execute();
      smtp.received.length = 0;
    };

    /** runs a worker until `done` holds */
    async function withWorker(done: () => Promise<boolean> | boolean) {
      const worker = startNewsletterWorker(services, services.config.smtpUrl!);
      try {
        await expect.poll(async () => (worker.kick(), await done()), { timeout: 20_000, interval: 100 }).toBe(true);
      } finally {
        await worker.stop();
      }
    }

    it("confirms with the mailed link once, within 48 hours; a second use and an expired link fail", async () => {
      await clear();
      const answer = await answerSignUp(services, { form: form({ email: "Asha.Reader@Example.in", consent: "yes" }), client: "203.0.113.5", locale: "en" }, log);
      expect(answer.status).toBe(200);
      await withWorker(() => smtp.received.length === 1);
      const mail = smtp.received[0]!;
      expect(mail.to.map((to) => to.toLowerCase())).toEqual(["asha.reader@example.in"]);
      expect(mailHeader(mail, "List-Unsubscribe")).toMatch(/^<https:\/\/www\.candlewise\.example\/newsletter\/unsubscribe\?token=[\w.-]+>$/);
      expect(mailHeader(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      const token = tokenOf(linkIn(mail, "/newsletter/confirm"));
      // stored hashed: the token itself is nowhere in the row
      const row = await database().db.selectFrom("newsletterSubscribers").selectAll().executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(token!.split(".")[1]);
      expect(row.status).toBe("pending");

      expect(await confirmSubscription(services, "not-a-token")).toBe("invalid");
      expect(await confirmSubscription(services, token)).toBe("confirmed");
      expect(await confirmSubscription(services, token)).toBe("invalid");
      expect(await countSubscribers(database().db)).toEqual({ pending: 0, confirmed: 1, unsubscribed: 0 });

      // an expired link: issued 48 hours ago (and a moment)
      const issued = new Date(Date.now() - CONFIRM_TOKEN_TTL_MS - 1000);
      await signUp(services, { email: "late@example.in", locale: "en", client: "203.0.113.6", now: issued });
      const late = await database().db.selectFrom("newsletterSubscribers").selectAll().where("emailKey", "=", "late@example.in").executeTakeFirstOrThrow();
      const lateToken = confirmToken(services.config.sessionSecret, late.id, late.confirmIssuedAt!);
      expect(await confirmSubscription(services, lateToken)).toBe("invalid");
      expect(await confirmSubscription(services, lateToken, new Date(issued.getTime() + CONFIRM_TOKEN_TTL_MS - 1000))).toBe("confirmed");
    });

    it("answers a sign-up the same whatever the address's state, and mails a confirmed address nothing", async () => {
      await clear();
      const ask = (email: string, client: string) => answerSignUp(services, { form: form({ email, consent: "yes" }), client, locale: "hi" }, log);
      const first = await ask("ravi@example.in", "198.51.100.1");
      await withWorker(() => smtp.received.length === 1);
      const token = tokenOf(linkIn(smtp.received[0]!, "/hi/newsletter/confirm"));
      expect(await confirmSubscription(services, token)).toBe("confirmed");
      const again = await ask("RAVI@example.in", "198.51.100.2");
      const stranger = await ask("new-person@example.in", "198.51.100.3");
      expect(again).toEqual({ ...first });
      expect(stranger.status).toBe(first.status);
      expect(stranger.body.message).toBe(first.body.message);
      await withWorker(() => smtp.received.length >= 2);
      // only the new person's confirmation: nothing to the confirmed address
      expect(smtp.received.map((mail) => mail.to[0])).toEqual(["ravi@example.in", "new-person@example.in"]);
      expect(await countSubscribers(database().db)).toEqual({ pending: 1, confirmed: 1, unsubscribed: 0 });
    });

    it("refuses the honeypot, a missing consent and the sixth sign-up of a client in ten minutes", async () => {
      await clear();
      const ask = (values: Record<string, string>, client = "192.0.2.9") => answerSignUp(services, { form: form(values), client, locale: "en" }, log);
      expect((await ask({ email: "bot@example.in", consent: "yes", website: "http://spam" })).body.result).toBe("refused");
      const noConsent = await ask({ email: "a@example.in" });
      expect(noConsent.status).toBe(400);
      expect(noConsent.body.errors.consent).toBeTruthy();
      for (let i = 0; i < 5; i++) expect((await ask({ email: `p${i}@example.in`, consent: "yes" })).status).toBe(200);
      expect((await ask({ email: "p6@example.in", consent: "yes" })).status).toBe(429);
      const off = await answerSignUp({ ...services, config: { ...services.config, smtpUrl: undefined } }, { form: form({ email: "x@example.in", consent: "yes" }), client: "192.0.2.10", locale: "en" }, log);
      expect(off.body.result).toBe("mail-off");
      expect(await database().db.selectFrom("newsletterSubscribers").select("id").where("emailKey", "=", "x@example.in").executeTakeFirst()).toBeUndefined();
    });

    it("sends a post once to each confirmed address, with the unsubscribe headers; unsubscribing takes effect at once", async () => {
      await clear();
      const { db } = database();
      const emails = ["one@example.in", "two@example.in", "three@example.in"];
      for (const [i, email] of emails.entries()) await signUp(services, { email, locale: "en", client: `10.0.0.${i}` });
      await signUp(services, { email: "pending@example.in", locale: "en", client: "10.0.1.1" });
      await db.updateTable("newsletterSubscribers").set({ status: "confirmed", confirmMail: "sent", confirmTokenHash: null }).where("emailKey", "in", emails).execute();
      await db.updateTable("newsletterSubscribers").set({ confirmMail: "sent" }).execute();
      const blog = await createBlog(db, { title: "Reading a candlestick", slug: "reading-a-candlestick", author: "Candlewise", description: "Bodies, wicks and what they say.", keywords: "candles", tag: "", status: "Published", image: "/x.png", imageWidth: null, imageHeight: null, content: "<p>Hi</p>", date: new Date().toISOString() });

      expect(await sendPostToSubscribers(services, blog.id, SYSTEM_ACTOR)).toBe("queued");
      expect(await sendPostToSubscribers(services, blog.id, SYSTEM_ACTOR)).toBe("already");
      // "three" leaves before the send goes out: it receives nothing
      const three = await db.selectFrom("newsletterSubscribers").select("id").where("emailKey", "=", "three@example.in").executeTakeFirstOrThrow();
      expect(await unsubscribe(services, unsubscribeToken(services.config.sessionSecret, three.id))).toBe("unsubscribed");
      expect(await unsubscribe(services, `${three.id}.forged`)).toBe("invalid");

      await withWorker(async () => (await listSendProgress(db))[0]?.queued === 0);
      expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(["one@example.in", "two@example.in"]);
      const mail = smtp.received[0]!;
      expect(mail.raw).toContain("Subject: Reading a candlestick");
      expect(mailHeader(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      const unsubscribeLink = mailHeader(mail, "List-Unsubscribe")!.slice(1, -1);
      expect(readableMail(mail)).toContain(unsubscribeLink);
      expect(await listSendProgress(db)).toMatchObject([{ blogTitle: "Reading a candlestick", queued: 0, sent: 2, failed: 0 }]);

      expect(await unsubscribe(services, tokenOf(unsubscribeLink))).toBe("unsubscribed");
      expect(await countSubscribers(db)).toEqual({ pending: 1, confirmed: 1, unsubscribed: 2 });

      // the CSV names everyone; erasing one takes its rows with it and leaves only its id in the trail
      const csv = await subscribersCsv(services, new URLSearchParams("status=unsubscribed"));
      expect(csv).toContain("three@example.in");
      expect(csv).not.toContain("two@example.in");
      expect(await eraseSubscriber(services, three.id, SYSTEM_ACTOR)).toBe(true);
      expect(await db.selectFrom("newsletterSubscribers").select("id").where("id", "=", three.id).executeTakeFirst()).toBeUndefined();
      const trail = await db.selectFrom("auditEvents").selectAll().where("entity", "=", "subscriber").execute();
      expect(trail.map((event) => event.action).sort()).toEqual(["newsletter.send", "subscriber.erase"]);
      expect(JSON.stringify(trail)).not.toContain("three@example.in");
    });

    it("a row left in 'sending' by a stopped process is counted failed after its lease, never sent again", async () => {
      await clear();
      const { db } = database();
      await signUp(services, { email: "doubt@example.in", locale: "en", client: "10.0.2.1" });
      await db.updateTable("newsletterSubscribers").set({ status: "confirmed", confirmMail: "sent" }).execute();
      const blog = await createBlog(db, { title: "Stops", slug: "stops", author: "Candlewise", description: "d", keywords: "k", tag: "", status: "Published", image: "/x.png", imageWidth: null, imageHeight: null, content: null, date: new Date().toISOString() });
      await sendPostToSubscribers(services, blog.id, SYSTEM_ACTOR);
      const claimedAt = new Date(Date.now() - 1000).toISOString();
      await db.updateTable("newsletterDeliveries").set({ status: "sending", claimedAt, attempts: 1 }).execute();
      await recoverInterrupted(services, new Date());
      expect((await db.selectFrom("newsletterDeliveries").select("status").executeTakeFirstOrThrow()).status).toBe("sending");
      await recoverInterrupted(services, new Date(Date.now() + SENDING_LEASE_MS));
      expect(await listSendProgress(db)).toMatchObject([{ queued: 0, sent: 0, failed: 1 }]);
      await withWorker(() => true);
      expect(smtp.received).toEqual([]);
    });
  });
});
