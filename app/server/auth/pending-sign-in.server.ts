import { createCookie } from "react-router";
import type { AppServices } from "../services.server";

/*
 * Between the password and the two-factor code the visitor is half signed in: a signed cookie that
 * names the account and a deadline, and grants nothing else (no session exists yet). It is HttpOnly,
 * lives five minutes, and is cleared when the second step succeeds.
 */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;
const COOKIE_NAME = "cw_pending_sign_in";

function pendingCookie(services: AppServices, request: Request) {
  return createCookie(COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:" || services.config.publicUrl.startsWith("https:"),
    path: "/admin",
    // its own secret, derived by prefix, so a session cookie can never pass for this one or back
    secrets: [`pending-sign-in:${services.config.sessionSecret}`],
  });
}

export async function startPendingSignIn(services: AppServices, request: Request, userId: string): Promise<string> {
  return pendingCookie(services, request).serialize({ userId, until: Date.now() + PENDING_SIGN_IN_MS }, { maxAge: PENDING_SIGN_IN_MS / 1000 });
}

/** The account waiting for its second step, or null when there is none or its time is up. */
export async function readPendingSignIn(services: AppServices, request: Request): Promise<string | null> {
  const header = request.headers.get("cookie");
  if (!header?.includes(COOKIE_NAME)) return null;
  const value: unknown = await pendingCookie(services, request).parse(header);
  if (typeof value !== "object" || value === null) return null;
  const { userId, until } = value as { userId?: unknown; until?: unknown };
  if (typeof userId !== "string" || typeof until !== "number" || until <= Date.now()) return null;
  return userId;
}

export async function clearPendingSignIn(services: AppServices, request: Request): Promise<string> {
  return pendingCookie(services, request).serialize("", { maxAge: 0 });
}
