/*
 * The legal documents (issue 21, decision 0042): Terms, Privacy, Refund and Disclaimer, each a list
 * of numbered versions with an effective date. Pure rules shared by the public pages, the back
 * office and the contact form; no schema library (the public pages load this module).
 */

import { IST_OFFSET_MS } from "./dates";

export const legalDocumentKinds = ["terms", "privacy", "refund", "disclaimer"] as const;
export type LegalDocumentKind = (typeof legalDocumentKinds)[number];

export function isLegalDocumentKind(value: string): value is LegalDocumentKind {
  return (legalDocumentKinds as readonly string[]).includes(value);
}

/** The public address of each document (the Hindi one is the same under /hi). */
export const legalDocumentPaths: Record<LegalDocumentKind, string> = {
  terms: "/terms-and-conditions",
  privacy: "/privacy-policy",
  refund: "/refund-cancellation",
  disclaimer: "/disclaimer",
};

/** The back office's names (English only, as the whole back office). */
export const legalDocumentTitles: Record<LegalDocumentKind, string> = {
  terms: "Terms and Conditions",
  privacy: "Privacy Policy",
  refund: "Refund and Cancellation Policy",
  disclaimer: "Disclaimer",
};

/** The longest body accepted (the blog's content bound: a policy is far shorter). */
export const LEGAL_BODY_MAX = 200_000;

/** What a public page and the back office need of one version. */
export interface LegalVersionSummary {
  version: number;
  /** the first instant it applies: midnight IST of its effective date, as a UTC ISO string */
  effectiveAt: string;
  createdAt: string;
  /** the e-mail of the administrator who saved it; null for the versions the site was seeded with */
  createdBy: string | null;
}

/**
 * The version in force at `now`: the highest-numbered one whose effective date has come. A later
 * save supersedes an earlier one even when the earlier one was dated further ahead: the newest
 * text the owners wrote for a moment is the one that applies (decision 0042).
 */
export function currentLegalVersion<T extends { version: number; effectiveAt: string }>(versions: readonly T[], now: string): T | undefined {
  let current: T | undefined;
  for (const candidate of versions) {
    if (candidate.effectiveAt <= now && (!current || candidate.version > current.version)) current = candidate;
  }
  return current;
}

/** The first moment after `now` at which some version takes effect (pages must not outlive it), or null. */
export function nextLegalChange(versions: readonly { effectiveAt: string }[], now: string): string | null {
  let next: string | null = null;
  for (const { effectiveAt } of versions) if (effectiveAt > now && (next === null || effectiveAt < next)) next = effectiveAt;
  return next;
}

/**
 * The notice version stored with a contact-form consent: the privacy notice's version in force when
 * it was given, so that what each visitor agreed to stays answerable ("privacy-v3" is version 3 of
 * the privacy policy, readable at /privacy-policy?version=3).
 */
export function contactNoticeVersionOf(privacyVersion: number): string {
  return `privacy-v${privacyVersion}`;
}

/** The privacy policy version a stored notice version names, or null (a consent from before versioned documents). */
export function privacyVersionOfNotice(noticeVersion: string | null): number | null {
  const match = /^privacy-v(\d{1,6})$/.exec(noticeVersion ?? "");
  return match ? Number(match[1]) : null;
}

/** The ?version= of a public legal page: a positive whole number, else null (the current version). */
export function requestedLegalVersion(param: string | null): number | null {
  if (param === null || param.length > 6 || !/^\d+$/.test(param)) return null;
  const version = Number(param);
  return version >= 1 ? version : null;
}

/**
 * The settings a document's text may name, written {{name}} in its body: they are filled in when
 * the page is shown, so that a new grievance officer or retention period needs no new version.
 */
export const legalPlaceholders = ["companyName", "email", "phone", "address", "grievanceOfficerName", "grievanceOfficerEmail", "messageRetentionMonths", "sebiStatement", "learningPlatformUrl"] as const;
export type LegalPlaceholder = (typeof legalPlaceholders)[number];

const PLACEHOLDER = /\{\{([A-Za-z]{1,40})\}\}/g;

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/**
 * The body with each known {{placeholder}} replaced by its value, escaped as text (a value can
 * never add markup, in an attribute or between tags). Unknown names stay as written.
 */
export function fillLegalPlaceholders(html: string, values: Record<LegalPlaceholder, string>): string {
  return replacePlaceholders(html, (name) => escapeHtml(values[name]));
}

