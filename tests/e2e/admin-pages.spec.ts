import type { Browser, Page } from "@playwright/test";
import { smallPng } from "../support/images";
import { expect, signInThroughForm, test, uniqueTag, waitForHydration } from "./fixtures";
import { axeOn } from "./axe";

// Changes the home page and /about: a server of its own, so other files see the seeded site.
test.use({ appName: "admin-pages" });
test.describe.configure({ mode: "serial", timeout: 180_000 });

/*
 * The page-texts screen (issue 21, decision 0043) in Chromium, signed in through the real form: an
 * administrator changes the hero headline, a statistic, a why-us point, the about mission and the
 * trust banner's logos, and a visitor's browser (its page cache warm) sees each at once. Without
 * JavaScript the forms save too. axe is clean at 375 and 1280 px.
 */

async function openPages(page: Page, tab: "home" | "about" | "home-hi" | "about-hi" = "home"): Promise<void> {
  await page.goto(tab === "home" ? "/admin/pages" : `/admin/pages?page=${tab}`);
  await expect(page.getByRole("heading", { level: 1, name: "Page texts" })).toBeVisible();
}

async function withVisitor<T>(browser: Browser, baseURL: string | undefined, work: (visitor: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL });
  try {
    return await work(await context.newPage());
  } finally {
    await context.close();
  }
}

const homeForm = (page: Page) => page.getByRole("form", { name: "Home page texts" });

