import path from "node:path";
import { type Page } from "@playwright/test";
import { utcIsoToIst } from "../../app/domain/blog";
import { messages } from "../../app/domain/messages";
import { openSqlite } from "../../app/server/db/database.server";
import { startApp } from "../support/app-process";
import { smallPng } from "../support/images";
import { atPath, expect, signInThroughForm, test, uniqueTag, waitForHydration } from "./fixtures";

// Changes public content: a server of its own, so other files see the seeded site (fixtures.ts).
test.use({ appName: "admin-blogs" });

/*
 * The blog back office in Chromium: the editor dialog with TipTap, the auto slug, uploads,
 * publishing, scheduling, renamed addresses, preview and deletion, each seen from a visitor's
 * browser too. Every test writes its own posts (a tag in the title).
 */

async function openBlogs(page: Page) {
  await signInThroughForm(page);
  await page.goto("/admin/blogs");
  await expect(page.getByRole("heading", { level: 1, name: "Blogs" })).toBeVisible();
  await waitForHydration(page);
}

async function openNewPost(page: Page) {
  await page.getByRole("link", { name: "New post" }).click();
  const dialog = page.getByRole("dialog", { name: "New blog post" });
  await expect(dialog).toBeVisible();
  // Made modal once hydrated: the page behind no longer takes clicks.
  await expect.poll(() => dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
  return dialog;
}

interface PostInput {
  title: string;
  status?: "Draft" | "Published";
  publishAt?: Date;
  content?: string;
}

/** Fills the open dialog's required fields (and the optional ones given) and saves. */
async function createThroughDialog(page: Page, input: PostInput) {
  const dialog = await openNewPost(page);
  await dialog.getByLabel("Title").fill(input.title);
  await dialog.getByLabel("Description").fill(`All about ${input.title}.`);
  await dialog.getByLabel("Keywords").fill("risk, lots, pips, margin, leverage");
  await dialog.getByLabel("Status").selectOption(input.status ?? "Published");
  if (input.publishAt) {
    const ist = utcIsoToIst(input.publishAt.toISOString())!;
    await dialog.getByLabel("Date", { exact: true }).fill(ist.date);
    await dialog.getByLabel("Time", { exact: true }).fill(ist.time);
  }
  if (input.content) {
    await dialog.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type(input.content);
  }
  await dialog.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("status")).toContainText(messages.blogAdmin.created);
  return page.getByTestId("blog-table").getByRole("row").filter({ hasText: input.title });
}

