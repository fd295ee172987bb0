import { fallbackAboutContent } from "../../app/domain/about-content";
import { fallbackSiteSettings } from "../../app/domain/site-settings";
import { clickUntil, expect, test, waitForHydration } from "./fixtures";

/* The chrome of a site with nothing in it yet (no demo content): a server of its own. */
test.use({ appName: "chrome-empty", appEnv: { SEED_DEMO: "false" }, viewport: { width: 1280, height: 800 } });

test("the Courses dropdown says 'No courses available.' when there are none", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Courses" }).hover();
  await expect(page.locator("#courses-menu")).toHaveText("No courses available.");
});

test("the phone menu's Courses accordion says 'No courses available.' too", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await clickUntil(page.getByRole("button", { name: /^(Open|Close) menu$/ }), "aria-expanded", "true");
  await page.locator("#mobile-menu").getByRole("button", { name: "Courses" }).click();
  await expect(page.locator("#mobile-courses")).toHaveText("No courses available.");
});

test("without settings or posts the footer shows the defaults, no highlights and no chat button", async ({ page }) => {
  await page.goto("/sitemap");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: fallbackSiteSettings.email })).toBeVisible();
  await expect(footer.getByText(fallbackSiteSettings.businessHours)).toBeVisible();
  await expect(footer.getByText("New articles are on their way.")).toBeVisible();
  await expect(footer.getByRole("list", { name: "Latest articles" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Chat with us/ })).toHaveCount(0);
});

test("/about falls back to plain words naming the company when no content is stored", async ({ page }) => {
  const fallback = fallbackAboutContent(fallbackSiteSettings.companyName);
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fallback.title);
  await expect(page.getByText(fallback.mission)).toBeVisible();
  await expect(page.getByRole("img", { name: fallback.team.imageAlt })).toBeAttached();
});
