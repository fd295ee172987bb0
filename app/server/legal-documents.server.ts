import {
  contactNoticeVersionOf,
  currentLegalVersion,
  fillLegalPlaceholders,
  fillLegalPlaceholdersInTags,
  fillLegalPlaceholdersMarked,
  indiaDateOf,
  LEGAL_HINDI_DRAFTS,
  legalDocumentKinds,
  legalHindiDraftId,
  type LegalDocumentKind,
  type LegalHindiEditorData,
  type LegalHindiHistory,
  type LegalPlaceholder,
} from "../domain/legal-documents";
import { parseLegalDocumentForm, parseLegalTranslationForm, type LegalDocumentFormInput, type LegalTranslationFormInput } from "../domain/legal-document-form";
import type { FieldErrors } from "../domain/field-errors";
import type { SiteSettings } from "../domain/site-settings";
import { englishSettingsTexts, type SettingsTexts } from "../domain/settings-translation";
import { cachedUntilChange } from "./content-cache.server";
import { announceContentChange } from "./content-events.server";
import { nowIso } from "./db/ids.server";
import { plainTextOf, sanitiseHtml } from "./html-sanitiser.server";
import { auditedWrite, type AuditActor } from "./repos/audit.server";
import { isUniqueViolation } from "./repos/blogs.server";
import { addLegalVersion, findCurrentLegalVersion, findLegalVersion, listLegalVersions, listLegalVersionsOf, type LegalVersionRow } from "./repos/legal-documents.server";
import { formatIst } from "../domain/blog";
import { VersionConflict } from "./admin/revisions-admin.server";
import { addLegalTranslation, findLegalTranslation, findLegalTranslationById, listLegalTranslationsOf, listLegalTranslationsOfKind, listTranslatedLegalVersions } from "./repos/legal-translations.server";
import { htmlLang, type Locale } from "../i18n/locale";
import type { AppServices } from "./services.server";
import { discardAutosave } from "./revisions.server";
import { loadSettings, loadSettingsTexts } from "./site-chrome.server";

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

/**
 * A version's Hindi text (the newest one saved for that very version), or null: a page never shows
 * the Hindi of another version as this one's (decision 0056). Dropped with the rest on a change.
 */
function loadHindiBody(services: AppServices, kind: LegalDocumentKind, version: number): Promise<string | null> {
  return cachedUntilChange(services, `legal:body-hi:${kind}:${version}`, async () => (await findLegalTranslation(services.db, kind, version, "hi"))?.body ?? null);
}

/**
 * What the settings put in a document's {{placeholders}}, in the language of the text they go into:
 * `texts`, the settings' free texts in that language (their Hindi where current, decision 0058).
 */
export function legalPlaceholderValues(settings: SiteSettings, language: Locale = "en", texts: SettingsTexts = englishSettingsTexts(settings)): Record<LegalPlaceholder, string> {
  const sebi = texts.sebiRegistration.text.trim();
  return {
    companyName: settings.companyName,
    email: settings.email,
    phone: settings.phone,
    address: texts.address.text,
    grievanceOfficerName: settings.grievanceOfficerName,
    grievanceOfficerEmail: settings.grievanceOfficerEmail,
    messageRetentionMonths: String(settings.messageRetentionMonths),
    learningPlatformUrl: settings.learningPlatformUrl,
    // no registration claimed unless the settings state one
    sebiStatement: sebi
      ? sebi
      : language === "hi"
        ? `${settings.companyName} भारतीय प्रतिभूति और विनिमय बोर्ड (SEBI) में निवेश सलाहकार (इन्वेस्टमेंट एडवाइज़र), रिसर्च एनालिस्ट या पोर्टफ़ोलियो मैनेजर के रूप में पंजीकृत नहीं है, और इस साइट पर कुछ भी ऐसे किसी पंजीकरण का दावा नहीं करता, न उसका संकेत देता है।`
        : `${settings.companyName} is not registered with the Securities and Exchange Board of India (SEBI) as an investment adviser, research analyst or portfolio manager, and nothing on this site claims or implies such a registration.`,
  };
}

