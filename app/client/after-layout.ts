/**
 * Runs `read` once the browser has laid `element` out by itself (an observer's first notice comes
 * after the frame's layout), or at once where there is no IntersectionObserver.
 *
 * Why: the site's scripts run before the first frame. Reading a position there (scrollY) or
 * setting a scroll offset makes the browser lay the whole page out inside the script's task: on a
 * slow phone that is the page's first layout, tens of milliseconds charged to the script after
 * first paint (issue 25's blocking time). After the browser's own layout the same line costs
 * nothing.
 */
export function afterLayout(element: Element, read: () => void): void {
  if (typeof IntersectionObserver === "undefined") {
    read();
    return;
  }
  const observer = new IntersectionObserver(() => {
    observer.disconnect();
    read();
  });
  observer.observe(element);
}
