import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatAmount, formatMoney } from "./format";
import {
  breakEvenRatio,
  breakEvenWinRate,
  moneyAtRisk,
  pipValue,
  positionSize,
  profitLoss,
  requiredMargin,
  roundToCents,
  stopDistanceInPips,
} from "./formulas";

describe("profit and loss", () => {
  it("gives the spec's default: EURUSD 1.17126 → 1.17926, 1 lot, conversion 1 = 800 profit", () => {
    const value = profitLoss({ direction: "buy", openPrice: 1.17126, closePrice: 1.17926, lots: 1, unitsPerLot: 100_000, conversion: 1 });
    expect(formatAmount(value)).toBe("800.00");
  });

  it("converts a JPY-quoted result: USDJPY 150 → 151, 1 lot, USD account = 662.25 USD", () => {
    const value = profitLoss({ direction: "buy", openPrice: 150, closePrice: 151, lots: 1, unitsPerLot: 100_000, conversion: 1 / 151 });
    expect(formatMoney(value, "USD")).toBe("662.25 USD");
  });

  it("prices JPYINR per 100 yen: 1 lot (1,00,000 yen) from 55.50 to 56.00 = 500 INR", () => {
    const value = profitLoss({ direction: "buy", openPrice: 55.5, closePrice: 56, lots: 1, unitsPerLot: 100_000, quotedPer: 100, conversion: 1 });
    expect(formatAmount(value)).toBe("500.00");
  });

  it("makes a Sell the exact negation of a Buy", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.0001, max: 200_000, noNaN: true }),
        fc.double({ min: 0.0001, max: 200_000, noNaN: true }),
        fc.double({ min: 0.01, max: 1_000, noNaN: true }),
        fc.constantFrom(1, 1_000, 100_000),
        fc.double({ min: 0.00001, max: 1_000, noNaN: true }),
        (openPrice, closePrice, lots, unitsPerLot, conversion) => {
          const common = { openPrice, closePrice, lots, unitsPerLot, conversion };
          const buy = profitLoss({ direction: "buy", ...common });
          const sell = profitLoss({ direction: "sell", ...common });
          // Exactly opposite (sums to zero; +0 and -0 count as the same amount).
          expect(Math.abs(sell + buy)).toBe(0);
          expect(Math.abs(sell)).toBe(Math.abs(buy));
        },
      ),
    );
  });
});

describe("required margin", () => {
  it("uses the pair and the deposit currency: EURUSD at 1.17 on 1:100 needs 1,170 USD", () => {
    expect(formatAmount(requiredMargin({ lots: 1, unitsPerLot: 100_000, baseToDeposit: 1.17, leverage: 100 }))).toBe("1,170.00");
  });

  it("needs 1,000 USD for USDJPY on 1:100 in a USD account (the base is the deposit currency)", () => {
    expect(requiredMargin({ lots: 1, unitsPerLot: 100_000, baseToDeposit: 1, leverage: 100 })).toBe(1000);
  });

  it("halves when the leverage doubles", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 100, noNaN: true }), fc.double({ min: 0.0001, max: 1000, noNaN: true }), (lots, rate) => {
        const at50 = requiredMargin({ lots, unitsPerLot: 100_000, baseToDeposit: rate, leverage: 50 });
        const at100 = requiredMargin({ lots, unitsPerLot: 100_000, baseToDeposit: rate, leverage: 100 });
        expect(at100).toBeCloseTo(at50 / 2, 6);
      }),
    );
  });
});

describe("risk-reward and win rate", () => {
  it("gives the spec's defaults: ratio 2 → 33.33 %, win rate 50 → 1.00", () => {
    expect(roundToCents(breakEvenWinRate(2)!)).toBe(33.33);
    expect(roundToCents(breakEvenRatio(50)!)).toBe(1);
  });

  it("is empty for a ratio of 0 or less and a win rate outside (0, 100)", () => {
    expect(breakEvenWinRate(0)).toBeNull();
    expect(breakEvenWinRate(-1)).toBeNull();
    expect(breakEvenRatio(0)).toBeNull();
    expect(breakEvenRatio(100)).toBeNull();
    expect(breakEvenRatio(120)).toBeNull();
  });

  it("converts a ratio to a win rate and back", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1_000, noNaN: true }), (ratio) => {
        expect(breakEvenRatio(breakEvenWinRate(ratio)!)).toBeCloseTo(ratio, 6);
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 99.99, noNaN: true }), (winRate) => {
        expect(breakEvenWinRate(breakEvenRatio(winRate)!)).toBeCloseTo(winRate, 6);
      }),
    );
  });
});

describe("pip value", () => {
  it("gives the spec's default: 1 pip of EURUSD, 1 lot, conversion 0.64946 = 6.49", () => {
    expect(formatAmount(pipValue({ pips: 1, pipSize: 0.0001, lots: 1, unitsPerLot: 100_000, conversion: 0.64946 }))).toBe("6.49");
  });

  it("values 1 pip of USDJPY, 1 lot at 150, at 6.67 USD", () => {
    expect(formatMoney(pipValue({ pips: 1, pipSize: 0.01, lots: 1, unitsPerLot: 100_000, conversion: 1 / 150 }), "USD")).toBe("6.67 USD");
  });
});

describe("position size", () => {
  const defaults = { stopLossPips: 80, pipSize: 0.0001, unitsPerLot: 100_000, conversion: 1 };

  it("gives the spec's defaults: 2 % of 1,000 with an 80-pip stop = 20 at risk, 0.02 lots", () => {
    const risk = moneyAtRisk({ riskType: "percent", risk: 2, balance: 1000 });
    expect(risk).toBe(20);
    expect(positionSize({ riskAmount: risk, ...defaults })).toBe(0.02);
  });

  it("takes the risk as an amount when asked", () => {
    expect(moneyAtRisk({ riskType: "amount", risk: 150, balance: 1000 })).toBe(150);
  });

  it("rounds down, never up: 25 at risk over 80 pips is 0.03125 lots → 0.03", () => {
    expect(positionSize({ riskAmount: 25, ...defaults })).toBe(0.03);
    expect(positionSize({ riskAmount: 15.99, ...defaults })).toBe(0.01);
  });

  it("is 0 when the stop is 0", () => {
    expect(positionSize({ riskAmount: 20, ...defaults, stopLossPips: 0 })).toBe(0);
  });

  it("turns a stop price into pips", () => {
    expect(stopDistanceInPips(1.1712, 1.1632, 0.0001)).toBeCloseTo(80, 9);
    expect(stopDistanceInPips(150, 149.2, 0.01)).toBeCloseTo(80, 9);
  });

  it("never risks more than the risk amount, and one more step would", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1_000_000, noNaN: true }),
        fc.double({ min: 1, max: 5_000, noNaN: true }),
        fc.constantFrom(0.0001, 0.01, 1),
        fc.constantFrom(1, 1_000, 100_000),
        fc.double({ min: 0.0001, max: 100, noNaN: true }),
        (riskAmount, stopLossPips, pipSize, unitsPerLot, conversion) => {
          const lots = positionSize({ riskAmount, stopLossPips, pipSize, unitsPerLot, conversion });
          const lossPerLot = stopLossPips * pipSize * unitsPerLot * conversion;
          expect(lots * lossPerLot).toBeLessThanOrEqual(riskAmount * (1 + 1e-9));
          expect((lots + 0.01) * lossPerLot).toBeGreaterThan(riskAmount * (1 - 1e-9));
        },
      ),
    );
  });
});
