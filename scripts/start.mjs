// `npm start`: builds the production bundle when it is missing or older than the sources, then
// runs the server in this process (so signals reach it directly).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stamp = path.join(root, "build", ".build-stamp");
const inputs = ["app", "server", "public", "server.js", "vite.config.ts", "react-router.config.ts", "package-lock.json", "tsconfig.json"];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

const builtAt = existsSync(stamp) && existsSync(path.join(root, "build/server/index.js")) ? statSync(stamp).mtimeMs : 0;
const sourcesAt = Math.max(...inputs.map((input) => newestChange(path.join(root, input))));
if (sourcesAt > builtAt) {
  console.log(builtAt ? "Sources changed since the last build: building..." : "No production build yet: building...");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, new Date().toISOString() + "\n");
}

process.chdir(root);
await import(path.join(root, "server.js"));
