import { GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newStorageKey } from "../../../app/server/storage/file-storage.server";
import { signIn, startApp, type RunningApp } from "../../support/app-process";
import { jpegWithGps, multipartBody } from "../../support/images";
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

  it("stores an uploaded image in the bucket, in every width, under the spec's path", async () => {
    const cookie = await signIn(app);
    const { body, contentType } = multipartBody({}, { field: "file", name: "Course Cover.jpg", type: "image/jpeg", bytes: await jpegWithGps(800, 450) });
    const response = await fetch(`${app.url}/admin/uploads?purpose=course-image`, {
      method: "POST",
      headers: { origin: app.url, cookie, "content-type": contentType },
      body: new Uint8Array(body),
    });
    expect(response.status).toBe(200);
    const { key, url } = (await response.json()) as { key: string; url: string };
    expect(key).toMatch(/^courses\/\d{13}_[0-9a-f]{6}-course-cover\.webp$/);
    for (const path of [url, url.replace(/\.webp$/, "-320w.webp"), url.replace(/\.webp$/, "-640w.webp")]) {
      const file = await fetch(`${app.url}${path}`);
      expect(file.status, path).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/webp");
    }
    const object = await s3.admin.send(new GetObjectCommand({ Bucket: BUCKET, Key: `site/${key}` }));
    expect(object.ContentType).toBe("image/webp");
  });

  it("refuses to start with a STORAGE_URL it cannot use, naming the problem", async () => {
    await expect(startApp({ env: { STORAGE_URL: "ftp://files.example/x" } })).rejects.toThrow(/STORAGE_URL|s3:\/\//);
  });
});
