import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import { fallbackSiteSettings } from "../../domain/site-settings";
import type { Database } from "../db/schema.server";
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from "../repos/audit.server";
import { deletePersonMessages, listPersonMessages } from "../repos/messages-inbox.server";
import { findSiteSettings } from "../repos/settings.server";
import type { AppServices } from "../services.server";
import { personKeyFrom, type PersonKey } from "./contact-keys.server";
import { publishMessagesChanged } from "./inbox.server";

/*
 * India's DPDP Act: a person may ask what we hold about them and ask us to erase it, and we keep
 * messages no longer than needed. The audit trail records that an erasure or a removal happened
 * and how much went, never what was erased: the person appears only as a salted hash, so the same
 * person's requests can be told apart from others' without the trail naming anyone.
 */

export function personHash(services: AppServices, key: PersonKey): string {
  return createHmac("sha256", services.config.sessionSecret).update(`${key.kind}:${key.canonical}`).digest("hex").slice(0, 32);
}

export async function findPersonMessages(services: AppServices, input: string) {
  const key = personKeyFrom(input);
  return { key, messages: key ? await listPersonMessages(services.db, key) : [] };
}

/** Erases every message of one person and their e-mail notices, with its audit record, together. */
export async function erasePerson(services: AppServices, actor: AuditActor, key: PersonKey): Promise<number> {
  const ids = await services.db.transaction().execute(async (trx) => {
    const erased = await deletePersonMessages(trx, key);
    await recordAudit(trx, actor, {
      action: "contact.erase",
      entity: "contact",
      detail: { messages: erased.length, key: key.kind, personHash: personHash(services, key) },
    });
    return erased;
  });
  // open dashboards drop them; a bulk erasure needs only one reload
  for (const id of ids.slice(0, 20)) await services.bus.publish({ type: "contact.deleted", id }).catch(() => undefined);
  await publishMessagesChanged(services);
  return ids.length;
}

const REMOVAL_BATCH = 1_000;

/** the first instant that is still kept: `months` calendar months before now (UTC) */
export function retentionCutoff(now: Date, months: number): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

async function removeBatchOlderThan(db: Kysely<Database>, cutoff: string, months: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ids = (await trx.selectFrom("contacts").select("id").where("createdAt", "<", cutoff).limit(REMOVAL_BATCH).execute()).map((row) => row.id);
    if (ids.length === 0) return 0;
    await trx.deleteFrom("mailOutbox").where("contactId", "in", ids).execute();
    const result = await trx.deleteFrom("contacts").where("id", "in", ids).executeTakeFirst();
    const removed = Number(result.numDeletedRows);
    // another instance may have removed some of them a moment ago: record what this one removed
    if (removed > 0) await recordAudit(trx, SYSTEM_ACTOR, { action: "contact.retention_removal", entity: "contact", detail: { messages: removed, retentionMonths: months, before: cutoff } });
    return removed;
  });
}

/**
 * Removes messages older than the retention period, in batches. Idempotent, and safe on two
 * instances at once: each deletes what is still there and records only what it removed.
 */
export async function removeExpiredMessages(services: AppServices, now = new Date()): Promise<number> {
  const months = ((await findSiteSettings(services.db)) ?? fallbackSiteSettings).messageRetentionMonths;
  const cutoff = retentionCutoff(now, months);
  let total = 0;
  for (;;) {
    const removed = await removeBatchOlderThan(services.db, cutoff, months);
    total += removed;
    if (removed < REMOVAL_BATCH) break;
  }
  if (total > 0) await publishMessagesChanged(services);
  return total;
}

const RETENTION_EVERY_MS = 6 * 60 * 60 * 1000;

/** The retention job: once at start, then every six hours. Returns what stops it. */
export function scheduleRetention(services: AppServices): () => void {
  const run = () =>
    void removeExpiredMessages(services).then(
      (removed) => removed > 0 && services.log.info({ removed }, "expired contact messages removed"),
      (error: unknown) => services.log.warn({ err: error }, "retention removal failed"),
    );
  run();
  const timer = setInterval(run, RETENTION_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
