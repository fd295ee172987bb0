import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadMessages } from "../../../app/domain/uploads";
import { signIn, startApp, type RunningApp } from "../../support/app-process";
import { jpegWithGps, multipartBody, smallPng } from "../../support/images";

/*
 * The upload pipeline as the back office uses it: POST /admin/uploads?purpose=… with one file,
 * against the production build on a real SQLite file and the disk store.
 */

let app: RunningApp;
let cookie: string;
beforeAll(async () => {
  app = await startApp();
  cookie = await signIn(app);
});
afterAll(async () => {
  await app?.stop();
});

async function upload(purpose: string, file: { name: string; type: string; bytes: Buffer }, headers: Record<string, string> = {}) {
  const { body, contentType } = multipartBody({}, { field: "file", ...file });
  return fetch(`${app.url}/admin/uploads?purpose=${purpose}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: app.url, cookie, "content-type": contentType, ...headers },
    body: new Uint8Array(body),
  });
}

function storedFiles(): string[] {
  const root = path.join(app.dataDir, "uploads");
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.endsWith(".meta.json"))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

describe("image uploads", () => {
  it("re-encodes a photo to WebP in the site's widths, with its EXIF and GPS gone", async () => {
    const started = performance.now();
    const response = await upload("blog-image", { name: "Market Open (Pune).JPG", type: "image/jpeg", bytes: await jpegWithGps() });
    const elapsed = performance.now() - started;
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { key: string; url: string; width: number; height: number };
    expect(answer.key).toMatch(/^blog-images\/\d{13}-[0-9a-f]{6}-market-open-pune\.webp$/);
    expect([answer.width, answer.height]).toEqual([1600, 1200]);
    expect(elapsed).toBeLessThan(10_000);

    const urls = [answer.url, ...[480, 960, 1440].map((width) => answer.url.replace(/\.webp$/, `-${width}w.webp`))];
    for (const url of urls) {
      const file = await fetch(`${app.url}${url}`);
      expect(file.status, url).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/webp");
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif, `${url} carries no EXIF`).toBeUndefined();
    }
    const narrow = await sharp(Buffer.from(await (await fetch(`${app.url}${urls[1]}`)).arrayBuffer())).metadata();
    expect([narrow.width, narrow.height]).toEqual([480, 360]);
  });

  it("makes no copy wider than the original", async () => {
    const response = await upload("course-image", { name: "small.png", type: "image/png", bytes: await smallPng(500, 300) });
    const answer = (await response.json()) as { url: string; width: number };
    expect(answer.width).toBe(500);
    expect((await fetch(`${app.url}${answer.url.replace(/\.webp$/, "-320w.webp")}`)).status).toBe(200);
    expect((await fetch(`${app.url}${answer.url.replace(/\.webp$/, "-640w.webp")}`)).status).toBe(404);
  });

  it("refuses a text file renamed .png with 415, whatever the browser claims, and stores nothing", async () => {
    const before = storedFiles().length;
    const response = await upload("course-image", { name: "notes.png", type: "image/png", bytes: Buffer.from("just some text, not an image\n".repeat(20)) });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: uploadMessages.notAnImage("course-image") });
    expect(storedFiles().length).toBe(before);
  });

  it("refuses a file one byte over its cap with 413, stores nothing, and keeps serving", async () => {
    const before = storedFiles().length;
    const png = await smallPng();
    const fiveMegabytesAndOne = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]);
    const response = await upload("testimonial-avatar", { name: "big.png", type: "image/png", bytes: fiveMegabytesAndOne });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: uploadMessages.tooLarge("testimonial-avatar") });
    expect(storedFiles().length).toBe(before);
    // the same bytes are within a platform image's 10 MB
    expect((await upload("explore-platform", { name: "big.png", type: "image/png", bytes: fiveMegabytesAndOne })).status).toBe(200);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });

  it("refuses a decompression bomb (a small file of too many pixels)", async () => {
    const bomb = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: "#fff" } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const response = await upload("blog-image", { name: "bomb.png", type: "image/png", bytes: bomb });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: uploadMessages.tooManyPixels });
  });

  it("stores a program icon SVG with its script, handlers and outside references gone, under a CSP of its own", async () => {
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" onload="alert(1)">
      <script>alert(document.cookie)</script><image href="https://tracker.example/pixel.png" width="1" height="1"/>
      <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
      <circle cx="12" cy="12" r="10" fill="#10b981"/></svg>`;
    const response = await upload("program-icon", { name: "Forex Icon.svg", type: "image/svg+xml", bytes: Buffer.from(svg) });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { key: string; url: string };
    expect(answer.key).toMatch(/^program-icons\/\d{13}_[0-9a-f]{6}-forex-icon\.svg$/);
    const file = await fetch(`${app.url}${answer.url}`);
    expect(file.headers.get("content-type")).toBe("image/svg+xml");
    expect(file.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    const text = await file.text();
    expect(text).toContain("<circle");
    expect(text).not.toMatch(/script|onload|tracker\.example|foreignObject/i);
  });

  it("refuses an SVG where only raster images are taken", async () => {
    const response = await upload("blog-image", { name: "x.svg", type: "image/svg+xml", bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    expect(response.status).toBe(415);
  });

  it("refuses anonymous and cross-site uploads without storing anything", async () => {
    const before = storedFiles().length;
    const { body, contentType } = multipartBody({}, { field: "file", name: "a.png", type: "image/png", bytes: await smallPng() });
    const anonymous = await fetch(`${app.url}/admin/uploads?purpose=course-image`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: app.url, "content-type": contentType },
      body: new Uint8Array(body),
    });
    // an anonymous multipart body is refused before it is read (decision 0027)
    expect(anonymous.status).toBe(413);
    const crossSite = await upload("course-image", { name: "a.png", type: "image/png", bytes: await smallPng() }, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(storedFiles().length).toBe(before);
  });
});
