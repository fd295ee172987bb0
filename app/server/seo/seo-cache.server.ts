import type { CompiledSeo } from "../../domain/seo/page-head";
import { GLOBAL_SEO_KEY, safelyDecoded, seoFieldNames, seoKeyOfPath, type SeoFieldValues } from "../../domain/seo/seo-fields";
import type { SeoRecord } from "../db/schema.server";
import { cachedUntilChange } from "../content-cache.server";
import { findPublicPage } from "../../domain/public-pages";
import { pathWithoutLocale } from "../../i18n/locale";
import { isPostVisible } from "../repos/blogs.server";
import { listSeo } from "../repos/seo.server";
import type { AppServices } from "../services.server";
import { compileSeoRecord } from "./seo-record.server";

/*
 * Every page reads the SEO records, so they are held compiled in memory (content-cache.server.ts):
 * one query after each change, none per request; a save's announcement empties the cache on every
 * instance, together with the page cache.
 */

export function seoValuesOf(record: SeoRecord): SeoFieldValues {
  return Object.fromEntries(seoFieldNames.map((name) => [name, record[name]])) as SeoFieldValues;
}

/**
 * Every record, compiled. A failed read never takes the pages down (the spec: SEO failures are
 * only logged and pages keep their tags): the last records read are served, or none.
 */
export function compiledSeoRecords(services: AppServices): Promise<Map<string, CompiledSeo>> {
  return cachedUntilChange(
    services,
    "seo-records",
    async () => new Map((await listSeo(services.db)).map((row) => [row.key, compileSeoRecord(seoValuesOf(row))])),
    { whenUnreadable: new Map<string, CompiledSeo>() },
  );
}

export interface PageSeoRecords {
  page: CompiledSeo | null;
  global: CompiledSeo | null;
}

/**
 * The records that decide a public page's head: its own (by path) and the global one. A page's
 * record is handed out only while the page exists (a listed page, or a post visitors can read): the
 * record of a withdrawn post, or of a key an unknown address happens to share, stays private.
 * Both language versions of a page share its record, keyed by the English path: '/hi/about' reads
 * the record of '/about' (its Hindi fields, see recordInLocale in page-head.ts).
 */
export async function seoRecordsForPath(services: AppServices, requestPath: string): Promise<PageSeoRecords> {
  const records = await compiledSeoRecords(services);
  const global = records.get(GLOBAL_SEO_KEY) ?? null;
  const pathname = pathWithoutLocale(requestPath);
  // '/About/' is the about page: its record is keyed by the path the site lists
  const listed = findPublicPage(pathname);
  const page = records.get(seoKeyOfPath(listed?.path ?? pathname)) ?? null;
  if (!page || listed) return { page, global };
  const slug = /^\/blog\/([^/]+)\/?$/.exec(pathname)?.[1];
  const visible = slug ? await isPostVisible(services.db, safelyDecoded(slug)) : false;
  return { page: visible ? page : null, global };
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
