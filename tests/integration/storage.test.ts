import { mkdtemp, readFile, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDiskStorage } from "../../app/server/storage/disk-storage.server";
import { UnsafeStorageKeyError, newStorageKey, type FileStorage } from "../../app/server/storage/file-storage.server";
import { createS3Storage } from "../../app/server/storage/s3-storage.server";
import { createStorage } from "../../app/server/storage/storage-url.server";
import { S3RVER_CREDENTIALS, startS3rver, type S3rverHandle } from "../support/s3rver";

/*
 * One contract, run against every adapter: the app must not be able to tell disk from S3.
 * The S3 side talks to a real s3rver on 127.0.0.1 through the real SDK (nothing mocked).
 */

const BUCKET = "test-bucket";
const PREFIX = "site";

const ESCAPING_KEYS = [
  "../../etc/passwd",
  "/etc/passwd",
  "a/../../b",
  "a\\b",
  "%2e%2e/x",
  "",
  "uploads/2025/01/../../../../etc/passwd.txt",
  "uploads/2025/01/0f8fad5b-d9cb-469f-a165-70867728950e.png.meta.json",
];

interface Backend {
  storage: FileStorage;
  close(): Promise<void>;
}

interface BackendFactory {
  name: string;
  open(): Promise<Backend>;
}

