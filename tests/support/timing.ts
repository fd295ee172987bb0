import { performance } from "node:perf_hooks";

/*
 * Time bounds that hold on a busy 2-core machine: a pause of the machine (another test's process,
 * a garbage collection) slows one run, rarely every one, so the fastest of a few runs measures the
 * code and not the machine. A real regression (a quadratic pattern) slows every run alike.
 */

/** The fastest of `runs` timings of `work`, in milliseconds. */
export function fastestMs(work: () => unknown, runs = 5): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    work();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

/** As fastestMs, for work that answers later (an HTTP request). */
export async function fastestMsAsync(work: () => Promise<unknown>, runs = 3): Promise<number> {
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}
