// The Node flags `npm start` runs the server with, read from package.json's start script so that
// the benchmark and the tests start the server exactly as an operator does (decision 0038).
import { readFileSync } from "node:fs";
import path from "node:path";

/** "node --a --b=1 scripts/start.mjs" → ["--a", "--b=1"] */
export function startNodeFlags(root) {
  const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const words = String(scripts?.start ?? "").split(/\s+/);
  if (words[0] !== "node") throw new Error(`package.json: the start script should run node; it is "${scripts?.start}"`);
  const flags = [];
  for (const word of words.slice(1)) {
    if (!word.startsWith("--")) break;
    flags.push(word);
  }
  return flags;
}
