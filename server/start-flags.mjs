// The Node flags and environment `npm start` runs the server with, read from package.json's start
// script so that the benchmark and the tests start the server exactly as an operator does
// (decisions 0038 and 0062).
import { readFileSync } from "node:fs";
import path from "node:path";

const ASSIGNMENT = /^([A-Z][A-Z0-9_]*)=(\S*)$/;

/**
 * "A=1 B=2 node --a --b=1 scripts/start.mjs" → { env: { A: "1", B: "2" }, flags: ["--a", "--b=1"] }.
 * The leading assignments are for the C library, which reads them before Node starts (the
 * allocator's settings): they cannot be set from inside the process.
 */
export function startCommand(root) {
  const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const words = String(scripts?.start ?? "").split(/\s+/).filter(Boolean);
  const env = {};
  while (words.length > 0 && ASSIGNMENT.test(words[0])) {
    const [, name, value] = ASSIGNMENT.exec(words.shift());
    env[name] = value;
  }
  if (words[0] !== "node") throw new Error(`package.json: the start script should run node; it is "${scripts?.start}"`);
  const flags = [];
  for (const word of words.slice(1)) {
    if (!word.startsWith("--")) break;
    flags.push(word);
  }
  return { env, flags };
}

/** "node --a --b=1 scripts/start.mjs" → ["--a", "--b=1"] */
export function startNodeFlags(root) {
  return startCommand(root).flags;
}

/** "A=1 node … scripts/start.mjs" → { A: "1" }: the environment a started server adds to its own */
export function startEnvironment(root) {
  return startCommand(root).env;
}
