import type { Kysely } from "kysely";
import { newId, nowIso } from "../db/ids.server";
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

/**
 * Records one audit event. Pass the transaction the change runs in, so that the change and its
 * record are written together or not at all.
 */
export async function recordAudit(db: Kysely<Database>, actor: AuditActor, entry: AuditEntry): Promise<AuditEvent> {
  const event: AuditEvent = {
    id: newId(),
    at: nowIso(),
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
