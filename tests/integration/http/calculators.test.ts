import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startApp, type RunningApp } from "../../support/app-process";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

/** The result panel's text, as a visitor without JavaScript reads it. */
async function resultOf(path: string): Promise<{ status: number; text: string; html: string }> {
  const response = await fetch(`${app.url}${path}`);
  const html = await response.text();
  const panel = /data-testid="result"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  return { status: response.status, html, text: panel.replace(/<[^>]+>/g, " ").replace(/&gt;/g, ">").replace(/\s+/g, " ").trim() };
}

describe("calculators without JavaScript and from a shared link", () => {
  it("shows '----' before the first calculation", async () => {
    for (const path of ["/profit-loss-calculator", "/margin-calculator", "/pip-calculator", "/lot-size", "/risk-reward"]) {
      const { status, text } = await resultOf(path);
      expect(status, path).toBe(200);
      expect(text, path).toContain("----");
    }
  });

  it("computes the profit from the address", async () => {
    const query = "instrument=EURUSD&deposit=USD&direction=buy&sizeUnit=lots&size=1&openPrice=1.17126&closePrice=1.17926&conversion=1&unitsPerLot=100000&filledFor=EURUSD:USD";
    const { text } = await resultOf(`/profit-loss-calculator?${query}`);
    expect(text).toContain("Profit 800.00 USD");
    expect(text).toContain("(1.17926 − 1.17126) × 1 lot × 1,00,000 × 1 = 800.00 USD");
    const sell = await resultOf(`/profit-loss-calculator?${query.replace("direction=buy", "direction=sell")}`);
    expect(sell.text).toContain("Loss 800.00 USD");
  });

  it("fills the conversion for an instrument chosen without JavaScript (USDJPY 150 → 151 = 662.25 USD)", async () => {
    const { text } = await resultOf(
      "/profit-loss-calculator?instrument=USDJPY&deposit=USD&direction=buy&sizeUnit=lots&size=1&openPrice=150&closePrice=151&conversion=1&unitsPerLot=100000&filledFor=EURUSD:USD",
    );
    expect(text).toContain("Profit 662.25 USD");
  });

  it("answers bad input with an error next to the field and no result", async () => {
    const { html, text } = await resultOf("/pip-calculator?pips=0&instrument=EURUSD&deposit=USD&lots=&conversion=1&unitsPerLot=100000&pipSize=0.0001&filledFor=EURUSD:USD");
    expect(text).toContain("----");
    expect(html).toContain("The number of pips must be at least 0.01.");
    expect(html).toContain("Enter the trade size.");
    expect(html).toMatch(/aria-invalid="true"/);
  });

  it("keeps both risk-reward forms independent", async () => {
    const { text } = await resultOf("/risk-reward?ratio=2&winRate=50");
    expect(text).toContain("33.33%");
    const ratio = await resultOf("/risk-reward?winRate=50");
    expect(ratio.html.replace(/<[^>]+>/g, " ")).toContain("1 : 1.00");
  });

  it("uses rates an administrator changes, at once (the page cache is emptied)", async () => {
    const path = "/margin-calculator?deposit=INR&pair=EURINR&lots=1&leverage=100&baseRate=&filledFor=";
    const before = await resultOf(path);
    expect(before.text).toContain("Required Margin");
    const cookie = await signIn(app);
    const saved = await fetch(`${app.url}/admin/rates`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: app.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ currency: "INR", unitsPerEur: "100" }),
    });
    expect(saved.status).toBe(200);
    const after = await resultOf(path);
    // 1 lot × 1,000 EUR × 100 INR/EUR ÷ 100 = 1,000 INR
    expect(after.text).toContain("1,000.00 INR");
    expect(after.text).toContain("Set by an administrator");
  });

  it("refuses anonymous rate changes and bad rates", async () => {
    const anonymous = await fetch(`${app.url}/admin/rates`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ currency: "INR", unitsPerEur: "1" }),
    });
    expect(anonymous.status).toBe(302);
    const cookie = await signIn(app);
    const bad = await fetch(`${app.url}/admin/rates`, {
      method: "POST",
      headers: { cookie, origin: app.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ currency: "INR", unitsPerEur: "-3" }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("The rate must be a number above 0.");

    // Coins and gold are priced in dollars: a rate per euro is not what the form asks for.
    for (const [body, message] of [
      [{ currency: "BTC", usdPrice: "-1" }, "The price must be a number above 0."],
      [{ currency: "BTC", unitsPerEur: "0.00001" }, "Enter the price."],
      [{ currency: "DOGE", unitsPerEur: "1" }, "Choose a currency."],
    ] as const) {
      const refused = await fetch(`${app.url}/admin/rates`, {
        method: "POST",
        headers: { cookie, origin: app.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(body),
      });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(await refused.text()).toContain(message);
    }
  });
});
