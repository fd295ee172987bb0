import { publicPages } from "../../domain/public-pages";
import { absoluteUrl } from "../../domain/seo/page-head";
import { GLOBAL_SEO_KEY } from "../../domain/seo/seo-fields";
import { listPublishedSlugs } from "../repos/blogs.server";
import type { AppServices } from "../services.server";
import { compiledSeoRecords, isNoIndex } from "./seo-cache.server";

/*
 * sitemap.xml and robots.txt, made from the same list of public pages as the /sitemap page and from
 * the posts visitors can read now: no draft, no post scheduled for later, no page whose robots
 * directives say noindex, no admin address.
 */

/** Where the site lives for search engines: the global record's canonical address, else PUBLIC_URL. */
async function siteBase(services: AppServices): Promise<string> {
  const global = (await compiledSeoRecords(services)).get(GLOBAL_SEO_KEY);
  const canonical = global?.canonicalUrl;
  return canonical && /^https?:\/\//i.test(canonical) ? canonical.replace(/(?<!\/)\/+$/, "") : services.config.publicUrl;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

export async function sitemapXml(services: AppServices): Promise<string> {
  const [base, posts] = await Promise.all([siteBase(services), listPublishedSlugs(services.db)]);
  const newestPost = posts.map((post) => post.updatedAt).sort().at(-1);
  const entries: { loc: string; lastmod?: string }[] = [];
  for (const page of publicPages) {
    if (await isNoIndex(services, page.path)) continue;
    const lastmod = page.path === "/" || page.path === "/blog" ? newestPost : undefined;
    entries.push({ loc: absoluteUrl(page.path, base), lastmod });
  }
  for (const post of posts) {
    const path = `/blog/${encodeURIComponent(post.slug)}`;
    if (await isNoIndex(services, path)) continue;
    entries.push({ loc: absoluteUrl(path, base), lastmod: post.updatedAt });
  }
  const urls = entries.map(
    (entry) => `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `\n    <lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ""}\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export async function robotsTxt(services: AppServices): Promise<string> {
  const base = await siteBase(services);
  return `User-agent: *\nDisallow: /admin\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`;
}
