import { sql, type Updateable } from "kysely";
import type { Transporter } from "nodemailer";
import type { Locale } from "../../i18n/locale";
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from "../mail/outbox.server";
import type { NewsletterDeliveriesTable } from "../db/schema.server";
import { startOutboxWorker, type OutboxWorker } from "../mail/outbox-worker.server";
import type { AppServices } from "../services.server";
import { confirmationMail, postMail, type PostForMail } from "./newsletter-mail.server";

/*
 * The newsletter's part of the mail outbox (decision 0045): confirmation mails (queued on the
 * subscriber row) and the deliveries of sends (one row per send and subscriber), sent with the
 * outbox's retry rules at NEWSLETTER_RATE_PER_MINUTE at most.
 *
 * Never twice: a row is claimed alone, by turning it from queued to sending in one statement
 * (FOR UPDATE SKIP LOCKED on PostgreSQL, so two instances never take the same row), and becomes sent
 * once the mail server has accepted the mail. A process killed between the two leaves the row in
 * "sending": nobody can know whether the server took the mail, so after the lease it is counted as
 * failed, not sent again. A restart therefore repeats nothing and resumes every queued row; at most
 * one mail per stopped instance is in doubt, and the admin sees it among the failed.
 */

const POLL_MS = 2_000;
/** longer than the transport's timeouts together, so a live sender never loses its row */
export const SENDING_LEASE_MS = 2 * 60 * 1000;
const INTERRUPTED = "interrupted while sending; not sent again, so that nobody receives it twice";

export type NewsletterWorker = OutboxWorker;

interface ClaimedDelivery {
  sendId: string;
  subscriberId: string;
  attempts: number;
}

export function startNewsletterWorker(services: AppServices, smtpUrl: string): NewsletterWorker {
  const perSecond = Math.max(1, Math.ceil(services.config.newsletterRatePerMinute / 60));
  let windowStart = 0;
  let inWindow = 0;
  const posts = new Map<string, { post: PostForMail | null; at: number }>();

  /** waits when this second's share of the rate is used up */
  const paced = async () => {
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      inWindow = 0;
    }
    if (inWindow >= perSecond) {
      await new Promise((resolve) => setTimeout(resolve, windowStart + 1000 - now));
      windowStart = Date.now();
      inWindow = 0;
    }
    inWindow++;
  };

  return startOutboxWorker(services, {
    smtpUrl,
    // one pooled connection: a send of thousands must not open a connection per mail
    transport: { pool: true, maxConnections: 1 },
    pollMs: POLL_MS,
    wakeOn: "newsletter.queued",
    failure: "newsletter outbox cycle failed",
    async drain({ transport, stopped }) {
      await recoverInterrupted(services, new Date());
      while (!stopped()) {
        const confirm = await claimConfirmation(services);
        if (confirm) {
          await paced();
          await sendConfirmation(services, await transport(), confirm);
          continue;
        }
        const delivery = await claimDelivery(services);
        if (!delivery) break;
        await paced();
        await sendDelivery(services, await transport(), delivery, posts);
      }
    },
  });
}

/** Rows left in "sending" by a stopped process: a confirmation is sent again (harmless), a post is not. */
export async function recoverInterrupted(services: AppServices, now: Date): Promise<void> {
  const before = new Date(now.getTime() - SENDING_LEASE_MS).toISOString();
  await services.db
    .updateTable("newsletterDeliveries")
    .set({ status: "failed", lastError: INTERRUPTED })
    .where("status", "=", "sending")
    .where("claimedAt", "<", before)
    .execute();
  await services.db.updateTable("newsletterSubscribers").set({ confirmMail: "pending" }).where("confirmMail", "=", "sending").where("confirmNextAt", "<", before).execute();
}

async function claimConfirmation(services: AppServices) {
  const now = new Date().toISOString();
  const lock = services.engine === "postgres" ? sql`for update skip locked` : sql``;
  const result = await sql<{ id: string; email: string; locale: string; confirmIssuedAt: string | null; confirmAttempts: number }>`
    update newsletter_subscribers
    set confirm_mail = 'sending', confirm_next_at = ${now}, confirm_attempts = confirm_attempts + 1
    where id in (
      select id from newsletter_subscribers
      where confirm_mail = 'pending' and confirm_next_at <= ${now}
      order by confirm_next_at
      limit 1
      ${lock}
    )
    returning id, email, locale, confirm_issued_at as "confirmIssuedAt", confirm_attempts as "confirmAttempts"`.execute(services.db);
  return result.rows[0];
}

