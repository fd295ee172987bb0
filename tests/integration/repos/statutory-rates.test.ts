import { describe, expect, it } from "vitest";
import { rateInForce } from "../../../app/domain/calculators/statutory-rates";
import { storedStatutoryRates } from "../../../app/server/db/statutory-rates-seed.server";
import { listStatutoryRates } from "../../../app/server/repos/statutory-rates.server";
import { enginesUnderTest } from "../../support/databases";

/*
 * Migrations 0011 and 0023 on both engines (decisions 0034 and 0048): a new database holds the seed
 * and the rows added after it, exactly the list the worked examples of brokerage.test.ts use.
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
    } finally {
      await cleanup();
    }
  });
});
