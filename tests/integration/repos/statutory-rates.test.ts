import { describe, expect, it } from "vitest";
import { rateInForce } from "../../../app/domain/calculators/statutory-rates";
import { storedStatutoryRates } from "../../../app/server/db/statutory-rates-seed.server";
import { listStatutoryRates } from "../../../app/server/repos/statutory-rates.server";
import { enginesUnderTest } from "../../support/databases";

/*
 * Migrations 0011, 0023 and 0027 on both engines (decisions 0034 and 0048): a new database holds the
 * seed and the rows added after it, BSE's scrip groups' among them, exactly the list the worked
 * examples of brokerage.test.ts use.
 */

const engines = await enginesUnderTest();

describe.each(engines)("the stored statutory rates on $name", (engine) => {
  it.skipIf(!engine.available)("are the seed and its revisions, and the revisions take over on their dates", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      const stored = await listStatutoryRates(handle.db);
      const byId = (rates: readonly { id: string }[]) => [...rates].sort((a, b) => a.id.localeCompare(b.id));
      expect(byId(stored)).toEqual(byId(storedStatutoryRates));
      const stt = (date: string) => rateInForce(stored, { kind: "stt", segment: "futures", exchange: "NSE", side: "sell" }, date)?.rate;
      expect([stt("2026-03-31"), stt("2026-04-01")]).toEqual(["0.02", "0.05"]);
      expect(rateInForce(stored, { kind: "ipft", segment: "options", exchange: "NSE", side: "buy" }, "2024-10-01")?.rate).toBe("50");
      // the rows stored before 0027 are for every group; the X, XT, Z and ZP groups' charge is their own
      const bse = (scripGroup: "A-B" | "X-XT-Z-ZP") => rateInForce(stored, { kind: "exchange", segment: "intraday", exchange: "BSE", side: "sell", scripGroup }, "2026-11-25");
      expect([bse("A-B")?.rate, bse("A-B")?.scripGroup]).toEqual(["0.00375", "all"]);
      expect([bse("X-XT-Z-ZP")?.rate, bse("X-XT-Z-ZP")?.unit, bse("X-XT-Z-ZP")?.scripGroup]).toEqual(["10000", "per_crore", "X-XT-Z-ZP"]);
    } finally {
      await cleanup();
    }
  });
});
