import type { Page } from "@playwright/test";
import { demoCourses } from "../../app/server/db/demo-content.server";
import { expect, test, waitForHydration } from "./fixtures";
import { axeOn } from "./axe";

/*
 * Issue 22, "a newcomer finds a course from /": from the home page's course cards (and from the
 * header's course menu) to a course's own page, with JavaScript and without; the page answers what,
 * how long, in which language and for how much, and "Visit Course" still opens the learning
 * platform in a new tab. axe at a phone and a desktop width on /courses and a course page.
 */

const course = demoCourses.find((entry) => entry.slug === "options-trading-essentials")!;
const faq = JSON.parse(course.faq!) as { question: string; answer: string }[];

async function expectCoursePage(page: Page) {
  await expect(page).toHaveURL(new RegExp(`/courses/${course.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(course.name);
  await expect(page.getByTestId("course-price")).toHaveText("₹17,999.00");
  // 17,999 × 18/118 = 2,745.61…
  await expect(page.getByTestId("course-gst")).toHaveText("GST included in this price: ₹2,745.61 (18%). Price before GST: ₹15,253.39.");
  await expect(page.getByTestId("course-facts")).toContainText("Intermediate");
  await expect(page.getByRole("heading", { name: "Curriculum" })).toBeVisible();
  const visit = page.getByRole("link", { name: /^Visit Course/ });
  await expect(visit).toHaveAttribute("href", course.link);
  await expect(visit).toHaveAttribute("target", "_blank");
}

for (const javaScript of [true, false]) {
  test.describe(`a newcomer, JavaScript ${javaScript ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: javaScript });

    test("finds a course from the home page's cards and reads its page", async ({ page }) => {
      await page.goto("/");
      if (javaScript) await waitForHydration(page);
      const cards = page.getByTestId("course-list");
      await cards.getByRole("link", { name: new RegExp(`^Details\\W+${course.name}$`) }).click();
      await expectCoursePage(page);

      // the FAQ opens without JavaScript too (details/summary)
      const first = faq[0]!;
      await expect(page.getByText(first.answer)).toBeHidden();
      await page.getByText(first.question).click();
      await expect(page.getByText(first.answer)).toBeVisible();

      // back to every course, filtered by a chip on the server or in place
      await page.getByRole("link", { name: "All courses" }).first().click();
      await expect(page).toHaveURL(/\/courses$/);
      await page.getByRole("navigation", { name: "Filter courses by category" }).getByRole("link", { name: /Options Trading/ }).click();
      const shown = page.getByTestId("course-list").getByRole("heading", { level: 3 });
      await expect(shown).toHaveText(demoCourses.filter((entry) => entry.category === "Options Trading").map((entry) => entry.name));
    });
  });
}

test("the header's course menu opens a course's page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/about");
  await waitForHydration(page);
  // the menu opens on hover (a click then would close it again)
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Courses" }).hover();
  await page.locator("#courses-menu").getByRole("link", { name: course.name }).click();
  await expectCoursePage(page);
});

for (const { name, width, height } of [
  { name: "375 px", width: 375, height: 800 },
  { name: "1280 px", width: 1280, height: 900 },
]) {
  for (const path of ["/courses", `/courses/${course.slug}`, `/hi/courses/${course.slug}`]) {
    test(`${path} has no WCAG 2.2 AA violation at ${name}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(path, { waitUntil: "load" });
      const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      expect(results.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5) }))).toEqual([]);
      // nothing wider than the screen
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}
