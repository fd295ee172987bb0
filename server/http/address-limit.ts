import type { NextFunction, Request, Response } from "express";
import { messages } from "../../app/domain/messages";
import { simplePage } from "./error-page";

/**
 * The longest address (path and query, as the request line carries it) the site reads: the bound
 * nginx and Apache already put on a request line by default, so no link that came through a
 * proxy is refused, while every page's parameters fit many times over (decision 0026).
 */
export const ADDRESS_MAX_BYTES = 8 * 1024;

/*
 * Checked before anything parses the address: a longer one gets 414 and the site's small page,
 * without decoding, routing or a page-cache look-up. (Node itself refuses a request whose line
 * and headers pass 16 KB with a bare 431 before any of our code runs.)
 */
export function addressLimit(req: Request, res: Response, next: NextFunction) {
  if (req.originalUrl.length <= ADDRESS_MAX_BYTES) return next();
  res.status(414).type("html").setHeader("Cache-Control", "no-store").send(simplePage(414, messages.addressTooLong));
}
