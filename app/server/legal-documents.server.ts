import {
  contactNoticeVersionOf,
  currentLegalVersion,
  fillLegalPlaceholders,
  indiaDateOf,
  legalDocumentKinds,
  type LegalDocumentKind,
  type LegalPlaceholder,
} from "../domain/legal-documents";
import { parseLegalDocumentForm, type LegalDocumentFormInput } from "../domain/legal-document-form";
import type { FieldErrors } from "../domain/field-errors";
import type { SiteSettings } from "../domain/site-settings";
import { cachedUntilChange } from "./content-cache.server";
import { announceContentChange } from "./content-events.server";
import { nowIso } from "./db/ids.server";
import { plainTextOf, sanitiseHtml } from "./html-sanitiser.server";
import { auditedWrite, type AuditActor } from "./repos/audit.server";
import { isUniqueViolation } from "./repos/blogs.server";
import { addLegalVersion, findCurrentLegalVersion, findLegalVersion, listLegalVersions, listLegalVersionsOf, type LegalVersionRow } from "./repos/legal-documents.server";
import { formatIst } from "../domain/blog";
import { VersionConflict } from "./admin/revisions-admin.server";
import type { AppServices } from "./services.server";
import { loadSettings } from "./site-chrome.server";

/*
 * The legal documents (issue 21, decision 0042): the public pages read the version in force (or an
 * earlier one on request), the contact form names the privacy version a consent is given under,
 * and the back office adds versions. The list of versions is read once per content change (a save
 * announces "legal" on the bus, so every instance drops it); which one is current is decided per
 * request from the clock, so a version dated ahead takes over at its moment without a write (the
 * page cache does not keep a page past it either: server/app.ts asks findNextLegalEffectiveAt).
 */

function loadVersions(services: AppServices, options: { whenUnreadable?: LegalVersionRow[] } = {}): Promise<LegalVersionRow[]> {
  return cachedUntilChange(services, "legal:versions", () => listLegalVersions(services.db), options);
}

/** A stored version never changes, so its body is kept by number (and dropped with the rest on a change). */
function loadBody(services: AppServices, kind: LegalDocumentKind, version: number): Promise<string | null> {
  return cachedUntilChange(services, `legal:body:${kind}:${version}`, async () => (await findLegalVersion(services.db, kind, version))?.body ?? null);
}

/** What the settings put in a document's {{placeholders}}. */
export function legalPlaceholderValues(settings: SiteSettings): Record<LegalPlaceholder, string> {
  const sebi = settings.sebiRegistration.trim();
  return {
    companyName: settings.companyName,
    email: settings.email,
    phone: settings.phone,
    address: settings.address,
    grievanceOfficerName: settings.grievanceOfficerName,
    grievanceOfficerEmail: settings.grievanceOfficerEmail,
    messageRetentionMonths: String(settings.messageRetentionMonths),
    learningPlatformUrl: settings.learningPlatformUrl,
    // no registration claimed unless the settings state one
    sebiStatement: sebi
      ? sebi
      : `${settings.companyName} is not registered with the Securities and Exchange Board of India (SEBI) as an investment adviser, research analyst or portfolio manager, and nothing on this site claims or implies such a registration.`,
  };
}

/** A version as a visitor sees it in the list of versions. */
export interface PublicLegalVersion {
  version: number;
  effectiveAt: string;
}

export interface LegalPage {
  version: number;
  effectiveAt: string;
  /** the body, placeholders filled and sanitised again after filling */
  html: string;
  /** the version in force now (the one shown when no version is asked for) */
  currentVersion: number;
  /** every version already in force, newest first (versions dated ahead are not public yet) */
  versions: PublicLegalVersion[];
  /** for the privacy policy: the contact-form notice version of the version shown */
  noticeVersion: string;
}

/**
 * The page of one document: the version in force, or `requested` when it is one already in force
 * (a version dated ahead is not shown before its day). Null when there is no such version.
 */
