import { demoBlogs, demoCourses } from "../../app/server/db/demo-content.server";
import type { Page } from "@playwright/test";
import { atPath, clickUntil, expect, expectOnTop, signInThroughForm, test } from "./fixtures";

const PHONE = { width: 375, height: 800 };
const post = demoBlogs.find((blog) => blog.status === "Published")!;

test.use({ viewport: PHONE, hasTouch: true });

async function expectNoSidewaysScroll(page: Page, path: string) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
  }));
  expect(widths.document, `document scroll width on ${path}`).toBeLessThanOrEqual(PHONE.width + 1);
  expect(widths.body, `body scroll width on ${path}`).toBeLessThanOrEqual(PHONE.width + 1);
}

const calculators = ["/profit-loss-calculator", "/margin-calculator", "/risk-reward", "/pip-calculator", "/lot-size", "/sip-calculator", "/compound-interest-calculator", "/brokerage-calculator"];

test.describe("phone width", () => {
  for (const path of ["/", "/blog", `/blog/${post.slug}`, "/contact", "/admin", ...calculators]) {
    test(`${path} does not scroll sideways at ${PHONE.width}px`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("load");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    });
  }

  test("the admin's wide rates table scrolls inside its box, not the page", async ({ page }) => {
    await page.goto("/admin");
    await signInThroughForm(page);
    await page.goto("/admin/rates");
    await expect(page.getByRole("heading", { level: 1, name: "Exchange rates" })).toBeVisible();
    await expectNoSidewaysScroll(page, "/admin/rates");
  });

  test("the menu button opens the mobile menu", async ({ page }) => {
    await page.goto("/");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    const button = page.getByRole("button", { name: /^(Open|Close) menu$/ });
    await expect(button).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" })).toBeHidden();

    await clickUntil(button, "aria-expanded", "true");
    await expect(button).toHaveAccessibleName("Close menu");
    await expect(menu).toBeVisible();
    // the open menu covers the page below the header, with every entry on screen without scrolling
    const box = (await menu.boundingBox())!;
    expect(box.height, "height of the open mobile menu").toBeGreaterThanOrEqual(PHONE.height / 2);
    for (const name of ["Home", "About Us", "Blog", "Contact"]) {
      const link = menu.getByRole("link", { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toBeInViewport();
      await expectOnTop(link, `the menu's ${name} link`);
    }
    await expect(menu.getByRole("button", { name: /Courses/ })).toBeVisible();
    await expectOnTop(menu.getByRole("button", { name: /Courses/ }), "the menu's Courses button");

    await menu.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(atPath("/contact"));
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});

test.describe("phone menu panel", () => {
  test("slides in with focus on its first link, opens the Courses accordion, and Escape closes it and returns focus", async ({ page }) => {
    await page.goto("/about");
    const button = page.getByRole("button", { name: /^(Open|Close) menu$/ });
    const menu = page.locator("#mobile-menu");
    await clickUntil(button, "aria-expanded", "true");
    await expect(menu).toBeVisible();
    // in place once the slide ends: its right edge on the screen's right edge
    await expect.poll(async () => Math.round(((await menu.boundingBox())?.x ?? -1) + ((await menu.boundingBox())?.width ?? 0))).toBe(PHONE.width);
    await expect(menu.getByRole("link", { name: "Home", exact: true })).toBeFocused();

    const accordion = menu.getByRole("button", { name: "Courses" });
    const courseList = menu.locator("#mobile-courses");
    await expect(accordion).toHaveAttribute("aria-expanded", "false");
    await expect(courseList).toBeHidden();
    await accordion.click();
    await expect(accordion).toHaveAttribute("aria-expanded", "true");
    for (const course of demoCourses) await expect(courseList.getByRole("link", { name: course.name })).toHaveAttribute("href", `/courses/${course.slug}`);
    await accordion.click();
    await expect(courseList).toBeHidden();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });

  test("a tap on the dimmed page beside it closes it", async ({ page }) => {
    await page.setViewportSize({ width: 768 - 1, height: 800 });
    await page.goto("/about");
    const button = page.getByRole("button", { name: /^(Open|Close) menu$/ });
    await clickUntil(button, "aria-expanded", "true");
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.mouse.click(40, 400);
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
