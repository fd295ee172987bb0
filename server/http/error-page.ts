import type { ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import { loggableUrl } from "./loggable-url";

/*
 * The last handler: whatever fails before or around React Router (a malformed address such as
 * `/%` that Express cannot decode, a middleware that throws) would otherwise get Express's bare
 * "Bad Request" page. The visitor gets a small page in the site's voice instead, with no
 * technical detail; the operator gets the error in the JSON log, under the request's id.
 * The page is self-contained because React Router, which renders the real error pages, may be
 * the very thing that failed.
 */
export function errorPage(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const status = statusOf(error);
    const reqId = res.locals.requestId as string | undefined;
    if (status < 500) log.warn({ reqId, err: error, status, ...loggableUrl(req.originalUrl) }, "bad request");
    else log.error({ reqId, err: error, status, ...loggableUrl(req.originalUrl) }, "request failed outside React Router");
    // Half a response is already on its way: Express's default handler closes the connection.
    if (res.headersSent) return next(error);
    res.status(status).type("html").setHeader("Cache-Control", "no-store").send(simplePage(status, status < 500 ? texts.client : texts.server));
  };
}

/** A client's mistake keeps its 4xx status (Express marks a URI decode error 400); anything else is ours. */
function statusOf(error: unknown): number {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const candidate = typeof status === "number" ? status : statusCode;
  return typeof candidate === "number" && candidate >= 400 && candidate < 500 ? candidate : 500;
}

export const CLIENT_ERROR_TEXT = {
  title: "We could not read that address",
  body: "The link may be mistyped or cut short. Please check it, or start again from the home page.",
};

const texts = {
  client: CLIENT_ERROR_TEXT,
  server: {
    title: "Something went wrong",
    body: "We could not show this page. Please try again in a moment.",
  },
};

/** The small self-contained page, with its status and texts (also the answer to an over-long address). */
export function simplePage(status: number, text: { title: string; body: string }): string {
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text.title} | Candlewise Academy</title>
<style>
body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e293b;background:#fff;line-height:1.6}
main{max-width:36rem;min-height:60vh;margin:0 auto;padding:6rem 1.5rem;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center}
.status{margin:0;font-size:.875rem;font-weight:600;letter-spacing:.1em;color:#047857}
h1{margin:.5rem 0 0;font-size:2rem;line-height:1.2;color:#0b1b33}
p{color:#475569}
a{margin-top:2rem;display:inline-block;padding:.625rem 1.25rem;border-radius:.5rem;background:#047857;color:#fff;font-weight:600;text-decoration:none}
a:hover{background:#065f46}
</style>
</head>
<body>
<main>
<p class="status">ERROR ${status}</p>
<h1>${text.title}</h1>
<p>${text.body}</p>
<a href="/">Back to the home page</a>
</main>
</body>
</html>
`;
}
