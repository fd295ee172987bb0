import type { Logger } from "pino";
import {
  ABOUT_VALUES_MAX,
  aboutContentFromStored,
  aboutFormValues,
  aboutTextFields,
  fallbackAboutContent,
  parseAboutForm,
} from "../../domain/about-content";
import { cleanPageText, homeDefaults, homeTextFields, parseHomeTexts } from "../../domain/page-texts";
import { fallbackSiteSettings } from "../../domain/site-settings";
import { announceContentChange } from "../content-events.server";
import { auditedWrite, type AuditActor } from "../repos/audit.server";
import { claimPageVersion, lastPageTextWrite, readPageTexts, readPageVersion, writePageTexts, type PageName } from "../repos/page-texts.server";
import { recordBaselineIfNone, recordRevision } from "../revisions.server";
import { conflictMessage, VersionConflict } from "./revisions-admin.server";
import { findSiteSettings } from "../repos/settings.server";
import { listTrustLogos, saveTrustLogos, trustLogoSchema, type TrustLogo } from "../repos/trust-logos.server";
import type { AppServices } from "../services.server";
import type { ReceivedFile } from "../uploads/upload-form.server";
import { abandonImageChange, deleteImageFiles, readImageChange, settleImageChange } from "../uploads/uploads.server";

/*
 * The page-texts screen of the back office (issue 21, decision 0043): the home page's words, the
 * /about page's, and the trust banner's logos. Every save is checked whole first (a refused save
 * changes nothing), written with its audit event in one transaction, then announced on the bus,
 * which empties the public page cache of every instance.
 */

export type PagesForm = "home" | "about" | "logos" | "home-hi" | "about-hi";

export interface PagesOutcome {
  form: PagesForm;
  ok: boolean;
  alert: string | null;
  fieldErrors: Record<string, string>;
  /** what was typed, shown again after a refused save */
  values?: Record<string, string>;
  /** the version the typing started from, sent again with it */
  version?: string | null;
  /** after a save refused as stale: the version now current, to save over it on purpose */
  conflictVersion?: string;
}

export interface PagesResult {
  status: number;
  outcome: PagesOutcome;
  /** where to go after a save (a redirect: a reload does not post again) */
  done?: "saved" | "added" | "updated" | "deleted";
}

interface ReceivedForm {
  form: FormData;
  files: Map<string, ReceivedFile>;
}

async function companyNameOf(services: AppServices): Promise<string> {
  return ((await findSiteSettings(services.db)) ?? fallbackSiteSettings).companyName;
}

export async function loadPagesAdmin(services: AppServices) {
  const [companyName, homeStored, aboutStored, logos, homeVersion, aboutVersion] = await Promise.all([
    companyNameOf(services),
    readPageTexts(services.db, "home"),
    readPageTexts(services.db, "about"),
    listTrustLogos(services.db),
    readPageVersion(services.db, "home"),
    readPageVersion(services.db, "about"),
  ]);
  const defaults = homeDefaults();
  const about = aboutContentFromStored(aboutStored, fallbackAboutContent(companyName, "en"));
  return {
    home: {
      // each box shows what the page shows: the stored text, or the default
      values: Object.fromEntries(homeTextFields.map((field) => [field.key, homeStored[field.key] || defaults[field.key]!])),
      defaults,
      changed: homeTextFields.filter((field) => (homeStored[field.key] ?? "") !== "").map((field) => field.key),
      version: homeVersion,
    },
    about: { values: aboutFormValues(about), teamImage: about.team.image, version: aboutVersion },
    logos,
  };
}

export type PagesAdminData = Awaited<ReturnType<typeof loadPagesAdmin>>;

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The named fields the form carries (a field it does not carry is left out: not changed). */
function typedValues(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.filter((name) => typeof form.get(name) === "string").map((name) => [name, text(form, name)]));
}

const REFUSED = "Nothing was saved: correct the fields marked below.";

/** A page's texts as its form shows them (stored or default): what a revision keeps (decision 0041). */
export async function pageSnapshot(services: AppServices, page: PageName): Promise<Record<string, string>> {
  if (page === "home") {
    const stored = await readPageTexts(services.db, "home");
    const defaults = homeDefaults();
    return Object.fromEntries(homeTextFields.map((field) => [field.key, stored[field.key] || defaults[field.key]!]));
  }
  const about = aboutContentFromStored(await readPageTexts(services.db, "about"), fallbackAboutContent(await companyNameOf(services), "en"));
  return { ...aboutFormValues(about), teamImage: about.team.image };
}

