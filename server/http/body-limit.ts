import type { NextFunction, Request, Response } from "express";
import { readSession } from "../../app/server/auth/session.server";
import type { AppServices } from "../../app/server/services.server";

export const FORM_BODY_LIMIT = 1024 * 1024;
export const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

/**
 * The routes that take files (their actions read the body with readUploadForm), as the router
 * matches them. body-limit.test.ts walks app/routes.ts and fails when a route that reads uploads
 * is missing here, or one listed here no longer does.
 */
export const UPLOAD_PATHS: ReadonlySet<string> = new Set(["/admin/uploads", "/admin/blogs", "/admin/courses", "/admin/testimonials", "/admin/explore", "/admin/pages"]);

/**
 * Request bodies are read by React Router, so the limit is enforced from the headers before the
 * body is touched; bodies of unknown length are refused (browsers always send the length of a
 * form post).
 *
 * Every body gets the public form limit (1 MB), whatever its type. A multipart body is read only
 * for a live administrator session (the cookie is checked against the session store first): then
 * the upload endpoints take up to 12 MB, every other route the form limit. An anonymous multipart
 * body, anywhere, has an allowance of nothing: 413 at once, before any of it is read (decision
 * 0027). No public form sends multipart.
 */
export function bodyLimit(services: AppServices) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const declared = req.get("content-length");
    if (declared === undefined && req.get("transfer-encoding")) return refuse(req, res, 411, "Length Required");
    const length = declared === undefined ? 0 : Number(declared);
    if (!Number.isFinite(length) || length > UPLOAD_BODY_LIMIT) return refuse(req, res, 413, "Payload Too Large");
    if (!isMultipart(req)) return admit(req, res, next, length, FORM_BODY_LIMIT);
    void hasAdminSession(services, req).then(
      (admin) => {
        if (!admin) return refuse(req, res, 413, "Only a signed-in administrator may send files: sign in again, then send it.");
        admit(req, res, next, length, UPLOAD_PATHS.has(routePath(req)) ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT);
      },
      (error: unknown) => next(error),
    );
  };
}

function admit(req: Request, res: Response, next: NextFunction, length: number, limit: number) {
  if (length > limit) return refuse(req, res, 413, "Payload Too Large");
  if (length > 0) res.once("finish", () => drainUnreadBody(req));
  next();
}

/*
 * Refused before a byte of the body is read. What the client still sends is received and dropped
 * for a moment, so that it can read the answer (a connection reset while it is still sending can
 * lose the answer on its side), but no more than the public form limit and for no more than a few
 * seconds: a client that declared 12 MB, or 1 GB, does not make us receive them (Node would read a
 * refused body to its declared end before the next request on the connection).
 */
const LINGER_BYTES = FORM_BODY_LIMIT;
const LINGER_MS = 5_000;

function refuse(req: Request, res: Response, status: 411 | 413, text: string) {
  // the upload endpoint answers JSON ({ error }), which its field shows next to the file
  if (routePath(req) === "/admin/uploads") res.status(status).json({ error: text });
  else res.status(status).type("text/plain").send(text);
  dropThenClose(req);
}

function dropThenClose(req: Request) {
  if (req.complete) return;
  const close = () => req.socket.destroy();
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  let dropped = 0;
  // Reading from here on also keeps Node from draining the body itself, which it would do unbounded.
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) close();
  });
  req.once("end", () => clearTimeout(timer));
  req.once("close", () => clearTimeout(timer));
}

/**
 * Any content type that mentions multipart counts: a header that Express's parser rejects but a body
 * parser further on still reads as multipart (odd spacing, parameters, case) must not slip past.
 */
function isMultipart(req: Request): boolean {
  return (req.get("content-type") ?? "").toLowerCase().includes("multipart");
}

/** The session cookie names a live session of an administrator (the same check as requireAdmin). */
async function hasAdminSession(services: AppServices, req: Request): Promise<boolean> {
  const cookie = req.get("cookie");
  if (!cookie) return false;
  const request = new Request(req.secure ? "https://localhost/" : "http://localhost/", { headers: { cookie } });
  // Not the administrator's own activity yet: the route's guard counts it, once.
  const user = await readSession(services, request, { touch: false });
  return user?.isAdmin === true;
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

/**
 * The route the router will match, lower-cased: "/admin/../contact" is /contact (URL resolves dot
 * segments, encoded ones included), a client navigation's "/admin/blogs.data" is /admin/blogs, and
 * a trailing slash does not count. "" for a target no URL can hold.
 */
function routePath(req: Request): string {
  try {
    let path = new URL(`http://localhost${req.originalUrl}`).pathname.toLowerCase();
    if (path.endsWith(".data")) path = path.slice(0, -".data".length);
    while (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
    return path;
  } catch {
    return "";
  }
}
