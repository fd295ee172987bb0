/**
 * Runs `start` once the document is parsed, in a task of its own.
 *
 * The public pages' scripts are `async` (root.tsx): a deferred script runs in the parser's last
 * task, the one in which the browser then lays the whole page out, and Lighthouse's simulation
 * charges that task, layout included, to the script, after first paint (issue 25's blocking time).
 * An async script runs in its own task; one that arrives before the parser is done waits for it,
 * and then for a task of its own.
 */
export function whenParsed(start: () => void): void {
  if (document.readyState !== "loading") start();
  else document.addEventListener("DOMContentLoaded", () => setTimeout(start), { once: true });
}
