import type { Page } from "@playwright/test";
import { field, openCalculator, result, settled } from "./calculator-helpers";
import { expect, test } from "./fixtures";
import { axeOn } from "./axe";

/*
 * A calculator used in Hindi in the browser (issue 23): the server's Hindi render hydrates without
 * a mismatch, and what the browser then works out as the visitor types (results, formula,
 * refusals) is in Hindi too, with the English page's figures.
 */

/** Whatever the page says is wrong: console errors and warnings (React reports a hydration mismatch there) and uncaught errors. */
function complaints(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") seen.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => seen.push(`pageerror: ${error.message}`));
  return seen;
}

const query = "instrument=EURUSD&deposit=USD&direction=buy&sizeUnit=lots&size=1&openPrice=1.17126&closePrice=1.17926&conversion=1&unitsPerLot=100000&filledFor=EURUSD:USD";

test("the profit and loss calculator in Hindi: a shared result hydrates as is, typing recalculates in Hindi, a bad field is refused in Hindi", async ({ page }) => {
  const seen = complaints(page);
  await openCalculator(page, `/hi/profit-loss-calculator?${query}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("प्रॉफ़िट और लॉस कैलकुलेटर");
  await expect(result(page)).toContainText("प्रॉफ़िट");
  await expect(result(page)).toContainText("800.00 USD");
  await expect(page.getByTestId("formula")).toHaveText("(1.17926 − 1.17126) × 1 लॉट × 1,00,000 × 1 = 800.00 USD");
  await expect(page.getByTestId("rates-source")).toContainText("रेट: ");

  // typing: the result follows at once, worded in the browser
  await field(page, "ट्रेड साइज़ (लॉट)").fill("2.5");
  await expect(page.getByTestId("formula")).toHaveText("(1.17926 − 1.17126) × 2.5 लॉट × 1,00,000 × 1 = 2,000.00 USD");
  await page.getByText("सेल (शॉर्ट)", { exact: true }).click();
  await expect(result(page)).toContainText("लॉस");
  await expect(result(page)).toContainText("2,000.00 USD");
  await page.getByText("यूनिट", { exact: true }).click();
  await expect(field(page, "ट्रेड साइज़ (यूनिट)")).toBeVisible();
  await field(page, "ट्रेड साइज़ (यूनिट)").fill("250000");
  await expect(page.getByTestId("formula")).toHaveText("(1.17126 − 1.17926) × 2,50,000 यूनिट × 1 = -2,000.00 USD");

  // an instrument with a note: the hint and the option names are Hindi
  await field(page, "इंस्ट्रूमेंट").selectOption("XAUUSD");
  await expect(page.getByText("गोल्ड: 1 लॉट = 100 ट्रॉय औंस; 1 पिप = प्राइस में 0.01 USD।")).toBeVisible();
  await expect(page.getByRole("group", { name: "इंस्ट्रूमेंट का प्रकार" })).toBeVisible();

  // a refusal: the result dims with a Hindi notice, Calculate says what is wrong beside the field
  await field(page, "ओपन प्राइस").fill("");
  await expect(page.getByTestId("result-stale")).toHaveText("इनपुट बदल गए हैं: नतीजा अपडेट करने के लिए कैलकुलेट करें दबाएँ।");
  await page.getByRole("button", { name: "कैलकुलेट करें" }).click();
  await expect(page.getByText("ओपन प्राइस दर्ज करें।")).toBeVisible();
  await expect(field(page, "ओपन प्राइस")).toBeFocused();
  await expect(result(page)).toContainText("----");

  expect(seen).toEqual([]);
});

test("the lot size calculator gives the English page's figures in Hindi words", async ({ page }) => {
  const seen = complaints(page);
  const lotQuery = "instrument=EURUSD&deposit=USD&riskType=percent&risk=2&balance=10000&stopType=pips&stopLoss=40&conversion=1&unitsPerLot=100000&pipSize=0.0001&filledFor=EURUSD:USD";
  await openCalculator(page, `/lot-size?${lotQuery}`);
  const english = await page.getByTestId("formula").textContent();
  await openCalculator(page, `/hi/lot-size?${lotQuery}`);
  await field(page, "अकाउंट बैलेंस").fill("12345");
  await field(page, "अकाउंट बैलेंस").fill("10000");
  await expect(page.getByTestId("formula")).toHaveText("200.00 ÷ (40 पिप्स × 0.0001 × 1,00,000 × 1) → 0.50 लॉट (0.01 लॉट के स्टेप में नीचे राउंड किया गया)");
  expect(english).toBe("200.00 ÷ (40 pips × 0.0001 × 1,00,000 × 1) → 0.50 lots (rounded down to 0.01 lot)");
  expect(seen).toEqual([]);
});

/** Records every Intl constructor a page calls (decision 0023: none while a page loads and hydrates). */
const recordIntlConstructors = () => {
  const uses: string[] = [];
  (window as unknown as { __intlUses: string[] }).__intlUses = uses;
  const intl = Intl as unknown as Record<string, unknown>;
  for (const name of ["DateTimeFormat", "NumberFormat", "PluralRules"]) {
    const original = intl[name] as new (...args: unknown[]) => object;
    intl[name] = new Proxy(original, {
      construct: (target, args) => (uses.push(name), Reflect.construct(target, args)),
      apply: (target, self, args) => (uses.push(name), Reflect.apply(target, self, args)),
    });
  }
  const toLocaleString = Number.prototype.toLocaleString;
  Number.prototype.toLocaleString = function (this: number, ...args: Parameters<typeof toLocaleString>) {
    uses.push("Number.toLocaleString");
    return toLocaleString.apply(this, args);
  };
};

test("a Hindi calculator with a result from the address loads and answers without Intl in the browser: the server writes the figures", async ({ page }) => {
  await page.addInitScript(recordIntlConstructors);
  for (const path of [`/hi/profit-loss-calculator?${query}`, "/hi/risk-reward?ratio=3&winRate=40", "/hi/margin-calculator?deposit=INR&pair=EURINR&lots=1&leverage=100"]) {
    await openCalculator(page, path);
    await expect(result(page).first()).not.toContainText("----");
    expect(await page.evaluate(() => (window as unknown as { __intlUses: string[] }).__intlUses), path).toEqual([]);
  }
  // the browser writes no figure at all: a new lot size is sent, and the server's answer holds the result
  const before = await result(page).textContent();
  await field(page, "लॉट साइज़").fill("2");
  await settled(page);
  await expect(result(page)).not.toHaveText(before ?? "");
  expect(await page.evaluate(() => (window as unknown as { __intlUses: string[] }).__intlUses)).toEqual([]);
});

// one test per page: five axe runs in one test outlasted its minute on a busy machine
for (const path of [
  `/hi/profit-loss-calculator?${query}`,
  "/hi/margin-calculator?deposit=INR&pair=EURINR&lots=1&leverage=100",
  "/hi/pip-calculator?pips=0&instrument=EURUSD&deposit=USD&lots=&conversion=abc&unitsPerLot=100000&pipSize=0.0001&filledFor=EURUSD:USD",
  "/hi/lot-size?stopType=price&entryPrice=1.1&stopPrice=1.09",
  "/hi/risk-reward?ratio=3&winRate=40",
]) {
  test(`the Hindi calculator ${path.split("?")[0]}, with a result or with refusals, has no WCAG 2.2 AA violation`, async ({ page }) => {
    await page.goto(path, { waitUntil: "load" });
    const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(
      results.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5) })),
      path,
    ).toEqual([]);
  });
}
