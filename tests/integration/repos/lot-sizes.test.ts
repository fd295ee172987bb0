import { describe, expect, it } from "vitest";
import { lotSizesInForce } from "../../../app/domain/calculators/lot-sizes";
import { addLotSize, deleteLotSize, listLotSizes, listPublicLotSizes } from "../../../app/server/repos/lot-sizes.server";
import { enginesUnderTest } from "../../support/databases";

/*
 * Migration 0012 and the lot-size repository (issue 24, decision 0035) on both engines: the seeded
 * catalogue, one row per symbol and date, revisions that take over on their date, removal.
 */

const engines = await enginesUnderTest();

describe.each(engines)("lot sizes on $name", (engine) => {
  it.skipIf(!engine.available)("seeds the indices and stocks, adds a dated revision once, and removes it", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      const seeded = lotSizesInForce(await listPublicLotSizes(handle.db), "2026-11-26");
      expect(Object.fromEntries(seeded.map((entry) => [entry.symbol, entry.lotSize]))).toMatchObject({ NIFTY: 65, BANKNIFTY: 30, FINNIFTY: 60, MIDCPNIFTY: 120, SENSEX: 20 });
      expect(seeded.every((entry) => entry.source.length > 0 && /^\d{4}-\d{2}-\d{2}$/.test(entry.effectiveFrom))).toBe(true);

      const revision = { symbol: "NIFTY", name: "Nifty 50", lotSize: 50, effectiveFrom: "2027-01-01", source: "test circular" };
      const added = await addLotSize(handle.db, revision);
      expect(added?.id).toBeTruthy();
      expect(await addLotSize(handle.db, { ...revision, lotSize: 40 })).toBeNull();

      const all = await listPublicLotSizes(handle.db);
      expect(lotSizesInForce(all, "2026-12-31").find((entry) => entry.symbol === "NIFTY")?.lotSize).toBe(65);
      expect(lotSizesInForce(all, "2027-01-01").find((entry) => entry.symbol === "NIFTY")?.lotSize).toBe(50);
      const rows = await listLotSizes(handle.db);
      expect(rows.filter((row) => row.symbol === "NIFTY").map((row) => row.effectiveFrom)).toEqual(["2027-01-01", "2025-12-30"]);
      expect(typeof rows[0]!.lotSize).toBe("number");

      expect((await deleteLotSize(handle.db, added!.id))?.lotSize).toBe(50);
      expect(await deleteLotSize(handle.db, added!.id)).toBeNull();
    } finally {
      await cleanup();
    }
  });
});
