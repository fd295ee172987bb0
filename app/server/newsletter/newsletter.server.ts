import type { Logger } from "pino";
import { CONTACT_RATE_LIMIT } from "../../domain/contact";
import { fieldErrorsOf, type FieldErrors } from "../../domain/field-errors";
import {
  CONFIRM_RESEND_MIN_MS,
  CONFIRM_TOKEN_TTL_MS,
  emailKey,
  NEWSLETTER_NOTICE_VERSION,
  NEWSLETTER_HONEYPOT_FIELD,
  newsletterSchemaIn,
  newsletterValuesOf,
  type NewsletterForm,
  type NewsletterValues,
  type SignUpResult,
} from "../../domain/newsletter";
import type { Locale } from "../../i18n/locale";
import { rateLimitKey } from "../client-address.server";
import { isDatabaseUnavailable } from "../db/database-unavailable.server";
import { newId } from "../db/ids.server";
import type { Subscriber } from "../db/schema.server";
import { translate } from "../i18n/site-messages.server";
import { deleteContactSlotsBefore, releaseContactSlot, takeContactSlotWithin } from "../repos/contact-rate-limit.server";
import { isUniqueViolation } from "../repos/blogs.server";
import type { AppServices } from "../services.server";
import { confirmToken, tokenHash, tokenSubscriberId, verifyUnsubscribeToken } from "./tokens.server";

/*
 * The visitor's side of the newsletter (decision 0045): sign up, confirm, unsubscribe. A sign-up
 * answers the same whatever the address's state (new, pending, confirmed, unsubscribed), so the
 * box cannot be used to learn who reads the newsletter; only the mailbox's owner learns anything.
 */

export interface SignUpAnswer {
  status: number;
  body: { ok: boolean; result: SignUpResult; message: string; errors: FieldErrors<NewsletterForm>; values: NewsletterValues };
}

const schemas = new Map<Locale, ReturnType<typeof newsletterSchemaIn>>();
function schemaFor(locale: Locale) {
  let schema = schemas.get(locale);
  if (!schema) schemas.set(locale, (schema = newsletterSchemaIn((key) => translate(locale, `newsletter.${key}`))));
  return schema;
}

/** The sign-up box's POST, answered in the page's language (a post without JavaScript reads it as its page). */
export async function answerSignUp(services: AppServices, request: { form: FormData; client: string; locale: Locale }, log: Logger): Promise<SignUpAnswer> {
  const { locale } = request;
  const values = newsletterValuesOf(request.form);
  const answer = (status: number, result: SignUpResult, errors: FieldErrors<NewsletterForm> = {}): SignUpAnswer => ({
    status,
    body: { ok: result === "accepted", result, message: translate(locale, `newsletter.result_${result.replace("-", "_") as "accepted"}`), errors, values: result === "accepted" ? {} : values },
  });
  // without a mail server nothing could be confirmed: say so instead of storing an address
  if (!services.config.smtpUrl) return answer(503, "mail-off");
  const honeypot = request.form.get(NEWSLETTER_HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.length > 0) {
    log.warn({ event: "newsletter.honeypot", ip: request.client }, "newsletter sign-up refused: honeypot filled");
    return answer(400, "refused");
  }
  const parsed = schemaFor(locale).safeParse(values);
  if (!parsed.success) return answer(400, "invalid", fieldErrorsOf(parsed.error));
  try {
    const outcome = await signUp(services, { email: parsed.data.email, locale, client: request.client });
    if (outcome === "rate-limited") {
      log.warn({ event: "newsletter.rate_limited", ip: request.client }, "newsletter sign-up refused: rate limit");
      return answer(429, "rate-limited");
    }
    return answer(200, "accepted");
  } catch (error) {
    log[isDatabaseUnavailable(error) ? "warn" : "error"]({ err: error }, "newsletter sign-up not stored");
    return answer(503, "unavailable");
  }
}

/**
 * Stores or renews a sign-up and queues its confirmation mail. A confirmed address is left as it
 * is (no mail: its owner already has the newsletter); a pending one gets a new link at most every
 * ten minutes; an unsubscribed one starts again as pending, with its new consent.
 */
