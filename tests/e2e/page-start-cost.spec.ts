import { publicPages } from "../../app/domain/public-pages";
import { savingsResults } from "../support/savings-pages";
import { pathInLocale } from "../../app/i18n/locale";
import { expect, test, waitForHydration } from "./fixtures";

/*
 * Decision 0023: a browser's first Intl object costs 40–70 ms of main thread (it loads locale
 * data), so no public page touches Intl while it loads and hydrates. Every Intl constructor and
 * toLocale* method is wrapped before the page's scripts run and records who called it.
 * Intl.PluralRules is the exception (decision 0031): an ICU plural of the interface texts selects
 * its form with it, and its first use costs 0.1–0.5 ms in Chromium, not the formatters' 11–70 ms
 * (it loads no locale display data).
 */
const recordIntlUse = () => {
  const uses: string[] = [];
  (window as unknown as { __intlUses: string[] }).__intlUses = uses;
  const record = (what: string) => uses.push(`${what} ${(new Error().stack ?? "").split("\n")[3]?.trim() ?? ""}`);
  const intl = Intl as unknown as Record<string, unknown>;
  for (const name of ["DateTimeFormat", "NumberFormat", "Segmenter", "Collator", "RelativeTimeFormat", "ListFormat", "DisplayNames"]) {
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

// the lot-size page's NSE mode, and the savings calculators opened from a shared link: their result,
// table and chart come written from the server; a course page too (issue 22): its fee and dates
const englishPaths = [...publicPages.map((entry) => entry.path), "/blog/:first-post", ...savingsResults, "/lot-size?mode=nse", "/courses/technical-analysis-masterclass"];
// and every Hindi twin (issue 23)
for (const path of [...englishPaths, ...englishPaths.map((english) => pathInLocale(english, "hi"))]) {
  test(`${path} loads and hydrates without touching Intl or a font file it can do without`, async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    let target = path;
    if (path.endsWith("/blog/:first-post")) {
      const blog = path.replace("/:first-post", "");
      await page.goto(blog);
      target = (await page.locator(`main a[href^="${blog}/"]`).first().getAttribute("href"))!;
    }
    await page.addInitScript(recordIntlUse);
    await page.goto(target, { waitUntil: "load" });
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __intlUses: string[] }).__intlUses)).toEqual([]);
    // Inter's Latin Extended file (86 KB, fetched at the highest priority before the first paint)
    // is for letters the demo content does not use: a "₹" comes from its 1.2 KB face (app/theme.css)
    expect(fonts.filter((font) => font.includes("latin-ext")), "fonts fetched").toEqual([]);
    // and an English page never fetches the Hindi face (its language switch has a face of its own)
    if (!path.startsWith("/hi")) expect(fonts.filter((font) => font.includes("devanagari")), "fonts fetched").toEqual([]);
  });
}

// No public page formats in the browser any more (the calculators' figures come written by the
// server, decision 0054), so a page's own script formats one number to show that the wrapping sees it.
test("the wrapping sees Intl when a page does use it", async ({ page }) => {
  await page.addInitScript(recordIntlUse);
  await page.goto("/profit-loss-calculator", { waitUntil: "load" });
  await waitForHydration(page);
  await page.evaluate(() => new Intl.NumberFormat("en-IN").format(100000));
  await page.evaluate(() => (12.5).toLocaleString("hi-IN"));
  expect(await page.evaluate(() => (window as unknown as { __intlUses: string[] }).__intlUses.length)).toBeGreaterThanOrEqual(2);
});