export async function loadLegalPage(services: AppServices, kind: LegalDocumentKind, requested: number | null, now = nowIso()): Promise<LegalPage | null> {
  const [all, settings] = await Promise.all([loadVersions(services), loadSettings(services)]);
  const inForce = all.filter((row) => row.kind === kind && row.effectiveAt <= now);
  const current = currentLegalVersion(inForce, now);
  if (!current) return null;
  const shown = requested === null ? current : inForce.find((row) => row.version === requested);
  if (!shown) return null;
  const body = await loadBody(services, kind, shown.version);
  if (body === null) return null;
  return {
    version: shown.version,
    effectiveAt: shown.effectiveAt,
    html: sanitiseHtml(fillLegalPlaceholders(body, legalPlaceholderValues(settings))),
    currentVersion: current.version,
    versions: inForce.map(({ version, effectiveAt }) => ({ version, effectiveAt })).reverse(),
    noticeVersion: contactNoticeVersionOf(shown.version),
  };
}

/**
 * The contact form's notice version shown beside its button: the privacy version in force (cached
 * list). While the database is out of reach the form's page still renders (its post is answered
 * with the form's own "try again" message, decision 0029) naming the last version read; nothing
 * can be stored under it until the database is back.
 */
export async function shownContactNoticeVersion(services: AppServices, now = nowIso()): Promise<string> {
  const versions = await loadVersions(services, { whenUnreadable: [] });
  const current = currentLegalVersion(versions.filter((row) => row.kind === "privacy"), now);
  return contactNoticeVersionOf(current?.version ?? 1);
}

/**
 * The notice version a consent given at `now` is stored with, read from the database itself (not a
 * cache): the privacy version in force at that moment, so a new version bumps it at once.
 */
export async function contactNoticeVersionAt(services: AppServices, now = nowIso()): Promise<string> {
  const current = await findCurrentLegalVersion(services.db, "privacy", now);
  return contactNoticeVersionOf(current?.version ?? 1);
}

/* ---------------------------------------------------------------- back office */

export interface LegalDocumentSummary {
  kind: LegalDocumentKind;
  current: { version: number; effectiveAt: string } | null;
  /** the newest version when it is dated ahead of today (waiting for its day) */
  upcoming: { version: number; effectiveAt: string } | null;
  versionCount: number;
}

/** The four documents with their version in force and any version waiting for its day. */
export async function loadLegalAdminList(services: AppServices, now = nowIso()): Promise<LegalDocumentSummary[]> {
  const all = await listLegalVersions(services.db);
  return legalDocumentKinds.map((kind) => {
    const versions = all.filter((row) => row.kind === kind);
    const current = currentLegalVersion(versions, now);
    const newest = versions.at(-1);
    return {
      kind,
      current: current ? { version: current.version, effectiveAt: current.effectiveAt } : null,
      upcoming: newest && newest.effectiveAt > now && (!current || newest.version > current.version) ? { version: newest.version, effectiveAt: newest.effectiveAt } : null,
      versionCount: versions.length,
    };
  });
}

export interface LegalEditorData {
  kind: LegalDocumentKind;
  /** the newest version's text: where the next version starts from */
  body: string;
  /** today in India, the effective date offered */
  today: string;
  currentVersion: number | null;
  /** the highest version number stored (0: none): a save names it, and is refused if another came since */
  newestVersion: number;
  /** the earlier version whose text the editor starts from, when asked for one */
  startedFrom: number | null;
  versions: { version: number; effectiveAt: string; createdAt: string; createdBy: string | null; state: "current" | "upcoming" | "earlier" | "superseded" }[];
}

/**
 * A document's editor: the newest version's text to start from (or, asked for, an earlier one's:
 * bringing an old text back is saving it as the next version), and every version stored.
 */
