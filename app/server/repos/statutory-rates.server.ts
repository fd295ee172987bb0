import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { newId, nowIso } from "../db/ids.server";
import type { StatutoryRate } from "../../domain/calculators/statutory-rates";

/** Every stored rate, past, current and future, oldest first (a few dozen rows). */
export async function listStatutoryRates(db: Kysely<Database>): Promise<StatutoryRate[]> {
  const rows = await db
    .selectFrom("statutoryRates")
    .select(["id", "kind", "segment", "exchange", "side", "scripGroup", "rate", "unit", "effectiveFrom", "sourceName", "sourceUrl"])
    .orderBy("effectiveFrom", "asc")
    .orderBy("id", "asc")
    .execute();
  // the values were checked against the domain's lists when they were written (here or by the seed)
  return rows as StatutoryRate[];
}

/** Adds a dated rate; history is never rewritten (decision 0034). */
export async function addStatutoryRate(db: Kysely<Database>, rate: Omit<StatutoryRate, "id">, createdBy: string | null): Promise<string> {
  const id = newId();
  await db.insertInto("statutoryRates").values({ id, ...rate, createdAt: nowIso(), createdBy }).execute();
  return id;
}
