import type { EventBus } from "./events/event-bus.server";
import type { AppServices } from "./services.server";

/*
 * What every public page reads and only an administrator's save changes (the header's courses,
 * the site settings) is read once and kept until the next `content.changed` on the bus (so on
 * every instance), or a minute, which bounds changes made outside the product. A failed read is
 * not kept.
 */

const LIFETIME_MS = 60_000;

interface Entry {
  value: Promise<unknown>;
  readAt: number;
}

const caches = new WeakMap<EventBus, Map<string, Entry>>();

function entriesOf(bus: EventBus): Map<string, Entry> {
  let entries = caches.get(bus);
  if (!entries) {
    const created = new Map<string, Entry>();
    bus.subscribe((event) => {
      if (event.type === "content.changed") created.clear();
    });
    caches.set(bus, created);
    entries = created;
  }
  return entries;
}

export function cachedUntilChange<T>(services: AppServices, name: string, load: () => Promise<T>): Promise<T> {
  const entries = entriesOf(services.bus);
  const entry = entries.get(name);
  if (entry && Date.now() - entry.readAt < LIFETIME_MS) return entry.value as Promise<T>;
  const value = load();
  const created: Entry = { value, readAt: Date.now() };
  entries.set(name, created);
  value.catch(() => {
    if (entries.get(name) === created) entries.delete(name);
  });
  return value;
}
