import { stringify } from "csv-stringify/sync";
import { sql } from "kysely";
import { neutraliseFormula } from "../../domain/inbox-filter";
import { SUBSCRIBER_SEARCH_MAX, type SendProgress, type SubscriberCounts } from "../../domain/newsletter";
import { newId, nowIso } from "../db/ids.server";
import type { Database, Subscriber, SubscriberStatus } from "../db/schema.server";
import type { Kysely } from "kysely";
import { recordAudit, type AuditActor } from "../repos/audit.server";
import { isUniqueViolation } from "../repos/blogs.server";
import type { AppServices } from "../services.server";

/*
 * /admin/subscribers (decision 0045): the list with a search, the counts, a CSV export, erasing one
 * address (DPDP), and the progress of every send. Every change is in the audit trail, which names a
 * subscriber by id, never by address: an erased address must not live on in the trail.
 */

export const SUBSCRIBERS_PAGE_SIZE = 100;

export interface SubscriberFilter {
  q: string;
  status: SubscriberStatus | null;
}

const statuses: readonly SubscriberStatus[] = ["pending", "confirmed", "unsubscribed"];

export function parseSubscriberFilter(search: URLSearchParams): SubscriberFilter {
  const q = (search.get("q") ?? "").trim().toLowerCase().slice(0, SUBSCRIBER_SEARCH_MAX);
  const status = search.get("status");
  return { q, status: statuses.includes(status as SubscriberStatus) ? (status as SubscriberStatus) : null };
}

/** LIKE's own characters typed in a search match themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtered(db: Kysely<Database>, filter: SubscriberFilter) {
  let query = db.selectFrom("newsletterSubscribers");
  if (filter.q) query = query.where(sql<boolean>`email_key like ${likePattern(filter.q)} escape '\\'`);
  if (filter.status) query = query.where("status", "=", filter.status);
  return query;
}

export async function countSubscribers(db: Kysely<Database>): Promise<SubscriberCounts> {
  const rows = await db
    .selectFrom("newsletterSubscribers")
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy("status")
    .execute();
  const counts: SubscriberCounts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status] = Number(row.n);
  return counts;
}

export async function listSendProgress(db: Kysely<Database>, limit = 20): Promise<SendProgress[]> {
  const rows = await db
    .selectFrom("newsletterSends as s")
    .innerJoin("blogs as b", "b.id", "s.blogId")
    .leftJoin("newsletterDeliveries as d", "d.sendId", "s.id")
    .select((eb) => [
      "s.id",
      "b.title as blogTitle",
      "s.createdAt",
      "s.notBefore",
      eb.fn.sum<number | string>(sql`case when d.status in ('queued', 'sending') then 1 else 0 end`).as("queued"),
      eb.fn.sum<number | string>(sql`case when d.status = 'sent' then 1 else 0 end`).as("sent"),
      eb.fn.sum<number | string>(sql`case when d.status = 'failed' then 1 else 0 end`).as("failed"),
    ])
    .groupBy(["s.id", "b.title", "s.createdAt", "s.notBefore"])
    .orderBy("s.createdAt", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, queued: Number(row.queued ?? 0), sent: Number(row.sent ?? 0), failed: Number(row.failed ?? 0) }));
}

export async function loadSubscribersScreen(services: AppServices, search: URLSearchParams) {
  const filter = parseSubscriberFilter(search);
  const [rows, counts, sends] = await Promise.all([
    filtered(services.db, filter)
      .select(["id", "email", "status", "locale", "createdAt", "confirmedAt", "unsubscribedAt"])
      .orderBy("createdAt", "desc")
      .limit(SUBSCRIBERS_PAGE_SIZE + 1)
      .execute(),
    countSubscribers(services.db),
    listSendProgress(services.db),
  ]);
  return { filter, counts, sends, subscribers: rows.slice(0, SUBSCRIBERS_PAGE_SIZE), more: rows.length > SUBSCRIBERS_PAGE_SIZE };
}

/** The export: every subscriber the filter finds, as CSV (a formula-looking cell is made harmless). */
export async function subscribersCsv(services: AppServices, search: URLSearchParams): Promise<string> {
  const rows: Pick<Subscriber, "email" | "status" | "locale" | "createdAt" | "consentAt" | "noticeVersion" | "confirmedAt" | "unsubscribedAt">[] = await filtered(
    services.db,
    parseSubscriberFilter(search),
  )
    .select(["email", "status", "locale", "createdAt", "consentAt", "noticeVersion", "confirmedAt", "unsubscribedAt"])
    .orderBy("createdAt")
    .execute();
  const header = ["E-mail", "Status", "Language", "Signed up (UTC)", "Consent (UTC)", "Notice version", "Confirmed (UTC)", "Unsubscribed (UTC)"];
  const body = rows.map((row) =>
    [row.email, row.status, row.locale, row.createdAt, row.consentAt, row.noticeVersion, row.confirmedAt ?? "", row.unsubscribedAt ?? ""].map(neutraliseFormula),
  );
  return `\uFEFF${stringify([header, ...body])}`;
}

