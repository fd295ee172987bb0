import type { NextFunction, Request, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-site writes before anything else runs (no session lookup, no database). A browser
 * marks every request with Sec-Fetch-Site and/or Origin; a write is accepted only when they say it
 * comes from this site (our own host, or the configured public origin behind a proxy).
 */
export function originCheck(publicOrigin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const crossSiteByFetchMetadata = fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
    const crossSiteByOrigin = origin !== undefined && !isOwnOrigin(origin, req, publicOrigin);
    if (crossSiteByFetchMetadata || crossSiteByOrigin) {
      res.status(403).type("text/plain").send("Cross-site request refused.");
      return;
    }
    next();
  };
}

function isOwnOrigin(origin: string, req: Request, publicOrigin: string): boolean {
  if (origin === "null") return false;
  if (origin === publicOrigin) return true;
  try {
    return new URL(origin).host === req.get("host");
  } catch {
    return false;
  }
}
