import type { Page } from "@playwright/test";
import type { Result } from "axe-core";
import { DROPDOWN_CLOSE_DELAY_MS } from "../../app/client/header-menus";
import { publicPages } from "../../app/domain/public-pages";
import { demoAboutContent, demoBlogs, demoCourses, demoSiteSettings } from "../../app/server/db/demo-content.server";
import { clickUntil, expect, signInThroughForm, test, waitForHydration } from "./fixtures";
import { axeOn } from "./axe";

/*
 * The public chrome on the seeded site: header dropdown, footer, floating chat link, skip link,
 * scroll-to-top, favicon and manifest, /about, and axe on the pages this branch owns.
 */

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 800 };
test.use({ viewport: DESKTOP });

const coursesByOrder = [...demoCourses].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
const visibleNow = (post: (typeof demoBlogs)[number]) => post.status === "Published" && (!post.publishAt || post.publishAt <= new Date().toISOString());
const footerHighlights = demoBlogs
  .filter(visibleNow)
  .sort((a, b) => b.date.localeCompare(a.date))
  .slice(0, 2);

function dropdownOf(page: Page) {
  const nav = page.getByRole("navigation", { name: "Main" });
  return { button: nav.getByRole("button", { name: "Courses" }), list: page.locator("#courses-menu") };
}

test.describe("header", () => {
  test("the Courses dropdown opens on hover and closes 250 ms after the pointer leaves", async ({ page }) => {
    await page.clock.install();
    await page.goto("/about");
    await waitForHydration(page);
    // stop the page's clock: from here its timers advance only with runFor, however loaded the machine
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const { button, list } = dropdownOf(page);
    await expect(list).toBeHidden();

    await button.hover();
    await expect(list).toBeVisible();
    // each published course opens its own page (issue 22)
    for (const course of coursesByOrder) await expect(list.getByRole("link", { name: course.name })).toHaveAttribute("href", `/courses/${course.slug}`);

    // the pointer leaves; on the page's own clock the list is still open at 150 ms, gone after 250 ms
    await page.mouse.move(640, 700);
    await page.clock.runFor(150);
    await expect(list).toBeVisible();
    await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS - 150 + 50);
    await expect(list).toBeHidden();

    // coming back within the delay keeps it open
    await button.hover();
    await expect(list).toBeVisible();
    await page.mouse.move(640, 700);
    await page.clock.runFor(100);
    await button.hover();
    await page.clock.runFor(1_000);
    await expect(list).toBeVisible();
  });

  test("the dropdown works by keyboard: Enter opens, Tab reaches the courses, Escape closes and returns focus", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const { button, list } = dropdownOf(page);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    // "All courses" (issue 22) comes first, then the courses
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link", { name: "All courses" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link", { name: coursesByOrder[0]!.name })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();

    // focus moving on past the list closes it too
    await page.keyboard.press("Enter");
    await expect(list).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).focus();
    await expect(list).toBeHidden();
  });

  test("the Login button leads to the learning platform in a new tab", async ({ page }) => {
    await page.goto("/");
    const login = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Login/ });
    await expect(login).toHaveAttribute("href", demoSiteSettings.learningPlatformUrl);
    await expect(login).toHaveAttribute("target", "_blank");
  });
});

test.describe("footer", () => {
  test("shows the settings' contact details, hours, social and policy links, and the two newest posts", async ({ page }) => {
    expect(footerHighlights).toHaveLength(2);
    await page.goto("/contact");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: demoSiteSettings.email })).toHaveAttribute("href", `mailto:${demoSiteSettings.email}`);
    await expect(footer.getByRole("link", { name: demoSiteSettings.phone })).toHaveAttribute("href", "tel:+919876543210");
    await expect(footer.getByText(demoSiteSettings.address)).toBeVisible();
    await expect(footer.getByText("Monday to Friday, 9:00 AM - 6:00 PM IST")).toBeVisible();

    const socials = footer.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(socials).toHaveCount(Object.values(demoSiteSettings.social).filter(Boolean).length);
    await expect(footer.getByRole("link", { name: /^LinkedIn/ })).toHaveAttribute("href", demoSiteSettings.social.linkedin);

    for (const [name, href] of [
      ["Terms & Conditions", "/terms-and-conditions"],
      ["Privacy Policy", "/privacy-policy"],
      ["Refund & Cancellation", "/refund-cancellation"],
      ["Disclaimer", "/disclaimer"],
    ]) {
      await expect(footer.getByRole("link", { name: name!, exact: true })).toHaveAttribute("href", href!);
    }

    const highlights = footer.getByRole("list", { name: "Latest articles" }).getByRole("link");
    await expect(highlights).toHaveText(footerHighlights.map((post) => post.title));
    for (const [index, post] of footerHighlights.entries()) await expect(highlights.nth(index)).toHaveAttribute("href", `/blog/${post.slug}`);
    await highlights.first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(footerHighlights[0]!.title);
  });
});

test.describe("floating chat link", () => {
  test("is on public pages, labelled and opening in a new tab, and never on /admin", async ({ page }) => {
    for (const path of ["/", "/about", "/blog", "/lot-size"]) {
      await page.goto(path);
      const chat = page.getByRole("link", { name: "Chat with us (opens in a new tab)" });
      await expect(chat, path).toBeVisible();
      await expect(chat).toHaveAttribute("href", demoSiteSettings.chatUrl);
      await expect(chat).toHaveAttribute("target", "_blank");
      await expect(chat).toHaveAttribute("rel", /noopener/);
    }
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /Chat with us/ })).toHaveCount(0);
    await signInThroughForm(page);
    await expect(page.getByRole("link", { name: /Chat with us/ })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });
});

