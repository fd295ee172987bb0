/*
 * Where a request comes from, as a browser tells it: Sec-Fetch-Site (Fetch Metadata), Origin and
 * Referer. Used by the origin check in front of every write (server/http/origin-check.ts) and by
 * loaders that must not change state for a navigation another site started (decision 0027).
 */

export interface OriginHeaders {
  fetchSite: string | null;
  origin: string | null;
  referer: string | null;
}

/** The three headers of a Fetch API request (a loader's or an action's). */
export function originHeadersOf(request: Request): OriginHeaders {
  return { fetchSite: request.headers.get("sec-fetch-site"), origin: request.headers.get("origin"), referer: request.headers.get("referer") };
}

/**
 * The origins that are this site, compared whole (scheme, host and port): PUBLIC_URL's, and the
 * one the request was addressed to (a LAN address, localhost), taken with the scheme it arrived
 * over. A request addressed to PUBLIC_URL's own host is the public origin and nothing else: behind
 * a TLS proxy that TRUST_PROXY does not name, such a request looks like plain http, and
 * `http://site` must not pass for `https://site`.
 */
export function ownOrigins(publicOrigin: string, protocol: string, host: string | undefined | null): string[] {
  const origins = [publicOrigin];
  if (!host) return origins;
  try {
    const addressed = new URL(`${protocol === "https" ? "https" : "http"}://${host}`);
    if (addressed.host !== new URL(publicOrigin).host) origins.push(addressed.origin);
  } catch {
    // a Host no URL can hold is no origin of ours
  }
  return origins;
}

/** The origin of an address (scheme, host and port, default ports left out), or null. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.origin === "null" ? null : url.origin;
  } catch {
    return null;
  }
}

const isOwn = (value: string, own: readonly string[]) => {
  const origin = originOf(value);
  return origin !== null && own.includes(origin);
};

/**
 * Why a write (any method but GET, HEAD, OPTIONS) is refused as coming from another site, or null.
 * Any one signal is enough: Sec-Fetch-Site other than same-origin (same-site included: a sibling
 * subdomain is another site's code) or none (the user's own action), a foreign or opaque ("null")
 * Origin, or, without an Origin, a foreign Referer. A request with none of them is not a browser's
 * cross-site request (curl, scripts, very old browsers) and passes, as before.
 */
export function crossSiteWrite(headers: OriginHeaders, own: readonly string[]): string | null {
  const { fetchSite, origin, referer } = headers;
  if (fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none") return `Sec-Fetch-Site: ${fetchSite}`;
  if (origin !== null) return isOwn(origin, own) ? null : "foreign Origin";
  if (referer !== null && !isOwn(referer, own)) return "foreign Referer";
  return null;
}

/**
 * A navigation this site's own pages (or the user, by typing or a bookmark) started, so a loader
 * may act on the user's behalf (mark a message read). Without Fetch Metadata, only a Referer of
 * ours counts: with no signal at all, it is not presumed to be ours.
 */
export function isOwnNavigation(headers: OriginHeaders, own: readonly string[]): boolean {
  const { fetchSite, referer } = headers;
  if (fetchSite !== null) return fetchSite === "same-origin" || fetchSite === "none";
  return referer !== null && isOwn(referer, own);
}

/** This site's origins for a Fetch API request (a loader's or an action's), as ownOrigins. */
export function ownOriginsOf(request: Request, publicUrl: string): string[] {
  const url = new URL(request.url);
  return ownOrigins(new URL(publicUrl).origin, url.protocol.slice(0, -1), url.host);
}
