import { inTransaction } from "../db/transactions.server";
import { sql, type Kysely } from "kysely";
import { nowIso } from "../db/ids.server";
import type { Database, Rate } from "../db/schema.server";

export interface RateRow {
  currency: string;
  unitsPerEur: number;
  source: string;
  asOf: string;
}

export async function listRates(db: Kysely<Database>): Promise<Rate[]> {
  return db.selectFrom("rates").selectAll().orderBy("currency", "asc").execute();
}

/**
 * Inserts or replaces the given rates in one transaction; other currencies keep theirs. Assets
 * priced in dollars (`dollarPriced`) are stored per euro like the rest, so when USD changes their
 * rows are rescaled in the same transaction, from the USD rate stored at that moment, and keep
 * their dollar price (and the source and date it was set with).
 */
export async function saveRates(db: Kysely<Database>, rows: readonly RateRow[], options: { dollarPriced?: readonly string[] } = {}): Promise<void> {
  if (rows.length === 0) return;
  const updatedAt = nowIso();
  await inTransaction(db, async (trx) => {
    const usd = rows.find((row) => row.currency === "USD");
    const rescaled = (options.dollarPriced ?? []).filter((currency) => !rows.some((row) => row.currency === currency));
    if (usd && rescaled.length > 0) {
      // One statement, relative to the stored values: a price saved meanwhile is rescaled, not lost.
      await trx
        .updateTable("rates")
        .set({ unitsPerEur: sql<number>`units_per_eur * ${usd.unitsPerEur} / (select u.units_per_eur from rates u where u.currency = 'USD')` })
        .where("currency", "in", rescaled)
        .where(sql<boolean>`exists (select 1 from rates u where u.currency = 'USD')`)
        .execute();
    }
    for (const row of rows) {
      await trx
        .insertInto("rates")
        .values({ ...row, updatedAt })
        .onConflict((oc) => oc.column("currency").doUpdateSet({ unitsPerEur: row.unitsPerEur, source: row.source, asOf: row.asOf, updatedAt }))
        .execute();
    }
  });
}

/**
 * Stores an asset's dollar price as units per euro, through the USD rate read in the same
 * transaction. False when no USD rate is stored to go through.
 */
export async function saveDollarPrice(
  db: Kysely<Database>,
  price: { currency: string; usdPrice: number; source: string; asOf: string },
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const usd = await trx.selectFrom("rates").select("unitsPerEur").where("currency", "=", "USD").executeTakeFirst();
    if (!usd) return false;
    const row = { currency: price.currency, unitsPerEur: usd.unitsPerEur / price.usdPrice, source: price.source, asOf: price.asOf, updatedAt: nowIso() };
    await trx
      .insertInto("rates")
      .values(row)
      .onConflict((oc) => oc.column("currency").doUpdateSet({ unitsPerEur: row.unitsPerEur, source: row.source, asOf: row.asOf, updatedAt: row.updatedAt }))
      .execute();
    return true;
  });
}
