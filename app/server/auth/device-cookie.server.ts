import { createHash, randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { findUserById } from "../repos/users.server";
import type { AppServices } from "../services.server";
import { keyFor } from "./keys.server";
import { isHttps } from "./session.server";

/*
 * OWASP's device cookies: a browser that completed a sign-in to an account carries a signed cookie
 * naming that account and a random nonce. Its failed sign-ins to that account count against its own
 * allowance, not against the address or the account, so strangers' guessing (which locks out only
 * browsers the account does not know) never stops the owner's browser. A new nonce is issued at
 * every sign-in.
 */
export const DEVICE_COOKIE_MS = 180 * 24 * 60 * 60 * 1000;
const COOKIE_NAME = "cw_device";

/** A browser as the throttle knows it: the account it signed in to, and the hash of its nonce. */
export interface KnownDevice {
  userId: string;
  id: string;
  /** passwordCheckOf the password hash the cookie was issued under */
  passwordCheck: string;
}

export const passwordCheckOf = (passwordHash: string): string => createHash("sha256").update(passwordHash).digest("hex").slice(0, 16);

function deviceCookie(services: AppServices, request: Request) {
  return createCookie(COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(services, request),
    path: "/admin",
    secrets: [keyFor(services.config.sessionSecret, "device-cookie").toString("base64url")],
  });
}

const deviceIdOf = (nonce: string): string => createHash("sha256").update(nonce).digest("hex").slice(0, 32);

/** The Set-Cookie header that marks this browser as known to the account. */
export async function issueDeviceCookie(services: AppServices, request: Request, userId: string): Promise<string> {
  const user = await findUserById(services.db, userId);
  const nonce = randomBytes(16).toString("base64url");
  return deviceCookie(services, request).serialize({ userId, nonce, check: passwordCheckOf(user?.passwordHash ?? "") }, { maxAge: DEVICE_COOKIE_MS / 1000 });
}

/** The browser's device cookie when it carries a valid one (any account), else null. */
export async function readDeviceCookie(services: AppServices, request: Request): Promise<KnownDevice | null> {
  const header = request.headers.get("cookie");
  if (!header?.includes(COOKIE_NAME)) return null;
  const value: unknown = await deviceCookie(services, request).parse(header);
  if (typeof value !== "object" || value === null) return null;
  const { userId, nonce, check } = value as { userId?: unknown; nonce?: unknown; check?: unknown };
  if (typeof userId !== "string" || typeof nonce !== "string" || typeof check !== "string" || nonce.length < 16) return null;
  return { userId, id: deviceIdOf(nonce), passwordCheck: check };
}
