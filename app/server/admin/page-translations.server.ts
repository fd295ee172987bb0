import type { Logger } from "pino";
import { ABOUT_VALUES_MAX, aboutTextFields, VALUE_DESCRIPTION_MAX, VALUE_NAME_MAX } from "../../domain/about-content";
import { homeTextFields } from "../../domain/page-texts";
import { fallbackSiteSettings } from "../../domain/site-settings";
import { readTranslationForm, translationRows, type TranslatableField, type TranslationRow } from "../../domain/translations";
import type { Database } from "../db/schema.server";
import type { Kysely } from "kysely";
import { announceContentChange } from "../content-events.server";
import type { AuditActor } from "../repos/audit.server";
import type { PageName } from "../repos/page-texts.server";
import { findSiteSettings } from "../repos/settings.server";
import { readTranslations, type StoredTranslation } from "../repos/translations.server";
import type { AppServices } from "../services.server";
import { pageTranslationDefaults, pageTranslationKey } from "../page-translations.server";
import { pageSnapshot, type PagesResult } from "./pages.server";
import { conflictMessage, VersionConflict } from "./revisions-admin.server";
import { forgetHindiDraft, postedHindiVersion, restoredTranslation, translationSnapshot, translationVersion, writeTranslationChange, type TranslationSnapshot } from "./translation-revisions.server";

/*
 * The Hindi version of the page texts (issue 23, part 3; decision 0046), edited beside the English:
 * each field shows the English as the page shows it and a Hindi box holding the Hindi the page
 * shows (an administrator's, or the site's own words for the default). A field whose English
 * changed after its Hindi was written is marked "needs translation" until its Hindi is changed or
 * confirmed as still right.
 */

export function translatableFields(page: PageName): TranslatableField[] {
  if (page === "home") return homeTextFields.map((field) => ({ key: field.key, label: field.label, max: field.max, multiline: field.multiline ?? false }));
  return [
    ...aboutTextFields.map((field) => ({ key: field.key, label: field.label, max: field.max, multiline: "multiline" in field })),
    ...Array.from({ length: ABOUT_VALUES_MAX }, (_, index) => [
      { key: `value${index + 1}Name`, label: `Value ${index + 1}: name`, max: VALUE_NAME_MAX, multiline: false },
      { key: `value${index + 1}Description`, label: `Value ${index + 1}: description`, max: VALUE_DESCRIPTION_MAX, multiline: true },
    ]).flat(),
  ];
}

async function companyNameOf(services: AppServices): Promise<string> {
  return ((await findSiteSettings(services.db)) ?? fallbackSiteSettings).companyName;
}

/** A page's Hindi form and its stored rows (what a revision and a restore start from). */
async function pageTranslationState(services: AppServices, page: PageName): Promise<{ page: PageName; rows: TranslationRow[]; waiting: number; stored: Record<string, StoredTranslation> }> {
  const [english, stored, companyName] = await Promise.all([pageSnapshot(services, page), readTranslations(services.db, pageTranslationKey(page)), companyNameOf(services)]);
  return { page, stored, ...translationRows(translatableFields(page), english, stored, pageTranslationDefaults(page, companyName)) };
}

/** Every field of a page with its English, its Hindi and whether the Hindi still follows the English. */
export async function loadPageTranslation(services: AppServices, page: PageName): Promise<{ page: PageName; rows: TranslationRow[]; waiting: number; version: string }> {
  const [{ rows, waiting }, version] = await Promise.all([pageTranslationState(services, page), pageTranslationVersion(services.db, page)]);
  // the Hindi version the form is opened at: a save after someone else's Hindi save is refused
  return { page, rows, waiting, version };
}

/** The entity key of a page's Hindi revisions (decision 0052): `home-page-hi`, `about-page-hi`. */
export const pageTranslationRevisionEntity = (page: PageName) => `${page}-page-hi`;

/** A page's Hindi as its form shows it: what a revision keeps. */
export async function pageTranslationSnapshot(services: AppServices, page: PageName): Promise<TranslationSnapshot> {
  const { rows, stored } = await pageTranslationState(services, page);
  return translationSnapshot(rows, stored);
}

/** A page's Hindi version: the time of its newest Hindi revision ("" before the first save). */
export const pageTranslationVersion = (db: Kysely<Database>, page: PageName) => translationVersion(db, pageTranslationRevisionEntity(page), page);

