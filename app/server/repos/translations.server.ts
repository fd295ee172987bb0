import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { nowIso } from "../db/ids.server";

/*
 * Translations of stored content (issue 23, part 3; decision 0046): one row per record, language
 * and field, holding the translated text and the English text it was written from. A field without
 * a row shows its default in that language.
 */

export interface StoredTranslation {
  value: string;
  /** the English text this translation was written from */
  source: string;
}

export interface TranslationKey {
  entity: string;
  entityId: string;
  locale: string;
}

/** A record's translated fields in one language, by field. */
export async function readTranslations(db: Kysely<Database>, key: TranslationKey): Promise<Record<string, StoredTranslation>> {
  const rows = await db
    .selectFrom("contentTranslations")
    .select(["field", "value", "source"])
    .where("entity", "=", key.entity)
    .where("entityId", "=", key.entityId)
    .where("locale", "=", key.locale)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.field, { value: row.value, source: row.source }]));
}

/** Writes the given fields (null deletes one: its default shows again); answers the fields written. */
export async function writeTranslations(db: Kysely<Database>, key: TranslationKey, fields: Readonly<Record<string, StoredTranslation | null>>): Promise<string[]> {
  const updatedAt = nowIso();
  for (const [field, translation] of Object.entries(fields)) {
    if (translation === null) {
      await db.deleteFrom("contentTranslations").where("entity", "=", key.entity).where("entityId", "=", key.entityId).where("locale", "=", key.locale).where("field", "=", field).execute();
      continue;
    }
    await db
      .insertInto("contentTranslations")
      .values({ ...key, field, value: translation.value, source: translation.source, updatedAt })
      .onConflict((oc) => oc.columns(["entity", "entityId", "locale", "field"]).doUpdateSet({ value: translation.value, source: translation.source, updatedAt }))
      .execute();
  }
  return Object.keys(fields);
}

/** Forgets every translation of a record (it was deleted). */
export async function forgetTranslations(db: Kysely<Database>, entity: string, entityId: string): Promise<void> {
  await db.deleteFrom("contentTranslations").where("entity", "=", entity).where("entityId", "=", entityId).execute();
}

/** Every record's translated fields of one kind in one language, by record id, then by field. */
export async function readTranslationsOfKind(db: Kysely<Database>, entity: string, locale: string): Promise<Record<string, Record<string, StoredTranslation>>> {
  const rows = await db.selectFrom("contentTranslations").select(["entityId", "field", "value", "source"]).where("entity", "=", entity).where("locale", "=", locale).execute();
  const records: Record<string, Record<string, StoredTranslation>> = {};
  for (const row of rows) (records[row.entityId] ??= {})[row.field] = { value: row.value, source: row.source };
  return records;
}

/** These records' translated fields of one kind in one language, by record id, then by field (a page of a list). */
export async function readTranslationsOfRecords(db: Kysely<Database>, entity: string, entityIds: readonly string[], locale: string): Promise<Record<string, Record<string, StoredTranslation>>> {
  if (entityIds.length === 0) return {};
  const rows = await db
    .selectFrom("contentTranslations")
    .select(["entityId", "field", "value", "source"])
    .where("entity", "=", entity)
    .where("entityId", "in", [...entityIds])
    .where("locale", "=", locale)
    .execute();
  const records: Record<string, Record<string, StoredTranslation>> = {};
  for (const row of rows) (records[row.entityId] ??= {})[row.field] = { value: row.value, source: row.source };
  return records;
}

/** When a record's translations in one language were last written (its newest row), null when none is stored. */
export async function lastTranslationWrite(db: Kysely<Database>, key: TranslationKey): Promise<string | null> {
  const row = await db
    .selectFrom("contentTranslations")
    .select((eb) => eb.fn.max("updatedAt").as("at"))
    .where("entity", "=", key.entity)
    .where("entityId", "=", key.entityId)
    .where("locale", "=", key.locale)
    .executeTakeFirst();
  return row?.at ? String(row.at) : null;
}
