import type { Locator, Page } from "@playwright/test";
import { messages } from "../../app/domain/messages";
import { startApp } from "../support/app-process";
import { expect, signInThroughForm, test, uniqueTag, waitForHydration } from "./fixtures";

// Changes public content: a server of its own, so other files see the seeded site (fixtures.ts).
test.use({ appName: "admin-testimonials" });

const text = messages.testimonials;

function item(page: Page, author: string) {
  return page.getByTestId("admin-testimonial-list").getByRole("listitem").filter({ hasText: author });
}

async function openTestimonials(page: Page) {
  await signInThroughForm(page);
  await page.goto("/admin/testimonials");
  await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
  await waitForHydration(page);
}

/** Adds a testimonial through the add form and waits for it in the list. */
async function addTestimonial(page: Page, author: string, quote = `The risk lessons changed how I trade. ${author}`) {
  await page.getByRole("link", { name: text.addNew }).click();
  const form = page.getByRole("region", { name: "Add testimonial" });
  await form.getByLabel("Quote").fill(quote);
  await form.getByLabel("Author").fill(author);
  await form.getByRole("button", { name: text.add }).click();
  await expect(page.getByRole("status").filter({ hasText: text.added })).toBeVisible();
  await expect(item(page, author)).toBeVisible();
}

/** the element's background as sRGB bytes (Tailwind 4 writes its colours in lab/oklch) */
async function backgroundRgb(locator: Locator): Promise<[number, number, number]> {
  return locator.evaluate((element) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d")!;
    context.fillStyle = getComputedStyle(element).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!] as [number, number, number];
  });
}

async function publicHomeText(page: Page, baseURL: string | undefined): Promise<string> {
  const visitor = await page.context().browser()!.newContext({ baseURL });
  try {
    const home = await visitor.newPage();
    await home.goto("/");
    // textContent: the sections below the first screen are laid out only near the viewport
    // (content-visibility, home.css), and innerText leaves out what is not laid out
    return (await home.locator("main").textContent()) ?? "";
  } finally {
    await visitor.close();
  }
}

test("adding a testimonial: the form's defaults, its errors, and the generated avatar", async ({ page, baseURL }) => {
  await openTestimonials(page);
  await page.getByRole("link", { name: text.addNew }).click();
  const form = page.getByRole("region", { name: "Add testimonial" });
  await expect(form.getByLabel("Rating")).toHaveValue("5");
  await expect(form.getByLabel("Status")).toHaveValue("Published");
  await form.getByRole("button", { name: text.add }).click();
  await expect(form.getByText(text.quoteRequired)).toBeVisible();
  await expect(form.getByText(text.authorRequired)).toBeVisible();

  const author = `Kavya Reddy ${uniqueTag()}`;
  await form.getByLabel("Quote").fill(`Clear, honest teaching. ${author}`);
  await form.getByLabel("Author").fill(author);
  await form.getByRole("button", { name: text.add }).click();
  await expect(page.getByRole("status").filter({ hasText: text.added })).toBeVisible();
  await expect(form).toHaveCount(0);

  const added = item(page, author);
  await expect(added).toContainText("Published");
  await expect(added).toContainText(text.rating(5));
  const avatar = added.getByRole("img", { name: `Avatar of ${author}` });
  await expect(avatar).toHaveAttribute("src", `/avatars/${encodeURIComponent(author)}.svg`);
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { name: /^All Testimonials \(\d+\)$/ })).toBeVisible();
  expect(await publicHomeText(page, baseURL)).toContain(author);
});

test("editing fills the form; Draft shows a yellow badge and leaves the public home; add and edit open independently", async ({ page, baseURL }) => {
  await openTestimonials(page);
  const author = `Vikram Shah ${uniqueTag()}`;
  await addTestimonial(page, author);

  await item(page, author).getByRole("link", { name: `Edit testimonial by ${author}` }).click();
  const editor = page.getByRole("region", { name: "Edit testimonial" });
  await expect(editor.getByLabel("Author")).toHaveValue(author);
  await expect(editor.getByLabel("Quote")).toHaveValue(`The risk lessons changed how I trade. ${author}`);
  // the add form opens beside it, and closes without closing the editor
  await page.getByRole("link", { name: text.addNew }).click();
  await expect(page.getByRole("region", { name: "Add testimonial" })).toBeVisible();
  await expect(editor).toBeVisible();
  await page.getByRole("region", { name: "Add testimonial" }).getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("region", { name: "Add testimonial" })).toHaveCount(0);
  await expect(editor.getByLabel("Author")).toHaveValue(author);

  await editor.getByLabel("Status").selectOption("Draft");
  await editor.getByLabel("Rating").selectOption("4");
  await editor.getByRole("button", { name: text.update }).click();
  await expect(page.getByRole("status").filter({ hasText: text.updated })).toBeVisible();
  await expect(editor).toHaveCount(0);
  const badge = item(page, author).locator("[data-status]");
  await expect(badge).toHaveText(/Draft/);
  const [red, green, blue] = await backgroundRgb(badge);
  expect(red > blue + 30 && green > blue + 30, `a yellow badge, got rgb(${red}, ${green}, ${blue})`).toBe(true);
  const [, publishedGreen, publishedBlue] = await backgroundRgb(page.locator('[data-status="Published"]').first());
  expect(publishedGreen).toBeGreaterThan(publishedBlue);
  await expect(item(page, author)).toContainText(text.rating(4));
  expect(await publicHomeText(page, baseURL)).not.toContain(author);
});

