import type { Logger } from "pino";
import {
  platformFormSchema,
  programAlert,
  programFormSchema,
  type ExploreFormOutcome,
  type ExplorePlatformView,
  type ExploreProgramView,
} from "../../domain/explore";
import { fieldErrorsOf } from "../../domain/field-errors";
import { responsiveImage, type ImageRef } from "../../domain/images";
import { messages } from "../../domain/messages";
import { fallbackSiteSettings } from "../../domain/site-settings";
import { announceContentChange } from "../content-events.server";
import type { ExplorePlatform, ExploreProgram } from "../db/schema.server";
import {
  createExplorePlatform,
  createExploreProgram,
  deleteExplorePlatform,
  deleteExploreProgram,
  findExploreProgram,
  listExplorePlatforms,
  listExplorePrograms,
  nextExploreProgramSortOrder,
  updateExploreProgram,
} from "../repos/explore.server";
import { auditedWrite, type AuditActor } from "../repos/audit.server";
import { findSiteSettings } from "../repos/settings.server";
import type { AppServices } from "../services.server";
import { storageKeyOfUrl } from "../storage/file-storage.server";
import { abandonImageChange, deleteImageFiles, readImageChange, settleImageChange, type ImageChange } from "../uploads/uploads.server";
import type { ReceivedFile } from "../uploads/upload-form.server";
import { forgetExploreItemTranslation } from "./explore-translations.server";

/*
 * The Explore screen of the back office: programs (label and icon) and platforms (alt text and
 * image). Every change is announced on the bus, which empties the public page cache and tells
 * every open Explore screen to reload its lists.
 */

export interface ExploreAdminData {
  companyName: string;
  programs: ExploreProgramView[];
  platforms: ExplorePlatformView[];
}

/** What the route answers: the outcome for the page, its status, and where to go on success. */
export interface ExploreResult {
  status: number;
  outcome: ExploreFormOutcome;
  /** a successful edit leaves edit mode; a successful delete closes its dialog */
  close?: "edit" | "confirm";
}

interface ReceivedForm {
  form: FormData;
  files: Map<string, ReceivedFile>;
}

const noErrors = {};

function iconOf(program: ExploreProgram): ImageRef {
  return { src: program.icon, width: program.imageWidth, height: program.imageHeight };
}

function imageOf(platform: ExplorePlatform): ImageRef {
  return { src: platform.image, width: platform.imageWidth, height: platform.imageHeight };
}

