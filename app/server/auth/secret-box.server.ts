import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/*
 * TOTP secrets are kept encrypted (AES-256-GCM) with a key derived from the session secret, so a
 * copy of the database alone does not let anyone compute an administrator's codes (decision 0017).
 * Changing SESSION_SECRET therefore also turns the stored secrets unreadable: two-factor sign-in
 * then has to be turned off and on again by another administrator.
 */
const VERSION = "v1";

function keyOf(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret, "candlewise", "totp-secret-box", 32));
}

export function sealSecret(sessionSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(sessionSecret), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
}

/** The plain secret, or null when it was sealed with another key or altered. */
export function openSecret(sessionSecret: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(sessionSecret), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
