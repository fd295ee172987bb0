import { describe, expect, it } from "vitest";
import { toDevanagariDigits } from "./digits";

describe("Devanagari digits (issue 23's setting)", () => {
  it("writes the ten digits in Devanagari and leaves grouping, signs and words alone", () => {
    expect(toDevanagariDigits("1,23,456.78")).toBe("१,२३,४५६.७८");
    expect(toDevanagariDigits("-0.5 %")).toBe("-०.५ %");
    expect(toDevanagariDigits("14 अक्टू॰ 2026, 09:30")).toBe("१४ अक्टू॰ २०२६, ०९:३०");
    expect(toDevanagariDigits("EUR/USD")).toBe("EUR/USD");
  });

  it("reads back as the same number once the digits are Latin again", () => {
    for (let value = -1000; value <= 1000; value += 7.25) {
      const written = toDevanagariDigits(String(value));
      expect(Number(written.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966)))).toBe(value);
    }
  });
});
