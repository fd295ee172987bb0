import { describe, it, expect } from "vitest";
import { fileNameSlug, isSafeStorageKey, newStorageKey, newUploadKey, publicUrlForKey, storageKeyOfUrl } from "./file-storage.server";
import { createStorage, parseStorageUrl } from "./storage-url.server";

const UUID = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("newStorageKey", () => {
  it("builds folder/yyyy/mm/uuid.ext from the UTC date", () => {
    const key = newStorageKey("listings", "jpg", new Date("2025-03-31T23:30:00Z"));
    expect(key).toMatch(/^listings\/2025\/03\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.jpg$/);
  });

  it("uses the current month by default", () => {
    const now = new Date();
    const month = String(now.getUTCMonth() + 1).padStart(2, "0");
    expect(newStorageKey("avatars", "png").startsWith(`avatars/${now.getUTCFullYear()}/${month}/`)).toBe(true);
  });

  it("accepts nested folders", () => {
    expect(newStorageKey("shops/logos", "webp", new Date("2024-12-01T00:00:00Z"))).toMatch(
      /^shops\/logos\/2024\/12\/[0-9a-f-]{36}\.webp$/,
    );
  });

  it("never repeats a key", () => {
    const keys = new Set(Array.from({ length: 200 }, () => newStorageKey("x", "bin")));
    expect(keys.size).toBe(200);
  });

  it("produces keys that isSafeStorageKey accepts", () => {
    expect(isSafeStorageKey(newStorageKey("a/b-c/d1", "tar-gz"))).toBe(true);
  });

  it.each(["", "/abs", "trailing/", "a//b", "../up", "a/../b", "UPPER", "sp ace", "a\\b", "dots.in", "ünï"])(
    "refuses folder %j",
    (folder) => {
      expect(() => newStorageKey(folder, "png")).toThrow(/Invalid storage folder/);
    },
  );

  it.each(["", "PNG", "tar.gz", "../png", "p/ng", "png\0", " png"])("refuses extension %j", (extension) => {
    expect(() => newStorageKey("uploads", extension)).toThrow(/Invalid storage extension/);
  });
});

describe("isSafeStorageKey", () => {
  it.each([
    `listings/2025/03/${UUID}.jpg`,
    `shops/logos/2024/12/${UUID}.webp`,
    `a-b/c1/1999/01/${UUID}.x-y`,
  ])("accepts generated key %s", (key) => {
    expect(isSafeStorageKey(key)).toBe(true);
  });

  it.each([
    ["parent segment", "../x"],
    ["absolute path", "/etc/passwd"],
    ["escaping through a folder", "a/../../b"],
    ["backslash", "a\\b"],
    ["percent-encoded dots", "%2e%2e/x"],
    ["empty", ""],
    ["absolute generated key", `/listings/2025/03/${UUID}.jpg`],
    ["parent inside generated key", `listings/../2025/03/${UUID}.jpg`],
    ["dot segment", `listings/./2025/03/${UUID}.jpg`],
    ["empty segment", `listings//2025/03/${UUID}.jpg`],
    ["trailing slash", `listings/2025/03/${UUID}.jpg/`],
    ["backslash in generated key", `listings\\2025/03/${UUID}.jpg`],
    ["NUL byte", `listings/2025/03/${UUID}.jpg\0.png`],
    ["NUL byte at end", `listings/2025/03/${UUID}.jpg\0`],
    ["sidecar file", `listings/2025/03/${UUID}.jpg.meta.json`],
    ["temp file", `listings/2025/03/.${UUID}.jpg.${UUID}.tmp`],
    ["uppercase", `Listings/2025/03/${UUID}.jpg`],
    ["uppercase uuid", `listings/2025/03/${UUID.toUpperCase()}.jpg`],
    ["client file name", "listings/2025/03/holiday photo.jpg"],
    ["client file name without date", "listings/photo.jpg"],
    ["no folder", `2025/03/${UUID}.jpg`],
    ["month 13", `listings/2025/13/${UUID}.jpg`],
    ["no extension", `listings/2025/03/${UUID}`],
    ["newline", `listings/2025/03/${UUID}.jpg\n`],
    ["encoded slash", `listings%2f2025/03/${UUID}.jpg`],
    ["very long", `${"a/".repeat(300)}2025/03/${UUID}.jpg`],
  ])("refuses %s", (_label, key) => {
    expect(isSafeStorageKey(key)).toBe(false);
  });

  it("refuses non-strings that slip through untyped code", () => {
    expect(isSafeStorageKey(undefined as unknown as string)).toBe(false);
    expect(isSafeStorageKey(42 as unknown as string)).toBe(false);
  });
});

