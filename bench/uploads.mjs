// Upload figures: time to send a ~5 MB phone photo through POST /admin/uploads (proof of type,
// re-encoding to WebP in every width, storage on disk) and the size of each stored width.
// Usage: `npm run bench:uploads` (builds first when the build is stale).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { buildIfStale } from "../scripts/build-if-stale.mjs";
import { startEnvironment, startNodeFlags } from "../server/start-flags.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = 5;
const ADMIN = { email: "bench@example.test", password: "Bench-Admin-Password-1" };

/** A photo-like JPEG of about 5 MB: 4000×3000 with fine noise, as a phone camera writes it. */
async function phonePhoto() {
  const width = 4000;
  const height = 3000;
  const noise = await sharp({ create: { width, height, channels: 3, noise: { type: "gaussian", mean: 128, sigma: 40 } } }).raw().toBuffer();
  for (let quality = 80; quality <= 100; quality += 2) {
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } }).blur(0.6).jpeg({ quality }).toBuffer();
    if (jpeg.length >= 4.5 * 1024 * 1024) return jpeg.length <= 5 * 1024 * 1024 ? jpeg : sharp(noise, { raw: { width, height, channels: 3 } }).blur(0.6).jpeg({ quality: quality - 2 }).toBuffer();
  }
  return sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
}

async function main() {
  await buildIfStale(ROOT);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cw-bench-uploads-"));
  const server = spawn(process.execPath, [...startNodeFlags(ROOT), "server.js"], {
    cwd: ROOT,
    env: { ...process.env, ...startEnvironment(ROOT), NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info", RATES_URL: "off", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    const url = await new Promise((resolve, reject) => {
      let output = "";
      server.stdout.on("data", (chunk) => {
        output += chunk;
        const match = /"port":(\d+)\D[^\n]*"msg":"listening/.exec(output);
        if (match) resolve(`http://127.0.0.1:${match[1]}`);
      });
      server.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    });
    const login = await fetch(`${url}/admin?index`, { method: "POST", redirect: "manual", headers: { origin: url, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(ADMIN) });
    const cookie = login.headers.get("set-cookie").split(";")[0];
    const photo = await phonePhoto();
    const times = [];
    let last;
    for (let run = 0; run < RUNS; run += 1) {
      const form = new FormData();
      form.append("file", new Blob([photo], { type: "image/jpeg" }), "phone-photo.jpg");
      const started = performance.now();
      const response = await fetch(`${url}/admin/uploads?purpose=blog-image`, { method: "POST", headers: { origin: url, cookie }, body: form });
      last = await response.json();
      times.push(performance.now() - started);
      if (!response.ok) throw new Error(`upload failed: ${JSON.stringify(last)}`);
    }
    times.sort((a, b) => a - b);
    const stored = path.join(dataDir, "uploads");
    const base = last.key.replace(/\.webp$/, "");
    const sizes = fs
      .readdirSync(path.join(stored, "blog-images"))
      .filter((name) => name.startsWith(path.basename(base)) && name.endsWith(".webp"))
      .map((name) => ({ file: name, kB: Math.round(fs.statSync(path.join(stored, "blog-images", name)).size / 1024) }));
    const figures = {
      photo: { bytes: photo.length, width: 4000, height: 3000 },
      uploadMs: { median: Math.round(times[Math.floor(RUNS / 2)]), min: Math.round(times[0]), max: Math.round(times.at(-1)) },
      stored: sizes,
    };
    console.log(JSON.stringify(figures, null, 2));
    fs.mkdirSync(path.join(ROOT, "bench", "results"), { recursive: true });
    fs.writeFileSync(path.join(ROOT, "bench", "results", "uploads-latest.json"), JSON.stringify(figures, null, 2));
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
