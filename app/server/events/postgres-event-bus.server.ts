import pg from "pg";
import type { Logger } from "pino";
import { LocalListeners, type EventBus, type SiteEvent } from "./event-bus.server";

/*
 * PostgreSQL LISTEN/NOTIFY carries events between instances: publish sends NOTIFY through a pool
 * connection, and one dedicated connection per instance LISTENs and hands what arrives to the
 * local listeners (our own NOTIFYs come back the same way, so every instance behaves alike).
 * A dropped LISTEN connection is re-opened with a growing delay.
 */
export async function createPostgresEventBus(options: {
  connectionString: string;
  channel: string;
  log: Logger;
}): Promise<EventBus> {
  const { connectionString, channel, log } = options;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Unsafe channel name: ${channel}`);
  const listeners = new LocalListeners();
  const publisher = new pg.Pool({ connectionString, max: 2 });
  publisher.on("error", () => undefined);
  let listener: pg.Client | undefined;
  let closed = false;
  let retryDelayMs = 250;

  const connectListener = async (reconnecting = false): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on("notification", (message) => {
      if (message.channel !== channel || !message.payload) return;
      try {
        listeners.emit(JSON.parse(message.payload) as SiteEvent);
      } catch (error) {
        log.error({ err: error }, "unreadable event payload");
      }
    });
    client.on("error", (error) => {
      log.warn({ err: error }, "event listener connection lost; reconnecting");
      void client.end().catch(() => undefined);
      scheduleReconnect();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
    retryDelayMs = 250;
    // Events sent while we were away are lost: anything cached from them may be stale.
    if (reconnecting) listeners.emit({ type: "content.changed", area: "events-reconnected" });
  };

  const scheduleReconnect = () => {
    if (closed) return;
    listener = undefined;
    const delay = retryDelayMs;
    retryDelayMs = Math.min(retryDelayMs * 2, 10_000);
    setTimeout(() => {
      if (!closed) connectListener(true).catch(scheduleReconnect);
    }, delay).unref();
  };

  await connectListener();

  return {
    async publish(event) {
      await publisher.query("select pg_notify($1, $2)", [channel, JSON.stringify(event)]);
    },
    subscribe: (handler) => listeners.add(handler),
    async close() {
      closed = true;
      await Promise.allSettled([listener?.end(), publisher.end()]);
    },
  };
}
