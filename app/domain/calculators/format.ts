/** Amounts as Indian readers write them (1,00,000.00), always with two decimals. */
const money = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Inputs echoed in a formula: as many decimals as were typed, up to 8. */
const plain = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 8 });

export function formatAmount(value: number): string {
  return money.format(Object.is(value, -0) ? 0 : value);
}

export function formatMoney(value: number, currency: string): string {
  return `${formatAmount(value)} ${currency}`;
}

export function formatNumber(value: number): string {
  return plain.format(value);
}

/** Placeholder for a result not yet calculated (the spec's '----'). */
export const EMPTY_RESULT = "----";
