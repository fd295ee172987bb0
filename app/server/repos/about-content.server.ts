import type { Kysely } from "kysely";
import { aboutContentFromStored, aboutContentSchema, aboutStoredFieldsOf, type AboutContent } from "../../domain/about-content";
import type { Database } from "../db/schema.server";
import { readPageTexts, writePageTexts } from "./page-texts.server";

/*
 * The /about content: rows of page "about" in the page-texts table (decision 0043; until migration
 * 0017 it was one JSON setting). Only changed fields are stored; the others are the fallback's.
 */

/** The stored fields of /about, or undefined when none is stored. */
export async function findStoredAboutTexts(db: Kysely<Database>): Promise<Record<string, string> | undefined> {
  const stored = await readPageTexts(db, "about");
  return Object.keys(stored).length > 0 ? stored : undefined;
}

/** The stored /about content over the given fallback, or undefined when nothing is stored. */
export async function findAboutContent(db: Kysely<Database>, fallback: AboutContent): Promise<AboutContent | undefined> {
  const stored = await findStoredAboutTexts(db);
  return stored ? aboutContentFromStored(stored, fallback) : undefined;
}

/** Stores a whole /about content (the demo seed; the screen stores field by field). */
export async function saveAboutContent(db: Kysely<Database>, content: AboutContent): Promise<void> {
  await writePageTexts(db, "about", aboutStoredFieldsOf(aboutContentSchema.parse(content)));
}
