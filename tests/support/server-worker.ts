import { fork, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PageCacheStats } from "../../server/http/page-cache";
import { startNodeFlags } from "../../server/start-flags.mjs";
import { repoRoot, testServerEnv } from "./app-process";

export interface ServerFigures {
  /** process.memoryUsage() right after a full garbage collection */
  memory: NodeJS.MemoryUsage;
  /** the process's CPU time so far (µs) */
  cpu: NodeJS.CpuUsage;
  cache: PageCacheStats | null;
  /** the npm packages the process has loaded through Node's CommonJS loader */
  packages: string[];
}

export interface ServerWorker {
  url: string;
  dataDir: string;
  /** the server's process: the one that writes (SIGKILL it to crash the server) */
  child: ChildProcess;
  /** its memory and its page cache's own counters */
  figures(): Promise<ServerFigures>;
  /** SIGTERM, and the data directory removed unless it was given */
  stop(): Promise<void>;
}

export interface PreparedServer {
  /** starts the server (the build is loading or loaded already) and resolves once it listens */
  start(): Promise<ServerWorker>;
  /** ends the process without starting it (a test that stopped early) */
  discard(): Promise<void>;
}

/**
 * The production build's server in a process of its own, started as `node server.js` starts one
 * (one process: the build's startServer), but forked with an IPC channel and `--expose-gc`. The
 * process loads the build at once and starts the server only when asked: a test that starts many
 * servers one after another has the next one loaded while the current one works (loading the
 * build is most of a start), and a test can ask for the process's memory and page-cache figures.
 */
export function prepareServerWorker(options: { env?: Record<string, string>; dataDir?: string } = {}): PreparedServer {
  if (!existsSync(path.join(repoRoot, "build/server/index.js"))) {
    throw new Error("No production build: run `npm run build` first (npm test does).");
  }
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "cw-worker-"));
  const child = fork(path.join(repoRoot, "tests/support/server-worker-entry.mjs"), {
    cwd: repoRoot,
    execArgv: ["--expose-gc", ...startNodeFlags(repoRoot)],
    env: testServerEnv(dataDir, options.env),
    // the request log is not read here: written to nowhere, as a full pipe would stop the server
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const listening = new Promise<string>((resolve, reject) => {
    child.on("message", (message: { type: string; url?: string }) => {
      if (message.type === "listening") resolve(message.url!);
    });
    child.once("exit", (code, signal) => reject(new Error(`server exited (${code ?? signal}) before listening:\n${errors}`)));
  });
  // (a rejection nobody awaits yet is not an error: start() awaits it)
  listening.catch(() => {});

  return {
    async discard() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    async start() {
      child.send({ type: "start" });
      let timer: NodeJS.Timeout | undefined;
      const url = await Promise.race([
        listening,
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`server did not start in time:\n${errors}`)), 60_000))),
      ]).finally(() => clearTimeout(timer));
      return {
        url,
        dataDir,
        child,
        figures: () =>
          new Promise((resolve) => {
            const onMessage = (message: ServerFigures & { type: string }) => {
              if (message.type !== "figures") return;
              child.off("message", onMessage);
              resolve({ memory: message.memory, cpu: message.cpu, cache: message.cache, packages: message.packages });
            };
            child.on("message", onMessage);
            child.send({ type: "figures" });
          }),
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
          await exited;
          if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
}

/** prepareServerWorker, started at once. */
export function startServerWorker(options: { env?: Record<string, string>; dataDir?: string } = {}): Promise<ServerWorker> {
  return prepareServerWorker(options).start();
}
