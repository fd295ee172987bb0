import type { Page } from "@playwright/test";
import { expect, signInThroughForm, test, uniqueTag, waitForHydration } from "./fixtures";

// Changes the home page, /about and the terms: a server of its own.
test.use({ appName: "newcomer-walk-through" });
test.describe.configure({ timeout: 180_000 });

/*
 * Issue 21's first "Done when", as the marketing manager would try it in a browser: a few texts of
 * /, /about and a legal page changed through the back office's own screens, each seen on the public
 * site at once. The census over HTTP (tests/integration/http/newcomer-walk-through.test.ts) covers
 * every field; this one proves the screens themselves.
 */

async function saved(page: Page, button: string, status: string | RegExp) {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("status")).toContainText(status);
}

test("a newcomer changes the headline, an About heading and the terms, and the public pages show them at once", async ({ page, browser, baseURL }) => {
  const tag = uniqueTag();
  await signInThroughForm(page);

  await page.goto("/admin/pages");
  await waitForHydration(page);
  await page.getByRole("form", { name: "Home page texts" }).getByLabel("Headline", { exact: true }).fill(`Learn to trade with a plan ${tag}`);
  await saved(page, "Save home page texts", "Saved. The public site shows it now.");

  await page.goto("/admin/pages?page=about");
  await waitForHydration(page);
  await page.getByLabel("Mission: heading").fill(`Why we teach ${tag}`);
  await saved(page, "Save About page", "Saved.");

  await page.goto("/admin/legal/terms");
  await waitForHydration(page);
  // the rich-text editor, once it has replaced the plain HTML box ("Text (HTML)") it starts as
  const text = page.getByRole("textbox", { name: "Text", exact: true });
  await text.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(`These terms apply from today ${tag}.`);
  // saved at once: the form's field holds every letter typed (the editor copies it at each keystroke)
  await page.getByRole("button", { name: "Save as new version" }).click();
  await expect(page).toHaveURL(/\/admin\/legal\/terms\?saved=/);

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Learn to trade with a plan ${tag}`);
  await visitor.goto("/about");
  await expect(visitor.getByRole("heading", { level: 2, name: `Why we teach ${tag}` })).toBeVisible();
  await visitor.goto("/terms-and-conditions");
  await expect(visitor.getByRole("main")).toContainText(`These terms apply from today ${tag}.`);
  await visitor.context().close();
});
