import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, readdir, readFile, rename, unlink, type FileHandle } from "node:fs/promises";
import path from "node:path";
import {
  DEFAULT_CONTENT_TYPE,
  UnsafeStorageKeyError,
  assertSafeStorageKey,
  isSafeStorageKey,
  publicUrlForKey,
  type FileStorage,
  type StoredFile,
} from "./file-storage.server";

/*
 * Files are stored at <rootDir>/<key>, with the content type in a sidecar <file>.meta.json so a
 * file is served with the type it was uploaded with (extensions alone are not trusted).
 *
 * The data file is the commit point: put writes the sidecar first and the data last, delete removes
 * the data first. A reader that finds the data file therefore finds a complete upload; an orphan
 * sidecar left by a crash is harmless.
 */

interface FileMeta {
  contentType: string;
}

export function createDiskStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);

  return {
    async put(key, body, contentType) {
      const file = resolveInside(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      const meta: FileMeta = { contentType };
      await writeAtomically(metaPathFor(file), Buffer.from(JSON.stringify(meta)));
      await writeAtomically(file, body);
    },

    async read(key) {
      const file = resolveInside(root, key);
      const handle = await openIfExists(file);
      if (!handle) return null;
      try {
        return await streamFromHandle(handle, await readContentType(file));
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      const file = resolveInside(root, key);
      await unlinkIfExists(file);
      await unlinkIfExists(metaPathFor(file));
    },

    publicUrl: publicUrlForKey,

    async *list() {
      // Sidecars and temp files never have the shape of a key, so the key check skips them.
      for (const file of await filesUnder(root)) {
        const key = path.relative(root, file).split(path.sep).join("/");
        if (isSafeStorageKey(key)) yield key;
      }
    },
  };
}

async function filesUnder(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

function resolveInside(root: string, key: string): string {
  assertSafeStorageKey(key);
  const file = path.resolve(root, ...key.split("/"));
  // Second line of defence: even a key that passed the shape check must not leave the root.
  if (!file.startsWith(root + path.sep)) throw new UnsafeStorageKeyError(key);
  return file;
}

function metaPathFor(file: string): string {
  return `${file}.meta.json`;
}

async function writeAtomically(target: string, data: Buffer): Promise<void> {
  // Same directory as the target so rename() stays on one file system and is atomic; the leading
  // dot and the extra dots keep temp names from ever matching a valid key.
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
  try {
    const handle = await open(temp, "wx");
    try {
      await handle.writeFile(data);
      // Without fsync a crash right after rename can leave an empty file under the final name.
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } catch (error) {
    await unlinkIfExists(temp);
    throw error;
  }
}

async function openIfExists(file: string): Promise<FileHandle | null> {
  try {
    return await open(file, "r");
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

async function streamFromHandle(handle: FileHandle, contentType: string): Promise<StoredFile> {
  // Size and bytes both come from the open handle, so a concurrent overwrite or delete cannot
  // make them disagree.
  const { size } = await handle.stat();
  const body = createReadStream("", { fd: handle, autoClose: true });
  return { body, contentType, size };
}

async function readContentType(file: string): Promise<string> {
  try {
    const meta: unknown = JSON.parse(await readFile(metaPathFor(file), "utf8"));
    if (isFileMeta(meta)) return meta.contentType;
  } catch (error) {
    if (!isNotFound(error) && !(error instanceof SyntaxError)) throw error;
  }
  return DEFAULT_CONTENT_TYPE;
}

function isFileMeta(value: unknown): value is FileMeta {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { contentType?: unknown }).contentType === "string" &&
    (value as { contentType: string }).contentType.length > 0
  );
}

async function unlinkIfExists(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}

function isNotFound(error: unknown): boolean {
  // ENOTDIR: a path component is a file, which also means "no such upload"
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}
