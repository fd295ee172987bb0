import type { Kysely } from "kysely";
import type { LegalDocumentKind } from "../../domain/legal-documents";
import { newId, nowIso } from "../db/ids.server";
import type { Database, LegalDocumentRow } from "../db/schema.server";

/*
 * The versions of the legal documents (decision 0042). Rows are only ever added: a stored version
 * is what a visitor read and what a consent refers to.
 */

const SUMMARY_COLUMNS = ["kind", "version", "effectiveAt", "createdAt", "createdBy"] as const;

export type LegalVersionRow = Pick<LegalDocumentRow, (typeof SUMMARY_COLUMNS)[number]>;

/** Every version of every document, without the bodies, oldest first per document. */
export async function listLegalVersions(db: Kysely<Database>): Promise<LegalVersionRow[]> {
  return db.selectFrom("legalDocuments").select(SUMMARY_COLUMNS).orderBy("kind").orderBy("version").execute();
}

/** Every version of one document, without the bodies, oldest first. */
export async function listLegalVersionsOf(db: Kysely<Database>, kind: LegalDocumentKind): Promise<LegalVersionRow[]> {
  return db.selectFrom("legalDocuments").select(SUMMARY_COLUMNS).where("kind", "=", kind).orderBy("version").execute();
}

export async function findLegalVersion(db: Kysely<Database>, kind: LegalDocumentKind, version: number): Promise<LegalDocumentRow | undefined> {
  return db.selectFrom("legalDocuments").selectAll().where("kind", "=", kind).where("version", "=", version).executeTakeFirst();
}

/**
 * The version of `kind` in force at `now`: the highest-numbered one already effective (the rule of
 * currentLegalVersion in app/domain/legal-documents.ts, as a query).
 */
export async function findCurrentLegalVersion(db: Kysely<Database>, kind: LegalDocumentKind, now = nowIso()): Promise<LegalDocumentRow | undefined> {
  return db
    .selectFrom("legalDocuments")
    .selectAll()
    .where("kind", "=", kind)
    .where("effectiveAt", "<=", now)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** The next instant after `now` at which a stored version takes effect, or null. */
export async function findNextLegalEffectiveAt(db: Kysely<Database>, now = nowIso()): Promise<string | null> {
  const row = await db.selectFrom("legalDocuments").select("effectiveAt").where("effectiveAt", ">", now).orderBy("effectiveAt").limit(1).executeTakeFirst();
  return row?.effectiveAt ?? null;
}

export interface NewLegalVersion {
  kind: LegalDocumentKind;
  body: string;
  effectiveAt: string;
  createdBy: string | null;
}

/**
 * Stores the next version of a document (its number one above the highest stored). Two saves at
 * once cannot take the same number: the unique (kind, version) constraint refuses the second,
 * which the caller reports as a conflict.
 */
export async function addLegalVersion(db: Kysely<Database>, input: NewLegalVersion): Promise<LegalDocumentRow> {
  const highest = await db.selectFrom("legalDocuments").select((eb) => eb.fn.max("version").as("max")).where("kind", "=", input.kind).executeTakeFirst();
  const row: LegalDocumentRow = { id: newId(), ...input, version: Number(highest?.max ?? 0) + 1, createdAt: nowIso() };
  await db.insertInto("legalDocuments").values(row).execute();
  return row;
}