/** The placeholders whose values are written in Hindi in a Hindi text: never marked English, whatever letters they keep. */
export function legalPlaceholdersInHindi(texts: SettingsTexts): ReadonlySet<LegalPlaceholder> {
  const inHindi = new Set<LegalPlaceholder>();
  if (texts.address.lang === "hi") inHindi.add("address");
  // the registration's Hindi, or (none stated) the site's own Hindi sentence
  if (texts.sebiRegistration.lang === "hi" || texts.sebiRegistration.text.trim() === "") inHindi.add("sebiStatement");
  return inHindi;
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
  /** the language the body is written in: the page's, or English while the version has no translation */
  bodyLanguage: Locale;
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
export async function loadLegalPage(services: AppServices, kind: LegalDocumentKind, requested: number | null, now = nowIso(), language: Locale = "en"): Promise<LegalPage | null> {
  const [all, settings] = await Promise.all([loadVersions(services), loadSettings(services)]);
  const inForce = all.filter((row) => row.kind === kind && row.effectiveAt <= now);
  const current = currentLegalVersion(inForce, now);
  if (!current) return null;
  const shown = requested === null ? current : inForce.find((row) => row.version === requested);
  if (!shown) return null;
  const [body, hindi] = await Promise.all([loadBody(services, kind, shown.version), language === "hi" ? loadHindiBody(services, kind, shown.version) : null]);
  if (body === null) return null;
  const bodyLanguage: Locale = hindi === null ? "en" : "hi";
  // a Hindi text is filled with the settings' Hindi texts where current (decision 0058); an English one with their English
  const texts = hindi === null ? englishSettingsTexts(settings) : await loadSettingsTexts(services, "hi");
  return {
    version: shown.version,
    effectiveAt: shown.effectiveAt,
    // the Hindi is sanitised first and then filled, so that the settings written in Latin letters can be marked English
    html:
      hindi === null
        ? sanitiseHtml(fillLegalPlaceholders(body, legalPlaceholderValues(settings)))
        : fillLegalPlaceholdersMarked(sanitiseHtml(hindi), legalPlaceholderValues(settings, "hi", texts), htmlLang.en, legalPlaceholdersInHindi(texts)),
    bodyLanguage,
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

/**
 * Everything a consent given at `now` on a page in `language` is stored with (decision 0059): the
 * privacy version in force, the page's language, and on a Hindi page the Hindi text of that version
 * which /hi/privacy-policy showed (its newest row), or null when it had none and showed the English.
 */
export async function contactNoticeAt(services: AppServices, language: Locale, now = nowIso()): Promise<{ noticeVersion: string; noticeLanguage: Locale; noticeTranslationId: string | null }> {
  const version = (await findCurrentLegalVersion(services.db, "privacy", now))?.version ?? 1;
  const hindi = language === "hi" ? await findLegalTranslation(services.db, "privacy", version, "hi") : undefined;
  return { noticeVersion: contactNoticeVersionOf(version), noticeLanguage: language, noticeTranslationId: hindi?.id ?? null };
}

/* ---------------------------------------------------------------- back office */

export interface LegalDocumentSummary {
  kind: LegalDocumentKind;
  /** with whether that version has its Hindi text (decision 0056) */
  current: { version: number; effectiveAt: string; hindi: boolean } | null;
  /** the newest version when it is dated ahead of today (waiting for its day) */
  upcoming: { version: number; effectiveAt: string } | null;
  versionCount: number;
}

/** The four documents with their version in force and any version waiting for its day. */
export async function loadLegalAdminList(services: AppServices, now = nowIso()): Promise<LegalDocumentSummary[]> {
  const [all, translated] = await Promise.all([listLegalVersions(services.db), listTranslatedLegalVersions(services.db, "hi")]);
  const hasHindi = new Set(translated.map((row) => `${row.kind}:${Number(row.version)}`));
  return legalDocumentKinds.map((kind) => {
    const versions = all.filter((row) => row.kind === kind);
    const current = currentLegalVersion(versions, now);
    const newest = versions.at(-1);
    return {
      kind,
      current: current ? { version: current.version, effectiveAt: current.effectiveAt, hindi: hasHindi.has(`${kind}:${current.version}`) } : null,
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
  versions: { version: number; effectiveAt: string; createdAt: string; createdBy: string | null; state: "current" | "upcoming" | "earlier" | "superseded"; hindi: boolean }[];
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
  const translated = new Set((await listTranslatedLegalVersions(services.db, "hi")).filter((row) => row.kind === kind).map((row) => Number(row.version)));
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
        hindi: translated.has(row.version),
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

/* ---------------------------------------------------------------- the Hindi of a version (decision 0056) */

/** The versions whose Hindi the back office writes: the one in force and those dated ahead of it. */
function translatableVersions(versions: readonly LegalVersionRow[], now: string): LegalVersionRow[] {
  const current = currentLegalVersion(versions, now);
  return versions.filter((row) => (current ? row.version >= current.version : row.effectiveAt > now));
}

/** The Hindi form of a document's editor: the version in force (or `requested`, one dated ahead). */
export async function loadLegalHindiEditor(services: AppServices, kind: LegalDocumentKind, now = nowIso(), requested: number | null = null): Promise<LegalHindiEditorData> {
  const versions = await listLegalVersionsOf(services.db, kind);
  const current = currentLegalVersion(versions, now);
  const targets = translatableVersions(versions, now);
  const translated = new Set((await listTranslatedLegalVersions(services.db, "hi")).filter((row) => row.kind === kind).map((row) => Number(row.version)));
  const chosen = targets.find((row) => row.version === requested) ?? current ?? targets.at(0);
  const choices = targets
    .map((row) => ({ version: row.version, effectiveAt: row.effectiveAt, state: row.version === current?.version ? ("current" as const) : ("upcoming" as const), hindi: translated.has(row.version) }))
    .reverse();
  const currentNeedsTranslation = current !== undefined && !translated.has(current.version);
  if (!chosen) return { version: null, choices, english: "", hindiBody: "", hindiBasedOn: "", currentNeedsTranslation, history: [] };
  const [english, history, hindi, settings] = await Promise.all([
    findLegalVersion(services.db, kind, chosen.version),
    listLegalTranslationsOf(services.db, kind, chosen.version, "hi"),
    findLegalTranslation(services.db, kind, chosen.version, "hi"),
    loadSettings(services),
  ]);
  return {
    version: chosen.version,
    choices,
    // placeholders in the text stay visible for the translator; those in links are filled (valid markup)
    english: fillLegalPlaceholdersInTags(english?.body ?? "", legalPlaceholderValues(settings)),
    hindiBody: hindi?.body ?? "",
    hindiBasedOn: hindi?.id ?? "",
    currentNeedsTranslation,
    history: history.slice(1).map(({ id, createdAt, createdBy }) => ({ id, createdAt, createdBy })),
  };
}

export type LegalTranslationSaveOutcome =
  | { ok: true; version: number }
  | { ok: false; status: number; formError: string; fieldErrors: FieldErrors<LegalTranslationFormInput>; hindiBasedOn?: string };

/**
 * Stores the posted Hindi text of a version (in force or dated ahead), sanitised like the English,
 * with an audit entry; every instance's /hi page shows it at once. A text opened before someone
 * else's Hindi save of the same version is refused once, naming them (their text stays stored).
 */
export async function saveLegalTranslation(services: AppServices, kind: LegalDocumentKind, fields: Record<string, unknown>, actor: AuditActor, now = nowIso()): Promise<LegalTranslationSaveOutcome> {
  const parsed = parseLegalTranslationForm(fields, (html) => plainTextOf(sanitiseHtml(html), 1_000));
  if (!parsed.ok) return { ok: false, status: 400, formError: "The Hindi text was not saved: correct the fields marked below.", fieldErrors: parsed.fieldErrors };
  const versions = await listLegalVersionsOf(services.db, kind);
  if (!translatableVersions(versions, now).some((row) => row.version === parsed.version)) {
    return { ok: false, status: 400, formError: "The Hindi text was not saved: only the version in force and versions dated ahead of it can be translated.", fieldErrors: {} };
  }
  const body = sanitiseHtml(parsed.body);
  // the Hindi row the form was opened on, or (ticked after a refusal) the newer one chosen to save over
  const posted = typeof fields.hindiOverwrite === "string" && fields.hindiOverwrite !== "" ? fields.hindiOverwrite : fields.hindiBasedOn;
  const basis = typeof posted === "string" ? posted.slice(0, 64) : "";
  try {
    const entry = { action: "legal.translation", entity: "legal_document", entityId: kind, detail: { version: parsed.version, language: "hi" } };
    await auditedWrite(services.db, actor, entry, async (db) => {
      const newest = await findLegalTranslation(db, kind, parsed.version, "hi");
      if ((newest?.id ?? "") !== basis) throw new VersionConflict();
      // the saver's autosaved draft of this version's Hindi is saved now (decision 0059)
      if (actor.id) await discardAutosave(db, LEGAL_HINDI_DRAFTS, legalHindiDraftId(kind, parsed.version), actor.id);
      return addLegalTranslation(db, { kind, version: parsed.version, language: "hi", body, createdBy: actor.email });
    });
  } catch (error) {
    if (error instanceof VersionConflict) {
      const newest = await findLegalTranslation(services.db, kind, parsed.version, "hi");
      return {
        ok: false,
        status: 409,
        formError: `Not saved: ${newest?.createdBy ?? "someone else"} saved a Hindi text of version ${parsed.version} at ${newest ? formatIst(newest.createdAt) : "a moment ago"}, after you opened it. Nothing was overwritten and your text is still in the form. Read theirs on the public page, or tick “Save mine over theirs” and save again (theirs stays stored).`,
        fieldErrors: {},
        hindiBasedOn: newest?.id ?? "",
      };
    }
    services.log.error({ err: error }, "legal translation save failed");
    return { ok: false, status: 500, formError: "The Hindi text could not be saved. Please try again.", fieldErrors: {} };
  }
  await announceContentChange(services, "legal");
  return { ok: true, version: parsed.version };
}

/**
 * Every Hindi text of a document, of every version and every save (decision 0059), and the one
 * asked for by its id, read-only: what /hi showed for a version, and what it showed before a later
 * Hindi save of that version replaced it. Rows are never changed, so each reads as it was shown.
 */
export async function loadLegalHindiHistory(services: AppServices, kind: LegalDocumentKind, viewId: string | null, now = nowIso()): Promise<LegalHindiHistory> {
  const [rows, versions] = await Promise.all([listLegalTranslationsOfKind(services.db, kind, "hi"), listLegalVersionsOf(services.db, kind)]);
  const current = currentLegalVersion(versions, now);
  const stateOf = (version: number): LegalHindiHistory["texts"][number]["versionState"] => {
    if (version === current?.version) return "current";
    if (!current || version > current.version) return "upcoming";
    return (versions.find((row) => row.version === version)?.effectiveAt ?? "") > now ? "superseded" : "earlier";
  };
  const newestOf = new Map<number, string>();
  for (const row of rows) if (!newestOf.has(Number(row.version))) newestOf.set(Number(row.version), row.id);
  const texts = rows.map((row) => ({
    id: row.id,
    version: Number(row.version),
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    shown: newestOf.get(Number(row.version)) === row.id,
    versionState: stateOf(Number(row.version)),
  }));
  const wanted = viewId && viewId.length <= 64 ? await findLegalTranslationById(services.db, kind, viewId) : undefined;
  if (!wanted) return { texts, viewing: null };
  const settings = await loadSettings(services);
  return {
    texts,
    viewing: {
      id: wanted.id,
      version: Number(wanted.version),
      createdAt: wanted.createdAt,
      createdBy: wanted.createdBy,
      shown: newestOf.get(Number(wanted.version)) === wanted.id,
      // stored sanitised; sanitised again as every body shown, placeholders left as the translator wrote them
      body: fillLegalPlaceholdersInTags(sanitiseHtml(wanted.body), legalPlaceholderValues(settings, "hi")),
    },
  };
}
