import { seededLotSizes } from "../../app/server/db/lot-sizes-seed.server";
import { calculate, field, openCalculator, result } from "./calculator-helpers";
import { expect, signInThroughForm, test, waitForHydration } from "./fixtures";
import { axeOn } from "./axe";

/*
 * The charges calculator in the browser (issue 24): the worked examples of
 * app/domain/calculators/brokerage.test.ts give the same figures with JavaScript on and off, and an
 * administrator's rate dated ahead is used for a trade from its date, not for one the day before.
 */

// the admin test adds a rate: a server of its own, so other files' pages do not see it
test.use({ appName: "brokerage" });

/** The lot size the form starts with: NIFTY's in the catalogue a new database holds (65 since 30 Dec 2025). */
const niftyLot = String(seededLotSizes.find((entry) => entry.symbol === "NIFTY")?.lotSize);

const table = (page: import("@playwright/test").Page) => page.getByTestId("result-table");
const row = (page: import("@playwright/test").Page, item: string) => table(page).getByRole("row").filter({ has: page.getByRole("rowheader", { name: item, exact: true }) });

test.describe("with JavaScript", () => {
  test("the delivery example, then intraday on the fly, with the rates named", async ({ page }) => {
    await openCalculator(page, "/brokerage-calculator");
    await expect(result(page)).toContainText("----");
    await field(page, "Trade date").fill("2026-11-25");
    await calculate(page);
    await expect(result(page)).toContainText("₹248.79");
    await expect(result(page)).toContainText("₹9,751.21");
    await expect(result(page)).toContainText("₹2.49 per share");
    await expect(row(page, "Total charges")).toContainText("₹118.74");
    await expect(page.getByTestId("rates-used")).toContainText("Finance Act, 2013");
    await expect(page).toHaveURL(/segment=delivery.*tradeDate=2026-11-25/);

    // intraday: 200 at ₹500.00 → ₹505.50; the result follows the inputs without Calculate
    await field(page, "Segment").selectOption("intraday");
    await field(page, "Buy price (₹)").fill("500");
    await field(page, "Sell price (₹)").fill("505.50");
    await field(page, "Quantity (shares)").fill("200");
    await expect(result(page)).toContainText("₹82.72");
    await expect(result(page)).toContainText("₹1,017.28");
    await expect(row(page, "STT")).toContainText("₹25.00");
  });

  test("futures in lots, and a refusal beside the field", async ({ page }) => {
    await openCalculator(page, "/brokerage-calculator");
    await field(page, "Segment").selectOption("futures");
    await field(page, "Buy price (₹)").fill("24000");
    await field(page, "Sell price (₹)").fill("24100");
    await field(page, "Lots").fill("1");
    await expect(field(page, "Lot size")).toHaveValue(niftyLot);
    // the worked example's 75 units (NIFTY's lot until 30 Dec 2025), typed over the catalogue's
    await field(page, "Lot size").fill("75");
    await field(page, "Trade date").fill("2026-11-25");
    await calculate(page);
    // STT 0.05% on the sale since 1 April 2026 (decision 0048)
    await expect(result(page)).toContainText("₹1,069.36");
    await expect(result(page)).toContainText("₹14.26 per unit");
    await field(page, "Lots").fill("1.5");
    await calculate(page);
    await expect(field(page, "Lots")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter a whole number, like 25.")).toBeVisible();
  });

  test("BSE's X, XT, Z and ZP groups: the group is asked for on BSE's equity segments only", async ({ page }) => {
    await openCalculator(page, "/brokerage-calculator");
    await field(page, "Trade date").fill("2026-11-25");
    await expect(field(page, "BSE scrip group")).toHaveCount(0);
    await page.getByText("BSE", { exact: true }).click();
    await field(page, "BSE scrip group").selectOption("X-XT-Z-ZP");
    await calculate(page);
    // the BSE delivery example in group Z of brokerage.test.ts: 0.1% exchange charge each side
    await expect(result(page)).toContainText("₹488.98");
    await expect(row(page, "Exchange transaction charges")).toContainText("₹210.00");
    await expect(page.getByTestId("rates-used")).toContainText("X, XT, Z and ZP groups");
    await field(page, "Segment").selectOption("futures");
    await expect(field(page, "BSE scrip group")).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the options example from the form, and the custom plan's fields after choosing it", async ({ page }) => {
    await page.goto("/brokerage-calculator");
    await field(page, "Segment").selectOption("options");
    await field(page, "Buy price (₹)").fill("100");
    await field(page, "Sell price (₹)").fill("120");
    await field(page, "Quantity (shares)").fill("2");
    await field(page, "Trade date").fill("2026-11-25");
    await calculate(page);
    // the lot size appears once the segment is sent, at NIFTY's in the catalogue: 2 lots of 65 give
    // the worked example "index options on NSE at the form's lot size" of brokerage.test.ts
    await expect(field(page, "Lot size")).toHaveValue(niftyLot);
    await expect(result(page)).toContainText("₹82.61");
    await expect(result(page)).toContainText("₹2,517.39");
    await expect(row(page, "Exchange transaction charges")).toContainText("₹4.55");

    // the page was drawn for options: premiums and lots, until the form is sent again
    await field(page, "Segment").selectOption("delivery");
    await field(page, "Buy premium (₹)").fill("250.50");
    await field(page, "Sell premium (₹)").fill("260.25");
    await field(page, "Lots").fill("40");
    await field(page, "Brokerage plan").selectOption("custom");
    await calculate(page);
    await page.getByText("Flat per order").click();
    await calculate(page);
    await field(page, "Brokerage per order (₹)").fill("10");
    await field(page, "DP charge per delivery sale (₹)").fill("20");
    await calculate(page);
    await expect(result(page)).toContainText("₹69.47");
    await expect(result(page)).toContainText("₹1.74 per share");
  });
});

test("an administrator adds a future-dated STT rate; a trade from that date uses it, one the day before does not", async ({ page }) => {
  const year = new Date().getUTCFullYear() + 1;
  await signInThroughForm(page);
  await page.goto("/admin/statutory-rates");
  await waitForHydration(page);
  await page.getByLabel("Charge", { exact: true }).selectOption("stt");
  await page.getByLabel("Segment").selectOption("options");
  await page.getByLabel("Exchange").selectOption("all");
  await page.getByLabel("Charged on").selectOption("sell");
  await page.getByLabel("Rate, as published").fill("0.2");
  await page.getByLabel("Unit").selectOption("percent");
  await page.getByLabel("In force from").fill(`${year}-04-01`);
  await page.getByLabel("Source (circular or act)").fill("Finance Act (browser test)");
  await page.getByLabel("Source address").fill("https://www.indiabudget.gov.in/");
  await page.getByRole("button", { name: "Add rate" }).click();
  await expect(page.getByRole("status")).toContainText(`added from ${year}-04-01`);
  await expect(page.getByTestId("future-rate").filter({ hasText: "Finance Act (browser test)" })).toBeVisible();

  const options = (date: string) => `/brokerage-calculator?segment=options&exchange=NSE&buyPrice=100&sellPrice=120&quantity=2&lotSize=75&plan=lowerOf20&tradeDate=${date}`;
  // the Finance Act 2026 rate (0.15% = ₹27) the day before, the administrator's 0.2% = ₹36 from its date
  await page.goto(options(`${year}-03-31`));
  await expect(row(page, "STT")).toContainText("₹27.00");
  await page.goto(options(`${year}-04-01`));
  await expect(row(page, "STT")).toContainText("₹36.00");
  await expect(page.getByTestId("rates-used")).toContainText("Finance Act (browser test)");
});

for (const width of [375, 1280]) {
  test(`the statutory rates screen has no WCAG 2.2 AA violation at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInThroughForm(page);
    await page.goto("/admin/statutory-rates");
    // a refused form, so the errors beside the fields are checked too
    await page.getByLabel("Rate, as published").fill("abc");
    await page.getByRole("button", { name: "Add rate" }).click();
    await expect(page.getByText("Write the rate as published")).toBeVisible();
    const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
}

// one test per page and width: four axe runs in one test outlasted its minute on a busy machine
for (const width of [375, 1280]) {
  for (const path of ["/brokerage-calculator", "/hi/brokerage-calculator"]) {
    test(`${path}, calculated, with its table, rates and a refusal, has no WCAG 2.2 AA violation at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${path}?segment=futures&exchange=NSE&buyPrice=24000&sellPrice=24100&quantity=1&lotSize=75&plan=custom&feeType=percent&feePercent=0.03&feeCap=abc&dpCharge=13.50&tradeDate=2026-11-25`);
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
      const refused = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      expect(refused.violations.map((violation) => `${path} refused: ${violation.id}`)).toEqual([]);
      await page.goto(`${path}?segment=futures&exchange=NSE&buyPrice=24000&sellPrice=24100&quantity=1&lotSize=75&plan=lowerOf20&tradeDate=2026-11-25`);
      await expect(page.getByTestId("rates-used")).toBeVisible();
      const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      expect(results.violations.map((violation) => `${path}: ${violation.id} ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
}

test("BSE's scrip group refused beside its select, with its hint, has no WCAG 2.2 AA violation, in both languages", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  for (const path of ["/brokerage-calculator", "/hi/brokerage-calculator"]) {
    await page.goto(`${path}?segment=delivery&exchange=BSE&scripGroup=Q&buyPrice=1000&sellPrice=1100&quantity=100&plan=lowerOf20&tradeDate=2026-11-25`);
    await expect(page.locator('select[name="scripGroup"][aria-invalid="true"]')).toHaveCount(1);
    const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(results.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
  }
});

test("the header's Tools menu and the footer link to the calculator, in both languages", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Tools" }).hover();
  await page.locator("#tools-menu").getByRole("link", { name: "Brokerage & Charges Calculator" }).click();
  await expect(page).toHaveURL(/\/brokerage-calculator$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brokerage & Charges Calculator");
  await page.goto("/hi/about");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "ब्रोकरेज और चार्ज कैलकुलेटर" })).toHaveAttribute("href", "/hi/brokerage-calculator");
});
