import type { Page } from "@playwright/test";
import { field, openCalculator as open, result, settled } from "./calculator-helpers";
import { expect, signInThroughForm, test } from "./fixtures";

const inr = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (value: number, currency: string) => `${inr.format(value)} ${currency}`;

/** Sets one rate at /admin/rates (the page must be signed in). */
async function setRateInAdmin(page: Page, label: string, value: string, currency: string) {
  await page.goto("/admin/rates");
  await page.getByLabel(label).fill(value);
  await page.getByRole("button", { name: `Save ${currency}` }).click();
  await expect(page.getByText(`${currency} saved.`)).toBeVisible();
}

const numberOf = async (page: Page, label: string | RegExp) => {
  await settled(page);
  return Number(await field(page, label).inputValue());
};

test.describe("profit and loss", () => {
  test("shows '----', then the spec's default profit with its formula, and keeps the inputs in the address", async ({ page }) => {
    await open(page, "/profit-loss-calculator");
    await expect(result(page)).toContainText("----");
    await expect(page.getByText("These tools are for education only and are not investment advice.")).toBeVisible();
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(result(page)).toContainText("Profit");
    await expect(result(page)).toContainText("800.00 USD");
    await expect(page.getByTestId("formula")).toHaveText("(1.17926 − 1.17126) × 1 lot × 1,00,000 × 1 = 800.00 USD");
    await expect(page).toHaveURL(/closePrice=1.17926/);

    await page.getByText("Sell", { exact: true }).click();
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(result(page)).toContainText("Loss");
    await expect(result(page)).toContainText("800.00 USD");
  });

  test("converts a JPY pair into a USD account: USDJPY 150 → 151, 1 lot = 662.25 USD", async ({ page }) => {
    await open(page, "/profit-loss-calculator");
    await field(page, "Instrument").selectOption("USDJPY");
    await expect(page.getByLabel("Forex")).toBeChecked();
    await expect(page.getByLabel("Crypto")).not.toBeChecked();
    await field(page, "Open price").fill("150");
    await field(page, "Close price").fill("151");
    await expect(field(page, /Conversion price/)).toHaveValue("0.00662252");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(result(page)).toContainText("662.25 USD");
  });

  test("prices crypto per coin: BTCUSD 0.5 lot from 90,000 to 91,000 = 500 USD", async ({ page }) => {
    await open(page, "/profit-loss-calculator");
    await field(page, "Instrument").selectOption("BTCUSD");
    await expect(page.getByLabel("Crypto")).toBeChecked();
    await expect(page.getByLabel("Forex")).not.toBeChecked();
    await expect(field(page, "Units per lot")).toHaveValue("1");
    await expect(page.getByText("1 lot = 1 coin")).toBeVisible();
    await field(page, "Trade size (lots)").fill("0.5");
    await field(page, "Open price").fill("90000");
    await field(page, "Close price").fill("91000");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(result(page)).toContainText("500.00 USD");
  });

  test("sizes an NSE rupee pair at 1,000 units a lot: USDINR 2 lots from 88.00 to 88.50 = 1,000 INR", async ({ page }) => {
    await open(page, "/profit-loss-calculator");
    await field(page, "Instrument").selectOption("USDINR");
    await field(page, "Deposit currency").selectOption("INR");
    await expect(field(page, "Units per lot")).toHaveValue("1000");
    await field(page, "Trade size (lots)").fill("2");
    await field(page, "Open price").fill("88");
    await field(page, "Close price").fill("88.5");
    await expect(field(page, /Conversion price/)).toHaveValue("1");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(result(page)).toContainText("1,000.00 INR");
  });

  test("says what is wrong next to the field instead of a silent nothing", async ({ page }) => {
    await open(page, "/profit-loss-calculator");
    await field(page, "Trade size (lots)").fill("");
    await field(page, "Open price").fill("-1");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(field(page, "Trade size (lots)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter the trade size.")).toBeVisible();
    await expect(page.getByText("The open price must be at least 0.00001.")).toBeVisible();
    await expect(result(page)).toContainText("----");
  });
});

