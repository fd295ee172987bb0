import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import { messages } from "../../app/domain/messages";
import { CLIENT_ERROR_TEXT, simplePage } from "./error-page";

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

/*
 * Past 16 KB of request line and headers, Node refuses the request before Express sees it, with a
 * bare 431 and no body. The visitor gets the same small page as at 414 instead; another request
 * Node cannot parse gets the site's 400 page rather than Node's empty one.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
  const body = simplePage(status, status === 431 ? messages.addressTooLong : CLIENT_ERROR_TEXT);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}
