/*
 * Where a course enquiry's visitor came from: the referring site's host, never its path or query.
 * Its own module, without the schema library, because the site's script (app/client) fills the
 * enquiry form's hidden field with it in the browser.
 */

/** A host name's length bound (RFC 1035), and a port. */
export const REFERRER_HOST_MAX = 253 + 6;

const HOST = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/;

/** A referrer's host (never its path or query, which may name a person or a search), or null. */
export function cleanReferrerHost(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length > REFERRER_HOST_MAX) return null;
  const host = raw.trim().toLowerCase();
  return HOST.test(host) ? host : null;
}

/** The host of a referrer address (what the browser's document.referrer holds), unless it is this site. */
export function referrerHostOf(referrer: string, ownHost: string): string | null {
  if (!referrer || referrer.length > 2_000) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    return url.host === ownHost ? null : cleanReferrerHost(url.host);
  } catch {
    return null;
  }
}
