import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startApp, type RunningApp } from "../../support/app-process";
import { createTestDatabase, postgresAvailable } from "../../support/postgres";

/*
 * The option payoff calculator on the built server (issue 24): the result from the address without
 * JavaScript, refusals beside the fields, presets filled by the server, and the lot-size catalogue
 * an administrator edits — on the embedded database and on PostgreSQL.
 */

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, " ");
const resultText = (html: string) => text(/data-testid="result"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "");

/** A bull call spread on 2 lots of 65: debit (300 − 200) × 130 = ₹13,000, breakeven 24,100. */
const spread = new URLSearchParams({
  instrument: "NIFTY", filledFor: "NIFTY", lotSize: "65", spot: "24000", days: "30", volatility: "15", rate: "6.5", preset: "custom",
  leg1Kind: "call", leg1Side: "buy", leg1Strike: "24000", leg1Premium: "300", leg1Lots: "2",
  leg2Kind: "call", leg2Side: "sell", leg2Strike: "24200", leg2Premium: "200", leg2Lots: "2",
  leg3Kind: "none", leg4Kind: "none",
});

async function post(app: RunningApp, path: string, body: Record<string, string>, cookie?: string) {
  return fetch(`${app.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { ...(cookie ? { cookie } : {}), origin: app.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(body),
  });
}

function catalogueChecks(appOf: () => RunningApp) {
  it("offers the seeded lot sizes, and an administrator's revision takes over only from its date", async () => {
    const app = appOf();
    const page = await (await fetch(`${app.url}/option-payoff-calculator`)).text();
    expect(text(page)).toContain("NIFTY: 65 from 30 Dec 2025");
    for (const symbol of ["BANKNIFTY", "FINNIFTY", "MIDCPNIFTY", "SENSEX", "RELIANCE"]) expect(page).toContain(`<option value="${symbol}"`);

    const cookie = await signIn(app);
    const future = await post(app, "/admin/lot-sizes", { intent: "add", symbol: "nifty", name: "Nifty 50", lotSize: "50", effectiveFrom: "2099-01-01", source: "NSE circular (test)" }, cookie);
    expect(future.status).toBe(200);
    const past = await post(app, "/admin/lot-sizes", { intent: "add", symbol: "TESTCO", name: "Test Co", lotSize: "1234", effectiveFrom: "2020-01-01", source: "NSE circular (test)" }, cookie);
    expect(past.status).toBe(200);
    const after = text(await (await fetch(`${app.url}/option-payoff-calculator?instrument=TESTCO`)).text());
    expect(after).toContain("TESTCO: 1234 from 1 Jan 2020");
    // the page stored before the save offers the new instrument at once: a save announces the change
    const stored = await (await fetch(`${app.url}/option-payoff-calculator`)).text();
    expect(stored).toContain('<option value="TESTCO"');
    expect(text(stored)).toContain("NIFTY: 65 from 30 Dec 2025");

    const admin = await (await fetch(`${app.url}/admin/lot-sizes`, { headers: { cookie } })).text();
    expect(text(admin)).toContain("2099-01-01 announced");
    const twice = await post(app, "/admin/lot-sizes", { intent: "add", symbol: "NIFTY", name: "Nifty 50", lotSize: "40", effectiveFrom: "2099-01-01", source: "again" }, cookie);
    expect(twice.status).toBe(409);
    const bad = await post(app, "/admin/lot-sizes", { intent: "add", symbol: "NIFTY 50", name: "x", lotSize: "7.5", effectiveFrom: "2099-02-30", source: "x" }, cookie);
    expect(bad.status).toBe(400);

    const audit = await (await fetch(`${app.url}/admin/audit`, { headers: { cookie } })).text();
    expect(audit).toContain("lot_size.create");
  });

  it("refuses a lot size sent without a session", async () => {
    const app = appOf();
    const anonymous = await post(app, "/admin/lot-sizes", { intent: "add", symbol: "HACK", name: "Hack", lotSize: "1", effectiveFrom: "2020-01-01", source: "none" });
    expect([302, 303, 401, 403]).toContain(anonymous.status);
    const page = await (await fetch(`${app.url}/option-payoff-calculator`)).text();
    expect(page).not.toContain('value="HACK"');
  });
}

describe("the option payoff calculator without JavaScript (embedded database)", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("shows a first visit's strategy at once, with the note that prices are the visitor's", async () => {
    const html = await (await fetch(`${app.url}/option-payoff-calculator`)).text();
    expect(resultText(html)).toContain("Maximum profit Unlimited");
    expect(html).toContain('data-testid="payoff-chart"');
    expect(text(html)).toContain("not live market data");
    expect(html).toContain('"@type":"WebApplication"');
    expect(html).toContain('"@type":"FAQPage"');
  });

  it("computes the spread from the address to the paisa", async () => {
    const html = await (await fetch(`${app.url}/option-payoff-calculator?${spread}`)).text();
    const result = resultText(html);
    expect(result).toContain("Net premium paid ₹13,000.00");
    expect(result).toContain("Maximum profit ₹13,000.00");
    expect(result).toContain("Maximum loss -₹13,000.00");
    expect(result).toContain("Breakevens at expiry ₹24,100.00");
    const table = text(/data-testid="payoff-table"[\s\S]*?<\/table>/.exec(html)![0]);
    expect(table).toContain("24,100.00 ₹0.00");
    expect(table).toContain("24,200.00 ₹13,000.00");
    expect(text(html)).toMatch(/1\. Buy 24,000 call, 2 × lot size/);
  });

  it("fills a preset's legs when asked", async () => {
    const html = await (await fetch(`${app.url}/option-payoff-calculator?preset=ironCondor&intent=preset&spot=24000&days=7&volatility=13&rate=6.5&instrument=NIFTY`)).text();
    expect(html).toMatch(/name="leg4Kind"[\s\S]*?<option value="call" selected/);
    expect(text(/data-testid="greeks-table"[\s\S]*?<\/table>/.exec(html)![0])).toContain("Net");
    expect(resultText(html)).toContain("Net premium received");
  });

  it("refuses bad input beside the field, with no result", async () => {
    const bad = new URLSearchParams(spread);
    bad.set("leg1Strike", "abc");
    bad.set("days", "0");
    bad.set("leg2Lots", "1.5");
    const html = await (await fetch(`${app.url}/option-payoff-calculator?${bad}`)).text();
    expect(resultText(html)).toContain("----");
    expect(html).toContain("The strike must be a number, like 1.5.");
    expect(html).toContain("The days to expiry must be more than 0.");
    expect(html).toContain("Lots are whole numbers, like 1 or 2.");
    expect(html).not.toContain('data-testid="payoff-chart"');
  });

  it("answers an address of subnormal prices at once, and keeps answering (it once ran the server out of memory)", async () => {
    const flat = new URLSearchParams({
      ...Object.fromEntries(spread),
      leg1Kind: "underlying", leg1Side: "buy", leg1Premium: "9.4e-323",
      leg2Kind: "underlying", leg2Side: "sell", leg2Premium: "1.16787e-54",
    });
    for (const path of ["/option-payoff-calculator", "/hi/option-payoff-calculator"]) {
      const response = await fetch(`${app.url}${path}?${flat}`, { signal: AbortSignal.timeout(10_000) });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('data-testid="payoff-chart"');
    }
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });

  it("answers the Hindi page in Hindi", async () => {
    const html = await (await fetch(`${app.url}/hi/option-payoff-calculator?${spread}`)).text();
    expect(resultText(html)).toContain("कुल चुकाया गया प्रीमियम ₹13,000.00");
    expect(html).toContain("स्ट्राइक");
  });

  catalogueChecks(() => app);

  it("refuses an oversized number beside its field on both forms, before reading it", async () => {
    // long enough to be refused, short enough for the address limit (a longer one is refused with 414 before any page runs)
    const long = "9".repeat(2_000);
    for (const [path, name] of [["/option-payoff-calculator", "leg3Premium"], ["/lot-size?mode=nse", "foEntry"]] as const) {
      const query = new URLSearchParams(path.includes("?") ? path.split("?")[1] : spread);
      if (name === "leg3Premium") query.set("leg3Kind", "put");
      query.set(name, long);
      const response = await fetch(`${app.url}${path.split("?")[0]}?${query}`);
      expect(response.status, path).toBe(200);
      expect(text(await response.text()), path).toMatch(/is too long: a number here needs at most 40 characters/);
    }
  });

  it("sizes NSE futures on the lot-size page's NSE mode, from the address", async () => {
    const plain = await (await fetch(`${app.url}/lot-size`)).text();
    expect(plain).toContain('name="stopLoss"');
    expect(plain).toContain('href="/lot-size?mode=nse"');
    const first = await (await fetch(`${app.url}/lot-size?mode=nse`)).text();
    expect(resultText(first)).toContain("----");
    expect(text(first)).toContain("NIFTY: 65 from 30 Dec 2025");
    // BANKNIFTY short: ₹20,000 ÷ (200 points × 30) = 3 lots, ₹18,000 at risk; ₹1,10,000 a lot from the broker
    const query = "mode=nse&foInstrument=BANKNIFTY&foCapital=300000&foRiskType=amount&foRisk=20000&foEntry=52000&foStop=52200&foMarginType=entered&foMargin=110000";
    const result = resultText(await (await fetch(`${app.url}/lot-size?${query}`)).text());
    expect(result).toContain("Lots to trade 3 lots (90 units)");
    expect(result).toContain("Money at Risk ₹18,000.00");
    expect(result).toContain("Margin needed (your broker's figure) ₹3,30,000.00");
    const estimate = resultText(await (await fetch(`${app.url}/lot-size?mode=nse&foInstrument=NIFTY&foCapital=500000&foRiskType=percent&foRisk=2&foEntry=24000&foStop=23900&foMarginType=estimate&foMarginPercent=12`)).text());
    expect(estimate).toContain("Lots to trade 1 lot (65 units)");
    expect(estimate).toContain("Margin needed (rough estimate at 12% of contract value, not SPAN) ₹1,87,200.00");
    const refused = await (await fetch(`${app.url}/lot-size?mode=nse&foInstrument=NIFTY&foCapital=500000&foRiskType=percent&foRisk=2&foEntry=24000&foStop=24000&foMarginType=estimate&foMarginPercent=12`)).text();
    expect(refused).toContain("The stop loss must be away from the entry price.");
    const hindi = resultText(await (await fetch(`${app.url}/hi/lot-size?${query}`)).text());
    expect(hindi).toContain("ट्रेड के लिए लॉट 3 लॉट (90 यूनिट)");
  });
});

const postgres = await postgresAvailable();

describe.skipIf(!postgres)("the lot-size catalogue on PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: RunningApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await startApp({ env: { DATABASE_URL: database.url } });
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  catalogueChecks(() => app);
});
