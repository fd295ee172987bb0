import { startMailWorker } from "../mail/notice-worker.server";
import { startNewsletterWorker } from "../newsletter/newsletter-worker.server";
import type { AppServices } from "../services.server";
import { scheduleRetention } from "./personal-data.server";

/** The inbox's background work: e-mail notices (when SMTP_URL is set) and the retention removal. */
export function startInboxJobs(services: AppServices): () => Promise<void> {
  const mail = services.config.smtpUrl ? startMailWorker(services, services.config.smtpUrl) : null;
  // the newsletter's confirmations and sends go out through the same mail server (decision 0045)
  const newsletter = services.config.smtpUrl ? startNewsletterWorker(services, services.config.smtpUrl) : null;
  const stopRetention = scheduleRetention(services);
  return async () => {
    stopRetention();
    await Promise.all([mail?.stop(), newsletter?.stop()]);
  };
}
