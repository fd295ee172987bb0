import type { NextFunction, Request, Response } from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { idleCollection } from "./idle-collection";

const request = (idle: ReturnType<typeof idleCollection>) => idle.touch({} as Request, {} as Response, (() => {}) as NextFunction);

describe("idle collection", () => {
  afterEach(() => vi.useRealTimers());

  it("collects once after a quiet spell that followed requests, and again only after new requests", () => {
    vi.useFakeTimers();
    const collect = vi.fn();
    const idle = idleCollection({ idleMs: 10_000, collect });
    vi.advanceTimersByTime(60_000);
    expect(collect).not.toHaveBeenCalled(); // nothing served since the start: nothing to collect

    request(idle);
    vi.advanceTimersByTime(7_500);
    request(idle); // still busy
    vi.advanceTimersByTime(7_500);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5_000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);

    request(idle);
    vi.advanceTimersByTime(12_500);
    expect(collect).toHaveBeenCalledTimes(2);
    idle.stop();
  });

  it("does nothing without a collector (Node started without --expose-gc)", () => {
    vi.useFakeTimers();
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined(); // this test process has no --expose-gc
    const idle = idleCollection();
    request(idle);
    expect(() => vi.advanceTimersByTime(60_000)).not.toThrow();
    idle.stop();
  });
});