async function writePageTranslation(
  services: AppServices,
  page: PageName,
  current: { rows: TranslationRow[]; stored: Record<string, StoredTranslation> },
  changes: Record<string, StoredTranslation | null>,
  options: { actor: AuditActor; version: string | null; restoredFrom?: string },
): Promise<void> {
  const { restoredFrom } = options;
  await writeTranslationChange(services.db, {
    revisionEntity: pageTranslationRevisionEntity(page),
    key: pageTranslationKey(page),
    version: options.version,
    before: translationSnapshot(current.rows, current.stored),
    after: (db) => pageTranslationSnapshot({ ...services, db }, page),
    changes,
    actor: options.actor,
    audit: (written) => ({
      action: restoredFrom ? "page_texts.translate_restore" : "page_texts.translate",
      entity: "page",
      entityId: page,
      detail: { locale: "hi", changed: written, ...(restoredFrom ? { revision: restoredFrom } : {}) },
    }),
    restoredFrom,
  });
}

const REFUSED = "Nothing was saved: correct the fields marked below.";
const PAGE_NOUN: Record<PageName, string> = { home: "home page in Hindi", about: "About page in Hindi" };

/** The refusal of a save or restore made from an older Hindi version: who saved since, and when. */
async function staleHindiMessage(services: AppServices, page: PageName): Promise<{ message: string; version: string }> {
  const version = await pageTranslationVersion(services.db, page);
  return { message: await conflictMessage(services.db, pageTranslationRevisionEntity(page), page, PAGE_NOUN[page], version), version };
}

/**
 * Saves the Hindi boxes of a page. A box is written when its text differs from what the form
 * showed, or when "still right" is ticked beside it (which records that the Hindi follows today's
 * English); an emptied box goes back to the site's own words. Each row keeps the English it
 * translates. A form opened before someone else's Hindi save is refused, naming them.
 */
export async function savePageTranslation(services: AppServices, log: Logger, page: PageName, form: FormData, actor: AuditActor): Promise<PagesResult> {
  const formName = page === "home" ? "home-hi" : "about-hi";
  const current = await pageTranslationState(services, page);
  const { values, errors, changes } = readTranslationForm(current.rows, (name) => form.get(name));
  const version = postedHindiVersion(form);
  if (Object.keys(errors).length > 0) return { status: 400, outcome: { form: formName, ok: false, alert: REFUSED, fieldErrors: errors, values, version } };
  if (Object.keys(changes).length === 0) {
    await forgetHindiDraft(services.db, pageTranslationRevisionEntity(page), page, actor);
    return { status: 200, outcome: { form: formName, ok: true, alert: null, fieldErrors: {} }, done: "saved" };
  }
  try {
    await writePageTranslation(services, page, current, changes, { actor, version });
  } catch (error) {
    if (error instanceof VersionConflict) {
      const stale = await staleHindiMessage(services, page);
      return { status: 409, outcome: { form: formName, ok: false, alert: stale.message, fieldErrors: {}, values, version, conflictVersion: stale.version } };
    }
    log.error({ err: error }, "the Hindi page texts could not be saved");
    return { status: 500, outcome: { form: formName, ok: false, alert: "The texts could not be saved. Try again.", fieldErrors: {}, values, version } };
  }
  await announceContentChange(services, "pages").catch((error: unknown) => log.error({ err: error }, "announcing a page-texts change failed"));
  return { status: 200, outcome: { form: formName, ok: true, alert: null, fieldErrors: {} }, done: "saved" };
}

/**
 * Brings an earlier Hindi version of a page back as a new save (decision 0052), through the save's
 * checks: refused when someone saved the Hindi after the revisions screen was opened (the version
 * compared and claimed in the write's transaction), or when a box no longer passes the form's bounds.
 */
export async function restorePageTranslationRevision(
  services: AppServices,
  page: PageName,
  input: { snapshot: Record<string, unknown>; revisionId: string; version: string | null; actor: AuditActor },
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const current = await pageTranslationState(services, page);
  const reading = restoredTranslation(current.rows, current.stored, input.snapshot);
  if (!reading.ok) return { ok: false, status: 400, message: reading.message };
  try {
    await writePageTranslation(services, page, current, reading.changes, { actor: input.actor, version: input.version, restoredFrom: input.revisionId });
  } catch (error) {
    if (error instanceof VersionConflict) return { ok: false, status: 409, message: (await staleHindiMessage(services, page)).message };
    services.log.error({ err: error }, "a Hindi version of the page texts could not be restored");
    return { ok: false, status: 500, message: "The version could not be restored. Try again." };
  }
  await announceContentChange(services, "pages").catch((error: unknown) => services.log.error({ err: error }, "announcing a page-texts change failed"));
  return { ok: true };
}
