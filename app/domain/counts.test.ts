import { describe, expect, it } from "vitest";
import { formatCount } from "./counts";

describe("formatCount", () => {
  it("groups whole numbers the Indian way, as Intl's en-IN does", () => {
    const samples = [0, 7, 999, 1000, 9999, 12_345, 99_999, 100_000, 1_234_567, 10_000_000, 123_456_789, 9_876_543_210, Number.MAX_SAFE_INTEGER];
    for (const value of [...samples, ...samples.map((n) => -n).filter((n) => n !== 0)]) {
      expect(formatCount(value), String(value)).toBe(value.toLocaleString("en-IN"));
    }
    expect(formatCount(100_000)).toBe("1,00,000");
  });

  it("groups numbers of every length up to the largest safe integer", () => {
    for (let length = 1; length <= 16; length++) {
      const value = Number("9007199254740991".slice(0, length));
      expect(formatCount(value), String(value)).toBe(value.toLocaleString("en-IN"));
      expect(formatCount(-value), String(-value)).toBe((-value).toLocaleString("en-IN"));
    }
  });

  it("leaves fractions and huge numbers to Intl", () => {
    expect(formatCount(1234.5)).toBe((1234.5).toLocaleString("en-IN"));
    expect(formatCount(1e21)).toBe((1e21).toLocaleString("en-IN"));
  });
});
