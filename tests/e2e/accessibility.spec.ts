import { publicPages } from "../../app/domain/public-pages";
import { pathInLocale } from "../../app/i18n/locale";
import { savingsResults } from "../support/savings-pages";
import { axeOn, renderLazySections } from "./axe";
import { expect, test } from "./fixtures";

/*
 * Issue 7: WCAG 2.2 AA as axe-core checks it, on every public page (in both languages, issue 23) at a desktop and a phone width.
 * The economic calendar's and the chart's third-party frames are not ours (and cannot load offline).
 */

// Each page is loaded once and checked at both widths (the second analysis of a loaded page costs
// about two thirds of the first, and the load is not repeated): the sweep was a fifth of the browser
// tests' work (issue 25's test-time note). Loaded at the phone's width, then widened.
const widths = [
  { name: "375 px", width: 375, height: 800 },
  { name: "1280 px", width: 1280, height: 900 },
];

// and the savings calculators with a result (chart, table) and with refusals (issue 24); a course
// page and a missing one (issue 22; /courses is among the public pages)
const english = [...publicPages.map((entry) => entry.path), "/blog/:first-post", "/courses/technical-analysis-masterclass", "/courses/no-such-course", "/no-such-page", ...savingsResults, "/lot-size?mode=nse", "/privacy-policy?version=1", "/disclaimer?version=99", "/newsletter/unsubscribe?token=wrong"];

test.use({ viewport: { width: widths[0]!.width, height: widths[0]!.height } });

// every page in Hindi too (issue 23)
for (const page of [...english, ...english.map((path) => pathInLocale(path, "hi"))]) {
  test(`${page} has no WCAG 2.2 AA violation at ${widths.map((entry) => entry.name).join(" or ")}`, async ({ page: browserPage }) => {
    let target = page;
    if (page.endsWith("/blog/:first-post")) {
      const blog = page.replace("/:first-post", "");
      await browserPage.goto(blog);
      const href = await browserPage.locator(`main a[href^="${blog}/"]`).first().getAttribute("href");
      target = href!;
    }
    await browserPage.goto(target, { waitUntil: "load" });
    const found: Record<string, { id: string; help: string; nodes: string[] }[]> = {};
    for (const { name, width, height } of widths) {
      await browserPage.setViewportSize({ width, height });
      // after a resize too: a section rendered at the other width keeps that width's height until it is rendered again
      await renderLazySections(browserPage);
      const results = await axeOn(browserPage)
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .exclude('iframe[src*="tradingview"]')
        .analyze();
      found[name] = results.violations.map((violation) => ({
        id: violation.id,
        help: violation.help,
        nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
      }));
    }
    expect(found).toEqual(Object.fromEntries(widths.map((entry) => [entry.name, []])));
  });
}
