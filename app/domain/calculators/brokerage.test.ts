import { describe, expect, it } from "vitest";
import { seededLotSizes } from "../../server/db/lot-sizes-seed.server";
import { storedStatutoryRates } from "../../server/db/statutory-rates-seed.server";
import { brokerageCalculator, defaultLotSize, rateUsed, tradeCharges, type LegCharges, type Trade } from "./brokerage";
import { presets } from "./brokerage-plans";
import { evaluate } from "./calculator";
import { lotSizesInForce } from "./lot-sizes";
import { parseStatutoryRateEdit } from "./statutory-rate-edit";
import { rateInForce, ratesKnownFrom, type StatutoryRate } from "./statutory-rates";

/*
 * Worked examples computed by hand from the stored schedule (decisions 0034 and 0048: the seed and
 * the rows added after it), to the paisa, for trades of 25 Nov 2026. Each item is rounded on its
 * own, halves up: STT to the rupee, the rest to the paisa; GST is 18% of the leg's brokerage +
 * exchange charges + SEBI fee + IPFT + DP charge, as rounded.
 */
const seed = storedStatutoryRates;
/** The form's lot size: NIFTY's in the catalogue a new database holds (65 since the revision of 30 Dec 2025, decision 0048). */
const niftyLot = defaultLotSize(lotSizesInForce(seededLotSizes, "2026-11-25"));

/** A leg as a contract note lists it, in rupees as written by hand. */
function leg(rupees: Omit<Record<keyof LegCharges, string>, never>): LegCharges {
  const paise = (text: string) => BigInt(text.replace(".", ""));
  return Object.fromEntries(Object.entries(rupees).map(([key, value]) => [key, paise(value)])) as unknown as LegCharges;
}

const trade = (overrides: Partial<Trade>): Trade => ({
  segment: "delivery",
  exchange: "NSE",
  buyPricePaise: 100_000n,
  sellPricePaise: 110_000n,
  units: 100n,
  plan: presets.lowerOf20,
  tradeDate: "2026-11-25",
  ...overrides,
});

