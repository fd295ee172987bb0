import pino from "pino";

/** Whole lines per write, at most this many bytes: PIPE_BUF on Linux (see below). */
const MAX_WRITE_BYTES = 4096;
/** A batch is written once it holds this much… */
const BATCH_BYTES = MAX_WRITE_BYTES - 512;
/** …or once its first line has waited this long, so that a quiet server's log is still current. */
const FLUSH_INTERVAL_MS = 100;

type Destination = ReturnType<typeof pino.destination>;
const batching = new Set<Destination>();
let flushesAtExit = false;

/*
 * Where the server's JSON lines go: standard output, written synchronously in batches of whole
 * lines (decision 0022).
 *
 * - Synchronous: in pino's asynchronous mode every write goes to libuv's thread pool and back.
 *   Under load that hand-off, not the line itself, cost a third of a cached page's CPU.
 * - Batched: one system call carries about twenty request lines. A batch is written once it
 *   nears 4 KB, after 100 ms, when the server stops, and when the process exits (after an
 *   uncaught exception too: Node emits 'exit' then), so only SIGKILL can lose a line.
 * - At most 4 KB per write: worker processes (WEB_CONCURRENCY) share one standard output, and a
 *   pipe takes a write of up to PIPE_BUF bytes whole, so their lines never interleave mid-line.
 */
export function logDestination(): { stream: Destination; close(): void } {
  const stream = pino.destination({ dest: 1, sync: true, minLength: BATCH_BYTES, maxWrite: MAX_WRITE_BYTES });
  batching.add(stream);
  if (!flushesAtExit) {
    process.on("exit", () => batching.forEach(flushNow));
    flushesAtExit = true;
  }
  const timer = setInterval(() => stream.flush(), FLUSH_INTERVAL_MS);
  timer.unref();
  return {
    stream,
    /** Writes what waits; lines logged after this (a stopped server's last words) go out at once. */
    close: () => {
      clearInterval(timer);
      batching.delete(stream);
      flushNow(stream);
      // sonic-boom reads its minLength on every write; its typings leave the property out
      (stream as unknown as { minLength: number }).minLength = 0;
    },
  };
}

function flushNow(stream: Destination): void {
  try {
    stream.flushSync();
  } catch {
    // standard output is gone: there is nowhere left to write to
  }
}
