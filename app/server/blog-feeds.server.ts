import { Feed, type Item } from "feed";
import { parseFragment, serialize, type DefaultTreeAdapterTypes } from "parse5";
import { blogListHref, splitKeywords } from "../domain/blog";
import type { PostTexts } from "../domain/blog-translation";
import { FEED_ITEMS, feedPath, type FeedFormat } from "../domain/blog-feeds";
import { absoluteUrl } from "../domain/seo/page-head";
import { hreflang, pathInLocale, type Locale } from "../i18n/locale";
import { postScopeOf } from "./blog.server";
import { hindiOfPosts } from "./blog-translations.server";
import { sanitiseHtml } from "./html-sanitiser.server";
import { translate } from "./i18n/site-messages.server";
import { listPublishedBlogsForFeed } from "./repos/blogs.server";
import { siteBase } from "./seo/sitemap.server";
import { loadSettings, loadSettingsTexts } from "./site-chrome.server";
import type { Blog } from "./db/schema.server";
import type { AppServices } from "./services.server";

/*
 * The blog's feeds, written by the `feed` library (decision 0037): the same posts the blog lists
 * (visible now: published, publish time come), newest first, of one keyword or all. Each item
 * carries the post's description, and its whole text too when the settings say "full"; both are
 * the sanitised HTML, with this site's paths made absolute (a feed reader has no page to resolve
 * them against). Items are identified by tag URIs made from the post's id, so that renaming a post's
 * slug does not make readers show it again as new.
 *
 * The Hindi blog's feeds (/hi/blog/…, decision 0057) list what /hi/blog lists: a post that reads in
 * Hindi with its Hindi words and address, and, unless the settings hide them there, the others in
 * English, their titles ending in the list's "(in English)" badge (RSS and Atom have no per-item
 * language; the JSON Feed names it too).
 */

/** Characters XML 1.0 cannot carry at all (an administrator's pasted text might hold one). */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const xmlSafe = (text: string) => text.replace(NOT_XML, "");

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export interface BlogFeed {
  body: string;
  contentType: string;
}

/** The feed in this format of the blog in this language, or null for a keyword no listed post carries (the route answers 404). */
export async function blogFeed(services: AppServices, format: FeedFormat, keyword: string | null, locale: Locale = "en"): Promise<BlogFeed | null> {
  const scope = await postScopeOf(services, locale);
  const [base, settings, texts, stored] = await Promise.all([
    siteBase(services),
    loadSettings(services),
    loadSettingsTexts(services, locale),
    listPublishedBlogsForFeed(services.db, { keyword, limit: FEED_ITEMS, ...scope }),
  ]);
  if (keyword && stored.length === 0) return null;
  const posts = locale === "hi" ? inHindi(stored, await hindiOfPosts(services, stored)) : stored.map((post) => ({ post, path: `/blog/${encodeURIComponent(post.slug)}`, marker: "" }));
  const blogName = locale === "hi" ? translate("hi", "blog.feedTitle", { site: settings.companyName }) : `${settings.companyName} blog`;
  const blogTitle = xmlSafe(keyword ? `${blogName}: ${keyword}` : blogName);
  const listUrl = absoluteUrl(pathInLocale(blogListHref({ keyword }), locale), base);
  const newest = stored.map((post) => post.updatedAt).sort().at(-1);
  const feed = new Feed({
    title: blogTitle,
    // the tagline in the feed's language (its Hindi where current, decision 0058); a feed has no per-text language to mark English with
    description: xmlSafe(texts.tagline.text || blogTitle),
    id: listUrl,
    link: listUrl,
    language: locale === "hi" ? "hi" : hreflang.en,
    updated: new Date(newest ?? 0),
    feedLinks: {
      rss: absoluteUrl(feedPath("rss", keyword, locale), base),
      atom: absoluteUrl(feedPath("atom", keyword, locale), base),
      json: absoluteUrl(feedPath("json", keyword, locale), base),
    },
    author: { name: xmlSafe(settings.companyName), link: base },
  });
  for (const { post, path, marker } of posts) feed.addItem(feedItem(post, format, { base, path, marker, idSuffix: locale === "hi" ? ":hi" : "", full: settings.feedContent === "full" }));
  if (format === "rss") return { body: feed.rss2(), contentType: "application/rss+xml; charset=utf-8" };
  if (format === "atom") return { body: feed.atom1(), contentType: "application/atom+xml; charset=utf-8" };
  const json = locale === "hi" ? hindiJsonFeed(feed.json1(), posts.map((post) => post.marker !== "")) : feed.json1();
  return { body: json, contentType: "application/feed+json; charset=utf-8" };
}

/**
 * The library writes JSON Feed 1.0, which has no languages: the Hindi feed says JSON Feed 1.1 (whose
 * 1.0 fields are all still valid) to name its language, and an English item's.
 */
function hindiJsonFeed(json: string, english: boolean[]): string {
  const feed = JSON.parse(json) as { version: string; language?: string; items: { language?: string }[] };
  feed.version = "https://jsonfeed.org/version/1.1";
  feed.language = "hi";
  feed.items.forEach((item, index) => {
    if (english[index]) item.language = hreflang.en;
  });
  return JSON.stringify(feed, null, 4);
}

/**
 * The posts as the Hindi feeds carry them: each with its Hindi words at its Hindi address when it
 * reads in Hindi, else the English post under /hi, marked as English.
 */
function inHindi(posts: readonly Blog[], hindiWords: Readonly<Record<string, PostTexts>>): { post: Blog; path: string; marker: string }[] {
  return posts.map((post) => {
    const path = pathInLocale(`/blog/${encodeURIComponent(post.hindiSlug ?? post.slug)}`, "hi");
    const hindi = hindiWords[post.id];
    if (!hindi) return { post, path, marker: ` ${translate("hi", "blog.inEnglish")}` };
    return { post: { ...post, title: hindi.title, description: hindi.description, content: hindi.content || null }, path, marker: "" };
  });
}

function feedItem(post: Blog, format: FeedFormat, options: { base: string; path: string; marker: string; idSuffix: string; full: boolean }): Item {
  const { base } = options;
  const title = xmlSafe(post.title + options.marker);
  const host = new URL(base).hostname;
  const item: Item = {
    // Atom declares its titles HTML: a title's "<" or "&" must stay text there
    title: format === "atom" ? escapeHtml(title) : title,
    // the Hindi feeds' items are their own documents (":hi"), the same whether the post reads in Hindi or not yet
    id: `tag:${host},${post.createdAt.slice(0, 10)}:blog-post:${post.id}${options.idSuffix}`,
    link: absoluteUrl(options.path, base),
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