test("the hero headline, a statistic and a why-us point show on the home page at once; Hindi keeps its words but takes the number", async ({ page, browser, baseURL }) => {
  const tag = uniqueTag();
  await withVisitor(browser, baseURL, async (visitor) => {
    // the home page's reads are cached now
    await visitor.goto("/");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("One Dashboard. Endless Skills. Infinite Growth.");

    await signInThroughForm(page);
    await openPages(page);
    await waitForHydration(page);
    const form = homeForm(page);
    await expect(form.getByLabel("Headline", { exact: true })).toHaveValue("One Dashboard. Endless Skills. Infinite Growth.");
    await form.getByLabel("Headline", { exact: true }).fill(`Trade with a written plan ${tag}`);
    await form.getByLabel("Statistic 3: figure").fill("42+");
    await form.getByLabel("Statistic 3: label").fill(`Mentors ${tag}`);
    await form.getByLabel("Point 2: title").fill(`Learn at your own pace ${tag}`);
    await form.getByRole("button", { name: "Save home page texts" }).click();
    await expect(page.getByRole("status")).toContainText("Saved. The public site shows it now.");
    await expect(form.getByLabel("Headline", { exact: true })).toHaveValue(`Trade with a written plan ${tag}`);
    await expect(form.getByLabel("Headline", { exact: true })).toHaveAccessibleDescription(/^Changed\. Original: One Dashboard/);

    await visitor.goto("/");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Trade with a written plan ${tag}`);
    const statistics = visitor.locator('[data-home-section="statistics"]');
    await expect(statistics.locator("dl > div", { has: visitor.getByText(`Mentors ${tag}`) }).locator("dd")).toHaveText("42+");
    await expect(visitor.locator('[data-home-section="why-us"]').getByRole("heading", { name: `Learn at your own pace ${tag}` })).toBeVisible();

    // the Hindi home page: its own headline and labels, the number typed in English
    await visitor.goto("/hi");
    await expect(visitor.getByRole("heading", { level: 1 })).not.toHaveText(`Trade with a written plan ${tag}`);
    await expect(visitor.locator('[data-home-section="statistics"] dd').nth(2)).toHaveText("42+");
    await expect(visitor.getByText(`Mentors ${tag}`)).toHaveCount(0);

    // an emptied box brings the original back
    await form.getByLabel("Point 2: title").fill("");
    await form.getByRole("button", { name: "Save home page texts" }).click();
    await expect(form.getByLabel("Point 2: title")).toHaveValue("Flexible learning");
    await visitor.goto("/");
    await expect(visitor.locator('[data-home-section="why-us"]').getByRole("heading", { name: "Flexible learning" })).toBeVisible();
  });
});

test("the about mission shows on /about at once, and a too-long vision is refused beside its box", async ({ page, browser, baseURL }) => {
  const tag = uniqueTag();
  await withVisitor(browser, baseURL, async (visitor) => {
    await visitor.goto("/about");
    await signInThroughForm(page);
    await openPages(page, "about");
    await waitForHydration(page);
    await page.getByLabel("Mission", { exact: true }).fill(`To teach risk before reward ${tag}.`);
    await page.getByRole("button", { name: "Save About page" }).click();
    await expect(page.getByRole("status")).toContainText("Saved.");
    await visitor.goto("/about");
    await expect(visitor.getByRole("heading", { name: "Mission" }).locator("xpath=..")).toContainText(`To teach risk before reward ${tag}.`);

    const vision = page.getByLabel("Vision", { exact: true });
    // the box stops typing at its bound; a post made by hand is checked by the server
    await vision.evaluate((box) => box.removeAttribute("maxlength"));
    await vision.fill("v".repeat(1_001));
    await page.getByRole("button", { name: "Save About page" }).click();
    await expect(page.getByRole("status")).toContainText("Nothing was saved");
    await expect(vision).toHaveAttribute("aria-invalid", "true");
    await expect(vision).toHaveAccessibleDescription(/At most 1000 characters/);
  });
});

test("a stale save of the About page is refused naming who saved and keeps the typing; the version before comes back from the revisions", async ({ page, context }) => {
  const tag = uniqueTag();
  await signInThroughForm(page);
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await openPages(tab, "about");
    await waitForHydration(tab);
  }
  const before = await page.getByLabel("Vision", { exact: true }).inputValue();
  await page.getByLabel("Vision", { exact: true }).fill(`A market of careful traders ${tag}.`);
  await page.getByRole("button", { name: "Save About page" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");

  // the other tab still holds the version both opened
  await other.getByLabel("Vision", { exact: true }).fill(`Typed in the other tab ${tag}.`);
  await other.getByRole("button", { name: "Save About page" }).click();
  await expect(other.getByRole("status")).toContainText(/Not saved: admin@\S+ saved this About page at .+ IST/);
  await expect(other.getByLabel("Vision", { exact: true })).toHaveValue(`Typed in the other tab ${tag}.`);
  await expect(other.getByLabel("Save mine over theirs")).not.toBeChecked();
  await other.close();

  await page.getByRole("link", { name: "Revisions of the About page texts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Revisions: About page texts" })).toBeVisible();
  const versions = page.getByTestId("revision-list").getByRole("listitem");
  await expect(versions.first()).toContainText("Saved by admin@");
  await versions.nth(1).getByRole("link").click();
  await page.getByRole("button", { name: "Restore this version" }).click();
  await expect(page.getByRole("status")).toContainText("restored");
  await openPages(page, "about");
  await expect(page.getByLabel("Vision", { exact: true })).toHaveValue(before);
});

test("the hero headline's Hindi: flagged when the English changes, written beside the English, and shown on /hi at once", async ({ page, browser, baseURL }) => {
  const tag = uniqueTag();
  await signInThroughForm(page);
  await openPages(page);
  await waitForHydration(page);
  await homeForm(page).getByLabel("Headline", { exact: true }).fill(`Plan every trade ${tag}`);
  await homeForm(page).getByRole("button", { name: "Save home page texts" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");

  await page.getByRole("link", { name: "Home page in Hindi" }).click();
  const form = page.getByRole("form", { name: "Home page in Hindi" });
  const row = form.getByTestId("translation-row").filter({ hasText: `Plan every trade ${tag}` });
  await expect(row).toContainText("Needs translation: the English changed after this Hindi was written.");
  await expect(page.getByTestId("translation-summary")).toContainText(/\d+ fields? needs? translation/);
  await row.getByLabel("Headline (Hindi)").fill(`हर ट्रेड की योजना बनाएँ ${tag}`);
  await form.getByRole("button", { name: "Save the Hindi texts" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
  await expect(form.getByTestId("translation-row").filter({ hasText: `Plan every trade ${tag}` })).not.toContainText("Needs translation");

  await withVisitor(browser, baseURL, async (visitor) => {
    await visitor.goto("/hi");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`हर ट्रेड की योजना बनाएँ ${tag}`);
    await visitor.goto("/");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Plan every trade ${tag}`);
  });
});

