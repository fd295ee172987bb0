import { LocalListeners, type EventBus, type SiteEvent } from "./event-bus.server";

/**
 * The key of a bus event in a message between a worker and the primary process (server/primary.mjs
 * relays every message carrying it to the other workers).
 */
export const RELAYED_EVENT_KEY = "candlewiseSiteEvent";

interface Channel {
  send?: (message: unknown) => unknown;
  on(event: "message", listener: (message: unknown) => void): unknown;
  off(event: "message", listener: (message: unknown) => void): unknown;
}

/*
 * The embedded database in a cluster of worker processes (WEB_CONCURRENCY > 1): an event is
 * delivered to this process's listeners at once and sent to the primary, which hands it to every
 * other worker over the IPC channel Node's cluster opens. Page caches, SEO records and the live
 * inbox of all workers hear every change, as PostgreSQL's NOTIFY makes instances hear each other.
 */
export function createClusterEventBus(channel: Channel = process): EventBus {
  const listeners = new LocalListeners();
  const onMessage = (message: unknown) => {
    if (typeof message === "object" && message !== null && RELAYED_EVENT_KEY in message) {
      listeners.emit((message as Record<typeof RELAYED_EVENT_KEY, SiteEvent>)[RELAYED_EVENT_KEY]);
    }
  };
  channel.on("message", onMessage);
  return {
    async publish(event) {
      listeners.emit(event);
      channel.send?.({ [RELAYED_EVENT_KEY]: event });
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      channel.off("message", onMessage);
    },
  };
}
