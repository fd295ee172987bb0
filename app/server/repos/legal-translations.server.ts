import type { Kysely } from "kysely";
import type { LegalDocumentKind } from "../../domain/legal-documents";
import { newId, nowIso } from "../db/ids.server";
import type { Database, LegalTranslationRow } from "../db/schema.server";

/*
 * The translations of the legal versions (issue 23 part 3, decision 0056). Rows are only ever
 * added: the newest row of a (kind, version, language) is that version's text in that language,
 * and the earlier ones stay, so a translation once shown stays answerable.
 */

/** The translation language stored today; the column leaves room for another. */
export type LegalTranslationLanguage = "hi";

/** The newest translation of one version, or undefined (that version has none). */
export async function findLegalTranslation(db: Kysely<Database>, kind: LegalDocumentKind, version: number, language: LegalTranslationLanguage): Promise<LegalTranslationRow | undefined> {
  return db
    .selectFrom("legalTranslations")
    .selectAll()
    .where("kind", "=", kind)
    .where("version", "=", version)
    .where("language", "=", language)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** Every translation row of one version, newest first, without the bodies (who wrote which, when). */
export async function listLegalTranslationsOf(db: Kysely<Database>, kind: LegalDocumentKind, version: number, language: LegalTranslationLanguage) {
  return db
    .selectFrom("legalTranslations")
    .select(["id", "createdAt", "createdBy"])
    .where("kind", "=", kind)
    .where("version", "=", version)
    .where("language", "=", language)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** The (kind, version) pairs that have a translation in `language`. */
export async function listTranslatedLegalVersions(db: Kysely<Database>, language: LegalTranslationLanguage): Promise<{ kind: string; version: number }[]> {
  return db.selectFrom("legalTranslations").select(["kind", "version"]).where("language", "=", language).distinct().execute();
}

export interface NewLegalTranslation {
  kind: LegalDocumentKind;
  version: number;
  language: LegalTranslationLanguage;
  body: string;
  createdBy: string | null;
}

/** Stores a translation of a version; it becomes that version's text in its language. */
export async function addLegalTranslation(db: Kysely<Database>, input: NewLegalTranslation): Promise<LegalTranslationRow> {
  const row: LegalTranslationRow = { id: newId(), ...input, createdAt: nowIso() };
  await db.insertInto("legalTranslations").values(row).execute();
  return row;
}

/** Every translation row of one document, all versions, newest first, without the bodies (the back office's list). */
export async function listLegalTranslationsOfKind(db: Kysely<Database>, kind: LegalDocumentKind, language: LegalTranslationLanguage) {
  return db
    .selectFrom("legalTranslations")
    .select(["id", "version", "createdAt", "createdBy"])
    .where("kind", "=", kind)
    .where("language", "=", language)
    .orderBy("version", "desc")
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** One translation row of a document, by its id; undefined when it is not that document's. */
export async function findLegalTranslationById(db: Kysely<Database>, kind: LegalDocumentKind, id: string): Promise<LegalTranslationRow | undefined> {
  return db.selectFrom("legalTranslations").selectAll().where("id", "=", id).where("kind", "=", kind).executeTakeFirst();
}
