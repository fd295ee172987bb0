import nodemailer, { type Transporter } from "nodemailer";
import { fallbackSiteSettings } from "../../domain/site-settings";
import { findInboxMessage } from "../repos/messages-inbox.server";
import { findSiteSettings } from "../repos/settings.server";
import type { AppServices } from "../services.server";
import { claimDueNotices, markNoticeFailed, markNoticeSent, type ClaimedNotice } from "./outbox.server";
import { noticeMail } from "./notice-mail.server";

const POLL_MS = 5_000;
const BATCH = 20;
/** a shutdown waits this long at most for a send in progress (its lease lets another instance retry it) */
const STOP_WAIT_MS = 3_000;

export interface MailWorker {
  /** looks for due notices now (a new message has just been stored) */
  kick(): void;
  /** stops polling and waits for the send in progress */
  stop(): Promise<void>;
}

/**
 * Sends queued e-mail notices: at start (so a restart resumes what was pending), every few
 * seconds, and at once when a message arrives on any instance (the event bus tells them all; the
 * claim makes sure only one sends it).
 */
export function startMailWorker(services: AppServices, smtpUrl: string): MailWorker {
  // a mail server that accepts the connection and then hangs must not hold a send (or a shutdown) for minutes
  const transport: Transporter = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const cycle = async () => {
    do {
      again = false;
      try {
        let claimed: ClaimedNotice[];
        do {
          claimed = await claimDueNotices(services.db, services.engine, new Date(), BATCH);
          for (const notice of claimed) {
            if (stopped) return;
            await sendOne(services, transport, notice);
          }
        } while (claimed.length === BATCH && !stopped);
      } catch (error) {
        services.log.warn({ err: error }, "mail outbox cycle failed");
      }
    } while (again && !stopped);
  };
  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = cycle().finally(() => (running = null));
  };

  const timer = setInterval(kick, POLL_MS);
  timer.unref();
  const unsubscribe = services.bus.subscribe((event) => {
    if (event.type === "contact.created") kick();
  });
  kick();
  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
      transport.close();
    },
  };
}

async function sendOne(services: AppServices, transport: Transporter, notice: ClaimedNotice): Promise<void> {
  const contact = await findInboxMessage(services.db, notice.contactId);
  // deleted since (the outbox row normally goes with it): nothing to tell
  if (!contact) return markNoticeSent(services.db, notice.id, new Date());
  const settings = (await findSiteSettings(services.db)) ?? fallbackSiteSettings;
  try {
    await transport.sendMail(noticeMail(contact, { to: settings.email, from: services.config.mailFrom, adminUrl: `${services.config.publicUrl}/admin/messages/${contact.id}` }));
    await markNoticeSent(services.db, notice.id, new Date());
    services.log.info({ outboxId: notice.id, attempts: notice.attempts }, "e-mail notice sent");
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await markNoticeFailed(services.db, notice, message, new Date(), services.config.mailRetryBaseMs);
    services.log.warn({ outboxId: notice.id, attempts: notice.attempts, err: message }, "e-mail notice failed; will retry");
  }
}
