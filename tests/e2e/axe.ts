import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * axe (WCAG 2.0 A and AA) finds nothing on the page, at `width` when given (the page must not
 * scroll sideways there either). The violations are listed by rule and element, so a failure
 * names what to fix.
 */
export async function expectAxeClean(page: Page, width?: number): Promise<void> {
  if (width !== undefined) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
  }
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`), width ? `${width} px` : undefined).toEqual([]);
}