describe("publicUrlForKey", () => {
  it("serves everything under /uploads/", () => {
    expect(publicUrlForKey(`listings/2025/03/${UUID}.jpg`)).toBe(`/uploads/listings/2025/03/${UUID}.jpg`);
  });
});

describe("parseStorageUrl", () => {
  const noEnv = {};

  it("parses every option", () => {
    expect(
      parseStorageUrl(
        "s3://bucket?endpoint=http://127.0.0.1:4569&region=eu-west-1&forcePathStyle=true&checksums=when_required&prefix=site",
        noEnv,
      ),
    ).toEqual({
      bucket: "bucket",
      endpoint: "http://127.0.0.1:4569",
      region: "eu-west-1",
      forcePathStyle: true,
      checksums: "when_required",
      prefix: "site",
    });
  });

  it("defaults for plain AWS: us-east-1, virtual-host style, checksums when supported, no prefix", () => {
    expect(parseStorageUrl("s3://my.bucket", noEnv)).toEqual({
      bucket: "my.bucket",
      region: "us-east-1",
      forcePathStyle: false,
      checksums: "when_supported",
    });
  });

  it("takes the region from AWS_REGION when not given", () => {
    expect(parseStorageUrl("s3://bucket", { AWS_REGION: "ap-south-1" }).region).toBe("ap-south-1");
    expect(parseStorageUrl("s3://bucket?region=us-west-2", { AWS_REGION: "ap-south-1" }).region).toBe("us-west-2");
  });

  it("uses path style by default when an endpoint is given, unless told otherwise", () => {
    expect(parseStorageUrl("s3://bucket?endpoint=https://minio.example.com", noEnv).forcePathStyle).toBe(true);
    expect(
      parseStorageUrl("s3://bucket?endpoint=https://minio.example.com&forcePathStyle=false", noEnv).forcePathStyle,
    ).toBe(false);
    expect(parseStorageUrl("s3://bucket?forcePathStyle=1", noEnv).forcePathStyle).toBe(true);
  });

  it("accepts checksums=when_supported explicitly", () => {
    expect(parseStorageUrl("s3://bucket?checksums=when_supported", noEnv).checksums).toBe("when_supported");
  });

  it("accepts an encoded endpoint", () => {
    expect(parseStorageUrl("s3://bucket?endpoint=http%3A%2F%2Flocalhost%3A9000", noEnv).endpoint).toBe(
      "http://localhost:9000",
    );
  });

  it("normalises the prefix and accepts it as a path", () => {
    expect(parseStorageUrl("s3://bucket?prefix=/site/media/", noEnv).prefix).toBe("site/media");
    expect(parseStorageUrl("s3://bucket/site/media/", noEnv).prefix).toBe("site/media");
    expect(parseStorageUrl("s3://bucket/", noEnv)).not.toHaveProperty("prefix");
  });

  it.each([
    ["another scheme", "https://bucket.s3.amazonaws.com", /must start with s3:\/\//],
    ["a file URL", "file:///var/data", /must start with s3:\/\//],
    ["not a URL", "bucket", /not a valid URL/],
    ["empty", "", /not a valid URL/],
    ["a missing bucket", "s3://", /missing the bucket/],
    ["a missing bucket with options", "s3://?region=us-east-1", /missing the bucket/],
    ["a missing bucket with a path", "s3:///prefix", /missing the bucket/],
    ["a bad bucket name", "s3://b%20c", /bucket name is not valid/],
    ["credentials in the URL", "s3://key:secret@bucket", /must not contain credentials/],
    ["an unknown option", "s3://bucket?forcepathstyle=true", /unknown option "forcepathstyle"/],
    ["a bad checksum mode", "s3://bucket?checksums=never", /checksums must be when_required or when_supported/],
    ["a bad boolean", "s3://bucket?forcePathStyle=yes-please", /forcePathStyle must be true or false/],
    ["a bad endpoint", "s3://bucket?endpoint=localhost:9000", /endpoint must be http/],
    ["an unparseable endpoint", "s3://bucket?endpoint=::", /endpoint is not a valid URL/],
    ["two prefixes", "s3://bucket/a?prefix=b", /prefix both as a path and as \?prefix=/],
    ["a parent segment in the prefix", "s3://bucket?prefix=a/../b", /must not contain "\." or "\.\."/],
  ])("refuses %s", (_label, url, message) => {
    expect(() => parseStorageUrl(url, noEnv)).toThrow(message);
  });

  it("does not echo credentials in its error message", () => {
    expect(() => parseStorageUrl("s3://key:very-secret@bucket", noEnv)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("very-secret") }),
    );
  });
});