export async function loadExploreAdmin(services: AppServices): Promise<ExploreAdminData> {
  const [settings, programs, platforms] = await Promise.all([
    findSiteSettings(services.db),
    listExplorePrograms(services.db),
    listExplorePlatforms(services.db),
  ]);
  return {
    companyName: (settings ?? fallbackSiteSettings).companyName,
    programs: programs.map((program) => ({ id: program.id, label: program.label, icon: responsiveImage(iconOf(program), "program-icon") })),
    platforms: platforms.map((platform) => ({ id: platform.id, alt: platform.alt, image: responsiveImage(imageOf(platform), "explore-platform") })),
  };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function fileChosen({ form, files }: ReceivedForm, field: string): boolean {
  return files.has(field) || text(form, `${field}Upload`) !== "";
}

/** The stored columns of an uploaded image (the key kept beside the URL, as the spec's storagePath). */
function storedColumns(change: Extract<ImageChange, { kind: "set" }>) {
  return {
    url: change.image.url,
    storageKey: storageKeyOfUrl(change.image.url),
    imageWidth: change.image.width,
    imageHeight: change.image.height,
  };
}

/** Adds a program, or updates the one named by `id`; a new icon replaces (and deletes) the old. */
export async function saveProgram(services: AppServices, log: Logger, received: ReceivedForm, actor: AuditActor): Promise<ExploreResult> {
  const { form } = received;
  const id = text(form, "id").trim() || undefined;
  const parsed = programFormSchema.safeParse({ id, label: text(form, "label"), iconChosen: fileChosen(received, "icon") });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    const missing = text(form, "label").trim() === "" || (id === undefined && !fileChosen(received, "icon"));
    return { status: 400, outcome: { form: "program", ok: false, alert: missing ? programAlert(id === undefined) : Object.values(fieldErrors)[0] ?? null, fieldErrors } };
  }
  const failed = (status: number): ExploreResult => ({ status, outcome: { form: "program", ok: false, alert: messages.explore.programSaveFailed, fieldErrors: noErrors } });

  const previous = id === undefined ? undefined : await findExploreProgram(services.db, id);
  if (id !== undefined && !previous) return failed(404);

  let change = await readImageChange(services, { ...received, field: "icon", purpose: "program-icon" });
  // A program always has an icon: it can be replaced, never removed.
  if (change.kind === "removed") change = { kind: "unchanged" };
  if (change.kind === "refused") {
    return { status: change.status, outcome: { form: "program", ok: false, alert: change.message, fieldErrors: { icon: "Choose another file." } } };
  }

  let savedId: string;
  try {
    const icon = change.kind === "set" ? storedColumns(change) : null;
    const iconColumns = icon ? { icon: icon.url, iconStorageKey: icon.storageKey, imageWidth: icon.imageWidth, imageHeight: icon.imageHeight } : {};
    if (previous) {
      const entry = { action: "explore_program.update", entity: "explore_program", entityId: previous.id, detail: { label: parsed.data.label } };
      await auditedWrite(services.db, actor, entry, (db) => updateExploreProgram(db, previous.id, { label: parsed.data.label, ...iconColumns }));
      savedId = previous.id;
    } else {
      if (!icon) return failed(400); // unreachable: the schema requires an icon when adding
      const entry = (created: ExploreProgram) => ({ action: "explore_program.create", entity: "explore_program", entityId: created.id, detail: { label: created.label } });
      const created = await auditedWrite(services.db, actor, entry, async (db) => {
        const sortOrder = await nextExploreProgramSortOrder(db);
        return createExploreProgram(db, { label: parsed.data.label, icon: icon.url, iconStorageKey: icon.storageKey, imageWidth: icon.imageWidth, imageHeight: icon.imageHeight, sortOrder });
      });
      savedId = created.id;
    }
  } catch (error) {
    log.error({ err: error }, "explore program could not be saved");
    await abandonImageChange(services, change, "program-icon");
    return failed(500);
  }
  await settle(services, log, change, previous ? iconOf(previous) : null, "program-icon");
  await announce(services, log);
  log.info({ programId: savedId, icon: change.kind }, previous ? "explore program updated" : "explore program added");
  return previous
    ? { status: 200, outcome: { form: "program", ok: true, alert: null, fieldErrors: noErrors }, close: "edit" }
    : { status: 200, outcome: { form: "program", ok: true, alert: null, fieldErrors: noErrors, savedId } };
}

export async function removeProgram(services: AppServices, log: Logger, id: string, actor: AuditActor): Promise<ExploreResult> {
  const failed = (status: number): ExploreResult => ({ status, outcome: { form: "delete-program", ok: false, alert: messages.explore.programDeleteFailed, fieldErrors: noErrors } });
  let removed: ExploreProgram | undefined;
  try {
    const entry = (deleted: ExploreProgram | undefined) => (deleted ? { action: "explore_program.delete", entity: "explore_program", entityId: id, detail: { label: deleted.label } } : null);
    removed = await auditedWrite(services.db, actor, entry, async (db) => {
      const deleted = await deleteExploreProgram(db, id);
      // and its Hindi label (decision 0055)
      if (deleted) await forgetExploreItemTranslation(db, { program: id });
      return deleted;
    });
  } catch (error) {
    log.error({ err: error, programId: id }, "explore program could not be deleted");
    return failed(500);
  }
  if (!removed) return failed(404);
  await deleteImageFiles(services, iconOf(removed), "program-icon");
  await announce(services, log);
  log.info({ programId: id }, "explore program deleted");
  return { status: 200, outcome: { form: "delete-program", ok: true, alert: null, fieldErrors: noErrors }, close: "confirm" };
}

