import type { Logger } from "pino";
import { ABOUT_VALUES_MAX, aboutTextFields, VALUE_DESCRIPTION_MAX, VALUE_NAME_MAX } from "../../domain/about-content";
import { homeTextFields } from "../../domain/page-texts";
import { fallbackSiteSettings } from "../../domain/site-settings";
import { readTranslationForm, translationRows, type TranslatableField, type TranslationRow } from "../../domain/translations";
import { announceContentChange } from "../content-events.server";
import { auditedWrite, type AuditActor } from "../repos/audit.server";
import type { PageName } from "../repos/page-texts.server";
import { findSiteSettings } from "../repos/settings.server";
import { readTranslations, writeTranslations } from "../repos/translations.server";
import type { AppServices } from "../services.server";
import { pageTranslationDefaults, pageTranslationKey } from "../page-translations.server";
import { pageSnapshot, type PagesResult } from "./pages.server";

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

/** Every field of a page with its English, its Hindi and whether the Hindi still follows the English. */
export async function loadPageTranslation(services: AppServices, page: PageName): Promise<{ page: PageName; rows: TranslationRow[]; waiting: number }> {
  const [english, stored, companyName] = await Promise.all([pageSnapshot(services, page), readTranslations(services.db, pageTranslationKey(page)), companyNameOf(services)]);
  return { page, ...translationRows(translatableFields(page), english, stored, pageTranslationDefaults(page, companyName)) };
}

const REFUSED = "Nothing was saved: correct the fields marked below.";

/**
 * Saves the Hindi boxes of a page. A box is written when its text differs from what the form
 * showed, or when "still right" is ticked beside it (which records that the Hindi follows today's
 * English); an emptied box goes back to the site's own words. Each row keeps the English it
 * translates.
 */
export async function savePageTranslation(services: AppServices, log: Logger, page: PageName, form: FormData, actor: AuditActor): Promise<PagesResult> {
  const formName = page === "home" ? "home-hi" : "about-hi";
  const current = await loadPageTranslation(services, page);
  const { values, errors, changes } = readTranslationForm(current.rows, (name) => form.get(name));
  if (Object.keys(errors).length > 0) return { status: 400, outcome: { form: formName, ok: false, alert: REFUSED, fieldErrors: errors, values } };
  if (Object.keys(changes).length === 0) return { status: 200, outcome: { form: formName, ok: true, alert: null, fieldErrors: {} }, done: "saved" };
  try {
    const entry = (written: string[]) => ({ action: "page_texts.translate", entity: "page", entityId: page, detail: { locale: "hi", changed: written } });
    await auditedWrite(services.db, actor, entry, (db) => writeTranslations(db, pageTranslationKey(page), changes));
  } catch (error) {
    log.error({ err: error }, "the Hindi page texts could not be saved");
    return { status: 500, outcome: { form: formName, ok: false, alert: "The texts could not be saved. Try again.", fieldErrors: {}, values } };
  }
  await announceContentChange(services, "pages").catch((error: unknown) => log.error({ err: error }, "announcing a page-texts change failed"));
  return { status: 200, outcome: { form: formName, ok: true, alert: null, fieldErrors: {} }, done: "saved" };
}

