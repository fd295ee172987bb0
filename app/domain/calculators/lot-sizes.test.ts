import { describe, expect, it } from "vitest";
import { lotSizeEditSchema, lotSizesInForce, type LotSizeEntry } from "./lot-sizes";

const row = (symbol: string, lotSize: number, effectiveFrom: string): LotSizeEntry => ({ symbol, name: symbol, lotSize, effectiveFrom, source: "circular" });

describe("the lot size in force", () => {
  const entries = [row("NIFTY", 75, "2024-11-20"), row("NIFTY", 65, "2025-12-30"), row("BANKNIFTY", 30, "2025-12-30"), row("NEWCO", 900, "2027-01-01")];
  it("is the latest revision on or before the day", () => {
    expect(lotSizesInForce(entries, "2025-12-29").map((entry) => [entry.symbol, entry.lotSize])).toEqual([["NIFTY", 75]]);
    expect(lotSizesInForce(entries, "2025-12-30").map((entry) => [entry.symbol, entry.lotSize])).toEqual([["BANKNIFTY", 30], ["NIFTY", 65]]);
  });
  it("leaves out an instrument whose first lot size is still to come", () => {
    expect(lotSizesInForce(entries, "2026-11-25").some((entry) => entry.symbol === "NEWCO")).toBe(false);
  });
});

describe("an administrator's lot size", () => {
  const valid = { symbol: " m&m ", name: "Mahindra & Mahindra", lotSize: "200", effectiveFrom: "2026-12-31", source: "NSE circular" };
  it("reads a symbol in capitals and a whole lot size", () => {
    expect(lotSizeEditSchema.parse(valid)).toEqual({ ...valid, symbol: "M&M", lotSize: 200 });
  });
  it("refuses fractions, impossible dates and odd symbols", () => {
    expect(lotSizeEditSchema.safeParse({ ...valid, lotSize: "7.5" }).success).toBe(false);
    expect(lotSizeEditSchema.safeParse({ ...valid, effectiveFrom: "2026-02-30" }).success).toBe(false);
    expect(lotSizeEditSchema.safeParse({ ...valid, symbol: "NIFTY 50" }).success).toBe(false);
    expect(lotSizeEditSchema.safeParse({ ...valid, source: "  " }).success).toBe(false);
  });
});
