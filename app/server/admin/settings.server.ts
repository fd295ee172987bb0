import { changedSettingNames, parseSettingsForm, settingsFormFields, settingsFormValuesOf, type SettingsFieldErrors, type SettingsFormValues } from "../../domain/settings-form";
import { fallbackSiteSettings, type SiteSettings } from "../../domain/site-settings";
import type { AuditActor } from "../repos/audit.server";
import { recordAudit } from "../repos/audit.server";
import { findSiteSettings, saveSiteSettings } from "../repos/settings.server";
import { announceContentChange } from "../content-events.server";
import type { AppServices } from "../services.server";

/*
 * The settings screen's work: the stored settings as the form shows them, and the save (every field
 * checked first; a refused save changes nothing). A save and its audit event are one transaction;
 * afterwards every instance drops its cached pages, so the next visitor sees the new footer.
 */

export async function readSettingsForm(services: AppServices) {
  return settingsFormValuesOf((await findSiteSettings(services.db)) ?? fallbackSiteSettings);
}

export type SettingsSaveOutcome =
  | { ok: true; changed: string[] }
  | { ok: false; status: number; fieldErrors: SettingsFieldErrors; values: SettingsFormValues };

export function settingsValuesOf(form: FormData): SettingsFormValues {
  const values: SettingsFormValues = {};
  for (const field of settingsFormFields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

export async function saveSettings(services: AppServices, actor: AuditActor, form: FormData): Promise<SettingsSaveOutcome> {
  const values = settingsValuesOf(form);
  const parsed = parseSettingsForm(values);
  if (!parsed.ok) return { ok: false, status: 400, fieldErrors: parsed.fieldErrors, values };
  const changed = await services.db.transaction().execute(async (trx) => {
    const before: SiteSettings = (await findSiteSettings(trx)) ?? fallbackSiteSettings;
    const names = changedSettingNames(before, parsed.settings);
    await saveSiteSettings(trx, parsed.settings);
    await recordAudit(trx, actor, { action: "settings.update", entity: "settings", entityId: "site", detail: { changed: names } });
    return names;
  });
  // Saved is saved: a bus that fails to pass the news on is logged (pages catch up within a minute).
  await announceContentChange(services, "settings").catch((error: unknown) => services.log.error({ err: error }, "announcing a settings change failed"));
  return { ok: true, changed };
}
