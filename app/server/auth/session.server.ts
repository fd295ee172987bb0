import { createHash, randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { isRole, type Role } from "../../domain/roles";
import type { AppServices } from "../services.server";
import { recordAudit } from "../repos/audit.server";
import { deleteSession, findSessionWithUser, insertSession, touchSession } from "../repos/sessions.server";

/*
 * Sessions live in the database; the cookie holds a random 256-bit token (signed with
 * SESSION_SECRET) and the database only its SHA-256, so a leaked database cannot be replayed.
 */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so browsing does not write on every request */
const TOUCH_INTERVAL_MS = 60 * 1000;

export const SESSION_COOKIE_NAME = "cw_session";

function sessionCookie(services: AppServices, request: Request) {
  return createCookie(SESSION_COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(services, request),
    path: "/",
    secrets: [services.config.sessionSecret],
  });
}

/** Cookies are Secure when the request or the public address is https. */
export function isHttps(services: AppServices, request: Request): boolean {
  return new URL(request.url).protocol === "https:" || services.config.publicUrl.startsWith("https:");
}

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

export interface SignedInUser {
  sessionId: string;
  userId: string;
  email: string;
  /** a back-office account (any role); what it may do there is its role's */
  isAdmin: boolean;
  role: Role;
}

/** Creates a new session (a new token at every sign-in) and returns its Set-Cookie header. */
export async function startSession(
  services: AppServices,
  request: Request,
  userId: string,
  clientIp: string,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await insertSession(services.db, {
    id: hashToken(token),
    userId,
    createdAt: new Date(now).toISOString(),
    lastSeenAt: new Date(now).toISOString(),
    expiresAt: new Date(now + SESSION_MAX_MS).toISOString(),
    ip: clientIp,
    userAgent: request.headers.get("user-agent")?.slice(0, 300) ?? null,
  });
  return sessionCookie(services, request).serialize(token, { maxAge: SESSION_MAX_MS / 1000 });
}

/** The signed-in user, or null when there is no live session (expired ones are removed). */
export async function readSession(
  services: AppServices,
  request: Request,
  /** false for checks that are not the administrator's own activity (event-stream heartbeats) */
  options: { touch?: boolean } = {},
): Promise<SignedInUser | null> {
  const token = await readToken(services, request);
  if (!token) return null;
  const id = hashToken(token);
  const session = await findSessionWithUser(services.db, id);
  // A disabled account's sessions are deleted when it is disabled; this is the second lock.
  if (!session || session.disabledAt !== null) return null;
  const now = Date.now();
  const lastSeen = Date.parse(session.lastSeenAt);
  if (Date.parse(session.expiresAt) <= now || lastSeen + SESSION_IDLE_MS <= now) {
    await deleteSession(services.db, id);
    return null;
  }
  if (options.touch !== false && now - lastSeen >= TOUCH_INTERVAL_MS) await touchSession(services.db, id, new Date(now).toISOString());
  return { sessionId: id, userId: session.userId, email: session.email, isAdmin: session.isAdmin === 1, role: isRole(session.role) ? session.role : "author" };
}

/** Ends the session at once (the row is deleted) and returns the Set-Cookie header that clears it. */
export async function endSession(services: AppServices, request: Request, clientIp: string | null = null): Promise<string> {
  const token = await readToken(services, request);
  if (token) {
    const id = hashToken(token);
    await services.db.transaction().execute(async (trx) => {
      const session = await findSessionWithUser(trx, id);
      if (!session) return;
      await deleteSession(trx, id);
      await recordAudit(trx, { id: session.userId, email: session.email, ip: clientIp }, { action: "auth.logout", entity: "user", entityId: session.userId });
    });
  }
  return sessionCookie(services, request).serialize("", { maxAge: 0 });
}

async function readToken(services: AppServices, request: Request): Promise<string | null> {
  const header = request.headers.get("cookie");
  if (!header || !header.includes(SESSION_COOKIE_NAME)) return null;
  const value: unknown = await sessionCookie(services, request).parse(header);
  return typeof value === "string" && value.length >= 32 ? value : null;
}
