import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const here = path.dirname(fileURLToPath(import.meta.url));
const scripts = mkdtempSync(path.join(tmpdir(), "cw-log-"));
afterAll(() => rmSync(scripts, { recursive: true, force: true }));
const pinoUrl = pathToFileURL(createRequire(import.meta.url).resolve("pino")).href;
const destinationUrl = pathToFileURL(path.join(here, "log-destination.ts")).href;

/**
 * Runs a script that logs through logDestination in a child process whose standard output is a
 * pipe (as under a process manager), and collects that output as it arrives.
 */
function runLogging(script: string, options: { readAfterMs?: number } = {}) {
  // a file, not -e: a cluster worker runs its primary's script again
  const file = path.join(scripts, `script-${Math.random().toString(36).slice(2)}.mts`);
  writeFileSync(file, `import pino from ${JSON.stringify(pinoUrl)}; import { logDestination } from ${JSON.stringify(destinationUrl)};\n${script}`);
  const child = spawn(process.execPath, ["--import", "tsx", file], { cwd: path.join(here, ".."), stdio: ["ignore", "pipe", "pipe"] });
  const arrivals: { at: number; text: string }[] = [];
  let errors = "";
  child.stdout.on("data", (chunk: Buffer) => arrivals.push({ at: Date.now(), text: chunk.toString() }));
  if (options.readAfterMs) {
    // a slow reader: the pipe fills and the writers wait in turn, where a longer write would be split
    child.stdout.pause();
    setTimeout(() => child.stdout.resume(), options.readAfterMs);
  }
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  // "close", not "exit": it comes after the pipes have given up everything the child wrote
  const exited = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
  const lines = () =>
    arrivals
      .map((arrival) => arrival.text)
      .join("")
      .split("\n")
      .filter((line) => line !== "");
  return { arrivals, lines, exited, errors: () => errors };
}

describe("the log destination (one JSON line per request, written in batches)", () => {
  it("writes a lone line within a fraction of a second, though its batch is far from full", async () => {
    // SIGKILL loses whatever is still batched (no exit handler runs): the line can only be in the
    // pipe if the 100 ms flush wrote it before the kill, half a second after it was logged. The
    // proof is made inside the child, so a busy test machine cannot make it late.
    const run = runLogging(`
      const log = pino({}, logDestination().stream);
      log.info("alone");
      setTimeout(() => process.kill(process.pid, "SIGKILL"), 500);
    `);
    expect(await run.exited).toBe(null);
    expect(run.lines().map((line) => JSON.parse(line).msg)).toEqual(["alone"]);
  });

  it("loses no line when the process dies of an uncaught exception right after logging", async () => {
    const run = runLogging(`
      const log = pino({}, logDestination().stream);
      for (let i = 0; i < 7; i++) log.info({ i }, "before the crash");
      throw new Error("boom");
    `);
    expect(await run.exited).toBe(1);
    expect(run.errors()).toContain("boom");
    expect(run.lines().map((line) => JSON.parse(line).i)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("writes the batch on close and each later line at once", async () => {
    // killed in the same tick: neither the 100 ms flush nor the exit handler can have written them
    const run = runLogging(`
      const output = logDestination();
      const log = pino({}, output.stream);
      log.info("first");
      output.close();
      log.info("after close");
      process.kill(process.pid, "SIGKILL");
    `);
    expect(await run.exited).toBe(null);
    expect(run.lines().map((line) => JSON.parse(line).msg)).toEqual(["first", "after close"]);
  });

  it("loses a batched line to SIGKILL (the check above can fail)", async () => {
    const run = runLogging(`
      const log = pino({}, logDestination().stream);
      log.info("batched");
      process.kill(process.pid, "SIGKILL");
    `);
    expect(await run.exited).toBe(null);
    expect(run.lines()).toEqual([]);
  });

  it("keeps every line whole when two processes log at full speed into one pipe", async () => {
    // Lines of ~1 KB, a reader that starts late: the writers fill the pipe and wait their turn. Each
    // batch is whole lines of at most PIPE_BUF bytes, which a pipe takes in one piece.
    const run = runLogging(`
      import cluster from "node:cluster";
      if (cluster.isPrimary) {
        let done = 0;
        for (let w = 0; w < 2; w++) cluster.fork().on("exit", () => ++done === 2 && process.exit(0));
      } else {
        const log = pino({}, logDestination().stream);
        const padding = "x".repeat(1000);
        for (let i = 0; i < 5000; i++) log.info({ worker: cluster.worker.id, i, padding }, "line");
        process.exit(0);
      }
    `, { readAfterMs: 500 });
    expect(await run.exited).toBe(0);
    const lines = run.lines();
    expect(lines).toHaveLength(10_000);
    const seen = new Map<number, number[]>();
    for (const line of lines) {
      const entry = JSON.parse(line) as { worker: number; i: number };
      seen.set(entry.worker, [...(seen.get(entry.worker) ?? []), entry.i]);
    }
    // each worker's lines arrive whole and in its order
    for (const order of seen.values()) expect(order).toEqual(Array.from({ length: 5000 }, (_, i) => i));
  });
});
