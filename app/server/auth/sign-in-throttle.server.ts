import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { countFailuresForEmail, countFailuresFromIp, deleteLoginFailure, recordLoginFailure } from "../repos/login-failures.server";

/*
 * Sign-in throttling is kept in the database so that it holds across instances: five failures from
 * one address within an hour, and the next attempt is refused whatever e-mail it tries; an account
 * takes at most 100 failures an hour, whatever addresses they come from. Passwords and two-factor
 * codes count together: a wrong code is a failed sign-in like a wrong password.
 */
export const MAX_FAILURES_PER_IP = 5;
export const MAX_FAILURES_PER_ACCOUNT = 100;
export const FAILURE_WINDOW_MS = 60 * 60 * 1000;

/**
 * Runs `check` (a password or code comparison) unless the limit is reached. The attempt counts as a
 * failure until `check` succeeds, so that many requests sent at once cannot all pass the limit
 * before any of them is recorded.
 */
export async function throttledAttempt(
  db: Kysely<Database>,
  who: { ip: string; email: string },
  check: () => Promise<boolean>,
): Promise<"rate-limited" | "failed" | "passed"> {
  const since = new Date(Date.now() - FAILURE_WINDOW_MS).toISOString();
  const overLimit = async (allowed: { ip: number; account: number }) =>
    (await countFailuresFromIp(db, who.ip, since)) > allowed.ip || (await countFailuresForEmail(db, who.email, since)) > allowed.account;
  if (await overLimit({ ip: MAX_FAILURES_PER_IP - 1, account: MAX_FAILURES_PER_ACCOUNT - 1 })) return "rate-limited";
  const attemptId = await recordLoginFailure(db, { ip: who.ip, email: who.email, at: new Date().toISOString() });
  if (await overLimit({ ip: MAX_FAILURES_PER_IP, account: MAX_FAILURES_PER_ACCOUNT })) return "rate-limited";
  if (!(await check())) return "failed";
  await deleteLoginFailure(db, attemptId);
  return "passed";
}
