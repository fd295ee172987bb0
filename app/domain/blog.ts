/*
 * The blog editor's rules, shared by the dialog in the browser and the action on the server:
 * slugs, keyword chips, the status a reader of the list sees, and publish times entered in IST.
 */

import { formatDateTime, inIst, IST_OFFSET_MS } from "./dates";
import { cutToCodeUnits, withoutControlCharacters } from "./text-limits";

/** used when a post has no image of its own (the spec: "a default image is used if none is given") */
export const DEFAULT_BLOG_IMAGE = "/demo/blog/default.svg";

export const blogStatuses = ["Draft", "Published"] as const;
export type BlogStatus = (typeof blogStatuses)[number];

/** ten times the editor's 200-character title and slug fields */
const SLUG_SOURCE_MAX = 2_000;

/**
 * The spec's slug rules: lower-case; drop everything but letters, digits, spaces and hyphens;
 * whitespace becomes hyphens; repeated hyphens collapse (and none are left at either end).
 * Accents on Latin letters are dropped ("Café" → "cafe") so English addresses stay plain ASCII,
 * while letters of other scripts (Hindi, for one) are kept with their vowel signs.
 */
export function slugify(text: string): string {
  // a slug is made from a title or slug of at most 200 characters; whatever else is passed in is
  // cut first, so that normalising and the patterns below never see more (decision 0026)
  return cutToCodeUnits(text, SLUG_SOURCE_MAX)
    .normalize("NFKD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "")
    .normalize("NFC");
}

/**
 * Whether an address's slug could name a post: no longer than slugify makes one, and without the
 * control characters it removes (PostgreSQL refuses NUL in a query: /blog/a%00b was a 500).
 */
export function isPossibleSlug(slug: string): boolean {
  return slug.length <= SLUG_SOURCE_MAX && !/[\u0000-\u001f\u007f-\u009f]/.test(slug);
}

/** "a, b ,, c" → ["a", "b", "c"] */
export function splitKeywords(keywords: string): string[] {
  return keywords
    .split(",")
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/** The list shows at most three keyword chips and a "+N" chip for the rest (spec, section 9). */
export function keywordChips(keywords: string, max = 3): { shown: string[]; more: number } {
  const all = splitKeywords(keywords);
  return { shown: all.slice(0, max), more: Math.max(0, all.length - max) };
}

export type BlogListStatus = BlogStatus | "Scheduled";

/** What the admin list says: a Published post whose publish time is still ahead is "Scheduled". */
export function blogListStatus(post: { status: string; publishAt: string | null }, now: number): BlogListStatus {
  if (post.status !== "Published") return "Draft";
  return post.publishAt && Date.parse(post.publishAt) > now ? "Scheduled" : "Published";
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

/** "2026-12-01" and "09:30" read in IST → "2026-12-01T04:00:00.000Z"; null when not a real date and time. */
export function istToUtcIso(date: string, time: string): string | null {
  const d = DATE_PATTERN.exec(date);
  const t = TIME_PATTERN.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2])];
  if (hour > 23 || minute > 59) return null;
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asIfUtc);
  // Date.UTC rolls 31 February over into March: such a date was never entered on purpose.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(asIfUtc - IST_OFFSET_MS).toISOString();
}

/** A UTC instant as the IST date and time an editor types ("2026-12-01", "09:30"). */
export function utcIsoToIst(iso: string): { date: string; time: string } | null {
  const ist = inIst(iso)?.toISOString();
  return ist ? { date: ist.slice(0, 10), time: ist.slice(11, 16) } : null;
}

/** e.g. "1 Dec 2026, 09:30 IST" */
export function formatIst(iso: string): string {
  const text = formatDateTime(iso);
  return text ? `${text} IST` : "";
}

/** What the editor dialog starts from: a post's stored values, or a new post's defaults. */
export interface BlogEditorValues {
  id: string | null;
  title: string;
  slug: string;
  /** on for a new post, and for a post whose slug still is its title's */
  slugAuto: boolean;
  description: string;
  keywords: string;
  tag: string;
  status: BlogStatus;
  publishDate: string;
  publishTime: string;
  content: string;
  /** the post's own image (none: the default one is shown to readers) */
  image: string | null;
  /** the version the editor was loaded from (the post's updatedAt; null for a new post): a save from an older one is refused */
  version: string | null;
}

