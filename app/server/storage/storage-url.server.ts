import path from "node:path";
import { createDiskStorage } from "./disk-storage.server";
import type { FileStorage } from "./file-storage.server";
import { createS3Storage, normalizePrefix, type ChecksumMode, type S3StorageOptions } from "./s3-storage.server";

/*
 * STORAGE_URL selects where uploads go. Unset means local disk under DATA_DIR/uploads; otherwise
 *   s3://bucket?endpoint=http://127.0.0.1:4569&region=us-east-1&forcePathStyle=true&checksums=when_required&prefix=site
 * Credentials are deliberately not part of the URL: the SDK reads AWS_ACCESS_KEY_ID etc. itself,
 * which keeps secrets out of a value that tends to end up in logs.
 */

const KNOWN_PARAMS = new Set(["endpoint", "region", "forcePathStyle", "checksums", "prefix"]);
// Looser than AWS's own rules on purpose: S3-compatible services differ, and the service itself
// reports a bad name clearly. This only stops characters that cannot belong in a bucket name.
const BUCKET_NAME = /^[A-Za-z0-9._-]+$/;
const CHECKSUM_MODES: readonly ChecksumMode[] = ["when_required", "when_supported"];

export type ParsedStorageUrl = Omit<S3StorageOptions, "credentials">;

export function parseStorageUrl(url: string, env: NodeJS.ProcessEnv = process.env): ParsedStorageUrl {
  const parsed = parseUrl(url);
  if (parsed.protocol !== "s3:") {
    throw new Error(`STORAGE_URL must start with s3:// (got "${parsed.protocol}//"); leave it unset to store files on disk`);
  }
  if (parsed.username || parsed.password) {
    throw new Error("STORAGE_URL must not contain credentials; set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead");
  }
  const bucket = parsed.hostname;
  if (!bucket) throw new Error("STORAGE_URL is missing the bucket name (s3://<bucket>)");
  if (!BUCKET_NAME.test(bucket)) throw new Error(`STORAGE_URL bucket name is not valid: "${bucket}"`);
  rejectUnknownParams(parsed.searchParams);

  const endpoint = parseEndpoint(parsed.searchParams.get("endpoint"));
  const prefix = parsePrefix(parsed);
  return {
    bucket,
    region: parsed.searchParams.get("region") || env.AWS_REGION || "us-east-1",
    // Self-hosted S3-compatible servers rarely have wildcard DNS for virtual-host-style buckets.
    forcePathStyle: parseBoolean("forcePathStyle", parsed.searchParams.get("forcePathStyle"), endpoint !== undefined),
    checksums: parseChecksums(parsed.searchParams.get("checksums")),
    ...(endpoint !== undefined ? { endpoint } : {}),
    ...(prefix ? { prefix } : {}),
  };
}

export function createStorage(options: { dataDir: string; storageUrl?: string | undefined }): FileStorage {
  if (!options.storageUrl) return createDiskStorage(path.join(options.dataDir, "uploads"));
  return createS3Storage(parseStorageUrl(options.storageUrl));
}

function parseUrl(url: string): URL {
  try {
    return new URL(url);
  } catch {
    throw new Error("STORAGE_URL is not a valid URL (expected s3://<bucket>?region=...)");
  }
}

function rejectUnknownParams(params: URLSearchParams): void {
  // A misspelt option (e.g. "forcepathstyle") would otherwise be silently ignored.
  for (const name of params.keys()) {
    if (!KNOWN_PARAMS.has(name)) {
      throw new Error(`STORAGE_URL has an unknown option "${name}" (known: ${[...KNOWN_PARAMS].join(", ")})`);
    }
  }
}

function parseEndpoint(value: string | null): string | undefined {
  if (!value) return undefined;
  let endpoint: URL;
  try {
    endpoint = new URL(value);
  } catch {
    throw new Error(`STORAGE_URL endpoint is not a valid URL: "${value}"`);
  }
  if (endpoint.protocol !== "http:" && endpoint.protocol !== "https:") {
    throw new Error(`STORAGE_URL endpoint must be http:// or https:// (got "${endpoint.protocol}//")`);
  }
  return value;
}

function parsePrefix(parsed: URL): string {
  const fromParam = normalizePrefix(parsed.searchParams.get("prefix") ?? undefined);
  // s3://bucket/some/prefix is the natural way to write a prefix too; accept it unless both are given.
  const fromPath = normalizePrefix(decodePath(parsed.pathname));
  if (fromParam && fromPath) {
    throw new Error("STORAGE_URL gives a prefix both as a path and as ?prefix=; use one");
  }
  const prefix = fromParam || fromPath;
  if (prefix.split("/").some((segment) => segment === "." || segment === "..")) {
    throw new Error(`STORAGE_URL prefix must not contain "." or ".." segments: "${prefix}"`);
  }
  return prefix;
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    throw new Error(`STORAGE_URL path is not valid percent-encoding: "${pathname}"`);
  }
}

function parseBoolean(name: string, value: string | null, fallback: boolean): boolean {
  if (value === null || value === "") return fallback;
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  throw new Error(`STORAGE_URL ${name} must be true or false (got "${value}")`);
}

function parseChecksums(value: string | null): ChecksumMode {
  if (value === null || value === "") return "when_supported";
  const mode = CHECKSUM_MODES.find((candidate) => candidate === value);
  if (!mode) {
    throw new Error(`STORAGE_URL checksums must be ${CHECKSUM_MODES.join(" or ")} (got "${value}")`);
  }
  return mode;
}