describe("trade charges, worked by hand", () => {
  it("equity delivery on NSE: STT both sides, stamp on the buy, DP charge on the sale", () => {
    /*
     * Buy 100 at ₹1,000.00, sell at ₹1,100.00; delivery brokerage free, DP ₹13.50.
     * Turnover: buy 1,00,000.00; sell 1,10,000.00.
     * STT 0.1%: 100.00 → ₹100; 110.00 → ₹110.
     * NSE 0.00297%: 2.97; 110000 × 0.0000297 = 3.267 → 3.27.
     * SEBI ₹10/crore: 0.10; 0.11.   Stamp 0.015% (buy): 15.00.   IPFT ₹10/crore: 0.10; 0.11.
     * GST 18%: buy (0 + 2.97 + 0.10 + 0.10) = 3.17 × 0.18 = 0.5706 → 0.57;
     *          sell (0 + 3.27 + 0.11 + 0.11 + 13.50) = 16.99 × 0.18 = 3.0582 → 3.06.
     * Totals: buy 118.74; sell 130.05; charges 248.79; net 10,000 − 248.79 = 9,751.21;
     * breakeven 248.79 ÷ 100 = 2.4879 → 2.49.
     */
    const charges = tradeCharges(trade({}), seed);
    expect(charges.buy).toEqual(leg({ turnover: "100000.00", brokerage: "0.00", stt: "100.00", exchange: "2.97", sebi: "0.10", stamp: "15.00", ipft: "0.10", dp: "0.00", gst: "0.57", total: "118.74" }));
    expect(charges.sell).toEqual(leg({ turnover: "110000.00", brokerage: "0.00", stt: "110.00", exchange: "3.27", sebi: "0.11", stamp: "0.00", ipft: "0.11", dp: "13.50", gst: "3.06", total: "130.05" }));
    expect([charges.totalCharges, charges.netPnl, charges.breakevenPoints]).toEqual([24879n, 975121n, 249n]);
  });

  it("equity intraday on NSE: brokerage capped at ₹20, STT on the sale only, rounded to the rupee", () => {
    /*
     * Buy 200 at ₹500.00, sell at ₹505.50; ₹20 or 0.03%, whichever is lower.
     * Turnover: buy 1,00,000.00; sell 1,01,100.00.
     * Brokerage: 30.00 → 20.00; 30.33 → 20.00.
     * STT 0.025% (sell): 25.275 → ₹25.
     * NSE 0.00297%: 2.97; 3.00267 → 3.00.   SEBI: 0.10; 0.1011 → 0.10.   Stamp 0.003% (buy): 3.00.
     * IPFT: 0.10; 0.10.
     * GST: buy 23.17 × 0.18 = 4.1706 → 4.17; sell 23.20 × 0.18 = 4.176 → 4.18.
     * Totals: buy 30.34; sell 52.38; charges 82.72; net 1,100 − 82.72 = 1,017.28;
     * breakeven 82.72 ÷ 200 = 0.4136 → 0.41.
     */
    const charges = tradeCharges(trade({ segment: "intraday", buyPricePaise: 50_000n, sellPricePaise: 50_550n, units: 200n }), seed);
    expect(charges.buy).toEqual(leg({ turnover: "100000.00", brokerage: "20.00", stt: "0.00", exchange: "2.97", sebi: "0.10", stamp: "3.00", ipft: "0.10", dp: "0.00", gst: "4.17", total: "30.34" }));
    expect(charges.sell).toEqual(leg({ turnover: "101100.00", brokerage: "20.00", stt: "25.00", exchange: "3.00", sebi: "0.10", stamp: "0.00", ipft: "0.10", dp: "0.00", gst: "4.18", total: "52.38" }));
    expect([charges.totalCharges, charges.netPnl, charges.breakevenPoints]).toEqual([8272n, 101728n, 41n]);
  });

  it("index futures on NSE: 1 lot of 75 (NIFTY's size until 30 Dec 2025), STT at the Finance Act 2026 rate", () => {
    /*
     * Buy at 24,000.00, sell at 24,100.00, 75 units.
     * Turnover: buy 18,00,000.00; sell 18,07,500.00.   Brokerage: 540 → 20.00; 20.00.
     * STT 0.05% (sell, from 1 Apr 2026): 903.75 → ₹904 (half up).
     * NSE 0.00173%: 31.14; 31.26975 → 31.27.   SEBI: 1.80; 1.8075 → 1.81.   Stamp 0.002% (buy): 36.00.
     * IPFT: 1.80; 1.81.
     * GST: buy 54.74 × 0.18 = 9.8532 → 9.85; sell 54.89 × 0.18 = 9.8802 → 9.88.
     * Totals: buy 100.59; sell 968.77; charges 1,069.36; net 7,500 − 1,069.36 = 6,430.64;
     * breakeven 1,069.36 ÷ 75 = 14.2581 → 14.26.
     */
    const charges = tradeCharges(trade({ segment: "futures", buyPricePaise: 2_400_000n, sellPricePaise: 2_410_000n, units: 75n }), seed);
    expect(charges.buy).toEqual(leg({ turnover: "1800000.00", brokerage: "20.00", stt: "0.00", exchange: "31.14", sebi: "1.80", stamp: "36.00", ipft: "1.80", dp: "0.00", gst: "9.85", total: "100.59" }));
    expect(charges.sell).toEqual(leg({ turnover: "1807500.00", brokerage: "20.00", stt: "904.00", exchange: "31.27", sebi: "1.81", stamp: "0.00", ipft: "1.81", dp: "0.00", gst: "9.88", total: "968.77" }));
    expect([charges.totalCharges, charges.netPnl, charges.breakevenPoints]).toEqual([106936n, 643064n, 1426n]);
  });

  it("the same futures trade on 31 March 2026, the last day of the 2024 rate", () => {
    /*
     * Only the STT differs: 0.02% of 18,07,500.00 = 361.50 → ₹362 (half up); sell 426.77;
     * charges 100.59 + 426.77 = 527.36; net 7,500 − 527.36 = 6,972.64; breakeven 527.36 ÷ 75 = 7.0315 → 7.03.
     */
    const charges = tradeCharges(trade({ segment: "futures", buyPricePaise: 2_400_000n, sellPricePaise: 2_410_000n, units: 75n, tradeDate: "2026-03-31" }), seed);
    expect([charges.sell.stt, charges.sell.total]).toEqual([36200n, 42677n]);
    expect([charges.totalCharges, charges.netPnl, charges.breakevenPoints]).toEqual([52736n, 697264n, 703n]);
  });

  it("index options on NSE: charges on the premium, 2 lots of 75 (NIFTY's old size)", () => {
    /*
     * Buy at a premium of 100.00, sell at 120.00, 150 units; options brokerage ₹20 flat.
     * Turnover: buy 15,000.00; sell 18,000.00.
     * STT 0.15% of premium (sell, from 1 Apr 2026): 27.00 → ₹27.
     * NSE 0.03503%: 5.2545 → 5.25; 6.3054 → 6.31.   SEBI: 0.015 → 0.02; 0.018 → 0.02.
     * Stamp 0.003% (buy): 0.45.   IPFT on options ₹50/crore of premium: 0.075 → 0.08; 0.09.
     * GST: buy (20 + 5.25 + 0.02 + 0.08) = 25.35 × 0.18 = 4.563 → 4.56;
     *      sell (20 + 6.31 + 0.02 + 0.09) = 26.42 × 0.18 = 4.7556 → 4.76.
     * Totals: buy 30.36; sell 58.18; charges 88.54; net 3,000 − 88.54 = 2,911.46;
     * breakeven 88.54 ÷ 150 = 0.5903 → 0.59.
     */
    const charges = tradeCharges(trade({ segment: "options", buyPricePaise: 10_000n, sellPricePaise: 12_000n, units: 150n }), seed);
    expect(charges.buy).toEqual(leg({ turnover: "15000.00", brokerage: "20.00", stt: "0.00", exchange: "5.25", sebi: "0.02", stamp: "0.45", ipft: "0.08", dp: "0.00", gst: "4.56", total: "30.36" }));
    expect(charges.sell).toEqual(leg({ turnover: "18000.00", brokerage: "20.00", stt: "27.00", exchange: "6.31", sebi: "0.02", stamp: "0.00", ipft: "0.09", dp: "0.00", gst: "4.76", total: "58.18" }));
    expect([charges.totalCharges, charges.netPnl, charges.breakevenPoints]).toEqual([8854n, 291146n, 59n]);
  });

  it("index options on NSE at the form's lot size: 2 lots of NIFTY's 65 (the catalogue's since 30 Dec 2025)", () => {
    /*
     * The options example above with today's NIFTY lot: premium 100.00 bought, 120.00 sold, 130 units.
     * Turnover: buy 13,000.00; sell 15,600.00.   Brokerage ₹20 flat each.
     * STT 0.15% of premium (sell): 23.40 → ₹23.
     * NSE 0.03503%: 4.5539 → 4.55; 5.46468 → 5.46.   SEBI: 0.013 → 0.01; 0.0156 → 0.02.
     * Stamp 0.003% (buy): 0.39.   IPFT ₹50/crore: 0.065 → 0.07 (half up); 0.078 → 0.08.
     * GST: buy (20 + 4.55 + 0.01 + 0.07) = 24.63 × 0.18 = 4.4334 → 4.43;
     *      sell (20 + 5.46 + 0.02 + 0.08) = 25.56 × 0.18 = 4.6008 → 4.60.
     * Totals: buy 20 + 4.55 + 0.01 + 0.39 + 0.07 + 4.43 = 29.45; sell 20 + 23 + 5.46 + 0.02 + 0.08 + 4.60 = 53.16;
     * charges 82.61; net 2,600 − 82.61 = 2,517.39; breakeven 82.61 ÷ 130 = 0.6355 → 0.64.
     */
    expect(niftyLot).toBe("65");
    const charges = tradeCharges(trade({ segment: "options", buyPricePaise: 10_000n, sellPricePaise: 12_000n, units: 2n * BigInt(niftyLot) }), seed);
    expect(charges.buy).toEqual(leg({ turnover: "13000.00", brokerage: "20.00", stt: "0.00", exchange: "4.55", sebi: "0.01", stamp: "0.39", ipft: "0.07", dp: "0.00", gst: "4.43", total: "29.45" }));
    expect(charges.sell).toEqual(leg({ turnover: "15600.00", brokerage: "20.00", stt: "23.00", exchange: "5.46", sebi: "0.02", stamp: "0.00", ipft: "0.08", dp: "0.00", gst: "4.60", total: "53.16" }));
    expect([charges.totalCharges, charges.netPnl, charges.breakevenPoints]).toEqual([8261n, 251739n, 64n]);
  });

  it("equity delivery on BSE, the NSE example's trade: BSE's higher charge, no IPFT", () => {
    /*
     * Buy 100 at ₹1,000.00, sell at ₹1,100.00; delivery brokerage free, DP ₹13.50 (as on NSE above).
     * Turnover: buy 1,00,000.00; sell 1,10,000.00.
     * STT 0.1%: 100.00 → ₹100; 110.00 → ₹110 (as on NSE).
     * BSE 0.00375% (NSE 0.00297%): 3.75; 110000 × 0.0000375 = 4.125 → 4.13 (half up).
     * SEBI ₹10/crore: 0.10; 0.11.   Stamp 0.015% (buy): 15.00.   IPFT: none on BSE.
     * GST 18%: buy (0 + 3.75 + 0.10) = 3.85 × 0.18 = 0.693 → 0.69;
     *          sell (0 + 4.13 + 0.11 + 13.50) = 17.74 × 0.18 = 3.1932 → 3.19.
     * Totals: buy 119.54; sell 130.93; charges 250.47 (NSE 248.79); net 10,000 − 250.47 = 9,749.53;
     * breakeven 250.47 ÷ 100 = 2.5047 → 2.50.
     */
    const charges = tradeCharges(trade({ exchange: "BSE" }), seed);
    expect(charges.buy).toEqual(leg({ turnover: "100000.00", brokerage: "0.00", stt: "100.00", exchange: "3.75", sebi: "0.10", stamp: "15.00", ipft: "0.00", dp: "0.00", gst: "0.69", total: "119.54" }));
    expect(charges.sell).toEqual(leg({ turnover: "110000.00", brokerage: "0.00", stt: "110.00", exchange: "4.13", sebi: "0.11", stamp: "0.00", ipft: "0.00", dp: "13.50", gst: "3.19", total: "130.93" }));
    expect([charges.totalCharges, charges.netPnl, charges.breakevenPoints]).toEqual([25047n, 974953n, 250n]);
    expect(charges.ratesUsed.map((rate) => rate.id)).toEqual(["seed-stt-delivery", "seed-exchange-bse-delivery", "seed-sebi", "seed-stamp-delivery", "seed-gst"]);
  });

  it("equity intraday on BSE, the NSE example's trade: brokerage capped at ₹20, STT on the sale", () => {
    /*
     * Buy 200 at ₹500.00, sell at ₹505.50; ₹20 or 0.03%, whichever is lower.
     * Turnover: buy 1,00,000.00; sell 1,01,100.00.   Brokerage: 30.00 → 20.00; 30.33 → 20.00.
     * STT 0.025% (sell): 25.275 → ₹25.
     * BSE 0.00375%: 3.75; 101100 × 0.0000375 = 3.79125 → 3.79.   SEBI: 0.10; 0.1011 → 0.10.
     * Stamp 0.003% (buy): 3.00.   IPFT: none.
     * GST: buy (20 + 3.75 + 0.10) = 23.85 × 0.18 = 4.293 → 4.29; sell (20 + 3.79 + 0.10) = 23.89 × 0.18 = 4.3002 → 4.30.
     * Totals: buy 31.14; sell 53.19; charges 84.33 (NSE 82.72); net 1,100 − 84.33 = 1,015.67;
     * breakeven 84.33 ÷ 200 = 0.42165 → 0.42.
     */
    const charges = tradeCharges(trade({ segment: "intraday", exchange: "BSE", buyPricePaise: 50_000n, sellPricePaise: 50_550n, units: 200n }), seed);
    expect(charges.buy).toEqual(leg({ turnover: "100000.00", brokerage: "20.00", stt: "0.00", exchange: "3.75", sebi: "0.10", stamp: "3.00", ipft: "0.00", dp: "0.00", gst: "4.29", total: "31.14" }));
    expect(charges.sell).toEqual(leg({ turnover: "101100.00", brokerage: "20.00", stt: "25.00", exchange: "3.79", sebi: "0.10", stamp: "0.00", ipft: "0.00", dp: "0.00", gst: "4.30", total: "53.19" }));
    expect([charges.totalCharges, charges.netPnl, charges.breakevenPoints]).toEqual([8433n, 101567n, 42n]);
  });

  it("index futures on BSE: 1 lot of Sensex (20), no exchange charge and no IPFT", () => {
    /*
     * Buy at 80,000.00, sell at 80,250.00, 20 units; ₹20 or 0.03%, whichever is lower.
     * Turnover: buy 16,00,000.00; sell 16,05,000.00.   Brokerage: 480 → 20.00; 481.50 → 20.00.
     * STT 0.05% (sell, from 1 Apr 2026): 802.50 → ₹803 (half up).
     * BSE futures: nil (0%), 0.00; 0.00.   SEBI: 1.60; 1.605 → 1.61 (half up).
     * Stamp 0.002% (buy): 32.00.   IPFT: none.
     * GST: buy (20 + 0 + 1.60) = 21.60 × 0.18 = 3.888 → 3.89; sell (20 + 0 + 1.61) = 21.61 × 0.18 = 3.8898 → 3.89.
     * Totals: buy 57.49; sell 828.50; charges 885.99; net 250 × 20 = 5,000 − 885.99 = 4,114.01;
     * breakeven 885.99 ÷ 20 = 44.2995 → 44.30.
     */
    const charges = tradeCharges(trade({ segment: "futures", exchange: "BSE", buyPricePaise: 8_000_000n, sellPricePaise: 8_025_000n, units: 20n }), seed);
    expect(charges.buy).toEqual(leg({ turnover: "1600000.00", brokerage: "20.00", stt: "0.00", exchange: "0.00", sebi: "1.60", stamp: "32.00", ipft: "0.00", dp: "0.00", gst: "3.89", total: "57.49" }));
    expect(charges.sell).toEqual(leg({ turnover: "1605000.00", brokerage: "20.00", stt: "803.00", exchange: "0.00", sebi: "1.61", stamp: "0.00", ipft: "0.00", dp: "0.00", gst: "3.89", total: "828.50" }));
    expect([charges.totalCharges, charges.netPnl, charges.breakevenPoints]).toEqual([88599n, 411401n, 4430n]);
    // the nil charge is a stored rate of its own, named on the page with its source
    expect(charges.ratesUsed.map((rate) => rate.id)).toContain("seed-exchange-bse-futures");
  });

  it("index options on BSE: BSE's own charge, no IPFT, a losing trade", () => {
    /*
     * Buy at a premium of 200.00, sell at 150.00, 1 lot of 20; ₹20 per order.
     * Turnover: buy 4,000.00; sell 3,000.00.   STT 0.15% (sell): 4.50 → ₹5 (half up).
     * BSE 0.0325%: 1.30; 0.975 → 0.98.   SEBI: 0.004 → 0.00; 0.003 → 0.00.   Stamp 0.003%: 0.12.
     * GST: buy 21.30 × 0.18 = 3.834 → 3.83; sell 20.98 × 0.18 = 3.7764 → 3.78.
     * Totals: buy 25.25; sell 29.76; charges 55.01; net −1,000 − 55.01 = −1,055.01;
     * breakeven 55.01 ÷ 20 = 2.7505 → 2.75 (275.05 paise, rounded half up to 275).
     */
    const charges = tradeCharges(trade({ segment: "options", exchange: "BSE", buyPricePaise: 20_000n, sellPricePaise: 15_000n, units: 20n, plan: presets.flat20 }), seed);
    expect(charges.buy).toEqual(leg({ turnover: "4000.00", brokerage: "20.00", stt: "0.00", exchange: "1.30", sebi: "0.00", stamp: "0.12", ipft: "0.00", dp: "0.00", gst: "3.83", total: "25.25" }));
    expect(charges.sell).toEqual(leg({ turnover: "3000.00", brokerage: "20.00", stt: "5.00", exchange: "0.98", sebi: "0.00", stamp: "0.00", ipft: "0.00", dp: "0.00", gst: "3.78", total: "29.76" }));
    expect([charges.totalCharges, charges.netPnl, charges.breakevenPoints]).toEqual([5501n, -105501n, 275n]);
  });

  it("equity delivery on BSE in the X, XT, Z and ZP groups: ₹10,000 per crore instead of 0.00375%", () => {
    /*
     * The BSE delivery example's trade (buy 100 at ₹1,000.00, sell at ₹1,100.00; brokerage free,
     * DP ₹13.50) in a scrip of group Z.
     * Turnover: buy 1,00,000.00; sell 1,10,000.00.
     * STT 0.1%: 100.00 → ₹100; 110.00 → ₹110.
     * BSE, groups X/XT/Z/ZP, ₹10,000 per crore = 0.1%: 1,00,000 × 10,000 ÷ 1,00,00,000 = 100.00;
     *   1,10,000 × 0.001 = 110.00 (general groups: 3.75 and 4.13).
     * SEBI ₹10/crore: 0.10; 0.11.   Stamp 0.015% (buy): 15.00.   IPFT: none on BSE.
     * GST 18%: buy (0 + 100.00 + 0.10) = 100.10 × 0.18 = 18.018 → 18.02;
     *          sell (0 + 110.00 + 0.11 + 13.50) = 123.61 × 0.18 = 22.2498 → 22.25.
     * Totals: buy 100 + 100.00 + 0.10 + 15.00 + 18.02 = 233.12;
     *         sell 110 + 110.00 + 0.11 + 13.50 + 22.25 = 255.86;
     * charges 488.98 (groups A, B: 250.47); net 10,000 − 488.98 = 9,511.02;
     * breakeven 488.98 ÷ 100 = 4.8898 → 4.89.
     */
    const charges = tradeCharges(trade({ exchange: "BSE", scripGroup: "X-XT-Z-ZP" }), seed);
    expect(charges.buy).toEqual(leg({ turnover: "100000.00", brokerage: "0.00", stt: "100.00", exchange: "100.00", sebi: "0.10", stamp: "15.00", ipft: "0.00", dp: "0.00", gst: "18.02", total: "233.12" }));
    expect(charges.sell).toEqual(leg({ turnover: "110000.00", brokerage: "0.00", stt: "110.00", exchange: "110.00", sebi: "0.11", stamp: "0.00", ipft: "0.00", dp: "13.50", gst: "22.25", total: "255.86" }));
    expect([charges.totalCharges, charges.netPnl, charges.breakevenPoints]).toEqual([48898n, 951102n, 489n]);
    expect(charges.ratesUsed.map((rate) => rate.id)).toEqual(["seed-stt-delivery", "rev-exchange-bse-delivery-x-xt-z-zp", "seed-sebi", "seed-stamp-delivery", "seed-gst"]);
    // named on the page with its group
    const named = rateUsed(charges.ratesUsed[1]!);
    expect(named.label).toEqual({ id: "brokerage.rateLabelGroup", values: { kind: { id: "brokerage.itemExchange" }, group: { id: "brokerage.scripGroupXZ" }, side: { id: "brokerage.onBoth" } } });
    expect(named.rate).toEqual({ id: "brokerage.ratePerCrore", values: { rate: "10,000" } });
    expect(rateUsed(charges.ratesUsed[0]!).rate).toEqual({ id: "brokerage.ratePercent", values: { rate: "0.1" } });
    // groups A and B pay the general rate, as the BSE delivery example above
    expect(tradeCharges(trade({ exchange: "BSE", scripGroup: "A-B" }), seed).totalCharges).toBe(25047n);
  });

  it("equity intraday on BSE in the X, XT, Z and ZP groups", () => {
    /*
     * The intraday example's trade (200 at ₹500.00 → ₹505.50; ₹20 or 0.03%) in group X.
     * Turnover: buy 1,00,000.00; sell 1,01,100.00.   Brokerage: 20.00; 20.00.   STT 0.025% (sell): 25.275 → ₹25.
     * BSE groups X/XT/Z/ZP 0.1%: 100.00; 101.10.   SEBI: 0.10; 0.1011 → 0.10.   Stamp 0.003% (buy): 3.00.
     * GST: buy (20 + 100.00 + 0.10) = 120.10 × 0.18 = 21.618 → 21.62;
     *      sell (20 + 101.10 + 0.10) = 121.20 × 0.18 = 21.816 → 21.82.
     * Totals: buy 20 + 100.00 + 0.10 + 3.00 + 21.62 = 144.72; sell 20 + 25 + 101.10 + 0.10 + 21.82 = 168.02;
     * charges 312.74; net 1,100 − 312.74 = 787.26; breakeven 312.74 ÷ 200 = 1.5637 → 1.56.
     */
    const charges = tradeCharges(trade({ segment: "intraday", exchange: "BSE", scripGroup: "X-XT-Z-ZP", buyPricePaise: 50_000n, sellPricePaise: 50_550n, units: 200n }), seed);
    expect(charges.buy).toEqual(leg({ turnover: "100000.00", brokerage: "20.00", stt: "0.00", exchange: "100.00", sebi: "0.10", stamp: "3.00", ipft: "0.00", dp: "0.00", gst: "21.62", total: "144.72" }));
    expect(charges.sell).toEqual(leg({ turnover: "101100.00", brokerage: "20.00", stt: "25.00", exchange: "101.10", sebi: "0.10", stamp: "0.00", ipft: "0.00", dp: "0.00", gst: "21.82", total: "168.02" }));
    expect([charges.totalCharges, charges.netPnl, charges.breakevenPoints]).toEqual([31274n, 78726n, 156n]);
  });

  it("a custom plan through the form: ₹10 per order and a ₹20 DP charge on a delivery trade", () => {
    /*
     * Buy 40 at ₹250.50, sell at ₹260.25. Turnover: buy 10,020.00; sell 10,410.00.
     * Brokerage 10.00 each.   STT 0.1%: 10.02 → ₹10; 10.41 → ₹10.
     * NSE: 0.297594 → 0.30; 0.309177 → 0.31.   SEBI: 0.01; 0.01.   Stamp 0.015%: 1.503 → 1.50.   IPFT: 0.01; 0.01.
     * GST: buy 10.32 × 0.18 = 1.8576 → 1.86; sell (10 + 0.31 + 0.01 + 0.01 + 20) = 30.33 × 0.18 = 5.4594 → 5.46.
     * Totals: buy 23.68; sell 45.79; charges 69.47; net 390 − 69.47 = 320.53; breakeven 69.47 ÷ 40 = 1.73675 → 1.74.
     */
    const calculator = brokerageCalculator(seed, "2026-11-25", niftyLot);
    const outcome = evaluate(calculator, { ...calculator.defaults, buyPrice: "250.50", sellPrice: "260.25", quantity: "40", plan: "custom", feeType: "flat", feeFlat: "10", dpCharge: "20" });
    expect(outcome.errors).toEqual({});
    expect(outcome.result?.lines.map((line) => line.value)).toEqual(["₹69.47", "₹320.53", { id: "brokerage.pointsPerShare", values: { points: "₹1.74" } }]);
    const total = outcome.result?.table?.rows.at(-1);
    expect(total?.cells).toEqual(["₹23.68", "₹45.79", "₹69.47"]);
  });
});

