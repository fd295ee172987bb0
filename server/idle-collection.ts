import type { NextFunction, Request, Response } from "express";

/** How long without a request before the process collects its garbage once. */
export const IDLE_COLLECTION_MS = 10_000;

/**
 * One full collection once the server has answered nothing for a while (decision 0069). V8
 * collects the young generation as a render goes, but the old generation keeps the garbage of the
 * last renders resident until its next major collection, and an idle process may never start one:
 * V8's own memory reducer is armed by a major collection, so after a burst that ended on minor ones
 * the process stays at its peak (103 MB instead of 91 MB after the bench's admin session). Needs
 * `--expose-gc`, which `npm start` gives Node; without it, this does nothing. A collection costs
 * 10–30 ms of one idle spell, and no other: a new request arms it again.
 */
export function idleCollection({ idleMs = IDLE_COLLECTION_MS, collect = (globalThis as { gc?: () => void }).gc } = {}) {
  let lastRequestAt = Date.now();
  let collected = true;
  const timer = collect
    ? setInterval(() => {
        if (collected || Date.now() - lastRequestAt < idleMs) return;
        collected = true;
        collect();
      }, idleMs / 4)
    : undefined;
  timer?.unref();
  return {
    /** middleware: a request arms the next collection */
    touch(_req: Request, _res: Response, next: NextFunction) {
      lastRequestAt = Date.now();
      collected = false;
      next();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
