import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import proxyaddr from "proxy-addr";
import type { PageCache } from "./page-cache";
import { logRequest } from "./request-log";
import { newNonce, pushSecurityHeaders } from "./security-headers";

/** Express's compiled "trust proxy" function: is the address at this hop a proxy we believe? */
export type TrustFunction = (address: string, hop: number) => boolean;

/*
 * A stored page is answered here, in front of Express: its middleware stack, not the cache, was
 * what a hit cost (decision 0015). What a hit's answer carries is the same as on the Express path:
 * a fresh nonce and the same security headers (one function makes both), X-Request-Id, one log
 * line. Anything that is not a fresh stored page goes on to Express untouched.
 */
export function cachedPagePath(options: { cache: PageCache; log: Logger; dev: boolean; trust: TrustFunction }) {
  const { cache, log, dev, trust } = options;
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const page = cache.lookup(req);
    if (!page) return false;
    const started = process.hrtime.bigint();
    const reqId = randomUUID();
    const nonce = newNonce();
    const head = pushSecurityHeaders(["X-Request-Id", reqId], nonce, { https: protocolOf(req, trust) === "https", dev });
    const logLine = () => logRequest(log, { reqId, method: req.method, url: req.url, status: res.statusCode, started, ip: clientAddress(req, trust) });
    cache.writeHit(req, res, page, nonce, head, logLine);
    return true;
  };
}

/** As Express's req.ip; X-Forwarded-For is read only when the peer is a trusted proxy. */
function clientAddress(req: IncomingMessage, trust: TrustFunction): string | undefined {
  const peer = req.socket.remoteAddress;
  return peer !== undefined && trust(peer, 0) ? proxyaddr(req, trust) : peer;
}

/** As Express's req.protocol: the socket's, or the first X-Forwarded-Proto when the peer is trusted. */
function protocolOf(req: IncomingMessage, trust: TrustFunction): string {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  if (!trust(req.socket.remoteAddress ?? "", 0)) return own;
  const header = req.headers["x-forwarded-proto"];
  const value = (Array.isArray(header) ? header[0] : header) ?? own;
  return value.split(",", 1)[0]!.trim();
}
