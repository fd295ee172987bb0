// The child of server-worker.ts: the production build's startServer, as `node server.js` runs it
// with one process, plus an IPC channel. The build is loaded at once and the server started when
// the parent says so (so that a test can have the next server loaded while the current one works),
// and the parent can ask for the process's own figures.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

let startRequested = () => {};
const startNow = new Promise((resolve) => (startRequested = resolve));
let server;
process.on("message", (message) => {
  if (message?.type === "start") startRequested();
  if (message?.type === "figures") void sendFigures();
});

/**
 * What is still held after full collections (the process runs with --expose-gc). Native memory
 * that a collection leaves to finalizers (a finished response's zlib context, a dropped Buffer's
 * store) is released only once they run, after the collection: measured right after one, the
 * external memory of a busy server read up to 60 MB high and varied by as much between runs.
 */
async function sendFigures() {
  for (let round = 0; round < 3; round++) {
    globalThis.gc();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  globalThis.gc();
  process.send({ type: "figures", memory: process.memoryUsage(), cpu: process.cpuUsage(), cache: server?.cache?.stats() ?? null, packages: loadedPackages() });
}

/** the npm packages loaded through Node's CommonJS loader so far (the server's external ones are) */
function loadedPackages() {
  const names = Object.keys(createRequire(import.meta.url).cache).map((file) => /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(file)?.[1]);
  return [...new Set(names.filter(Boolean))].sort();
}

// a test runner that went away leaves no server behind
process.on("disconnect", () => process.exit(0));

const { startServer } = await import(pathToFileURL(path.resolve("build/server/index.js")).href);
await startNow;
server = await startServer({ handleSignals: true });
process.send({ type: "listening", url: server.url });
