import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceProvider } from "./components/ui/nonce";
import { DOCUMENT_BYTES } from "./server/document-bytes.server";
import { noteDatabaseUnavailable, RETRY_AFTER, unavailableResponse, wasDatabaseUnavailable } from "./server/unavailable.server";

export const streamTimeout = 5_000;

/*
 * Every inline script carries the request's CSP nonce (set by the Node server).
 *
 * The document is rendered whole into one buffer and answered with its length (decision 0053).
 * No page suspends (there is no <Suspense> or deferred loader data in the app, and React Router's
 * own hydration data is ready before the render starts), so streaming the shell first sent
 * nothing sooner; it cost an uncached render a copy through a PassThrough, a web ReadableStream
 * read chunk by chunk, and a socket write per 4 KB chunk, about a fifth of the render's CPU once
 * the collections of their garbage are counted. Crawlers and browsers now get the same thing.
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
  return new Promise<Response>((resolve, reject) => {
    let shellFailed = false;
    let boundaryError: unknown;
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
        onAllReady() {
          if (shellFailed) return;
          // an error inside a boundary does not fail the shell, so it reaches only onError below
          if (boundaryError !== undefined) loadContext.log.error({ err: boundaryError }, "rendering failed inside a boundary");
          // everything is ready: pipe() writes the whole document at once, then ends
          const document = new DocumentBuffer();
          document.once("finish", () => {
            clearTimeout(lastResort);
            const body = document.bytes();
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("Content-Length", String(body.length));
            // the bytes go beside the Response, not in it: the adapter writes them to the socket at
            // once, instead of through a web ReadableStream (decision 0067)
            const response = new Response(null, { headers: responseHeaders, status: responseStatusCode });
            Object.defineProperty(response, DOCUMENT_BYTES, { value: body });
            resolve(response);
          });
          document.once("error", (error) => {
            clearTimeout(lastResort);
            reject(error);
          });
          pipe(document);
        },
        onShellError(error: unknown) {
          shellFailed = true;
          clearTimeout(lastResort);
          reject(error);
        },
        onError(error: unknown) {
          // The document is answered as a 500. An error of the shell reaches handleError below
          // (through onShellError); one inside a boundary is logged once the document is ready.
          responseStatusCode = 500;
          boundaryError ??= error;
        },
      },
    );
  });
}

/** The rendered document's chunks, kept as React writes them (it never reuses a written chunk) and joined once. */
class DocumentBuffer extends Writable {
  private readonly chunks: Buffer[] = [];
  private length = 0;
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    this.chunks.push(chunk);
    this.length += chunk.length;
    callback();
  }
  bytes(): Uint8Array<ArrayBuffer> {
    // (React's chunks are views of ArrayBuffers of their own, never of a SharedArrayBuffer)
    return (this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.length)) as Uint8Array<ArrayBuffer>;
  }
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