describe("createStorage", () => {
  it("fails fast on a bad STORAGE_URL instead of falling back to disk", () => {
    expect(() => createStorage({ dataDir: "/unused", storageUrl: "ftp://bucket" })).toThrow(/must start with s3:\/\//);
  });

  it("builds an S3 storage without contacting the service", () => {
    const storage = createStorage({ dataDir: "/unused", storageUrl: "s3://bucket?region=us-east-1" });
    expect(storage.publicUrl(`a/2025/01/${UUID}.png`)).toBe(`/uploads/a/2025/01/${UUID}.png`);
  });
});

describe("upload keys (the spec's paths)", () => {
  const at = new Date("2026-11-23T09:30:00.123Z");

  it("puts the timestamp, the spec's separator and the file name as a slug", () => {
    expect(newUploadKey("blog-images", "-", "Nifty Chart (Final).PNG", "webp", at)).toMatch(/^blog-images\/1795426200123-[0-9a-f]{6}-nifty-chart-final\.webp$/);
    expect(newUploadKey("courses", "_", "cover.jpg", "webp", at)).toMatch(/^courses\/1795426200123_[0-9a-f]{6}-cover\.webp$/);
  });

  it("keeps two uploads of one name in one millisecond apart", () => {
    expect(newUploadKey("courses", "_", "a.png", "webp", at)).not.toBe(newUploadKey("courses", "_", "a.png", "webp", at));
  });

  it("reduces any file name to letters, digits and hyphens, never empty", () => {
    expect(fileNameSlug("Café Photo (1).JPG")).toBe("cafe-photo-1");
    expect(fileNameSlug("../../etc/passwd")).toBe("passwd");
    expect(fileNameSlug("C:\\\\Users\\\\me\\\\My Photo.jpg")).toBe("my-photo");
    expect(fileNameSlug("तस्वीर.png")).toBe("image");
    expect(fileNameSlug(".png")).toBe("image");
    expect(fileNameSlug(`${"a".repeat(100)}.png`)).toHaveLength(60);
  });

  it("accepts the keys it makes and their width copies, and nothing that merely looks close", () => {
    const key = newUploadKey("program-icons", "_", "icon.svg", "svg", at);
    expect(isSafeStorageKey(key)).toBe(true);
    expect(isSafeStorageKey("courses/1795426200123_abcdef-cover-640w.webp")).toBe(true);
    expect(isSafeStorageKey("courses/1795426200123_abcdef-cover.webp.meta.json")).toBe(false);
    expect(isSafeStorageKey("courses/1795426200123_abcdef-../cover.webp")).toBe(false);
    expect(isSafeStorageKey("courses/1795426200123_abcdef-cover.html")).toBe(false);
  });

  it("finds the key behind an /uploads/ URL only", () => {
    expect(storageKeyOfUrl("/uploads/courses/1795426200123_abcdef-cover.webp")).toBe("courses/1795426200123_abcdef-cover.webp");
    expect(storageKeyOfUrl("/demo/courses/forex.svg")).toBeNull();
    expect(storageKeyOfUrl("https://elsewhere.example/uploads/x.webp")).toBeNull();
  });
});
