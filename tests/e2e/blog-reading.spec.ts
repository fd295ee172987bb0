import path from "node:path";
import type { Page } from "@playwright/test";
import { openSqlite } from "../../app/server/db/database.server";
import { createBlog } from "../../app/server/repos/blogs.server";
import { expect, test, uniqueTag, waitForHydration } from "./fixtures";
import { axeOn } from "./axe";

/*
 * A post's reading aids in a real browser (issue 22, part 4): the contents' links move to their
 * headings without JavaScript, the copy-link button appears with JavaScript and copies the page's
 * address, and the page stays free of axe violations at a phone and a desktop width in both languages.
 * This file has a server of its own: its post is written before any page is cached.
 */

test.use({ appName: "blog-reading" });

const tag = uniqueTag();
const slug = `reading-${tag}`;
const title = `Reading aids ${tag}`;
const paragraph = `<p>${"Risk management keeps a trader in the game long enough to learn. ".repeat(30)}</p>`;

test.beforeAll(async ({ app }) => {
  const handle = openSqlite(path.join(app.dataDir, "site.db"));
  try {
    await createBlog(handle.db, {
      title,
      slug,
      author: "Candlewise Academy",
      description: "<p>Three sections, long enough to scroll.</p>",
      keywords: "risk management, position sizing",
      status: "Published",
      image: "/demo/blog/default.svg",
      tag: null,
      content: `<h2>Why risk comes first</h2>${paragraph}<h2>जोखिम प्रबंधन</h2>${paragraph}<h3>Position size</h3>${paragraph}<h2>Keep a journal</h2>${paragraph}`,
      date: "2026-11-20T06:00:00.000Z",
      publishAt: null,
    });
  } finally {
    await handle.close();
  }
});

const contents = (page: Page, name = "In this article") => page.getByRole("navigation", { name });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contents' links move the reader to each heading, below the sticky header", async ({ page }) => {
    await page.goto(`/blog/${slug}`);
    await expect(page.getByText(/\d+ min read/)).toBeVisible();
    const links = contents(page).getByRole("link");
    await expect(links).toHaveText(["Why risk comes first", "जोखिम प्रबंधन", "Position size", "Keep a journal"]);
    await links.filter({ hasText: "Keep a journal" }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}#keep-a-journal$`));
    const heading = page.getByRole("heading", { name: "Keep a journal", level: 2 });
    await expect(heading).toBeInViewport();
    // not hidden under the 4 rem sticky header
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(64);

    await contents(page).getByRole("link", { name: "जोखिम प्रबंधन" }).click();
    await expect(page.getByRole("heading", { name: "जोखिम प्रबंधन", level: 2 })).toBeInViewport();
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe("#जोखिम-प्रबंधन");
    // no copy button without a script to copy with; the share links are plain links
    await expect(page.getByRole("button", { name: "Copy link" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Share this article" }).getByRole("link")).toHaveCount(4);
  });
});

test.describe("with JavaScript", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("the copy-link button copies the page's address and says so", async ({ page }) => {
    await page.goto(`/blog/${slug}`);
    await waitForHydration(page);
    const share = page.getByRole("region", { name: "Share this article" });
    await share.getByRole("button", { name: "Copy link" }).click();
    await expect(share.getByRole("status")).toHaveText("Link copied.");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // the site's address for this page (PUBLIC_URL of the test server) with the post's path
    expect(new URL(copied).pathname).toBe(`/blog/${slug}`);
  });

  test("on the Hindi page the button and its message are Hindi, and the contents still lead to the headings", async ({ page }) => {
    await page.goto(`/hi/blog/${slug}`);
    await waitForHydration(page);
    await contents(page, "इस लेख में").getByRole("link", { name: "Keep a journal" }).click();
    await expect(page.getByRole("heading", { name: "Keep a journal", level: 2 })).toBeInViewport();
    const share = page.getByRole("region", { name: "यह लेख शेयर करें" });
    await share.getByRole("button", { name: "लिंक कॉपी करें" }).click();
    await expect(share.getByRole("status")).toHaveText(/लिंक कॉपी/);
  });
});

for (const { name, width, height } of [
  { name: "1280 px", width: 1280, height: 900 },
  { name: "375 px", width: 375, height: 800 },
]) {
  test.describe(`axe at ${name}`, () => {
    test.use({ viewport: { width, height } });
    for (const [language, prefix] of [
      ["English", ""],
      ["Hindi", "/hi"],
    ]) {
      test(`the ${language} post page with contents, share links, neighbours and related posts has no WCAG 2.2 AA violation`, async ({ page }) => {
        await page.goto(`${prefix}/blog/${slug}`, { waitUntil: "load" });
        await waitForHydration(page);
        await expect(page.locator('section[aria-labelledby="related-posts"] h3')).toHaveCount(3);
        const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
        expect(results.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5) }))).toEqual([]);
      });
    }
  });
}
