import { Readable } from "node:stream";
import type { GetObjectCommandOutput, S3Client } from "@aws-sdk/client-s3";
import { lazily } from "../../domain/lazily";
import {
  DEFAULT_CONTENT_TYPE,
  assertSafeStorageKey,
  isSafeStorageKey,
  publicUrlForKey,
  type FileStorage,
  type StoredFile,
} from "./file-storage.server";

/**
 * when_supported: the SDK default (CRC checksums on every upload/download).
 * when_required: only where S3 demands one; needed by S3-compatible servers that reject or
 * mangle the newer checksum headers/trailers (s3rver among them).
 */
export type ChecksumMode = "when_required" | "when_supported";

export interface S3StorageOptions {
  bucket: string;
  /** for S3-compatible services; omitted means AWS itself */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** folder inside the bucket, so one bucket can be shared; never part of the public URL */
  prefix?: string;
  checksums: ChecksumMode;
  /** normally absent, so the SDK's default chain (AWS_* environment variables, profiles, roles) applies */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

/*
 * The SDK loads on the first file read or written (about 20 MB and 150 ms): a process that serves
 * cached pages never needs it (issue 25), and one on disk storage never loads it at all.
 */
const sdk = lazily(() => import("@aws-sdk/client-s3"));

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const connected = lazily(async () => ({ sdk: await sdk(), client: createClient(await sdk(), options) }));
  const { bucket } = options;
  const objectKey = objectKeyMapper(options.prefix);

  return {
    async put(key, body, contentType) {
      const Key = objectKey(key);
      const { sdk, client } = await connected();
      await client.send(
        new sdk.PutObjectCommand({ Bucket: bucket, Key, Body: body, ContentType: contentType, ContentLength: body.length }),
      );
    },

    async read(key) {
      const Key = objectKey(key);
      const { sdk, client } = await connected();
      try {
        return toStoredFile(key, await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key })));
      } catch (error) {
        if (isNotFound(sdk, error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const Key = objectKey(key);
      const { sdk, client } = await connected();
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key }));
      } catch (error) {
        // S3 itself answers 204 for a missing key, but some compatible servers answer 404.
        if (!isNotFound(sdk, error)) throw error;
      }
    },

    publicUrl: publicUrlForKey,

    async *list() {
      const folder = normalizePrefix(options.prefix);
      const Prefix = folder ? `${folder}/` : undefined;
      let ContinuationToken: string | undefined;
      const { sdk, client } = await connected();
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const key = Prefix ? object.Key?.slice(Prefix.length) : object.Key;
          // other things sharing the bucket are not ours to copy
          if (key && isSafeStorageKey(key)) yield key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

type S3Sdk = Awaited<ReturnType<typeof sdk>>;

function createClient(sdk: S3Sdk, options: S3StorageOptions): S3Client {
  const checksumSetting = options.checksums === "when_required" ? "WHEN_REQUIRED" : "WHEN_SUPPORTED";
  return new sdk.S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    requestChecksumCalculation: checksumSetting,
    responseChecksumValidation: checksumSetting,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
}

function objectKeyMapper(prefix: string | undefined): (key: string) => string {
  const folder = normalizePrefix(prefix);
  return (key) => {
    // Checked here too, although S3 has no paths to escape: the same key must be accepted or
    // refused whichever backend is configured.
    assertSafeStorageKey(key);
    return folder ? `${folder}/${key}` : key;
  };
}

export function normalizePrefix(prefix: string | undefined): string {
  return (prefix ?? "").replace(/^\/+|(?<!\/)\/+$/g, "");
}

function toStoredFile(key: string, output: GetObjectCommandOutput): StoredFile {
  const body = output.Body;
  // In Node the SDK returns an http.IncomingMessage (or a checksum-validating wrapper), both Readable.
  if (!(body instanceof Readable)) {
    throw new Error(`S3 returned no readable body for ${JSON.stringify(key)}`);
  }
  if (output.ContentLength === undefined) {
    body.destroy();
    throw new Error(`S3 returned no Content-Length for ${JSON.stringify(key)}`);
  }
  return { body, contentType: output.ContentType || DEFAULT_CONTENT_TYPE, size: output.ContentLength };
}

function isNotFound(sdk: S3Sdk, error: unknown): boolean {
  if (!(error instanceof sdk.S3ServiceException)) return false;
  // A missing bucket is a configuration error, not a missing file: let it surface.
  if (error.name === "NoSuchBucket") return false;
  return error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404;
}
