/*
 * The messages inbox's filter and page position, as they travel in the address (so that a filtered
 * page can be bookmarked, works without JavaScript, and the CSV export gets the same filter).
 */

export interface InboxFilter {
  /** free text matched against name, e-mail, phone and message ("" for none) */
  q: string;
  /** first and last IST day shown, YYYY-MM-DD, inclusive ("" for open-ended) */
  from: string;
  to: string;
  /**
   * which messages by course (decision 0044): "" all, "any" every course enquiry, "none" those
   * from the contact page, or one course's id
   */
  course: string;
  /** a source as the inbox names it (utm_source, else the referrer's host); "" for any */
  source: string;
}

export const COURSE_FILTER_ANY = "any";
export const COURSE_FILTER_NONE = "none";
const COURSE_ID = /^[\w-]{1,64}$/;
/** what a source filter keeps: the characters a cleaned utm_source or a host name can hold */
const SOURCE = /^[\p{L}\p{M}\p{N}._~:-]{1,100}$/u;

function validCourse(value: string | null): string {
  const course = (value ?? "").trim();
  return COURSE_ID.test(course) ? course : "";
}

function validSource(value: string | null): string {
  const source = (value ?? "").slice(0, 100).trim().toLowerCase();
  return SOURCE.test(source) ? source : "";
}

/** whether anything narrows the list (the page says "this filter" and offers to clear it) */
export function isFiltered(filter: InboxFilter): boolean {
  return Boolean(filter.q || filter.from || filter.to || filter.course || filter.source);
}

/** a position in the newest-first order: the row it is next to */
export interface InboxCursor {
  createdAt: string;
  id: string;
}

export type InboxPosition = { direction: "older"; cursor: InboxCursor } | { direction: "newer"; cursor: InboxCursor } | null;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const IST_OFFSET = "+05:30";
export const SEARCH_MAX_LENGTH = 100;

function validDay(value: string | null): string {
  const day = (value ?? "").trim();
  return DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00${IST_OFFSET}`)) ? day : "";
}

export function parseInboxFilter(params: URLSearchParams): InboxFilter {
  let from = validDay(params.get("from"));
  let to = validDay(params.get("to"));
  // a range typed backwards means the same days
  if (from && to && from > to) [from, to] = [to, from];
  return { q: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH), from, to, course: validCourse(params.get("course")), source: validSource(params.get("source")) };
}

/** the UTC instants the filter's IST days cover: [start, end) */
export function filterInstants(filter: InboxFilter): { start: string | null; end: string | null } {
  const start = filter.from ? new Date(`${filter.from}T00:00:00${IST_OFFSET}`).toISOString() : null;
  const end = filter.to ? new Date(Date.parse(`${filter.to}T00:00:00${IST_OFFSET}`) + 24 * 3600_000).toISOString() : null;
  return { start, end };
}

export function encodeCursor(cursor: InboxCursor): string {
  return `${cursor.createdAt}_${cursor.id}`;
}

export function decodeCursor(value: string | null): InboxCursor | null {
  if (!value) return null;
  const match = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)_([\w-]{1,64})$/.exec(value);
  return match ? { createdAt: match[1]!, id: match[2]! } : null;
}

export function parseInboxPosition(params: URLSearchParams): InboxPosition {
  const older = decodeCursor(params.get("after"));
  if (older) return { direction: "older", cursor: older };
  const newer = decodeCursor(params.get("before"));
  return newer ? { direction: "newer", cursor: newer } : null;
}

/** the query string of a filter (empty fields left out), plus any extra parameters */
export function filterQuery(filter: InboxFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filter, ...extra })) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** a LIKE pattern that matches the text anywhere, with LIKE's wildcards taken literally */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Spreadsheet apps run a cell that starts with these as a formula: such cells get a leading apostrophe. */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
