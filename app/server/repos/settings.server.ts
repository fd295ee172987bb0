import type { Kysely } from "kysely";
import { fallbackSiteSettings, siteSettingsSchema, type SiteSettings } from "../../domain/site-settings";
import { nowIso } from "../db/ids.server";
import type { Database } from "../db/schema.server";

const SITE_KEY = "site";

export async function findSiteSettings(db: Kysely<Database>): Promise<SiteSettings | undefined> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", SITE_KEY).executeTakeFirst();
  if (!row) return undefined;
  const stored = JSON.parse(row.value) as Partial<SiteSettings>;
  // Settings saved before a field existed take that field's default instead of being thrown away.
  const parsed = siteSettingsSchema.safeParse({
    ...fallbackSiteSettings,
    ...stored,
    social: { ...fallbackSiteSettings.social, ...stored.social },
  });
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
