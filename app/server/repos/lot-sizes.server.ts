import type { Kysely } from "kysely";
import type { LotSizeEdit, LotSizeEntry } from "../../domain/calculators/lot-sizes";
import { newId, nowIso } from "../db/ids.server";
import type { Database, LotSizeRow } from "../db/schema.server";

/** Every lot size stored, past, present and announced, by symbol and date. */
export async function listLotSizes(db: Kysely<Database>): Promise<LotSizeRow[]> {
  return db.selectFrom("lotSizes").selectAll().orderBy("symbol", "asc").orderBy("effectiveFrom", "desc").execute();
}

/** The catalogue as the public pages read it: no ids, no timestamps. */
export async function listPublicLotSizes(db: Kysely<Database>): Promise<LotSizeEntry[]> {
  return db.selectFrom("lotSizes").select(["symbol", "name", "lotSize", "effectiveFrom", "source"]).execute();
}

/** A new row; false when the symbol already has one from that date (one lot size per day). */
export async function addLotSize(db: Kysely<Database>, edit: LotSizeEdit): Promise<{ id: string } | null> {
  const existing = await db.selectFrom("lotSizes").select("id").where("symbol", "=", edit.symbol).where("effectiveFrom", "=", edit.effectiveFrom).executeTakeFirst();
  if (existing) return null;
  const id = newId();
  await db.insertInto("lotSizes").values({ id, ...edit, createdAt: nowIso() }).execute();
  return { id };
}

export async function deleteLotSize(db: Kysely<Database>, id: string): Promise<LotSizeRow | null> {
  const row = await db.selectFrom("lotSizes").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  await db.deleteFrom("lotSizes").where("id", "=", id).execute();
  return row;
}
