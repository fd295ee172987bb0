import type { Kysely } from "kysely";
import { nowIso } from "../db/ids.server";
import type { Database, NewSeoRecord, SeoRecord } from "../db/schema.server";

export const GLOBAL_SEO_KEY = "_";

export async function findSeo(db: Kysely<Database>, key: string): Promise<SeoRecord | undefined> {
  return db.selectFrom("seo").selectAll().where("key", "=", key).executeTakeFirst();
}

/** The page's record and the global one, in one round trip; the page's own values win. */
export async function findSeoWithGlobal(
  db: Kysely<Database>,
  key: string,
): Promise<{ page: SeoRecord | undefined; global: SeoRecord | undefined }> {
  const rows = await db.selectFrom("seo").selectAll().where("key", "in", [key, GLOBAL_SEO_KEY]).execute();
  return { page: rows.find((row) => row.key === key), global: rows.find((row) => row.key === GLOBAL_SEO_KEY) };
}

export async function listSeo(db: Kysely<Database>): Promise<SeoRecord[]> {
  return db.selectFrom("seo").selectAll().orderBy("key", "asc").execute();
}

/** Merge-write, like the old store: fields not given keep their values. */
export async function upsertSeo(db: Kysely<Database>, record: Omit<NewSeoRecord, "updatedAt">): Promise<void> {
  const { key, ...fields } = record;
  const updatedAt = nowIso();
  await db
    .insertInto("seo")
    .values({ ...record, updatedAt })
    .onConflict((oc) => oc.column("key").doUpdateSet({ ...fields, updatedAt }))
    .execute();
}
