import { describe, expect, it } from "vitest";
import { formatRupees } from "./format";

describe("rupee amounts", () => {
  it("group in lakhs and crores with two decimals and the sign before the rupee", () => {
    expect(formatRupees(12345678.9)).toBe("₹1,23,45,678.90");
    expect(formatRupees(-12.5)).toBe("-₹12.50");
    expect(formatRupees(0)).toBe("₹0.00");
    // a loss that rounds to nothing is not shown as "-₹0.00"
    expect(formatRupees(-0.001)).toBe("₹0.00");
  });
});
