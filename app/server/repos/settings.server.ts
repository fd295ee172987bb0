import type { Kysely } from "kysely";
import { siteSettingsSchema, type SiteSettings } from "../../domain/site-settings";
import { nowIso } from "../db/ids.server";
import type { Database } from "../db/schema.server";

const SITE_KEY = "site";

export async function findSiteSettings(db: Kysely<Database>): Promise<SiteSettings | undefined> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", SITE_KEY).executeTakeFirst();
  if (!row) return undefined;
  const parsed = siteSettingsSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : undefined;
}

export async function saveSiteSettings(db: Kysely<Database>, settings: SiteSettings): Promise<void> {
  const value = JSON.stringify(siteSettingsSchema.parse(settings));
  const updatedAt = nowIso();
  await db
    .insertInto("settings")
    .values({ key: SITE_KEY, value, updatedAt })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updatedAt }))
    .execute();
}