test.describe("margin", () => {
  test("uses the pair and the deposit currency (defaults, then a rupee pair at 1:50)", async ({ page }) => {
    await open(page, "/margin-calculator");
    const usdRate = await numberOf(page, /Exchange rate/);
    expect(usdRate).toBeGreaterThan(1);
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(result(page)).toContainText(money((1 * 100_000 * usdRate) / 100, "USD"));

    await field(page, "Deposit currency").selectOption("INR");
    await field(page, "Currency pair").selectOption("JPYINR");
    await field(page, "Leverage").selectOption("50");
    await field(page, "Lot size").fill("2");
    const jpyInInr = await numberOf(page, /Exchange rate/);
    expect(jpyInInr).toBeGreaterThan(0.3);
    expect(jpyInInr).toBeLessThan(1);
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(result(page)).toContainText(money((2 * 100_000 * jpyInInr) / 50, "INR"));
  });

  test("stays busy until the last change is answered, when a change comes while the first is on its way", async ({ page }) => {
    // Each answer is held until the test lets it go, so that the pair is changed while the deposit's answer is on its way.
    const held: (() => void)[] = [];
    let holding = false;
    await page.route(
      (url) => url.pathname === "/margin-calculator" && url.search !== "",
      async (route) => {
        if (!holding || route.request().resourceType() !== "fetch") return route.continue();
        await new Promise<void>((release) => held.push(release));
        await route.continue();
      },
    );
    await open(page, "/margin-calculator");
    const card = page.locator("[data-calculator-card]");
    // with a result on screen, an answer replaces the whole card (not only the form)
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(result(page)).toContainText("USD");
    await settled(page);
    holding = true;
    await field(page, "Deposit currency").selectOption("INR");
    await expect.poll(() => held.length).toBe(1);
    await field(page, "Currency pair").selectOption("JPYINR");
    held.shift()!();
    // the deposit's answer is in, the pair's question is on its way: still busy (screen readers wait, and so does settled())
    await expect.poll(() => held.length).toBe(1);
    await expect(card).toHaveAttribute("aria-busy", "");
    held.shift()!();
    await settled(page);
    const jpyInInr = Number(await field(page, /Exchange rate/).inputValue());
    expect(jpyInInr).toBeGreaterThan(0.3);
    expect(jpyInInr).toBeLessThan(1);
  });
});

test.describe("risk-reward and win rate", () => {
  test("has two independent forms with the spec's defaults", async ({ page }) => {
    await open(page, "/risk-reward");
    const [toWinRate, toRatio] = [page.getByRole("region", { name: "Ratio to win rate" }), page.getByRole("region", { name: "Win rate to ratio" })];
    await toWinRate.getByRole("button", { name: "Calculate" }).click();
    await expect(toWinRate.getByTestId("result")).toContainText("33.33%");
    await expect(toRatio.getByTestId("result")).toContainText("----");
    await toRatio.getByLabel("Win rate (%)").fill("40");
    await toRatio.getByRole("button", { name: "Calculate" }).click();
    await expect(toRatio.getByTestId("result")).toContainText("1 : 1.50");
    await expect(toWinRate.getByTestId("result")).toContainText("33.33%");
    await toWinRate.getByLabel(/Reward-to-risk ratio/).fill("3");
    await toWinRate.getByRole("button", { name: "Calculate" }).click();
    await expect(toWinRate.getByTestId("result")).toContainText("25.00%");
    await toRatio.getByLabel("Win rate (%)").fill("100");
    await toRatio.getByRole("button", { name: "Calculate" }).click();
    await expect(toRatio.getByText("The win rate must be at most 99.99.")).toBeVisible();
  });
});

