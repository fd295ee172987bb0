import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededLotSizes } from "../../../app/server/db/lot-sizes-seed.server";
import { signIn, startApp, type RunningApp } from "../../support/app-process";
import { createTestDatabase, postgresAvailable } from "../../support/postgres";

/*
 * The charges calculator on the built server (issue 24), on both engines: the worked examples of
 * app/domain/calculators/brokerage.test.ts answered from the address without JavaScript, the rates
 * named with their dates and sources, and an administrator's rate dated ahead used only for trades
 * from its date, while the admin action refuses anyone without a session; BSE's X, XT, Z and ZP
 * groups' charge (decision 0048), and the lot size the form starts with, NIFTY's in the catalogue.
 */

const delivery = "segment=delivery&exchange=NSE&buyPrice=1000&sellPrice=1100&quantity=100&lotSize=75&plan=lowerOf20&feeType=percent&feeFlat=20&feePercent=0.03&feeCap=20&dpCharge=13.50&tradeDate=2026-11-25";
/** The BSE delivery example of brokerage.test.ts in a scrip of the X, XT, Z and ZP groups. */
const groupX = "segment=delivery&exchange=BSE&scripGroup=X-XT-Z-ZP&buyPrice=1000&sellPrice=1100&quantity=100&plan=lowerOf20&feeType=percent&feeFlat=20&feePercent=0.03&feeCap=20&dpCharge=13.50&tradeDate=2026-11-25";
const options = (tradeDate: string) =>
  `segment=options&exchange=NSE&buyPrice=100&sellPrice=120&quantity=2&lotSize=75&plan=lowerOf20&feeType=percent&feeFlat=20&feePercent=0.03&feeCap=20&dpCharge=13.50&tradeDate=${tradeDate}`;

const textOf = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/\s+/g, " ").trim();

/** The page as a visitor without JavaScript reads it: the result panel, the itemised table, the rates used. */
async function page(app: RunningApp, path: string) {
  const response = await fetch(`${app.url}${path}`);
  const html = await response.text();
  const part = (testId: string) => textOf(new RegExp(`data-testid="${testId}"[\\s\\S]*?</(?:section|div)>`).exec(html)?.[0] ?? "");
  const table = textOf(/data-testid="result-table"[\s\S]*?<\/table>/.exec(html)?.[0] ?? "");
  const rates = textOf(/data-testid="rates-used"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "");
  return { status: response.status, html, result: part("result"), table, rates };
}

/** A year ahead, so the test keeps working as the calendar moves on. */
const nextYear = new Date().getUTCFullYear() + 1;

const engines: { name: string; env: () => Promise<{ env: Record<string, string>; drop?: () => Promise<void> } | null> }[] = [
  { name: "SQLite", env: async () => ({ env: {} }) },
  {
    name: "PostgreSQL",
    env: async () => {
      if (!(await postgresAvailable())) return null;
      const database = await createTestDatabase();
      return { env: { DATABASE_URL: database.url }, drop: database.drop };
    },
  },
];

