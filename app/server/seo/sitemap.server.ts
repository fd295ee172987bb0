import { publicPages } from "../../domain/public-pages";
import { absoluteUrl } from "../../domain/seo/page-head";
import { hreflang, locales, pathInLocale, type Locale } from "../../i18n/locale";
import { GLOBAL_SEO_KEY } from "../../domain/seo/seo-fields";
import { listPublishedSlugs } from "../repos/blogs.server";
import { listPublishedCourses } from "../repos/courses.server";
import type { AppServices } from "../services.server";
import { compiledSeoRecords, isNoIndex } from "./seo-cache.server";

/*
 * sitemap.xml and robots.txt, made from the same list of public pages as the /sitemap page and from
 * the posts visitors can read now and the published courses' pages: no draft, no post scheduled for later, no page whose robots
 * directives say noindex, no admin address. Each page is listed in both languages (English at its
 * path, Hindi under /hi), and each entry names all the versions, as the pages' heads do (decision 0032).
 */

/** Where the site lives for search engines: the global record's canonical address, else PUBLIC_URL. */
export async function siteBase(services: AppServices): Promise<string> {
  const global = (await compiledSeoRecords(services)).get(GLOBAL_SEO_KEY);
  const canonical = global?.canonicalUrl;
  return canonical && /^https?:\/\//i.test(canonical) ? canonical.replace(/(?<!\/)\/+$/, "") : services.config.publicUrl;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

export async function sitemapXml(services: AppServices): Promise<string> {
  const [base, posts, courses] = await Promise.all([siteBase(services), listPublishedSlugs(services.db), listPublishedCourses(services.db)]);
  const newestPost = posts.map((post) => post.updatedAt).sort().at(-1);
  // localPaths: a page's address in a language where it is not its path under that prefix (a post's Hindi slug)
  const pages: { path: string; lastmod?: string | undefined; localPaths?: Partial<Record<Locale, string>> }[] = [];
  for (const page of publicPages) {
    if (await isNoIndex(services, page.path)) continue;
    pages.push({ path: page.path, lastmod: page.path === "/" || page.path === "/blog" ? newestPost : undefined });
  }
  for (const post of posts) {
    const path = `/blog/${encodeURIComponent(post.slug)}`;
    if (await isNoIndex(services, path)) continue;
    pages.push({ path, lastmod: post.updatedAt, ...(post.hindiSlug ? { localPaths: { hi: pathInLocale(`/blog/${encodeURIComponent(post.hindiSlug)}`, "hi") } } : {}) });
  }
  // each published course's page (issue 22), right after the pages whose list holds them
  for (const course of courses) {
    const path = `/courses/${encodeURIComponent(course.slug)}`;
    if (await isNoIndex(services, path)) continue;
    pages.push({ path, lastmod: course.updatedAt });
  }
  const urls = pages.flatMap((page) => {
    const addressIn = (locale: Locale) => absoluteUrl(page.localPaths?.[locale] ?? pathInLocale(page.path, locale), base);
    const alternates = [
      ...locales.map((locale) => alternate(hreflang[locale], addressIn(locale))),
      alternate("x-default", absoluteUrl(page.path, base)),
    ].join("");
    const lastmod = page.lastmod ? `\n    <lastmod>${escapeXml(page.lastmod)}</lastmod>` : "";
    return locales.map((locale) => `  <url>\n    <loc>${escapeXml(addressIn(locale))}</loc>${lastmod}${alternates}\n  </url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

function alternate(code: string, href: string): string {
  return `\n    <xhtml:link rel="alternate" hreflang="${code}" href="${escapeXml(href)}"/>`;
}

export async function robotsTxt(services: AppServices): Promise<string> {
  const base = await siteBase(services);
  return `User-agent: *\nDisallow: /admin\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`;
}
