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
  else document.addEventListener("DOMContentLoaded", () => inTaskOfItsOwn(start), { once: true });
}

/**
 * Queues `task` as a task of its own through a message channel rather than a zero-delay timer:
 * a timer is clamped when nested and stands still under a test's frozen clock (Playwright's
 * page.clock fakes timers), which left the page unwired whenever the script came before the end
 * of parsing. A message is delivered as soon as the browser is free, on every browser.
 */
function inTaskOfItsOwn(task: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(undefined);
}
