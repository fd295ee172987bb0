import type { Response } from "express";
import { RETRY_AFTER, wasDatabaseUnavailable } from "../../app/server/unavailable.server";

/*
 * Pages and the router's data requests are answered 503 by app/entry.server.tsx when the database
 * did not answer in time (decision 0029). A resource route's failure (an upload, an export, the
 * unread count) never reaches that file: React Router answers it 500 itself. The status it sets
 * is turned into 503 here, with Retry-After, when the request's load context was marked.
 */
export function unavailableAs503(res: Response, loadContext: object): void {
  const setStatus = res.status.bind(res);
  res.status = (code: number) => {
    // 503 already: the answer was made for it, Retry-After included
    if (code < 500 || code === 503 || !wasDatabaseUnavailable(loadContext)) return setStatus(code);
    res.statusMessage = "Service Unavailable";
    res.setHeader("Retry-After", RETRY_AFTER);
    return setStatus(503);
  };
}
