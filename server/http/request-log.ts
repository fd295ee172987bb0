import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { loggableUrl } from "./loggable-url";

/**
 * The one line a request leaves in the log, from either path (Express or a cached page). Back-office
 * addresses are written without the query parameters that may carry personal data (loggable-url.ts).
 */
export function logRequest(log: Logger, line: { reqId: string; method: string | undefined; url: string | undefined; status: number; started: bigint; ip: string | undefined }): void {
  const ms = Number(process.hrtime.bigint() - line.started) / 1e6;
  log.info({ reqId: line.reqId, method: line.method, ...loggableUrl(line.url), status: line.status, ms: Math.round(ms * 10) / 10, ip: line.ip }, "request");
}

/** One JSON line per request, with an id that is also sent back as X-Request-Id. */
export function requestLog(log: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = randomUUID();
    const started = process.hrtime.bigint();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    res.on("finish", () => logRequest(log, { reqId: requestId, method: req.method, url: req.originalUrl, status: res.statusCode, started, ip: req.ip }));
    next();
  };
}
