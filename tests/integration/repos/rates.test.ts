import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crossRate } from "../../../app/domain/calculators/rates";
import { parseEuroReferenceRates } from "../../../app/server/rates/euro-reference-rates.server";
import { ADMIN_SOURCE, FEED_SOURCE, loadRatesSnapshot, refreshRatesFromFeed, refreshRatesIfStale, SEED_SOURCE, seedMissingRates } from "../../../app/server/rates/rates.server";
import { listRates, saveRates } from "../../../app/server/repos/rates.server";
import { setRateByHand } from "../../../app/server/rates/rates-admin.server";
import { enginesUnderTest, useDatabase } from "../../support/databases";
import { repoRoot } from "../../support/app-process";
import { servicesFor } from "../../support/services";

const engines = await enginesUnderTest();
const fixture = readFileSync(path.join(repoRoot, "tests/fixtures/euro-reference-rates.xml"), "utf8");

let server: Server;
let baseUrl = "";
let requests = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    requests += 1;
    if (req.url === "/daily.xml") res.writeHead(200, { "content-type": "text/xml" }).end(fixture);
    else if (req.url === "/broken.xml") res.writeHead(200, { "content-type": "text/xml" }).end("<html>maintenance</html>");
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the reference-rates document", () => {
  it("reads the date and every rate", () => {
    const parsed = parseEuroReferenceRates(fixture);
    expect(parsed.asOf).toBe("2026-11-21");
    expect(parsed.unitsPerEur).toMatchObject({ USD: 1.165, JPY: 180.1, INR: 103.05, SEK: 11.102 });
  });

  it("refuses a document without rates", () => {
    expect(() => parseEuroReferenceRates("<html></html>")).toThrow(/no date/);
  });
});

/** The cases share one database: one that changes rates puts the seed back for the cases after it. */
async function backToTheSeed(services: ReturnType<typeof servicesFor>) {
  await services.db.deleteFrom("rates").execute();
  await seedMissingRates(services);
}

describe.each(engines)("rates on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    const database = useDatabase(engine, { beforeAll, afterAll });

    it("seeds sensible rates with their date, once", async () => {
      const services = servicesFor(database());
      await seedMissingRates(services);
      await seedMissingRates(services);
      const snapshot = await loadRatesSnapshot(services);
      expect(snapshot.origins.INR).toEqual({ source: SEED_SOURCE, asOf: "2026-11-20" });
      expect(snapshot.origins.BTC).toEqual({ source: SEED_SOURCE, asOf: "2026-11-20" });
      const usdInr = crossRate(snapshot.unitsPerEur, "USD", "INR")!;
      expect(usdInr).toBeGreaterThan(70);
      expect(usdInr).toBeLessThan(110);
      expect(crossRate(snapshot.unitsPerEur, "BTC", "USD")).toBeCloseTo(95_000, 0);
    });

    it("adds a currency the calculators learnt since the database was seeded, at its dollar price", async () => {
      const services = servicesFor(database());
      await seedMissingRates(services);
      await services.db.deleteFrom("rates").where("currency", "=", "XAU").execute();
      await saveRates(services.db, [{ currency: "USD", unitsPerEur: 1.2, source: FEED_SOURCE, asOf: "2026-11-21" }]);
      await seedMissingRates(services);
      const snapshot = await loadRatesSnapshot(services);
      expect(crossRate(snapshot.unitsPerEur, "XAU", "USD")).toBeCloseTo(4_100, 6);
      expect(snapshot.origins.USD).toEqual({ source: FEED_SOURCE, asOf: "2026-11-21" });
      await backToTheSeed(services);
    });

    it("keeps the dollar prices of coins and gold when an administrator corrects the dollar", async () => {
      const services = servicesFor(database());
      await seedMissingRates(services);
      const actor = { id: null, email: "rates-admin@example.in", ip: "127.0.0.1" };
      expect(await setRateByHand(services, { currency: "BTC", usdPrice: 100_000 }, actor)).toEqual({ ok: true });
      expect(await setRateByHand(services, { currency: "USD", unitsPerEur: 1.2 }, actor)).toEqual({ ok: true });
      // each correction is in the audit trail, written with it
      const audited = await services.db.selectFrom("auditEvents").select(["action", "entityId"]).where("actorEmail", "=", actor.email).orderBy("entityId").execute();
      expect(audited).toEqual([
        { action: "rate.update", entityId: "BTC" },
        { action: "rate.update", entityId: "USD" },
      ]);
      const snapshot = await loadRatesSnapshot(services);
      expect(crossRate(snapshot.unitsPerEur, "EUR", "USD")).toBe(1.2);
      expect(crossRate(snapshot.unitsPerEur, "BTC", "USD")).toBeCloseTo(100_000, 6);
      expect(crossRate(snapshot.unitsPerEur, "XAU", "USD")).toBeCloseTo(4_100, 6);
      expect(snapshot.origins.BTC?.source).toBe(ADMIN_SOURCE);
      expect(snapshot.origins.XAU).toEqual({ source: SEED_SOURCE, asOf: "2026-11-20" });
      await backToTheSeed(services);
    });

    it("refreshes from the feed, crossing through EUR, and keeps crypto", async () => {
      const services = servicesFor(database());
      await seedMissingRates(services);
      const changes: string[] = [];
      services.bus.subscribe((event) => event.type === "content.changed" && changes.push(event.area));
      expect(await refreshRatesFromFeed(services, `${baseUrl}/daily.xml`)).toEqual({ ok: true, asOf: "2026-11-21" });
      const snapshot = await loadRatesSnapshot(services);
      expect(snapshot.origins.INR).toEqual({ source: FEED_SOURCE, asOf: "2026-11-21" });
      // Coins and gold keep their dollar price and the date it was set, though the euro moved.
      expect(snapshot.origins.BTC).toEqual({ source: SEED_SOURCE, asOf: "2026-11-20" });
      expect(crossRate(snapshot.unitsPerEur, "USD", "INR")).toBeCloseTo(103.05 / 1.165, 10);
      expect(crossRate(snapshot.unitsPerEur, "BTC", "USD")).toBeCloseTo(95_000, 6);
      expect(crossRate(snapshot.unitsPerEur, "XAU", "USD")).toBeCloseTo(4_100, 6);
      const stored = await listRates(services.db);
      expect(stored.map((row) => row.currency)).not.toContain("SEK");
      expect(changes).toEqual(["rates"]);
    });

    it("keeps the last rates when the source cannot be reached or answers nonsense", async () => {
      const services = servicesFor(database());
      const before = await listRates(services.db);
      const seen = requests;
      for (const url of [`${baseUrl}/down.xml`, `${baseUrl}/broken.xml`, "http://127.0.0.1:9/closed-port.xml"]) {
        const outcome = await refreshRatesFromFeed(services, url);
        expect(outcome.ok, url).toBe(false);
        expect(outcome.error, url).toBeTruthy();
      }
      expect(requests - seen).toBe(2);
      expect(await listRates(services.db)).toEqual(before);
    });
  });
});

describe("the stale-rates check ten minutes after start", () => {
  it("answers 'failed' instead of throwing when the database cannot be read (a timer's rejection would stop the process)", async () => {
    const [sqlite] = engines;
    const { handle, cleanup } = await sqlite!.open();
    const services = servicesFor(handle);
    await handle.close();
    await expect(refreshRatesIfStale(services, "http://127.0.0.1:9/unused.xml")).resolves.toBe("failed");
    await cleanup().catch(() => undefined);
  });
});
