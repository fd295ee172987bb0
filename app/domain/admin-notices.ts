/*
 * After a successful save the admin screens redirect (so a reload does not post again) and say
 * what happened through the address: ?done=added. The screen turns it into its notice.
 */

import { DRAFT_PARAM } from "./drafts";

export type DoneWhat = "added" | "saved" | "updated" | "deleted";

const DONE = "done";

/**
 * The address to go to after a save: the same path, without the given parameters, with ?done=;
 * never with ?draft=1 (a form opened on an autosaved draft: once saved, the draft is gone).
 */
export function addressAfterSave(url: string, done: DoneWhat, drop: readonly string[] = []): string {
  const parsed = new URL(url, "http://localhost");
  for (const param of [...drop, "index", DONE, DRAFT_PARAM]) parsed.searchParams.delete(param);
  parsed.searchParams.set(DONE, done);
  return `${parsed.pathname}?${parsed.searchParams}`;
}

export function doneOf(search: string | URLSearchParams): DoneWhat | null {
  const value = new URLSearchParams(search).get(DONE);
  return value === "added" || value === "saved" || value === "updated" || value === "deleted" ? value : null;
}
