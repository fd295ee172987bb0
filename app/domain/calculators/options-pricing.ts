/*
 * European option prices and Greeks by Black-Scholes (no dividends), and the volatility a premium
 * implies. Pure arithmetic, used by the option payoff calculator on the server and in the browser.
 * Conventions as Indian brokers and Hull quote them: theta per calendar day, vega per volatility
 * point (1 %), rho per 1 % of interest rate.
 */

export type OptionType = "call" | "put";

export interface OptionInputs {
  type: OptionType;
  spot: number;
  strike: number;
  /** in years */
  years: number;
  /** a fraction: 0.2 for 20 % */
  volatility: number;
  /** continuously compounded, a fraction: 0.1 for 10 % */
  rate: number;
}

export interface Greeks {
  price: number;
  delta: number;
  gamma: number;
  /** change in price for one calendar day less to expiry */
  thetaPerDay: number;
  /** change in price for one point (1 %) more volatility */
  vegaPerPoint: number;
  /** change in price for one point (1 %) more interest rate */
  rhoPerPoint: number;
}

const SQRT_TWO_PI = Math.sqrt(2 * Math.PI);

export function normalDensity(x: number): number {
  return Math.exp(-0.5 * x * x) / SQRT_TWO_PI;
}

/**
 * The standard normal distribution function, by Hart's double-precision algorithm 5666 as Graeme
 * West gives it ("Better approximations to cumulative normal functions", 2005): accurate to about
 * 1e-14 everywhere, against 1e-7 for the Abramowitz–Stegun polynomial most calculators use. A few
 * lines of arithmetic do not warrant a dependency.
 */
export function normalCdf(x: number): number {
  const z = Math.abs(x);
  let tail: number;
  if (z > 37) {
    tail = 0;
  } else {
    const exponential = Math.exp(-0.5 * z * z);
    if (z < 7.07106781186547) {
      let numerator = 3.52624965998911e-2 * z + 0.700383064443688;
      numerator = numerator * z + 6.37396220353165;
      numerator = numerator * z + 33.912866078383;
      numerator = numerator * z + 112.079291497871;
      numerator = numerator * z + 221.213596169931;
      numerator = numerator * z + 220.206867912376;
      let denominator = 8.83883476483184e-2 * z + 1.75566716318264;
      denominator = denominator * z + 16.064177579207;
      denominator = denominator * z + 86.7807322029461;
      denominator = denominator * z + 296.564248779674;
      denominator = denominator * z + 637.333633378831;
      denominator = denominator * z + 793.826512519948;
      denominator = denominator * z + 440.413735824752;
      tail = (exponential * numerator) / denominator;
    } else {
      // a continued fraction for the far tail
      let fraction = z + 0.65;
      fraction = z + 4 / fraction;
      fraction = z + 3 / fraction;
      fraction = z + 2 / fraction;
      fraction = z + 1 / fraction;
      tail = exponential / fraction / 2.506628274631;
    }
  }
  return x > 0 ? 1 - tail : tail;
}

function d1d2({ spot, strike, years, volatility, rate }: OptionInputs): { d1: number; d2: number } {
  const spread = volatility * Math.sqrt(years);
  const d1 = (Math.log(spot / strike) + (rate + (volatility * volatility) / 2) * years) / spread;
  return { d1, d2: d1 - spread };
}

/** The Black-Scholes price of a European call or put. */
export function blackScholesPrice(inputs: OptionInputs): number {
  const { type, spot, strike, years, rate } = inputs;
  const { d1, d2 } = d1d2(inputs);
  const discounted = strike * Math.exp(-rate * years);
  return type === "call" ? spot * normalCdf(d1) - discounted * normalCdf(d2) : discounted * normalCdf(-d2) - spot * normalCdf(-d1);
}

const DAYS_PER_YEAR = 365;

/** Price and Greeks per unit of the underlying (multiply by the quantity for a position). */
export function blackScholesGreeks(inputs: OptionInputs): Greeks {
  const { type, spot, strike, years, volatility, rate } = inputs;
  const { d1, d2 } = d1d2(inputs);
  const root = Math.sqrt(years);
  const discounted = strike * Math.exp(-rate * years);
  const density = normalDensity(d1);
  const decay = (-spot * density * volatility) / (2 * root);
  const call = type === "call";
  const thetaPerYear = call ? decay - rate * discounted * normalCdf(d2) : decay + rate * discounted * normalCdf(-d2);
  const rhoPerUnit = call ? years * discounted * normalCdf(d2) : -years * discounted * normalCdf(-d2);
  return {
    price: blackScholesPrice(inputs),
    delta: call ? normalCdf(d1) : normalCdf(d1) - 1,
    gamma: density / (spot * volatility * root),
    thetaPerDay: thetaPerYear / DAYS_PER_YEAR,
    vegaPerPoint: (spot * density * root) / 100,
    rhoPerPoint: rhoPerUnit / 100,
  };
}

/** The volatilities the solver searches between: 0.01 % to 500 % a year. */
export const VOLATILITY_BOUNDS = { low: 0.0001, high: 5 } as const;
const MOST_BISECTIONS = 200;

/**
 * The volatility at which Black-Scholes gives this premium, or null when none does: a premium at
 * or below the option's discounted intrinsic value, or above what even 500 % volatility gives
 * (for a call, above the spot). The price rises with volatility, so bisection between the bounds
 * always converges; it stops when the bracket is narrower than 1e-10 or after 200 halvings.
 */
export function impliedVolatility(premium: number, inputs: Omit<OptionInputs, "volatility">): number | null {
  if (!(premium > 0) || !(inputs.years > 0)) return null;
  const priceAt = (volatility: number) => blackScholesPrice({ ...inputs, volatility });
  let low: number = VOLATILITY_BOUNDS.low;
  let high: number = VOLATILITY_BOUNDS.high;
  if (premium < priceAt(low) || premium > priceAt(high)) return null;
  for (let step = 0; step < MOST_BISECTIONS && high - low > 1e-10; step++) {
    const middle = (low + high) / 2;
    if (priceAt(middle) < premium) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
