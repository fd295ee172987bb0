import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { keyFor } from "../auth/keys.server";

/*
 * The newsletter's links (decision 0045). Both tokens are a subscriber id and a keyed hash made with
 * the site key, so no token is ever stored: the worker that sends a mail makes its links again.
 * - The confirmation token also covers the time it was issued; the database keeps only its SHA-256
 *   (and that time), and forgets the hash once used: a link works once, for 48 hours, and a new
 *   sign-up of a pending address makes the previous link useless.
 * - The unsubscribe token covers the id alone: it works as long as the subscriber exists, as the
 *   link in a months-old mail must.
 */

const ID = /^[0-9a-f-]{36}$/;

function mac(siteKey: string, purpose: "newsletter-confirm" | "newsletter-unsubscribe", text: string): string {
  return createHmac("sha256", keyFor(siteKey, purpose)).update(text).digest("base64url");
}

export function confirmToken(siteKey: string, subscriberId: string, issuedAt: string): string {
  return `${subscriberId}.${mac(siteKey, "newsletter-confirm", `${subscriberId}|${issuedAt}`)}`;
}

/** What the database keeps of a confirmation token. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function unsubscribeToken(siteKey: string, subscriberId: string): string {
  return `${subscriberId}.${mac(siteKey, "newsletter-unsubscribe", subscriberId)}`;
}

/** The subscriber id a token names, when the token is shaped as ours (nothing is verified yet). */
export function tokenSubscriberId(token: string | null | undefined): string | null {
  if (!token || token.length > 100) return null;
  const dot = token.indexOf(".");
  const id = token.slice(0, dot);
  return dot > 0 && ID.test(id) ? id : null;
}

/** The subscriber id of a genuine unsubscribe token, else null. */
export function verifyUnsubscribeToken(siteKey: string, token: string | null | undefined): string | null {
  const id = tokenSubscriberId(token);
  if (!id || !token) return null;
  const expected = Buffer.from(unsubscribeToken(siteKey, id));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