/** The entity key of a page's revisions (each page is one record). */
export const pageRevisionEntity = (page: PageName) => `${page}-page`;

const PAGE_NOUN: Record<PageName, string> = { home: "home page", about: "About page" };

/**
 * Writes a page's fields in one transaction with its audit event: the version claimed (a stale form
 * is refused), the page as it was kept if it has no revision yet, the fields, the new revision.
 */
async function writePageChange(
  services: AppServices,
  page: PageName,
  fields: Readonly<Record<string, string | null>>,
  options: { actor: AuditActor; version: string | null; restoredFrom?: string },
): Promise<void> {
  const entity = pageRevisionEntity(page);
  const before = await pageSnapshot(services, page);
  const entry = (changed: string[]) => ({ action: options.restoredFrom ? "page_texts.restore" : "page_texts.update", entity: "page", entityId: page, detail: { changed, ...(options.restoredFrom ? { revision: options.restoredFrom } : {}) } });
  await auditedWrite(services.db, options.actor, entry, async (db) => {
    const previousVersion = await readPageVersion(db, page);
    if ((await claimPageVersion(db, page, options.version)) === null) throw new VersionConflict();
    // the page as it was: as last written, or as shipped (a moment before this save) when never changed
    const at = previousVersion || (await lastPageTextWrite(db, page)) || new Date(Date.now() - 1000).toISOString();
    await recordBaselineIfNone(db, { entity, entityId: page, snapshot: before, at });
    const changed = await writePageTexts(db, page, fields);
    await recordRevision(db, {
      entity,
      entityId: page,
      snapshot: await pageSnapshot({ ...services, db }, page),
      by: { id: options.actor.id, name: options.actor.email ?? "the system" },
      action: options.restoredFrom ? "restore" : "save",
      restoredFrom: options.restoredFrom ?? null,
    });
    return changed;
  });
}

/** The version a form was loaded from, or the newer one chosen to save over; none: not checked. */
function postedVersion(form: FormData): string | null {
  for (const name of ["overwriteVersion", "version"]) {
    const value = form.get(name);
    if (typeof value === "string" && (value !== "" || name === "version")) return value;
  }
  return null;
}

async function staleOutcome(services: AppServices, page: PageName, values: Record<string, string>, version: string | null): Promise<PagesResult> {
  const current = await readPageVersion(services.db, page);
  const alert = await conflictMessage(services.db, pageRevisionEntity(page), page, PAGE_NOUN[page], current);
  return { status: 409, outcome: { form: page, ok: false, alert, fieldErrors: {}, values, version, conflictVersion: current } };
}

async function announce(services: AppServices, log: Logger) {
  // Saved is saved: a bus that fails to pass the news on is logged (pages catch up within a minute).
  await announceContentChange(services, "pages").catch((error: unknown) => log.error({ err: error }, "announcing a page-texts change failed"));
}

export async function saveHomeTexts(services: AppServices, log: Logger, form: FormData, actor: AuditActor, options: { restoredFrom?: string } = {}): Promise<PagesResult> {
  const values = typedValues(
    form,
    homeTextFields.map((field) => field.key),
  );
  const parsed = parseHomeTexts(values, homeDefaults());
  const version = postedVersion(form);
  if (!parsed.ok) return { status: 400, outcome: { form: "home", ok: false, alert: REFUSED, fieldErrors: parsed.errors, values, version } };
  try {
    await writePageChange(services, "home", parsed.values, { actor, version, restoredFrom: options.restoredFrom });
  } catch (error) {
    if (error instanceof VersionConflict) return staleOutcome(services, "home", values, version);
    log.error({ err: error }, "home page texts could not be saved");
    return { status: 500, outcome: { form: "home", ok: false, alert: "The texts could not be saved. Try again.", fieldErrors: {}, values } };
  }
  await announce(services, log);
  return { status: 200, outcome: { form: "home", ok: true, alert: null, fieldErrors: {} }, done: "saved" };
}

