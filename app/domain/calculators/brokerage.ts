import { z } from "../zod-mini";
import { brokerageFor, brokeragePlans, presets, type BrokeragePlan, type BrokerageRule, type PlanChoice } from "./brokerage-plans";
import type { CalculatorDefinition } from "./calculator";
import { applyRate, hasAtMostDecimals, rupees, scaled } from "./exact-money";
import { formatNumber, formatRupees } from "./format";
import { choiceField, numberField, readable, refusalMessage, type CalculatorResult, type FormValues, type RateUsed } from "./form-values";
import { phrase, type CalculatorTextId } from "./phrase";
import type { LotSizeEntry } from "./lot-sizes";
import { chargeKinds, exchanges, hasScripGroup, rateFraction, rateInForce, ratesKnownFrom, scripGroups, segments, type ChargeKind, type Exchange, type LegSide, type ScripGroup, type Segment, type StatutoryRate } from "./statutory-rates";

/*
 * The charges on one round trip (a buy and a sell of the same quantity) on NSE or BSE, itemised
 * per leg as a contract note shows them, with the net P&L and the move needed to cover them.
 *
 * Rounding (decision 0034): each item of each leg is rounded on its own, halves up — STT to the
 * rupee (as the exchanges collect it and contract notes print it), everything else to the paisa —
 * and GST is 18% of the leg's rounded brokerage, exchange charges, SEBI fee, IPFT and DP charge,
 * rounded to the paisa. Contract notes add a day's orders before rounding, so a day of several
 * trades may differ from this by a paisa per item.
 */

// Bounds that keep every turnover below 2^53 paise (₹10,00,000 × 1,00,00,000 = ₹10^13).
export const brokerageCeilings = { price: 1_000_000, quantity: 10_000_000, lotSize: 100_000, fee: 100_000, percent: 5, dp: 10_000 } as const;

export const brokerageFields = ["segment", "exchange", "scripGroup", "buyPrice", "sellPrice", "quantity", "lotSize", "plan", "feeType", "feeFlat", "feePercent", "feeCap", "dpCharge", "tradeDate"] as const;

/**
 * The instrument whose lot size the form starts with: the form has no instrument of its own, and
 * NIFTY's options and futures are what most learners trade.
 */
export const defaultLotSizeSymbol = "NIFTY";

/**
 * The lot size the form starts with: NIFTY's in the lot-size catalogue in force, so a revision
 * entered on /admin/lot-sizes changes it on its date. Empty when the catalogue has no NIFTY: the
 * visitor then types it (it is asked for futures and options only), rather than meet a stale figure.
 */
export function defaultLotSize(catalogue: readonly LotSizeEntry[]): string {
  const entry = catalogue.find((candidate) => candidate.symbol === defaultLotSizeSymbol);
  return entry ? String(entry.lotSize) : "";
}

/** The form as a visitor first sees it; the trade date is today's (in India) and the lot size today's NIFTY lot, given by the server. */
export function brokerageDefaults(today: string, lotSize: string): FormValues {
  return {
    segment: "delivery",
    exchange: "NSE",
    scripGroup: "A-B",
    buyPrice: "1000",
    sellPrice: "1100",
    quantity: "100",
    lotSize,
    plan: "lowerOf20",
    feeType: "percent",
    feeFlat: "20",
    feePercent: "0.03",
    feeCap: "20",
    dpCharge: "13.50",
    tradeDate: today,
  };
}

export const isDerivative = (segment: string) => segment === "futures" || segment === "options";

