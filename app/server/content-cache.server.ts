import type { EventBus } from "./events/event-bus.server";
import type { AppServices } from "./services.server";

/*
 * What every public page reads and only an administrator's save changes (the header's courses,
 * the site settings, the SEO records) is read once and kept until the next `content.changed` on
 * the bus (so on every instance), or for the stored pages' lifetime (a minute; PAGE_CACHE_TTL_MS),
 * which bounds changes made outside the product: a page read again after that is made from content
 * read again too. A failed read is not kept: the next request tries again.
 */

interface Entry {
  value: Promise<unknown>;
  readAt: number;
}

interface Store {
  entries: Map<string, Entry>;
  /** cachedPerKey's entries, per family, oldest use first */
  families: Map<string, Map<string, Entry>>;
  /** the last value each name read successfully; a content change does not forget it */
  lastGood: Map<string, unknown>;
}

const stores = new WeakMap<EventBus, Store>();

function storeOf(bus: EventBus): Store {
  let store = stores.get(bus);
  if (!store) {
    const created: Store = { entries: new Map(), families: new Map(), lastGood: new Map() };
    bus.subscribe((event) => {
      if (event.type === "content.changed") {
        created.entries.clear();
        created.families.clear();
      }
    });
    stores.set(bus, created);
    store = created;
  }
  return store;
}

export interface CacheOptions<T> {
  /**
   * Pages go on without this value when it cannot be read: the failure is logged and the last
   * value read is served, or this one before any read succeeded. Without it, the failure is thrown.
   */
  whenUnreadable?: T;
}

export function cachedUntilChange<T>(services: AppServices, name: string, load: () => Promise<T>, options: CacheOptions<T> = {}): Promise<T> {
  const { entries, lastGood } = storeOf(services.bus);
  const entry = entries.get(name);
  let value = entry && Date.now() - entry.readAt < services.config.pageLifetimeMs ? (entry.value as Promise<T>) : undefined;
  if (!value) {
    const loading = load().then((loaded) => {
      lastGood.set(name, loaded);
      return loaded;
    });
    const created: Entry = { value: loading, readAt: Date.now() };
    entries.set(name, created);
    loading.catch((error: unknown) => {
      if (entries.get(name) === created) entries.delete(name);
      if ("whenUnreadable" in options) services.log.error({ err: error, cache: name }, "reading failed; pages keep the last value read");
    });
    value = loading;
  }
  if (!("whenUnreadable" in options)) return value;
  return value.catch(() => (lastGood.has(name) ? (lastGood.get(name) as T) : options.whenUnreadable!));
}

/**
 * cachedUntilChange for a family of values read by a key from the address (a post by its slug):
 * the same lifetime and forgetting on a content change, but at most `maxEntries` a family, the
 * least recently used going first, since the keys are as many as the addresses asked for. A value
 * `keep` refuses (a post not found) is served to the requests that asked for it, and not kept. A
 * failed read is not kept either, and is thrown.
 */
export function cachedPerKey<T>(
  services: AppServices,
  family: string,
  key: string,
  load: () => Promise<T>,
  { maxEntries, keep = () => true }: { maxEntries: number; keep?: (value: T) => boolean },
): Promise<T> {
  const { families } = storeOf(services.bus);
  let entries = families.get(family);
  if (!entries) families.set(family, (entries = new Map()));
  const entry = entries.get(key);
  entries.delete(key);
  if (entry && Date.now() - entry.readAt < services.config.pageLifetimeMs) {
    entries.set(key, entry); // most recently used last
    return entry.value as Promise<T>;
  }
  const created: Entry = { value: load(), readAt: Date.now() };
  entries.set(key, created);
  while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  const forget = () => {
    if (entries.get(key) === created) entries.delete(key);
  };
  (created.value as Promise<T>).then((value) => {
    if (!keep(value)) forget();
  }, forget);
  return created.value as Promise<T>;
}
