import { changedSettingNames, parseSettingsForm, settingsFormFields, settingsFormValuesOf, type SettingsFieldErrors, type SettingsFormValues } from "../../domain/settings-form";
import { fallbackSiteSettings, type SiteSettings } from "../../domain/site-settings";
import type { AuditActor } from "../repos/audit.server";
import { recordAudit } from "../repos/audit.server";
import { findSiteSettings, saveSiteSettings } from "../repos/settings.server";
import { announceContentChange } from "../content-events.server";
import type { AppServices } from "../services.server";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { recordBaselineIfNone, recordRevision } from "../revisions.server";
import { conflictMessage, VersionConflict } from "./revisions-admin.server";

/** The settings are one record: its revisions are kept under this entity and id (decision 0041). */
export const SETTINGS_ENTITY = "settings";
export const SETTINGS_ID = "site";

/** The version of the settings: the time of their last save ("" before the first). */
export async function settingsVersion(db: Kysely<Database>): Promise<string> {
  return (await db.selectFrom("settings").select("updatedAt").where("key", "=", SETTINGS_ID).executeTakeFirst())?.updatedAt ?? "";
}

/** Claims the settings at `version` inside the save's transaction; false when someone saved since. */
async function claimedSettingsVersion(db: Kysely<Database>, version: string): Promise<boolean> {
  if (version === "") return (await settingsVersion(db)) === "";
  const result = await db
    .updateTable("settings")
    .set((eb) => ({ updatedAt: eb.ref("updatedAt") }))
    .where("key", "=", SETTINGS_ID)
    .where("updatedAt", "=", version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The settings' fields compared in their revisions: the form's boxes, by name. */
export const settingsRevisionFields = settingsFormFields.map((name) => ({ name, label: name.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase() }));

/*
 * The settings screen's work: the stored settings as the form shows them, and the save (every field
 * checked first; a refused save changes nothing). A save and its audit event are one transaction;
 * afterwards every instance drops its cached pages, so the next visitor sees the new footer.
 */

export async function readSettingsForm(services: AppServices) {
  return settingsFormValuesOf((await findSiteSettings(services.db)) ?? fallbackSiteSettings);
}

/** The settings as their revisions keep them: the form's values (flat text, as the diff reads them). */
export async function settingsSnapshot(db: Kysely<Database>): Promise<SettingsFormValues> {
  return settingsFormValuesOf((await findSiteSettings(db)) ?? fallbackSiteSettings);
}

export type SettingsSaveOutcome =
  | { ok: true; changed: string[] }
  | { ok: false; status: number; fieldErrors: SettingsFieldErrors; values: SettingsFormValues; conflict?: { message: string; version: string } };

export function settingsValuesOf(form: FormData): SettingsFormValues {
  const values: SettingsFormValues = {};
  for (const field of settingsFormFields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

export async function saveSettings(services: AppServices, actor: AuditActor, form: FormData, options: { restoredFrom?: string } = {}): Promise<SettingsSaveOutcome> {
  const values = settingsValuesOf(form);
  const parsed = parseSettingsForm(values);
  if (!parsed.ok) return { ok: false, status: 400, fieldErrors: parsed.fieldErrors, values };
  // the version the form was loaded from, or the newer one chosen to save over (decision 0041); none: not checked
  const posted = (name: string) => (typeof form.get(name) === "string" ? String(form.get(name)) : null);
  const version = posted("overwriteVersion") || posted("version");
  const refused = async () => {
    const current = await settingsVersion(services.db);
    return { ok: false as const, status: 409, fieldErrors: {}, values, conflict: { message: await conflictMessage(services.db, SETTINGS_ENTITY, SETTINGS_ID, "settings page", current), version: current } };
  };
  let changed: string[];
  try {
    changed = await services.db.transaction().execute(async (trx) => {
      if (version !== null && !(await claimedSettingsVersion(trx, version))) throw new VersionConflict();
      const beforeVersion = await settingsVersion(trx);
      if (beforeVersion) await recordBaselineIfNone(trx, { entity: SETTINGS_ENTITY, entityId: SETTINGS_ID, snapshot: await settingsSnapshot(trx), at: beforeVersion });
      const before: SiteSettings = (await findSiteSettings(trx)) ?? fallbackSiteSettings;
      const names = changedSettingNames(before, parsed.settings);
      await saveSiteSettings(trx, parsed.settings);
      await recordRevision(trx, {
        entity: SETTINGS_ENTITY,
        entityId: SETTINGS_ID,
        snapshot: await settingsSnapshot(trx),
        by: { id: actor.id, name: actor.email ?? "the system" },
        action: options.restoredFrom ? "restore" : "save",
        restoredFrom: options.restoredFrom ?? null,
      });
      const detail = options.restoredFrom ? { changed: names, revision: options.restoredFrom } : { changed: names };
      await recordAudit(trx, actor, { action: options.restoredFrom ? "settings.restore" : "settings.update", entity: "settings", entityId: "site", detail });
      return names;
    });
  } catch (error) {
    if (error instanceof VersionConflict) return refused();
    throw error;
  }
  // Saved is saved: a bus that fails to pass the news on is logged (pages catch up within a minute).
  await announceContentChange(services, "settings").catch((error: unknown) => services.log.error({ err: error }, "announcing a settings change failed"));
  return { ok: true, changed };
}

/** Brings an earlier version of the settings back as a new save (checked as a typed one would be). */
export async function restoreSettingsRevision(
  services: AppServices,
  input: { snapshot: Record<string, unknown>; revisionId: string; version: string | null; actor: AuditActor },
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const form = new FormData();
  for (const field of settingsFormFields) {
    const value = input.snapshot[field];
    form.set(field, typeof value === "string" ? value : "");
  }
  form.set("version", input.version ?? (await settingsVersion(services.db)));
  const outcome = await saveSettings(services, input.actor, form, { restoredFrom: input.revisionId });
  if (outcome.ok) return { ok: true };
  return { ok: false, status: outcome.status, message: outcome.conflict?.message ?? "This version no longer passes today's checks: change the settings by hand instead." };
}
