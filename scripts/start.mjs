// `npm start`: builds the production bundle when it is missing or older than the sources, then
// runs the server in this process (so signals reach it directly).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIfStale } from "./build-if-stale.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

try {
  buildIfStale(root);
} catch (error) {
  // The build has printed its own errors.
  process.exit(error.exitCode ?? 1);
}

process.chdir(root);
await import(path.join(root, "server.js"));
