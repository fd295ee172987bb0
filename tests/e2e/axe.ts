import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * axe-core, run in the page itself (`axe.run`, the builder's "legacy" mode). The builder's default
 * runs `axe.runPartial` in every frame, then opens a blank page, injects axe-core into it again and
 * finishes the run there: on a 2-core machine that blank page doubled each analysis (/ 2.9-4.1 s ->
 * 1.6-1.7 s, /blog 1.2-1.9 -> 0.7-1.0 s, the same findings). What the default adds is the analysis of
 * cross-origin frames, and ours are only third parties' (TradingView's widgets, which cannot load
 * offline and which the sweep excludes); same-origin frames are still analysed.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

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
  const results = await axeOn(page).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`), width ? `${width} px` : undefined).toEqual([]);
}

/**
 * Renders once every part of the page that the browser lays out only near the viewport
 * (`content-visibility: auto`: the home page's sections below the first screen), then goes back to
 * the top. Until it has been rendered, such a section counts as its placeholder height, and axe
 * measures its content overflowing onto what follows: the home page's "View All Blog Posts" lay over
 * the footer's article links whenever the text face came too late for the first layout (a wider
 * fallback), a target-size failure no visitor can meet, since one who reaches the footer has scrolled
 * past the section and so rendered it.
 */
export async function renderLazySections(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const lazy = [...document.querySelectorAll<HTMLElement>("body *")].filter((element) => getComputedStyle(element).contentVisibility === "auto");
    for (const element of lazy) {
      element.scrollIntoView({ block: "center" });
      await nextFrame();
    }
    if (lazy.length > 0) {
      window.scrollTo(0, 0);
      await nextFrame();
    }
  });
}
