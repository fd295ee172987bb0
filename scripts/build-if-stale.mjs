// The production bundle is rebuilt when it is missing or older than the sources. `npm start` and
// `npm run bench` both go through here, so neither serves (nor measures) a stale build.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Everything the bundle is made from: a change to any of them makes the build stale. */
const inputs = ["app", "server", "public", "server.js", "vite.config.ts", "react-router.config.ts", "package-lock.json", "tsconfig.json"];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

/** "missing", "stale" or "fresh": how the build under `root` compares with its sources. */
export function buildState(root) {
  const stamp = path.join(root, "build", ".build-stamp");
  if (!existsSync(stamp) || !existsSync(path.join(root, "build/server/index.js"))) return "missing";
  const sourcesAt = Math.max(...inputs.map((input) => newestChange(path.join(root, input))));
  return sourcesAt > statSync(stamp).mtimeMs ? "stale" : "fresh";
}

/** Builds when needed; throws when the build fails. Returns what it found. */
export function buildIfStale(root) {
  const state = buildState(root);
  if (state === "fresh") return state;
  console.log(state === "stale" ? "Sources changed since the last build: building..." : "No production build yet: building...");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) {
    throw Object.assign(new Error(`the production build failed (exit ${result.status ?? result.signal})`), { exitCode: result.status ?? 1 });
  }
  // the build stamps itself when it is complete (react-router.config.ts, buildEnd)
  return state;
}
