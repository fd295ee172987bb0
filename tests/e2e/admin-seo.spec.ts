import type { Browser, Page } from "@playwright/test";
import { messages } from "../../app/domain/messages";
import { expect, signInThroughForm, test, uniqueTag, waitForHydration } from "./fixtures";

// Changes every public page's head: a server of its own (fixtures.ts).
test.use({ appName: "admin-seo" });

/*
 * The SEO screen in Chromium: an administrator writes the global record and a page's record, sees
 * the preview follow the typing, and a visitor's browser then reads the new head, on the first
 * load and after a client navigation. Markup that would run a script is refused, and JSON-LD that
 * tries to close its script element stays data.
 */

async function openSeo(page: Page, query = ""): Promise<void> {
  await page.goto(`/admin/seo${query}`);
  await expect(page.getByRole("heading", { level: 1, name: messages.seo.title })).toBeVisible();
  await waitForHydration(page);
}

/** A visitor's page in a context of its own (no admin session, so the page cache serves it). */
async function visitorPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

const headMeta = (page: Page, selector: string) => page.locator(`head ${selector}`);

test("the global record: the preview follows the typing, Save says 'Global SEO saved!', and a page without a record shows it", async ({ page, browser, baseURL }) => {
  await signInThroughForm(page);
  await openSeo(page);
  await expect(page.getByRole("link", { name: "Global SEO" })).toHaveAttribute("aria-current", "page");
  const tag = uniqueTag();
  const description = `Learn to trade with a plan ${tag}: courses, calculators and articles for Indian traders.`;
  const form = page.getByRole("form", { name: "SEO record" });
  await form.getByLabel("Meta description").fill(description);
  const preview = page.getByTestId("search-preview");
  await expect(preview).toContainText(description);
  await expect(page.getByText(`Description: ${description.length} of 160 characters`)).toBeVisible();
  // a title that is too long is flagged in words, not only in colour
  await form.getByLabel("Site title", { exact: true }).fill(`Candlewise Academy ${tag} `.repeat(4).trim());
  await expect(page.getByText(/Title: \d+ of 60 characters, too long/)).toBeVisible();
  await form.getByLabel("Site title", { exact: true }).fill("Candlewise Academy");
  await form.getByLabel("Custom meta and link tags").fill(`<meta name="seo-check" content="${tag}">`);
  await form.getByRole("button", { name: "Save Global SEO" }).click();
  await expect(page.getByText(messages.seo.globalSaved)).toBeVisible();
  await expect(form.getByLabel("Meta description")).toHaveValue(description);

  const visitor = await visitorPage(browser, baseURL);
  await visitor.goto("/contact");
  await expect(headMeta(visitor, 'meta[name="description"]')).toHaveAttribute("content", description);
  await expect(headMeta(visitor, 'meta[name="seo-check"]')).toHaveAttribute("content", tag);
  await expect(visitor).toHaveTitle("Contact | Candlewise Academy");
  await visitor.context().close();
});

