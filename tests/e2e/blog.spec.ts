import path from "node:path";
import type { Page } from "@playwright/test";
import { openSqlite } from "../../app/server/db/database.server";
import { createBlog } from "../../app/server/repos/blogs.server";
import { atPath, expect, test, uniqueTag, waitForHydration } from "./fixtures";
import { axeOn } from "./axe";

/*
 * The public blog in a real browser: search, keyword chips and pages with and without JavaScript,
 * an article and the 404 page, at 1280 and 375 px, and axe. This file has a server of its own: its
 * fifteen extra posts are written before any page is cached.
 */

test.use({ appName: "blog-public" });

const tag = uniqueTag();
const keyword = `Series ${tag}`;
const searchWord = `quillon${tag}`;
const POSTS = 15;
const titleOf = (n: number) => `Series ${tag} part ${n}`;

test.beforeAll(async ({ app }) => {
  const handle = openSqlite(path.join(app.dataDir, "site.db"));
  try {
    for (let n = 1; n <= POSTS; n += 1) {
      await createBlog(handle.db, {
        title: titleOf(n),
        slug: `series-${tag}-${n}`,
        author: "Candlewise Academy",
        description: `<p>Part ${n} of the series.</p>`,
        keywords: keyword,
        status: "Published",
        image: "/demo/blog/default.svg",
        tag: "Series",
        // one post carries the search word, in its body only
        content: n === 7 ? `<p>The ${searchWord} pattern.</p>` : "<p>Plain text.</p>",
        date: `2026-11-${String(n).padStart(2, "0")}T06:00:00.000Z`,
        publishAt: null,
      });
    }
  } finally {
    await handle.close();
  }
});

const cards = (page: Page) => page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 });
const status = (page: Page) => page.getByRole("main").getByRole("status");

test("search finds a word in a post's body, and a search with no result offers to clear it", async ({ page }) => {
  await page.goto("/blog");
  await waitForHydration(page);
  await page.getByRole("searchbox", { name: "Search the blog" }).fill(searchWord);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(`/blog?q=${searchWord}`);
  await expect(cards(page)).toHaveText([titleOf(7)]);
  await expect(status(page)).toHaveText(`Showing 1–1 of 1 post matching “${searchWord}”.`);

  await page.getByRole("searchbox", { name: "Search the blog" }).fill("nothing-like-this-anywhere");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No posts match “nothing-like-this-anywhere”.")).toBeVisible();
  await expect(status(page)).toHaveText("");
  await page.getByRole("link", { name: "Clear search" }).click();
  await expect(page).toHaveURL(atPath("/blog"));
  await expect(page.getByRole("searchbox", { name: "Search the blog" })).toHaveValue("");
  await expect(cards(page)).toHaveCount(12);
});

test("a keyword chip filters with its count, and pages go forward and back", async ({ page }) => {
  await page.goto("/blog");
  await waitForHydration(page);
  const filters = page.getByRole("navigation", { name: "Filter by keyword" });
  await expect(filters.getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "true");
  await filters.getByRole("link", { name: `${keyword} 15 posts` }).click();
  await expect(page).toHaveURL(`/blog?keyword=${encodeURIComponent(keyword).replace(/%20/g, "+")}`);
  await expect(filters.getByRole("link", { name: `${keyword} 15 posts` })).toHaveAttribute("aria-current", "true");
  await expect(status(page)).toHaveText(`Showing 1–12 of 15 posts tagged “${keyword}”.`);
  await expect(cards(page).first()).toHaveText(titleOf(15));

  const pages = page.getByRole("navigation", { name: "Pagination" });
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(cards(page)).toHaveText([titleOf(3), titleOf(2), titleOf(1)]);
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(pages.getByRole("link", { name: "Next" })).toHaveCount(0);
  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(cards(page)).toHaveCount(12);
  await expect(page).not.toHaveURL(/page=/);
});

test("without JavaScript: search, chips and page links work as plain forms and links", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto("/blog");
    await page.getByRole("navigation", { name: "Filter by keyword" }).getByRole("link", { name: `${keyword} 15 posts` }).click();
    await expect(status(page)).toHaveText(`Showing 1–12 of 15 posts tagged “${keyword}”.`);
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await expect(cards(page)).toHaveText([titleOf(3), titleOf(2), titleOf(1)]);
    // the search keeps the chosen keyword and starts again at page 1
    await page.getByRole("searchbox", { name: "Search the blog" }).fill(searchWord);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(cards(page)).toHaveText([titleOf(7)]);
    await expect(status(page)).toHaveText(`Showing 1–1 of 1 post tagged “${keyword}” matching “${searchWord}”.`);
  } finally {
    await context.close();
  }
});

test("an article shows its parts and Back; an unknown one is Article Not Found with status 404", async ({ page }) => {
  await page.goto(`/blog?keyword=${encodeURIComponent(keyword)}`);
  await page.getByRole("main").getByRole("link", { name: titleOf(15) }).click();
  await expect(page).toHaveURL(atPath(`/blog/series-${tag}-15`));
  const article = page.getByRole("article");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText(titleOf(15));
  await expect(article.getByText("Series", { exact: true })).toBeVisible();
  await expect(article.getByText("Candlewise Academy")).toBeVisible();
  await expect(article.locator("time")).toHaveText("15 Nov 2026");
  await expect(article.locator("img")).toBeVisible();
  await expect(article.getByText(`Part 15 of the series.`)).toBeVisible();
  await page.getByRole("link", { name: "← Back" }).click();
  await expect(page).toHaveURL(atPath("/blog"));

  const response = await page.goto(`/blog/no-such-article-${tag}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
  await page.getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL(atPath("/blog"));
});

test("at 375 px the list fits the screen: the chips scroll in their own row and the pages wrap", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/blog?keyword=${encodeURIComponent(keyword)}`);
  await expect(cards(page)).toHaveCount(12);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const next = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" });
  await next.focus();
  await expect(next).toBeFocused();
  const box = await next.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
});

for (const width of [1280, 375]) {
  test(`axe finds nothing on /blog, a filtered page and an article at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const address of ["/blog", `/blog?keyword=${encodeURIComponent(keyword)}&page=2`, `/blog?q=nothing${tag}`, `/blog/series-${tag}-7`, `/blog/missing-${tag}`]) {
      await page.goto(address);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      expect(results.violations.map((violation) => `${address}: ${violation.id} (${violation.nodes.length})`)).toEqual([]);
    }
  });
}
