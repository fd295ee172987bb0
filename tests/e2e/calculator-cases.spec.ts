/*
 * Worked cases for the lot-size, pip and margin calculators beyond the defaults: a JPY-quoted pair,
 * crypto, the NSE rupee pairs, non-USD deposit currencies, stops given as prices, the formula under
 * the result, and the pages without JavaScript or opened from a shared link.
 *
 * Every expected figure is worked out by hand below from the formulas of issue 3 and the seeded
 * rates (app/server/rates/rates.server.ts, units per 1 EUR, dated 2026-11-20):
 *   USD 1.1713   JPY 181.42   GBP 0.8852   INR 103.61
 * Cross rates go through EUR: 1 X in Y = (Y per EUR) ÷ (X per EUR). Hence
 *   USDJPY price = 181.42 ÷ 1.1713 = 154.8877…  → 1 JPY = 1 ÷ 154.8877 = 0.0064562893 USD
 *   1 USD = 1 ÷ 1.1713 = 0.85375224 EUR        1 GBP = 1 ÷ 0.8852 = 1.12968821 EUR
 *   USDINR price = 103.61 ÷ 1.1713 = 88.45727… → 1 INR = 0.011304874 USD
 *   1 EUR = 103.61 INR (no crossing)
 * The form fills a rounded conversion; the results below come out the same from the exact rate and
 * from its 6-significant-digit form. Conversions printed in formulas are checked to 4 digits only.
 */
import { expect, test } from "./fixtures";
import { approx, calculate, expectFieldNear, expectFormula, field, figure, openCalculator, result } from "./calculator-helpers";

const ROUNDED_DOWN = " (rounded down to 0.01 lot)";

