import type { Transporter } from "nodemailer";
import type { SiteEvent } from "../events/event-bus.server";
import type { AppServices } from "../services.server";

/** a shutdown waits this long at most for a send in progress (its lease lets another instance retry it) */
const STOP_WAIT_MS = 3_000;

export interface OutboxWorker {
  /** looks for due mails now (something was just queued) */
  kick(): void;
  /** stops polling and waits for the send in progress */
  stop(): Promise<void>;
}

export interface OutboxDrain {
  /** the mail server's connection, made with the first mail to send */
  transport(): Promise<Transporter>;
  /** true once the worker is stopping: a drain returns at its next mail */
  stopped(): boolean;
}

/**
 * The loop every mail worker shares (the notices of messages, the newsletter): it drains its queue
 * at start (so a restart resumes what was pending), every `pollMs`, and at once when `wakeOn` is
 * heard on the event bus from any instance (the queues' claims make sure one instance sends each
 * mail). A kick during a drain runs it once more after; a failed drain is logged and retried at the
 * next beat. nodemailer (about 14 MB) loads with the first mail to send, not with the server.
 */
export function startOutboxWorker(
  services: AppServices,
  options: {
    smtpUrl: string;
    /** nodemailer's options beyond the address and the timeouts (a pool, for the newsletter) */
    transport?: Record<string, unknown>;
    pollMs: number;
    wakeOn: SiteEvent["type"];
    /** the log line of a failed drain */
    failure: string;
    drain(outbox: OutboxDrain): Promise<void>;
  },
): OutboxWorker {
  // a mail server that accepts the connection and then hangs must not hold a send (or a shutdown) for minutes
  let made: Promise<Transporter> | null = null;
  const transport = () =>
    (made ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, ...options.transport }),
    ));
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const outbox: OutboxDrain = { transport, stopped: () => stopped };

  const cycle = async () => {
    do {
      again = false;
      try {
        await options.drain(outbox);
      } catch (error) {
        services.log.warn({ err: error }, options.failure);
      }
    } while (again && !stopped);
  };
  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = cycle().finally(() => (running = null));
  };

  const timer = setInterval(kick, options.pollMs);
  timer.unref();
  const unsubscribe = services.bus.subscribe((event) => {
    if (event.type === options.wakeOn) kick();
  });
  kick();
  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
      void made?.then((made) => made.close());
    },
  };
}
