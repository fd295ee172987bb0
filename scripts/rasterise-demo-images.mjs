// Renders the demo content's pictures (public/demo/<folder>/*.svg, our own drawings) as WebP files
// beside them, at twice the largest size a page shows them (run after changing the artwork:
// `node scripts/rasterise-demo-images.mjs`). The WebP files are committed and the demo content names
// them, so neither the build nor a start needs this script.
//
// Why (issue 25, decision 0077): every SVG in an <img> is a small document of its own, which
// Chromium parses, lays out and paints on the page's main thread; the home page's 40-odd demo
// pictures were most of its main-thread work after the first paint on a phone. A WebP is decoded
// off the main thread, as uploaded pictures already are (they are stored as WebP).
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const demoDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "public", "demo");

/** per folder: the rendered height in pixels (the width follows the drawing's proportions) */
const folders = [
  // course cards and course pages, blog cards and posts: 16:9, shown up to 480 px wide
  { folder: "courses", height: 540 },
  { folder: "blog", height: 540 },
  // the trust banner's logos, 48 px high at most
  { folder: "logos", height: 96 },
  // the Explore section's platforms (200 × 80 drawings) and programs' round icons (40 px)
  { folder: "platforms", height: 160 },
  { folder: "explore", height: 96 },
  // testimonial avatars, 48 px
  { folder: "avatars", height: 96 },
];

for (const { folder, height } of folders) {
  const dir = path.join(demoDir, folder);
  // the blog's default cover stays SVG: existing posts name it (decision 0077)
  for (const name of readdirSync(dir).filter((file) => file.endsWith(".svg") && file !== "default.svg")) {
    const source = path.join(dir, name);
    const { height: drawn = height } = await sharp(source).metadata();
    const out = source.replace(/\.svg$/, ".webp");
    const info = await sharp(source, { density: Math.ceil((72 * height) / drawn) })
      .resize({ height })
      .webp({ quality: 80, effort: 6 })
      .toFile(out);
    console.log(`public/demo/${folder}/${path.basename(out)} (${info.width}×${info.height}, ${info.size} bytes)`);
  }
}
