import { describe, expect, it } from "vitest";
import { countMessage, visibleLength } from "./visible-length";

describe("countMessage: a message's length against its limit, as its hint says it", () => {
  it("counts what the writer sees, within the limit", () => {
    expect(countMessage("", 300, 2_000)).toEqual({ kind: "used", length: 0 });
    expect(countMessage("Namaste 🙏", 300, 2_000)).toEqual({ kind: "used", length: 9 });
    // a conjunct with its matra is one character, as a reader counts it
    expect(countMessage("नमस्ते", 300, 2_000)).toEqual({ kind: "used", length: visibleLength("नमस्ते") });
    expect(countMessage("x".repeat(300), 300, 2_000)).toEqual({ kind: "used", length: 300 });
  });

  it("says how many characters are too many past the limit", () => {
    expect(countMessage("x".repeat(301), 300, 2_000)).toEqual({ kind: "over", length: 301, over: 1 });
    // 300 emoji and one more: 301 characters, 602 code units
    expect(countMessage("📈".repeat(301), 300, 2_000)).toEqual({ kind: "over", length: 301, over: 1 });
  });

  it("does not count past the code units' bound: the text is too long whatever it shows", () => {
    expect(countMessage(`abc${"\u0301".repeat(2_000)}`, 300, 2_000)).toEqual({ kind: "too-long" });
    expect(countMessage("x".repeat(2_000), 300, 2_000)).toEqual({ kind: "over", length: 2_000, over: 1_700 });
  });
});
