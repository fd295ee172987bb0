import type { Kysely } from "kysely";
import { aboutContentSchema, type AboutContent } from "../../domain/about-content";
import type { Database } from "../db/schema.server";
import { readJsonSetting, writeJsonSetting } from "./settings.server";

const ABOUT_KEY = "about";

/** The stored /about content, or undefined when none is stored or it no longer fits the schema. */
export async function findAboutContent(db: Kysely<Database>): Promise<AboutContent | undefined> {
  const parsed = aboutContentSchema.safeParse(await readJsonSetting(db, ABOUT_KEY));
  return parsed.success ? parsed.data : undefined;
}

export async function saveAboutContent(db: Kysely<Database>, content: AboutContent): Promise<void> {
  await writeJsonSetting(db, ABOUT_KEY, aboutContentSchema.parse(content));
}
