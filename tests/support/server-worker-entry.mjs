// The child of server-worker.ts: the production build's startServer, as `node server.js` runs it
// with one process, plus an IPC channel. The build is loaded at once and the server started when
// the parent says so (so that a test can have the next server loaded while the current one works),
// and the parent can ask for the process's own figures.
import path from "node:path";
import { pathToFileURL } from "node:url";

let startRequested = () => {};
const startNow = new Promise((resolve) => (startRequested = resolve));
let server;
process.on("message", (message) => {
  if (message?.type === "start") startRequested();
  if (message?.type === "figures") {
    // after a full collection, what is still held (the process runs with --expose-gc)
    globalThis.gc();
    process.send({ type: "figures", memory: process.memoryUsage(), cpu: process.cpuUsage(), cache: server?.cache?.stats() ?? null });
  }
});

// a test runner that went away leaves no server behind
process.on("disconnect", () => process.exit(0));

const { startServer } = await import(pathToFileURL(path.resolve("build/server/index.js")).href);
await startNow;
server = await startServer({ handleSignals: true });
process.send({ type: "listening", url: server.url });
