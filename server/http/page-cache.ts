import { createHash } from "node:crypto";
import type { IncomingHttpHeaders, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { DatabaseHealth } from "../../app/server/db/database-unavailable.server";
import type { EventBus } from "../../app/server/events/event-bus.server";
import { gzipCrc, gzipLayout, inflateMember, prepareGzip, type PreparedGzip } from "./gzip-with-nonce";
import { keptConcat, keptWhole } from "./kept-bytes";

/*
 * Public pages are the same for every visitor until an administrator changes content, so an
 * anonymous GET is rendered once and then served from memory. A change anywhere (announced on the
 * event bus, so on every instance) empties the cache; a short lifetime bounds staleness for changes
 * made outside the app. Each served copy gets the request's own CSP nonce: the page is stored split
 * where the nonce was and joined with the new one.
 *
 * One render per page at a time (decision 0016): a page that expired by time only is served as it
 * was while one request renders it again, and requests for a page being rendered with nothing to
 * serve wait for that render (for a bounded time) instead of each rendering it. A content change
 * empties the cache at once: nothing from before it is served after it.
 *
 * A page is kept compressed (decision 0065): once its gzip member is laid out, the page lets go of
 * its own bytes, since nearly every client (browsers, crawlers, fetch) accepts gzip. The rare
 * answer without gzip inflates the member again (0.04–0.12 ms for a 50–100 kB page), and such
 * copies are kept as spares only while the page keeps being asked for without gzip.
 */

/**
 * Only what the page itself says is kept; the security headers (which depend on the request: the
 * nonce, HSTS behind https) and the transport headers are set afresh for every response.
 */
const PAGE_HEADERS = new Set(["content-type", "cache-control", "vary", "link", "content-language", "last-modified", "etag"]);
const CSP = "content-security-policy";

interface CachedPage {
  status: number;
  /** the page's own headers, flat (name, value, name, value…) as writeHead takes them */
  headers: string[];
  /** policies the page set for itself (an SVG's sandbox), sent beside the site's on every hit */
  ownPolicies: string[];
  /**
   * the page compressed once (see gzip-with-nonce.ts); null when the page has no nonce to keep.
   * Once laid out (gzipBody), its segments are let go: only its CRC figures are kept.
   */
  gzip: PreparedGzip | null;
  /** the gzip member laid out like `copies` below, with its CRC's place */
  gzipBody: Body | null;
  /** the gzip member is being made, or has been: settles once it is laid out (or could not be made) */
  gzipReady: Promise<void> | null;
  /**
   * weak: the bytes differ by their nonce from one response to the next, the page does not.
   * Computed from the page's bytes as it is stored, so it outlives them.
   */
  etag: string;
  /**
   * the page itself, laid out for copies: the render's bytes, with the nonce where the render's
   * was. Once gzipBody is laid out its template (and its spare copies) are let go (null): an
   * answer without gzip inflates the member, and its nonce offsets are still these.
   */
  body: Body;
  /** the page's own length in bytes (with a nonce of nonceLength), held or not */
  length: number;
  nonceLength: number;
  /** out of the cache: copies coming back are dropped */
  retired: boolean;
  expiresAt: number;
}

/**
 * A body laid out for serving: whole copies whose nonce places (and CRC, for gzip) are overwritten
 * for each response and which come back once written, so a hit allocates nothing and writes once.
 */
interface Body {
  /** what a copy starts from; null for the page's own body once it is kept compressed only */
  template: Buffer | null;
  nonceOffsets: number[];
  crcOffset: number | null;
  copies: Buffer[];
}

/** What a cached page's answer needs to know of its request. */
export interface CacheRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: IncomingHttpHeaders;
}

/** The page cache: an Express middleware (stores misses, serves hits) with a lookup for the raw path. */
export interface PageCache {
  (req: Request, res: Response, next: NextFunction): void;
  /** a fresh stored page for this request, if it may be served one */
  lookup(req: CacheRequest): CachedPage | undefined;
  /**
   * Answers from a stored page: 304, gzip or identity, with the response's own nonce. `head`: the
   * headers of this response that do not come from the page (name, value, name, value…), extended
   * with the page's and sent in one writeHead; `written` runs once the answer has been handed to the socket.
   */
  writeHit(req: CacheRequest, res: ServerResponse, page: CachedPage, nonce: string, head?: string[], written?: () => void): void;
  /** what it holds now, against its bounds (the memory test reads it) */
  stats(): PageCacheStats;
}

