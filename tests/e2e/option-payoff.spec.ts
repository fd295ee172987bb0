import type { Page } from "@playwright/test";
import { calculate, field, openCalculator, result } from "./calculator-helpers";
import { expect, signInThroughForm, test, waitForHydration } from "./fixtures";
import { axeOn } from "./axe";

/*
 * The option payoff calculator in the browser (issue 24), with JavaScript (results follow the
 * inputs, presets fill in place) and without it (the same form is a GET the server answers), and
 * the lot-size screen an administrator uses.
 */

const leg = (page: Page, n: number) => page.getByTestId(`leg-${n}`);

/** A bull call spread on 2 lots of 65, typed leg by leg: ₹13,000 paid, breakeven ₹24,100. */
async function typeSpread(page: Page) {
  await field(page, "Lot size").fill("65");
  await field(page, "Spot price (₹)").fill("24000");
  await field(page, "Days to expiry").fill("30");
  await field(page, "Volatility (% a year)").fill("15");
  await field(page, "Interest rate (% a year)").fill("6.5");
  const legs = [
    { kind: "call", side: "Buy", strike: "24000", premium: "300" },
    { kind: "call", side: "Sell", strike: "24200", premium: "200" },
  ];
  for (const [index, spec] of legs.entries()) {
    const fields = leg(page, index + 1);
    await fields.getByLabel("Type").selectOption(spec.kind);
    await fields.getByText(spec.side, { exact: true }).click();
    await fields.getByLabel("Strike").fill(spec.strike);
    await fields.getByLabel("Premium (₹ a unit)").fill(spec.premium);
    await fields.getByLabel("Lots").fill("2");
  }
  for (const n of [3, 4]) await leg(page, n).getByLabel("Type").selectOption("none");
}

async function expectSpreadFigures(page: Page) {
  await expect(result(page)).toContainText("Net premium paid₹13,000.00");
  await expect(result(page)).toContainText("Maximum profit₹13,000.00");
  await expect(result(page)).toContainText("Maximum loss-₹13,000.00");
  await expect(result(page)).toContainText("Breakevens at expiry₹24,100.00");
  await expect(page.getByTestId("payoff-table")).toContainText("24,100.00₹0.00");
  await expect(page.getByTestId("payoff-chart")).toBeVisible();
}

test.describe("option payoff with JavaScript", () => {
  test("shows the default straddle, then a preset at once, and keeps the inputs in the address", async ({ page }) => {
    await openCalculator(page, "/option-payoff-calculator");
    await expect(result(page)).toContainText("Unlimited");
    await expect(page.getByTestId("not-live")).toContainText("not live market data");
    await field(page, "Strategy").selectOption("bullCallSpread");
    await expect(leg(page, 2).getByLabel("Type")).toHaveValue("call");
    await expect(result(page)).not.toContainText("Unlimited");
    await expect(page).toHaveURL(/preset=bullCallSpread/);
    await field(page, "Strategy").selectOption("ironCondor");
    await expect(leg(page, 4).getByLabel("Type")).toHaveValue("call");
    await expect(result(page)).toContainText("Net premium received");
  });

  test("gives the spread's figures to the paisa, and the lot size of the instrument chosen", async ({ page }) => {
    await openCalculator(page, "/option-payoff-calculator");
    await field(page, "Instrument").selectOption("BANKNIFTY");
    await expect(field(page, "Lot size")).toHaveValue("30");
    await typeSpread(page);
    await calculate(page);
    await expectSpreadFigures(page);
    await expect(page.getByTestId("greeks-table")).toContainText("1. Buy 24,000 call, 2 × lot size");
  });

  test("refuses a bad field beside it and moves focus there", async ({ page }) => {
    await openCalculator(page, "/option-payoff-calculator");
    await leg(page, 1).getByLabel("Strike").fill("");
    await calculate(page);
    await expect(leg(page, 1).getByText("Enter the strike.")).toBeVisible();
    await expect(leg(page, 1).getByLabel("Strike")).toBeFocused();
  });
});

