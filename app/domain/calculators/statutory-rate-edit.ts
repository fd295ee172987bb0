import { z } from "../zod";
import { isTradeDate } from "./brokerage";
import { chargeKinds, rateExchanges, rateScripGroups, rateSegments, rateSides, rateUnits, type StatutoryRate } from "./statutory-rates";

/*
 * An administrator's new statutory rate (decision 0034): a dated row added beside the old ones,
 * never a change to a row already used for trades. Its date is today or later, so the charges
 * of a trade already dated never change behind anyone's back.
 */

const RATE_TEXT = /^\d{1,6}(?:\.\d{1,8})?$/;

export const statutoryRateEditSchema = z.object({
  kind: z.enum(chargeKinds, { message: "Choose the charge." }),
  segment: z.enum(rateSegments, { message: "Choose a segment, or all." }),
  exchange: z.enum(rateExchanges, { message: "Choose an exchange, or all." }),
  side: z.enum(rateSides, { message: "Choose the side it is charged on." }),
  scripGroup: z.enum(rateScripGroups, { message: "Choose a BSE scrip group, or all." }),
  rate: z
    .string()
    .trim()
    .max(20, "Write the rate with at most 20 characters.")
    .regex(RATE_TEXT, "Write the rate as published, a plain number such as 0.00297 (no % sign, at most 8 decimals)."),
  unit: z.enum(rateUnits, { message: "Choose the unit." }),
  effectiveFrom: z.string().trim().max(10, "Use a date such as 2027-04-01.").refine(isTradeDate, "Use a date such as 2027-04-01."),
  sourceName: z.string().trim().min(3, "Name the circular or act the rate comes from.").max(200, "Keep the source's name under 200 characters."),
  sourceUrl: z
    .string()
    .trim()
    .max(500, "Keep the address under 500 characters.")
    .refine(isHttpsAddress, "Give the source's https:// address."),
});

function isHttpsAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export type StatutoryRateEdit = Omit<StatutoryRate, "id">;

export type RateEditOutcome = { ok: true; rate: StatutoryRateEdit } | { ok: false; errors: Partial<Record<keyof StatutoryRateEdit, string>> };

/** The form read and checked against the rates stored and today's date in India. */
export function parseStatutoryRateEdit(form: Record<string, unknown>, stored: readonly StatutoryRate[], today: string): RateEditOutcome {
  const text = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : "");
  const parsed = statutoryRateEditSchema.safeParse(Object.fromEntries(Object.keys(statutoryRateEditSchema.shape).map((name) => [name, text(name)])));
  const errors: Partial<Record<keyof StatutoryRateEdit, string>> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path[0] as keyof StatutoryRateEdit] ??= issue.message;
  const effectiveFrom = text("effectiveFrom").trim();
  if (!errors.effectiveFrom && effectiveFrom < today) errors.effectiveFrom = `Rates apply from today (${today}) or later: trades already dated keep the rates they were charged.`;
  if (parsed.success && parsed.data.unit === "percent" && Number(parsed.data.rate) > 100) errors.rate = "A percentage is at most 100.";
  // a group's row is read only for BSE's delivery and intraday trades: anywhere else it would never apply
  const group = text("scripGroup");
  if (!errors.scripGroup && group !== "all" && (text("exchange") !== "BSE" || (text("segment") !== "delivery" && text("segment") !== "intraday"))) {
    errors.scripGroup = "A scrip group applies only to BSE's equity delivery or intraday: choose that exchange and segment, or all groups.";
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const rate = parsed.data;
  const clash = stored.some((row) => row.kind === rate.kind && row.segment === rate.segment && row.exchange === rate.exchange && row.side === rate.side && row.scripGroup === rate.scripGroup && row.effectiveFrom === rate.effectiveFrom);
  if (clash) return { ok: false, errors: { effectiveFrom: "A rate for this charge already starts on this date: choose another date." } };
  return { ok: true, rate };
}
