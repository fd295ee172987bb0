import { describe, expect, it } from "vitest";
import { evaluate } from "./calculator";
import { applyPreset, optionsCalculator, optionsDefaults, prepareOptionsValues } from "./options-calculator";

const catalogue = [{ symbol: "NIFTY", name: "Nifty 50", lotSize: 65, effectiveFrom: "2025-12-30", source: "NSE" }];

/** A bull call spread, worked by hand: 24000 call bought at 300, 24200 call sold at 200, 2 lots of 65. */
const spread = {
  ...optionsDefaults,
  lotSize: "65",
  spot: "24000",
  days: "30",
  volatility: "15",
  rate: "6.5",
  leg1Kind: "call", leg1Side: "buy", leg1Strike: "24000", leg1Premium: "300", leg1Lots: "2",
  leg2Kind: "call", leg2Side: "sell", leg2Strike: "24200", leg2Premium: "200", leg2Lots: "2",
  leg3Kind: "none", leg4Kind: "none",
};

describe("the option payoff form", () => {
  it("states the spread's figures in rupees to the paisa", () => {
    const { result, errors } = evaluate(optionsCalculator, spread);
    expect(errors).toEqual({});
    expect(result?.lines.map((line) => line.value)).toEqual(["₹13,000.00", "₹13,000.00", "-₹13,000.00", "₹24,100.00"]);
    expect(result?.lines[0]!.label.id).toBe("options.netPremiumPaid");
    expect(result?.payoffTable.find((row) => row.price === "24,000.00")?.payoff).toBe("-₹13,000.00");
  });

  it("gives each leg's Greeks for the position and their sum", () => {
    const { result } = evaluate(optionsCalculator, spread);
    const [bought, sold] = result!.greeks.rows;
    expect(Number(bought!.delta)).toBeGreaterThan(0);
    expect(Number(sold!.delta)).toBeLessThan(0);
    expect(Number(result!.greeks.net.delta)).toBeCloseTo(Number(bought!.delta) + Number(sold!.delta), 3);
    expect(bought!.impliedVolatility).toMatch(/^\d+\.\d\d%$/);
  });

  it("says unlimited for a call and a put bought and names the missing implied volatility", () => {
    // a put 1000 in the money for less than its discounted intrinsic value (866.8): no volatility gives that premium
    const straddle = { ...spread, leg2Kind: "put", leg2Side: "buy", leg2Strike: "25000", leg2Premium: "800" };
    const { result } = evaluate(optionsCalculator, straddle);
    expect(result?.lines[1]!.value).toEqual({ id: "options.unlimited" });
    expect(result?.greeks.rows[1]!.impliedVolatility).toEqual({ id: "options.noImpliedVolatility" });
  });

  it("refuses bad fields beside them, and ignores an unused leg's blanks", () => {
    const { errors } = evaluate(optionsCalculator, { ...spread, leg1Strike: "abc", leg2Lots: "1.5", days: "0", leg3Strike: "" });
    expect(errors.leg1Strike?.id).toBe("calculators.errNotNumber");
    expect(errors.leg2Lots?.id).toBe("options.errWholeLots");
    expect(errors.days?.id).toBe("calculators.errMoreThan");
    expect(errors.leg3Strike).toBeUndefined();
  });

  it("needs the first leg", () => {
    expect(evaluate(optionsCalculator, { ...spread, leg1Kind: "none" }).errors.leg1Kind?.id).toBe("options.errFirstLeg");
  });

  it("refuses a hostile length before reading it", () => {
    expect(evaluate(optionsCalculator, { ...spread, spot: "9".repeat(10_000) }).errors.spot?.id).toBe("calculators.errTooLong");
  });
});

describe("the form from an address", () => {
  it("takes the lot size in force for the instrument, and a preset's legs when asked", () => {
    const { values } = prepareOptionsValues(new URLSearchParams("instrument=NIFTY&preset=ironCondor&intent=preset&spot=24000"), catalogue);
    expect(values.lotSize).toBe("65");
    expect([values.leg1Kind, values.leg2Kind, values.leg3Kind, values.leg4Kind]).toEqual(["put", "put", "call", "call"]);
  });

  it("keeps a lot size typed over the catalogue's", () => {
    const { values } = prepareOptionsValues(new URLSearchParams("instrument=NIFTY&filledFor=NIFTY&lotSize=50"), catalogue);
    expect(values.lotSize).toBe("50");
  });

  it("empties the legs a preset does not use", () => {
    const values = applyPreset({ ...spread, leg3Kind: "call", preset: "coveredCall" });
    expect([values.leg1Kind, values.leg2Kind, values.leg3Kind]).toEqual(["underlying", "call", "none"]);
    expect(values.leg1Premium).toBe("24000");
  });
});
