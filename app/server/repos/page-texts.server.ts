import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { nowIso } from "../db/ids.server";

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
