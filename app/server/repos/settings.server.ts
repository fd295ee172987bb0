import type { Kysely } from "kysely";
import { fallbackSiteSettings, siteSettingsSchema, type SiteSettings } from "../../domain/site-settings";
import { nowIso } from "../db/ids.server";
import type { Database } from "../db/schema.server";

const SITE_KEY = "site";

/*
 * The settings table keeps small documents as JSON, one per key (the site settings, the /about
 * text, the trust banner's logos). Each owner checks what it reads against its own schema.
 */

/** The JSON stored under `key`, parsed; undefined when nothing is stored or it is not JSON. */
export async function readJsonSetting(db: Kysely<Database>, key: string): Promise<unknown> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  if (!row) return undefined;
  try {
    return JSON.parse(row.value) as unknown;
  } catch {
    return undefined;
  }
}

/** Stores `value` as JSON under `key`, replacing what was there. */
export async function writeJsonSetting(db: Kysely<Database>, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  const updatedAt = nowIso();
  await db
    .insertInto("settings")
    .values({ key, value: json, updatedAt })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: json, updatedAt }))
    .execute();
}

export async function findSiteSettings(db: Kysely<Database>): Promise<SiteSettings | undefined> {
  const stored = (await readJsonSetting(db, SITE_KEY)) as Partial<SiteSettings> | undefined;
  if (!stored || typeof stored !== "object") return undefined;
  // Settings saved before a field existed take that field's default instead of being thrown away.
  const parsed = siteSettingsSchema.safeParse({
    ...fallbackSiteSettings,
    ...stored,
    social: { ...fallbackSiteSettings.social, ...stored.social },
  });
  return parsed.success ? parsed.data : undefined;
}

export async function saveSiteSettings(db: Kysely<Database>, settings: SiteSettings): Promise<void> {
  await writeJsonSetting(db, SITE_KEY, siteSettingsSchema.parse(settings));
}