test("a logo is added, moved and removed, and the trust banner follows at once", async ({ page, browser, baseURL }) => {
  const name = `Partner ${uniqueTag()}`;
  await withVisitor(browser, baseURL, async (visitor) => {
    const bannerNames = async () => {
      await visitor.goto("/");
      return visitor.locator('[data-testid="trust-marquee"] li:not([aria-hidden]) img').evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
    };
    const before = await bannerNames();
    expect(before).toHaveLength(13);

    await signInThroughForm(page);
    await openPages(page);
    await waitForHydration(page);
    const add = page.getByRole("form", { name: "Add a logo" });
    await add.getByLabel("New logo: description").fill(name);
    await add.locator('input[type="file"][name="logo"]').setInputFiles({ name: "partner.png", mimeType: "image/png", buffer: await smallPng(220, 64) });
    await add.getByRole("button", { name: "Add logo" }).click();
    await expect(page.getByRole("status")).toContainText("Logo added.");
    expect(await bannerNames()).toEqual([...before, name]);

    await page.getByRole("button", { name: `Move up ${name}` }).click();
    await expect(page.getByRole("status")).toContainText("Logos updated.");
    expect(await bannerNames()).toEqual([...before.slice(0, 12), name, before[12]]);

    await page.getByRole("button", { name: `Remove ${name}` }).click();
    await expect(page.getByRole("status")).toContainText("Logo removed");
    expect(await bannerNames()).toEqual(before);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home form, the about form and the logo buttons save", async ({ page, browser, baseURL }) => {
    const tag = uniqueTag();
    await signInThroughForm(page);
    await openPages(page);
    await homeForm(page).getByLabel("Claim").fill(`Trusted by 12,000+ learners ${tag}`);
    await homeForm(page).getByRole("button", { name: "Save home page texts" }).click();
    await expect(page.getByRole("status")).toContainText("Saved.");

    const first = page.getByTestId("logo-item").first();
    const firstName = await first.getByRole("textbox").inputValue();
    await first.getByRole("button", { name: /^Move down/ }).click();
    await expect(page.getByRole("status")).toContainText("Logos updated.");
    await expect(page.getByTestId("logo-item").nth(1).getByRole("textbox")).toHaveValue(firstName);
    // and back, to leave the demo order as it was
    await page.getByTestId("logo-item").nth(1).getByRole("button", { name: /^Move up/ }).click();
    await expect(page.getByTestId("logo-item").first().getByRole("textbox")).toHaveValue(firstName);

    await openPages(page, "about");
    await page.getByLabel("Value 1: name").fill(`Honesty ${tag}`);
    await page.getByRole("button", { name: "Save About page" }).click();
    await expect(page.getByRole("status")).toContainText("Saved.");

    await withVisitor(browser, baseURL, async (visitor) => {
      await visitor.goto("/");
      await expect(visitor.getByRole("heading", { name: `Trusted by 12,000+ learners ${tag}` })).toBeVisible();
      await visitor.goto("/about");
      await expect(visitor.getByRole("heading", { name: `Honesty ${tag}` })).toBeVisible();
    });
  });
});

test("the Hindi headline saved twice, its first version restored from the revisions, and /hi shows it at once (decision 0052)", async ({ page, browser, baseURL }) => {
  const tag = uniqueTag();
  const hindiForm = page.getByRole("form", { name: "Home page in Hindi" });
  await withVisitor(browser, baseURL, async (visitor) => {
    // the Hindi home page's reads are cached now
    await visitor.goto("/hi");
    await signInThroughForm(page);
    for (const words of [`पहला शीर्षक ${tag}`, `दूसरा शीर्षक ${tag}`]) {
      await openPages(page, "home-hi");
      await waitForHydration(page);
      await hindiForm.getByLabel("Headline (Hindi)", { exact: true }).fill(words);
      await hindiForm.getByRole("button", { name: "Save the Hindi texts" }).click();
      await expect(page.getByRole("status")).toContainText("Saved.");
      await expect(hindiForm.getByLabel("Headline (Hindi)", { exact: true })).toHaveValue(words);
    }
    await visitor.goto("/hi");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`दूसरा शीर्षक ${tag}`);

    await hindiForm.getByRole("link", { name: "Revisions of the home page texts in Hindi" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Revisions: Home page texts in Hindi" })).toBeVisible();
    const versions = page.getByTestId("revision-list").getByRole("link");
    // the newest first: the second save, the first, then the page before its first Hindi save (if none was kept before)
    await versions.nth(1).click();
    await expect(page.getByTestId("revision-diff")).toContainText(`पहला शीर्षक ${tag}`);
    await page.getByRole("link", { name: "Compare with the current version" }).click();
    await expect(page.getByTestId("revision-diff").locator("ins")).toContainText(["दूसरा"]);
    await page.getByRole("button", { name: "Restore this version" }).click();
    await expect(page.getByRole("status")).toContainText("The version was restored");
    await expect(versions.first()).toContainText("Restored by");

    await visitor.goto("/hi");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`पहला शीर्षक ${tag}`);
  });
});

for (const width of [375, 1280]) {
  test(`the screen is axe clean and fits ${width} px, all four tabs`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInThroughForm(page);
    for (const tab of ["home", "about", "home-hi", "about-hi"] as const) {
      await openPages(page, tab);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const results = await axeOn(page).withTags(["wcag2a", "wcag2aa"]).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`), tab).toEqual([]);
    }
  });
}