/** The fields a page's revisions compare, as its form labels them. */
export function pageRevisionFields(page: PageName): { name: string; label: string }[] {
  if (page === "home") return homeTextFields.map((field) => ({ name: field.key, label: field.label }));
  return [
    ...aboutTextFields.map((field) => ({ name: field.key, label: field.label })),
    ...Array.from({ length: ABOUT_VALUES_MAX }, (_, index) => [
      { name: `value${index + 1}Name`, label: `Value ${index + 1}: name` },
      { name: `value${index + 1}Description`, label: `Value ${index + 1}: description` },
    ]).flat(),
    { name: "teamImage", label: "Team picture" },
  ];
}

export const ABOUT_FORM_FIELDS = [
  ...aboutTextFields.map((field) => field.key),
  ...Array.from({ length: ABOUT_VALUES_MAX }, (_, index) => [`value${index + 1}Name`, `value${index + 1}Description`]).flat(),
];

export async function saveAbout(services: AppServices, log: Logger, received: ReceivedForm, actor: AuditActor, options: { restoredFrom?: string } = {}): Promise<PagesResult> {
  const values = typedValues(received.form, ABOUT_FORM_FIELDS);
  const version = postedVersion(received.form);
  const companyName = await companyNameOf(services);
  const fallback = fallbackAboutContent(companyName, "en");
  const parsed = parseAboutForm(values, fallback, cleanPageText);
  if (!parsed.ok) return { status: 400, outcome: { form: "about", ok: false, alert: REFUSED, fieldErrors: parsed.errors, values, version } };

  const change = await readImageChange(services, { ...received, field: "teamImage", purpose: "about-team" });
  if (change.kind === "refused") {
    return { status: change.status, outcome: { form: "about", ok: false, alert: change.message, fieldErrors: { teamImage: "Choose another file." }, values } };
  }
  const fields: Record<string, string | null> = { ...parsed.values };
  if (change.kind === "set") fields.teamImage = change.image.url;
  // removed: the original team picture shows again
  if (change.kind === "removed") fields.teamImage = null;
  const previous = (await readPageTexts(services.db, "about")).teamImage;
  try {
    await writePageChange(services, "about", fields, { actor, version, restoredFrom: options.restoredFrom });
  } catch (error) {
    await abandonImageChange(services, change, "about-team");
    if (error instanceof VersionConflict) return staleOutcome(services, "about", values, version);
    log.error({ err: error }, "about page texts could not be saved");
    return { status: 500, outcome: { form: "about", ok: false, alert: "The page could not be saved. Try again.", fieldErrors: {}, values } };
  }
  await settleImageChange(services, change, previous ? { src: previous, width: null, height: null } : null, "about-team").catch((error: unknown) =>
    log.error({ err: error }, "the replaced team picture could not be deleted"),
  );
  await announce(services, log);
  return { status: 200, outcome: { form: "about", ok: true, alert: null, fieldErrors: {} }, done: "saved" };
}

const LOGO_NAME_MAX = 80;

/** The logo the form names: its position, checked against its image (the list may have changed meanwhile). */
function logoAt(logos: TrustLogo[], form: FormData): number | null {
  const index = Number.parseInt(text(form, "index"), 10);
  if (!Number.isInteger(index) || index < 0 || index >= logos.length) return null;
  return logos[index]!.image === text(form, "image") ? index : null;
}

const LOGOS_CHANGED = "The logos were changed meanwhile (perhaps by another administrator); nothing was done. Look at the list again.";

function logoName(form: FormData): { ok: true; name: string } | { ok: false; error: string } {
  const raw = text(form, "name");
  if (raw.length > LOGO_NAME_MAX * 2) return { ok: false, error: `At most ${LOGO_NAME_MAX} characters.` };
  const name = cleanPageText(raw);
  if (name === "") return { ok: false, error: "Enter the logo's description: the company's name as it is written." };
  if (name.length > LOGO_NAME_MAX) return { ok: false, error: `At most ${LOGO_NAME_MAX} characters (this has ${name.length}).` };
  return { ok: true, name };
}

async function writeLogos(services: AppServices, actor: AuditActor, logos: TrustLogo[], action: string, detail: Record<string, unknown>) {
  await auditedWrite(services.db, actor, { action, entity: "trust_logos", entityId: "home", detail }, (db) => saveTrustLogos(db, logos));
}

