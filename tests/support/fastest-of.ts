/**
 * The fastest of a few runs of some work, in milliseconds: a busy machine can pause any one run,
 * but work that is slow by nature is slow every time.
 */
export function fastestOf(runs: number, work: () => unknown): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    work();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

/** The same for work that awaits: the time from its start until its promise settles. */
export async function fastestOfAsync(runs: number, work: () => Promise<unknown>): Promise<number> {
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}
