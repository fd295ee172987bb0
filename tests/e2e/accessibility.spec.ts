import AxeBuilder from "@axe-core/playwright";
import { publicPages } from "../../app/domain/public-pages";
import { pathInLocale } from "../../app/i18n/locale";
import { savingsResults } from "../support/savings-pages";
import { renderLazySections } from "./axe";
import { expect, test } from "./fixtures";

/*
 * Issue 7: WCAG 2.2 AA as axe-core checks it, on every public page (in both languages, issue 23) at a desktop and a phone width.
 * The economic calendar's and the chart's third-party frames are not ours (and cannot load offline).
 */

const widths = [
  { name: "1280 px", width: 1280, height: 900 },
  { name: "375 px", width: 375, height: 800 },
];

for (const { name, width, height } of widths) {
  test.describe(`axe at ${name}`, () => {
    test.use({ viewport: { width, height } });

    // and the savings calculators with a result (chart, table) and with refusals (issue 24); a course
    // page and a missing one (issue 22; /courses is among the public pages)
    const english = [...publicPages.map((entry) => entry.path), "/blog/:first-post", "/courses/technical-analysis-masterclass", "/courses/no-such-course", "/no-such-page", ...savingsResults, "/lot-size?mode=nse", "/privacy-policy?version=1", "/disclaimer?version=99", "/newsletter/unsubscribe?token=wrong"];
    // every page in Hindi too (issue 23)
    for (const page of [...english, ...english.map((path) => pathInLocale(path, "hi"))]) {
      test(`${page} has no WCAG 2.2 AA violation`, async ({ page: browserPage }) => {
        let target = page;
        if (page.endsWith("/blog/:first-post")) {
          const blog = page.replace("/:first-post", "");
          await browserPage.goto(blog);
          const href = await browserPage.locator(`main a[href^="${blog}/"]`).first().getAttribute("href");
          target = href!;
        }
        await browserPage.goto(target, { waitUntil: "load" });
        await renderLazySections(browserPage);
        const results = await new AxeBuilder({ page: browserPage })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
          .exclude('iframe[src*="tradingview"]')
          .analyze();
        const violations = results.violations.map((violation) => ({
          id: violation.id,
          help: violation.help,
          nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
        }));
        expect(violations).toEqual([]);
      });
    }
  });
}
