import { createHmac, hkdfSync } from "node:crypto";

/*
 * Every key the server uses is derived from one site key (SESSION_SECRET, or on SQLite the
 * generated DATA_DIR/session-secret), which is never stored in the database (decision 0028). Each
 * use has its own derived key, so a value made for one use can never pass for another.
 */
export type KeyPurpose = "device-cookie" | "pending-sign-in-cookie" | "sign-in-account" | "audit-email" | "newsletter-confirm" | "newsletter-unsubscribe";

const derived = new Map<string, Buffer>();

export function keyFor(siteKey: string, purpose: KeyPurpose): Buffer {
  const id = `${purpose}\u0000${siteKey}`;
  let key = derived.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", siteKey, "candlewise", purpose, 32));
    derived.set(id, key);
  }
  return key;
}

/** A keyed hash (HMAC-SHA-256, 128 bits in hex): the same text gives the same value, and without the key a dump cannot be reversed by trying guesses. */
export function keyedHash(siteKey: string, purpose: KeyPurpose, text: string): string {
  return createHmac("sha256", keyFor(siteKey, purpose)).update(text).digest("hex").slice(0, 32);
}
