import type { CompiledSeo } from "../../domain/seo/page-head";
import { GLOBAL_SEO_KEY, seoFieldNames, seoKeyOfPath, type SeoFieldValues } from "../../domain/seo/seo-fields";
import type { SeoRecord } from "../db/schema.server";
import type { EventBus } from "../events/event-bus.server";
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
}

const caches = new WeakMap<EventBus, SeoCache>();

function cacheOf(bus: EventBus): SeoCache {
  let cache = caches.get(bus);
  if (!cache) {
    const created: SeoCache = { records: null };
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

export async function compiledSeoRecords(services: AppServices): Promise<Map<string, CompiledSeo>> {
  const cache = cacheOf(services.bus);
  if (!cache.records) {
    const loading = listSeo(services.db).then((rows) => new Map(rows.map((row) => [row.key, compileSeoRecord(seoValuesOf(row))])));
    cache.records = loading;
    // A failed read is not remembered: the next request tries again.
    loading.catch(() => {
      if (cache.records === loading) cache.records = null;
    });
  }
  return cache.records;
}

export interface PageSeoRecords {
  page: CompiledSeo | null;
  global: CompiledSeo | null;
}

/** The records that decide a public page's head: its own (by path) and the global one. */
export async function seoRecordsForPath(services: AppServices, pathname: string): Promise<PageSeoRecords> {
  const records = await compiledSeoRecords(services);
  return { page: records.get(seoKeyOfPath(pathname)) ?? null, global: records.get(GLOBAL_SEO_KEY) ?? null };
}

/** Whether a path's effective robots directives keep it out of search engines (and sitemap.xml). */
export async function isNoIndex(services: AppServices, pathname: string): Promise<boolean> {
  const { page, global } = await seoRecordsForPath(services, pathname);
  const robots = page?.robots ?? global?.robots ?? "";
  return /\b(noindex|none)\b/i.test(robots);
}
