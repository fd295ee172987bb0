import { mayReceiveEvent, type Role } from "../../domain/roles";
import type { AppServices } from "../services.server";
import { readSession } from "../auth/session.server";
import { isDatabaseUnavailable } from "../db/database-unavailable.server";
import type { SiteEvent } from "./event-bus.server";

const RECONNECT_AFTER_MS = 3_000;

/**
 * A server-sent-events response that forwards bus events to one signed-in administrator. A
 * heartbeat comment keeps proxies from closing the idle connection, and at each heartbeat the
 * session is checked again so that a logout or an expiry ends the stream too.
 */
export function eventStreamResponse(services: AppServices, request: Request, role: Role): Response {
  // the role as the guard read it, and again at each heartbeat (a role changed meanwhile counts)
  let currentRole: Role = role;
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      // An author or editor never hears of a message (decision 0040): such events are dropped here.
      const onEvent = (event: SiteEvent) => mayReceiveEvent(currentRole, event.type) && send(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      const unsubscribe = services.bus.subscribe(onEvent);
      const heartbeat = setInterval(async () => {
        // An open dashboard is not activity: the idle timeout still ends the session.
        const user = await readSession(services, request, { touch: false }).catch((error: unknown) =>
          // The database cannot say just now (decision 0029): the stream stays, asked again next time.
          // Closing it would make the browser reconnect into a 503, after which EventSource gives up.
          isDatabaseUnavailable(error) ? "unknown" : null,
        );
        if (user === "unknown") return send(`: heartbeat ${Date.now()}\n\n`);
        if (!user?.isAdmin) {
          cleanup();
          try {
            controller.close();
          } catch {
            /* already closed */
          }
          return;
        }
        currentRole = user.role;
        send(`: heartbeat ${Date.now()}\n\n`);
      }, services.config.sseHeartbeatMs);
      cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
      };
      request.signal.addEventListener("abort", () => cleanup(), { once: true });
      send(`retry: ${RECONNECT_AFTER_MS}\n: connected\n\n`);
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
      Connection: "keep-alive",
    },
  });
}
