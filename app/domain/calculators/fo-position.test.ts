import { describe, expect, it } from "vitest";
import { evaluate } from "./calculator";
import { foDefaults, foPositionCalculator, prepareFoValues } from "./fo-position";

const catalogue = [
  { symbol: "NIFTY", name: "Nifty 50", lotSize: 65, effectiveFrom: "2025-12-30", source: "NSE" },
  { symbol: "BANKNIFTY", name: "Nifty Bank", lotSize: 30, effectiveFrom: "2025-12-30", source: "NSE" },
];

describe("F&O position size, worked by hand", () => {
  it("NIFTY, ₹5,00,000 at 2 %: ₹10,000 ÷ (100 points × 65 = ₹6,500 a lot) = 1 lot; estimate 12 % of 24,000 × 65 = ₹1,87,200", () => {
    const { result, errors } = evaluate(foPositionCalculator, { ...foDefaults, foLotSize: "65" });
    expect(errors).toEqual({});
    expect(result?.lines.map((line) => line.value)).toEqual([{ id: "foPosition.lotsValue", values: { lots: "1", quantity: "65" } }, "₹6,500.00", "₹1,87,200.00"]);
    expect(result?.lines[2]!.label).toEqual({ id: "foPosition.marginEstimate", values: { percent: "12" } });
    expect(result?.formula).toMatchObject({ id: "foPosition.formula", values: { risk: "₹10,000.00", riskPerLot: "6,500.00", lots: "1" } });
  });

  it("BANKNIFTY short, ₹20,000 at risk, stop 200 points above: 3 lots (₹18,000); the broker's ₹1,10,000 a lot is more than the capital", () => {
    const values = { ...foDefaults, foLotSize: "30", foCapital: "300000", foRiskType: "amount", foRisk: "20000", foEntry: "52000", foStop: "52200", foMarginType: "entered", foMargin: "110000" };
    const { result } = evaluate(foPositionCalculator, values);
    expect(result?.lines[0]!.value).toEqual({ id: "foPosition.lotsValue", values: { lots: "3", quantity: "90" } });
    expect(result?.lines[1]!.value).toBe("₹18,000.00");
    expect(result?.lines[2]).toMatchObject({ value: "₹3,30,000.00", tone: "loss", label: { id: "foPosition.marginEntered" } });
  });

  it("says when not one lot fits the risk", () => {
    const { result } = evaluate(foPositionCalculator, { ...foDefaults, foLotSize: "65", foRisk: "1" });
    expect(result?.lines[0]!.value).toMatchObject({ values: { lots: "0" } });
    expect(result?.formula).toMatchObject({ id: "foPosition.formulaNoLot", values: { riskPerLot: "₹6,500.00", risk: "₹5,000.00" } });
  });

  it("refuses a stop at the entry, a risk above the capital and a fractional lot size", () => {
    const { errors } = evaluate(foPositionCalculator, { ...foDefaults, foStop: "24000", foRiskType: "amount", foRisk: "600000", foLotSize: "7.5" });
    expect(errors.foStop?.id).toBe("foPosition.errStopAtEntry");
    expect(errors.foRisk?.id).toBe("foPosition.errRiskAmount");
    expect(errors.foLotSize?.id).toBe("foPosition.errWholeLotSize");
  });

  it("takes the lot size in force for the instrument chosen", () => {
    expect(prepareFoValues(new URLSearchParams("foInstrument=BANKNIFTY"), catalogue).values.foLotSize).toBe("30");
    expect(prepareFoValues(new URLSearchParams(""), catalogue)).toMatchObject({ submitted: false, values: { foLotSize: "65" } });
  });
});
