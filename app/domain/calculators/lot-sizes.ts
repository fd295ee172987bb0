import { z } from "../zod";
import { compareCodes } from "../text-order";

/*
 * The catalogue of derivative lot sizes (issue 24): an instrument's lot size is the one whose
 * effective date is the latest on or before the day asked about, so a revision entered ahead of
 * its date changes nothing until then.
 */

export interface LotSizeEntry {
  symbol: string;
  name: string;
  lotSize: number;
  /** YYYY-MM-DD */
  effectiveFrom: string;
  source: string;
}

/** Each instrument's lot size in force on `day` (YYYY-MM-DD), by symbol; instruments not yet listed that day are left out. */
export function lotSizesInForce(entries: readonly LotSizeEntry[], day: string): LotSizeEntry[] {
  const current = new Map<string, LotSizeEntry>();
  for (const entry of entries) {
    if (entry.effectiveFrom > day) continue;
    const known = current.get(entry.symbol);
    if (!known || entry.effectiveFrom > known.effectiveFrom) current.set(entry.symbol, entry);
  }
  return [...current.values()].sort((a, b) => compareCodes(a.symbol, b.symbol));
}

/** Exchange symbols: capitals, digits, '&' and '-' (M&M, BAJAJ-AUTO), at most 20. */
const SYMBOL = /^[A-Z0-9&-]{1,20}$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const isCalendarDay = (text: string) => ISO_DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** An administrator's new row, as the form sends it. */
export const lotSizeEditSchema = z.object({
  symbol: z
    .string()
    .max(20, "A symbol has at most 20 characters.")
    .transform((text) => text.trim().toUpperCase())
    .refine((text) => SYMBOL.test(text), "Enter the exchange's symbol: capitals, digits, & or -, like NIFTY or M&M."),
  name: z.string().max(80, "The name has at most 80 characters.").transform((text) => text.trim()).refine((text) => text.length > 0, "Enter the instrument's name."),
  lotSize: z
    .string()
    .max(10, "Enter a whole number up to 100000.")
    // digits only: Number() would also read "0x10" and "1e2"
    .transform((text) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN))
    .refine((value) => Number.isInteger(value) && value >= 1 && value <= 100_000, "The lot size must be a whole number from 1 to 100000."),
  effectiveFrom: z.string().max(10, "Enter the date as YYYY-MM-DD.").refine(isCalendarDay, "Enter the date it applies from, as YYYY-MM-DD."),
  source: z.string().max(200, "The source has at most 200 characters.").transform((text) => text.trim()).refine((text) => text.length > 0, "Name the circular or notice it comes from."),
});

export type LotSizeEdit = z.infer<typeof lotSizeEditSchema>;
