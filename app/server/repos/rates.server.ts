import type { Kysely } from "kysely";
import { nowIso } from "../db/ids.server";
import type { Database, Rate } from "../db/schema.server";

export async function listRates(db: Kysely<Database>): Promise<Rate[]> {
  return db.selectFrom("rates").selectAll().orderBy("currency", "asc").execute();
}

/** Inserts or replaces the given rates in one transaction; other currencies keep theirs. */
export async function saveRates(
  db: Kysely<Database>,
  rows: { currency: string; unitsPerEur: number; source: string; asOf: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  const updatedAt = nowIso();
  await db.transaction().execute(async (trx) => {
    for (const row of rows) {
      await trx
        .insertInto("rates")
        .values({ ...row, updatedAt })
        .onConflict((oc) => oc.column("currency").doUpdateSet({ unitsPerEur: row.unitsPerEur, source: row.source, asOf: row.asOf, updatedAt }))
        .execute();
    }
  });
}