export interface PageCacheStats {
  entries: number;
  /** the stored pages' bytes as counted against maxTotalBytes */
  bytes: number;
  /** the spare copies' bytes, counted against maxCopyBytes */
  copyBytes: number;
  /** renders in progress that other requests may wait for */
  rendering: number;
  maxEntries: number;
  maxTotalBytes: number;
  maxCopyBytes: number;
}

export interface PageCacheOptions {
  bus: EventBus;
  sessionCookieName: string;
  ttlMs?: number;
  maxEntries?: number;
  maxBodyBytes?: number;
  /** all pages together; any query string makes a new entry, so the memory is bounded in bytes */
  maxTotalBytes?: number;
  /** the spare copies kept for serving (see CachedPage.copies), all pages together */
  maxCopyBytes?: number;
  /**
   * The first moment after `since` (ms) at which pages change by themselves, e.g. a scheduled
   * post going live, or null. A page rendered at `since` is not served past that moment. Asked
   * only when a page is about to be stored, and remembered until content changes.
   */
  nextChangeAfter?: (since: number) => Promise<number | null>;
  /**
   * How long a request waits for another's render of the same page, and how long a render may
   * take before the next request stops counting on it and renders the page itself.
   */
  renderWaitMs?: number;
  /** How long past its expiry a page may still be served while it is being rendered again. */
  maxStaleMs?: number;
  /**
   * How long a page kept compressed keeps the spare copies inflated for answers without gzip
   * after the last such answer (10 s by default); then it holds its gzip member alone again.
   */
  inflatedSparesMs?: number;
  /**
   * While the database is down, an expired page is served as it was rather than rendered into an
   * error; a render during which the database failed is not kept (its fallbacks stood in for data).
   */
  database?: DatabaseHealth;
}

/** A render of one page in progress: the requests that need the page wait for it. */
interface Render {
  startedAt: number;
  done: Promise<void>;
  settle: () => void;
}

