import type { Page } from "@playwright/test";
import { expectAxeClean } from "./axe";
import { expect, signInThroughForm, test, uniqueTag, waitForHydration } from "./fixtures";

// Changes a post: a server of its own, so other files see the seeded site (fixtures.ts).
test.use({ appName: "admin-posts-hindi" });
test.describe.configure({ timeout: 120_000 });

/*
 * A post in Hindi (issue 23, part 3; decision 0051) in Chromium, signed in through the real form:
 * a post with no Hindi shows in English on /hi, marked so; an administrator writes its title,
 * summary and body (in the rich-text editor) in the post's Hindi view, with a Devanagari address;
 * a visitor's browser then reads the post in Hindi at that address and finds it by a Hindi word in
 * the Hindi blog's search. The Hindi view is axe clean at 1280 and 375 px.
 */

const TITLE = "Using Leverage Safely: Understanding Margin";
const SLUG = "using-leverage-safely-understanding-margin";

const postRow = (page: Page) => page.getByTestId("blog-table").getByRole("row").filter({ hasText: TITLE });

test("an administrator writes a post's Hindi, and a visitor reads it on /hi at its Devanagari address and finds it by a Hindi word", async ({ page, browser, baseURL }) => {
  const tag = uniqueTag();
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  try {
    // no Hindi yet: the English post, marked so (and kept in the page cache)
    await visitor.goto(`/hi/blog/${SLUG}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(TITLE);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en-IN");

    await signInThroughForm(page);
    await page.goto("/admin/blogs");
    await waitForHydration(page);
    await postRow(page).getByRole("link", { name: `Hindi version of “${TITLE}”` }).click();
    const form = page.getByRole("form", { name: `${TITLE} in Hindi` });
    await expect(form).toBeVisible();
    await waitForHydration(page);
    await expectAxeClean(page, 1280);
    await expectAxeClean(page, 375);
    await page.setViewportSize({ width: 1280, height: 900 });

    const title = `लीवरेज का सुरक्षित इस्तेमाल: मार्जिन को समझें ${tag}`;
    await form.getByLabel("Title (Hindi)").fill(title);
    await form.getByLabel("Description (the summary) (Hindi)").fill("लीवरेज आपके मुनाफ़े और नुक़सान दोनों को बड़ा करता है: मार्जिन कैसे काम करता है, यह जानिए।");
    const body = form.getByRole("textbox", { name: "Content (Hindi)" });
    await body.click();
    await page.keyboard.type(`मार्जिन कॉल से पहले अपनी पोज़िशन का आकार तय करें। ${tag}`);
    await form.getByLabel("Address under /hi/blog/ (optional)").fill("लीवरेज-और-मार्जिन");
    await form.getByRole("button", { name: "Save the Hindi texts" }).click();
    await expect(page.getByText("The Hindi texts are saved.")).toBeVisible();
    await expect(postRow(page).getByTestId("post-hindi-state")).toHaveText("In Hindi");

    // the visitor: the old address leads to the Hindi one, which reads in Hindi
    await visitor.goto(`/hi/blog/${SLUG}`);
    await expect(visitor).toHaveURL(`/hi/blog/${encodeURIComponent("लीवरेज-और-मार्जिन")}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(visitor.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /.*/);
    await expect(visitor.getByRole("main")).toContainText(`मार्जिन कॉल से पहले अपनी पोज़िशन का आकार तय करें। ${tag}`);

    // and the Hindi blog's search finds it by a Hindi word with a matra and a conjunct
    await visitor.goto(`/hi/blog?q=${encodeURIComponent("पोज़िशन")}`);
    await expect(visitor.getByRole("main").getByRole("link", { name: title })).toBeVisible();
  } finally {
    await visitorContext.close();
  }
});
