import type { ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import { loggableUrl } from "./loggable-url";
import { isDatabaseUnavailable } from "../../app/server/db/database-unavailable.server";
import { statusDocument } from "../../app/server/status-document.server";
import { RETRY_AFTER, unavailableHtml } from "../../app/server/unavailable.server";

/*
 * The last handler: whatever fails before or around React Router (a malformed address such as
 * `/%` that Express cannot decode, a middleware that throws) would otherwise get Express's bare
 * "Bad Request" page. The visitor gets a small page in the site's voice instead, with no
 * technical detail; the operator gets the error in the JSON log, under the request's id.
 * The page is self-contained because React Router, which renders the real error pages, may be
 * the very thing that failed.
 */
export function errorPage(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const reqId = res.locals.requestId as string | undefined;
    if (isDatabaseUnavailable(error)) {
      // not a fault of ours to hide but a moment's unavailability: try again shortly (decision 0029)
      log.warn({ reqId, err: error, ...loggableUrl(req.originalUrl) }, "request not completed: database unavailable");
      if (res.headersSent) return next(error);
      res.status(503).type("html").setHeader("Cache-Control", "no-store").setHeader("Retry-After", RETRY_AFTER).send(unavailableHtml());
      return;
    }
    const status = statusOf(error);
    if (status < 500) log.warn({ reqId, err: error, status, ...loggableUrl(req.originalUrl) }, "bad request");
    else log.error({ reqId, err: error, status, ...loggableUrl(req.originalUrl) }, "request failed outside React Router");
    // Half a response is already on its way: Express's default handler closes the connection.
    if (res.headersSent) return next(error);
    res.status(status).type("html").setHeader("Cache-Control", "no-store").send(simplePage(status, status < 500 ? texts.client : texts.server));
  };
}

/** A client's mistake keeps its 4xx status (Express marks a URI decode error 400); anything else is ours. */
function statusOf(error: unknown): number {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const candidate = typeof status === "number" ? status : statusCode;
  return typeof candidate === "number" && candidate >= 400 && candidate < 500 ? candidate : 500;
}

export const CLIENT_ERROR_TEXT = {
  title: "We could not read that address",
  body: "The link may be mistyped or cut short. Please check it, or start again from the home page.",
};

const texts = {
  client: CLIENT_ERROR_TEXT,
  server: {
    title: "Something went wrong",
    body: "We could not show this page. Please try again in a moment.",
  },
};

/** The small self-contained page, with its status and texts (also the answer to an over-long address). */
export function simplePage(status: number, text: { title: string; body: string }): string {
  return statusDocument({ status, ...text });
}
