// What the bench scripts share: a register of the processes and temp dirs they start, released on
// a normal exit, an error and Ctrl-C alike; free ports; waiting for a server; and a private copy of
// the production build to run from.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { buildIfStale } from "../../scripts/build-if-stale.mjs";
import { startEnvironment, startNodeFlags } from "../../server/start-flags.mjs";

/** A failure reported as its message alone (no stack): a setting, a tool, a server that died. */
export function fail(message) {
  throw Object.assign(new Error(message), { clean: true });
}

const children = new Set(); // { name, proc, signal }
const tempDirs = new Set();

/** Set on Ctrl-C: nothing new is started while the handler cleans up. */
export const lifecycle = { stopping: false };

export function makeTempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir) {
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  tempDirs.delete(dir);
}

// Children run in their own process group, so the whole group (nginx's workers, Chromium's
// renderers, anything the server forks) is signalled.
export function killGroup(proc, signal) {
  try {
    process.kill(-proc.pid, signal);
  } catch {
    try { proc.kill(signal); } catch { /* already gone */ }
  }
}

export function alive(proc) {
  return proc.exitCode === null && proc.signalCode === null;
}

/** Spawns a child in its own process group and registers it; `signal` is what stops it. */
export function startChild(name, cmd, args, options, signal) {
  if (lifecycle.stopping) fail("stopping");
  const proc = spawn(cmd, args, { detached: true, stdio: ["ignore", "inherit", "inherit"], ...options });
  return registerChild({ name, proc, signal });
}

/** Registers a child started elsewhere (Chromium, by chrome-launcher). */
export function registerChild(child) {
  children.add(child);
  child.proc.once("error", (err) => console.error(`${child.name}: ${err.message}`));
  return child;
}

/** The process ids of the children running now (their process groups, for CPU accounting). */
export function childPids() {
  return [...children].map((c) => c.proc.pid);
}

/** Forgets a child that ended by itself (wrk after its run, a server stopped from outside). */
export function forgetChild(child) {
  children.delete(child);
}

export async function stopChild(child, graceMs = 5000) {
  children.delete(child);
  const { proc, signal } = child;
  if (alive(proc)) {
    const exited = new Promise((resolve) => proc.once("exit", resolve));
    killGroup(proc, signal);
    const timer = new Promise((resolve) => setTimeout(resolve, graceMs, "timeout"));
    if ((await Promise.race([exited, timer])) === "timeout") {
      console.error(`${child.name} did not stop after ${signal}; sending SIGKILL`);
      killGroup(proc, "SIGKILL");
      await exited;
    }
  }
  // Workers may outlive a master that died abruptly; sweep the group anyway.
  killGroup(proc, "SIGKILL");
}

export async function cleanup() {
  await Promise.all([...children].map((c) => stopChild(c)));
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  tempDirs.clear();
}

// Last resort if the process exits without going through cleanup() (e.g. an exception in a
// signal handler): synchronous kills only.
process.on("exit", () => {
  for (const { proc } of children) killGroup(proc, "SIGKILL");
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.once(sig, async () => {
    lifecycle.stopping = true;
    console.error(`\nReceived ${sig}, cleaning up…`);
    await cleanup();
    process.exit(128 + os.constants.signals[sig]);
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200; fails fast if the child process dies. */
export async function waitForHttp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive(child.proc)) {
      fail(`${child.name} exited (code ${child.proc.exitCode}, signal ${child.proc.signalCode}) before ${url} answered`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  fail(`${child.name} did not answer 200 on ${url} within ${timeoutMs / 1000} s`);
}

/** The name server.js is copied under: a neighbour's `pkill -f server.js` (a test run's clean-up) must not stop ours. */
export const APP_ENTRY = "bench-app.js";

/** node's arguments for the copied server: the flags `npm start` gives it, then APP_ENTRY */
export const APP_ARGS = [...startNodeFlags(path.resolve(import.meta.dirname, "../..")), APP_ENTRY];

/** the environment `npm start` gives the server (the allocator's settings), for the app server's env */
export const APP_START_ENV = startEnvironment(path.resolve(import.meta.dirname, "../.."));

function buildFingerprint(root) {
  const stat = (f) => { try { return fs.statSync(path.join(root, f)).mtimeMs; } catch { return 0; } };
  return `${stat("build/.build-stamp")}:${stat("build/server/index.js")}:${stat("build/client/assets")}`;
}

/**
 * Others may rebuild build/ while we measure (a test run, an engineer's `npm run build`): the server
 * then links to asset names that no longer exist. So it runs from a private copy of the build
 * (rebuilt first when the sources are newer), with server.js as APP_ENTRY and package.json beside
 * it and node_modules linked.
 */
export function snapshotBuild(root, prefix) {
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    try {
      buildIfStale(root);
    } catch (error) {
      fail(error.message);
    }
    const before = buildFingerprint(root);
    const dir = makeTempDir(prefix);
    try {
      fs.cpSync(path.join(root, "build"), path.join(dir, "build"), { recursive: true });
      fs.copyFileSync(path.join(root, "package.json"), path.join(dir, "package.json"));
      fs.copyFileSync(path.join(root, "server.js"), path.join(dir, APP_ENTRY));
      fs.cpSync(path.join(root, "server", "primary.mjs"), path.join(dir, "server", "primary.mjs")); // WEB_CONCURRENCY > 1
      fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
      if (buildFingerprint(root) === before && fs.existsSync(path.join(dir, "build/server/index.js"))) return dir;
    } catch { /* build/ changed while we copied it */ }
    removeTempDir(dir);
  }
  return fail("build/ kept changing while it was being copied; is something rebuilding it in a loop?");
}
