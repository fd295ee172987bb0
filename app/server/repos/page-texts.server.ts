import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { nowIso } from "../db/ids.server";
import { claimRecordVersion, readRecordVersion } from "./record-versions.server";

/*
 * The page-texts table (decision 0043): the fields of a public page an administrator changed, one
 * row per page and field. A field without a row shows its default; so does one whose row is
 * deleted, which is how a field goes back to its default.
 */

export type PageName = "home" | "about";

/** The stored fields of a page, by name. */
export async function readPageTexts(db: Kysely<Database>, page: PageName): Promise<Record<string, string>> {
  const rows = await db.selectFrom("pageTexts").select(["field", "value"]).where("page", "=", page).execute();
  return Object.fromEntries(rows.map((row) => [row.field, row.value]));
}

/**
 * Writes the given fields of a page: a text is stored (replacing what was there), null deletes the
 * row (the default shows again). Fields not given are left as they are. Answers the fields whose
 * stored value changed.
 */
export async function writePageTexts(db: Kysely<Database>, page: PageName, fields: Readonly<Record<string, string | null>>): Promise<string[]> {
  const before = await readPageTexts(db, page);
  const updatedAt = nowIso();
  const changed: string[] = [];
  for (const [field, value] of Object.entries(fields)) {
    if ((before[field] ?? null) === value) continue;
    changed.push(field);
    if (value === null) {
      await db.deleteFrom("pageTexts").where("page", "=", page).where("field", "=", field).execute();
    } else {
      await db
        .insertInto("pageTexts")
        .values({ page, field, value, updatedAt })
        .onConflict((oc) => oc.columns(["page", "field"]).doUpdateSet({ value, updatedAt }))
        .execute();
    }
  }
  return changed;
}

/** A page's version record: named as its revisions are ("home-page"/"home"), migration 0025. */
const pageVersionRecord = (page: PageName) => ({ entity: `${page}-page`, entityId: page });

/** A page's version: the time of its last save, "" before the first (decision 0041). */
export async function readPageVersion(db: Kysely<Database>, page: PageName): Promise<string> {
  return readRecordVersion(db, pageVersionRecord(page));
}

/**
 * Moves a page to a new version inside the save's transaction, if it still is at `version` (null:
 * whatever it is). Answers the new version, or null when someone saved since.
 */
export async function claimPageVersion(db: Kysely<Database>, page: PageName, version: string | null): Promise<string | null> {
  return claimRecordVersion(db, pageVersionRecord(page), version);
}

/** When a page's texts were last written (its newest row), null when none is stored. */
export async function lastPageTextWrite(db: Kysely<Database>, page: PageName): Promise<string | null> {
  const row = await db
    .selectFrom("pageTexts")
    .select((eb) => eb.fn.max("updatedAt").as("at"))
    .where("page", "=", page)
    .executeTakeFirst();
  return row?.at ? String(row.at) : null;
}
