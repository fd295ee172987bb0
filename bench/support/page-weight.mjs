// What a page makes the browser download before it is interactive: the scripts and stylesheets its
// HTML names (modulepreload links, module scripts and their imports, stylesheet links), each
// counted at its gzip size as built in build/client. Shared by `npm run bench` and the budget tests
// (tests/integration/http/public-scripts.test.ts), so that both count the same bytes.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** every built script and stylesheet the page names, once each, in order of appearance */
export function assetsNamedBy(html) {
  const named = (extension) => [...new Set([...html.matchAll(new RegExp(`/assets/[\\w.-]+\\.${extension}`, "g"))].map((match) => match[0]))];
  return { scripts: named("js"), stylesheets: named("css") };
}

const gzipSizes = new Map();

/** the gzip size (level 9, as a server or CDN would send it) of a file under the client build */
export function gzipSize(clientDir, file) {
  const key = path.join(clientDir, file);
  if (!gzipSizes.has(key)) gzipSizes.set(key, gzipSync(readFileSync(key), { level: 9 }).length);
  return gzipSizes.get(key);
}

/** the page's scripts and stylesheets with their gzip bytes summed */
export function pageWeight(html, clientDir) {
  const { scripts, stylesheets } = assetsNamedBy(html);
  const sum = (files) => files.reduce((total, file) => total + gzipSize(clientDir, file), 0);
  return { scripts, stylesheets, jsBytes: sum(scripts), cssBytes: sum(stylesheets) };
}
