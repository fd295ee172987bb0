import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/*
 * Third parties the public pages embed: the market chart and the economic calendar (TradingView
 * widgets: a script that builds an iframe) and the video lessons (YouTube, privacy-enhanced).
 */
const widgetScripts = ["https://s3.tradingview.com"];
/*
 * Google Analytics, when the SEO records set a measurement ID: its loader is allowed by the
 * request's nonce alone (no host in script-src, which would let any injected tag load any Google
 * Tag Manager container), and its beacons go to these hosts.
 */
const analyticsEndpoints = ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"];
const widgetFrames = [
  "https://s.tradingview.com",
  "https://www.tradingview.com",
  "https://www.tradingview-widget.com",
  "https://s.tradingview-widget.com",
  "https://www.youtube-nocookie.com",
];

export function contentSecurityPolicy(nonce: string, options: { https: boolean; dev: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${widgetScripts.join(" ")}${options.dev ? " 'unsafe-eval'" : ""}`,
    // Tailwind ships a stylesheet, but React and the widgets set style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${analyticsEndpoints.join(" ")}${options.dev ? " ws: wss:" : ""}`,
    `frame-src ${widgetFrames.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** The policy split around its nonce, made once per kind of response rather than per response. */
const NONCE_MARK = "\u0000nonce\u0000";
const policyAroundNonce = new Map<string, [string, string]>();
function policyWith(nonce: string, options: { https: boolean; dev: boolean }): string {
  const kind = `${options.https}:${options.dev}`;
  let around = policyAroundNonce.get(kind);
  if (!around) {
    const [before, after] = contentSecurityPolicy(NONCE_MARK, options).split(NONCE_MARK) as [string, string];
    around = [before, after];
    policyAroundNonce.set(kind, around);
  }
  return around[0] + nonce + around[1];
}

/** The headers that are the same on every response, flat (name, value, …); HSTS only behind https. */
const FIXED_HEADERS = [
  "X-Content-Type-Options", "nosniff",
  "X-Frame-Options", "DENY",
  "Referrer-Policy", "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy", "same-origin",
  "Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()",
];
const HSTS = ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"];

/**
 * The security headers of one response, for the Express path and the cached-page path alike,
 * appended flat (name, value, …) to `into`, as writeHead takes them: a cached hit builds its whole
 * header list in one array.
 */
export function pushSecurityHeaders(into: string[], nonce: string, options: { https: boolean; dev: boolean }): string[] {
  into.push("Content-Security-Policy", policyWith(nonce, options));
  for (const value of FIXED_HEADERS) into.push(value);
  if (options.https) into.push(HSTS[0]!, HSTS[1]!);
  return into;
}

/*
 * Random bytes are drawn 4 kB at a time and handed out 16 at a time: the same CSPRNG, one system
 * call per 256 nonces instead of one per response. Each nonce is still used once.
 */
const POOL_SIZE = 4096;
let pool = Buffer.alloc(0);
let offset = POOL_SIZE;

/** A fresh nonce: 128 random bits, base64 (24 characters). */
export function newNonce(): string {
  if (offset + 16 > pool.length) {
    pool = randomBytes(POOL_SIZE);
    offset = 0;
  }
  const nonce = pool.toString("base64", offset, offset + 16);
  offset += 16;
  return nonce;
}

/** Security headers for every response; the nonce is handed on to the renderer in res.locals. */
export function securityHeaders(options: { dev: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    const headers = pushSecurityHeaders([], nonce, { https: req.secure, dev: options.dev });
    for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
    next();
  };
}
