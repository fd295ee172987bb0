/**
 * Runs `start` once, when `element` comes within `margin` of the viewport (an IntersectionObserver
 * root margin, e.g. "300px 0px"), or at once where there is no IntersectionObserver.
 *
 * For work that only a visitor looking at the element would notice: a third party's widget, a
 * moving row of pictures. Done at load, it would compete with the first screen for the phone.
 */
export function whenNear(element: Element, margin: string, start: () => void): void {
  if (typeof IntersectionObserver === "undefined") {
    start();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
}