export function pageCache(options: PageCacheOptions): PageCache {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 500;
  const maxBodyBytes = options.maxBodyBytes ?? 2 * 1024 * 1024;
  const maxTotalBytes = options.maxTotalBytes ?? 64 * 1024 * 1024;
  const renderWaitMs = options.renderWaitMs ?? 5_000;
  const maxStaleMs = options.maxStaleMs ?? ttlMs;
  const pages = new Map<string, CachedPage>();
  const rendering = new Map<string, Render>();
  let totalBytes = 0;
  // what a page holds in bytes: its own bytes until it is kept compressed, its gzip member (and the
  // member's compressed segments, while they are held, and CRC table); each in allocations of its
  // own (kept-bytes.ts), so this is what it takes in memory, bar a few small arrays of offsets and
  // CRCs. (Its parts, views of its own bytes, were counted again before decision 0065.)
  const sizeOf = (page: CachedPage) =>
    (page.body.template?.length ?? 0) +
    (page.gzip ? page.gzip.segments.reduce((total, segment) => total + segment.length, 0) + page.gzip.crcBits.byteLength : 0) +
    (page.gzipBody?.template?.length ?? 0);
  /** the bytes in spare copies of all pages: bounded, as the pages themselves are */
  let copyBytes = 0;
  const maxCopyBytes = options.maxCopyBytes ?? 32 * 1024 * 1024;
  const dropCopies = (body: Body) => {
    for (const copy of body.copies) copyBytes -= copy.length;
    body.copies = [];
  };

  /*
   * A page kept compressed answers a client without gzip with a copy inflated from its member, and
   * the copy comes back as a spare, as any copy does: a run of such answers (a client that never
   * compresses, a load test without Accept-Encoding) inflates as many copies as answers are in
   * flight at once, not one per answer. Once the page has answered none for inflatedSparesMs, its inflated spares are let
   * go (a sweep every half of that, while any page holds some).
   */
  const inflatedSparesMs = options.inflatedSparesMs ?? 10_000;
  /** pages kept compressed that answered without gzip lately, and when they last did */
  const inflatedAt = new Map<CachedPage, number>();
  let sweeper: NodeJS.Timeout | null = null;
  const sweepInflated = () => {
    const now = Date.now();
    for (const [page, at] of inflatedAt) {
      if (now - at < inflatedSparesMs) continue;
      dropCopies(page.body);
      inflatedAt.delete(page);
    }
    if (inflatedAt.size === 0 && sweeper) {
      clearInterval(sweeper);
      sweeper = null;
    }
  };
  const answeredInflated = (page: CachedPage) => {
    inflatedAt.set(page, Date.now());
    sweeper ??= setInterval(sweepInflated, Math.max(1, inflatedSparesMs / 2)).unref();
  };
  const retire = (page: CachedPage) => {
    page.retired = true;
    for (const body of [page.body, page.gzipBody]) if (body) dropCopies(body);
    inflatedAt.delete(page);
  };
  const remove = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    totalBytes -= sizeOf(page);
    retire(page);
    pages.delete(key);
  };
  let generation = 0;
  options.bus.subscribe((event) => {
    if (event.type === "content.changed") {
      for (const page of pages.values()) retire(page);
      pages.clear();
      totalBytes = 0;
      generation += 1;
      // Renders begun before the change make pages that are not kept: nobody waits for them.
      rendering.clear();
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

  const store = (key: string, page: CachedPage, wantsGzip: boolean) => {
    remove(key);
    pages.set(key, page);
    totalBytes += sizeOf(page);
    evictBeyondBounds();
    if (wantsGzip) prepareGzipOf(page);
  };

  // Oldest first: a Map iterates in insertion order, and hits are re-inserted.
  const evictBeyondBounds = () => {
    while (pages.size > maxEntries || totalBytes > maxTotalBytes) remove(pages.keys().next().value as string);
  };

  /*
   * The gzip member is made once, when a client that accepts gzip first needs the page: on the
   * miss that stores it, whose answer is that member (decision 0070), or on the first such hit,
   * which is answered uncompressed while the member is laid out just after. A page only ever
   * fetched without gzip (a one-off query string, a client that does not compress) never pays for
   * one.
   */
  const prepareGzipOf = (page: CachedPage) => {
    if (page.nonceLength === 0 || page.gzipReady || !page.body.template) return;
    page.gzipReady = prepareGzip(partsAround(page.body.template, page.body.nonceOffsets, page.nonceLength), page.nonceLength).then(
      (gzip) => {
        if (page.retired) return;
        const before = sizeOf(page);
        page.gzipBody = gzipBodyOf(gzip);
        // Serving needs the laid-out member and the CRC table only: the compressed segments were
        // a second copy of the member, held for as long as the page (decision 0053).
        page.gzip = { ...gzip, segments: [] };
        // And the page's own bytes are let go, with their spare copies (decision 0065): the few
        // answers without gzip inflate the member instead. Copies being written now are dropped
        // as they come back.
        page.body.template = null;
        dropCopies(page.body);
        totalBytes += sizeOf(page) - before;
        // a gzip member counts against the bound as the page does
        evictBeyondBounds();
      },
      () => {},
    );
  };

  const cacheable = (req: CacheRequest) => {
    const path = (req.url ?? "").split("?", 1)[0]!;
    return (
      (req.method === "GET" || req.method === "HEAD") &&
      !/^\/admin(\/|\.|$)/i.test(path) &&
      !(req.headers.cookie ?? "").includes(options.sessionCookieName) &&
      !req.headers.authorization
    );
  };

  /** The render of this page in progress, unless it has taken so long that it no longer counts. */
  const renderOf = (key: string): Render | undefined => {
    const render = rendering.get(key);
    if (render && Date.now() - render.startedAt >= renderWaitMs) rendering.delete(key);
    return rendering.get(key);
  };

  /** This request renders the page: others wait for it, or are served the expired page meanwhile. */
  const claimRender = (key: string): Render => {
    let settle = () => {};
    const done = new Promise<void>((resolve) => (settle = resolve));
    const render: Render = {
      startedAt: Date.now(),
      done,
      settle: () => {
        if (rendering.get(key) === render) rendering.delete(key);
        settle();
      },
    };
    rendering.set(key, render);
    return render;
  };

  /*
   * A fresh page, or one expired by time (a content change removes pages instead) that another
   * request is rendering again right now: the first request after the expiry renders, the ones
   * arriving meanwhile get the page as it was a moment ago rather than a render each. While the
   * database is down, any page still held is served as it was (decision 0029).
   */
  const lookup = (req: CacheRequest): CachedPage | undefined => {
    if (!cacheable(req)) return undefined;
    const key = req.url ?? "";
    const hit = pages.get(key);
    if (!hit) return undefined;
    const now = Date.now();
    const keptForOutage = options.database?.down === true;
    if (now >= hit.expiresAt && !keptForOutage && (now >= hit.expiresAt + maxStaleMs || !renderOf(key))) return undefined;
    // Refresh its place in the LRU order.
    pages.delete(key);
    pages.set(key, hit);
    return hit;
  };

  /** Waits for the render in progress, at most until it stops counting. */
  const waitFor = (render: Render): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, Math.max(0, render.startedAt + renderWaitMs - Date.now()));
      void render.done.then(() => {
        clearTimeout(timer);
        resolve();
      });
    });

  /*
   * One writeHead with every header in a flat list, one write of the body, one 'finish' listener:
   * a hit does no more than a bare Node server writing a buffer does, bar the nonce (decision 0015).
   */
  const writeHit = (req: CacheRequest, res: ServerResponse, hit: CachedPage, nonce: string, head: string[] = [], written?: () => void, justRendered = false) => {
    // the caller's list, extended: one array per response
    const headers = head;
    for (const value of hit.headers) headers.push(value);
    if (hit.ownPolicies.length > 0) {
      // Both policies, as on a miss. On the Express path the site's is set on the response already
      // (where a policy in writeHead's list would replace it); in front of Express it is in `head`.
      const sitePolicy = res.getHeader(CSP);
      if (sitePolicy !== undefined) res.setHeader(CSP, [String(sitePolicy), ...hit.ownPolicies]);
      else for (const policy of hit.ownPolicies) headers.push(CSP, policy);
    }
    headers.push("X-Cache", justRendered ? "MISS" : Date.now() >= hit.expiresAt ? "STALE" : "HIT", "ETag", hit.etag);
    if (matchesEtag(req.headers["if-none-match"], hit.etag)) {
      // The browser keeps its copy, whose scripts carry the nonce of the response it came with:
      // that response's policy must stay the one that applies to it, so a 304 sends none.
      for (const name of BODY_HEADERS) res.removeHeader(name);
      res.once("finish", () => written?.());
      res.writeHead(304, withoutBodyHeaders(headers)).end();
      return;
    }
    const nonceBytes = Buffer.from(nonce);
    const headOnly = req.method === "HEAD";
    if (nonceBytes.length !== hit.nonceLength && hit.body.nonceOffsets.length > 0) {
      // a nonce of another length than the stored one (not made by this server): plain joining
      const offsets = hit.body.nonceOffsets;
      res.once("finish", () => written?.());
      res.writeHead(hit.status, headers.concat("Content-Length", String(hit.length + (nonceBytes.length - hit.nonceLength) * offsets.length)));
      if (headOnly) return void res.end();
      const parts = partsAround(hit.body.template ?? inflateMember(hit.gzipBody!.template!, hit.length), offsets, hit.nonceLength);
      return void res.end(Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part]))));
    }
    const wantsGzip = acceptsGzip(req.headers["accept-encoding"]);
    if (wantsGzip && !hit.gzip) prepareGzipOf(hit);
    const gzip = wantsGzip && hit.gzip && hit.gzipBody;
    const body = gzip ? hit.gzipBody! : hit.body;
    if (gzip) headers.push("Content-Encoding", "gzip");
    headers.push("Content-Length", String(gzip ? body.template!.length : hit.length));
    if (headOnly) {
      // no body: no copy taken, none inflated
      res.once("finish", () => written?.());
      return void res.writeHead(hit.status, headers).end();
    }
    const spare = body.copies.pop();
    if (spare) copyBytes -= spare.length;
    // without gzip, once the page is kept compressed only: its inflated spares are kept a while longer
    if (!gzip && !body.template) answeredInflated(hit);
    // a spare, else a copy of the template, else (kept compressed only) the page inflated from its member
    const copy = spare ?? (body.template ? keptConcat([body.template]) : inflateMember(hit.gzipBody!.template!, hit.length));
    for (const offset of body.nonceOffsets) nonceBytes.copy(copy, offset);
    if (gzip) copy.writeUInt32LE(gzipCrc(hit.gzip!, nonceBytes), body.crcOffset!);
    // Written to the socket once 'finish' fires: the copy can serve the next response (an inflated
    // one only while the page keeps its inflated spares; see answeredInflated).
    res.once("finish", () => {
      const kept = body.template !== null || inflatedAt.has(hit);
      if (!hit.retired && kept && body.copies.length < MAX_COPIES && copyBytes + copy.length <= maxCopyBytes) {
        body.copies.push(copy);
        copyBytes += copy.length;
      }
      written?.();
    });
    res.writeHead(hit.status, headers);
    res.end(copy);
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const request: CacheRequest = { method: req.method, url: req.originalUrl, headers: req.headers };
    if (!cacheable(request)) return next();
    const key = req.originalUrl;
    const nonce = String(res.locals.cspNonce ?? "");
    const hit = lookup(request);
    if (hit) return writeHit(request, res, hit, nonce);
    if (req.method === "HEAD") return next();
    const inProgress = renderOf(key);
    if (!inProgress) return render(req, res, next, key, nonce, claimRender(key));
    // Another request is rendering this page: its page, once stored, serves this one too.
    void waitFor(inProgress).then(() => {
      const stored = lookup(request);
      if (stored) writeHit(request, res, stored, nonce);
      else render(req, res, next, key, nonce, null);
    });
  };

  /** Renders the page (the rest of the stack) and stores it if it may be kept. */
  const render = (req: Request, res: Response, next: NextFunction, key: string, nonce: string, claim: Render | null) => {
    res.setHeader("X-Cache", "MISS");
    // the site's policy, set by the security headers; any other the page adds is its own
    const sitePolicy = res.getHeader(CSP);
    // However the answer ends (stored, not storable, or the connection lost), the waiting stops.
    const settle = () => claim?.settle();
    res.once("close", settle);
    const startedGeneration = generation;
    const databaseFailuresBefore = options.database?.failures ?? 0;
    // What the page shows is decided from this moment on; a later scheduled change caps its life.
    const renderedAt = Date.now();
    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const record = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function" || tooBig) return;
      // A chunk handed to write() is not changed afterwards (the streams' contract): kept as a view, not copied.
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
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
      // the whole page handed over at once (a document, decision 0067), nothing sent before it
      const wholeAtEnd = size === 0 && !res.headersSent;
      record(chunk, rest[0]);
      const storable =
        !tooBig &&
        res.statusCode === 200 &&
        generation === startedGeneration &&
        (options.database?.failures ?? 0) === databaseFailuresBefore &&
        !res.getHeader("set-cookie") &&
        !/no-store|private/.test(String(res.getHeader("cache-control") ?? ""));
      if (storable) {
        const bytes = keptWhole(chunks, size);
        const nonceLength = Buffer.byteLength(nonce);
        const nonceOffsets = nonce ? offsetsOf(bytes, Buffer.from(nonce)) : [];
        const ownPolicies = [res.getHeader(CSP) ?? []].flat().map(String).filter((policy) => policy !== sitePolicy);
        const page: CachedPage = {
          status: res.statusCode,
          headers: varyingOnEncoding(
            Object.entries(res.getHeaders()).flatMap(([name, value]) =>
              value === undefined || !PAGE_HEADERS.has(name) || name === "etag"
                ? []
                : (Array.isArray(value) ? value : [value]).flatMap((one) => [name, String(one)]),
            ),
          ),
          ownPolicies,
          gzip: null,
          gzipBody: null,
          gzipReady: null,
          etag: etagOf(partsAround(bytes, nonceOffsets, nonceLength)),
          // the render's own bytes: every copy has its nonce places overwritten before it is sent
          body: { template: bytes, nonceOffsets, crcOffset: null, copies: [] },
          length: bytes.length,
          retired: false,
          nonceLength,
          expiresAt: renderedAt + ttlMs,
        };
        const wantsGzip = acceptsGzip(req.headers["accept-encoding"]);
        // The answer leaves once the page is stored, so the next request finds it (one indexed
        // query, usually answered from memory).
        void nextChangeAfter(renderedAt)
          .then(
            (next) => {
              if (generation !== startedGeneration) return;
              if (next !== null) page.expiresAt = Math.min(page.expiresAt, next);
              if (page.expiresAt > Date.now()) store(key, page, wantsGzip);
            },
            // Not knowing when the page would go stale, it is simply not kept.
            () => {},
          )
          // A stored page is compressed once for keeping (store → prepareGzipOf): a client that
          // takes gzip is answered with that member, as the next requests will be, rather than
          // with a second compression of the same page by the stack (a millisecond per 100 kB).
          .then(() => (wholeAtEnd && page.gzipReady) || undefined)
          .then(() => {
            settle();
            if (!(wholeAtEnd && page.gzipBody && !page.retired)) return void end(chunk, ...rest);
            res.write = write as Response["write"];
            res.end = end as Response["end"];
            // the page's own headers come with the member, as on a hit
            for (const name of res.getHeaderNames()) if (PAGE_HEADERS.has(name) || name === "content-length" || name === "x-cache") res.removeHeader(name);
            if (sitePolicy === undefined) res.removeHeader(CSP);
            else res.setHeader(CSP, sitePolicy);
            writeHit({ method: req.method, url: key, headers: req.headers }, res, page, nonce, [], undefined, true);
          });
        return res;
      }
      settle();
      return end(chunk, ...rest);
    }) as Response["end"];
    next();
  };
  const stats = (): PageCacheStats => ({ entries: pages.size, bytes: totalBytes, copyBytes, rendering: rendering.size, maxEntries, maxTotalBytes, maxCopyBytes });
  return Object.assign(middleware, { lookup, writeHit, stats });
}

