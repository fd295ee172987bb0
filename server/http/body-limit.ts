import type { NextFunction, Request, Response } from "express";

export const FORM_BODY_LIMIT = 1024 * 1024;
export const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

/**
 * Request bodies are read by React Router, so the limit is enforced from Content-Length before
 * the body is touched; bodies of unknown length are refused (browsers always send the length of
 * a form post).
 *
 * Only the back office takes uploads, and its actions check the session before they read a
 * body, so the larger cap is given to multipart posts under /admin/ alone. Anywhere else a
 * multipart content type must not buy 12 MB: every other body gets the form limit.
 */
export function bodyLimit(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const declared = req.get("content-length");
  if (declared === undefined) {
    if (req.get("transfer-encoding")) {
      res.status(411).type("text/plain").send("Length Required");
      return;
    }
    return next();
  }
  const length = Number(declared);
  if (!Number.isFinite(length) || length > limitFor(req)) {
    res.status(413).type("text/plain").send("Payload Too Large");
    return;
  }
  if (length > 0) res.once("finish", () => drainUnreadBody(req));
  next();
}

/*
 * A route may answer without reading the body: an admin action refuses an expired session
 * before it reads an upload. React Router has already taken hold of the request stream by then,
 * so Node does not discard the rest, and the client stalls with its upload half-sent and the
 * connection stuck. The rest is read and dropped instead (at most the limit, checked above).
 */
function drainUnreadBody(req: Request) {
  if (req.complete) return;
  req.removeAllListeners("data");
  req.resume();
}

function limitFor(req: Request): number {
  // The path as the router will see it: "/admin/../contact" is /contact (URL resolves dot segments,
  // encoded ones included), and routes match case-insensitively.
  return routerPath(req).toLowerCase().startsWith("/admin/") && req.is("multipart/form-data") ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT;
}

/** The request's path as React Router's adapter builds it; "" for a target no URL can hold. */
function routerPath(req: Request): string {
  try {
    return new URL(`http://localhost${req.originalUrl}`).pathname;
  } catch {
    return "";
  }
}
