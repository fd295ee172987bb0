import type { Browser, Page } from "@playwright/test";
import { expectAxeClean } from "./axe";
import { expect, signInThroughForm, test, uniqueTag, waitForHydration } from "./fixtures";

// Saves the About page's Hindi: a server of its own, so other files see the seeded site (fixtures.ts).
test.use({ appName: "admin-hindi-drafts" });
test.describe.configure({ timeout: 120_000 });

/*
 * Autosave on a Hindi form (decision 0059) in Chromium, signed in through the real form: an editor
 * types Hindi into the About page's Hindi form, the typing is kept in this browser and on the
 * server, and after a reload the form offers it back ("Restore my draft") in the English editor's
 * words; another browser is offered the server's copy, restores it by its link and saves it; the
 * draft is then gone, in both browsers. The offer is axe clean.
 */

const ADDRESS = "/admin/pages?page=about-hi";
const titleBox = (page: Page) => page.getByRole("form", { name: "About page in Hindi" }).getByRole("textbox", { name: "Title (Hindi)", exact: true });

/** Signs in, opens the About page's Hindi form and types into its title until the server keeps the draft; the title as it was saved. */
async function typeADraft(page: Page, typed: string): Promise<string> {
  await signInThroughForm(page);
  await page.goto(ADDRESS);
  await waitForHydration(page);
  const stored = await titleBox(page).inputValue();
  await titleBox(page).fill(typed);
  await expect(page.getByTestId("autosave-status")).toContainText("Draft kept on the server at", { timeout: 10_000 });
  return stored;
}

async function signedInPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInThroughForm(page);
  return page;
}

test("Hindi typed into a translation form comes back after a reload, and from another browser, until it is saved", async ({ page, browser, baseURL }) => {
  const typed = `हमारे बारे में, मसौदा ${uniqueTag()}`;
  const stored = await typeADraft(page, typed);

  // reloaded, as after a closed tab: the draft is offered, and comes back into the box
  await page.reload();
  await waitForHydration(page);
  const offer = page.getByTestId("draft-offer");
  await expect(offer).toContainText("You have unsaved changes to these Hindi texts from");
  await expect(offer).toContainText("kept in this browser and on the server. Restore them, or discard them and keep the saved Hindi?");
  await expect(titleBox(page)).toHaveValue(stored);
  await expectAxeClean(page, 1280);
  await offer.getByRole("button", { name: "Restore my draft" }).click();
  await expect(titleBox(page)).toHaveValue(typed);
  await expect(page.getByTestId("draft-offer")).toHaveCount(0);

  // another browser: the server's copy, restored by its link (?draft=1), and saved there
  const elsewhere = await signedInPage(browser, baseURL);
  await elsewhere.goto(ADDRESS);
  await waitForHydration(elsewhere);
  await expect(elsewhere.getByTestId("draft-offer")).toContainText("kept on the server");
  await elsewhere.getByTestId("draft-offer").getByRole("link", { name: "Restore my draft" }).click();
  await expect(elsewhere).toHaveURL(/draft=1/);
  await expect(titleBox(elsewhere)).toHaveValue(typed);
  await elsewhere.getByRole("form", { name: "About page in Hindi" }).getByRole("button", { name: "Save the Hindi texts" }).click();
  await expect(elsewhere).not.toHaveURL(/draft=1/);
  await expect(titleBox(elsewhere)).toHaveValue(typed);
  await elsewhere.reload();
  await waitForHydration(elsewhere);
  await expect(elsewhere.getByTestId("draft-offer")).toHaveCount(0);
  await elsewhere.context().close();

  // the first browser: its copy is what is saved now, so nothing is offered any more
  await page.goto(ADDRESS);
  await waitForHydration(page);
  await expect(titleBox(page)).toHaveValue(typed);
  // (the offer is read a moment after the form has opened)
  await page.waitForTimeout(600);
  await expect(page.getByTestId("draft-offer")).toHaveCount(0);
});

test("“Discard it” throws the draft away and the form keeps what is saved", async ({ page }) => {
  const typed = `फेंकने वाला मसौदा ${uniqueTag()}`;
  const stored = await typeADraft(page, typed);
  await page.reload();
  await waitForHydration(page);
  await page.getByTestId("draft-offer").getByRole("button", { name: "Discard it" }).click();
  await expect(page.getByTestId("draft-offer")).toHaveCount(0);
  await expect(titleBox(page)).toHaveValue(stored);
  await page.reload();
  await waitForHydration(page);
  await page.waitForTimeout(600);
  await expect(page.getByTestId("draft-offer")).toHaveCount(0);
  await expect(titleBox(page)).toHaveValue(stored);
});

test("a post's Hindi draft brings back its boxes and its Hindi address", async ({ page }) => {
  const tag = uniqueTag();
  const TITLE = "Using Leverage Safely: Understanding Margin";
  await signInThroughForm(page);
  await page.goto("/admin/blogs");
  await waitForHydration(page);
  await page.getByTestId("blog-table").getByRole("row").filter({ hasText: TITLE }).getByRole("link", { name: `Hindi version of “${TITLE}”` }).click();
  const form = page.getByRole("form", { name: `${TITLE} in Hindi` });
  await expect(form).toBeVisible();
  await waitForHydration(page);
  await form.getByLabel("Title (Hindi)").fill(`लीवरेज का मसौदा ${tag}`);
  await form.getByLabel("Address under /hi/blog/ (optional)").fill(`लीवरेज-मसौदा-${tag}`);
  await expect(form.getByTestId("autosave-status")).toContainText("Draft kept on the server at", { timeout: 10_000 });
  await page.reload();
  await waitForHydration(page);
  await page.getByTestId("draft-offer").getByRole("button", { name: "Restore my draft" }).click();
  await expect(form.getByLabel("Title (Hindi)")).toHaveValue(`लीवरेज का मसौदा ${tag}`);
  await expect(form.getByLabel("Address under /hi/blog/ (optional)")).toHaveValue(`लीवरेज-मसौदा-${tag}`);

  // saved, and then changed and saved again from the same page: the second save is not refused as stale
  const save = async () => {
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/admin/blogs")),
      form.getByRole("button", { name: "Save the Hindi texts" }).click(),
    ]);
    return answer.status();
  };
  expect(await save()).not.toBe(409);
  await expect(page.getByText("The Hindi texts are saved.")).toBeVisible();
  await expect(page.getByTestId("draft-offer")).toHaveCount(0);
  await form.getByLabel("Title (Hindi)").fill(`लीवरेज का दूसरा पाठ ${tag}`);
  expect(await save()).not.toBe(409);
  await page.reload();
  await expect(form.getByLabel("Title (Hindi)")).toHaveValue(`लीवरेज का दूसरा पाठ ${tag}`);
  await expect(page.getByTestId("draft-offer")).toHaveCount(0);
});

test.afterEach(async ({ app }, info) => {
  if (info.status !== info.expectedStatus) console.log(app.output().split("\n").filter((line) => !line.includes('"level":30')).join("\n").slice(-5000));
});
