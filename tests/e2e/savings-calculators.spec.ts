import type { Page } from "@playwright/test";
import { calculate, field, openCalculator, result } from "./calculator-helpers";
import { expect, test, waitForHydration } from "./fixtures";

/*
 * The SIP and compound interest calculators in a browser (issue 24): the same figures with
 * JavaScript on (computed as the visitor types, inputs kept in the address) and off (the form is a
 * GET the server answers), the year-by-year chart and table, refusals beside the fields, Hindi.
 */

const table = (page: Page) => page.getByTestId("growth-table");
const chart = (page: Page) => page.getByRole("img", { name: /Invested amount and value over/ });

test.describe("with JavaScript", () => {
  test("₹10,000 a month at 12% for 10 years is ₹23,23,390.76, with its formula, chart and table; the address keeps the inputs", async ({ page }) => {
    await openCalculator(page, "/sip-calculator");
    await expect(result(page)).toContainText("----");
    await expect(table(page)).toHaveCount(0);
    await calculate(page);
    await expect(result(page)).toContainText("₹23,23,390.76");
    await expect(page.getByTestId("formula")).toHaveText("i = 12% ÷ 12 = 1% a month, n = 120 months; FV = 10,000 × [((1 + i)^n − 1) ÷ i] × (1 + i) = ₹23,23,390.76");
    await expect(chart(page)).toBeVisible();
    await expect(table(page).getByRole("row")).toHaveCount(11);
    await expect(table(page).getByRole("row", { name: /^10 / })).toContainText("₹23,23,390.76");
    await expect(page).toHaveURL(/mode=sip&amount=10000&rate=12&years=10&stepUp=0/);

    // a result follows the inputs: a 10% step-up over 2 years, then the goal that needs it back
    await field(page, "Time period (years)").fill("2");
    await field(page, "Yearly step-up (%)").fill("10");
    await expect(result(page)).toContainText("₹2,85,241.32");
    await expect(table(page).getByRole("row")).toHaveCount(3);
    await page.getByText("Goal", { exact: true }).click();
    await expect(field(page, "Target amount (₹)")).toBeVisible();
    await field(page, "Target amount (₹)").fill("285241.32");
    await expect(result(page)).toContainText("Monthly investment needed");
    await expect(result(page)).toContainText("₹10,000.00");
    await expect(page).toHaveURL(/mode=goal/);
  });

  test("a lumpsum, and a refusal beside the field that takes focus", async ({ page }) => {
    await openCalculator(page, "/sip-calculator");
    await page.getByText("Lumpsum", { exact: true }).click();
    await field(page, "Lumpsum investment (₹)").fill("100000");
    await calculate(page);
    await expect(result(page)).toContainText("₹3,10,584.82");
    await field(page, "Time period (years)").fill("2.5");
    await calculate(page);
    await expect(page.getByText("Enter the time period in whole years.")).toBeVisible();
    await expect(field(page, "Time period (years)")).toBeFocused();
    await expect(field(page, "Time period (years)")).toHaveAttribute("aria-invalid", "true");
  });

  test("compound interest at each frequency, with inflation and monthly additions", async ({ page }) => {
    await openCalculator(page, "/compound-interest-calculator");
    await field(page, "Time period (years)").fill("5");
    await field(page, "Inflation (% a year)").fill("6");
    await calculate(page);
    await expect(result(page)).toContainText("₹1,48,594.74");
    await expect(result(page)).toContainText("₹1,11,038.63");
    for (const [label, value] of [
      ["Yearly", "₹1,46,932.81"],
      ["Half-yearly", "₹1,48,024.43"],
      ["Monthly", "₹1,48,984.57"],
      ["Daily", "₹1,49,175.93"],
    ] as const) {
      await field(page, "Compounded").selectOption({ label });
      await expect(result(page)).toContainText(value);
    }
    await field(page, "Compounded").selectOption({ label: "Monthly" });
    await field(page, "Principal (₹)").fill("0");
    await field(page, "Regular addition (₹)").fill("5000");
    await field(page, "Time period (years)").fill("10");
    await expect(result(page)).toContainText("₹9,14,730.18");
    await expect(table(page).getByRole("row")).toHaveCount(11);
  });

  test("the header's Tools menu leads to both calculators", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    // by keyboard: a pointer opens the menu on hover, and its click would close it again
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Tools" }).focus();
    await page.keyboard.press("Enter");
    await page.locator("#tools-menu").getByRole("link", { name: "Compound Interest Calculator" }).click();
    await expect(page).toHaveURL(/\/compound-interest-calculator$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compound Interest Calculator");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the SIP form is answered by the server with the same figures, chart and table", async ({ page }) => {
    await page.goto("/sip-calculator");
    await field(page, "Monthly investment (₹)").fill("10000");
    await calculate(page);
    await expect(page).toHaveURL(/\/sip-calculator\?mode=sip&amount=10000&rate=12&years=10&stepUp=0/);
    await expect(result(page)).toContainText("₹23,23,390.76");
    await expect(chart(page)).toBeVisible();
    await expect(table(page).getByRole("row", { name: /^1 / })).toContainText("₹1,28,093.28");

    await page.getByText("Goal", { exact: true }).click();
    await field(page, "Monthly investment (₹)").fill("10000000");
    await field(page, "Time period (years)").fill("15");
    await calculate(page);
    await expect(result(page)).toContainText("₹19,818.62");
    await expect(field(page, "Target amount (₹)")).toHaveValue("10000000");
  });

  test("bad input is refused beside the field", async ({ page }) => {
    await page.goto("/compound-interest-calculator");
    await field(page, "Principal (₹)").fill("0");
    await field(page, "Regular addition (₹)").fill("0");
    await calculate(page);
    await expect(result(page)).toContainText("----");
    await expect(page.getByText("Enter a principal or a regular addition: with neither there is nothing to grow.")).toBeVisible();
    await expect(field(page, "Principal (₹)")).toHaveAttribute("aria-invalid", "true");
  });

  test("the Hindi page gives the same figures in Hindi", async ({ page }) => {
    await page.goto("/hi/compound-interest-calculator?principal=100000&rate=8&years=5&compounding=quarterly&addition=0&additionFrequency=monthly&inflation=6");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("चक्रवृद्धि ब्याज कैलकुलेटर");
    await expect(result(page)).toContainText("कुल रकम");
    await expect(result(page)).toContainText("₹1,48,594.74");
    await expect(page.getByRole("img", { name: /5 साल में निवेश की गई रकम और कुल रकम/ })).toBeVisible();
  });
});