async function sendConfirmation(
  services: AppServices,
  transport: Transporter,
  row: { id: string; email: string; locale: string; confirmIssuedAt: string | null; confirmAttempts: number },
): Promise<void> {
  const site = { publicUrl: services.config.publicUrl, mailFrom: services.config.mailFrom, siteKey: services.config.sessionSecret };
  try {
    if (!row.confirmIssuedAt) throw new Error("no confirmation issued");
    await transport.sendMail(confirmationMail(site, { id: row.id, email: row.email, locale: asLocale(row.locale), confirmIssuedAt: row.confirmIssuedAt }));
    await services.db.updateTable("newsletterSubscribers").set({ confirmMail: "sent" }).where("id", "=", row.id).where("confirmMail", "=", "sending").execute();
    services.log.info({ subscriberId: row.id }, "newsletter confirmation sent");
  } catch (error) {
    const attempts = Number(row.confirmAttempts);
    const dead = attempts >= MAX_MAIL_ATTEMPTS;
    await services.db
      .updateTable("newsletterSubscribers")
      .set({ confirmMail: dead ? "failed" : "pending", confirmNextAt: new Date(Date.now() + retryDelayMs(attempts, services.config.mailRetryBaseMs)).toISOString() })
      .where("id", "=", row.id)
      .where("confirmMail", "=", "sending")
      .execute();
    services.log.warn({ subscriberId: row.id, attempts, err: error instanceof Error ? error.message : String(error) }, "newsletter confirmation failed");
  }
}

async function claimDelivery(services: AppServices): Promise<ClaimedDelivery | undefined> {
  const now = new Date().toISOString();
  const lock = services.engine === "postgres" ? sql`for update of d skip locked` : sql``;
  const result = await sql<ClaimedDelivery>`
    update newsletter_deliveries
    set status = 'sending', claimed_at = ${now}, attempts = attempts + 1
    where (send_id, subscriber_id) in (
      select d.send_id, d.subscriber_id from newsletter_deliveries d
      join newsletter_sends s on s.id = d.send_id
      where d.status = 'queued' and d.next_attempt_at <= ${now} and s.not_before <= ${now}
      order by d.next_attempt_at
      limit 1
      ${lock}
    )
    returning send_id as "sendId", subscriber_id as "subscriberId", attempts`.execute(services.db);
  const row = result.rows[0];
  return row ? { ...row, attempts: Number(row.attempts) } : undefined;
}

/** The post of a send, while visitors may read it (a post made a draft again waits; a deleted one takes its send with it). */
async function postOfSend(services: AppServices, sendId: string, cache: Map<string, { post: PostForMail | null; at: number }>): Promise<PostForMail | null> {
  const cached = cache.get(sendId);
  if (cached && Date.now() - cached.at < 30_000) return cached.post;
  const now = new Date().toISOString();
  const row = await services.db
    .selectFrom("newsletterSends as s")
    .innerJoin("blogs as b", "b.id", "s.blogId")
    .select(["b.title", "b.slug", "b.description", "b.status", "b.publishAt"])
    .where("s.id", "=", sendId)
    .executeTakeFirst();
  const post = row && row.status === "Published" && (!row.publishAt || row.publishAt <= now) ? { title: row.title, slug: row.slug, description: row.description } : null;
  cache.set(sendId, { post, at: Date.now() });
  return post;
}

async function sendDelivery(services: AppServices, transport: Transporter, delivery: ClaimedDelivery, posts: Map<string, { post: PostForMail | null; at: number }>): Promise<void> {
  const { db } = services;

  const update = (values: Updateable<NewsletterDeliveriesTable>) =>
    db.updateTable("newsletterDeliveries").set(values).where("sendId", "=", delivery.sendId).where("subscriberId", "=", delivery.subscriberId).execute();

  const subscriber = await db.selectFrom("newsletterSubscribers").select(["id", "email", "locale", "status"]).where("id", "=", delivery.subscriberId).executeTakeFirst();
  if (!subscriber || subscriber.status !== "confirmed") {
    // unsubscribed since it was queued: nothing to send
    await db.deleteFrom("newsletterDeliveries").where("sendId", "=", delivery.sendId).where("subscriberId", "=", delivery.subscriberId).execute();
    return;
  }
  const post = await postOfSend(services, delivery.sendId, posts);
  if (!post) {
    // not readable now: back in the queue without spending an attempt
    await update({ status: "queued", attempts: delivery.attempts - 1, nextAttemptAt: new Date(Date.now() + 60_000).toISOString() });
    return;
  }
  const site = { publicUrl: services.config.publicUrl, mailFrom: services.config.mailFrom, siteKey: services.config.sessionSecret };
  try {
    await transport.sendMail(postMail(site, { id: subscriber.id, email: subscriber.email, locale: asLocale(subscriber.locale) }, post));
    await update({ status: "sent", sentAt: new Date().toISOString(), lastError: null });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const dead = delivery.attempts >= MAX_MAIL_ATTEMPTS;
    await update({ status: dead ? "failed" : "queued", lastError: message, nextAttemptAt: new Date(Date.now() + retryDelayMs(delivery.attempts, services.config.mailRetryBaseMs)).toISOString() });
    services.log.warn({ sendId: delivery.sendId, attempts: delivery.attempts, err: message }, "newsletter mail failed");
  }
}

function asLocale(value: string): Locale {
  return value === "hi" ? "hi" : "en";
}