export async function loadLegalEditor(services: AppServices, kind: LegalDocumentKind, now = nowIso(), options: { startFrom?: number | null } = {}): Promise<LegalEditorData> {
  const versions = (await listLegalVersions(services.db)).filter((row) => row.kind === kind);
  const current = currentLegalVersion(versions, now);
  const newest = versions.at(-1);
  const startRow = options.startFrom ? versions.find((row) => row.version === options.startFrom) : undefined;
  const start = startRow ?? newest;
  const body = start ? ((await findLegalVersion(services.db, kind, start.version))?.body ?? "") : "";
  return {
    kind,
    body,
    newestVersion: newest?.version ?? 0,
    startedFrom: startRow && startRow !== newest ? startRow.version : null,
    today: indiaDateOf(now),
    currentVersion: current?.version ?? null,
    versions: versions
      .map((row) => ({
        version: row.version,
        effectiveAt: row.effectiveAt,
        createdAt: row.createdAt,
        createdBy: row.createdBy,
        state:
          row.version === current?.version
            ? ("current" as const)
            : current && row.version < current.version
              ? row.effectiveAt > now
                ? ("superseded" as const)
                : ("earlier" as const)
              : ("upcoming" as const),
      }))
      .reverse(),
  };
}

export type LegalSaveOutcome =
  | { ok: true; version: number; effectiveDate: string; upcoming: boolean }
  | { ok: false; status: number; formError: string; fieldErrors: FieldErrors<LegalDocumentFormInput>; conflictVersion?: number };

/** The version number a form names: the one it was opened on, or the newer one chosen to save over. */
function postedBasis(fields: Record<string, unknown>): number | null {
  for (const name of ["overwriteVersion", "basedOn"]) {
    const value = fields[name];
    if (typeof value === "string" && /^\d{1,6}$/.test(value)) return Number(value);
  }
  return null;
}

/**
 * Stores the posted text as the document's next version, sanitised, effective from the chosen day
 * (midnight IST), with an audit entry; every instance's pages show it at once (or at its day).
 */
export async function saveLegalVersion(services: AppServices, kind: LegalDocumentKind, fields: Record<string, unknown>, actor: AuditActor, now = nowIso()): Promise<LegalSaveOutcome> {
  const parsed = parseLegalDocumentForm(fields, (html) => plainTextOf(sanitiseHtml(html), 1_000), now);
  if (!parsed.ok) return { ok: false, status: 400, formError: "Nothing was saved: correct the fields marked below.", fieldErrors: parsed.fieldErrors };
  const body = sanitiseHtml(parsed.body);
  const basis = postedBasis(fields);
  let version: number;
  try {
    const entry = (row: { version: number }) => ({ action: "legal.version", entity: "legal_document", entityId: kind, detail: { version: row.version, effectiveDate: parsed.effectiveDate } });
    const write = async (db: typeof services.db) => {
      // opened on an older version than the newest: someone saved since, and their text would be passed over unseen
      if (basis !== null && ((await listLegalVersionsOf(db, kind)).at(-1)?.version ?? 0) !== basis) throw new VersionConflict();
      return addLegalVersion(db, { kind, body, effectiveAt: parsed.effectiveAt, createdBy: actor.email });
    };
    version = (await auditedWrite(services.db, actor, entry, write)).version;
  } catch (error) {
    if (error instanceof VersionConflict) return staleLegalSave(services, kind);

    if (isUniqueViolation(error)) {
      return { ok: false, status: 409, formError: "Another administrator saved a version of this document at the same moment. Reload the page and check their text before saving yours.", fieldErrors: {} };
    }
    services.log.error({ err: error }, "legal document save failed");
    return { ok: false, status: 500, formError: "The new version could not be saved. Please try again.", fieldErrors: {} };
  }
  await announceContentChange(services, "legal");
  return { ok: true, version, effectiveDate: parsed.effectiveDate, upcoming: parsed.effectiveAt > now };
}

/** The refusal of a save opened on an older version: who saved the newest one, and when. */
async function staleLegalSave(services: AppServices, kind: LegalDocumentKind): Promise<LegalSaveOutcome> {
  const newest = (await listLegalVersionsOf(services.db, kind)).at(-1)!;
  const who = newest.createdBy ?? "someone else";
  return {
    ok: false,
    status: 409,
    formError: `Not saved: ${who} saved version ${newest.version} of this document at ${formatIst(newest.createdAt)}, after you opened it. Nothing was overwritten and your text is still in the form. Read their version below, or tick “Save mine over theirs” and save again (theirs stays a version).`,
    fieldErrors: {},
    conflictVersion: newest.version,
  };
}
