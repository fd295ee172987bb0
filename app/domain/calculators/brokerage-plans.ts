import type { Fraction } from "./exact-money";
import type { Segment } from "./statutory-rates";

/*
 * What a broker charges per executed order. Three common discount-broker styles as presets (named
 * by what they charge, not by any broker), and a custom plan the visitor describes.
 */

export type BrokerageRule =
  | { type: "flat"; paise: bigint }
  /** a percentage of the order's turnover, at most `capPaise` */
  | { type: "percent"; percent: Fraction; capPaise: bigint };

export interface BrokeragePlan {
  rules: Record<Segment, BrokerageRule>;
  /** the depository charge on each delivery sale (per scrip), before GST */
  dpPaise: bigint;
}

export const presetPlans = ["lowerOf20", "flat20", "percentCapped"] as const;
export const brokeragePlans = [...presetPlans, "custom"] as const;
export type PlanChoice = (typeof brokeragePlans)[number];

const free: BrokerageRule = { type: "flat", paise: 0n };
const flat20: BrokerageRule = { type: "flat", paise: 2000n };
const lowerOf = (percentText: { num: bigint; den: bigint }): BrokerageRule => ({ type: "percent", percent: percentText, capPaise: 2000n });
/** A common DP charge: the depository's ₹3.50 and the broker's ₹10 per scrip sold from demat. */
const dp = 1350n;

export const presets: Record<(typeof presetPlans)[number], BrokeragePlan> = {
  // ₹20 or 0.03% per order, whichever is lower; delivery free; options ₹20 flat
  lowerOf20: { rules: { delivery: free, intraday: lowerOf({ num: 3n, den: 10_000n }), futures: lowerOf({ num: 3n, den: 10_000n }), options: flat20 }, dpPaise: dp },
  // ₹20 per executed order in every segment
  flat20: { rules: { delivery: flat20, intraday: flat20, futures: flat20, options: flat20 }, dpPaise: dp },
  // 0.05% per order up to ₹20 in every segment, delivery included
  percentCapped: {
    rules: { delivery: lowerOf({ num: 5n, den: 10_000n }), intraday: lowerOf({ num: 5n, den: 10_000n }), futures: lowerOf({ num: 5n, den: 10_000n }), options: lowerOf({ num: 5n, den: 10_000n }) },
    dpPaise: dp,
  },
};

/** One order's brokerage, to the paisa (halves up). */
export function brokerageFor(rule: BrokerageRule, turnoverPaise: bigint): bigint {
  if (rule.type === "flat") return rule.paise;
  const share = (2n * turnoverPaise * rule.percent.num + rule.percent.den) / (2n * rule.percent.den);
  return share < rule.capPaise ? share : rule.capPaise;
}
