import { sql, type Kysely } from "kysely";
import type { Engine } from "../db/database.server";
import { newId, nowIso } from "../db/ids.server";
import type { Database } from "../db/schema.server";

/*
 * The outbox of e-mail notices. A notice row is written in the same transaction as its message,
 * so a stored message always has its notice and a notice never exists without its message; the
 * worker (notice-worker.server.ts) sends them later, whatever the mail server is doing.
 */

export const MAX_MAIL_ATTEMPTS = 8;
/** the longest wait between two attempts */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
/** how long a claimed notice is reserved for its sender before another may take it (a crash mid-send) */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;

/**
 * Runs `store` (which writes the message) in a transaction and, when notices are on, queues the
 * message's notice in the same transaction.
 */
export async function storeWithNotice<T extends { id: string }>(
  services: { db: Kysely<Database>; config: { smtpUrl: string | undefined } },
  store: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return services.db.transaction().execute(async (trx) => {
    const stored = await store(trx);
    if (services.config.smtpUrl) await queueNotice(trx, stored.id);
    return stored;
  });
}

export async function queueNotice(db: Kysely<Database>, contactId: string, at = nowIso()): Promise<void> {
  await db.insertInto("mailOutbox").values({ id: newId(), contactId, status: "pending", attempts: 0, nextAttemptAt: at, lastError: null, createdAt: at, sentAt: null }).execute();
}

export interface ClaimedNotice {
  id: string;
  contactId: string;
  /** including this one */
  attempts: number;
}

/**
 * Takes up to `limit` due notices for this sender: they become invisible to other senders for
 * the lease. On PostgreSQL, rows another instance is claiming at this very moment are skipped
 * (FOR UPDATE SKIP LOCKED), so two instances never take the same notice; SQLite runs writes one
 * at a time, so the same statement is already exclusive there.
 */
export async function claimDueNotices(db: Kysely<Database>, engine: Engine, now: Date, limit: number): Promise<ClaimedNotice[]> {
  const lockClause = engine === "postgres" ? sql`for update skip locked` : sql``;
  const result = await sql<ClaimedNotice>`
    update mail_outbox
    set next_attempt_at = ${new Date(now.getTime() + CLAIM_LEASE_MS).toISOString()}, attempts = attempts + 1
    where id in (
      select id from mail_outbox
      where status = 'pending' and next_attempt_at <= ${now.toISOString()}
      order by next_attempt_at
      limit ${limit}
      ${lockClause}
    )
    returning id, contact_id as "contactId", attempts`.execute(db);
  return result.rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
}

export async function markNoticeSent(db: Kysely<Database>, id: string, at: Date): Promise<void> {
  await db.updateTable("mailOutbox").set({ status: "sent", sentAt: at.toISOString(), lastError: null }).where("id", "=", id).execute();
}

/** the wait after the given number of failed attempts: base, 2×base, 4×base … capped */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/** A failed attempt: try again later, or give up ("dead", shown to administrators) after the last one. */
export async function markNoticeFailed(db: Kysely<Database>, notice: ClaimedNotice, error: string, now: Date, baseMs: number): Promise<void> {
  const dead = notice.attempts >= MAX_MAIL_ATTEMPTS;
  await db
    .updateTable("mailOutbox")
    .set({
      status: dead ? "dead" : "pending",
      lastError: error.slice(0, 500),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(notice.attempts, baseMs)).toISOString(),
    })
    .where("id", "=", notice.id)
    .execute();
}

export async function countDeadMail(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("mailOutbox").select((eb) => eb.fn.countAll<number>().as("n")).where("status", "=", "dead").executeTakeFirstOrThrow();
  return Number(row.n);
}
