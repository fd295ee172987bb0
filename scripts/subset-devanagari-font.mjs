// Writes the Hindi edition's two font files into app/fonts/ (issue 23, decision 0031). Run by hand
// when the font package is updated: `node scripts/subset-devanagari-font.mjs`. The outputs are
// committed, so neither a build nor a start needs this script or its packages.
//
// - noto-sans-devanagari-400-700.woff2: Noto Sans Devanagari (SIL Open Font License 1.1, from
//   @fontsource-variable/noto-sans-devanagari), its Devanagari block only, with the weight axis cut
//   to 400–700 (the weights the site uses): 70 KB instead of 121 KB. Hindi pages preload it.
// - language-switch.woff2: the six letters of "हिन्दी" only (about 2 KB), the English pages' language
//   switch, so that an English page never downloads the Hindi face for one word and still shows it
//   on a device without a Devanagari font.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const source = readFileSync(require.resolve("@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2"));
const outDir = path.resolve(import.meta.dirname, "../app/fonts");

let devanagari = "";
for (let code = 0x0900; code <= 0x097f; code++) devanagari += String.fromCodePoint(code);
// zero-width joiner and non-joiner (they choose a conjunct's form), the rupee sign, the dotted circle
devanagari += "\u200c\u200d\u20b9\u25cc";

const faces = [
  { file: "noto-sans-devanagari-400-700.woff2", text: devanagari, axes: { wght: { min: 400, max: 700, default: 400 } } },
  { file: "language-switch.woff2", text: "हिन्दी", axes: { wght: 500 } },
];
for (const face of faces) {
  const font = await subsetFont(source, face.text, { targetFormat: "woff2", variationAxes: face.axes });
  writeFileSync(path.join(outDir, face.file), font);
  console.log(`${face.file}: ${font.length} bytes`);
}
