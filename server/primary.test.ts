import os from "node:os";
import { describe, expect, it } from "vitest";
import { workerCount } from "./primary.mjs";

describe("WEB_CONCURRENCY", () => {
  it("is one process when unset or empty, the number given, or one per CPU for auto", () => {
    expect(workerCount(undefined)).toBe(1);
    expect(workerCount("")).toBe(1);
    expect(workerCount("1")).toBe(1);
    expect(workerCount(" 3 ")).toBe(3);
    expect(workerCount("auto")).toBe(os.availableParallelism());
  });

  it("refuses anything else with a message naming the variable", () => {
    for (const value of ["0", "-2", "1.5", "two", "65", "2x"]) {
      expect(() => workerCount(value)).toThrow(`WEB_CONCURRENCY: expected a whole number from 1 to 64, or "auto"; got "${value}"`);
    }
  });
});
