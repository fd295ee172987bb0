import { sql, type Kysely } from "kysely";
import type { DayCount, DayWindow } from "../../domain/message-days";
import type { Database } from "../db/schema.server";

/**
 * Messages per day: one count per day's range, all in one round trip. Each count is a range scan of
 * the created_at index (contacts_created_at_desc), so the cost follows the messages of those days,
 * never the whole table.
 */
export async function countContactsPerDay(db: Kysely<Database>, windows: DayWindow[]): Promise<DayCount[]> {
  if (windows.length === 0) return [];
  const counts = windows.map(
    (window, slot) => sql`select ${sql.lit(slot)} as slot, count(*) as n from contacts where created_at >= ${window.start} and created_at < ${window.end}`,
  );
  const result = await sql<{ slot: number | string; n: number | string }>`${sql.join(counts, sql` union all `)}`.execute(db);
  const bySlot = new Map(result.rows.map((row) => [Number(row.slot), Number(row.n)]));
  return windows.map((window, slot) => ({ day: window.day, count: bySlot.get(slot) ?? 0 }));
}
