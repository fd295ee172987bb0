// The primary process when WEB_CONCURRENCY asks for more than one worker (decision 0021). It serves
// nothing itself: it starts the workers (each a whole server: `server.js` on the shared port),
// relays bus events between them, restarts one that crashes, and stops them all on SIGTERM/SIGINT.
// Plain JavaScript, loaded by server.js before any bundle: the primary never loads React.
import cluster from "node:cluster";
import os from "node:os";
import { fileURLToPath } from "node:url";
import pino from "pino";

/** The key app/server/events/cluster-event-bus.server.ts puts bus events under. */
const RELAYED_EVENT_KEY = "candlewiseSiteEvent";
const MAX_WORKERS = 64;
const RESTART_DELAY_MS = 1_000;
/** More crashes than this within the window: something is wrong for good, the whole server stops. */
const CRASH_LIMIT = 5;
const CRASH_WINDOW_MS = 60_000;
/** Workers get SHUTDOWN_GRACE_MS (8 s) to finish; the contract allows 10 s in all. */
const STOP_DEADLINE_MS = 9_500;

/**
 * The number of worker processes WEB_CONCURRENCY asks for: unset or empty is 1 (one process, no
 * primary), `auto` one per CPU. Throws a message for the operator on anything else.
 */
export function workerCount(value = "") {
  if (value.trim() === "") return 1;
  if (value.trim() === "auto") return Math.min(os.availableParallelism(), MAX_WORKERS);
  const count = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!Number.isInteger(count) || count < 1 || count > MAX_WORKERS) {
    throw new Error(`WEB_CONCURRENCY: expected a whole number from 1 to ${MAX_WORKERS}, or "auto"; got "${value}"`);
  }
  return count;
}

/**
 * Starts `count` workers running `entry` (server.js: not process.argv[1], which is npm start's
 * build check when started that way) and looks after them until a signal stops them.
 */
export function runPrimary(count, entry) {
  const log = pino({ level: process.env.LOG_LEVEL || "info", base: { pid: process.pid, role: "primary" } });
  cluster.setupPrimary({ exec: fileURLToPath(entry) });
  const listened = new WeakSet();
  const crashes = [];
  let stopping = false;
  let failed = false;

  const fork = () => {
    const worker = cluster.fork();
    worker.once("listening", () => listened.add(worker));
    worker.on("message", (message) => {
      if (typeof message !== "object" || message === null || !(RELAYED_EVENT_KEY in message)) return;
      for (const other of Object.values(cluster.workers ?? {})) {
        if (other && other !== worker && other.isConnected()) other.send(message);
      }
    });
    return worker;
  };

  const stopAll = (exitCode) => {
    failed ||= exitCode !== 0;
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter(Boolean);
    if (alive.length === 0) return void finish();
    for (const worker of alive) worker.process.kill("SIGTERM");
    setTimeout(() => {
      log.error("workers did not stop in time");
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      failed = true;
      finish();
    }, STOP_DEADLINE_MS).unref();
  };
  const finish = () => log.flush(() => process.exit(failed ? 1 : 0));

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) finish();
      return;
    }
    if (!listened.has(worker)) {
      // It never served: a bad setting or an unreachable database, which the next one would meet too.
      log.error({ worker: worker.process.pid, code, signal }, "a worker stopped before it started serving; stopping");
      return stopAll(code || 1);
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length && crashes[0] < now - CRASH_WINDOW_MS) crashes.shift();
    if (crashes.length > CRASH_LIMIT) {
      log.error({ crashes: crashes.length }, "workers keep stopping; stopping");
      return stopAll(1);
    }
    log.error({ worker: worker.process.pid, code, signal }, "a worker stopped; starting another");
    // not unref'd: with every worker gone, this timer is what keeps the primary alive meanwhile
    setTimeout(() => void (stopping || fork()), RESTART_DELAY_MS);
  });

  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.on(signal, () => {
      log.info({ signal }, "shutting down the workers");
      stopAll(0);
    });
  }

  // The first worker alone: it migrates and seeds an empty database, which the others then find done.
  log.info({ workers: count }, "starting workers");
  fork().once("listening", () => {
    for (let i = 1; i < count && !stopping; i += 1) fork();
  });
}
