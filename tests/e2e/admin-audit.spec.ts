import { expect, signInThroughForm, submitLogin, test, TEST_ADMIN, uniqueTag, waitForHydration } from "./fixtures";
import { axeOn } from "./axe";

/*
 * Issue 9, the audit trail in the browser: a failed sign-in, a sign-in and a settings change made
 * through the screens appear on /admin/audit with who and when, and the filters narrow the list.
 */

test.use({ appName: "audit" });

test("sign-ins, failed sign-ins and a settings change are in the audit trail, and the filters narrow it", async ({ page }) => {
  await page.goto("/admin");
  await submitLogin(page, { email: TEST_ADMIN.email, password: `wrong-${uniqueTag()}` });
  await expect(page.getByRole("alert")).toBeVisible();
  await signInThroughForm(page);

  await page.goto("/admin/settings");
  await waitForHydration(page);
  await page.getByLabel("Business hours").fill(`Monday to Saturday, 9:00 AM - 7:00 PM IST ${uniqueTag()}`);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status")).toContainText("Settings saved");

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit trail" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit trail" })).toBeVisible();
  const rows = page.getByRole("table").getByRole("row");
  const settingsRow = rows.filter({ hasText: "settings.update" }).first();
  await expect(settingsRow).toContainText(TEST_ADMIN.email.toLowerCase());
  await expect(settingsRow).toContainText("businessHours");
  await expect(rows.filter({ hasText: "auth.login_failed" }).first()).toBeVisible();
  await expect(rows.filter({ hasText: "auth.login" }).first()).toBeVisible();
  // newest first: the settings change came after the sign-ins
  const actions = await page.getByRole("table").locator("tbody tr td:nth-child(3)").allInnerTexts();
  expect(actions.indexOf("settings.update")).toBeLessThan(actions.indexOf("auth.login_failed"));

  await page.getByLabel("Kind of record").selectOption({ label: "Settings" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/entity=settings/);
  await expect(page.getByRole("table").locator("tbody tr td:nth-child(3)")).toHaveText(["settings.update"]);

  const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
