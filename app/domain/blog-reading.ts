/*
 * What helps a reader through a post (issue 22, part 4): how long it takes to read, its table of
 * contents, which posts to read next, and links to share it. Pure rules; the server applies them to
 * the sanitised HTML (app/server/blog-reading.server.ts) so that pages carry the results ready-made.
 */

import { slugify } from "./blog";

/** An adult reads about this many words of prose a minute (the usual figure for English and Hindi web text). */
export const READING_WORDS_PER_MINUTE = 200;

/** A post with at least this many headings shows a table of contents. */
export const TOC_MIN_HEADINGS = 3;

/** Related posts shown under a post. */
export const RELATED_POSTS = 3;

/**
 * Words in plain text: runs between white space that hold a letter or a digit. Hindi separates its
 * words with spaces as English does, so this counts Devanagari words correctly without a segmenter
 * (a page must not build an Intl object as it starts, decision 0023); a danda (।), a dash or a
 * bullet standing alone is punctuation, not a word. Vowel signs (marks) belong to their letters.
 */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) count += 1;
  return count;
}

/** Whole minutes, rounded up, at least one: "1 min read" for a short note. */
export function readingMinutes(words: number, wordsPerMinute = READING_WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

/** ids the post page uses for itself: a heading never takes one of them */
export const RESERVED_PAGE_IDS: ReadonlySet<string> = new Set(["main", "contents", "related-posts", "share-post", "post-navigation"]);

/** a heading's id is at most this long (a slug of a long heading is cut) */
const HEADING_ID_MAX = 80;

/**
 * Ids for a post's headings, in order: the blog's slug rules (so Hindi headings keep their letters
 * and vowel signs, "जोखिम प्रबंधन" → "जोखिम-प्रबंधन"), unique on the page ("-2", "-3" after a
 * repeat), never one of the page's own ids, "section" for a heading of no letters at all.
 */
export function headingIds(texts: readonly string[], reserved: ReadonlySet<string> = RESERVED_PAGE_IDS): string[] {
  const taken = new Set(reserved);
  return texts.map((text) => {
    // slugify leaves no hyphen at either end and none doubled: a cut leaves at most one at the end
    const base = slugify(text).slice(0, HEADING_ID_MAX).replace(/-$/, "") || "section";
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    return id;
  });
}

export interface PostHeading {
  /** 2 for h2, 3 for h3 … */
  level: number;
  id: string;
  text: string;
}

export interface TocEntry {
  id: string;
  text: string;
  children: TocEntry[];
}

/**
 * The table of contents of a post with enough headings (none otherwise): the top level is the
 * highest heading level the post uses; one level below nests under the heading before it. Deeper
 * headings are left out (a contents list of every small heading helps nobody).
 */
export function tableOfContents(headings: readonly PostHeading[], minimum = TOC_MIN_HEADINGS): TocEntry[] {
  if (headings.length < minimum) return [];
  const top = Math.min(...headings.map((heading) => heading.level));
  const entries: TocEntry[] = [];
  for (const heading of headings) {
    const entry = { id: heading.id, text: heading.text, children: [] };
    const parent = entries.at(-1);
    if (heading.level === top || !parent) entries.push(entry);
    else if (heading.level === top + 1) parent.children.push(entry);
  }
  return entries;
}

export interface RelatedCandidate {
  id: string;
  /** ISO date of the post */
  date: string;
  /** keywords it shares with the post being read (0 for a post picked by recency) */
  shared: number;
}

/**
 * Which posts to offer after this one: most shared keywords first, then the newest; when too few
 * posts share a keyword, the newest others fill the places. The post itself is never among them.
 */
export function pickRelated(postId: string, sharing: readonly RelatedCandidate[], newest: readonly RelatedCandidate[], count = RELATED_POSTS): string[] {
  const byRelevance = [...sharing].filter((candidate) => candidate.shared > 0).sort((a, b) => b.shared - a.shared || compareNewestFirst(a, b));
  const picked: string[] = [];
  for (const candidate of [...byRelevance, ...[...newest].sort(compareNewestFirst)]) {
    if (picked.length === count) break;
    if (candidate.id !== postId && !picked.includes(candidate.id)) picked.push(candidate.id);
  }
  return picked;
}

function compareNewestFirst(a: RelatedCandidate, b: RelatedCandidate): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

export const shareNetworks = ["whatsapp", "x", "linkedin", "telegram"] as const;
export type ShareNetwork = (typeof shareNetworks)[number];

/**
 * Plain links that open each network's own share screen with the post's address and title: no
 * script of theirs runs on this site and nothing is sent to them until the reader chooses to.
 */
export function shareLinks(url: string, title: string): { network: ShareNetwork; href: string }[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: "whatsapp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { network: "x", href: `https://x.com/intent/post?text=${t}&url=${u}` },
    { network: "linkedin", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: "telegram", href: `https://t.me/share/url?url=${u}&text=${t}` },
  ];
}
