/*
 * Ad platforms add a click identifier to every link they send (gclid, fbclid…): new on every
 * click, read only by their own scripts in the browser, never by a page here. Each would make its
 * address a page of its own for the page cache: a render for every visit from an advertisement,
 * and a cache filling with copies of one page that push the others out. They are dropped from the
 * address before anything reads it; the visitor's address bar keeps them. Campaign tags (utm_…)
 * stay: a course page's enquiry form records them, and they are few, not one per click.
 */
export const CLICK_IDS: ReadonlySet<string> = new Set(["gclid", "gbraid", "wbraid", "dclid", "fbclid", "msclkid", "yclid", "twclid", "ttclid", "li_fat_id", "igshid", "mc_eid"]);

/**
 * A quick look first, since most addresses carry none and those pay no more than this: every name
 * above ends in "id", so an address without "id=" holds none (the list stays the one above).
 */
const MAY_HOLD_CLICK_ID = /id=/i;

/** The request target without click identifiers; the other parameters stay as written, in order. */
export function withoutClickIds(target: string): string {
  const mark = target.indexOf("?");
  if (mark === -1 || !MAY_HOLD_CLICK_ID.test(target)) return target;
  const kept = target
    .slice(mark + 1)
    .split("&")
    .filter((pair) => !CLICK_IDS.has(pair.split("=", 1)[0]!.toLowerCase()));
  return kept.length === 0 ? target.slice(0, mark) : `${target.slice(0, mark)}?${kept.join("&")}`;
}
