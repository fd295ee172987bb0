import { messages } from "../domain/messages";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "./db/database-unavailable.server";
import { statusDocument } from "./status-document.server";

/*
 * A request that failed because the database did not answer in time is not a server error but a
 * moment's unavailability: 503 with Retry-After and words that say to try again shortly, instead
 * of the 500 page (decision 0029). React Router reports a loader's or action's error to
 * handleError before it renders the error page; the request's load context is marked there, and
 * the answer is made from the mark.
 */

const failedForDatabase = new WeakSet<object>();

/** Marks the request of this load context if `error` is the database's unavailability; says whether it was. */
export function noteDatabaseUnavailable(context: object, error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  failedForDatabase.add(context);
  return true;
}

export function wasDatabaseUnavailable(context: object): boolean {
  return failedForDatabase.has(context);
}

export const RETRY_AFTER = String(RETRY_AFTER_SECONDS);

export function unavailableHtml(): string {
  return statusDocument({ status: 503, ...messages.unavailable });
}

/** The whole answer of a page that could not be made for want of the database. */
export function unavailableResponse(headers: Headers): Response {
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  headers.set("Retry-After", RETRY_AFTER);
  return new Response(unavailableHtml(), { status: 503, headers });
}