test.describe("skip link", () => {
  test("is the first thing Tab reaches, and Enter puts focus in the main landmark", async ({ page }) => {
    await page.goto("/sitemap");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);
    // the next Tab continues with the page's first link, not in the header
    await page.keyboard.press("Tab");
    await expect(page.getByRole("main").getByRole("link").first()).toBeFocused();
  });

  test("every public page's HTML has the <main id=\"main\"> the link targets", async ({ request }) => {
    const post = demoBlogs.find(visibleNow)!;
    for (const path of [...publicPages.map((page) => page.path), `/blog/${post.slug}`, "/blog/no-such-post", "/no-such-page"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('href="#main"');
      expect(html.match(/<main id="main" tabindex="-1"/g), path).toHaveLength(1);
    }
  });
});

test("the scroll-to-top button appears after 300 px and takes the page back up", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const button = page.getByRole("button", { name: "Scroll to top" });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250);
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test("a page that opens scrolled down shows the scroll-to-top button without a scroll", async ({ page }) => {
  // opened at a fragment far down, the site's script arriving after the browser has scrolled there
  // (its scroll event has gone by): the script must look for itself
  await page.route("**/assets/site-behaviour-*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto("/#blogs-heading");
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(page.getByRole("button", { name: "Scroll to top" })).toBeVisible();
  // and put back where it was by a reload
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole("button", { name: "Scroll to top" })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(page.getByRole("button", { name: "Scroll to top" })).toBeVisible();
});

test("the site's script wires a page whose parsing it overtook, without waiting on the page's timers", async ({ page }) => {
  // the page's clock stands still (as in the carousel's tests); a slow script at the end of the body
  // holds the parser, so the async site script runs first and must wait for the end of parsing
  const start = new Date("2026-11-02T10:00:00+05:30");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await page.route("**/about", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace("</body>", '<script src="/parser-held.js"></script></body>');
    await route.fulfill({ response, body: html });
  });
  const siteScriptServed = page.waitForResponse(/\/assets\/site-behaviour-.*\.js$/);
  await page.route("**/parser-held.js", async (route) => {
    // released only once the site's script has come, and time enough for it to run
    await (await siteScriptServed).finished();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.fulfill({ contentType: "text/javascript", body: "" });
  });
  await page.goto("/about");
  // polled from the test's side: nothing inside the page may wait on a timer here
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.behaviour)).toBe("ready");
  const { button, list } = dropdownOf(page);
  await button.hover();
  await expect(list).toBeVisible();
});

test("the favicon, touch icon and web app manifest are linked from the head and served", async ({ page, request }) => {
  await page.goto("/blog");
  const head = page.locator("head");
  await expect(head.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
  await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
  await expect(head.locator('link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");

  const response = await request.get("/site.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await response.json()) as { name: string; start_url: string; icons: { src: string; type: string; sizes: string }[] };
  expect(manifest.name).toBe(demoSiteSettings.companyName);
  expect(manifest.start_url).toBe("/");
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of [...manifest.icons, { src: "/apple-touch-icon.png", type: "image/png" }]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"], icon.src).toContain(icon.type);
  }
});

test("/about shows the mission, vision, values and team picture from the stored content", async ({ page }) => {
  await page.goto("/about");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(demoAboutContent.title);
  await expect(main.getByRole("heading", { name: "Our mission" })).toBeVisible();
  await expect(main.getByText(demoAboutContent.mission)).toBeVisible();
  await expect(main.getByText(demoAboutContent.vision)).toBeVisible();
  for (const value of demoAboutContent.values) await expect(main.getByRole("heading", { level: 3, name: value.name })).toBeVisible();
  const picture = main.getByRole("img", { name: demoAboutContent.team.imageAlt });
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
});

test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  for (const viewport of [DESKTOP, PHONE]) {
    for (const path of ["/about", "/sitemap", "/terms-and-conditions", "/privacy-policy", "/refund-cancellation", "/disclaimer", "/privacy-policy?version=1"]) {
      test(`${path} at ${viewport.width} px has no violation`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await waitForHydration(page);
        const results = await axeOn(page).withTags(AXE_TAGS).analyze();
        expectNoViolation(results.violations);
      });
    }
  }

  test("the open Courses dropdown has no violation", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const { button, list } = dropdownOf(page);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(list).toBeVisible();
    expectNoViolation((await axeOn(page).include("header").withTags(AXE_TAGS).analyze()).violations);
  });

  test("the open phone menu with its Courses accordion has no violation", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/about");
    await clickUntil(page.getByRole("button", { name: /^(Open|Close) menu$/ }), "aria-expanded", "true");
    await page.locator("#mobile-menu").getByRole("button", { name: "Courses" }).click();
    await expect(page.locator("#mobile-courses")).toBeVisible();
    expectNoViolation((await axeOn(page).include("header").withTags(AXE_TAGS).analyze()).violations);
  });
});

function expectNoViolation(violations: Result[]) {
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}