test("an administrator writes a post with the rich-text editor and an image; visitors see it at once", async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const tag = uniqueTag();
  const title = `Reading Volume Bars ${tag}`;
  await openBlogs(page);
  const dialog = await openNewPost(page);

  // Saving the empty form: the spec's message, and each missing field marked.
  await dialog.getByRole("button", { name: "Create post" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(new RegExp(messages.blogAdmin.required));
  await expect(dialog.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Description")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Keywords")).toHaveAttribute("aria-invalid", "true");

  // The slug follows the title while Auto-generate is on, and cannot be edited.
  const slug = dialog.getByLabel("Slug");
  await dialog.getByLabel("Title").fill(`Reading Volume  Bars! ${tag}`);
  await expect(slug).toHaveValue(`reading-volume-bars-${tag}`);
  await expect(slug).toBeDisabled();
  await expect(dialog.getByLabel("Author")).toHaveValue("Candlewise Academy");
  await expect(dialog.getByLabel("Author")).not.toBeEditable();
  await expect(dialog.getByLabel("Status")).toHaveValue("Draft");
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("What volume says about a move.");
  await dialog.getByLabel("Keywords").fill("volume, price action, confirmation, breakouts");
  await dialog.getByLabel("Status").selectOption("Published");

  // The editor: bold text, then a bulleted list.
  const editor = dialog.getByRole("textbox", { name: "Content" });
  await editor.click();
  await dialog.getByRole("button", { name: "Bold" }).click();
  await expect(dialog.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type(`Volume confirms ${tag}`);
  await dialog.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type(" the move.");
  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Bulleted list" }).click();
  await page.keyboard.type("Rising price, rising volume");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Falling volume warns");
  await expect(editor.locator("strong")).toHaveText(`Volume confirms ${tag}`);
  await expect(editor.locator("ul > li")).toHaveCount(2);

  // The image: previewed at once, sent ahead with a progress bar (held back a moment so it shows).
  await page.route("**/admin/uploads?**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await dialog.locator('input[type="file"][name="image"]').setInputFiles({ name: "volume.png", mimeType: "image/png", buffer: await smallPng(1200, 675) });
  await expect(dialog.getByRole("img", { name: "Preview of the image" })).toBeVisible();
  await expect(dialog.getByRole("progressbar", { name: "Uploading image" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Uploading..." })).toBeDisabled();
  await expect(dialog.getByText("Uploaded. Save to keep it.")).toBeVisible({ timeout: 10_000 });

  await dialog.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("status")).toContainText(messages.blogAdmin.created);
  const row = page.getByTestId("blog-table").getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Published");
  await expect(row.getByRole("listitem")).toHaveText(["volume", "price action", "confirmation", "+1 more"]);

  const visitor = await browser.newContext({ baseURL });
  try {
    const reader = await visitor.newPage();
    await reader.goto("/blog");
    await expect(reader.getByRole("main").getByRole("link", { name: title })).toBeVisible();
    await reader.getByRole("main").getByRole("link", { name: title }).click();
    await expect(reader).toHaveURL(atPath(`/blog/reading-volume-bars-${tag.toLowerCase()}`));
    const article = reader.getByRole("article");
    await expect(article.locator(".blog-content strong")).toHaveText(`Volume confirms ${tag}`);
    await expect(article.locator(".blog-content ul > li")).toHaveText(["Rising price, rising volume", "Falling volume warns"]);
    const image = article.locator("img").first();
    await expect(image).toHaveAttribute("src", /^\/uploads\/blog-images\/.+-volume\.webp$/);
    await expect(image).toHaveAttribute("srcset", /480w, .+960w, .+1200w$/);
  } finally {
    await visitor.close();
  }
});

test("a typed slug, an edit, and a renamed slug that keeps the old address working", async ({ page, browser, baseURL }) => {
  const tag = uniqueTag();
  await openBlogs(page);
  const dialog = await openNewPost(page);
  await dialog.getByLabel("Title").fill(`Stop Loss Basics ${tag}`);
  await dialog.getByLabel("Auto-generate").uncheck();
  const slug = dialog.getByLabel("Slug");
  await expect(slug).toBeEnabled();
  await expect(slug).toHaveValue(`stop-loss-basics-${tag}`);
  await slug.fill(`My Stops ${tag}`);
  await dialog.getByLabel("Description").fill("Where a stop belongs.");
  await dialog.getByLabel("Keywords").fill("stop loss");
  await dialog.getByLabel("Status").selectOption("Published");
  await dialog.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByRole("status")).toContainText(messages.blogAdmin.created);
  const row = page.getByTestId("blog-table").getByRole("row").filter({ hasText: `Stop Loss Basics ${tag}` });
  await expect(row).toContainText(`/blog/my-stops-${tag}`);

  // Edit: a new title and a new slug.
  await row.getByRole("link", { name: /^Edit/ }).click();
  const editing = page.getByRole("dialog", { name: "Edit blog post" });
  await expect(editing.getByLabel("Title")).toHaveValue(`Stop Loss Basics ${tag}`);
  await expect(editing.getByLabel("Auto-generate")).not.toBeChecked();
  await editing.getByLabel("Title").fill(`Placing Stops ${tag}`);
  await editing.getByLabel("Slug").fill(`placing-stops-${tag}`);
  await editing.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toContainText(messages.blogAdmin.updated);
  await expect(page.getByTestId("blog-table").getByRole("row").filter({ hasText: `Placing Stops ${tag}` })).toContainText(`/blog/placing-stops-${tag}`);

  const visitor = await browser.newContext({ baseURL });
  try {
    const reader = await visitor.newPage();
    const response = await reader.request.get(`/blog/my-stops-${tag}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    await reader.goto(`/blog/my-stops-${tag}`);
    await expect(reader).toHaveURL(atPath(`/blog/placing-stops-${tag}`));
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(`Placing Stops ${tag}`);
  } finally {
    await visitor.close();
  }
});

test("a duplicate slug is refused next to the field", async ({ page }) => {
  const tag = uniqueTag();
  await openBlogs(page);
  await createThroughDialog(page, { title: `Twin ${tag}`, status: "Draft" });
  const dialog = await openNewPost(page);
  await dialog.getByLabel("Title").fill(`Twin ${tag}`);
  await dialog.getByLabel("Description").fill("Same address.");
  await dialog.getByLabel("Keywords").fill("twin");
  await dialog.getByRole("button", { name: "Create post" }).click();
  await expect(dialog.getByText(messages.blogAdmin.slugTaken).last()).toBeVisible();
  await expect(dialog.getByLabel("Slug")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("blog-table").getByRole("row").filter({ hasText: `Twin ${tag}` })).toHaveCount(1);
});

test("deleting asks first: Cancel keeps the post, Delete removes it", async ({ page }) => {
  const tag = uniqueTag();
  const title = `Delete Me ${tag}`;
  await openBlogs(page);
  const row = await createThroughDialog(page, { title });
  await row.getByRole("button", { name: /^Delete/ }).click();
  const confirm = page.getByRole("dialog", { name: "Delete blog post" });
  await expect(confirm).toContainText(title);
  await confirm.getByRole("link", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: /^Delete/ }).click();
  await page.getByRole("dialog", { name: "Delete blog post" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status")).toContainText(messages.blogAdmin.deleted);
  await expect(page.getByTestId("blog-table").getByRole("row").filter({ hasText: title })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(title)).toHaveCount(0);
});

test("a draft can be previewed by the administrator only", async ({ page, browser, baseURL }) => {
  const tag = uniqueTag();
  const title = `Draft Thoughts ${tag}`;
  await openBlogs(page);
  const row = await createThroughDialog(page, { title, status: "Draft", content: `Unfinished ${tag}` });
  await expect(row).toContainText("Draft");
  await row.getByRole("link", { name: /^Preview/ }).click();
  await expect(page.getByRole("note", { name: "Preview" })).toContainText("This is a draft: visitors cannot see it.");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("article")).toContainText(`Unfinished ${tag}`);
  const previewUrl = page.url();

  const visitor = await browser.newContext({ baseURL });
  try {
    const reader = await visitor.newPage();
    await reader.goto(previewUrl);
    await expect(reader).toHaveURL(atPath("/admin"));
    await expect(reader.getByText(title)).toHaveCount(0);
    await reader.goto("/blog");
    await expect(reader.getByText(title)).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});

test("a scheduled post appears on the public blog only once its time has come", async ({ page, browser, baseURL, app }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const title = `Friday Outlook ${tag}`;
  // Times are entered to the minute: the next one at least 20 s ahead, so that the save is over before it
  const goesLive = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  await openBlogs(page);
  const row = await createThroughDialog(page, { title, publishAt: goesLive });
  await expect(row).toContainText("Scheduled");
  await expect(row).toContainText("IST");
  const entered = utcIsoToIst(goesLive.toISOString())!;

  // Then brought forward to 8 s from now in the database, before a visitor has seen a public page
  // (the page cache asks for the next scheduled time as it stores one), rather than waiting up to
  // 80 s for the entered minute with one of the two workers idle.
  const soon = new Date(Date.now() + 8_000);
  const database = openSqlite(path.join(app.dataDir, "site.db"));
  try {
    const updated = await database.db.updateTable("blogs").set({ publishAt: soon.toISOString(), date: soon.toISOString() }).where("title", "=", title).where("publishAt", "=", goesLive.toISOString()).executeTakeFirst();
    expect(Number(updated.numUpdatedRows), `one post scheduled for ${entered.date} ${entered.time} IST`).toBe(1);
  } finally {
    await database.close();
  }

  const visitor = await browser.newContext({ baseURL });
  try {
    const reader = await visitor.newPage();
    await reader.goto("/blog");
    await expect(reader.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await expect(reader.getByText(title)).toHaveCount(0);
    expect(Date.now(), "the first look at the blog ran past the post's time").toBeLessThan(soon.getTime());

    await expect(async () => {
      await reader.goto("/blog");
      await expect(reader.getByRole("main").getByRole("link", { name: title })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: soon.getTime() - Date.now() + 20_000, intervals: [1_000] });
    expect(Date.now()).toBeGreaterThanOrEqual(soon.getTime());
  } finally {
    await visitor.close();
  }
  await page.reload();
  await expect(page.getByTestId("blog-table").getByRole("row").filter({ hasText: title })).toContainText("Published");
});

test("at 375 px the list and the dialog fit the screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openBlogs(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole("link", { name: "New post" }).click();
  const dialog = page.getByRole("dialog", { name: "New blog post" });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("with no posts at all the list says so", async ({ browser }) => {
  const empty = await startApp({ env: { SEED_DEMO: "false" } });
  const context = await browser.newContext({ baseURL: empty.url });
  try {
    const page = await context.newPage();
    await openBlogs(page);
    await expect(page.getByText(messages.blogAdmin.none)).toBeVisible();
    await expect(page.getByTestId("blog-table")).toHaveCount(0);
  } finally {
    await context.close();
    await empty.stop();
  }
});