test("deleting a testimonial asks first: Cancel keeps it, Delete removes it", async ({ page }) => {
  await openTestimonials(page);
  const author = `Delete Me ${uniqueTag()}`;
  await addTestimonial(page, author);

  await item(page, author).getByRole("button", { name: `Delete testimonial by ${author}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(text.confirmDelete);
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(item(page, author)).toBeVisible();

  await item(page, author).getByRole("button", { name: `Delete testimonial by ${author}` }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: text.deleted })).toBeVisible();
  await expect(item(page, author)).toHaveCount(0);
});

test("an avatar that is not an image: the spec's message, and nothing is saved", async ({ page }) => {
  await openTestimonials(page);
  await page.getByRole("link", { name: text.addNew }).click();
  const form = page.getByRole("region", { name: "Add testimonial" });
  const author = `Text File ${uniqueTag()}`;
  await form.getByLabel("Quote").fill("A quote.");
  await form.getByLabel("Author").fill(author);
  await form.getByLabel("Avatar", { exact: true }).setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just some text\n".repeat(40)) });
  await expect(form.getByText(text.uploadFailed)).toBeVisible();
  await form.getByRole("button", { name: text.add }).click();
  await expect(form).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
  await expect(item(page, author)).toHaveCount(0);
});

test("with no testimonials the list says so, and none are recreated", async ({ browser }) => {
  const app = await startApp({ env: { SEED_DEMO: "false" } });
  const context = await browser.newContext({ baseURL: app.url });
  try {
    const page = await context.newPage();
    await openTestimonials(page);
    await expect(page.getByRole("heading", { name: text.list(0) })).toBeVisible();
    await expect(page.getByText(text.empty)).toBeVisible();
    await page.reload();
    await expect(page.getByText(text.empty)).toBeVisible();
  } finally {
    await context.close();
    await app.stop();
  }
});

test("the dashboard's testimonial counts follow a testimonial added in another tab", async ({ page, context }) => {
  const eventStream = page.waitForResponse((response) => new URL(response.url()).pathname === "/admin/events");
  await signInThroughForm(page);
  expect((await eventStream).status()).toBe(200);
  const published = page.getByTestId("published-testimonials");
  const pending = page.getByTestId("pending-testimonials");
  const before = { published: Number(await published.innerText()), pending: Number(await pending.innerText()) };

  const other = await context.newPage();
  await other.goto("/admin/testimonials");
  await waitForHydration(other);
  await addTestimonial(other, `Live Count ${uniqueTag()}`);
  await expect(published).toHaveText(String(before.published + 1), { timeout: 10_000 });

  const draft = `Live Draft ${uniqueTag()}`;
  await addTestimonial(other, draft);
  await item(other, draft).getByRole("link", { name: `Edit testimonial by ${draft}` }).click();
  await other.getByRole("region", { name: "Edit testimonial" }).getByLabel("Status").selectOption("Draft");
  await other.getByRole("button", { name: text.update }).click();
  await expect(pending).toHaveText(String(before.pending + 1), { timeout: 10_000 });
  await expect(published).toHaveText(String(before.published + 1));
});

test("without JavaScript the add form opens from the address and saves", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await signInThroughForm(page);
    await page.goto("/admin/testimonials");
    await page.getByRole("link", { name: text.addNew }).click();
    const form = page.getByRole("region", { name: "Add testimonial" });
    const author = `Plain Form ${uniqueTag()}`;
    await form.getByLabel("Quote").fill("Works everywhere.");
    await form.getByLabel("Author").fill(author);
    await form.getByLabel("Rating").selectOption("3");
    await form.getByRole("button", { name: text.add }).click();
    await expect(page.getByRole("status").filter({ hasText: text.added })).toBeVisible();
    await expect(item(page, author)).toContainText(text.rating(3));
  } finally {
    await context.close();
  }
});

test("a spinner shows while the screen loads its data", async ({ page }) => {
  await openTestimonials(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/admin/testimonials.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("link", { name: text.addNew }).click();
  await expect(page.getByRole("status", { name: "Loading testimonials" })).toBeVisible();
  release();
  await expect(page.getByRole("region", { name: "Add testimonial" })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading testimonials" })).toHaveCount(0);
  await page.unroute("**/admin/testimonials.data*");

  // Arriving from another screen shows it too, while the new screen's data is on its way.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  let releaseArrival: () => void = () => {};
  const arrival = new Promise<void>((resolve) => (releaseArrival = resolve));
  await page.route("**/admin/testimonials.data*", async (route) => {
    await arrival;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Testimonials" }).click();
  await expect(page.getByRole("status", { name: "Loading testimonials" })).toBeVisible();
  releaseArrival();
  await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading testimonials" })).toHaveCount(0);
});