describe("the rate in force on the trade date", () => {
  // the Finance Act 2026 rows (decision 0048), then a later revision entered ahead of time: 0.2% from 1 April 2027
  const revised: StatutoryRate = { ...(seed.find((rate) => rate.id === "rev-stt-options-2026") as StatutoryRate), id: "revision", rate: "0.2", effectiveFrom: "2027-04-01" };
  const rates = [...seed, revised];
  const options = (tradeDate: string) => tradeCharges(trade({ segment: "options", buyPricePaise: 10_000n, sellPricePaise: 12_000n, units: 150n, tradeDate }), rates);

  it("keeps the old rate for a trade the day before and uses the new one from its date", () => {
    // 0.1% of 18,000 = ₹18 until 31 March 2026; 0.15% = ₹27 from 1 April 2026; 0.2% = ₹36 from 1 April 2027
    expect(options("2026-03-31").sell.stt).toBe(1800n);
    expect(options("2026-04-01").sell.stt).toBe(2700n);
    expect(options("2027-03-31").sell.stt).toBe(2700n);
    expect(options("2027-04-01").sell.stt).toBe(3600n);
    expect(options("2027-04-01").ratesUsed).toContain(revised);
  });

  it("charges NSE's IPFT on options premium at ₹50 per crore, the other segments at ₹10", () => {
    expect(rateInForce(seed, { kind: "ipft", segment: "options", exchange: "NSE", side: "sell" }, "2026-11-25")?.rate).toBe("50");
    expect(rateInForce(seed, { kind: "ipft", segment: "futures", exchange: "NSE", side: "sell" }, "2026-11-25")?.rate).toBe("10");
  });

  it("prefers the specific row to a general one of the same date, and applies a side only to its leg", () => {
    expect(rateInForce(seed, { kind: "stt", segment: "intraday", exchange: "NSE", side: "buy" }, "2026-11-25")).toBeUndefined();
    expect(rateInForce(seed, { kind: "ipft", segment: "delivery", exchange: "BSE", side: "buy" }, "2026-11-25")).toBeUndefined();
    expect(rateInForce(seed, { kind: "gst", segment: "futures", exchange: "BSE", side: "sell" }, "2026-11-25")?.rate).toBe("18");
  });

  it("keeps a scrip group's own rate when BSE's general rate changes later", () => {
    const general: StatutoryRate = { ...(seed.find((rate) => rate.id === "seed-exchange-bse-delivery") as StatutoryRate), id: "general-2027", rate: "0.004", effectiveFrom: "2027-01-01" };
    const query = { kind: "exchange", segment: "delivery", exchange: "BSE", side: "buy" } as const;
    expect(rateInForce([...seed, general], { ...query, scripGroup: "X-XT-Z-ZP" }, "2027-06-01")?.id).toBe("rev-exchange-bse-delivery-x-xt-z-zp");
    expect(rateInForce([...seed, general], { ...query, scripGroup: "A-B" }, "2027-06-01")?.id).toBe("general-2027");
    expect(rateInForce([...seed, general], query, "2027-06-01")?.id).toBe("general-2027");
    // a group's row never applies to another group, nor where no group is asked for
    expect(rateInForce(seed, { ...query, scripGroup: "A-B" }, "2026-11-25")?.id).toBe("seed-exchange-bse-delivery");
    expect(rateInForce(seed, { ...query, exchange: "NSE", scripGroup: "X-XT-Z-ZP" }, "2026-11-25")?.id).toBe("seed-exchange-nse-delivery");
  });

  it("refuses a trade dated before the stored rates cover its segment", () => {
    expect(ratesKnownFrom(seed, "futures", "NSE")).toBe("2024-10-01");
    const calculator = brokerageCalculator(seed, "2026-11-25", niftyLot);
    const early = evaluate(calculator, { ...calculator.defaults, segment: "futures", tradeDate: "2024-09-30" });
    expect(early.errors.tradeDate).toEqual({ id: "brokerage.errDateBefore", values: { date: "2024-10-01" } });
    expect(evaluate(calculator, { ...calculator.defaults, tradeDate: "2026-02-30" }).errors.tradeDate?.id).toBe("brokerage.errDate");
  });
});

