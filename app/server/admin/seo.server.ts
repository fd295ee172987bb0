import { messages } from "../../domain/messages";
import { pageName, publicPageRouteSeo, publicPages } from "../../domain/public-pages";
import type { Translate } from "../../domain/seo/route-seo";
import { translate } from "../i18n/site-messages.server";
import { pathInLocale, type Locale } from "../../i18n/locale";
import { blogPostRouteSeo } from "../../domain/seo/blog-post-seo";
import { resolvePageHead, shareCard, tagKey } from "../../domain/seo/page-head";
import { toArticle } from "../blog.server";
import { loadSiteChrome } from "../site-chrome.server";
import { GLOBAL_SEO_KEY, seoFieldNames, seoKeyOfPath, type SeoFieldName, type SeoFieldValues } from "../../domain/seo/seo-fields";
import { announceContentChange } from "../content-events.server";
import { findPublishedBlogBySlug, listPublishedSlugs } from "../repos/blogs.server";
import { findSeo, upsertSeo } from "../repos/seo.server";
import { auditedWrite, type AuditActor } from "../repos/audit.server";
import type { AppServices } from "../services.server";
import { compiledSeoRecords, seoValuesOf } from "../seo/seo-cache.server";
import { checkSeoFields } from "../seo/seo-record.server";

/*
 * The SEO screen's work: the pages a record can be written for, one record's values, and the save
 * (every field checked first; a refused save changes nothing). Each save empties the SEO and page
 * caches on every instance, so the next visitor sees the new head.
 */

/** The back office is English: the pages' English names and built-in texts. */
const english: Translate = (id, values) => translate("en", id, values);
const texts: Record<Locale, Translate> = { en: english, hi: (id, values) => translate("hi", id, values) };

export interface SeoPageChoice {
  path: string;
  label: string;
  group: "Pages" | "Blog posts";
}

/** The public pages, then every published post: the pages a page record can be written for. */
export async function listSeoPageChoices(services: AppServices): Promise<SeoPageChoice[]> {
  const posts = await listPublishedSlugs(services.db);
  return [
    ...publicPages.map((page): SeoPageChoice => ({ path: page.path, label: `${pageName(page, english)} (${page.path})`, group: "Pages" })),
    ...posts.map((post): SeoPageChoice => ({ path: `/blog/${post.slug}`, label: post.title, group: "Blog posts" })),
  ];
}

export const emptySeoValues = (): SeoFieldValues => Object.fromEntries(seoFieldNames.map((name) => [name, null])) as SeoFieldValues;

export async function readSeoValues(services: AppServices, key: string): Promise<SeoFieldValues> {
  const record = await findSeo(services.db, key);
  return record ? seoValuesOf(record) : emptySeoValues();
}

export type SeoSaveOutcome =
  | { ok: true; message: string }
  | { ok: false; status: number; message: string; field: SeoFieldName | "page" | null; values: Partial<Record<SeoFieldName, string>> };

const SEO_MESSAGES = messages.seo;

export async function saveSeoRecord(services: AppServices, form: FormData, actor: AuditActor): Promise<SeoSaveOutcome> {
  const scope = form.get("scope") === "page" ? "page" : "global";
  const submitted = Object.fromEntries(seoFieldNames.map((name) => [name, typeof form.get(name) === "string" ? String(form.get(name)) : ""])) as Record<SeoFieldName, string>;
  // Each record keeps only its own kind of title.
  if (scope === "global") submitted.pageTitle = submitted.pageTitleHi = "";
  else submitted.siteTitle = submitted.siteTitleHi = "";

  let key = GLOBAL_SEO_KEY;
  let pagePath: string | null = null;
  if (scope === "page") {
    const path = String(form.get("page") ?? "").trim();
    if (!path) return { ok: false, status: 400, message: SEO_MESSAGES.selectPage, field: "page", values: submitted };
    const choices = await listSeoPageChoices(services);
    if (!choices.some((choice) => choice.path === path)) {
      return { ok: false, status: 400, message: `Error: ${path} is not a public page of the site`, field: "page", values: submitted };
    }
    key = seoKeyOfPath(path);
    pagePath = path;
  }

  const checked = checkSeoFields(submitted);
  if (!checked.ok) return { ok: false, status: 400, message: `Error: ${checked.error}`, field: checked.field, values: submitted };
  try {
    const entry = { action: "seo.update", entity: "seo", entityId: key, detail: { page: pagePath ?? "global" } };
    await auditedWrite(services.db, actor, entry, (db) => upsertSeo(db, { key, pagePath, ...checked.values }));
  } catch (error) {
    services.log.error({ err: error, key }, "saving an SEO record failed");
    return { ok: false, status: 500, message: SEO_MESSAGES.saveFailed, field: null, values: submitted };
  }
  // Saved is saved: a bus that fails to pass the news on is logged (pages catch up within a minute).
  await announceContentChange(services, "seo").catch((error: unknown) => services.log.error({ err: error }, "announcing an SEO change failed"));
  return { ok: true, message: scope === "global" ? SEO_MESSAGES.globalSaved : SEO_MESSAGES.pageSaved };
}

export interface SeoPreviewDefaults {
  /** what the page shows where the record leaves a field empty */
  title: string;
  description: string;
  image: string | null;
  url: string;
}

/**
 * The title, description and image a page has without the record's own values, decided by the
 * same resolver as the public head: the preview's fallback, for the English or the Hindi version.
 */
export async function previewDefaults(services: AppServices, path: string | null, locale: Locale = "en"): Promise<SeoPreviewDefaults> {
  const [records, { settings }] = await Promise.all([compiledSeoRecords(services), loadSiteChrome(services)]);
  const publicUrl = services.config.publicUrl;
  const slug = path ? /^\/blog\/(.+)$/.exec(path)?.[1] : undefined;
  const post = slug ? await findPublishedBlogBySlug(services.db, slug) : undefined;
  const t = texts[locale];
  const pathname = pathInLocale(path ?? "/", locale);
  const route = post ? blogPostRouteSeo(toArticle(post), { companyName: settings.companyName, publicUrl }, { locale, t }) : path ? publicPageRouteSeo(pathname, t) : {};
  const head = resolvePageHead({
    pathname,
    locale,
    page: null,
    global: records.get(GLOBAL_SEO_KEY) ?? null,
    route,
    site: { name: settings.companyName, publicUrl, defaultImage: shareCard(settings.companyName) },
  });
  const content = (key: string) => head.tags.find((tag) => tagKey(tag) === key)?.attrs.content;
  return { title: head.title, description: content("meta:description") ?? "", image: content("meta:og:image") ?? null, url: head.canonicalUrl };
}
