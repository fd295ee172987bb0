import type { StatutoryRate } from "../../domain/calculators/statutory-rates";

/*
 * The statutory rates migration 0011-statutory-rates stored first (decision 0034), entered from the
 * published circulars as remembered on 25 Nov 2026: the owner should check each against its source.
 * Frozen with the migration: a changed rate is a new dated row (the admin screen adds one), never an
 * edit here.
 */

const STT_2013 = { sourceName: "Finance Act, 2013: Securities Transaction Tax rates from 1 June 2013", sourceUrl: "https://incometaxindia.gov.in/" };
const STT_2024 = { sourceName: "Finance (No. 2) Act, 2024: STT on futures and options from 1 October 2024", sourceUrl: "https://www.indiabudget.gov.in/" };
const NSE_2024 = { sourceName: "NSE circular: transaction charges from 1 October 2024 (flat, SEBI true-to-label)", sourceUrl: "https://www.nseindia.com/resources/exchange-communication-circulars" };
const BSE_2024 = { sourceName: "BSE notice: transaction charges from 1 October 2024", sourceUrl: "https://www.bseindia.com/markets/MarketInfo/NoticesCirculars.aspx" };
const SEBI_2020 = { sourceName: "SEBI turnover fee: ₹10 per crore from 1 June 2020", sourceUrl: "https://www.sebi.gov.in/" };
const STAMP_2020 = { sourceName: "Indian Stamp Act, 1899, as amended by the Finance Act, 2019: uniform rates from 1 July 2020", sourceUrl: "https://egazette.gov.in/" };
const GST_2017 = { sourceName: "GST on brokerage and exchange services: 18% from 1 July 2017", sourceUrl: "https://cbic-gst.gov.in/" };
const IPFT_NSE = { sourceName: "NSE Investor Protection Fund Trust charge: ₹10 per crore", sourceUrl: "https://www.nseindia.com/resources/exchange-communication-circulars" };

export const statutoryRatesSeed: readonly StatutoryRate[] = [
  { id: "seed-stt-delivery", kind: "stt", segment: "delivery", exchange: "all", side: "both", scripGroup: "all", rate: "0.1", unit: "percent", effectiveFrom: "2013-06-01", ...STT_2013 },
  { id: "seed-stt-intraday", kind: "stt", segment: "intraday", exchange: "all", side: "sell", scripGroup: "all", rate: "0.025", unit: "percent", effectiveFrom: "2013-06-01", ...STT_2013 },
  { id: "seed-stt-futures", kind: "stt", segment: "futures", exchange: "all", side: "sell", scripGroup: "all", rate: "0.02", unit: "percent", effectiveFrom: "2024-10-01", ...STT_2024 },
  { id: "seed-stt-options", kind: "stt", segment: "options", exchange: "all", side: "sell", scripGroup: "all", rate: "0.1", unit: "percent", effectiveFrom: "2024-10-01", ...STT_2024 },
  { id: "seed-exchange-nse-delivery", kind: "exchange", segment: "delivery", exchange: "NSE", side: "both", scripGroup: "all", rate: "0.00297", unit: "percent", effectiveFrom: "2024-10-01", ...NSE_2024 },
  { id: "seed-exchange-nse-intraday", kind: "exchange", segment: "intraday", exchange: "NSE", side: "both", scripGroup: "all", rate: "0.00297", unit: "percent", effectiveFrom: "2024-10-01", ...NSE_2024 },
  { id: "seed-exchange-nse-futures", kind: "exchange", segment: "futures", exchange: "NSE", side: "both", scripGroup: "all", rate: "0.00173", unit: "percent", effectiveFrom: "2024-10-01", ...NSE_2024 },
  { id: "seed-exchange-nse-options", kind: "exchange", segment: "options", exchange: "NSE", side: "both", scripGroup: "all", rate: "0.03503", unit: "percent", effectiveFrom: "2024-10-01", ...NSE_2024 },
  { id: "seed-exchange-bse-delivery", kind: "exchange", segment: "delivery", exchange: "BSE", side: "both", scripGroup: "all", rate: "0.00375", unit: "percent", effectiveFrom: "2024-10-01", ...BSE_2024 },
  { id: "seed-exchange-bse-intraday", kind: "exchange", segment: "intraday", exchange: "BSE", side: "both", scripGroup: "all", rate: "0.00375", unit: "percent", effectiveFrom: "2024-10-01", ...BSE_2024 },
  { id: "seed-exchange-bse-futures", kind: "exchange", segment: "futures", exchange: "BSE", side: "both", scripGroup: "all", rate: "0", unit: "percent", effectiveFrom: "2024-10-01", ...BSE_2024 },
  { id: "seed-exchange-bse-options", kind: "exchange", segment: "options", exchange: "BSE", side: "both", scripGroup: "all", rate: "0.0325", unit: "percent", effectiveFrom: "2024-10-01", ...BSE_2024 },
  { id: "seed-sebi", kind: "sebi", segment: "all", exchange: "all", side: "both", scripGroup: "all", rate: "10", unit: "per_crore", effectiveFrom: "2020-06-01", ...SEBI_2020 },
  { id: "seed-stamp-delivery", kind: "stamp", segment: "delivery", exchange: "all", side: "buy", scripGroup: "all", rate: "0.015", unit: "percent", effectiveFrom: "2020-07-01", ...STAMP_2020 },
  { id: "seed-stamp-intraday", kind: "stamp", segment: "intraday", exchange: "all", side: "buy", scripGroup: "all", rate: "0.003", unit: "percent", effectiveFrom: "2020-07-01", ...STAMP_2020 },
  { id: "seed-stamp-futures", kind: "stamp", segment: "futures", exchange: "all", side: "buy", scripGroup: "all", rate: "0.002", unit: "percent", effectiveFrom: "2020-07-01", ...STAMP_2020 },
  { id: "seed-stamp-options", kind: "stamp", segment: "options", exchange: "all", side: "buy", scripGroup: "all", rate: "0.003", unit: "percent", effectiveFrom: "2020-07-01", ...STAMP_2020 },
  { id: "seed-ipft-nse", kind: "ipft", segment: "all", exchange: "NSE", side: "both", scripGroup: "all", rate: "10", unit: "per_crore", effectiveFrom: "2024-10-01", ...IPFT_NSE },
  { id: "seed-gst", kind: "gst", segment: "all", exchange: "all", side: "both", scripGroup: "all", rate: "18", unit: "percent", effectiveFrom: "2017-07-01", ...GST_2017 },
];

