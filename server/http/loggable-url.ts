/*
 * What of an address the log may keep (decision 0027). Back-office addresses carry personal data
 * in their query strings (an inbox search, a personal-data request's ?who=, their .data requests
 * and exports, a sign-in form submitted by GET), so under /admin only the query keys below are
 * written, with their values; every other parameter is left out whole, name and value, and counted.
 * A new admin screen is covered without anyone remembering it; a key is added here only when its
 * values can never be personal data.
 */
const HARMLESS_ADMIN_KEYS = new Set([
  // React Router's own: the index route, the loaders of a client navigation
  "index",
  "_routes",
  // an upload's purpose, a screen's notice after a save, the SEO screen's scope
  "purpose",
  "notice",
  "done",
  "scope",
  // record ids of the editors, the export format
  "new",
  "edit",
  "format",
]);

export interface LoggableUrl {
  url: string | undefined;
  /** how many query parameters were left out (absent when none) */
  queryRemoved?: number;
}

export function loggableUrl(url: string | undefined): LoggableUrl {
  if (url === undefined) return { url };
  const mark = url.indexOf("?");
  if (mark === -1) return { url };
  const path = url.slice(0, mark);
  // the newsletter's confirm and unsubscribe links carry a token that acts for the subscriber (decision 0045)
  if (!isAdminPath(path) && !path.toLowerCase().includes("newsletter")) return { url };
  const kept: string[] = [];
  let removed = 0;
  for (const pair of url.slice(mark + 1).split("&")) {
    if (pair === "") continue;
    const key = decodedKey(pair);
    if (key !== null && HARMLESS_ADMIN_KEYS.has(key)) kept.push(pair);
    else removed += 1;
  }
  const shown = kept.length > 0 ? `${path}?${kept.join("&")}` : path;
  return removed > 0 ? { url: shown, queryRemoved: removed } : { url: shown };
}

/**
 * The path as the router reads it: dot segments resolved (encoded ones too), percent-escapes
 * decoded, any case. One that cannot be decoded counts as an admin path: better a query too few.
 */
function isAdminPath(path: string): boolean {
  // the common case, a public page with a query, without parsing: no escape, and no "admin" to reach
  if (!path.includes("%") && !path.toLowerCase().includes("admin")) return false;
  let resolved: string;
  try {
    resolved = decodeURIComponent(new URL(path, "http://localhost").pathname).toLowerCase();
  } catch {
    return true;
  }
  return resolved === "/admin" || resolved.startsWith("/admin/") || resolved.startsWith("/admin.");
}

function decodedKey(pair: string): string | null {
  const equals = pair.indexOf("=");
  try {
    return decodeURIComponent((equals === -1 ? pair : pair.slice(0, equals)).replaceAll("+", " "));
  } catch {
    return null;
  }
}
