import { Feed, type Item } from "feed";
import { parseFragment, serialize, type DefaultTreeAdapterTypes } from "parse5";
import { blogListHref, splitKeywords } from "../domain/blog";
import { FEED_ITEMS, feedPath, type FeedFormat } from "../domain/blog-feeds";
import { absoluteUrl } from "../domain/seo/page-head";
import { hreflang } from "../i18n/locale";
import { sanitiseHtml } from "./html-sanitiser.server";
import { listPublishedBlogsForFeed } from "./repos/blogs.server";
import { siteBase } from "./seo/sitemap.server";
import { loadSettings } from "./site-chrome.server";
import type { Blog } from "./db/schema.server";
import type { AppServices } from "./services.server";

/*
 * The blog's feeds, written by the `feed` library (decision 0037): the same posts the blog lists
 * (visible now: published, publish time come), newest first, of one keyword or all. Each item
 * carries the post's description, and its whole text too when the settings say "full"; both are
 * the sanitised HTML, with this site's paths made absolute (a feed reader has no page to resolve
 * them against). Items are identified by tag URIs made from the post's id, so that renaming a post's
 * slug does not make readers show it again as new.
 */

/** Characters XML 1.0 cannot carry at all (an administrator's pasted text might hold one). */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const xmlSafe = (text: string) => text.replace(NOT_XML, "");

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export interface BlogFeed {
  body: string;
  contentType: string;
}

/** The feed in this format, or null for a keyword no visible post carries (the route answers 404). */
export async function blogFeed(services: AppServices, format: FeedFormat, keyword: string | null): Promise<BlogFeed | null> {
  const [base, settings, posts] = await Promise.all([siteBase(services), loadSettings(services), listPublishedBlogsForFeed(services.db, { keyword, limit: FEED_ITEMS })]);
  if (keyword && posts.length === 0) return null;
  const blogTitle = xmlSafe(keyword ? `${settings.companyName} blog: ${keyword}` : `${settings.companyName} blog`);
  const listUrl = absoluteUrl(blogListHref({ keyword }), base);
  const newest = posts.map((post) => post.updatedAt).sort().at(-1);
  const feed = new Feed({
    title: blogTitle,
    description: xmlSafe(settings.tagline || blogTitle),
    id: listUrl,
    link: listUrl,
    language: hreflang.en,
    updated: new Date(newest ?? 0),
    feedLinks: { rss: absoluteUrl(feedPath("rss", keyword), base), atom: absoluteUrl(feedPath("atom", keyword), base), json: absoluteUrl(feedPath("json", keyword), base) },
    author: { name: xmlSafe(settings.companyName), link: base },
  });
  for (const post of posts) feed.addItem(feedItem(post, format, { base, full: settings.feedContent === "full" }));
  if (format === "rss") return { body: feed.rss2(), contentType: "application/rss+xml; charset=utf-8" };
  if (format === "atom") return { body: feed.atom1(), contentType: "application/atom+xml; charset=utf-8" };
  return { body: feed.json1(), contentType: "application/feed+json; charset=utf-8" };
}

function feedItem(post: Blog, format: FeedFormat, options: { base: string; full: boolean }): Item {
  const { base } = options;
  const title = xmlSafe(post.title);
  const host = new URL(base).hostname;
  const item: Item = {
    // Atom declares its titles HTML: a title's "<" or "&" must stay text there
    title: format === "atom" ? escapeHtml(title) : title,
    id: `tag:${host},${post.createdAt.slice(0, 10)}:blog-post:${post.id}`,
    link: absoluteUrl(`/blog/${encodeURIComponent(post.slug)}`, base),
    date: new Date(post.updatedAt),
    published: new Date(post.publishAt ?? post.date),
    description: absoluteHtml(xmlSafe(sanitiseHtml(post.description)), base),
    category: splitKeywords(post.keywords).map((keyword) => categoryOf(keyword, format)),
  };
  if (options.full && post.content) item.content = absoluteHtml(xmlSafe(sanitiseHtml(post.content)), base);
  // RSS's <author> is an e-mail address, which a post does not have; Atom and JSON Feed take a name
  if (format !== "rss") item.author = [{ name: xmlSafe(post.author) }];
  // JSON Feed names an item's image as such; RSS and Atom would need its size and type as an enclosure
  if (format === "json") item.image = absoluteUrl(post.image, base);
  return item;
}

/**
 * A keyword as an item's category. Atom writes it into attributes, where the library escapes
 * quotes and ampersands but not "<", which XML forbids there: Atom's copy goes without angle brackets.
 */
function categoryOf(keyword: string, format: FeedFormat) {
  const text = format === "atom" ? xmlSafe(keyword).replace(/[<>]/g, "") : xmlSafe(keyword);
  return { name: text, term: text };
}

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.DocumentFragment;

/** The HTML with this site's paths ("/uploads/…", "/blog/…") written as full addresses. */
function absoluteHtml(html: string, base: string): string {
  if (!html.includes('="/')) return html;
  const fragment = parseFragment(html);
  const walk = (node: Node) => {
    if ("attrs" in node) {
      for (const attr of node.attrs) if ((attr.name === "href" || attr.name === "src") && attr.value.startsWith("/") && !attr.value.startsWith("//")) attr.value = absoluteUrl(attr.value, base);
    }
    if ("childNodes" in node) for (const child of node.childNodes) walk(child);
  };
  walk(fragment);
  return serialize(fragment);
}