test.describe("lot size", () => {
  test("USDJPY in a USD account, stop in pips: 1% of 10,000 over 50 pips = 0.30 lots", async ({ page }) => {
    await openCalculator(page, "/lot-size");
    await field(page, "Instrument").selectOption("USDJPY");
    await expect(page.getByLabel("Forex")).toBeChecked();
    await expect(page.getByLabel("Crypto")).not.toBeChecked();
    await expect(field(page, "Size of 1 pip")).toHaveValue("0.01");
    await expect(field(page, "Units of 1 lot")).toHaveValue("100000");
    await expectFieldNear(field(page, /Conversion price/), 0.0064562893);
    await field(page, "Account balance").fill("10000");
    await field(page, "Risk (% of balance)").fill("1");
    await field(page, "Stop loss (pips)").fill("50");
    await calculate(page);
    // money at risk = 10,000 × 1 ÷ 100 = 100 USD
    // loss per lot = 50 pips × 0.01 × 100,000 × 0.0064562893 = 322.814 USD
    // 100 ÷ 322.814 = 0.3098 → 0.30 lots (rounded down)
    await expect(figure(page, "Position Size")).toHaveText("0.30 lots");
    await expect(figure(page, "Money at Risk")).toHaveText("100.00 USD");
    await expectFormula(page, ["100.00 ÷ (50 pips × 0.01 × 1,00,000 × ", approx(0.0064562893), ") → 0.30 lots" + ROUNDED_DOWN]);
  });

  test("BTCUSD, an amount at risk and a stop price: 150 USD over 95,000 → 93,800 = 0.12 lots", async ({ page }) => {
    await openCalculator(page, "/lot-size");
    await field(page, "Instrument").selectOption("BTCUSD");
    await expect(page.getByLabel("Crypto")).toBeChecked();
    await expect(page.getByLabel("Forex")).not.toBeChecked();
    await expect(page.getByText("1 lot = 1 coin")).toBeVisible();
    await expect(field(page, "Units of 1 lot")).toHaveValue("1");
    await expect(field(page, "Size of 1 pip")).toHaveValue("1");
    await expect(field(page, /Conversion price/)).toHaveValue("1");
    await page.getByText("Price", { exact: true }).click();
    await field(page, "Risk amount (USD)").fill("150");
    await page.getByText("Stop price", { exact: true }).click();
    await field(page, "Entry price").fill("95000");
    await field(page, "Stop-loss price").fill("93800");
    await calculate(page);
    // stop = |95,000 − 93,800| ÷ 1 = 1,200 pips; loss per lot (1 coin) = 1,200 × 1 × 1 × 1 = 1,200 USD
    // 150 ÷ 1,200 = 0.125 → 0.12 lots (rounded down); money at risk = the amount, 150 USD
    await expect(figure(page, "Position Size")).toHaveText("0.12 lots");
    await expect(figure(page, "Money at Risk")).toHaveText("150.00 USD");
    await expectFormula(page, ["150.00 ÷ (1,200 pips × 1 × 1 × 1) → 0.12 lots" + ROUNDED_DOWN]);
  });

  test("GBPINR in an INR account, stop price: 1% of 1,00,000 INR over 117.05 → 116.75 = 3.33 lots", async ({ page }) => {
    await openCalculator(page, "/lot-size");
    await field(page, "Instrument").selectOption("GBPINR");
    await field(page, "Deposit currency").selectOption("INR");
    await expect(page.getByText("1 lot = 1,000 units of the base currency")).toBeVisible();
    await expect(field(page, "Units of 1 lot")).toHaveValue("1000");
    await expect(field(page, "Size of 1 pip")).toHaveValue("0.0001");
    await expect(field(page, /Conversion price/)).toHaveValue("1");
    await field(page, "Account balance").fill("100000");
    await field(page, "Risk (% of balance)").fill("1");
    await page.getByText("Stop price", { exact: true }).click();
    await field(page, "Entry price").fill("117.05");
    await field(page, "Stop-loss price").fill("116.75");
    await calculate(page);
    // money at risk = 1,00,000 × 1 ÷ 100 = 1,000 INR; stop = 0.30 ÷ 0.0001 = 3,000 pips
    // loss per lot = 3,000 × 0.0001 × 1,000 × 1 = 300 INR; 1,000 ÷ 300 = 3.333 → 3.33 lots
    await expect(figure(page, "Position Size")).toHaveText("3.33 lots");
    await expect(figure(page, "Money at Risk")).toHaveText("1,000.00 INR");
    await expectFormula(page, ["1,000.00 ÷ (3,000 pips × 0.0001 × 1,000 × 1) → 3.33 lots" + ROUNDED_DOWN]);
  });

  test("GBPUSD in a EUR account crosses through EUR: 1.5% of 2,000 EUR over 25 pips = 0.14 lots", async ({ page }) => {
    await openCalculator(page, "/lot-size");
    await field(page, "Instrument").selectOption("GBPUSD");
    await field(page, "Deposit currency").selectOption("EUR");
    await expect(field(page, "Conversion price (USD → EUR)")).toBeVisible();
    await expectFieldNear(field(page, /Conversion price/), 0.85375224);
    await field(page, "Account balance").fill("2000");
    await field(page, "Risk (% of balance)").fill("1.5");
    await field(page, "Stop loss (pips)").fill("25");
    await calculate(page);
    // money at risk = 2,000 × 1.5 ÷ 100 = 30 EUR
    // loss per lot = 25 × 0.0001 × 100,000 × 0.85375224 = 213.438 EUR; 30 ÷ 213.438 = 0.1406 → 0.14 lots
    await expect(figure(page, "Position Size")).toHaveText("0.14 lots");
    await expect(figure(page, "Money at Risk")).toHaveText("30.00 EUR");
  });
});

