import type { CompiledSeo } from "../../domain/seo/page-head";
import { GLOBAL_SEO_KEY, seoFieldNames, seoKeyOfPath, type SeoFieldValues } from "../../domain/seo/seo-fields";
import type { SeoRecord } from "../db/schema.server";
import type { EventBus } from "../events/event-bus.server";
import { findPublicPage } from "../../domain/public-pages";
import { isPostVisible } from "../repos/blogs.server";
import { listSeo } from "../repos/seo.server";
import type { AppServices } from "../services.server";
import { compileSeoRecord } from "./seo-record.server";

/*
 * Every page reads the SEO records, so they are held compiled in memory: one query after each
 * change, none per request. A save announces the change on the event bus, which empties this
 * cache (and the page cache) on every instance.
 */

interface SeoCache {
  records: Promise<Map<string, CompiledSeo>> | null;
  /** when the records were read: a change made outside the product shows within the lifetime */
  readAt: number;
  /** the last records read successfully, served while the database cannot be read */
  lastGood: Map<string, CompiledSeo>;
}

/** As long as a cached page lives (server/http/page-cache.ts): both bound changes made outside the app. */
const LIFETIME_MS = 60_000;

const caches = new WeakMap<EventBus, SeoCache>();

function cacheOf(bus: EventBus): SeoCache {
  let cache = caches.get(bus);
  if (!cache) {
    const created: SeoCache = { records: null, readAt: 0, lastGood: new Map() };
    bus.subscribe((event) => {
      if (event.type === "content.changed") created.records = null;
    });
    caches.set(bus, created);
    cache = created;
  }
  return cache;
}

export function seoValuesOf(record: SeoRecord): SeoFieldValues {
  return Object.fromEntries(seoFieldNames.map((name) => [name, record[name]])) as SeoFieldValues;
}

/**
 * Every record, compiled. A failed read never takes the pages down (the spec: SEO failures are
 * only logged and pages keep their tags): the last records read are served, or none, and the
 * next request tries the database again.
 */
export async function compiledSeoRecords(services: AppServices): Promise<Map<string, CompiledSeo>> {
  const cache = cacheOf(services.bus);
  if (!cache.records || Date.now() - cache.readAt > LIFETIME_MS) {
    const loading = listSeo(services.db).then((rows) => {
      const records = new Map(rows.map((row) => [row.key, compileSeoRecord(seoValuesOf(row))]));
      cache.lastGood = records;
      return records;
    });
    cache.records = loading;
    cache.readAt = Date.now();
    loading.catch((error: unknown) => {
      services.log.error({ err: error }, "reading the SEO records failed; pages keep the last ones read");
      if (cache.records === loading) cache.records = null;
    });
  }
  const pending = cache.records!;
  return pending.catch(() => cache.lastGood);
}

export interface PageSeoRecords {
  page: CompiledSeo | null;
  global: CompiledSeo | null;
}

/**
 * The records that decide a public page's head: its own (by path) and the global one. A page's
 * record is handed out only while the page exists (a listed page, or a post visitors can read): the
 * record of a withdrawn post, or of a key an unknown address happens to share, stays private.
 */
export async function seoRecordsForPath(services: AppServices, pathname: string): Promise<PageSeoRecords> {
  const records = await compiledSeoRecords(services);
  const global = records.get(GLOBAL_SEO_KEY) ?? null;
  // '/About/' is the about page: its record is keyed by the path the site lists
  const listed = findPublicPage(pathname);
  const page = records.get(seoKeyOfPath(listed?.path ?? pathname)) ?? null;
  if (!page || listed) return { page, global };
  const slug = /^\/blog\/([^/]+)\/?$/.exec(pathname)?.[1];
  const visible = slug ? await isPostVisible(services.db, safelyDecoded(slug)) : false;
  return { page: visible ? page : null, global };
}

function safelyDecoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether a page's effective robots directives keep it out of search engines (and sitemap.xml).
 * For pages known to exist (sitemap.xml asks only of those): no look-up beyond the cached records.
 */
export async function isNoIndex(services: AppServices, pathname: string): Promise<boolean> {
  const records = await compiledSeoRecords(services);
  const page = records.get(seoKeyOfPath(pathname));
  const robots = page?.robots ?? records.get(GLOBAL_SEO_KEY)?.robots ?? "";
  return /\b(noindex|none)\b/i.test(robots);
}