test("a page's record: chosen from the list, saved with 'Page SEO saved!', and the head follows client navigation", async ({ page, browser, baseURL }) => {
  await signInThroughForm(page);
  await openSeo(page, "?scope=page");
  const form = page.getByRole("form", { name: "SEO record" });
  // saving before choosing a page is refused
  await form.getByRole("button", { name: "Save Page SEO" }).click();
  await expect(page.getByRole("status").getByText(messages.seo.selectPage)).toBeVisible();
  await expect(page.getByLabel("Page", { exact: true })).toHaveAttribute("aria-invalid", "true");

  // choosing a page opens its record at once (the picker submits itself)
  await page.getByLabel("Page", { exact: true }).selectOption("/about");
  await expect(page).toHaveURL(/scope=page&page=%2Fabout/);
  const tag = uniqueTag();
  await form.getByLabel("Page title", { exact: true }).fill(`About the academy ${tag}`);
  await expect(page.getByTestId("social-preview")).toContainText(`About the academy ${tag}`);
  await form.getByLabel("Open Graph tags").fill(`<meta property="og:title" content="Meet Candlewise ${tag}">`);
  await form.getByLabel("Alternate languages (hreflang)").fill("en-IN, hi-IN");
  // the Hindi version of the text fields, beside the English ones (issue 23)
  const hindiTitle = form.getByLabel("Hindi page title");
  await expect(hindiTitle).toHaveAttribute("lang", "hi");
  const [englishBox, hindiBox] = [await form.getByLabel("Page title", { exact: true }).boundingBox(), await hindiTitle.boundingBox()];
  expect(Math.abs(englishBox!.y - hindiBox!.y)).toBeLessThan(2);
  await expect(page.getByTestId("search-preview-hindi")).toContainText("हमारे बारे में | Candlewise Academy");
  await hindiTitle.fill(`अकादमी के बारे में ${tag}`);
  await expect(page.getByTestId("search-preview-hindi")).toContainText(`अकादमी के बारे में ${tag}`);
  await form.getByLabel("Hindi description").fill("हम कौन हैं और कैसे सिखाते हैं।");
  await form.getByRole("button", { name: "Save Page SEO" }).click();
  await expect(page.getByText(messages.seo.pageSaved)).toBeVisible();
  await expect(form.getByLabel("Page title", { exact: true })).toHaveValue(`About the academy ${tag}`);

  const visitor = await visitorPage(browser, baseURL);
  await visitor.goto("/");
  await waitForHydration(visitor);
  await expect(visitor).toHaveTitle("Candlewise Academy");
  // a client navigation to About brings About's head, and back home brings home's
  await visitor.getByRole("navigation").first().getByRole("link", { name: "About Us", exact: true }).click();
  await expect(visitor).toHaveURL(/\/about$/);
  await expect(visitor).toHaveTitle(`About the academy ${tag}`);
  await expect(headMeta(visitor, 'meta[property="og:title"]')).toHaveAttribute("content", `Meet Candlewise ${tag}`);
  await expect(headMeta(visitor, 'meta[property="og:title"]')).toHaveCount(1);
  await expect(headMeta(visitor, 'link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute("href", /\/hi\/about$/);
  await expect(headMeta(visitor, 'link[rel="canonical"]')).toHaveCount(1);
  await visitor.goBack();
  await expect(visitor).toHaveTitle("Candlewise Academy");
  await expect(headMeta(visitor, 'link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute("href", /\/hi$/);
  // the Hindi version reads the Hindi fields, on the first load and after a client navigation
  await visitor.goto("/hi/about");
  await expect(visitor).toHaveTitle(`अकादमी के बारे में ${tag}`);
  await expect(headMeta(visitor, 'meta[name="description"]')).toHaveAttribute("content", "हम कौन हैं और कैसे सिखाते हैं।");
  await expect(headMeta(visitor, 'link[rel="canonical"]')).toHaveAttribute("href", /\/hi\/about$/);
  await waitForHydration(visitor);
  await visitor.goto("/hi");
  await waitForHydration(visitor);
  await visitor.getByRole("navigation").first().getByRole("link", { name: "हमारे बारे में", exact: true }).click();
  await expect(visitor).toHaveURL(/\/hi\/about$/);
  await expect(visitor).toHaveTitle(`अकादमी के बारे में ${tag}`);
  await expect(headMeta(visitor, 'meta[property="og:locale"]')).toHaveAttribute("content", "hi_IN");
  await visitor.context().close();
});

test("markup that would run a script is refused next to its field, and JSON-LD cannot close its script element", async ({ page, browser, baseURL }) => {
  await signInThroughForm(page);
  await openSeo(page, "?scope=page&page=%2Fcontact");
  const form = page.getByRole("form", { name: "SEO record" });
  const custom = form.getByLabel("Custom meta and link tags");
  await custom.fill('<meta name="ok" content="1"><script>window.__pwned = 1</script>');
  await form.getByRole("button", { name: "Save Page SEO" }).click();
  await expect(page.getByRole("status").getByText("Error: Custom meta and link tags: only <meta> and <link> tags are allowed, found <script>")).toBeVisible();
  await expect(custom).toHaveAttribute("aria-invalid", "true");
  // what was typed is still there to correct
  await expect(custom).toHaveValue(/window.__pwned/);

  await form.getByLabel("Open Graph tags").fill('<meta http-equiv="refresh" content="0;url=https://evil.example">');
  await custom.fill("");
  await form.getByRole("button", { name: "Save Page SEO" }).click();
  await expect(page.getByText('Error: Open Graph tags: the attribute "http-equiv" is not allowed on <meta>')).toBeVisible();

  await form.getByLabel("Open Graph tags").fill("");
  const tag = uniqueTag();
  await form
    .getByLabel("Structured data (JSON-LD)")
    .fill(JSON.stringify({ "@context": "https://schema.org", "@type": "ContactPage", name: `Contact ${tag} </script><script>window.__pwned = 1</script>` }));
  await form.getByRole("button", { name: "Save Page SEO" }).click();
  await expect(page.getByText(messages.seo.pageSaved)).toBeVisible();

  const visitor = await visitorPage(browser, baseURL);
  const dialogs: string[] = [];
  visitor.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await visitor.goto("/contact");
  await waitForHydration(visitor);
  expect(await visitor.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  const jsonLd = await visitor.locator('head script[type="application/ld+json"]').allTextContents();
  const contactPage = jsonLd.map((text) => JSON.parse(text) as { "@type": string; name?: string }).find((entry) => entry["@type"] === "ContactPage");
  expect(contactPage?.name).toBe(`Contact ${tag} </script><script>window.__pwned = 1</script>`);
  expect(dialogs).toEqual([]);
  await visitor.context().close();
});

test("leaving a record with unsaved typing asks first: Cancel keeps the typing, OK leaves", async ({ page }) => {
  await signInThroughForm(page);
  await openSeo(page, "?scope=page&page=%2Fabout");
  const form = page.getByRole("form", { name: "SEO record" });
  await form.getByLabel("Keywords", { exact: true }).fill("typed but not saved");
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByLabel("Page", { exact: true }).selectOption("/contact");
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain("What you typed and did not save will be lost");
  await expect(page).toHaveURL(/page=%2Fabout/);
  await expect(form.getByLabel("Keywords", { exact: true })).toHaveValue("typed but not saved");
  // the picker shows the record that is open, not the one refused
  await expect(page.getByLabel("Page", { exact: true })).toHaveValue("/about");

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("link", { name: "Global SEO" }).click();
  await expect(page).toHaveURL(/scope=global/);
  await expect(page.getByRole("form", { name: "SEO record" }).getByLabel("Site title", { exact: true })).toBeVisible();
});

test("at 375 px the SEO screen fits the phone, the preview under the form", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughForm(page);
  await openSeo(page, "?scope=page&page=%2Fblog");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const formBox = (await page.getByRole("form", { name: "SEO record" }).boundingBox())!;
  const previewBox = (await page.getByRole("complementary", { name: "Preview" }).boundingBox())!;
  expect(previewBox.y).toBeGreaterThan(formBox.y + formBox.height - 1);
  expect(formBox.x + formBox.width).toBeLessThanOrEqual(375);
});
