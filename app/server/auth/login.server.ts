import type { Logger } from "pino";
import type { AppServices } from "../services.server";
import {
  countFailuresForEmail,
  countFailuresFromIp,
  deleteLoginFailure,
  recordLoginFailure,
} from "../repos/login-failures.server";
import { findUserByEmail, normaliseEmail, recordLogin } from "../repos/users.server";
import { decoyPasswordHash, verifyPassword } from "./password.server";

/*
 * Login throttling is kept in the database so that it holds across instances: five failures from
 * one address within an hour, and the next attempt is refused whatever e-mail it tries; an account
 * takes at most 100 failures an hour, whatever addresses they come from.
 */
export const MAX_FAILURES_PER_IP = 5;
export const MAX_FAILURES_PER_ACCOUNT = 100;
export const FAILURE_WINDOW_MS = 60 * 60 * 1000;

export type LoginResult =
  | { status: "ok"; userId: string }
  | { status: "rate-limited" }
  | { status: "invalid" }
  | { status: "not-admin" };

export async function attemptLogin(
  services: AppServices,
  input: { email: string; password: string; ip: string },
  log: Logger,
): Promise<LoginResult> {
  const { db } = services;
  const email = normaliseEmail(input.email);
  const since = new Date(Date.now() - FAILURE_WINDOW_MS).toISOString();
  const overLimit = async (allowed: { ip: number; account: number }) =>
    (await countFailuresFromIp(db, input.ip, since)) > allowed.ip ||
    (await countFailuresForEmail(db, email, since)) > allowed.account;
  if (await overLimit({ ip: MAX_FAILURES_PER_IP - 1, account: MAX_FAILURES_PER_ACCOUNT - 1 })) return { status: "rate-limited" };

  // The attempt counts as a failure until the password is proven, so that many requests sent at
  // once cannot all pass the check above before any of them is recorded.
  const attemptId = await recordLoginFailure(db, { ip: input.ip, email, at: new Date().toISOString() });
  if (await overLimit({ ip: MAX_FAILURES_PER_IP, account: MAX_FAILURES_PER_ACCOUNT })) return { status: "rate-limited" };

  const user = await findUserByEmail(db, email);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !passwordMatches) {
    log.warn({ event: "login.failed", ip: input.ip }, "login failed");
    return { status: "invalid" };
  }
  await deleteLoginFailure(db, attemptId);
  if (user.isAdmin !== 1) return { status: "not-admin" };
  await recordLogin(db, user.id);
  log.info({ event: "login.ok", userId: user.id, ip: input.ip }, "admin signed in");
  return { status: "ok", userId: user.id };
}