async function openDiskBackend(): Promise<Backend> {
  const dir = await mkdtemp(path.join(tmpdir(), "storage-disk-"));
  return {
    storage: createDiskStorage(path.join(dir, "uploads")),
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

async function openS3Backend(): Promise<Backend> {
  const s3rver = await startS3rver(BUCKET);
  return {
    storage: createS3Storage({
      bucket: BUCKET,
      endpoint: s3rver.endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      prefix: PREFIX,
      checksums: "when_required",
      credentials: S3RVER_CREDENTIALS,
    }),
    close: () => s3rver.close(),
  };
}

const BACKENDS: BackendFactory[] = [
  { name: "disk", open: openDiskBackend },
  { name: "s3 (s3rver)", open: openS3Backend },
];

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

async function readBack(storage: FileStorage, key: string) {
  const file = await storage.read(key);
  if (!file) return null;
  return { bytes: await readAll(file.body), contentType: file.contentType, size: file.size };
}

function everyByteValue(): Buffer {
  return Buffer.from(Array.from({ length: 256 }, (_, i) => i));
}

describe.each(BACKENDS)("FileStorage contract: $name", ({ open }) => {
  let backend: Backend;
  let storage: FileStorage;

  beforeAll(async () => {
    backend = await open();
    storage = backend.storage;
  });

  afterAll(async () => {
    await backend?.close();
  });

  it("reads back the same bytes, content type and size", async () => {
    const key = newStorageKey("listings", "bin");
    const body = everyByteValue();
    await storage.put(key, body, "application/x-test");
    const file = await readBack(storage, key);
    expect(file).not.toBeNull();
    expect(file?.bytes.equals(body)).toBe(true);
    expect(file?.contentType).toBe("application/x-test");
    expect(file?.size).toBe(body.length);
  });

  it("streams a multi-megabyte file intact", async () => {
    const key = newStorageKey("listings/photos", "jpg");
    const body = Buffer.alloc(3 * 1024 * 1024 + 7);
    for (let i = 0; i < body.length; i++) body[i] = (i * 31 + 7) % 251;
    await storage.put(key, body, "image/jpeg");
    const file = await readBack(storage, key);
    expect(file?.size).toBe(body.length);
    expect(file?.bytes.equals(body)).toBe(true);
  });

  it("stores an empty file", async () => {
    const key = newStorageKey("docs", "txt");
    await storage.put(key, Buffer.alloc(0), "text/plain");
    const file = await readBack(storage, key);
    expect(file).toEqual({ bytes: Buffer.alloc(0), contentType: "text/plain", size: 0 });
  });

  it("keeps the content type it was stored with, whatever the extension says", async () => {
    const key = newStorageKey("docs", "png");
    await storage.put(key, Buffer.from("%PDF-1.7"), "application/pdf");
    expect((await readBack(storage, key))?.contentType).toBe("application/pdf");
  });

  it("overwrites an existing key, content type included", async () => {
    const key = newStorageKey("avatars", "img");
    await storage.put(key, Buffer.from("first version, longer"), "image/png");
    await storage.put(key, Buffer.from("second"), "image/webp");
    const file = await readBack(storage, key);
    expect(file?.bytes.toString()).toBe("second");
    expect(file?.contentType).toBe("image/webp");
    expect(file?.size).toBe(6);
  });

  it("keeps different keys apart", async () => {
    const first = newStorageKey("a", "txt");
    const second = newStorageKey("a", "txt");
    await storage.put(first, Buffer.from("one"), "text/plain");
    await storage.put(second, Buffer.from("two"), "text/plain");
    expect((await readBack(storage, first))?.bytes.toString()).toBe("one");
    expect((await readBack(storage, second))?.bytes.toString()).toBe("two");
  });

  it("returns null for a missing key", async () => {
    expect(await storage.read(newStorageKey("listings", "jpg"))).toBeNull();
  });

  it("returns null after delete", async () => {
    const key = newStorageKey("listings", "jpg");
    await storage.put(key, Buffer.from("bye"), "image/jpeg");
    await storage.delete(key);
    expect(await storage.read(key)).toBeNull();
  });

  it("can store a key again after deleting it", async () => {
    const key = newStorageKey("listings", "jpg");
    await storage.put(key, Buffer.from("one"), "image/jpeg");
    await storage.delete(key);
    await storage.put(key, Buffer.from("again"), "image/gif");
    expect(await readBack(storage, key)).toEqual({ bytes: Buffer.from("again"), contentType: "image/gif", size: 5 });
  });

  it("lists every stored key, and no longer a deleted one", async () => {
    const keys = [newStorageKey("listing", "txt"), newStorageKey("listing/deeper", "txt")];
    for (const key of keys) await storage.put(key, Buffer.from(key), "text/plain");
    const listed = async () => {
      const found: string[] = [];
      for await (const key of storage.list()) if (key.startsWith("listing/")) found.push(key);
      return found.sort();
    };
    expect(await listed()).toEqual([...keys].sort());
    await storage.delete(keys[0]!);
    expect(await listed()).toEqual([keys[1]]);
  });

  it("does not throw when deleting a missing key", async () => {
    const key = newStorageKey("listings", "jpg");
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it.each(ESCAPING_KEYS)("refuses the key %j in put, read and delete", async (key) => {
    await expect(storage.put(key, Buffer.from("pwned"), "text/plain")).rejects.toThrow(UnsafeStorageKeyError);
    await expect(storage.read(key)).rejects.toThrow(UnsafeStorageKeyError);
    await expect(storage.delete(key)).rejects.toThrow(UnsafeStorageKeyError);
  });

  it("serves files under /uploads/", () => {
    const key = newStorageKey("shops/logos", "svg");
    expect(storage.publicUrl(key)).toBe(`/uploads/${key}`);
  });
});

describe("disk storage layout", () => {
  let dir: string;
  let root: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "storage-layout-"));
    root = path.join(dir, "uploads");
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("stores the file under its key with a content-type sidecar and no temp files", async () => {
    const storage = createDiskStorage(root);
    const key = newStorageKey("listings", "png");
    await storage.put(key, Buffer.from("png bytes"), "image/png");

    const file = path.join(root, ...key.split("/"));
    expect(await readFile(file, "utf8")).toBe("png bytes");
    expect(JSON.parse(await readFile(`${file}.meta.json`, "utf8"))).toEqual({ contentType: "image/png" });
    expect((await readdir(path.dirname(file))).sort()).toEqual(
      [path.basename(file), `${path.basename(file)}.meta.json`].sort(),
    );
  });

  it("removes the sidecar on delete", async () => {
    const storage = createDiskStorage(root);
    const key = newStorageKey("listings", "png");
    await storage.put(key, Buffer.from("x"), "image/png");
    await storage.delete(key);
    expect(await readdir(path.dirname(path.join(root, ...key.split("/"))))).not.toContain(
      `${path.basename(key)}.meta.json`,
    );
  });

  it("creates nothing outside the root for an escaping key", async () => {
    const storage = createDiskStorage(path.join(dir, "nested", "uploads"));
    await expect(storage.put("../../escaped.txt", Buffer.from("x"), "text/plain")).rejects.toThrow(
      UnsafeStorageKeyError,
    );
    await expect(stat(path.join(dir, "escaped.txt"))).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("falls back to application/octet-stream when the sidecar is missing", async () => {
    const storage = createDiskStorage(root);
    const key = newStorageKey("listings", "png");
    await storage.put(key, Buffer.from("x"), "image/png");
    await rm(path.join(root, ...key.split("/")) + ".meta.json");
    expect((await storage.read(key))?.contentType).toBe("application/octet-stream");
  });

  it("is what createStorage returns by default, under DATA_DIR/uploads", async () => {
    const storage = createStorage({ dataDir: dir });
    const key = newStorageKey("default", "txt");
    await storage.put(key, Buffer.from("hello"), "text/plain");
    expect(await readFile(path.join(dir, "uploads", ...key.split("/")), "utf8")).toBe("hello");
  });
});

describe("s3 storage through STORAGE_URL", () => {
  let s3rver: S3rverHandle;

  beforeAll(async () => {
    s3rver = await startS3rver(BUCKET);
    // The app never passes credentials itself: they come from the SDK's default chain.
    vi.stubEnv("AWS_ACCESS_KEY_ID", S3RVER_CREDENTIALS.accessKeyId);
    vi.stubEnv("AWS_SECRET_ACCESS_KEY", S3RVER_CREDENTIALS.secretAccessKey);
    vi.stubEnv("AWS_SESSION_TOKEN", undefined);
    vi.stubEnv("AWS_PROFILE", undefined);
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await s3rver?.close();
  });

  it("stores objects under the prefix, with credentials from the environment", async () => {
    const storage = createStorage({
      dataDir: "/nonexistent",
      storageUrl: `s3://${BUCKET}?endpoint=${s3rver.endpoint}&region=us-east-1&forcePathStyle=true&checksums=when_required&prefix=${PREFIX}`,
    });
    const key = newStorageKey("listings", "txt");
    await storage.put(key, Buffer.from("via url"), "text/plain; charset=utf-8");

    const head = await s3rver.admin.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}/${key}` }));
    expect(head.ContentType).toBe("text/plain; charset=utf-8");
    expect(head.ContentLength).toBe(7);
    expect(await readBack(storage, key)).toEqual({
      bytes: Buffer.from("via url"),
      contentType: "text/plain; charset=utf-8",
      size: 7,
    });
    expect(storage.publicUrl(key)).toBe(`/uploads/${key}`);
  });
});
