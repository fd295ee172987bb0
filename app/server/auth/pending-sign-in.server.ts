import { randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import type { AppServices } from "../services.server";
import { findUserById } from "../repos/users.server";
import { keyFor } from "./keys.server";
import { hashToken, isHttps } from "./session.server";

/*
 * Between the password and the two-factor code the visitor is half signed in. The server keeps a
 * record of it (pending_sign_ins): the account, a check of the password hash the password step
 * passed against, a deadline and a count of wrong codes. The cookie holds only a random token that
 * names the record (the table keeps its SHA-256), so neither a cookie signed with the site key nor
 * a copy of the database can open the second step without the password. The record is single-use:
 * consumed by the sign-in it completes, void after five minutes, after five wrong codes, and as
 * soon as the account's password changes.
 */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;
export const MAX_CODES_PER_PENDING_SIGN_IN = 5;
const COOKIE_NAME = "cw_pending_sign_in";

export interface PendingSignIn {
  /** the record's id (the token's hash) */
  id: string;
  userId: string;
}

function pendingCookie(services: AppServices, request: Request) {
  return createCookie(COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(services, request),
    path: "/admin",
    // its own key, so a session cookie can never pass for this one or back
    secrets: [keyFor(services.config.sessionSecret, "pending-sign-in-cookie").toString("base64url")],
  });
}


/** Opens the second step for an account whose password was just checked; answers its Set-Cookie header. */
export async function startPendingSignIn(services: AppServices, request: Request, userId: string): Promise<string> {
  const user = await findUserById(services.db, userId);
  if (!user) throw new Error(`no account ${userId}`);
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await services.db.deleteFrom("pendingSignIns").where("expiresAt", "<=", new Date(now).toISOString()).execute();
  await services.db
    .insertInto("pendingSignIns")
    .values({
      id: hashToken(token),
      userId,
      passwordCheck: hashToken(user.passwordHash),
      failures: 0,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + PENDING_SIGN_IN_MS).toISOString(),
    })
    .execute();
  return pendingCookie(services, request).serialize(token, { maxAge: PENDING_SIGN_IN_MS / 1000 });
}

/** The half-done sign-in this browser may finish, or null when there is none, or it is used, expired or void. */
export async function readPendingSignIn(services: AppServices, request: Request): Promise<PendingSignIn | null> {
  const header = request.headers.get("cookie");
  if (!header?.includes(COOKIE_NAME)) return null;
  const token: unknown = await pendingCookie(services, request).parse(header);
  if (typeof token !== "string" || token.length < 32) return null;
  const record = await services.db
    .selectFrom("pendingSignIns")
    .innerJoin("users", "users.id", "pendingSignIns.userId")
    .select(["pendingSignIns.id", "pendingSignIns.userId", "pendingSignIns.passwordCheck", "pendingSignIns.failures", "pendingSignIns.expiresAt", "users.passwordHash"])
    .where("pendingSignIns.id", "=", hashToken(token))
    .executeTakeFirst();
  if (!record) return null;
  const live =
    Date.parse(record.expiresAt) > Date.now() && record.failures < MAX_CODES_PER_PENDING_SIGN_IN && record.passwordCheck === hashToken(record.passwordHash);
  if (!live) {
    await services.db.deleteFrom("pendingSignIns").where("id", "=", record.id).execute();
    return null;
  }
  return { id: record.id, userId: record.userId };
}

/** Takes the record for the sign-in it completes: true for exactly one caller, however many arrive together. */
export async function consumePendingSignIn(services: AppServices, pending: PendingSignIn): Promise<boolean> {
  const result = await services.db.deleteFrom("pendingSignIns").where("id", "=", pending.id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Counts a wrong code against the record (five make it void). */
export async function notePendingSignInFailure(services: AppServices, pending: PendingSignIn): Promise<void> {
  await services.db
    .updateTable("pendingSignIns")
    .set((eb) => ({ failures: eb("failures", "+", 1) }))
    .where("id", "=", pending.id)
    .execute();
}

export async function clearPendingSignIn(services: AppServices, request: Request): Promise<string> {
  return pendingCookie(services, request).serialize("", { maxAge: 0 });
}
