import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler as createRouterRequestHandler, type ServerBuild } from "react-router";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import { DOCUMENT_BYTES } from "../../app/server/document-bytes.server";

type LoadContext = Parameters<ReturnType<typeof createRouterRequestHandler>>[1];

/*
 * React Router behind Express: what @react-router/express does (decision 0067), with one shortcut.
 * A document is rendered whole into one buffer (entry.server.tsx, decision 0053) and handed over
 * beside its Response, which carries no body: the bytes go to the socket in one write, instead of
 * being wrapped in a web ReadableStream and read back chunk by chunk. Every other answer (data
 * requests, resource routes, redirects, a HEAD's empty body) is sent as the adapter sends it.
 */
export function routerRequestHandler({
  build,
  getLoadContext,
  mode,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => LoadContext;
  mode: string;
}) {
  const handleRequest = createRouterRequestHandler(build, mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const request = fetchRequestOf(req, res);
      const response = await handleRequest(request, getLoadContext(req, res));
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** The fetch Request React Router reads: the address as the client (or a trusted proxy) named it, the headers, and an abort on a closed connection. */
function fetchRequestOf(req: ExpressRequest, res: ExpressResponse): Request {
  const [, forwardedPort] = req.app?.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((text) => Number.parseInt(text ?? "", 10)).find((value) => Number.isSafeInteger(value));
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  let controller: AbortController | null = new AbortController();
  const signal = controller.signal;
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value) headers.set(name, value);
  }
  if (req.method === "GET" || req.method === "HEAD") return new Request(url.href, { method: req.method, headers, signal });
  return new Request(url.href, { method: req.method, headers, signal, body: createReadableStreamFromReadable(req), duplex: "half" } as RequestInit);
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  const document = (response as Response & { [DOCUMENT_BYTES]?: Uint8Array })[DOCUMENT_BYTES];
  if (document) {
    // the document's headers are the entry's own (a Content-Type with its charset, the length):
    // Node's append, without Express's per-header rewriting, which would leave them as they are
    for (const [name, value] of response.headers) res.appendHeader(name, value);
    res.end(document);
    return;
  }
  for (const [name, value] of response.headers) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
