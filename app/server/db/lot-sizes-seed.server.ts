import type { LotSizeEntry } from "../../domain/calculators/lot-sizes";

/*
 * The lot sizes migration 0012-lot-sizes stored (decisions 0035 and 0048): the latest revision
 * known when it was written. Frozen with the migration: a revision is a new dated row, added on
 * /admin/lot-sizes, never an edit here. Tests read today's sizes from here rather than repeat them.
 */
const NSE_REVISION = "NSE F&O circular on the periodic revision of lot sizes (as remembered; check)";
export const seededLotSizes: readonly LotSizeEntry[] = [
  { symbol: "NIFTY", name: "Nifty 50", lotSize: 65, effectiveFrom: "2025-12-30", source: NSE_REVISION },
  { symbol: "BANKNIFTY", name: "Nifty Bank", lotSize: 30, effectiveFrom: "2025-12-30", source: NSE_REVISION },
  { symbol: "FINNIFTY", name: "Nifty Financial Services", lotSize: 60, effectiveFrom: "2025-12-30", source: NSE_REVISION },
  { symbol: "MIDCPNIFTY", name: "Nifty Midcap Select", lotSize: 120, effectiveFrom: "2025-12-30", source: NSE_REVISION },
  { symbol: "SENSEX", name: "BSE Sensex", lotSize: 20, effectiveFrom: "2024-11-20", source: "BSE derivatives notice on the revision of Sensex contract size (as remembered; check)" },
  { symbol: "RELIANCE", name: "Reliance Industries", lotSize: 500, effectiveFrom: "2025-12-30", source: NSE_REVISION },
  { symbol: "HDFCBANK", name: "HDFC Bank", lotSize: 550, effectiveFrom: "2025-12-30", source: NSE_REVISION },
  { symbol: "ICICIBANK", name: "ICICI Bank", lotSize: 700, effectiveFrom: "2025-12-30", source: NSE_REVISION },
  { symbol: "INFY", name: "Infosys", lotSize: 400, effectiveFrom: "2025-12-30", source: NSE_REVISION },
  { symbol: "TCS", name: "Tata Consultancy Services", lotSize: 175, effectiveFrom: "2025-12-30", source: NSE_REVISION },
  { symbol: "SBIN", name: "State Bank of India", lotSize: 750, effectiveFrom: "2025-12-30", source: NSE_REVISION },
];