describe("the form", () => {
  const calculator = brokerageCalculator(seed, "2026-11-25", niftyLot);

  it("refuses prices finer than a paisa and part shares beside their fields", () => {
    const outcome = evaluate(calculator, { ...calculator.defaults, buyPrice: "100.005", quantity: "1.5" });
    expect(outcome.errors.buyPrice?.id).toBe("brokerage.errPaise");
    expect(outcome.errors.quantity?.id).toBe("brokerage.errWhole");
  });

  it("reads the lot size only for futures and options, and the custom fields only for the custom plan", () => {
    expect(evaluate(calculator, { ...calculator.defaults, lotSize: "abc", feeFlat: "abc" }).errors).toEqual({});
    const futures = evaluate(calculator, { ...calculator.defaults, segment: "futures", lotSize: "abc" });
    expect(futures.errors.lotSize?.id).toBe("calculators.errNotNumber");
  });

  it("starts with the catalogue's NIFTY lot size, not a figure of its own", () => {
    expect(niftyLot).toBe(String(seededLotSizes.find((entry) => entry.symbol === "NIFTY")?.lotSize));
    expect(calculator.defaults.lotSize).toBe(niftyLot);
    // a revision entered ahead takes over on its date; no NIFTY in the catalogue leaves the field for the visitor
    const revised = [...seededLotSizes, { symbol: "NIFTY", name: "Nifty 50", lotSize: 70, effectiveFrom: "2027-01-01", source: "test" }];
    expect(defaultLotSize(lotSizesInForce(revised, "2026-12-31"))).toBe(niftyLot);
    expect(defaultLotSize(lotSizesInForce(revised, "2027-01-01"))).toBe("70");
    expect(defaultLotSize(seededLotSizes.filter((entry) => entry.symbol !== "NIFTY"))).toBe("");
  });

  it("reads the BSE scrip group only for BSE's delivery and intraday, and refuses an unknown one beside its field", () => {
    const bad = { ...calculator.defaults, exchange: "BSE", scripGroup: "Q" };
    expect(evaluate(calculator, bad).errors.scripGroup).toEqual({ id: "calculators.errChoose", values: { label: { id: "brokerage.chooseScripGroup" } } });
    expect(evaluate(calculator, { ...bad, segment: "intraday" }).errors.scripGroup).toBeDefined();
    expect(evaluate(calculator, { ...bad, exchange: "NSE" }).errors).toEqual({});
    expect(evaluate(calculator, { ...bad, segment: "futures" }).errors).toEqual({});
    // the same trade on NSE in "group X" is charged NSE's rate: groups are BSE's
    const nse = evaluate(calculator, { ...calculator.defaults, scripGroup: "X-XT-Z-ZP", tradeDate: "2026-11-25" });
    expect(nse.result?.lines[0]?.value).toBe("₹248.79");
    const groupZ = evaluate(calculator, { ...calculator.defaults, exchange: "BSE", scripGroup: "X-XT-Z-ZP", tradeDate: "2026-11-25" });
    expect(groupZ.result?.lines[0]?.value).toBe("₹488.98");
  });

  it("stays cheap and refuses a hostile value", () => {
    const outcome = evaluate(calculator, { ...calculator.defaults, buyPrice: "9".repeat(10_000), tradeDate: "2".repeat(10_000) });
    expect(outcome.errors.buyPrice?.id).toBe("calculators.errTooLong");
    expect(outcome.errors.tradeDate?.id).toBe("brokerage.errDate");
  });
});

