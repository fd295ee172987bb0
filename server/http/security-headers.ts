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

/** Security headers for every response; the nonce is handed on to the renderer in res.locals. */
export function securityHeaders(options: { dev: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const https = req.secure;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, { https, dev: options.dev }));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