export async function signUp(services: AppServices, input: { email: string; locale: Locale; client: string; now?: Date }): Promise<"accepted" | "rate-limited"> {
  const { db } = services;
  const now = input.now ?? new Date();
  const at = now.toISOString();
  // the contact form's limit and table, counted apart (its own key prefix)
  const client = `newsletter:${rateLimitKey(input.client)}`;
  const since = new Date(now.getTime() - CONTACT_RATE_LIMIT.windowMs).toISOString();
  await deleteContactSlotsBefore(db, since);
  const slot = await takeContactSlotWithin(db, client, at, since, CONTACT_RATE_LIMIT.max);
  if (slot === null) return "rate-limited";
  const key = emailKey(input.email);
  const fresh = (id: string) => ({
    status: "pending" as const,
    locale: input.locale,
    consentAt: at,
    noticeVersion: NEWSLETTER_NOTICE_VERSION,
    confirmTokenHash: tokenHash(confirmToken(services.config.sessionSecret, id, at)),
    confirmIssuedAt: at,
    confirmMail: "pending" as const,
    confirmAttempts: 0,
    confirmNextAt: at,
  });
  let queued = false;
  try {
    await db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom("newsletterSubscribers").selectAll().where("emailKey", "=", key).executeTakeFirst();
      if (!existing) {
        const id = newId();
        await trx
          .insertInto("newsletterSubscribers")
          .values({ id, email: input.email, emailKey: key, createdAt: at, confirmedAt: null, unsubscribedAt: null, ...fresh(id) })
          .execute();
        queued = true;
      } else if (existing.status === "unsubscribed" || (existing.status === "pending" && resendDue(existing, now))) {
        await trx
          .updateTable("newsletterSubscribers")
          .set({ email: input.email, ...fresh(existing.id), unsubscribedAt: null })
          .where("id", "=", existing.id)
          .execute();
        queued = true;
      }
    });
  } catch (error) {
    // the same address sent twice at the same moment: the other request stored it
    if (!isUniqueViolation(error)) {
      await releaseContactSlot(db, slot).catch(() => {});
      throw error;
    }
  }
  if (queued) await services.bus.publish({ type: "newsletter.queued" }).catch(() => {});
  return "accepted";
}

function resendDue(subscriber: Subscriber, now: Date): boolean {
  return !subscriber.confirmIssuedAt || now.getTime() - Date.parse(subscriber.confirmIssuedAt) >= CONFIRM_RESEND_MIN_MS;
}

export type ConfirmOutcome = "confirmed" | "invalid";

/**
 * Confirms the address a link names: only with the latest link, once, within 48 hours. The hash is
 * cleared in the same statement that confirms, so two clicks at once confirm once. An expired,
 * used or unknown link all answer "invalid" (the page offers to sign up again).
 */
export async function confirmSubscription(services: AppServices, token: string | null, now = new Date()): Promise<ConfirmOutcome> {
  const id = tokenSubscriberId(token);
  if (!id || !token) return "invalid";
  const oldest = new Date(now.getTime() - CONFIRM_TOKEN_TTL_MS).toISOString();
  const result = await services.db
    .updateTable("newsletterSubscribers")
    .set({ status: "confirmed", confirmedAt: now.toISOString(), confirmTokenHash: null })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("confirmTokenHash", "=", tokenHash(token))
    .where("confirmIssuedAt", ">", oldest)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? "confirmed" : "invalid";
}

/**
 * Unsubscribes at once, with no sign-in: the token is the proof. Deliveries still queued for the
 * address are dropped, so nothing more reaches it. Unknown and already unsubscribed answer alike.
 */
export async function unsubscribe(services: AppServices, token: string | null, now = new Date()): Promise<"unsubscribed" | "invalid"> {
  const id = verifyUnsubscribeToken(services.config.sessionSecret, token);
  if (!id) return "invalid";
  await services.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("newsletterSubscribers")
      .set({ status: "unsubscribed", unsubscribedAt: now.toISOString(), confirmTokenHash: null, confirmMail: "none" })
      .where("id", "=", id)
      .where("status", "!=", "unsubscribed")
      .execute();
    await trx.deleteFrom("newsletterDeliveries").where("subscriberId", "=", id).where("status", "=", "queued").execute();
  });
  return "unsubscribed";
}

/** A token that looks like an unsubscribe link's (for the GET page: show the button, or say the link is wrong). */
export function isUnsubscribeToken(services: AppServices, token: string | null): boolean {
  return verifyUnsubscribeToken(services.config.sessionSecret, token) !== null;
}
