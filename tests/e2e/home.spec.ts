import { demoBlogs, demoCourses } from "../../app/server/db/demo-content.server";
import { atPath, clickUntil, expect, test } from "./fixtures";

const publishedBlogs = demoBlogs.filter((blog) => blog.status === "Published");
const draftBlogs = demoBlogs.filter((blog) => blog.status === "Draft");

function categoryCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const course of demoCourses) counts.set(course.category, (counts.get(course.category) ?? 0) + 1);
  return counts;
}

test.describe("home page", () => {
  test("shows the seeded courses with category chips and counts", async ({ page }) => {
    expect(demoCourses.length).toBeGreaterThanOrEqual(9);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const chips = page.getByRole("group", { name: "Filter courses by category" });
    await expect(chips.getByRole("button", { name: `All Courses (${demoCourses.length})` })).toHaveAttribute("aria-pressed", "true");
    for (const [category, count] of categoryCounts()) {
      await expect(chips.getByRole("button", { name: `${category} (${count})`, exact: true })).toBeVisible();
    }

    const cards = page.getByTestId("course-list").getByRole("listitem");
    await expect(cards).toHaveCount(demoCourses.length);
    for (const course of demoCourses) {
      const card = cards.filter({ has: page.getByRole("heading", { name: course.name, exact: true }) });
      await expect(card).toHaveCount(1);
      const visit = card.getByRole("link", { name: /^Visit Course/ });
      await expect(visit).toHaveAttribute("target", "_blank");
      await expect(visit).toHaveAttribute("rel", /\bnoopener\b/);
      const href = await visit.getAttribute("href");
      expect(href, `link of ${course.name}`).toMatch(/^https:\/\//);
    }
  });

  test("a Visit Course link opens the course in a new tab without an opener", async ({ page, context }) => {
    // The course platform is another site: answer its requests locally instead of going online.
    await context.route(/^https:\/\//, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Course platform</title><p>course</p>" }),
    );
    await page.goto("/");
    const visit = page.getByTestId("course-list").getByRole("link", { name: /^Visit Course/ }).first();
    const href = await visit.getAttribute("href");
    const [popup] = await Promise.all([context.waitForEvent("page"), visit.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(href);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(atPath("/")); // the site itself stays open in the first tab
  });

  test("clicking a category chip shows only that category's courses", async ({ page }) => {
    const [category, count] = [...categoryCounts()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
    await page.goto("/");
    const chips = page.getByRole("group", { name: "Filter courses by category" });
    const cards = page.getByTestId("course-list").getByRole("listitem");

    await clickUntil(chips.getByRole("button", { name: `${category} (${count})`, exact: true }), "aria-pressed", "true");
    await expect(cards).toHaveCount(count);
    for (const name of demoCourses.filter((course) => course.category === category).map((course) => course.name)) {
      await expect(cards.getByRole("heading", { name, exact: true })).toBeVisible();
    }
    const other = demoCourses.find((course) => course.category !== category)!;
    await expect(page.getByRole("heading", { name: other.name, exact: true })).toHaveCount(0);
    await expect(chips.getByRole("button", { name: /^All Courses/ })).toHaveAttribute("aria-pressed", "false");

    await clickUntil(chips.getByRole("button", { name: /^All Courses/ }), "aria-pressed", "true");
    await expect(cards).toHaveCount(demoCourses.length);
  });

  test("latest blogs show three published posts with Read More links", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Latest blogs" });
    await expect(section.getByRole("listitem")).toHaveCount(3);
    const readMore = section.getByRole("link", { name: /^Read More/ });
    await expect(readMore).toHaveCount(3);
    const slugs = publishedBlogs.map((blog) => blog.slug);
    for (const href of await readMore.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
      expect(slugs).toContain(href!.slice("/blog/".length));
    }

    const first = readMore.first();
    const href = (await first.getAttribute("href"))!;
    const title = publishedBlogs.find((blog) => `/blog/${blog.slug}` === href)!.title;
    await first.click();
    await expect(page).toHaveURL(atPath(href));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });

  test("draft posts never appear on the home page or the blog", async ({ page }) => {
    expect(draftBlogs.length).toBeGreaterThan(0);
    for (const path of ["/", "/blog"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const text = await page.locator("body").innerText();
      const html = await page.content();
      for (const draft of draftBlogs) {
        expect(text, `${path} shows the draft "${draft.title}"`).not.toContain(draft.title);
        expect(html, `${path} carries the draft "${draft.title}" in its HTML or data`).not.toContain(draft.title);
        expect(html, `${path} links the draft "${draft.slug}"`).not.toContain(`/blog/${draft.slug}`);
      }
    }
    // and the blog lists every published post
    for (const blog of publishedBlogs) await expect(page.getByRole("main").getByRole("link", { name: blog.title, exact: true })).toBeVisible();

    const draft = draftBlogs[0]!;
    const response = await page.goto(`/blog/${draft.slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
    await expect(page.getByText(draft.title)).toHaveCount(0);
  });
});