export async function addPlatform(services: AppServices, log: Logger, received: ReceivedForm, actor: AuditActor): Promise<ExploreResult> {
  const parsed = platformFormSchema.safeParse({ alt: text(received.form, "alt"), imageChosen: fileChosen(received, "image") });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    const missing = text(received.form, "alt").trim() === "" || !fileChosen(received, "image");
    return { status: 400, outcome: { form: "platform", ok: false, alert: missing ? messages.explore.platformMissing : Object.values(fieldErrors)[0] ?? null, fieldErrors } };
  }
  const failed = (status: number): ExploreResult => ({ status, outcome: { form: "platform", ok: false, alert: messages.explore.platformAddFailed, fieldErrors: noErrors } });

  const change = await readImageChange(services, { ...received, field: "image", purpose: "explore-platform" });
  if (change.kind === "refused") {
    return { status: change.status, outcome: { form: "platform", ok: false, alert: change.message, fieldErrors: { image: "Choose another file." } } };
  }
  if (change.kind !== "set") return failed(400); // unreachable: the schema requires an image

  let savedId: string;
  try {
    const image = storedColumns(change);
    const entry = (created: ExplorePlatform) => ({ action: "explore_platform.create", entity: "explore_platform", entityId: created.id, detail: { alt: created.alt } });
    const columns = { alt: parsed.data.alt, image: image.url, storageKey: image.storageKey, imageWidth: image.imageWidth, imageHeight: image.imageHeight };
    savedId = (await auditedWrite(services.db, actor, entry, (db) => createExplorePlatform(db, columns))).id;
  } catch (error) {
    log.error({ err: error }, "explore platform could not be added");
    await abandonImageChange(services, change, "explore-platform");
    return failed(500);
  }
  await settle(services, log, change, null, "explore-platform");
  await announce(services, log);
  log.info({ platformId: savedId }, "explore platform added");
  return { status: 200, outcome: { form: "platform", ok: true, alert: null, fieldErrors: noErrors, savedId } };
}

export async function removePlatform(services: AppServices, log: Logger, id: string, actor: AuditActor): Promise<ExploreResult> {
  const failed = (status: number): ExploreResult => ({ status, outcome: { form: "delete-platform", ok: false, alert: messages.explore.platformDeleteFailed, fieldErrors: noErrors } });
  let removed: ExplorePlatform | undefined;
  try {
    const entry = (deleted: ExplorePlatform | undefined) => (deleted ? { action: "explore_platform.delete", entity: "explore_platform", entityId: id, detail: { alt: deleted.alt } } : null);
    removed = await auditedWrite(services.db, actor, entry, async (db) => {
      const deleted = await deleteExplorePlatform(db, id);
      if (deleted) await forgetExploreItemTranslation(db, { platform: id });
      return deleted;
    });
  } catch (error) {
    log.error({ err: error, platformId: id }, "explore platform could not be deleted");
    return failed(500);
  }
  if (!removed) return failed(404);
  await deleteImageFiles(services, imageOf(removed), "explore-platform");
  await announce(services, log);
  log.info({ platformId: id }, "explore platform deleted");
  return { status: 200, outcome: { form: "delete-platform", ok: true, alert: null, fieldErrors: noErrors }, close: "confirm" };
}

/** The record is saved: a failure to tidy up after it is logged, not shown as a failed save. */
async function settle(services: AppServices, log: Logger, change: ImageChange, previous: ImageRef | null, purpose: "program-icon" | "explore-platform") {
  try {
    await settleImageChange(services, change, previous, purpose);
  } catch (error) {
    log.warn({ err: error }, "the replaced image could not be tidied up");
  }
}

async function announce(services: AppServices, log: Logger) {
  try {
    await announceContentChange(services, "explore");
  } catch (error) {
    log.warn({ err: error }, "the explore change could not be announced");
  }
}
