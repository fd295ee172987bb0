/**
 * A value made on its first use and kept. For Intl objects at module level: a browser's first Intl
 * object loads locale data (40–70 ms of main thread on a fast machine, four times that on a phone),
 * a cost a page should pay when it formats something, not while its scripts start.
 */
export function lazily<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