/**
 * Every cached page is served gzip or identity by the request's Accept-Encoding, so its Vary names
 * that once: added to the page's own Vary (or as one) when the render did not say it already.
 */
function varyingOnEncoding(flat: string[]): string[] {
  for (let i = 0; i < flat.length; i += 2) {
    if (flat[i]!.toLowerCase() !== "vary") continue;
    if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(flat[i + 1]!)) flat[i + 1] = `${flat[i + 1]}, Accept-Encoding`;
    return flat;
  }
  return flat.concat("Vary", "Accept-Encoding");
}

/** A 304 has no body: what would describe one is left out (the CSP too, see writeHit). */
const BODY_HEADERS = new Set(["content-security-policy", "content-length", "content-type"]);
function withoutBodyHeaders(flat: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < flat.length; i += 2) if (!BODY_HEADERS.has(flat[i]!.toLowerCase())) kept.push(flat[i]!, flat[i + 1]!);
  return kept;
}

/** As many copies of a page as responses are usually in flight at once. */
const MAX_COPIES = 32;

function gzipBodyOf(gzip: PreparedGzip): Body {
  const layout = gzipLayout(gzip);
  return { template: layout.bytes, nonceOffsets: layout.nonceOffsets, crcOffset: layout.crcOffset, copies: [] };
}

