import { afterEach, describe, expect, it, vi } from "vitest";
import { cachedPerKey } from "./content-cache.server";
import { announceContentChange } from "./content-events.server";
import { createInProcessEventBus } from "./events/event-bus.server";
import type { AppServices } from "./services.server";

// cachedPerKey needs the services' bus (its entries are forgotten on a content change) and the pages' lifetime
const servicesWithBus = () => ({ bus: createInProcessEventBus(), config: { pageLifetimeMs: 60_000 } }) as Pick<AppServices, "bus"> as AppServices;

/** a loader that counts its reads and answers `value:<n>` */
function counting(answer: (n: number) => string = (n) => `value:${n}`) {
  let reads = 0;
  return { load: async () => answer(++reads), reads: () => reads };
}

describe("cachedPerKey", () => {
  afterEach(() => vi.useRealTimers());

  it("reads a key once, and again after a content change", async () => {
    const services = servicesWithBus();
    const { load, reads } = counting();
    expect(await cachedPerKey(services, "posts", "a", load, { maxEntries: 4 })).toBe("value:1");
    expect(await cachedPerKey(services, "posts", "a", load, { maxEntries: 4 })).toBe("value:1");
    expect(reads()).toBe(1);
    await announceContentChange(services, "blogs");
    expect(await cachedPerKey(services, "posts", "a", load, { maxEntries: 4 })).toBe("value:2");
  });

  it("keeps at most maxEntries a family, letting the least recently used go first", async () => {
    const services = servicesWithBus();
    const reads = new Map<string, number>();
    const get = (key: string) =>
      cachedPerKey(services, "posts", key, async () => {
        reads.set(key, (reads.get(key) ?? 0) + 1);
        return key;
      }, { maxEntries: 2 });
    await get("a");
    await get("b");
    await get("a"); // a is now the most recently used
    await get("c"); // so b goes
    await get("a");
    await get("b");
    expect(Object.fromEntries(reads)).toEqual({ a: 1, b: 2, c: 1 });
    // another family has its own bound
    await cachedPerKey(services, "lists", "a", async () => "other", { maxEntries: 2 });
    await get("b");
    expect(reads.get("b")).toBe(2);
  });

  it("does not keep a value `keep` refuses, nor a failed read", async () => {
    const services = servicesWithBus();
    const missing = counting(() => "missing");
    const keep = (value: string) => value !== "missing";
    await cachedPerKey(services, "posts", "nope", missing.load, { maxEntries: 4, keep });
    await cachedPerKey(services, "posts", "nope", missing.load, { maxEntries: 4, keep });
    expect(missing.reads()).toBe(2);

    let attempt = 0;
    const flaky = async () => {
      attempt += 1;
      if (attempt === 1) throw new Error("database away");
      return "back";
    };
    await expect(cachedPerKey(services, "posts", "flaky", flaky, { maxEntries: 4 })).rejects.toThrow("database away");
    expect(await cachedPerKey(services, "posts", "flaky", flaky, { maxEntries: 4 })).toBe("back");
    expect(await cachedPerKey(services, "posts", "flaky", flaky, { maxEntries: 4 })).toBe("back");
    expect(attempt).toBe(2);
  });

  it("reads a key again once its value is a minute old", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const services = servicesWithBus();
    const { load, reads } = counting();
    await cachedPerKey(services, "posts", "a", load, { maxEntries: 4 });
    vi.setSystemTime(Date.now() + 59_000);
    await cachedPerKey(services, "posts", "a", load, { maxEntries: 4 });
    expect(reads()).toBe(1);
    vi.setSystemTime(Date.now() + 2_000);
    expect(await cachedPerKey(services, "posts", "a", load, { maxEntries: 4 })).toBe("value:2");
  });
});