/** Adds, renames, moves or removes a logo of the trust banner. */
export async function changeLogos(services: AppServices, log: Logger, received: ReceivedForm, actor: AuditActor, intent: string): Promise<PagesResult> {
  const { form } = received;
  const logos = await listTrustLogos(services.db);
  const refused = (status: number, alert: string, fieldErrors: Record<string, string> = {}): PagesResult => ({
    status,
    outcome: { form: "logos", ok: false, alert, fieldErrors, values: typedValues(form, ["name", "index"]) },
  });
  try {
    if (intent === "add-logo") {
      const name = logoName(form);
      const change = await readImageChange(services, { ...received, field: "logo", purpose: "trust-logo" });
      if (change.kind === "refused") return refused(change.status, change.message, { logo: "Choose another file.", ...(name.ok ? {} : { name: name.error }) });
      if (!name.ok || change.kind !== "set") {
        await abandonImageChange(services, change, "trust-logo");
        return refused(400, REFUSED, { ...(name.ok ? {} : { name: name.error }), ...(change.kind === "set" ? {} : { logo: "Choose the logo's image." }) });
      }
      const added = trustLogoSchema.parse({ name: name.name, image: change.image.url });
      await writeLogos(services, actor, [...logos, added], "trust_logo.create", { name: added.name });
      await settleImageChange(services, change, null, "trust-logo");
      await announce(services, log);
      return { status: 200, outcome: { form: "logos", ok: true, alert: null, fieldErrors: {} }, done: "added" };
    }
    const index = logoAt(logos, form);
    if (index === null) return refused(409, LOGOS_CHANGED);
    const logo = logos[index]!;
    if (intent === "rename-logo") {
      const name = logoName(form);
      if (!name.ok) return refused(400, REFUSED, { [`name-${index}`]: name.error });
      const renamed = logos.map((each, at) => (at === index ? { ...each, name: name.name } : each));
      await writeLogos(services, actor, renamed, "trust_logo.update", { name: name.name, previous: logo.name });
    } else if (intent === "move-logo") {
      const to = text(form, "direction") === "up" ? index - 1 : index + 1;
      if (to < 0 || to >= logos.length) return refused(400, "That logo cannot move further.");
      const moved = [...logos];
      [moved[index], moved[to]] = [moved[to]!, moved[index]!];
      await writeLogos(services, actor, moved, "trust_logo.move", { name: logo.name, from: index + 1, to: to + 1 });
    } else if (intent === "remove-logo") {
      await writeLogos(
        services,
        actor,
        logos.filter((_, at) => at !== index),
        "trust_logo.delete",
        { name: logo.name },
      );
      await deleteImageFiles(services, { src: logo.image, width: null, height: null }, "trust-logo");
    } else {
      return refused(400, "Unknown request.");
    }
  } catch (error) {
    log.error({ err: error, intent }, "trust logos could not be changed");
    return refused(500, "The logos could not be changed. Try again.");
  }
  await announce(services, log);
  return { status: 200, outcome: { form: "logos", ok: true, alert: null, fieldErrors: {} }, done: intent === "remove-logo" ? "deleted" : "updated" };
}

/** Brings an earlier version of a page's texts back as a new save (the team picture stays the current one). */
export async function restorePageRevision(
  services: AppServices,
  page: PageName,
  input: { snapshot: Record<string, unknown>; revisionId: string; version: string | null; actor: AuditActor },
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const form = new FormData();
  for (const name of page === "home" ? homeTextFields.map((field) => field.key) : ABOUT_FORM_FIELDS) {
    const value = input.snapshot[name];
    form.set(name, typeof value === "string" ? value : "");
  }
  form.set("version", input.version ?? (await readPageVersion(services.db, page)));
  const result =
    page === "home"
      ? await saveHomeTexts(services, services.log, form, input.actor, { restoredFrom: input.revisionId })
      : await saveAbout(services, services.log, { form, files: new Map() }, input.actor, { restoredFrom: input.revisionId });
  if (result.outcome.ok) {
    return { ok: true };
  }
  const problems = Object.entries(result.outcome.fieldErrors).map(([field, message]) => `${field}: ${message}`);
  return { ok: false, status: result.status, message: result.status === 409 ? result.outcome.alert! : `This version cannot come back as it is (${problems.join("; ") || result.outcome.alert}). Copy what you need into the form instead.` };
}

// moved to the domain (the public pages use them too); re-exported for the back office's callers
export { aboutFormValues, homeDefaults };
