// Writes the site's cut-down font files into app/fonts/. Run by hand when a font package is updated:
// `node scripts/subset-fonts.mjs`. The outputs are committed, so neither a build nor a start needs
// this script or its packages.
//
// - noto-sans-devanagari-400-700.woff2 (issue 23, decision 0031): Noto Sans Devanagari (SIL Open
//   Font License 1.1, from @fontsource-variable/noto-sans-devanagari), its Devanagari block only,
//   with the weight axis cut to 400–700 (the weights the site uses): 70 KB instead of 121 KB. Hindi
//   pages preload it.
// - language-switch.woff2: the six letters of "हिन्दी" only (about 2 KB), the English pages' language
//   switch, so that an English page never downloads the Hindi face for one word and still shows it
//   on a device without a Devanagari font.
// - inter-rupee.woff2 (issue 25): Inter's rupee sign alone (SIL Open Font License 1.1, from
//   @fontsource-variable/inter), with its weight axis. Without it, one "₹" on a page (the
//   calculators, course fees, in both languages) made the browser download Inter's whole Latin
//   Extended file (86 KB) at the highest priority, before the first paint.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const notoDevanagari = readFileSync(require.resolve("@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2"));
const interLatinExtended = readFileSync(require.resolve("@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2"));
const outDir = path.resolve(import.meta.dirname, "../app/fonts");

let devanagari = "";
for (let code = 0x0900; code <= 0x097f; code++) devanagari += String.fromCodePoint(code);
// zero-width joiner and non-joiner (they choose a conjunct's form), the rupee sign, the dotted circle
devanagari += "\u200c\u200d\u20b9\u25cc";

const faces = [
  { file: "noto-sans-devanagari-400-700.woff2", source: notoDevanagari, text: devanagari, axes: { wght: { min: 400, max: 700, default: 400 } } },
  { file: "language-switch.woff2", source: notoDevanagari, text: "हिन्दी", axes: { wght: 500 } },
  // the whole weight axis, as the Inter faces declare (app/theme.css)
  { file: "inter-rupee.woff2", source: interLatinExtended, text: "\u20b9", axes: undefined },
];
for (const face of faces) {
  const font = await subsetFont(face.source, face.text, { targetFormat: "woff2", ...(face.axes ? { variationAxes: face.axes } : {}) });
  writeFileSync(path.join(outDir, face.file), font);
  console.log(`${face.file}: ${font.length} bytes`);
}