/** Each known {{placeholder}} in `text` replaced by `fill` of its name; unknown names stay as written. */
function replacePlaceholders(text: string, fill: (name: LegalPlaceholder) => string): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => ((legalPlaceholders as readonly string[]).includes(name) ? fill(name as LegalPlaceholder) : whole));
}

const TAG_OR_TEXT = /<[^<>]*>|[^<]+|</g;
const LATIN = /[A-Za-z]/;
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * fillLegalPlaceholders for a text in another language than the settings (the Hindi of a version,
 * decision 0056): a value written in Latin letters (a name, an address, an e-mail) that lands
 * between tags is marked `<span lang="{latinLang}">`, so a screen reader reads it in that voice; in
 * an attribute (a mailto: link) it is only escaped. Values named in `inTextLanguage` are the text's
 * own language (the settings' Hindi, decision 0058) and are never marked, even where they keep Latin
 * words (a road's name, a registration number). Runs on sanitised HTML: the only markup it adds is
 * its own span, and every value is escaped.
 */
export function fillLegalPlaceholdersMarked(
  html: string,
  values: Record<LegalPlaceholder, string>,
  latinLang: string,
  inTextLanguage: ReadonlySet<LegalPlaceholder> = new Set(),
): string {
  return fillInTagsAnd(html, values, (text) =>
    replacePlaceholders(text, (name) => {
      const value = values[name];
      return !inTextLanguage.has(name) && LATIN.test(value) && !DEVANAGARI.test(value) ? `<span lang="${latinLang}">${escapeHtml(value)}</span>` : escapeHtml(value);
    }),
  );
}

/** The placeholders inside tags filled as fillLegalPlaceholders does; each text between tags given to `text`. */
function fillInTagsAnd(html: string, values: Record<LegalPlaceholder, string>, text: (piece: string) => string): string {
  return html.replace(TAG_OR_TEXT, (piece) => (piece.startsWith("<") ? fillLegalPlaceholders(piece, values) : text(piece)));
}

/** The date in India (YYYY-MM-DD) at an instant: the day an effective date is compared with. */
export function indiaDateOf(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * A text as the back office previews it: the {{placeholders}} between tags stay as written (a
 * translator copies them), those inside a tag (a mailto: link) are filled, so the markup stays valid.
 */
export function fillLegalPlaceholdersInTags(html: string, values: Record<LegalPlaceholder, string>): string {
  return fillInTagsAnd(html, values, (piece) => piece);
}

/** What the back office's Hindi form of a legal document shows (decision 0056), read on the server. */
/** The autosave kind of a legal version's Hindi form (decision 0059), and its record: the document and the version. */
export const LEGAL_HINDI_DRAFTS = "legal-hi";
export const legalHindiDraftId = (kind: LegalDocumentKind, version: number) => `${kind}:${version}`;

export interface LegalHindiEditorData {
  /** the version whose Hindi the form writes, or null (the document has no version to translate) */
  version: number | null;
  /** the versions the form can switch to, newest first, with whether each has its Hindi */
  choices: { version: number; effectiveAt: string; state: "current" | "upcoming"; hindi: boolean }[];
  /** the English text of that version (stored, sanitised HTML; placeholders as written, but filled inside tags) */
  english: string;
  /** its newest Hindi text, or "" */
  hindiBody: string;
  /** the newest Hindi row's id ("" for none): a save names it, and is refused if another came since */
  hindiBasedOn: string;
  /** the version in force has no Hindi: /hi shows the English with the note */
  currentNeedsTranslation: boolean;
  /** earlier Hindi texts of that version, newest first */
  history: { id: string; createdAt: string; createdBy: string | null }[];
}

/**
 * Every Hindi text stored for a document (decision 0059), newest version first and, within one,
 * newest save first: rows are only added, so this is what each Hindi page showed, and when.
 */
export interface LegalHindiHistory {
  texts: {
    id: string;
    version: number;
    createdAt: string;
    createdBy: string | null;
    /** the text /hi shows for its version (its newest), or one a later save of that version replaced */
    shown: boolean;
    /** the version's own state: in force, dated ahead, or earlier */
    versionState: "current" | "upcoming" | "earlier" | "superseded";
  }[];
  /** the text asked for (`?hindiText=id`), read-only: placeholders as written, those inside tags filled */
  viewing: { id: string; version: number; createdAt: string; createdBy: string | null; shown: boolean; body: string } | null;
}
