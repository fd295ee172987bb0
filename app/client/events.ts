/** The element matching `selector` that an event happened in (its target or an ancestor), if any: the delegated listeners' look-up. */
export function closestIn(event: Event, selector: string): HTMLElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
}
