import { publicPages } from "../../app/domain/public-pages";
import { expect, test, waitForHydration } from "./fixtures";

/*
 * Decision 0023: a browser's first Intl object costs 40–70 ms of main thread (it loads locale
 * data), so no public page touches Intl while it loads and hydrates. Every Intl constructor and
 * toLocale* method is wrapped before the page's scripts run and records who called it.
 */
const recordIntlUse = () => {
  const uses: string[] = [];
  (window as unknown as { __intlUses: string[] }).__intlUses = uses;
  const record = (what: string) => uses.push(`${what} ${(new Error().stack ?? "").split("\n")[3]?.trim() ?? ""}`);
  const intl = Intl as unknown as Record<string, unknown>;
  for (const name of ["DateTimeFormat", "NumberFormat", "Segmenter", "Collator", "PluralRules", "RelativeTimeFormat", "ListFormat", "DisplayNames"]) {
    const original = intl[name] as (new (...args: unknown[]) => object) | undefined;
    if (!original) continue;
    intl[name] = new Proxy(original, {
      construct: (target, args) => (record(name), Reflect.construct(target, args)),
      apply: (target, self, args) => (record(name), Reflect.apply(target, self, args)),
    });
  }
  const methods: [object, string][] = [
    [Number.prototype, "toLocaleString"],
    [Date.prototype, "toLocaleString"],
    [Date.prototype, "toLocaleDateString"],
    [Date.prototype, "toLocaleTimeString"],
    [String.prototype, "localeCompare"],
    [BigInt.prototype, "toLocaleString"],
  ];
  for (const [owner, name] of methods) {
    const target = owner as Record<string, (...args: unknown[]) => unknown>;
    const original = target[name]!;
    target[name] = function (this: unknown, ...args: unknown[]) {
      record(name);
      return original.apply(this, args);
    };
  }
};

for (const path of [...publicPages.map((entry) => entry.path), "/blog/:first-post"]) {
  test(`${path} loads and hydrates without touching Intl`, async ({ page }) => {
    let target = path;
    if (path === "/blog/:first-post") {
      await page.goto("/blog");
      target = (await page.locator('main a[href^="/blog/"]').first().getAttribute("href"))!;
    }
    await page.addInitScript(recordIntlUse);
    await page.goto(target, { waitUntil: "load" });
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __intlUses: string[] }).__intlUses)).toEqual([]);
  });
}

test("the wrapping sees Intl when a page does use it: a calculator's result is formatted on demand", async ({ page }) => {
  await page.addInitScript(recordIntlUse);
  await page.goto("/profit-loss-calculator", { waitUntil: "load" });
  await waitForHydration(page);
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __intlUses: string[] }).__intlUses.length)).toBeGreaterThan(0);
});
