import type { NextFunction, Request, Response } from "express";
import { crossSiteWrite, ownOrigins } from "../../app/server/http/request-origin.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-site writes before anything else runs (no session lookup, no database): a foreign
 * Origin, a foreign Referer without an Origin, or Sec-Fetch-Site saying another site sent it. The
 * origins are compared whole, scheme and port included (decision 0027).
 */
export function originCheck(publicOrigin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const own = ownOrigins(publicOrigin, req.protocol, req.get("host"));
    const refusal = crossSiteWrite({ fetchSite: req.get("sec-fetch-site") ?? null, origin: req.get("origin") ?? null, referer: req.get("referer") ?? null }, own);
    if (refusal) {
      res.status(403).type("text/plain").send("Cross-site request refused.");
      return;
    }
    next();
  };
}
