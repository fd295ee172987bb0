import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import type { AppServices } from "../services.server";
import type { AuditActor } from "../repos/audit.server";
import { recordAudit } from "../repos/audit.server";
import {
  acceptTotpStep,
  disableTotp,
  enableTotp,
  findUserById,
  replaceRecoveryCodes,
  setPendingTotpSecret,
  spendRecoveryCode,
} from "../repos/users.server";
import type { KnownDevice } from "./device-cookie.server";
import { openSecret, sealSecret } from "./secret-box.server";
import { throttledAttempt } from "./sign-in-throttle.server";

/* RFC 6238 with the parameters every authenticator app assumes: SHA-1, 6 digits, 30 seconds. */
const PERIOD = 30;
const ISSUER = "Candlewise Admin";
/** one step either side, for a phone clock a little off */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

function totpFor(secretBase32: string, email: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: email, algorithm: "SHA1", digits: 6, period: PERIOD, secret: Secret.fromBase32(secretBase32) });
}

/** The time step a code belongs to, or null when it matches none within the window. */
function stepOfCode(totp: TOTP, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp.validate({ token, timestamp: now, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

const normaliseRecoveryCode = (code: string): string => code.trim().toLowerCase().replace(/[^a-z0-9]/g, "");
const hashRecoveryCode = (code: string): string => createHash("sha256").update(normaliseRecoveryCode(code)).digest("hex");

/** Ten codes of 10 random base-32 characters (50 bits each), shown as xxxxx-xxxxx. */
function newRecoveryCodes(): string[] {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export interface TwoFactorSetup {
  secret: string;
  uri: string;
  /** the QR code as inline SVG markup (no data: URL, which the CSP would refuse) */
  qrSvg: string;
}

async function setupOf(secret: string, email: string): Promise<TwoFactorSetup> {
  const uri = totpFor(secret, email).toString();
  // loaded when an administrator sets up two-factor, not with every server (issue 25)
  const { default: QRCode } = await import("qrcode");
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, uri, qrSvg };
}

/** Starts (or restarts) a setup: a new secret, kept server-side as pending until a code confirms it. */
export async function startTwoFactorSetup(services: AppServices, userId: string): Promise<TwoFactorSetup | null> {
  const user = await findUserById(services.db, userId);
  if (!user) return null;
  const secret = new Secret({ size: 20 }).base32;
  await setPendingTotpSecret(services.db, userId, sealSecret(services.config.sessionSecret, secret));
  return setupOf(secret, user.email);
}

/** The setup under way, to show again after a wrong first code; null once confirmed or never started. */
export async function pendingTwoFactorSetup(services: AppServices, userId: string): Promise<TwoFactorSetup | null> {
  const user = await findUserById(services.db, userId);
  const secret = user?.totpPendingSecret ? openSecret(services.config.sessionSecret, user.totpPendingSecret) : null;
  return user && secret ? setupOf(secret, user.email) : null;
}

/** Confirms the setup with a first code: two-factor is on and ten recovery codes are returned once. */
export async function confirmTwoFactorSetup(services: AppServices, actor: AuditActor & { id: string }, code: string): Promise<{ ok: true; recoveryCodes: string[] } | { ok: false }> {
  const user = await findUserById(services.db, actor.id);
  const secret = user?.totpPendingSecret ? openSecret(services.config.sessionSecret, user.totpPendingSecret) : null;
  if (!user || !secret) return { ok: false };
  const step = stepOfCode(totpFor(secret, user.email), code);
  if (step === null) return { ok: false };
  const recoveryCodes = newRecoveryCodes();
  await services.db.transaction().execute(async (trx) => {
    await enableTotp(trx, user.id, sealSecret(services.config.sessionSecret, secret), step);
    await replaceRecoveryCodes(trx, user.id, recoveryCodes.map(hashRecoveryCode));
    await recordAudit(trx, actor, { action: "user.2fa_enable", entity: "user", entityId: user.id, detail: { email: user.email } });
  });
  return { ok: true, recoveryCodes };
}

/**
 * Another administrator turns two-factor off for a colleague who lost the phone and the codes; or,
 * when no administrator can sign in, the operator does from the server's shell (`via`).
 */
export async function turnOffTwoFactor(services: Pick<AppServices, "db">, actor: AuditActor, userId: string, via?: string): Promise<boolean> {
  return services.db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user || user.totpSecret === null) return false;
    await disableTotp(trx, userId);
    await trx.deleteFrom("pendingSignIns").where("userId", "=", userId).execute();
    await recordAudit(trx, actor, { action: "user.2fa_disable", entity: "user", entityId: userId, detail: via ? { email: user.email, via } : { email: user.email } });
    return true;
  });
}

/**
 * The second sign-in step: a current code (each time step accepted once) or an unused recovery
 * code. Counted with the password failures, so guessing codes is limited like guessing passwords.
 * "unreadable-secret": the stored authenticator secret cannot be opened with the site key (a key
 * that changed, or a restore without the old key); recovery codes still work, and the page says so.
 */
export async function verifySecondFactor(
  services: AppServices,
  input: { userId: string; code: string; ip: string; device?: KnownDevice | null },
): Promise<{ status: "ok"; method: "totp" | "recovery-code" } | { status: "invalid" } | { status: "rate-limited" } | { status: "unreadable-secret" }> {
  const user = await findUserById(services.db, input.userId);
  if (!user) return { status: "invalid" };
  let method: "totp" | "recovery-code" = "totp";
  let unreadable = false;
  const outcome = await throttledAttempt(services, { ip: input.ip, email: user.email, account: user, device: input.device }, async () => {
    const secret = user.totpSecret ? openSecret(services.config.sessionSecret, user.totpSecret) : null;
    unreadable = user.totpSecret !== null && secret === null;
    const step = secret ? stepOfCode(totpFor(secret, user.email), input.code) : null;
    if (step !== null) return acceptTotpStep(services.db, user.id, step);
    method = "recovery-code";
    return normaliseRecoveryCode(input.code).length === 10 && spendRecoveryCode(services.db, user.id, hashRecoveryCode(input.code));
  });
  if (outcome === "passed") return { status: "ok", method };
  if (outcome === "failed") {
    await recordAudit(services.db, { id: user.id, email: user.email, ip: input.ip }, { action: "auth.login_failed", entity: "user", entityId: user.id, detail: { reason: unreadable ? "second-factor-unreadable" : "second-factor" } });
    if (unreadable) {
      services.log.error({ event: "two_factor.unreadable", userId: user.id }, "this account's two-factor secret cannot be read with the site key (SESSION_SECRET changed, or a restore without the old key)");
      return { status: "unreadable-secret" };
    }
  }
  return { status: outcome === "rate-limited" ? "rate-limited" : "invalid" };
}

/** Accounts with two-factor sign-in, and those whose stored secret the site key cannot open. */
export async function checkTwoFactorSecrets(services: Pick<AppServices, "db" | "config">): Promise<{ enrolled: number; unreadable: string[] }> {
  const rows = await services.db.selectFrom("users").select(["email", "totpSecret"]).where("totpSecret", "is not", null).execute();
  const unreadable = rows.filter((row) => openSecret(services.config.sessionSecret, row.totpSecret!) === null).map((row) => row.email);
  return { enrolled: rows.length, unreadable };
}
