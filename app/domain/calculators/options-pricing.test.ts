import { describe, expect, it } from "vitest";
import { blackScholesGreeks, blackScholesPrice, impliedVolatility, normalCdf } from "./options-pricing";

describe("the normal distribution function", () => {
  it("matches the tables to 1e-12", () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(1)).toBeCloseTo(0.841344746068543, 12);
    expect(normalCdf(-1.96)).toBeCloseTo(0.0249978951482204, 12);
    expect(normalCdf(3)).toBeCloseTo(0.998650101968370, 12);
    expect(normalCdf(-8)).toBeCloseTo(6.22096057427178e-16, 20);
    expect(normalCdf(40)).toBe(1);
  });
});

// Hull, Options, Futures, and Other Derivatives, Example 15.6 (S 42, K 40, r 10 %, σ 20 %, T 0.5)
const hull = { spot: 42, strike: 40, years: 0.5, volatility: 0.2, rate: 0.1 };

describe("Black-Scholes prices", () => {
  it("gives Hull's call 4.76 and put 0.81", () => {
    expect(blackScholesPrice({ ...hull, type: "call" }).toFixed(2)).toBe("4.76");
    expect(blackScholesPrice({ ...hull, type: "put" }).toFixed(2)).toBe("0.81");
  });

  it("keeps put-call parity: C − P = S − K e^(−rT)", () => {
    for (const strike of [30, 40, 42, 55]) {
      const inputs = { ...hull, strike };
      const parity = blackScholesPrice({ ...inputs, type: "call" }) - blackScholesPrice({ ...inputs, type: "put" });
      expect(parity).toBeCloseTo(42 - strike * Math.exp(-0.1 * 0.5), 10);
    }
  });
});

// Hull's Greek-letter examples (chapter 19): S 49, K 50, r 5 %, σ 20 %, T 20 weeks (0.3846 year)
const greekExample = { type: "call" as const, spot: 49, strike: 50, years: 0.3846, volatility: 0.2, rate: 0.05 };

describe("Greeks", () => {
  const greeks = blackScholesGreeks(greekExample);
  it("gives Hull's call price 2.40, delta 0.522 and gamma 0.066", () => {
    expect(greeks.price.toFixed(2)).toBe("2.40");
    expect(greeks.delta.toFixed(3)).toBe("0.522");
    expect(greeks.gamma.toFixed(3)).toBe("0.066");
  });

  it("gives theta −4.31 a year (−0.0118 a calendar day), vega 12.1 (0.121 a point), rho 8.91 (0.0891 a point)", () => {
    expect((greeks.thetaPerDay * 365).toFixed(2)).toBe("-4.31");
    expect(greeks.thetaPerDay.toFixed(4)).toBe("-0.0118");
    expect(greeks.vegaPerPoint.toFixed(3)).toBe("0.121");
    expect(greeks.rhoPerPoint.toFixed(4)).toBe("0.0891");
  });

  it("keeps parity in the Greeks: a put's delta is the call's less one, gamma and vega are equal", () => {
    const put = blackScholesGreeks({ ...greekExample, type: "put" });
    expect(put.delta).toBeCloseTo(greeks.delta - 1, 12);
    expect(put.gamma).toBeCloseTo(greeks.gamma, 12);
    expect(put.vegaPerPoint).toBeCloseTo(greeks.vegaPerPoint, 12);
  });

  it("agrees with a finite difference of the price", () => {
    const bump = 1e-4;
    const up = blackScholesPrice({ ...greekExample, spot: 49 + bump });
    const down = blackScholesPrice({ ...greekExample, spot: 49 - bump });
    expect((up - down) / (2 * bump)).toBeCloseTo(greeks.delta, 6);
    const later = blackScholesPrice({ ...greekExample, years: greekExample.years - 1 / 365 });
    expect(later - greeks.price).toBeCloseTo(greeks.thetaPerDay, 4);
  });
});

describe("implied volatility", () => {
  it("finds the volatility back from a price (round trip)", () => {
    for (const volatility of [0.05, 0.2, 0.65, 2]) {
      for (const type of ["call", "put"] as const) {
        const premium = blackScholesPrice({ ...hull, type, volatility });
        expect(impliedVolatility(premium, { ...hull, type })).toBeCloseTo(volatility, 6);
      }
    }
  });

  it("gives Hull's 20 % for a call at 4.76 to two decimals", () => {
    expect(impliedVolatility(4.7594, { ...hull, type: "call" })?.toFixed(2)).toBe("0.20");
  });

  it("refuses a premium no volatility gives", () => {
    // below the discounted intrinsic value: 42 − 40 e^(−0.05) = 3.95
    expect(impliedVolatility(3.5, { ...hull, type: "call" })).toBeNull();
    // above the spot: a call is never worth more than the share
    expect(impliedVolatility(43, { ...hull, type: "call" })).toBeNull();
    expect(impliedVolatility(0, { ...hull, type: "put" })).toBeNull();
  });
});