test("the lot-size screen has no WCAG 2.2 AA violation, after a refusal too", async ({ page }) => {
  await signInThroughForm(page);
  await page.goto("/admin/lot-sizes");
  const axe = () => axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect((await axe()).violations.map((violation) => violation.id)).toEqual([]);
  await page.getByLabel("Symbol").fill("NOT A SYMBOL");
  await page.getByLabel("Name").fill("x");
  await page.getByLabel("Lot size", { exact: true }).fill("5");
  await page.getByLabel("Source (circular)").fill("x");
  await page.getByRole("button", { name: "Add lot size" }).click();
  await expect(page.getByText("Enter the exchange's symbol")).toBeVisible();
  await expect(page.getByLabel("Symbol")).toHaveAttribute("aria-invalid", "true");
  expect((await axe()).violations.map((violation) => violation.id)).toEqual([]);
});

test.describe("option payoff without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("fills a preset through the server and gives the same figures", async ({ page }) => {
    await page.goto("/option-payoff-calculator");
    await expect(result(page)).toContainText("Unlimited");
    await field(page, "Strategy").selectOption("ironCondor");
    await page.getByRole("button", { name: "Fill in the strategy" }).click();
    await expect(leg(page, 4).getByLabel("Type")).toHaveValue("call");
    await expect(result(page)).toContainText("Net premium received");

    await typeSpread(page);
    await calculate(page);
    await expectSpreadFigures(page);
    await expect(page).toHaveURL(/leg2Strike=24200/);
  });

  test("adds a lot size on the admin screen, which the calculator then offers", async ({ page }) => {
    await signInThroughForm(page);
    await page.goto("/admin/lot-sizes");
    const symbol = `E2E${Date.now().toString(36).toUpperCase().slice(-6)}`;
    await page.getByLabel("Symbol").fill(symbol);
    await page.getByLabel("Name").fill("End to end Co");
    await page.getByLabel("Lot size", { exact: true }).fill("321");
    await page.getByLabel("Effective from").fill("2020-01-01");
    await page.getByLabel("Source (circular)").fill("Test circular");
    await page.getByRole("button", { name: "Add lot size" }).click();
    await expect(page.getByText(`${symbol}: 321 from 2020-01-01 saved.`)).toBeVisible();

    await page.goto(`/option-payoff-calculator?instrument=${symbol}`);
    await expect(field(page, "Lot size")).toHaveValue("321");
  });
});

test.describe("the lot-size page's NSE mode", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`sizes a BANKNIFTY short in whole lots (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/lot-size");
      await page.getByRole("link", { name: "NSE futures (F&O)" }).click();
      await expect(page).toHaveURL(/mode=nse/);
      if (javaScriptEnabled) await waitForHydration(page);
      await field(page, "Instrument").selectOption("BANKNIFTY");
      await page.getByText("₹", { exact: true }).click();
      await page.getByText("My broker's figure").click();
      // without JavaScript the fields that follow a choice appear once the server has answered
      if (!javaScriptEnabled) await calculate(page);
      await expect(field(page, "Lot size")).toHaveValue("30");
      await field(page, "Capital (₹)").fill("300000");
      await field(page, "Risk (₹)").fill("20000");
      await field(page, "Entry price (₹)").fill("52000");
      await field(page, "Stop-loss price (₹)").fill("52200");
      await field(page, "Margin per lot (₹)").fill("110000");
      await calculate(page);
      await expect(result(page)).toContainText("3 lots (90 units)");
      await expect(result(page)).toContainText("₹18,000.00");
      await expect(result(page)).toContainText("₹3,30,000.00");
      await expect(page).toHaveURL(/foStop=52200/);
      await expect(page).toHaveURL(/mode=nse/);
      await context.close();
    });
  }
});
