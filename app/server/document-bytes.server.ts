/*
 * The rendered document's bytes, handed from entry.server.tsx to the Node adapter
 * (server/http/router-handler.ts) beside a Response without a body (decision 0067). A symbol from
 * the global registry: the server's code and the app's build are separate bundles (and Vite's
 * module graph in development), so a module-level WeakMap would not be the same map on both sides.
 */
export const DOCUMENT_BYTES = Symbol.for("candlewise.document-bytes");