test.describe("pip value", () => {
  test("values a pip in a EUR account through the stored rates, and Update Prices brings them back", async ({ page }) => {
    await open(page, "/pip-calculator");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(result(page)).toContainText("10.00 USD");

    await field(page, "Deposit currency").selectOption("EUR");
    const usdInEur = await numberOf(page, /Conversion price/);
    expect(usdInEur).toBeGreaterThan(0.5);
    expect(usdInEur).toBeLessThan(1);
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(result(page)).toContainText(money(1 * 0.0001 * 1 * 100_000 * usdInEur, "EUR"));

    await field(page, /Conversion price/).fill("5");
    await page.getByRole("button", { name: "Update Prices" }).click();
    await expect(field(page, /Conversion price/)).toHaveValue(String(usdInEur));
    await expect(page.getByText(/Rates: .*20 Nov 2026/)).toBeVisible();
  });

  test("uses 0.01 pips for a JPY pair", async ({ page }) => {
    await open(page, "/pip-calculator");
    await field(page, "Instrument").selectOption("USDJPY");
    await expect(field(page, "Pip size")).toHaveValue("0.01");
    const conversion = await numberOf(page, /Conversion price/);
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(result(page)).toContainText(money(0.01 * 100_000 * conversion, "USD"));
  });
});

test.describe("lot size", () => {
  test("gives the spec's defaults, then sizes from a stop price and an amount at risk", async ({ page }) => {
    await open(page, "/lot-size");
    await expect(result(page)).toContainText("----");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(result(page)).toContainText("0.02 lots");
    await expect(result(page)).toContainText("20.00 USD");

    await page.getByText("Price", { exact: true }).click();
    await field(page, /Risk amount/).fill("150");
    await page.getByText("Stop price", { exact: true }).click();
    await field(page, "Entry price").fill("1.1712");
    await field(page, "Stop-loss price").fill("1.1632");
    await page.getByRole("button", { name: "Calculate" }).click();
    // 150 ÷ (80 pips × 0.0001 × 100,000 × 1) = 0.1875 → 0.18 (rounded down)
    await expect(result(page)).toContainText("0.18 lots");
    await expect(result(page)).toContainText("150.00 USD");
  });
});

test.describe("without JavaScript and from a shared link", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts and the server renders the result, and the address can be shared", async ({ page, browser, baseURL }) => {
    await page.goto("/lot-size");
    await page.getByLabel("Account balance").fill("5000");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/balance=5000/);
    await expect(result(page)).toContainText("0.12 lots");
    await expect(result(page)).toContainText("100.00 USD");

    const shared = page.url();
    const other = await browser.newContext({ baseURL });
    const visitor = await other.newPage();
    await visitor.goto(shared);
    await expect(visitor.getByTestId("result")).toContainText("0.12 lots");
    await other.close();
  });
});

test.describe("exchange rates in the admin", () => {
  test("an administrator corrects a rate and the calculators use it at once", async ({ page }) => {
    await page.goto("/admin/rates");
    await expect(page).toHaveURL(/\/admin$|\/admin\?/);
    await signInThroughForm(page);
    await page.goto("/admin/rates");
    await expect(page.getByRole("heading", { name: "Exchange rates" })).toBeVisible();
    await page.getByLabel("Units of INR for 1 EUR").fill("100");
    await page.getByRole("button", { name: "Save INR" }).click();
    await expect(page.getByText("INR saved.")).toBeVisible();
    await expect(page.getByRole("row", { name: /INR/ })).toContainText("Set by an administrator");

    await open(page, "/margin-calculator");
    await field(page, "Deposit currency").selectOption("INR");
    await expect(field(page, /Exchange rate/)).toHaveValue("100");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(result(page)).toContainText("1,00,000.00 INR");

    // The worker's server is shared: later tests expect the seeded rate.
    await setRateInAdmin(page, "Units of INR for 1 EUR", "103.61", "INR");
  });
});

test.describe("after a first result", () => {
  test("the result follows the inputs, dims while a field is half typed, and a failed Calculate lands on the field", async ({ page }) => {
    await open(page, "/profit-loss-calculator");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(result(page)).toContainText("800.00 USD");

    // 2 lots: (1.17926 − 1.17126) × 2 × 100,000 × 1 = 1,600 USD, without pressing Calculate again.
    await field(page, "Trade size (lots)").fill("2");
    await expect(result(page)).toContainText("1,600.00 USD");
    await expect(page).toHaveURL(/size=2/);

    await field(page, "Trade size (lots)").fill("");
    await expect(page.getByTestId("result-stale")).toHaveText("The inputs have changed: press Calculate to update the result.");
    await expect(page.getByText("Enter the trade size.")).toHaveCount(0);

    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByText("Enter the trade size.")).toBeVisible();
    await expect(field(page, "Trade size (lots)")).toBeFocused();
    await expect(result(page)).toContainText("----");
  });
});

