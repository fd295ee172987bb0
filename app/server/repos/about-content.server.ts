import type { Kysely } from "kysely";
import { aboutContentSchema, type AboutContent } from "../../domain/about-content";
import { nowIso } from "../db/ids.server";
import type { Database } from "../db/schema.server";

const ABOUT_KEY = "about";

/** The stored /about content, or undefined when none is stored or it no longer fits the schema. */
export async function findAboutContent(db: Kysely<Database>): Promise<AboutContent | undefined> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", ABOUT_KEY).executeTakeFirst();
  if (!row) return undefined;
  let stored: unknown;
  try {
    stored = JSON.parse(row.value);
  } catch {
    return undefined;
  }
  const parsed = aboutContentSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

export async function saveAboutContent(db: Kysely<Database>, content: AboutContent): Promise<void> {
  const value = JSON.stringify(aboutContentSchema.parse(content));
  const updatedAt = nowIso();
  await db
    .insertInto("settings")
    .values({ key: ABOUT_KEY, value, updatedAt })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updatedAt }))
    .execute();
}