describe("an administrator's rate for a BSE scrip group", () => {
  const form = { kind: "exchange", segment: "delivery", exchange: "BSE", side: "both", scripGroup: "X-XT-Z-ZP", rate: "12000", unit: "per_crore", effectiveFrom: "2027-01-01", sourceName: "BSE notice (test)", sourceUrl: "https://www.bseindia.com/" };

  it("is added for BSE's delivery or intraday, beside the general rate of the same date", () => {
    const general = parseStatutoryRateEdit({ ...form, scripGroup: "all", rate: "0.004", unit: "percent" }, seed, "2026-11-25");
    expect(general.ok).toBe(true);
    const stored = general.ok ? [...seed, { ...general.rate, id: "general" }] : seed;
    const outcome = parseStatutoryRateEdit(form, stored, "2026-11-25");
    expect(outcome).toEqual({ ok: true, rate: form });
    expect(parseStatutoryRateEdit(form, [...stored, { ...form, id: "x" } as StatutoryRate], "2026-11-25").ok).toBe(false);
  });

  it("is refused beside the group for another exchange or segment, and an unknown group is refused", () => {
    const refusal = (changes: Record<string, string>) => {
      const outcome = parseStatutoryRateEdit({ ...form, ...changes }, seed, "2026-11-25");
      return outcome.ok ? undefined : outcome.errors.scripGroup;
    };
    expect(refusal({ exchange: "NSE" })).toContain("applies only to BSE's equity");
    expect(refusal({ segment: "futures" })).toContain("applies only to BSE's equity");
    expect(refusal({ scripGroup: "Q" })).toBe("Choose a BSE scrip group, or all.");
    expect(refusal({ exchange: "NSE", scripGroup: "all" })).toBeUndefined();
  });
});
