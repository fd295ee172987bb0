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
  return { q: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH), from, to };
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
