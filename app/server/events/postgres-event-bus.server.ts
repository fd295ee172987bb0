import { randomUUID } from "node:crypto";
import type * as Pg from "pg";
import type { Logger } from "pino";
import { createGuardedPool, pgDriver, postgresClientConfig } from "../db/postgres-pool.server";
import { LocalListeners, type EventBus, type SiteEvent } from "./event-bus.server";

/**
 * The LISTEN connection only ever receives: if the network goes silent it would wait forever
 * without noticing. It is asked `select 1` this often, and dropped (then re-opened) when no answer
 * comes within LISTENER_ANSWER_MS (decision 0029).
 */
export const LISTENER_PING_MS = 5_000;
export const LISTENER_ANSWER_MS = 3_000;
const RECONNECT_MAX_DELAY_MS = 5_000;

/*
 * PostgreSQL LISTEN/NOTIFY carries events between instances: publish sends NOTIFY through a pool
 * connection, and one dedicated connection per instance LISTENs and hands what arrives to the
 * local listeners. An instance's own events reach its listeners as they are published, and their
 * echo is skipped: waiting for the echo let the page that follows an administrator's save come
 * from the cache the save had just made stale (the next request can beat the notification).
 * A dropped LISTEN connection, or one that stops answering, is re-opened with a growing delay.
 */
export async function createPostgresEventBus(options: {
  connectionString: string;
  channel: string;
  log: Logger;
}): Promise<EventBus> {
  const { connectionString, channel, log } = options;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Unsafe channel name: ${channel}`);
  const listeners = new LocalListeners();
  /** this instance's name on the channel: its own events' echo is recognised by it */
  const origin = randomUUID();
  // bounded like every other query: a publish into a silent network fails instead of hanging
  const publisher = createGuardedPool(connectionString, { max: 2 });
  let listener: Pg.Client | undefined;
  let closed = false;
  let retryDelayMs = 250;

  /** Lets go of a LISTEN connection that failed or went silent, once, and opens a new one. */
  const drop = (client: Pg.Client, reason: string, error?: unknown) => {
    if (closed || listener !== client) return;
    log.warn({ err: error }, `event listener connection ${reason}; reconnecting`);
    // ended with a query in flight, node-postgres destroys the socket: nothing waits for the peer
    void client.end().catch(() => undefined);
    scheduleReconnect();
  };

  const connectListener = async (reconnecting = false): Promise<void> => {
    const client = new (pgDriver().Client)(postgresClientConfig(connectionString));
    client.on("notification", (message) => {
      if (message.channel !== channel || !message.payload) return;
      try {
        const { origin: from, ...event } = JSON.parse(message.payload) as SiteEvent & { origin?: string };
        if (from !== origin) listeners.emit(event as SiteEvent);
      } catch (error) {
        log.error({ err: error }, "unreadable event payload");
      }
    });
    client.on("error", (error) => drop(client, "lost", error));
    client.on("end", () => drop(client, "closed"));
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
    if (reconnecting) {
      log.info("event listener reconnected");
      listeners.emit({ type: "content.changed", area: "events-reconnected" });
    }
  };

  const scheduleReconnect = () => {
    if (closed) return;
    listener = undefined;
    const delay = retryDelayMs;
    retryDelayMs = Math.min(retryDelayMs * 2, RECONNECT_MAX_DELAY_MS);
    setTimeout(() => {
      if (!closed) connectListener(true).catch(scheduleReconnect);
    }, delay).unref();
  };

  await connectListener();

  let pinging = false;
  const ping = setInterval(() => {
    const client = listener;
    if (!client || pinging || closed) return;
    pinging = true;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<"late">((resolve) => (timer = setTimeout(resolve, LISTENER_ANSWER_MS, "late")));
    void Promise.race([client.query("select 1").then(() => "answered", () => "failed"), late])
      .then((outcome) => {
        if (outcome !== "answered") drop(client, outcome === "late" ? `silent for ${LISTENER_ANSWER_MS} ms` : "failed a ping");
      })
      .finally(() => {
        clearTimeout(timer);
        pinging = false;
      });
  }, LISTENER_PING_MS);
  ping.unref();

  return {
    async publish(event) {
      listeners.emit(event);
      await publisher.query("select pg_notify($1, $2)", [channel, JSON.stringify({ ...event, origin })]);
    },
    subscribe: (handler) => listeners.add(handler),
    async close() {
      closed = true;
      clearInterval(ping);
      // A goodbye into a silent network is never acknowledged: shutdown does not wait for it.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([listener?.end(), publisher.end()]),
        new Promise((resolve) => (timer = setTimeout(resolve, LISTENER_ANSWER_MS))),
      ]);
      clearTimeout(timer);
    },
  };
}