test.describe("pip value", () => {
  test("BTCUSD in a EUR account: 500 pips on 0.2 coin = 85.38 EUR", async ({ page }) => {
    await openCalculator(page, "/pip-calculator");
    await field(page, "Instrument").selectOption("BTCUSD");
    await field(page, "Deposit currency").selectOption("EUR");
    await expect(field(page, "Units per lot")).toHaveValue("1");
    await expect(field(page, "Pip size")).toHaveValue("1");
    await expectFieldNear(field(page, /Conversion price/), 0.85375224);
    await field(page, "Pips").fill("500");
    await field(page, "Trade size (lots)").fill("0.2");
    await calculate(page);
    // 500 × 1 × 0.2 × 1 × 0.85375224 = 85.3752 → 85.38 EUR
    await expect(figure(page, "Pip value")).toHaveText("85.38 EUR");
    await expectFormula(page, ["500 pip × 1 × 0.2 lot × 1 × ", approx(0.85375224), " = 85.38 EUR"]);
  });

  test("USDINR at 1,000 USD a lot: 50 pips on 4 lots = 20 INR, and 100 pips on 10 lots in USD = 1.13 USD", async ({ page }) => {
    await openCalculator(page, "/pip-calculator");
    await field(page, "Instrument").selectOption("USDINR");
    await field(page, "Deposit currency").selectOption("INR");
    await expect(field(page, "Units per lot")).toHaveValue("1000");
    await expect(field(page, "Pip size")).toHaveValue("0.0001");
    await expect(field(page, /Conversion price/)).toHaveValue("1");
    await field(page, "Pips").fill("50");
    await field(page, "Trade size (lots)").fill("4");
    await calculate(page);
    // 50 × 0.0001 × 4 × 1,000 × 1 = 20 INR
    await expect(figure(page, "Pip value")).toHaveText("20.00 INR");
    await expectFormula(page, ["50 pip × 0.0001 × 4 lot × 1,000 × 1 = 20.00 INR"]);

    await field(page, "Deposit currency").selectOption("USD");
    await expectFieldNear(field(page, /Conversion price/), 0.011304874);
    await field(page, "Pips").fill("100");
    await field(page, "Trade size (lots)").fill("10");
    await calculate(page);
    // 100 × 0.0001 × 10 × 1,000 = 100 INR × 0.011304874 = 1.1305 → 1.13 USD
    await expect(figure(page, "Pip value")).toHaveText("1.13 USD");
    await expectFormula(page, ["100 pip × 0.0001 × 10 lot × 1,000 × ", approx(0.011304874), " = 1.13 USD"]);
  });

  test("JPYINR, 1,00,000 yen a lot quoted per 100 yen: 25 pips on 2 lots = 5 INR", async ({ page }) => {
    await openCalculator(page, "/pip-calculator");
    await field(page, "Instrument").selectOption("JPYINR");
    await field(page, "Deposit currency").selectOption("INR");
    await expect(page.getByText("1 lot = 1,00,000 yen, quoted in rupees per 100 yen")).toBeVisible();
    await expect(field(page, "Units per lot")).toHaveValue("100000");
    await expect(field(page, "Pip size")).toHaveValue("0.0001");
    await expect(field(page, /Conversion price/)).toHaveValue("1");
    await field(page, "Pips").fill("25");
    await field(page, "Trade size (lots)").fill("2");
    await calculate(page);
    // 25 × 0.0001 INR per 100 yen × 2 × 1,00,000 yen ÷ 100 × 1 = 5 INR
    await expect(figure(page, "Pip value")).toHaveText("5.00 INR");
    await expectFormula(page, ["25 pip × 0.0001 × 2 lot × 1,00,000 ÷ 100 × 1 = 5.00 INR"]);
  });
});

test.describe("margin", () => {
  test("USDJPY in a USD account: the base is the deposit currency, 1 lot at 1:100 = 1,000 USD", async ({ page }) => {
    await openCalculator(page, "/margin-calculator");
    await field(page, "Currency pair").selectOption("USDJPY");
    await expect(page.getByText("1 lot = 1,00,000 USD.")).toBeVisible();
    await expect(field(page, "Exchange rate (USD → USD)")).toHaveValue("1");
    await expect(field(page, "Leverage")).toHaveValue("100");
    await field(page, "Lot size").fill("1");
    await calculate(page);
    // 1 × 100,000 USD × 1 ÷ 100 = 1,000 USD
    await expect(figure(page, "Required Margin")).toHaveText("1,000.00 USD");
    await expectFormula(page, ["1 lot × 1,00,000 USD × 1 USD/USD ÷ 100 = 1,000.00 USD"]);
  });

  test("GBPUSD in a EUR account crosses through EUR: 2 lots at 1:200 = 1,129.69 EUR", async ({ page }) => {
    await openCalculator(page, "/margin-calculator");
    await field(page, "Deposit currency").selectOption("EUR");
    await field(page, "Currency pair").selectOption("GBPUSD");
    await expectFieldNear(field(page, "Exchange rate (GBP → EUR)"), 1.12968821);
    await field(page, "Lot size").fill("2");
    await field(page, "Leverage").selectOption("200");
    await calculate(page);
    // 2 × 100,000 GBP × 1.12968821 EUR/GBP ÷ 200 = 1,129.688 → 1,129.69 EUR
    await expect(figure(page, "Required Margin")).toHaveText("1,129.69 EUR");
    await expectFormula(page, ["2 lot × 1,00,000 GBP × ", approx(1.12968821), " EUR/GBP ÷ 200 = 1,129.69 EUR"]);
  });
});

