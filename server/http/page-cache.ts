import type { NextFunction, Request, Response } from "express";
import type { EventBus } from "../../app/server/events/event-bus.server";

/*
 * Public pages are the same for every visitor until an administrator changes content, so an
 * anonymous GET is rendered once and then served from memory. A change anywhere (announced on the
 * event bus, so on every instance) empties the cache; a short lifetime bounds staleness for changes
 * made outside the app. Each served copy gets the request's own CSP nonce: the page is stored split
 * where the nonce was and joined with the new one.
 */

/**
 * Only what the page itself says is kept; the security headers (which depend on the request: the
 * nonce, HSTS behind https) and the transport headers are set afresh for every response.
 */
const PAGE_HEADERS = new Set(["content-type", "cache-control", "vary", "link", "content-language", "last-modified", "etag"]);

interface CachedPage {
  status: number;
  headers: [string, string | number | string[]][];
  /** the page as bytes, split where the nonce was: serving writes them with the new nonce between */
  parts: Buffer[];
  expiresAt: number;
}

export interface PageCacheOptions {
  bus: EventBus;
  sessionCookieName: string;
  ttlMs?: number;
  maxEntries?: number;
  maxBodyBytes?: number;
  /** all pages together; any query string makes a new entry, so the memory is bounded in bytes */
  maxTotalBytes?: number;
  /**
   * The first moment after `since` (ms) at which pages change by themselves, e.g. a scheduled
   * post going live, or null. A page rendered at `since` is not served past that moment. Asked
   * only when a page is about to be stored, and remembered until content changes.
   */
  nextChangeAfter?: (since: number) => Promise<number | null>;
}

export function pageCache(options: PageCacheOptions) {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 500;
  const maxBodyBytes = options.maxBodyBytes ?? 2 * 1024 * 1024;
  const maxTotalBytes = options.maxTotalBytes ?? 64 * 1024 * 1024;
  const pages = new Map<string, CachedPage>();
  let totalBytes = 0;
  const sizeOf = (page: CachedPage) => page.parts.reduce((total, part) => total + part.length, 0);
  const remove = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    totalBytes -= sizeOf(page);
    pages.delete(key);
  };
  let generation = 0;
  options.bus.subscribe((event) => {
    if (event.type === "content.changed") {
      pages.clear();
      totalBytes = 0;
      generation += 1;
    }
  });

  /*
   * The answer for one moment holds for any later moment before it, until content changes (a
   * change is what could add an earlier scheduled post): most stores then ask nothing at all.
   */
  let known: { generation: number; since: number; next: number | null } | undefined;
  const nextChangeAfter = async (since: number): Promise<number | null> => {
    if (!options.nextChangeAfter) return null;
    if (known && known.generation === generation && since >= known.since && (known.next === null || since < known.next)) return known.next;
    const askedIn = generation;
    const next = await options.nextChangeAfter(since);
    if (askedIn === generation) known = { generation: askedIn, since, next };
    return next;
  };

  const store = (key: string, page: CachedPage) => {
    remove(key);
    pages.set(key, page);
    totalBytes += sizeOf(page);
    // Oldest first: a Map iterates in insertion order, and hits are re-inserted.
    while (pages.size > maxEntries || totalBytes > maxTotalBytes) remove(pages.keys().next().value as string);
  };

  const cacheable = (req: Request) =>
    (req.method === "GET" || req.method === "HEAD") &&
    !/^\/admin(\/|\.|$)/i.test(req.path) &&
    !(req.get("cookie") ?? "").includes(options.sessionCookieName) &&
    !req.get("authorization");

  return (req: Request, res: Response, next: NextFunction) => {
    if (!cacheable(req)) return next();
    const key = req.originalUrl;
    const nonce = String(res.locals.cspNonce ?? "");
    const hit = pages.get(key);
    if (hit && Date.now() < hit.expiresAt) {
      // Refresh its place in the LRU order.
      pages.delete(key);
      pages.set(key, hit);
      res.status(hit.status);
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader("X-Cache", "HIT");
      const nonceBytes = Buffer.from(nonce);
      const chunks = hit.parts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part]));
      res.setHeader("Content-Length", String(chunks.reduce((total, chunk) => total + chunk.length, 0)));
      if (req.method === "HEAD") {
        res.end();
        return;
      }
      // Node gathers the writes into one writev: no copy of the page per request.
      res.cork();
      for (const chunk of chunks.slice(0, -1)) res.write(chunk);
      res.end(chunks.at(-1));
      return;
    }
    if (req.method === "HEAD") return next();

    res.setHeader("X-Cache", "MISS");
    const startedGeneration = generation;
    // What the page shows is decided from this moment on; a later scheduled change caps its life.
    const renderedAt = Date.now();
    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const record = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function" || tooBig) return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buffer.length;
      if (size > maxBodyBytes) tooBig = true;
      else chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      record(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      record(chunk, rest[0]);
      const storable =
        !tooBig &&
        res.statusCode === 200 &&
        generation === startedGeneration &&
        !res.getHeader("set-cookie") &&
        !/no-store|private/.test(String(res.getHeader("cache-control") ?? ""));
      if (storable) {
        const html = Buffer.concat(chunks).toString("utf8");
        const page: CachedPage = {
          status: res.statusCode,
          headers: Object.entries(res.getHeaders())
            .filter(([name, value]) => value !== undefined && PAGE_HEADERS.has(name))
            .map(([name, value]) => [name, value as string | number | string[]]),
          parts: (nonce ? html.split(nonce) : [html]).map((part) => Buffer.from(part)),
          expiresAt: renderedAt + ttlMs,
        };
        // The answer leaves once the page is stored, so the next request finds it (one indexed
        // query, usually answered from memory).
        void nextChangeAfter(renderedAt)
          .then(
            (next) => {
              if (generation !== startedGeneration) return;
              if (next !== null) page.expiresAt = Math.min(page.expiresAt, next);
              if (page.expiresAt > Date.now()) store(key, page);
            },
            // Not knowing when the page would go stale, it is simply not kept.
            () => {},
          )
          .then(() => end(chunk, ...rest));
        return res;
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    next();
  };
}
