import { describe, expect, it } from "vitest";
import { memoByInput } from "./memo-by-input.server";

describe("memoByInput", () => {
  it("computes once per input and keeps within its bounds, oldest used first out", () => {
    const calls: string[] = [];
    const upper = memoByInput((input) => (calls.push(input), input.toUpperCase()), (output) => output.length, { maxEntries: 2, maxChars: 100 });
    expect(upper("a")).toBe("A");
    expect(upper("a")).toBe("A");
    expect(upper("b")).toBe("B");
    upper("a"); // "a" used last: "b" is the oldest
    upper("c");
    upper("a");
    upper("b");
    expect(calls).toEqual(["a", "b", "c", "b"]);
  });

  it("does not keep an input larger than the whole bound", () => {
    let calls = 0;
    const same = memoByInput((input) => (calls++, input), (output) => output.length, { maxEntries: 10, maxChars: 10 });
    same("x".repeat(8));
    same("x".repeat(8));
    expect(calls).toBe(2);
  });
});
