/**
 * Runs `task` when the browser has nothing more urgent to do, and within `timeoutMs` at the latest.
 *
 * For work a visitor does not wait for at load. The language suggestion's first read of
 * `localStorage` makes the page wait while the browser hands it its storage: 2–7 ms per load on
 * this project's 2-core machine, the largest single part of the site script's task (issue 25).
 * Browsers without `requestIdleCallback` (Safari, where it is behind a flag) run it after a short timer.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(() => task(), { timeout: timeoutMs });
  else setTimeout(task, 200);
}
