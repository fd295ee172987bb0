import type { Kysely } from "kysely";
import { newId } from "../db/ids.server";
import { inTransaction } from "../db/transactions.server";
import type { AuditEvent, Database } from "../db/schema.server";

/** Who did it: a signed-in administrator, or the system itself (automatic removals). */
export interface AuditActor {
  id: string | null;
  email: string | null;
  ip?: string | null;
}

export const SYSTEM_ACTOR: AuditActor = { id: null, email: null, ip: null };

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | null;
  /** small facts that explain the change; never the content of erased personal data */
  detail?: Record<string, unknown>;
}

let lastAt = 0;

/**
 * The time of an event: never equal to or before the previous one of this process, so that events
 * written in the same millisecond still read back in the order they happened.
 */
function nextEventTime(): string {
  lastAt = Math.max(Date.now(), lastAt + 1);
  return new Date(lastAt).toISOString();
}

/**
 * Records one audit event. Pass the transaction the change runs in, so that the change and its
 * record are written together or not at all.
 */
export async function recordAudit(db: Kysely<Database>, actor: AuditActor, entry: AuditEntry): Promise<AuditEvent> {
  const event: AuditEvent = {
    id: newId(),
    at: nextEventTime(),
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    detail: entry.detail ? JSON.stringify(entry.detail) : null,
    ip: actor.ip ?? null,
  };
  await db.insertInto("auditEvents").values(event).execute();
  return event;
}

/** The administrator behind a request, as the audit trail names them. */
export function actorOf(user: { userId: string; email: string }, clientIp: string | null): AuditActor {
  return { id: user.userId, email: user.email, ip: clientIp };
}

/**
 * A change and its audit record in one transaction: `write` gets the transaction to write through,
 * and the entry (or a function of what `write` returned, e.g. a new record's id) is recorded after it.
 * Repositories that open their own transaction join this one (inTransaction).
 */
export async function auditedWrite<T>(
  db: Kysely<Database>,
  actor: AuditActor,
  entry: AuditEntry | ((result: T) => AuditEntry | null),
  write: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    const result = await write(trx);
    const resolved = typeof entry === "function" ? entry(result) : entry;
    if (resolved) await recordAudit(trx, actor, resolved);
    return result;
  });
}

export interface AuditFilter {
  /** the kind of record, e.g. "blog", "user", "settings" */
  entity?: string;
  /** the actor's e-mail (exact, case-insensitive) */
  actor?: string;
  /** ISO instants, from inclusive, to exclusive */
  from?: string;
  to?: string;
}

export interface AuditCursor {
  at: string;
  id: string;
}

/** Newest first, one page after `cursor` (keyset pagination on (at, id): no OFFSET scan). */
export async function listAuditEvents(db: Kysely<Database>, filter: AuditFilter, options: { limit: number; before?: AuditCursor }): Promise<AuditEvent[]> {
  let query = db.selectFrom("auditEvents").selectAll();
  if (filter.entity) query = query.where("entity", "=", filter.entity);
  if (filter.actor) query = query.where("actorEmail", "=", filter.actor.toLowerCase());
  if (filter.from) query = query.where("at", ">=", filter.from);
  if (filter.to) query = query.where("at", "<", filter.to);
  const before = options.before;
  if (before) query = query.where((eb) => eb.or([eb("at", "<", before.at), eb.and([eb("at", "=", before.at), eb("id", "<", before.id)])]));
  return query.orderBy("at", "desc").orderBy("id", "desc").limit(options.limit).execute();
}
