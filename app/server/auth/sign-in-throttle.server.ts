import type { AppServices } from "../services.server";
import { rateLimitKey } from "../client-address.server";
import {
  countFailuresOfDevice,
  countUnknownFailuresForAccount,
  countUnknownFailuresFromAddress,
  deleteLoginFailure,
  recordLoginFailure,
  type FailureKeys,
} from "../repos/login-failures.server";
import { passwordCheckOf, type KnownDevice } from "./device-cookie.server";
import { keyedHash } from "./keys.server";

/*
 * Sign-in throttling is kept in the database so that it holds across instances (decision 0028).
 * A browser the account does not know (no device cookie of that account) gets five failures an
 * hour per address, whatever e-mail it tries (an IPv6 /64 is one address), and all such browsers
 * together get 100 failures an hour per account; past that, unknown browsers are refused for that
 * account. A browser that signed in to the account before (its device cookie) is counted on its
 * own: ten failures an hour, whatever its address and whatever strangers do. Passwords and
 * two-factor codes count together: a wrong code is a failed sign-in like a wrong password.
 */
export const MAX_FAILURES_PER_IP = 5;
export const MAX_FAILURES_PER_ACCOUNT = 100;
export const MAX_FAILURES_PER_DEVICE = 10;
export const FAILURE_WINDOW_MS = 60 * 60 * 1000;

export interface SignInAttempt {
  ip: string;
  /** the e-mail as typed (normalised) */
  email: string;
  /** the account this attempt is for, when it exists */
  account: { id: string; passwordHash: string } | null;
  device?: KnownDevice | null;
}

/** The keys an attempt counts under. The e-mail is kept only as a keyed hash. */
export function failureKeys(services: AppServices, who: SignInAttempt): FailureKeys {
  const { device, account } = who;
  const known = device && account && device.userId === account.id && device.passwordCheck === passwordCheckOf(account.passwordHash) ? device.id : null;
  return {
    address: rateLimitKey(who.ip),
    account: keyedHash(services.config.sessionSecret, "sign-in-account", who.email),
    device: known,
  };
}

/**
 * Runs `check` (a password or code comparison) unless the limit is reached. The attempt counts as a
 * failure until `check` succeeds, so that many requests sent at once cannot all pass the limit
 * before any of them is recorded.
 */
export async function throttledAttempt(
  services: AppServices,
  who: SignInAttempt,
  check: () => Promise<boolean>,
): Promise<"rate-limited" | "failed" | "passed"> {
  const { db } = services;
  const keys = failureKeys(services, who);
  const since = new Date(Date.now() - FAILURE_WINDOW_MS).toISOString();
  // `extra` is 1 once this attempt's own row is in
  const overLimit = async (extra: number) =>
    keys.device !== null
      ? (await countFailuresOfDevice(db, keys.device, since)) > MAX_FAILURES_PER_DEVICE - 1 + extra
      : (await countUnknownFailuresFromAddress(db, keys.address, since)) > MAX_FAILURES_PER_IP - 1 + extra ||
        (await countUnknownFailuresForAccount(db, keys.account, since)) > MAX_FAILURES_PER_ACCOUNT - 1 + extra;
  if (await overLimit(0)) return "rate-limited";
  const attemptId = await recordLoginFailure(db, { ...keys, at: new Date().toISOString() });
  if (await overLimit(1)) return "rate-limited";
  if (!(await check())) return "failed";
  await deleteLoginFailure(db, attemptId);
  return "passed";
}
