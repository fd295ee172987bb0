import { describe, expect, it } from "vitest";
import { keptConcat, keptWhole } from "./kept-bytes";

describe("kept bytes", () => {
  it("keeps a chunk that is a whole allocation of its own as it is, without a copy", () => {
    const document = Buffer.allocUnsafeSlow(50_000).fill(7);
    expect(keptWhole([document])).toBe(document);
  });

  it("copies a slice of a shared allocation (Node's pool, a view), and joins several chunks", () => {
    const small = Buffer.from("a small page"); // cut from Node's shared 8 kB pool
    expect(small.buffer.byteLength).toBeGreaterThan(small.length);
    const kept = keptWhole([small]);
    expect(kept).not.toBe(small);
    expect(kept.toString()).toBe("a small page");
    expect(kept.buffer.byteLength).toBe(kept.length);

    const whole = Buffer.allocUnsafeSlow(16).fill(1);
    const view = whole.subarray(4, 12);
    expect(keptWhole([view]).buffer).not.toBe(whole.buffer);

    const joined = keptWhole([Buffer.from("ab"), Buffer.from("cd")]);
    expect(joined.toString()).toBe("abcd");
    expect(joined.buffer.byteLength).toBe(4);
    expect(keptConcat([Buffer.from("ab"), Buffer.from("cd")]).toString()).toBe("abcd");
  });
});