export const newBlogValues: BlogEditorValues = {
  id: null,
  title: "",
  slug: "",
  slugAuto: true,
  description: "",
  keywords: "",
  tag: "",
  status: "Draft",
  publishDate: "",
  publishTime: "",
  content: "",
  image: null,
  version: null,
};

/*
 * The public list: which page, which keyword, which search, as the address says them. Read on the
 * server (the loader) and linked from the page, so each page of results has an address of its own.
 */

/** posts on one page of /blog: four rows of three cards */
export const BLOG_PAGE_SIZE = 12;
/** a search is cut to this many words (each at most SEARCH_WORD_MAX characters) */
const SEARCH_WORDS_MAX = 8;
const SEARCH_WORD_MAX = 40;
/** the search box's bound in code units (its maxlength too); a longer search is refused, not cut (decision 0026) */
export const SEARCH_TEXT_MAX = 200;
/** a keyword is at most what the editor's keyword field holds */
const KEYWORD_MAX = 500;
/** page numbers have at most this many digits (a billion pages of twelve posts is far beyond any blog) */
const PAGE_DIGITS_MAX = 9;

export interface BlogListQuery {
  page: number;
  /** the search as typed (trimmed, bounded): shown back in the box */
  q: string;
  keyword: string | null;
  /** the search was longer than SEARCH_TEXT_MAX: nothing is searched, the page says why */
  searchTooLong?: boolean;
}

/**
 * /blog?page=2&q=risk&keyword=Forex → { page: 2, q: "risk", keyword: "Forex" }; anything odd falls
 * back. Each parameter's length is checked before it is read any further.
 */
export function parseBlogListQuery(params: URLSearchParams): BlogListQuery {
  const pageText = params.get("page") ?? "1";
  const page = pageText.length <= PAGE_DIGITS_MAX ? Number(pageText) : Number.NaN;
  const keywordText = params.get("keyword") ?? "";
  // no keyword holds a control character (PostgreSQL refuses NUL in a query: it was a 500)
  const keyword = keywordText.length <= KEYWORD_MAX ? withoutControlCharacters(keywordText).trim() : "";
  const q = params.get("q") ?? "";
  const searchTooLong = q.length > SEARCH_TEXT_MAX;
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    q: searchTooLong ? "" : q.trim(),
    keyword: keyword || null,
    ...(searchTooLong ? { searchTooLong } : {}),
  };
}

/** The address of a list page: only what differs from the plain first page is written. */
export function blogListHref(query: Partial<BlogListQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.keyword) params.set("keyword", query.keyword);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/blog?${search}` : "/blog";
}

/**
 * The words of a search, reduced to letters and digits: what both engines' full-text queries are
 * built from (each word matches as a prefix, all must match), so no search syntax reaches them.
 */
export function searchWords(q: string): string[] {
  // bounded before it is normalised or matched, whoever calls it; marks: Hindi vowel signs belong to their word
  const words = cutToCodeUnits(q, SEARCH_TEXT_MAX).normalize("NFKC").toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => cutToCodeUnits(word, SEARCH_WORD_MAX)))].slice(0, SEARCH_WORDS_MAX);
}

/** Page links to show: the first, the last, and two either side of the current one; null is a gap. */
export function pageLinks(current: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, current - 2, current - 1, current, current + 1, current + 2]);
  const pages = [...wanted].filter((page) => page >= 1 && page <= pageCount).sort((a, b) => a - b);
  const links: (number | null)[] = [];
  for (const page of pages) {
    const previous = links.at(-1);
    if (typeof previous === "number" && page - previous === 2) links.push(previous + 1);
    else if (typeof previous === "number" && page - previous > 2) links.push(null);
    links.push(page);
  }
  return links;
}

export function pageCountOf(total: number, pageSize = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
