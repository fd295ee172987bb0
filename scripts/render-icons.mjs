// Renders the PNG app icons from the SVG artwork in public/ (run after changing the artwork:
// `node scripts/render-icons.mjs`). The PNGs are committed, so neither the build nor a start needs sharp for them.
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "public");
const favicon = path.join(publicDir, "favicon.svg");
// maskable: the mark inside the middle 50 %, so any launcher mask (circle, squircle) keeps it whole
const maskable = path.join(publicDir, "icons", "icon-maskable.svg");

const renders = [
  { source: favicon, size: 192, out: "icons/icon-192.png" },
  { source: favicon, size: 512, out: "icons/icon-512.png" },
  { source: maskable, size: 512, out: "icons/icon-maskable-512.png" },
  // iOS draws its own rounded corners, so the square maskable art fits its home screen
  { source: maskable, size: 180, out: "apple-touch-icon.png" },
];

for (const { source, size, out } of renders) {
  await sharp(source, { density: 72 * Math.ceil(size / 48) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, out));
  console.log(`public/${out} (${size}×${size})`);
}
