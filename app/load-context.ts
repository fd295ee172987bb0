import type { Logger } from "pino";
import type { AppServices } from "./server/services.server";

/** What the Node server hands every loader and action (see server/app.ts). */
declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    /**
     * This request's logger: log through it rather than `services.log`, so that every line a
     * request causes carries its reqId and can be found next to its request log line.
     */
    log: Logger;
    /** the client's address: the socket's, or the one TRUST_PROXY says to believe */
    clientIp: string;
    /** per-request nonce for inline scripts, matching the Content-Security-Policy header */
    cspNonce: string;
    requestId: string;
  }
}

export {};
