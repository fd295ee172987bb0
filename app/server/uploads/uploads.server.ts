import { variantPath, variantWidths, type ImageRef } from "../../domain/images";
import { isUploadPurpose, uploadMessages, type UploadPurposeName } from "../../domain/uploads";
import { nowIso } from "../db/ids.server";
import type { AppServices } from "../services.server";
import { publicUrlForKey, storageKeyOfUrl } from "../storage/file-storage.server";
import { processImage } from "./image-pipeline.server";
import type { ReceivedFile } from "./upload-form.server";

/*
 * The one way an uploaded image reaches storage and a record. Two routes lead here: a form posted
 * with its file (works without JavaScript), or a file sent ahead to /admin/uploads (for the
 * progress bar) whose key the form then carries. A file sent ahead is registered as pending until
 * a save claims it; pending files nobody claimed are swept after a day.
 */

export const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export interface StoredImage {
  url: string;
  width: number | null;
  height: number | null;
}

export type Refusal = { ok: false; status: number; message: string };

export async function storeImage(
  services: AppServices,
  purpose: UploadPurposeName,
  file: ReceivedFile,
): Promise<{ ok: true; image: StoredImage; key: string } | Refusal> {
  const processed = await processImage(purpose, file.name, file.bytes);
  if (!processed.ok) return processed;
  const written: string[] = [];
  try {
    for (const part of processed.image.files) {
      await services.storage.put(part.key, part.body, part.contentType);
      written.push(part.key);
    }
  } catch (error) {
    await Promise.all(written.map((key) => services.storage.delete(key).catch(() => {})));
    throw error;
  }
  const { key, width, height } = processed.image;
  return { ok: true, key, image: { url: publicUrlForKey(key), width, height } };
}

/** An image sent ahead of its form: stored now, kept as pending until a save claims it. */
export async function storePendingImage(services: AppServices, purpose: UploadPurposeName, file: ReceivedFile, userId: string) {
  const stored = await storeImage(services, purpose, file);
  if (!stored.ok) return stored;
  await services.db
    .insertInto("pendingUploads")
    .values({ storageKey: stored.key, purpose, width: stored.image.width, height: stored.image.height, uploadedBy: userId, createdAt: nowIso() })
    .execute();
  return stored;
}

export type ImageChange =
  | { kind: "unchanged" }
  | { kind: "removed" }
  | { kind: "set"; image: StoredImage; pendingKey: string | null }
  | { kind: "refused"; status: number; message: string };

/**
 * What a save does to one image field: `<field>` carries a file (no JavaScript), `<field>Upload`
 * the key of a file sent ahead, `<field>Remove` = "1" asks to remove the current one.
 */
export async function readImageChange(
  services: AppServices,
  input: { form: FormData; files: Map<string, ReceivedFile>; field: string; purpose: UploadPurposeName },
): Promise<ImageChange> {
  const { form, files, field, purpose } = input;
  const file = files.get(field);
  if (file) {
    const stored = await storeImage(services, purpose, file);
    return stored.ok ? { kind: "set", image: stored.image, pendingKey: null } : { kind: "refused", status: stored.status, message: stored.message };
  }
  const sentAhead = form.get(`${field}Upload`);
  if (typeof sentAhead === "string" && sentAhead !== "") {
    const pending = await services.db
      .selectFrom("pendingUploads")
      .selectAll()
      .where("storageKey", "=", sentAhead)
      .where("purpose", "=", purpose)
      .executeTakeFirst();
    if (!pending) return { kind: "refused", status: 422, message: uploadMessages.expired };
    return { kind: "set", image: { url: publicUrlForKey(pending.storageKey), width: pending.width, height: pending.height }, pendingKey: pending.storageKey };
  }
  if (form.get(`${field}Remove`) === "1") return { kind: "removed" };
  return { kind: "unchanged" };
}

/** After the record is saved: the new image is no longer pending, and the one it replaced is deleted. */
export async function settleImageChange(services: AppServices, change: ImageChange, previous: ImageRef | null, purpose: UploadPurposeName) {
  if (change.kind === "set" && change.pendingKey) {
    await services.db.deleteFrom("pendingUploads").where("storageKey", "=", change.pendingKey).execute();
  }
  if ((change.kind === "set" || change.kind === "removed") && previous && previous.src !== (change.kind === "set" ? change.image.url : "")) {
    await deleteImageFiles(services, previous, purpose);
  }
}

/** When the save failed after a file came with the form: nothing may be left behind in storage. */
export async function abandonImageChange(services: AppServices, change: ImageChange, purpose: UploadPurposeName) {
  if (change.kind === "set" && !change.pendingKey) {
    await deleteImageFiles(services, { src: change.image.url, width: change.image.width, height: change.image.height }, purpose);
  }
}

/** Deletes an uploaded image and its narrower copies; built-in artwork and outside URLs are left alone. */
export async function deleteImageFiles(services: AppServices, image: ImageRef, purpose: UploadPurposeName): Promise<void> {
  const key = storageKeyOfUrl(image.src);
  if (!key) return;
  const keys = [key, ...(image.width ? variantWidths(purpose, image.width).map((width) => variantPath(key, width)) : [])];
  for (const each of keys) {
    try {
      await services.storage.delete(each);
    } catch (error) {
      services.log.warn({ err: error, key: each }, "stored file could not be deleted");
    }
  }
}

/** Housekeeping: files sent ahead that no save claimed within a day. */
export async function sweepPendingUploads(services: AppServices, now = Date.now()): Promise<number> {
  const before = new Date(now - PENDING_UPLOAD_TTL_MS).toISOString();
  const stale = await services.db.selectFrom("pendingUploads").selectAll().where("createdAt", "<", before).execute();
  for (const upload of stale) {
    if (!isUploadPurpose(upload.purpose)) continue;
    await deleteImageFiles(services, { src: publicUrlForKey(upload.storageKey), width: upload.width, height: upload.height }, upload.purpose);
    await services.db.deleteFrom("pendingUploads").where("storageKey", "=", upload.storageKey).execute();
  }
  return stale.length;
}