/** Erases one address and everything kept about it (its deliveries go with it); the trail keeps only the id. */
export async function eraseSubscriber(services: AppServices, id: string, actor: AuditActor): Promise<boolean> {
  return services.db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom("newsletterSubscribers").select(["id", "status"]).where("id", "=", id).executeTakeFirst();
    if (!found) return false;
    await trx.deleteFrom("newsletterDeliveries").where("subscriberId", "=", id).execute();
    await trx.deleteFrom("newsletterSubscribers").where("id", "=", id).execute();
    await recordAudit(trx, actor, { action: "subscriber.erase", entity: "subscriber", entityId: id, detail: { status: found.status } });
    return true;
  });
}

/**
 * Queues a post for every address confirmed now: one INSERT … SELECT, whose key (send, subscriber)
 * makes a second row for an address impossible. Sent when the post is public (`notBefore`).
 */
export async function queueSend(db: Kysely<Database>, input: { blogId: string; subject: string; notBefore: string; actor: AuditActor }): Promise<{ id: string; queued: number }> {
  const id = newId();
  const at = nowIso();
  await db.insertInto("newsletterSends").values({ id, blogId: input.blogId, subject: input.subject, notBefore: input.notBefore, createdAt: at, createdBy: input.actor.id }).execute();
  const result = await db
    .insertInto("newsletterDeliveries")
    .columns(["sendId", "subscriberId", "status", "attempts", "nextAttemptAt"])
    .expression((eb) =>
      eb
        .selectFrom("newsletterSubscribers")
        .select([sql<string>`${id}`.as("sendId"), "id", sql.lit("queued").as("status"), sql.lit(0).as("attempts"), sql<string>`${input.notBefore}`.as("nextAttemptAt")])
        .where("status", "=", "confirmed"),
    )
    .executeTakeFirst();
  const queued = Number(result.numInsertedOrUpdatedRows ?? 0);
  await recordAudit(db, input.actor, { action: "newsletter.send", entity: "subscriber", entityId: id, detail: { blogId: input.blogId, queued } });
  return { id, queued };
}

/**
 * The blog editor's choice: e-mail a Published post (now, or when its scheduled time comes) to the
 * confirmed subscribers. A post is sent once at most (a unique send per post).
 */
export async function sendPostToSubscribers(services: AppServices, blogId: string, actor: AuditActor): Promise<"queued" | "already" | "not-published"> {
  const blog = await services.db.selectFrom("blogs").select(["id", "title", "status", "publishAt"]).where("id", "=", blogId).executeTakeFirst();
  if (!blog || blog.status !== "Published") return "not-published";
  try {
    await services.db.transaction().execute((trx) => queueSend(trx, { blogId, subject: blog.title, notBefore: blog.publishAt ?? nowIso(), actor }));
  } catch (error) {
    if (isUniqueViolation(error)) return "already";
    throw error;
  }
  await services.bus.publish({ type: "newsletter.queued" }).catch(() => {});
  return "queued";
}
