import type { Transporter } from "nodemailer";
import { fallbackSiteSettings } from "../../domain/site-settings";
import { findInboxMessage } from "../repos/messages-inbox.server";
import { findSiteSettings } from "../repos/settings.server";
import type { AppServices } from "../services.server";
import { claimDueNotices, markNoticeFailed, markNoticeSent, type ClaimedNotice } from "./outbox.server";
import { noticeMail } from "./notice-mail.server";
import { startOutboxWorker, type OutboxWorker } from "./outbox-worker.server";

const POLL_MS = 5_000;
const BATCH = 20;

export type MailWorker = OutboxWorker;

/**
 * Sends queued e-mail notices: at start, every few seconds, and at once when a message arrives on
 * any instance (the outbox worker's loop; the claim makes sure only one instance sends it).
 */
export function startMailWorker(services: AppServices, smtpUrl: string): MailWorker {
  return startOutboxWorker(services, {
    smtpUrl,
    pollMs: POLL_MS,
    wakeOn: "contact.created",
    failure: "mail outbox cycle failed",
    async drain({ transport, stopped }) {
      let claimed: ClaimedNotice[];
      do {
        claimed = await claimDueNotices(services.db, services.engine, new Date(), BATCH);
        for (const notice of claimed) {
          if (stopped()) return;
          await sendOne(services, await transport(), notice);
        }
      } while (claimed.length === BATCH && !stopped());
    },
  });
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
