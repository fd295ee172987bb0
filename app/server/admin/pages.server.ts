import type { Logger } from "pino";
import {
  ABOUT_VALUES_MAX,
  aboutContentFromStored,
  aboutTextFields,
  fallbackAboutContent,
  parseAboutForm,
  type AboutContent,
} from "../../domain/about-content";
import { cleanPageText, FIGURE_DEFAULTS, homeTextFields, parseHomeTexts } from "../../domain/page-texts";
import { fallbackSiteSettings } from "../../domain/site-settings";
import { home } from "../../i18n/texts/home";
import { announceContentChange } from "../content-events.server";
import { auditedWrite, type AuditActor } from "../repos/audit.server";
import { readPageTexts, writePageTexts } from "../repos/page-texts.server";
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

export type PagesForm = "home" | "about" | "logos";

export interface PagesOutcome {
  form: PagesForm;
  ok: boolean;
  alert: string | null;
  fieldErrors: Record<string, string>;
  /** what was typed, shown again after a refused save */
  values?: Record<string, string>;
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

/** The home fields' defaults: the catalogue's English texts and the code's figures. */
export function homeDefaults(): Record<string, string> {
  const english = home.en as Record<string, string>;
  return Object.fromEntries(homeTextFields.map((field) => [field.key, FIGURE_DEFAULTS[field.key] ?? english[field.key] ?? ""]));
}

/** The about form's boxes for a content (eight value slots, the unused ones empty). */
function aboutFormValues(content: AboutContent): Record<string, string> {
  const values: Record<string, string> = {
    title: content.title,
    intro: content.intro,
    mission: content.mission,
    vision: content.vision,
    teamHeading: content.team.heading,
    teamText: content.team.text,
    teamImageAlt: content.team.imageAlt,
  };
  for (let n = 1; n <= ABOUT_VALUES_MAX; n++) {
    values[`value${n}Name`] = content.values[n - 1]?.name ?? "";
    values[`value${n}Description`] = content.values[n - 1]?.description ?? "";
  }
  return values;
}

async function companyNameOf(services: AppServices): Promise<string> {
  return ((await findSiteSettings(services.db)) ?? fallbackSiteSettings).companyName;
}

export async function loadPagesAdmin(services: AppServices) {
  const [companyName, homeStored, aboutStored, logos] = await Promise.all([
    companyNameOf(services),
    readPageTexts(services.db, "home"),
    readPageTexts(services.db, "about"),
    listTrustLogos(services.db),
  ]);
  const defaults = homeDefaults();
  const about = aboutContentFromStored(aboutStored, fallbackAboutContent(companyName, "en"));
  return {
    home: {
      // each box shows what the page shows: the stored text, or the default
      values: Object.fromEntries(homeTextFields.map((field) => [field.key, homeStored[field.key] || defaults[field.key]!])),
      defaults,
      changed: homeTextFields.filter((field) => (homeStored[field.key] ?? "") !== "").map((field) => field.key),
    },
    about: { values: aboutFormValues(about), teamImage: about.team.image },
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

async function announce(services: AppServices, log: Logger) {
  // Saved is saved: a bus that fails to pass the news on is logged (pages catch up within a minute).
  await announceContentChange(services, "pages").catch((error: unknown) => log.error({ err: error }, "announcing a page-texts change failed"));
}

export async function saveHomeTexts(services: AppServices, log: Logger, form: FormData, actor: AuditActor): Promise<PagesResult> {
  const values = typedValues(
    form,
    homeTextFields.map((field) => field.key),
  );
  const parsed = parseHomeTexts(values, homeDefaults());
  if (!parsed.ok) return { status: 400, outcome: { form: "home", ok: false, alert: REFUSED, fieldErrors: parsed.errors, values } };
  try {
    const entry = (changed: string[]) => ({ action: "page_texts.update", entity: "page", entityId: "home", detail: { changed } });
    await auditedWrite(services.db, actor, entry, (db) => writePageTexts(db, "home", parsed.values));
  } catch (error) {
    log.error({ err: error }, "home page texts could not be saved");
    return { status: 500, outcome: { form: "home", ok: false, alert: "The texts could not be saved. Try again.", fieldErrors: {}, values } };
  }
  await announce(services, log);
  return { status: 200, outcome: { form: "home", ok: true, alert: null, fieldErrors: {} }, done: "saved" };
}

const ABOUT_FORM_FIELDS = [
  ...aboutTextFields.map((field) => field.key),
  ...Array.from({ length: ABOUT_VALUES_MAX }, (_, index) => [`value${index + 1}Name`, `value${index + 1}Description`]).flat(),
];

export async function saveAbout(services: AppServices, log: Logger, received: ReceivedForm, actor: AuditActor): Promise<PagesResult> {
  const values = typedValues(received.form, ABOUT_FORM_FIELDS);
  const companyName = await companyNameOf(services);
  const fallback = fallbackAboutContent(companyName, "en");
  const parsed = parseAboutForm(values, fallback, cleanPageText);
  if (!parsed.ok) return { status: 400, outcome: { form: "about", ok: false, alert: REFUSED, fieldErrors: parsed.errors, values } };

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
    const entry = (changed: string[]) => ({ action: "page_texts.update", entity: "page", entityId: "about", detail: { changed } });
    await auditedWrite(services.db, actor, entry, (db) => writePageTexts(db, "about", fields));
  } catch (error) {
    log.error({ err: error }, "about page texts could not be saved");
    await abandonImageChange(services, change, "about-team");
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
