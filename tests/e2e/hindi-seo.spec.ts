import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/*
 * The Hindi edition's head in a browser (issue 23, decision 0032): the server-rendered head
 * hydrates without a mismatch, and a client navigation between Hindi pages brings the next page's
 * Hindi title, its /hi canonical and the same pair of language versions. What the HTML says on a
 * first load is checked over plain HTTP (tests/integration/http/seo.test.ts).
 */

const head = (page: Page, selector: string) => page.locator(`head ${selector}`);

test("Hindi pages hydrate their head without errors, and a client navigation brings the next page's Hindi head", async ({ page, baseURL }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const origin = new URL(baseURL!).origin;

  await page.goto("/hi/sitemap");
  await waitForHydration(page);
  await expect(page).toHaveTitle(/^साइटमैप \| /);
  await expect(head(page, 'link[rel="canonical"]')).toHaveAttribute("href", /\/hi\/sitemap$/);

  await page.getByRole("main").getByRole("link", { name: "लॉट साइज़ कैलकुलेटर", exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/lot-size$/);
  await expect(page).toHaveTitle(/^लॉट साइज़ कैलकुलेटर \| /);
  await expect(head(page, 'meta[name="description"]')).toHaveAttribute("content", "वह पोज़िशन साइज़ जिससे स्टॉप लॉस लगने पर ट्रेड का लॉस आपके चुने हुए रिस्क के भीतर रहे।");
  await expect(head(page, 'link[rel="canonical"]')).toHaveCount(1);
  await expect(head(page, 'link[rel="canonical"]')).toHaveAttribute("href", /\/hi\/lot-size$/);
  const alternates = await head(page, 'link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href")!).pathname]));
  expect(alternates).toEqual([
    ["en-IN", "/lot-size"],
    ["hi-IN", "/hi/lot-size"],
    ["x-default", "/lot-size"],
  ]);
  await expect(head(page, 'meta[property="og:locale"]')).toHaveAttribute("content", "hi_IN");

  // the English twin, by the language switch: its own head, the same versions
  await page.locator("[data-language-switch]").first().click();
  await expect(page).toHaveURL(`${origin}/lot-size`);
  await waitForHydration(page);
  await expect(page).toHaveTitle(/^Lot Size Calculator \| /);
  await expect(head(page, 'link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute("href", /\/hi\/lot-size$/);
  await expect(head(page, 'meta[property="og:locale"]')).toHaveAttribute("content", "en_IN");

  expect(problems).toEqual([]);
});
