import { pathInLocale, type Locale } from "../i18n/locale";

/*
 * The blog's feeds (issue 22, part 4; decision 0037): RSS 2.0, Atom and JSON Feed of the posts
 * visitors can read, for the whole blog and for one keyword (?keyword=, as the list's address has it).
 * The Hindi blog has its own, under /hi (decision 0057). Which addresses there are and what the
 * pages' heads say of them; the server writes the feeds.
 */

export const feedFormats = ["rss", "atom", "json"] as const;
export type FeedFormat = (typeof feedFormats)[number];

/** The feeds' addresses, beside the list they follow (the Hindi blog's: the same under /hi). */
export const FEED_PATHS: Record<FeedFormat, string> = {
  rss: "/blog/feed.xml",
  atom: "/blog/atom.xml",
  json: "/blog/feed.json",
};

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: "application/rss+xml",
  atom: "application/atom+xml",
  json: "application/feed+json",
};

/** The newest posts a feed carries (readers poll; older posts are on the site). */
export const FEED_ITEMS = 20;

/** What each item carries: the post's description (the default) or its whole text as well. */
export const feedContents = ["summary", "full"] as const;
export type FeedContent = (typeof feedContents)[number];
export const FEED_CONTENT_DEFAULT: FeedContent = "summary";

/** The format an address asks for, from its path's end (one route module serves the three). */
export function feedFormatOfPath(pathname: string): FeedFormat | null {
  return feedFormats.find((format) => pathname.endsWith(FEED_PATHS[format])) ?? null;
}

/** A feed's path, of the whole blog or of one keyword, of the blog in this language. */
export function feedPath(format: FeedFormat, keyword: string | null = null, locale: Locale = "en"): string {
  const path = pathInLocale(FEED_PATHS[format], locale);
  return keyword ? `${path}?${new URLSearchParams({ keyword }).toString()}` : path;
}

export interface FeedLink {
  type: string;
  title: string;
  /** a path on this site: the head makes it absolute */
  path: string;
}

const FORMAT_NAMES: Record<FeedFormat, string> = { rss: "RSS", atom: "Atom", json: "JSON Feed" };

/**
 * The <link rel="alternate"> of each feed for a blog page's head: the whole blog's, and a keyword's
 * first when the page lists one keyword. `title` names the list in the page's language.
 */
export function feedLinks(blogTitle: string, keyword: string | null = null, locale: Locale = "en"): FeedLink[] {
  const lists = keyword ? [{ keyword, title: `${blogTitle}: ${keyword}` }, { keyword: null, title: blogTitle }] : [{ keyword: null, title: blogTitle }];
  return lists.flatMap((list) =>
    feedFormats.map((format) => ({ type: FEED_CONTENT_TYPES[format], title: `${list.title} (${FORMAT_NAMES[format]})`, path: feedPath(format, list.keyword, locale) })),
  );
}
