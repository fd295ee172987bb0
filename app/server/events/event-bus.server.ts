import { EventEmitter } from "node:events";

/**
 * What the site tells signed-in administrators about as it happens. Events carry ids, never a
 * visitor's text: screens reload what they show, and PostgreSQL's NOTIFY refuses a payload past
 * 8,000 bytes, which one long message with multi-byte characters would pass (decision 0026).
 */
export type SiteEvent =
  | { type: "contact.created"; contact: { id: string; createdAt: string } }
  | { type: "contact.deleted"; id: string }
  /** a message was marked read or unread, or one person's messages were erased: unread counts change */
  | { type: "messages.changed" }
  | { type: "content.changed"; area: string }
  /** newsletter mail was queued (a confirmation or a send): the instances' mail workers look now */
  | { type: "newsletter.queued" };

export type SiteEventListener = (event: SiteEvent) => void;

export interface EventBus {
  publish(event: SiteEvent): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(listener: SiteEventListener): () => void;
  close(): Promise<void>;
}

/** Listeners of one process; the PostgreSQL bus feeds it from NOTIFY so both behave alike. */
export class LocalListeners {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open admin tab: no fixed ceiling.
    this.emitter.setMaxListeners(0);
  }

  emit(event: SiteEvent): void {
    this.emitter.emit("event", event);
  }

  add(listener: SiteEventListener): () => void {
    this.emitter.on("event", listener);
    return () => this.emitter.off("event", listener);
  }

  count(): number {
    return this.emitter.listenerCount("event");
  }
}

/** The embedded engine runs as one process: events stay in memory. */
export function createInProcessEventBus(): EventBus {
  const listeners = new LocalListeners();
  return {
    async publish(event) {
      listeners.emit(event);
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {},
  };
}