/** A number field whose value has at most `places` decimals (paise for rupees, whole for quantities). */
function decimalsField(label: CalculatorTextId, limits: { min?: number; max: number; greaterThan?: number }, places: number) {
  const refusal = places === 0 ? "brokerage.errWhole" : places === 2 ? "brokerage.errPaise" : "brokerage.errFourDecimals";
  return numberField(label, limits).check(z.refine((value) => hasAtMostDecimals(value, places), { error: () => refusalMessage(refusal, {}) }));
}

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD for a real calendar day of this century. */
export function isTradeDate(text: string): boolean {
  if (text.length !== 10 || !DATE_TEXT.test(text)) return false;
  const [year, month, day] = text.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year <= 2099 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const fields = {
  segment: choiceField(segments, "brokerage.chooseSegment"),
  exchange: choiceField(exchanges, "brokerage.chooseExchange"),
  scripGroup: choiceField(scripGroups, "brokerage.chooseScripGroup"),
  buyPrice: decimalsField("brokerage.nameBuyPrice", { greaterThan: 0, max: brokerageCeilings.price }, 2),
  sellPrice: decimalsField("brokerage.nameSellPrice", { greaterThan: 0, max: brokerageCeilings.price }, 2),
  quantity: decimalsField("brokerage.nameQuantity", { min: 1, max: brokerageCeilings.quantity }, 0),
  lotSize: decimalsField("brokerage.nameLotSize", { min: 1, max: brokerageCeilings.lotSize }, 0),
  plan: choiceField(brokeragePlans, "brokerage.choosePlan"),
  feeType: choiceField(["flat", "percent"], "brokerage.chooseFeeType"),
  feeFlat: decimalsField("brokerage.nameFeeFlat", { min: 0, max: brokerageCeilings.fee }, 2),
  feePercent: decimalsField("brokerage.nameFeePercent", { min: 0, max: brokerageCeilings.percent }, 4),
  feeCap: decimalsField("brokerage.nameFeeCap", { min: 0, max: brokerageCeilings.fee }, 2),
  dpCharge: decimalsField("brokerage.nameDpCharge", { min: 0, max: brokerageCeilings.dp }, 2),
  tradeDate: z.string().check(z.refine(isTradeDate, { error: () => refusalMessage("brokerage.errDate", {}) })),
};

export interface BrokerageInput {
  segment: Segment;
  exchange: Exchange;
  /** BSE's scrip group; "A-B" where groups do not count (NSE, derivatives) */
  scripGroup: ScripGroup;
  buyPrice: number;
  sellPrice: number;
  /** shares for equity, lots for futures and options */
  quantity: number;
  lotSize: number;
  plan: PlanChoice;
  custom: BrokeragePlan;
  tradeDate: string;
}

type FieldName = keyof typeof fields;

/**
 * The form's schema for the rates stored: each field is read only when it counts (the lot size for
 * futures and options, the scrip group for BSE's delivery and intraday, the custom plan's fields
 * when that plan is chosen), so a field the page does
 * not show never refuses the form; a trade dated before the stored rates cover it is refused.
 */
export function brokerageSchema(rates: readonly StatutoryRate[]) {
  return z.pipe(
    z.record(z.string(), z.string()),
    z.transform((values: Record<string, string>, context): BrokerageInput => {
      const read = <K extends FieldName>(name: K): z.infer<(typeof fields)[K]> | undefined => {
        const parsed = fields[name].safeParse(values[name] ?? "");
        if (parsed.success) return parsed.data as z.infer<(typeof fields)[K]>;
        context.issues.push({ code: "custom", message: parsed.error.issues[0]?.message ?? "", input: values[name], path: [name] });
        return undefined;
      };
      const segment = read("segment");
      const exchange = read("exchange");
      const scripGroup = segment !== undefined && exchange !== undefined && hasScripGroup(segment, exchange) ? read("scripGroup") : "A-B";
      const buyPrice = read("buyPrice");
      const sellPrice = read("sellPrice");
      const quantity = read("quantity");
      const derivative = segment !== undefined && isDerivative(segment);
      const lotSize = derivative ? read("lotSize") : 1;
      const plan = read("plan");
      const custom = plan === "custom" ? readCustomPlan(read) : presets.lowerOf20;
      const tradeDate = read("tradeDate");
      if (quantity !== undefined && lotSize !== undefined && quantity * lotSize > brokerageCeilings.quantity) {
        context.issues.push({ code: "custom", message: refusalMessage("brokerage.errLotTotal", { max: readable(brokerageCeilings.quantity) }), input: values.quantity, path: ["quantity"] });
      }
      if (segment && exchange && tradeDate) {
        const from = ratesKnownFrom(rates, segment, exchange);
        if (from === undefined) context.issues.push({ code: "custom", message: refusalMessage("brokerage.errNoRates", {}), input: tradeDate, path: ["tradeDate"] });
        else if (tradeDate < from) context.issues.push({ code: "custom", message: refusalMessage("brokerage.errDateBefore", { date: from }), input: tradeDate, path: ["tradeDate"] });
      }
      if (context.issues.length > 0) return z.NEVER as never;
      return { segment: segment!, exchange: exchange!, scripGroup: scripGroup!, buyPrice: buyPrice!, sellPrice: sellPrice!, quantity: quantity!, lotSize: lotSize!, plan: plan!, custom: custom!, tradeDate: tradeDate! };
    }),
  );
}

function readCustomPlan(read: <K extends FieldName>(name: K) => z.infer<(typeof fields)[K]> | undefined): BrokeragePlan | undefined {
  const feeType = read("feeType");
  const flat = feeType === "flat" ? read("feeFlat") : 0;
  const percent = feeType === "percent" ? read("feePercent") : 0;
  const cap = feeType === "percent" ? read("feeCap") : 0;
  const dp = read("dpCharge");
  if (feeType === undefined || flat === undefined || percent === undefined || cap === undefined || dp === undefined) return undefined;
  // the percentage has at most four decimals: percent × 10^4 / 10^6 is its share of turnover
  const rule: BrokerageRule = feeType === "flat" ? { type: "flat", paise: scaled(flat, 2) } : { type: "percent", percent: { num: scaled(percent, 4), den: 1_000_000n }, capPaise: scaled(cap, 2) };
  return { rules: { delivery: rule, intraday: rule, futures: rule, options: rule }, dpPaise: scaled(dp, 2) };
}

/** One leg's charges in paise, as a contract note itemises them. */
export interface LegCharges {
  turnover: bigint;
  brokerage: bigint;
  stt: bigint;
  exchange: bigint;
  sebi: bigint;
  stamp: bigint;
  ipft: bigint;
  dp: bigint;
  gst: bigint;
  total: bigint;
}

export interface TradeCharges {
  buy: LegCharges;
  sell: LegCharges;
  units: bigint;
  totalCharges: bigint;
  grossPnl: bigint;
  netPnl: bigint;
  /** the price move per unit that pays for the charges, in paise, rounded half up */
  breakevenPoints: bigint;
  /** the rates applied, each once, in the order of the items */
  ratesUsed: StatutoryRate[];
}

export interface Trade {
  segment: Segment;
  exchange: Exchange;
  /** BSE's scrip group, for its delivery and intraday trades; the general rates when left out */
  scripGroup?: ScripGroup | undefined;
  buyPricePaise: bigint;
  sellPricePaise: bigint;
  /** shares, or lots × lot size */
  units: bigint;
  plan: BrokeragePlan;
  tradeDate: string;
}

/** The statutory items in the order a contract note lists them. */
const statutoryKinds: readonly Exclude<ChargeKind, "gst">[] = ["stt", "exchange", "sebi", "stamp", "ipft"];

/** The charges of a round trip: pure, exact, and the same on the server and in the browser. */
export function tradeCharges(trade: Trade, rates: readonly StatutoryRate[]): TradeCharges {
  const used: StatutoryRate[] = [];
  const charge = (kind: ChargeKind, side: LegSide, amount: bigint, step = 1n) => {
    const rate = rateInForce(rates, { kind, segment: trade.segment, exchange: trade.exchange, side, scripGroup: trade.scripGroup }, trade.tradeDate);
    if (!rate) return 0n;
    if (!used.includes(rate)) used.push(rate);
    return applyRate(amount, rateFraction(rate), step);
  };
  const leg = (side: LegSide, pricePaise: bigint): LegCharges => {
    const turnover = pricePaise * trade.units;
    const brokerage = brokerageFor(trade.plan.rules[trade.segment], turnover);
    const items = Object.fromEntries(statutoryKinds.map((kind) => [kind, charge(kind, side, turnover, kind === "stt" ? 100n : 1n)])) as Record<(typeof statutoryKinds)[number], bigint>;
    const dp = side === "sell" && trade.segment === "delivery" ? trade.plan.dpPaise : 0n;
    const gst = charge("gst", side, brokerage + items.exchange + items.sebi + items.ipft + dp);
    const total = brokerage + items.stt + items.exchange + items.sebi + items.stamp + items.ipft + dp + gst;
    return { turnover, brokerage, ...items, dp, gst, total };
  };
  const buy = leg("buy", trade.buyPricePaise);
  const sell = leg("sell", trade.sellPricePaise);
  const totalCharges = buy.total + sell.total;
  const grossPnl = sell.turnover - buy.turnover;
  return {
    buy,
    sell,
    units: trade.units,
    totalCharges,
    grossPnl,
    netPnl: grossPnl - totalCharges,
    breakevenPoints: (2n * totalCharges + trade.units) / (2n * trade.units),
    ratesUsed: used.sort((a, b) => chargeKinds.indexOf(a.kind) - chargeKinds.indexOf(b.kind)),
  };
}

export function tradeOf(input: BrokerageInput): Trade {
  const units = BigInt(input.quantity) * BigInt(isDerivative(input.segment) ? input.lotSize : 1);
  const plan = input.plan === "custom" ? input.custom : presets[input.plan];
  const scripGroup = hasScripGroup(input.segment, input.exchange) ? input.scripGroup : undefined;
  return { segment: input.segment, exchange: input.exchange, scripGroup, buyPricePaise: scaled(input.buyPrice, 2), sellPricePaise: scaled(input.sellPrice, 2), units, plan, tradeDate: input.tradeDate };
}

const money = (paise: bigint) => formatRupees(rupees(paise));

const itemRows: readonly { key: Exclude<keyof LegCharges, "total">; label: CalculatorTextId }[] = [
  { key: "turnover", label: "brokerage.itemTurnover" },
  { key: "brokerage", label: "brokerage.itemBrokerage" },
  { key: "stt", label: "brokerage.itemStt" },
  { key: "exchange", label: "brokerage.itemExchange" },
  { key: "sebi", label: "brokerage.itemSebi" },
  { key: "stamp", label: "brokerage.itemStamp" },
  { key: "ipft", label: "brokerage.itemIpft" },
  { key: "dp", label: "brokerage.itemDp" },
  { key: "gst", label: "brokerage.itemGst" },
];

const kindLabels: Record<ChargeKind, CalculatorTextId> = {
  stt: "brokerage.itemStt",
  exchange: "brokerage.itemExchange",
  sebi: "brokerage.itemSebi",
  stamp: "brokerage.itemStamp",
  ipft: "brokerage.itemIpft",
  gst: "brokerage.itemGst",
};
const sideLabels: Record<StatutoryRate["side"], CalculatorTextId> = { buy: "brokerage.onBuy", sell: "brokerage.onSell", both: "brokerage.onBoth" };
const unitLabels: Record<StatutoryRate["unit"], CalculatorTextId> = { percent: "brokerage.ratePercent", per_lakh: "brokerage.ratePerLakh", per_crore: "brokerage.ratePerCrore" };
export const scripGroupLabels: Record<ScripGroup, CalculatorTextId> = { "A-B": "brokerage.scripGroupAB", "X-XT-Z-ZP": "brokerage.scripGroupXZ" };

/** The figure as published, its whole part grouped as Indian readers write it (10000 → 10,000); at most six digits, so exact. */
function publishedRate(text: string): string {
  const [whole = "", decimals] = text.split(".");
  return decimals === undefined ? formatNumber(Number(whole)) : `${formatNumber(Number(whole))}.${decimals}`;
}

export function rateUsed(rate: StatutoryRate): RateUsed {
  const kind = phrase(kindLabels[rate.kind]);
  const side = phrase(sideLabels[rate.side]);
  return {
    label: rate.scripGroup === "all" ? phrase("brokerage.rateLabel", { kind, side }) : phrase("brokerage.rateLabelGroup", { kind, group: phrase(scripGroupLabels[rate.scripGroup]), side }),
    rate: phrase(unitLabels[rate.unit], { rate: publishedRate(rate.rate) }),
    effectiveFrom: rate.effectiveFrom,
    sourceName: rate.sourceName,
    sourceUrl: rate.sourceUrl,
  };
}

/** The result panel's figures, the itemised table and the rates named with their dates and sources. */
export function brokerageResult(charges: TradeCharges, derivative: boolean): CalculatorResult {
  const gain = charges.netPnl >= 0n;
  const breakeven = money(charges.breakevenPoints);
  const rows = itemRows
    .filter((row) => row.key !== "ipft" || charges.buy.ipft + charges.sell.ipft > 0n || charges.ratesUsed.some((rate) => rate.kind === "ipft"))
    .map((row) => ({ label: phrase(row.label), cells: [money(charges.buy[row.key]), money(charges.sell[row.key]), row.key === "turnover" ? money(charges.buy.turnover + charges.sell.turnover) : money(charges.buy[row.key] + charges.sell[row.key])] }));
  return {
    lines: [
      { label: phrase("brokerage.totalCharges"), value: money(charges.totalCharges), tone: "neutral" },
      { label: phrase(gain ? "brokerage.netProfit" : "brokerage.netLoss"), value: money(charges.netPnl < 0n ? -charges.netPnl : charges.netPnl), tone: gain ? "gain" : "loss" },
      { label: phrase("brokerage.breakeven"), value: phrase(derivative ? "brokerage.pointsPerUnit" : "brokerage.pointsPerShare", { points: breakeven }) },
    ],
    formula: phrase("brokerage.formula", {
      sell: money(charges.sell.turnover),
      buy: money(charges.buy.turnover),
      charges: money(charges.totalCharges),
      net: money(charges.netPnl),
      units: String(charges.units),
      points: breakeven,
    }),
    table: {
      caption: phrase("brokerage.tableCaption"),
      columns: [phrase("brokerage.columnBuy"), phrase("brokerage.columnSell"), phrase("brokerage.columnTotal")],
      rows: [...rows, { label: phrase("brokerage.itemTotal"), cells: [money(charges.buy.total), money(charges.sell.total), money(charges.totalCharges)], total: true }],
    },
    ratesUsed: charges.ratesUsed.map(rateUsed),
  };
}

export function calculateBrokerage(input: BrokerageInput, rates: readonly StatutoryRate[]): CalculatorResult {
  return brokerageResult(tradeCharges(tradeOf(input), rates), isDerivative(input.segment));
}

/**
 * The calculator for the rates stored, today's date (in India) and the lot size the form starts
 * with (`defaultLotSize` of today's catalogue): built by the loader and by the page, from the same data.
 */
export function brokerageCalculator(rates: readonly StatutoryRate[], today: string, lotSize: string): CalculatorDefinition<BrokerageInput> {
  return {
    fields: brokerageFields,
    defaults: brokerageDefaults(today, lotSize),
    schema: brokerageSchema(rates) as unknown as CalculatorDefinition<BrokerageInput>["schema"],
    calculate: (input) => calculateBrokerage(input, rates),
  };
}