/*
 * The page is searched for the nonce as bytes: no decoding to text and back (the nonce is ASCII,
 * and in UTF-8 an ASCII byte is never part of another character, so a byte match is a text match).
 */
function offsetsOf(bytes: Buffer, nonce: Buffer): number[] {
  const offsets: number[] = [];
  for (let at = bytes.indexOf(nonce); at !== -1; at = bytes.indexOf(nonce, at + nonce.length)) offsets.push(at);
  return offsets;
}

/** The page's bytes between the nonces, as views of them. */
function partsAround(bytes: Buffer, nonceOffsets: number[], nonceLength: number): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (const offset of nonceOffsets) {
    parts.push(bytes.subarray(from, offset));
    from = offset + nonceLength;
  }
  parts.push(bytes.subarray(from));
  return parts;
}

function etagOf(parts: Buffer[]): string {
  const hash = createHash("sha1");
  for (const part of parts) hash.update(part).update("\0");
  return `W/"${hash.digest("base64url").slice(0, 22)}"`;
}

/** If-None-Match: a list of tags (weak comparison) or '*'. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === bare;
  });
}

/** Accept-Encoding names gzip (or '*') with a weight above zero. */
function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(",").some((entry) => {
    const [coding, ...params] = entry.trim().toLowerCase().split(";");
    if (coding !== "gzip" && coding !== "*") return false;
    const weight = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return weight === undefined || Number(weight.slice(2)) > 0;
  });
}
