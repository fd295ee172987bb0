import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerWorker, type ServerFigures, type ServerWorker } from "../../support/server-worker";

/*
 * Every query string makes its own page-cache entry, so a stranger can ask for as many pages as
 * they like: the server's memory must stay within the cache's bounds however many they ask for.
 * The built server runs in a forked process (server-worker.ts) that reports its memory after a
 * full collection and its page cache's own counters.
 */

const REQUESTS = 10_000;
const CONCURRENCY = 8;
const MB = 1024 * 1024;

let server: ServerWorker;
beforeAll(async () => {
  server = await startServerWorker();
});
afterAll(async () => {
  await server?.stop();
});

/** The i-th address: the home page, a blog search, a calculator with random values, another calculator. */
function address(i: number): string {
  const value = (min: number, max: number) => (min + Math.random() * (max - min)).toFixed(4);
  switch (i % 4) {
    case 0:
      return `/?x=${i}`;
    case 1:
      return `/blog?q=trading+${i}`;
    case 2:
      return `/profit-loss-calculator?instrument=EURUSD&deposit=USD&direction=buy&sizeUnit=lots&size=${value(0.01, 5)}&openPrice=${value(1, 1.2)}&closePrice=${value(1, 1.2)}&n=${i}`;
    default:
      return `/risk-reward?ratio=${value(0.5, 5)}&winRate=${value(10, 90)}&n=${i}`;
  }
}

/** what the process still holds after a full collection: the JavaScript heap and the memory outside it (buffers) */
const held = (figures: ServerFigures) => figures.memory.heapUsed + figures.memory.external;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const describeFigures = (figures: ServerFigures) =>
  `rss ${mb(figures.memory.rss)}, heap ${mb(figures.memory.heapUsed)}, external ${mb(figures.memory.external)}; ` +
  `cache ${figures.cache!.entries} pages, ${mb(figures.cache!.bytes)} + copies ${mb(figures.cache!.copyBytes)}`;

describe("the page cache under many distinct query strings", () => {
  it(`keeps the server's memory within its bounds over ${REQUESTS.toLocaleString("en")} distinct addresses`, async () => {
    // every kind of page rendered a few times first: what the process holds once warm is the base
    for (let i = 0; i < 40; i++) await (await fetch(`${server.url}${address(i)}&warm`, { headers: { "accept-encoding": "gzip" } })).arrayBuffer();
    const before = await server.figures();

    const statuses = new Map<number, number>();
    let halfway: ServerFigures | undefined;
    let next = 0;
    const started = performance.now();
    const client = async () => {
      while (next < REQUESTS) {
        const i = next++;
        // half of the clients accept gzip, so pages get their gzip members too
        const response = await fetch(`${server.url}${address(i)}`, { headers: { "accept-encoding": i % 2 ? "gzip" : "identity" } });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (i === REQUESTS / 2) halfway = await server.figures();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, client));
    const seconds = (performance.now() - started) / 1000;
    const after = await server.figures();

    console.log(
      `${REQUESTS} distinct addresses in ${seconds.toFixed(1)} s (server CPU ${((after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1e6).toFixed(1)} s)\n` +
        `  before:  ${describeFigures(before)}\n  halfway: ${describeFigures(halfway!)}\n  after:   ${describeFigures(after)}\n` +
        `  held after a full collection: +${mb(held(after) - held(before))} (bound ${mb(after.cache!.maxTotalBytes + after.cache!.maxCopyBytes)}: pages ${mb(after.cache!.maxTotalBytes)}, copies ${mb(after.cache!.maxCopyBytes)}); ` +
        `rss +${mb(after.memory.rss - before.memory.rss)}`,
    );
    expect(Object.fromEntries(statuses)).toEqual({ 200: REQUESTS });
    const { cache } = after;
    expect(cache!.entries).toBeLessThanOrEqual(cache!.maxEntries);
    expect(cache!.bytes).toBeLessThanOrEqual(cache!.maxTotalBytes);
    expect(cache!.copyBytes).toBeLessThanOrEqual(cache!.maxCopyBytes);
    // what the process holds grew by no more than the cache's bounds allow...
    expect(held(after) - held(before)).toBeLessThan(cache!.maxTotalBytes + cache!.maxCopyBytes);
    // ...and stopped growing once the cache was full: the second 5,000 addresses added nothing
    // that stays (a few MB either way are the collector's and the allocator's)
    expect(held(after) - held(halfway!)).toBeLessThan(8 * MB);
  }, 900_000);
});