for (const engine of engines) {
  describe(`the brokerage calculator on ${engine.name}`, () => {
    let app: RunningApp | undefined;
    let drop: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      const setup = await engine.env();
      if (!setup) return;
      drop = setup.drop;
      app = await startApp({ env: setup.env });
    });
    afterAll(async () => {
      await app?.stop();
      await drop?.();
    });

    it("shows '----' before the first calculation, and the worked delivery example from the address", async (context) => {
      if (!app) return context.skip();
      const empty = await page(app, "/brokerage-calculator");
      expect(empty.status).toBe(200);
      expect(empty.result).toContain("----");
      expect(empty.html).toContain("education only");

      const { result, table, rates } = await page(app, `/brokerage-calculator?${delivery}`);
      expect(result).toContain("Total charges ₹248.79");
      expect(result).toContain("Net profit ₹9,751.21");
      expect(result).toContain("₹2.49 per share");
      expect(table).toContain("STT ₹100.00 ₹110.00 ₹210.00");
      expect(table).toContain("Exchange transaction charges ₹2.97 ₹3.27 ₹6.24");
      expect(table).toContain("DP charge ₹0.00 ₹13.50 ₹13.50");
      expect(table).toContain("Total charges ₹118.74 ₹130.05 ₹248.79");
      expect(rates).toContain("STT: buy and sell 0.1% 1 Jun 2013 Finance Act, 2013");
      expect(rates).toContain("GST: buy and sell 18% 1 Jul 2017");
    });

    it("charges BSE's X, XT, Z and ZP groups ₹10,000 per crore, and names that rate with its group", async (context) => {
      if (!app) return context.skip();
      const { result, table, rates, html } = await page(app, `/brokerage-calculator?${groupX}`);
      expect(html).toContain("BSE scrip group");
      expect(result).toContain("Total charges ₹488.98");
      expect(result).toContain("Net profit ₹9,511.02");
      expect(table).toContain("Exchange transaction charges ₹100.00 ₹110.00 ₹210.00");
      expect(table).toContain("GST ₹18.02 ₹22.25 ₹40.27");
      expect(rates).toContain("Exchange transaction charges, X, XT, Z and ZP groups: buy and sell ₹10,000 per crore 1 Oct 2024 BSE equity segment transaction charges");
      // the general groups keep the general rate
      const general = await page(app, `/brokerage-calculator?${groupX.replace("X-XT-Z-ZP", "A-B")}`);
      expect(general.result).toContain("Total charges ₹250.47");
      expect(general.rates).toContain("Exchange transaction charges: buy and sell 0.00375%");

      const hindi = await page(app, `/hi/brokerage-calculator?${groupX}`);
      expect(hindi.result).toContain("कुल चार्ज ₹488.98");
      expect(hindi.rates).toContain("एक्सचेंज ट्रांज़ैक्शन चार्ज, X, XT, Z और ZP ग्रुप: ख़रीद और बिक्री पर ₹10,000 प्रति करोड़");
    });

    it("refuses an unknown scrip group beside its field, in English and Hindi", async (context) => {
      if (!app) return context.skip();
      for (const [path, refusal] of [
        ["/brokerage-calculator", "Choose a BSE scrip group."],
        ["/hi/brokerage-calculator", "एक BSE स्क्रिप ग्रुप चुनें।"],
      ] as const) {
        const { status, html, result } = await page(app, `${path}?${groupX.replace("X-XT-Z-ZP", "Q")}`);
        expect(status).toBe(200);
        expect(result).toContain("----");
        expect(html).toContain(refusal);
        expect(html).toMatch(/<select[^>]*name="scripGroup"[^>]*aria-invalid="true"|<select[^>]*aria-invalid="true"[^>]*name="scripGroup"/);
      }
      // on NSE the group is not asked for, so not refused
      expect((await page(app, `/brokerage-calculator?${groupX.replace("exchange=BSE", "exchange=NSE").replace("X-XT-Z-ZP", "Q")}`)).result).toContain("Total charges ₹248.79");
    });

    it("starts the lot size at NIFTY's in the catalogue", async (context) => {
      if (!app) return context.skip();
      const nifty = String(seededLotSizes.find((entry) => entry.symbol === "NIFTY")?.lotSize);
      const { html } = await page(app, "/brokerage-calculator?segment=futures");
      const input = /<input[^>]*name="lotSize"[^>]*>/.exec(html)?.[0] ?? "";
      expect(input).toContain(`value="${nifty}"`);
    });

    it("refuses bad input beside the field, cheaply", async (context) => {
      if (!app) return context.skip();
      const started = Date.now();
      const { status, html, result } = await page(app, `/brokerage-calculator?${delivery.replace("buyPrice=1000", `buyPrice=${"9".repeat(5_000)}`).replace("quantity=100", "quantity=1.5")}`);
      expect(status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(result).toContain("----");
      expect(html).toContain("The buy price is too long");
      expect(html).toContain("Enter a whole number, like 25.");
      expect(html).toMatch(/aria-invalid="true"/);
    });

    it("refuses an administrator's rate without a session, and a bad one beside its field", async (context) => {
      if (!app) return context.skip();
      const fields = { kind: "stt", segment: "options", exchange: "all", side: "sell", scripGroup: "all", rate: "0.2", unit: "percent", effectiveFrom: `${nextYear}-04-01`, sourceName: "Finance Act (test)", sourceUrl: "https://www.indiabudget.gov.in/" };
      const anonymous = await fetch(`${app.url}/admin/statutory-rates`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
      expect(anonymous.status).toBe(302);
      expect((await page(app, `/brokerage-calculator?${options(`${nextYear}-04-01`)}`)).table).toContain("STT ₹0.00 ₹27.00 ₹27.00");

      const cookie = await signIn(app);
      const bad = await fetch(`${app.url}/admin/statutory-rates`, {
        method: "POST",
        headers: { cookie, origin: app.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...fields, rate: "15%", effectiveFrom: "2020-01-01", scripGroup: "X-XT-Z-ZP" }),
      });
      expect(bad.status).toBe(400);
      const answer = await bad.text();
      expect(answer).toContain("Write the rate as published");
      expect(answer).toContain("Rates apply from today");
      expect(answer).toContain("A scrip group applies only to BSE&#x27;s equity delivery or intraday");
    });

    it("uses an administrator's future-dated rate for trades from its date only, and audits it", async (context) => {
      if (!app) return context.skip();
      const cookie = await signIn(app);
      const added = await fetch(`${app.url}/admin/statutory-rates`, {
        method: "POST",
        headers: { cookie, origin: app.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ kind: "stt", segment: "options", exchange: "all", side: "sell", scripGroup: "all", rate: "0.2", unit: "percent", effectiveFrom: `${nextYear}-04-01`, sourceName: "Finance Act (test)", sourceUrl: "https://www.indiabudget.gov.in/" }),
      });
      expect(added.status).toBe(200);
      expect(await added.text()).toContain(`added from ${nextYear}-04-01`);

      // the Finance Act 2026's 0.15% of ₹18,000 = ₹27 the day before; 0.2% = ₹36 from the date (the page cache was emptied)
      expect((await page(app, `/brokerage-calculator?${options(`${nextYear}-03-31`)}`)).table).toContain("STT ₹0.00 ₹27.00 ₹27.00");
      const after = await page(app, `/brokerage-calculator?${options(`${nextYear}-04-01`)}`);
      expect(after.table).toContain("STT ₹0.00 ₹36.00 ₹36.00");
      expect(after.rates).toContain("0.2%");
      expect(after.rates).toContain("Finance Act (test)");

      const screen = await (await fetch(`${app.url}/admin/statutory-rates`, { headers: { cookie } })).text();
      expect(screen).toContain("from a future date");
      const audit = await (await fetch(`${app.url}/admin/audit?entity=statutory_rate`, { headers: { cookie } })).text();
      expect(audit).toContain("statutory_rate.create");

      // the same charge from the same date again is refused: one rate per charge and date
      const twice = await fetch(`${app.url}/admin/statutory-rates`, {
        method: "POST",
        headers: { cookie, origin: app.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ kind: "stt", segment: "options", exchange: "all", side: "sell", scripGroup: "all", rate: "0.25", unit: "percent", effectiveFrom: `${nextYear}-04-01`, sourceName: "Again", sourceUrl: "https://www.indiabudget.gov.in/" }),
      });
      expect(twice.status).toBe(400);
    });

    it("answers in Hindi under /hi with the same figures", async (context) => {
      if (!app) return context.skip();
      const { result, table } = await page(app, `/hi/brokerage-calculator?${delivery}`);
      expect(result).toContain("कुल चार्ज ₹248.79");
      expect(result).toContain("नेट प्रॉफ़िट ₹9,751.21");
      expect(table).toContain("स्टांप ड्यूटी ₹15.00 ₹0.00 ₹15.00");
    });
  });
}
