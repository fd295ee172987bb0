import type { Kysely } from "kysely";
import type { Database, Timestamp } from "../db/schema.server";

export interface SessionRecord {
  id: string;
  userId: string;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  expiresAt: Timestamp;
}

export async function insertSession(
  db: Kysely<Database>,
  session: SessionRecord & { ip: string | null; userAgent: string | null },
): Promise<void> {
  await db.insertInto("sessions").values(session).execute();
}

/** The session and its user, in one query: every guarded request makes it. */
export async function findSessionWithUser(db: Kysely<Database>, id: string) {
  return db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.userId")
    .select([
      "sessions.id as id",
      "sessions.userId as userId",
      "sessions.createdAt as createdAt",
      "sessions.lastSeenAt as lastSeenAt",
      "sessions.expiresAt as expiresAt",
      "users.email as email",
      "users.isAdmin as isAdmin",
      "users.role as role",
      "users.disabledAt as disabledAt",
    ])
    .where("sessions.id", "=", id)
    .executeTakeFirst();
}

export async function touchSession(db: Kysely<Database>, id: string, lastSeenAt: Timestamp): Promise<void> {
  await db.updateTable("sessions").set({ lastSeenAt }).where("id", "=", id).execute();
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", id).execute();
}

/** Ends every session of the account, or every one but `exceptId` (the session making the change). */
export async function deleteSessionsOfUser(db: Kysely<Database>, userId: string, exceptId?: string): Promise<void> {
  let query = db.deleteFrom("sessions").where("userId", "=", userId);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  await query.execute();
}

/** Removes sessions past their absolute end or idle for longer than the idle limit. */
export async function deleteDeadSessions(
  db: Kysely<Database>,
  now: Timestamp,
  idleCutoff: Timestamp,
): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expiresAt", "<=", now), eb("lastSeenAt", "<=", idleCutoff)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