/*
 * Rows migration 0023-statutory-rate-revisions added (decision 0048), frozen in the same way: a
 * correction of the seed dated like the row it corrects (NSE's IPFT on options is ₹50 per crore of
 * premium, not the ₹10 of the other segments), and the first revision after the seed, the STT on
 * futures and options raised by the Finance Act, 2026 from 1 April 2026.
 */
const IPFT_NSE_OPTIONS = { sourceName: "NSE Investor Protection Fund Trust charge on equity options: ₹50 per crore of premium", sourceUrl: "https://www.nseindia.com/resources/exchange-communication-circulars" };
const STT_2026 = { sourceName: "Finance Act, 2026 (Union Budget 2026-27): STT on futures and options from 1 April 2026", sourceUrl: "https://www.indiabudget.gov.in/" };

export const statutoryRateRevisions: readonly StatutoryRate[] = [
  { id: "rev-ipft-nse-options", kind: "ipft", segment: "options", exchange: "NSE", side: "both", scripGroup: "all", rate: "50", unit: "per_crore", effectiveFrom: "2024-10-01", ...IPFT_NSE_OPTIONS },
  { id: "rev-stt-futures-2026", kind: "stt", segment: "futures", exchange: "all", side: "sell", scripGroup: "all", rate: "0.05", unit: "percent", effectiveFrom: "2026-04-01", ...STT_2026 },
  { id: "rev-stt-options-2026", kind: "stt", segment: "options", exchange: "all", side: "sell", scripGroup: "all", rate: "0.15", unit: "percent", effectiveFrom: "2026-04-01", ...STT_2026 },
];

/*
 * Rows migration 0027-bse-scrip-groups added (decision 0048), frozen in the same way: BSE's charge
 * on the X, XT, Z and ZP groups of its equity segment, ₹10,000 per crore of turnover, which the
 * seed left out (its BSE rows are the general rate of groups A, B and the others). Dated like the
 * seed's BSE rows, the schedule of 1 October 2024 that lists them; the rate itself is older
 * (1 January 2016 for XC, XD, XT and Z, which became X, XT and Z).
 */
const BSE_GROUPS = { sourceName: "BSE equity segment transaction charges: groups X, XT, Z and ZP, ₹10,000 per crore of turnover (schedule in force from 1 October 2024)", sourceUrl: "https://www.bseindia.com/static/members/TFEquity.aspx" };

export const bseScripGroupRates: readonly StatutoryRate[] = [
  { id: "rev-exchange-bse-delivery-x-xt-z-zp", kind: "exchange", segment: "delivery", exchange: "BSE", side: "both", scripGroup: "X-XT-Z-ZP", rate: "10000", unit: "per_crore", effectiveFrom: "2024-10-01", ...BSE_GROUPS },
  { id: "rev-exchange-bse-intraday-x-xt-z-zp", kind: "exchange", segment: "intraday", exchange: "BSE", side: "both", scripGroup: "X-XT-Z-ZP", rate: "10000", unit: "per_crore", effectiveFrom: "2024-10-01", ...BSE_GROUPS },
];

/** Every row the migrations store: what a new database holds before an administrator adds one. */
export const storedStatutoryRates: readonly StatutoryRate[] = [...statutoryRatesSeed, ...statutoryRateRevisions, ...bseScripGroupRates];