test.describe("without JavaScript and from a shared link", () => {
  test.use({ javaScriptEnabled: false });

  test("margin: the form is sent and the server renders EURINR in INR, 1 lot at 1:10 = 10,361 INR; the link shows it again", async ({ page, browser, baseURL }) => {
    await page.goto("/margin-calculator");
    await expect(result(page)).toContainText("----");
    await field(page, "Deposit currency").selectOption("INR");
    await field(page, "Currency pair").selectOption("EURINR");
    await field(page, "Lot size").fill("1");
    await field(page, "Leverage").selectOption("10");
    await calculate(page);
    await expect(page).toHaveURL(/pair=EURINR/);
    // the server refills the rate for the new pair: 1 EUR = 103.61 INR (seeded, no crossing)
    // 1 × 1,000 EUR × 103.61 ÷ 10 = 10,361 INR
    await expect(field(page, "Exchange rate (EUR → INR)")).toHaveValue("103.61");
    await expect(figure(page, "Required Margin")).toHaveText("10,361.00 INR");
    await expectFormula(page, ["1 lot × 1,000 EUR × 103.61 INR/EUR ÷ 10 = 10,361.00 INR"]);

    const other = await browser.newContext({ baseURL }); // a visitor with JavaScript
    try {
      const visitor = await other.newPage();
      await visitor.goto(page.url());
      await expect(figure(visitor, "Required Margin")).toHaveText("10,361.00 INR");
      await expectFormula(visitor, ["1 lot × 1,000 EUR × 103.61 INR/EUR ÷ 10 = 10,361.00 INR"]);
    } finally {
      await other.close();
    }
  });

  test("pip value: the form is sent and the server renders USDJPY, 10 pips on 1 lot = 64.56 USD; the link shows it again", async ({ page, browser, baseURL }) => {
    await page.goto("/pip-calculator");
    await field(page, "Instrument").selectOption("USDJPY");
    await field(page, "Pips").fill("10");
    await calculate(page);
    await expect(page).toHaveURL(/instrument=USDJPY/);
    // the server refills pip size 0.01 and the conversion 1 JPY = 0.0064562893 USD for the new pair
    // 10 × 0.01 × 1 × 100,000 × 0.0064562893 = 64.5629 → 64.56 USD
    await expect(field(page, "Pip size")).toHaveValue("0.01");
    await expect(figure(page, "Pip value")).toHaveText("64.56 USD");
    await expectFormula(page, ["10 pip × 0.01 × 1 lot × 1,00,000 × ", approx(0.0064562893), " = 64.56 USD"]);

    const other = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const visitor = await other.newPage();
      await visitor.goto(page.url());
      await expect(figure(visitor, "Pip value")).toHaveText("64.56 USD");
    } finally {
      await other.close();
    }
  });

  test("a link written by hand with only some inputs gets the rest filled: USDJPY margin 1,000 USD, JPYINR pip 5 INR", async ({ page }) => {
    await page.goto("/margin-calculator?deposit=USD&pair=USDJPY&lots=1&leverage=100");
    // base USD = deposit: 1 × 100,000 × 1 ÷ 100
    await expect(figure(page, "Required Margin")).toHaveText("1,000.00 USD");

    await page.goto("/pip-calculator?pips=25&instrument=JPYINR&deposit=INR&lots=2");
    // 25 × 0.0001 × 2 × 1,00,000 ÷ 100 × 1
    await expect(field(page, "Units per lot")).toHaveValue("100000");
    await expect(figure(page, "Pip value")).toHaveText("5.00 INR");
  });
});
