import { PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newStorageKey } from "../../../app/server/storage/file-storage.server";
import { startApp, type RunningApp } from "../../support/app-process";
import { S3RVER_CREDENTIALS, startS3rver, type S3rverHandle } from "../../support/s3rver";

const BUCKET = "site-uploads";

describe("the app on an S3-compatible store (STORAGE_URL)", () => {
  let s3: S3rverHandle;
  let app: RunningApp;
  beforeAll(async () => {
    s3 = await startS3rver(BUCKET);
    app = await startApp({
      env: {
        STORAGE_URL: `s3://${BUCKET}?endpoint=${encodeURIComponent(s3.endpoint)}&region=us-east-1&checksums=when_required&prefix=site`,
        AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      },
    });
  });
  afterAll(async () => {
    await app?.stop();
    await s3?.close();
  });

  it("serves an object from the bucket at /uploads with its stored content type", async () => {
    const key = newStorageKey("testimonials", "png");
    const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await s3.admin.send(new PutObjectCommand({ Bucket: BUCKET, Key: `site/${key}`, Body: body, ContentType: "image/png" }));
    const response = await fetch(`${app.url}/uploads/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true);
    expect((await fetch(`${app.url}/uploads/${newStorageKey("testimonials", "png")}`)).status).toBe(404);
  });

  it("refuses to start with a STORAGE_URL it cannot use, naming the problem", async () => {
    await expect(startApp({ env: { STORAGE_URL: "ftp://files.example/x" } })).rejects.toThrow(/STORAGE_URL|s3:\/\//);
  });
});
