/*
 * The calculators' formulas: pure functions of numbers, free of React, the server and the
 * catalogue, so that they can be tested exhaustively.
 */

export type Direction = "buy" | "sell";

/** Profit (positive) or loss (negative) in the deposit currency. */
export function profitLoss(input: {
  direction: Direction;
  openPrice: number;
  closePrice: number;
  lots: number;
  unitsPerLot: number;
  /** the instrument's price is quoted per this many units of the base (1 for most) */
  quotedPer?: number;
  conversion: number;
}): number {
  const move = input.direction === "buy" ? input.closePrice - input.openPrice : input.openPrice - input.closePrice;
  return (move * input.lots * input.unitsPerLot * input.conversion) / (input.quotedPer ?? 1);
}

/** Margin a position needs: its value in the deposit currency divided by the leverage. */
export function requiredMargin(input: { lots: number; unitsPerLot: number; baseToDeposit: number; leverage: number }): number {
  return (input.lots * input.unitsPerLot * input.baseToDeposit) / input.leverage;
}

/** The win rate (%) at which a strategy with this reward-to-risk ratio breaks even; null for ratio ≤ 0. */
export function breakEvenWinRate(ratio: number): number | null {
  if (!(ratio > 0)) return null;
  return 100 / (1 + ratio);
}

/** The reward-to-risk ratio at which this win rate (%) breaks even; null outside (0, 100). */
export function breakEvenRatio(winRate: number): number | null {
  if (!(winRate > 0) || !(winRate < 100)) return null;
  return (100 - winRate) / winRate;
}

/** The value of a move of this many pips, in the deposit currency. */
export function pipValue(input: { pips: number; pipSize: number; lots: number; unitsPerLot: number; quotedPer?: number; conversion: number }): number {
  return (input.pips * input.pipSize * input.lots * input.unitsPerLot * input.conversion) / (input.quotedPer ?? 1);
}

export type RiskType = "percent" | "amount";

/** The money a trade may lose: a share of the balance, or an amount. */
export function moneyAtRisk(input: { riskType: RiskType; risk: number; balance: number }): number {
  return input.riskType === "percent" ? (input.balance * input.risk) / 100 : input.risk;
}

export const LOT_STEP = 0.01;

/**
 * The largest position, in lots, whose stop loss loses no more than the money at risk. Rounded
 * down to the 0.01-lot step (rounding up would risk more than asked); 0 when the stop is 0.
 */
export function positionSize(input: {
  riskAmount: number;
  stopLossPips: number;
  pipSize: number;
  unitsPerLot: number;
  quotedPer?: number;
  conversion: number;
}): number {
  const lossPerLot = (input.stopLossPips * input.pipSize * input.unitsPerLot * input.conversion) / (input.quotedPer ?? 1);
  if (!(lossPerLot > 0)) return 0;
  const lots = input.riskAmount / lossPerLot;
  // The small epsilon keeps 1.9999999999 (a float artefact of an exact 2) from dropping to 1.99.
  return Math.max(0, Math.floor(lots / LOT_STEP + 1e-9) * LOT_STEP);
}

/** A stop given as a price, in pips from the entry. */
export function stopDistanceInPips(entryPrice: number, stopPrice: number, pipSize: number): number {
  return Math.abs(entryPrice - stopPrice) / pipSize;
}

/** Results are shown with at most two decimals, rounded half away from zero. */
export function roundToCents(value: number): number {
  const rounded = Math.round((Math.abs(value) + Number.EPSILON) * 100) / 100;
  return value < 0 ? -rounded : rounded;
}
