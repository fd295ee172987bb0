import type { Logger } from "pino";
import type { AppServices } from "../services.server";
import { recordAudit } from "../repos/audit.server";
import { findUserByEmail, findUserById, normaliseEmail, recordLogin } from "../repos/users.server";
import type { KnownDevice } from "./device-cookie.server";
import { keyedHash } from "./keys.server";
import { decoyPasswordHash, verifyPassword } from "./password.server";
import { startSession } from "./session.server";
import { throttledAttempt } from "./sign-in-throttle.server";

export { FAILURE_WINDOW_MS, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_DEVICE, MAX_FAILURES_PER_IP } from "./sign-in-throttle.server";

/**
 * How the audit trail names the e-mail of a failed sign-in: as typed when it names an account; else
 * (a typo, a guess, or a password typed into the wrong box) only a keyed hash, so the trail does not
 * keep what strangers type, and a dump without the site key cannot reverse it, while repeated tries
 * of the same text still show as the same value.
 */
export function auditEmailOf(services: AppServices, typed: string, account: { email: string } | undefined): string {
  return account ? account.email : `unknown:${keyedHash(services.config.sessionSecret, "audit-email", typed)}`;
}

export type LoginResult =
  | { status: "ok"; userId: string; needsSecondFactor: boolean }
  | { status: "rate-limited" }
  | { status: "invalid" }
  | { status: "not-admin" }
  | { status: "disabled" };

/** The first step of signing in: the password. No session starts here (see completeSignIn). */
export async function attemptLogin(
  services: AppServices,
  /** device: this browser's device cookie (readDeviceCookie), which keeps its own allowance */
  input: { email: string; password: string; ip: string; device?: KnownDevice | null },
  log: Logger,
): Promise<LoginResult> {
  const { db } = services;
  const email = normaliseEmail(input.email);
  const user = await findUserByEmail(db, email);
  const outcome = await throttledAttempt(services, { ip: input.ip, email, account: user ?? null, device: input.device }, async () =>
    verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password),
  );
  if (outcome === "rate-limited") return { status: "rate-limited" };
  const failed = async (reason: string) =>
    recordAudit(db, { id: user?.id ?? null, email: auditEmailOf(services, email, user), ip: input.ip }, { action: "auth.login_failed", entity: "user", entityId: user?.id ?? null, detail: { reason } });
  if (outcome === "failed" || !user) {
    log.warn({ event: "login.failed", ip: input.ip }, "login failed");
    await failed("password");
    return { status: "invalid" };
  }
  if (user.isAdmin !== 1) {
    await failed("not-admin");
    return { status: "not-admin" };
  }
  if (user.disabledAt !== null) {
    await failed("disabled");
    return { status: "disabled" };
  }
  return { status: "ok", userId: user.id, needsSecondFactor: user.totpSecret !== null };
}

/**
 * Starts the session once every step is passed: lastLogin and the audit event are written
 * together, then the session row. Answers the Set-Cookie header, or null if the account was
 * disabled (or demoted) between the steps.
 */
export async function completeSignIn(
  services: AppServices,
  request: Request,
  userId: string,
  input: { ip: string; method: "password" | "totp" | "recovery-code" },
  log: Logger,
): Promise<string | null> {
  const signedIn = await services.db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user || user.isAdmin !== 1 || user.disabledAt !== null) return null;
    await recordLogin(trx, userId);
    await recordAudit(trx, { id: user.id, email: user.email, ip: input.ip }, { action: "auth.login", entity: "user", entityId: user.id, detail: { method: input.method } });
    return user;
  });
  if (!signedIn) return null;
  log.info({ event: "login.ok", userId, ip: input.ip, method: input.method }, "admin signed in");
  return startSession(services, request, userId, input.ip);
}
