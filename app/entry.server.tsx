import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceProvider } from "./components/ui/nonce";
import { noteDatabaseUnavailable, RETRY_AFTER, unavailableResponse, wasDatabaseUnavailable } from "./server/unavailable.server";

export const streamTimeout = 5_000;

/*
 * Every inline script carries the request's CSP nonce (set by the Node server). Crawlers get the
 * whole document at once; browsers get it streamed.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The database did not answer in time: "try again shortly" (503), not the 500 page (decision 0029).
  if (responseStatusCode >= 500 && wasDatabaseUnavailable(loadContext)) return unavailableResponse(responseHeaders);
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", RETRY_AFTER);
  const nonce = loadContext.cspNonce;
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // The last resort for a render that never ends. A render that ends lets go of it: a timer
    // left to run would hold the finished render (its tree, its loader data) for the rest of its
    // six seconds, hundreds of renders at a time under load (page-cache-memory.test.ts).
    const lastResort = setTimeout(() => abort(), streamTimeout + 1_000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          body.once("close", () => clearTimeout(lastResort));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(lastResort);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, the error reaches handleError below; after it, only this sees it.
          if (shellRendered) loadContext.log.error({ err: error }, "rendering failed after the page started streaming");
        },
      },
    );
  });
}

/*
 * Errors thrown by loaders, actions and rendering, logged as JSON through the request's logger
 * (so they carry its reqId) instead of React Router's plain-text stack on stderr. A request the
 * visitor abandoned is not a failure of ours (React Router's own advice). React Router wraps its
 * own refusals (an unknown action, a 405) in a response with the cause inside: those are the
 * client's mistake, so they are a warning. The database's unavailability is a warning too, and
 * marks the request so that it is answered 503 (above, and below for data requests).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (noteDatabaseUnavailable(context, error)) {
    context.log.warn({ err: error }, "request not completed: database unavailable");
    return;
  }
  if (isRouteErrorResponse(error)) {
    const cause = (error as { error?: unknown }).error ?? error;
    const level = error.status >= 500 ? "error" : "warn";
    context.log[level]({ err: cause, status: error.status }, "request refused by the router");
    return;
  }
  context.log.error({ err: error }, "request failed");
};

/*
 * A client navigation or a form sent by the router (`.data`): the page shows the error boundary
 * either way, but the status says what happened, with the time to wait.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  if (response.status < 500 || !wasDatabaseUnavailable(context)) {
    if (response.status === 503) response.headers.set("Retry-After", RETRY_AFTER);
    return response;
  }
  const headers = new Headers(response.headers);
  headers.set("Retry-After", RETRY_AFTER);
  return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
};