test.describe("links that do not make a valid form", () => {
  test("a decimal comma and a tampered choice are named next to their fields", async ({ page }) => {
    await open(page, "/profit-loss-calculator?instrument=EURUSD&deposit=USD&direction=up&sizeUnit=lots&size=1,5&openPrice=1.1&closePrice=1.2&conversion=1&unitsPerLot=100000&filledFor=EURUSD:USD");
    await expect(page.getByText("The trade size must be a number, like 1.5.")).toBeVisible();
    await expect(page.getByRole("group", { name: "Direction" })).toContainText("Choose a direction.");
    await expect(result(page)).toContainText("----");
  });

  test("an absurd size is refused instead of printing Infinity", async ({ page }) => {
    await open(page, "/pip-calculator?pips=1e200&instrument=EURUSD&deposit=USD&lots=1&conversion=1&unitsPerLot=100000&pipSize=0.0001&filledFor=EURUSD:USD");
    await expect(page.getByText("The number of pips must be at most 1,000,000.")).toBeVisible();
    await expect(page.getByText("∞")).toHaveCount(0);
  });
});

test.describe("coins and gold", () => {
  test("a BTC account shows the two-decimal figure and the amount to 8 decimals", async ({ page }) => {
    await open(page, "/pip-calculator");
    await field(page, "Deposit currency").selectOption("BTC");
    // Seeded: 1 BTC = 95,000 USD, so 1 USD = 0.0000105263 BTC.
    await expect(field(page, /Conversion price/)).toHaveValue("0.0000105263");
    await page.getByRole("button", { name: "Calculate" }).click();
    // 1 pip × 0.0001 × 1 lot × 100,000 × 0.0000105263 = 0.000105263 BTC
    await expect(result(page)).toContainText("0.00 BTC");
    await expect(page.getByTestId("result-detail")).toHaveText("0.00010526 BTC to 8 decimals");
    await expect(page.getByTestId("formula")).toContainText("× 0.0000105263 = 0.00010526 BTC");
  });

  test("gold is a metal of 100 ounces a lot: XAUUSD 1 lot from 4,100 to 4,110 = 1,000 USD", async ({ page }) => {
    await open(page, "/profit-loss-calculator");
    await field(page, "Instrument").selectOption("XAUUSD");
    await expect(page.getByText("Gold: 1 lot = 100 troy ounces")).toBeVisible();
    await expect(page.getByLabel("Forex")).not.toBeChecked();
    await expect(page.getByLabel("Crypto")).not.toBeChecked();
    await expect(field(page, "Units per lot")).toHaveValue("100");
    await field(page, "Open price").fill("4100");
    await field(page, "Close price").fill("4110");
    await page.getByRole("button", { name: "Calculate" }).click();
    // (4,110 − 4,100) × 1 × 100 × 1 = 1,000 USD
    await expect(result(page)).toContainText("1,000.00 USD");
  });

  test("an administrator prices bitcoin in dollars, and the page says which rates came from where", async ({ page }) => {
    await page.goto("/admin");
    await signInThroughForm(page);
    await page.goto("/admin/rates");
    await page.getByLabel("Price of 1 BTC in USD").fill("100000");
    await page.getByRole("button", { name: "Save BTC" }).click();
    await expect(page.getByText("BTC saved.")).toBeVisible();

    await open(page, "/pip-calculator");
    await field(page, "Deposit currency").selectOption("BTC");
    // 1 USD = 1 / 100,000 BTC
    await expect(field(page, /Conversion price/)).toHaveValue("0.00001");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByTestId("result-detail")).toHaveText("0.00010000 BTC to 8 decimals");
    await expect(page.getByTestId("rates-source")).toContainText("Set by an administrator");
    await expect(page.getByTestId("rates-source")).toContainText("(BTC)");
    await expect(page.getByTestId("rates-source")).toContainText("Approximate reference rates (seed), 20 Nov 2026 (USD)");

    await setRateInAdmin(page, "Price of 1 BTC in USD", "95000", "BTC");
  });
});
