import type { Page } from "@playwright/test";
import { messages } from "../../app/domain/messages";
import { startApp } from "../support/app-process";
import { smallPng } from "../support/images";
import { expect, signInThroughForm, test, uniqueTag, waitForHydration } from "./fixtures";

// Changes public content: a server of its own, so other files see the seeded site (fixtures.ts).
test.use({ appName: "admin-courses" });

const text = messages.adminCourses;

function addSection(page: Page) {
  return page.getByRole("region", { name: "Add a course" });
}

function courseRow(page: Page, name: string) {
  return page.getByTestId("admin-course-list").getByRole("listitem").filter({ hasText: name });
}

async function openCourses(page: Page) {
  await signInThroughForm(page);
  await page.goto("/admin/courses");
  await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
  await waitForHydration(page);
}

/** Adds a course through the add form (no image) and waits for the notice. */
async function addCourse(page: Page, name: string) {
  const form = addSection(page);
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Link").fill("https://learn.example.in/course");
  await form.getByLabel("Category").selectOption("Options Trading");
  await form.getByRole("button", { name: "Add Course" }).click();
  await expect(page.getByRole("status").filter({ hasText: text.added })).toBeVisible();
  await expect(courseRow(page, name)).toBeVisible();
}

test("adding a course shows each validation message, then takes an uploaded image and shows the course on the public home at once", async ({ page, browser, baseURL }) => {
  await openCourses(page);
  const form = addSection(page);
  await form.getByRole("button", { name: "Add Course" }).click();
  await expect(form.getByText(text.nameRequired)).toBeVisible();
  await expect(form.getByText(text.linkRequired)).toBeVisible();
  await expect(form.getByText(text.categoryRequired)).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

  const name = `Price Action ${uniqueTag()}`;
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Link").fill("ftp://files.example.in/course");
  await form.getByLabel("Category").selectOption("Technical Analysis");
  await form.getByLabel("Order").fill("-2");
  await form.getByRole("button", { name: "Add Course" }).click();
  await expect(form.getByText(text.linkInvalid)).toBeVisible();
  await expect(form.getByText(text.orderNegative)).toBeVisible();
  await expect(form.getByText(text.nameRequired)).toHaveCount(0);

  await form.getByLabel("Link").fill("https://learn.example.in/price-action");
  await form.getByLabel("Order").fill("0");
  await form.getByLabel("Description").fill("Reading candles without indicators.");
  // Hold the upload's answer back a moment, so the progress bar can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/admin/uploads?purpose=course-image", async (route) => {
    await held;
    await route.continue();
  });
  await form.getByLabel("Image", { exact: true }).setInputFiles({ name: "price-action.png", mimeType: "image/png", buffer: await smallPng(960, 540) });
  await expect(form.getByRole("progressbar", { name: "Uploading image" })).toBeVisible();
  await expect(form.getByRole("img", { name: "Preview of the image" })).toBeVisible();
  release();
  await expect(form.getByText("Uploaded. Save to keep it.")).toBeVisible();
  await form.getByRole("button", { name: "Add Course" }).click();
  await expect(page.getByRole("status").filter({ hasText: text.added })).toBeVisible();
  const row = courseRow(page, name);
  await expect(row.locator("img")).toHaveAttribute("src", /^\/uploads\/courses\/.+\.webp$/);
  // the add form is empty again
  await expect(form.getByLabel("Name")).toHaveValue("");

  const visitor = await browser.newContext({ baseURL });
  try {
    const home = await visitor.newPage();
    await home.goto("/");
    const card = home.getByTestId("course-list").getByRole("listitem").filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.locator("img")).toHaveAttribute("srcset", /-320w\.webp 320w, .+-640w\.webp 640w, .+\.webp 960w/);
    await expect(card.locator("img")).toHaveAttribute("width", "960");
  } finally {
    await visitor.close();
  }
});

test("a course row turns into an inline form, saves, and Cancel leaves it as it was", async ({ page }) => {
  await openCourses(page);
  const name = `Swing ${uniqueTag()}`;
  await addCourse(page, name);

  await courseRow(page, name).getByRole("link", { name: `Edit ${name}` }).click();
  const editor = page.getByTestId("admin-course-list").getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Edit “${name}”` }) });
  await expect(editor.getByLabel("Name")).toHaveValue(name);
  await expect(editor.getByLabel("Category")).toHaveValue("Options Trading");
  await editor.getByLabel("Name").fill(`${name} changed`);
  await editor.getByRole("link", { name: "Cancel" }).click();
  await expect(courseRow(page, name).getByRole("link", { name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByText(`${name} changed`)).toHaveCount(0);

  await courseRow(page, name).getByRole("link", { name: `Edit ${name}` }).click();
  await editor.getByLabel("Name").fill("");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor.getByText(text.nameRequired)).toBeVisible();
  await editor.getByLabel("Name").fill(`${name} renamed`);
  await editor.getByLabel("Order").fill("4");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: text.saved })).toBeVisible();
  const saved = courseRow(page, `${name} renamed`);
  await expect(saved).toContainText("Order 4");
  await expect(saved.getByRole("button", { name: "Save" })).toHaveCount(0);
});

test("two tabs save the same course: the second is refused naming the first and keeps its typing; an earlier version comes back from the revisions", async ({ page, context }) => {
  await openCourses(page);
  const name = `Swing ${uniqueTag()}`;
  await addCourse(page, name);
  const editorIn = (tab: Page) => tab.getByTestId("admin-course-list").getByRole("listitem").filter({ has: tab.getByRole("heading", { name: `Edit “${name}”` }) });
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto("/admin/courses");
    await courseRow(tab, name).getByRole("link", { name: `Edit ${name}` }).click();
    await expect(editorIn(tab).getByLabel("Summary")).toBeVisible();
  }

  await editorIn(page).getByLabel("Summary").fill("Entries on pullbacks, exits at the last swing.");
  await editorIn(page).getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: text.saved })).toBeVisible();

  // the other tab still holds the version both opened
  await editorIn(other).getByLabel("Summary").fill("A second summary, typed in the other tab.");
  await editorIn(other).getByRole("button", { name: "Save" }).click();
  await expect(other.getByRole("status")).toContainText(/Not saved: admin@\S+ saved this course at .+ IST/);
  await expect(editorIn(other).getByLabel("Summary")).toHaveValue("A second summary, typed in the other tab.");
  await editorIn(other).getByLabel("Save mine over theirs").check();
  await editorIn(other).getByRole("button", { name: "Save" }).click();
  await expect(other.getByRole("status").filter({ hasText: text.saved })).toBeVisible();
  await other.close();

  // the first tab's words, brought back from the revisions as a new save
  await page.goto("/admin/courses");
  await courseRow(page, name).getByRole("link", { name: `Edit ${name}` }).click();
  await expect(editorIn(page).getByLabel("Summary")).toHaveValue("A second summary, typed in the other tab.");
  await editorIn(page).getByRole("link", { name: `Revisions of ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Revisions: ${name}` })).toBeVisible();
  const versions = page.getByTestId("revision-list").getByRole("listitem");
  await expect(versions).toHaveCount(3);
  await versions.nth(1).getByRole("link").click();
  await expect(page.getByTestId("revision-diff")).toContainText("Entries on pullbacks");
  await page.getByRole("button", { name: "Restore this version" }).click();
  await expect(page.getByRole("status")).toContainText("restored");
  await expect(versions).toHaveCount(4);
  await page.goto("/admin/courses");
  await courseRow(page, name).getByRole("link", { name: `Edit ${name}` }).click();
  await expect(editorIn(page).getByLabel("Summary")).toHaveValue("Entries on pullbacks, exits at the last swing.");
});

test("deleting a course asks 'Delete this course?': Cancel keeps it, Delete removes it", async ({ page }) => {
  await openCourses(page);
  const name = `Delete me ${uniqueTag()}`;
  await addCourse(page, name);

  await courseRow(page, name).getByRole("button", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: text.confirmDelete });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(courseRow(page, name)).toBeVisible();

  await waitForHydration(page);
  await courseRow(page, name).getByRole("button", { name: `Delete ${name}` }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: text.deleted })).toBeVisible();
  await expect(courseRow(page, name)).toHaveCount(0);
  await expect(page).not.toHaveURL(/confirm=/);
});

test("a site without courses says so", async ({ browser }) => {
  const app = await startApp({ env: { SEED_DEMO: "false" } });
  const context = await browser.newContext({ baseURL: app.url });
  try {
    const page = await context.newPage();
    await openCourses(page);
    await expect(page.getByText(text.empty)).toBeVisible();
    await expect(page.getByRole("heading", { name: "All courses (0)" })).toBeVisible();
  } finally {
    await context.close();
    await app.stop();
  }
});

test("the Courses and Testimonials screens fit a 375 px phone, forms open", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughForm(page);
  await page.goto("/admin/courses");
  const id = new URL((await page.getByRole("link", { name: /^Edit / }).first().getAttribute("href"))!, "http://x").searchParams.get("edit");
  for (const address of ["/admin/courses", `/admin/courses?edit=${id}`, `/admin/courses?confirm=${id}`, "/admin/testimonials", "/admin/testimonials?add=1"]) {
    await page.goto(address);
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.scroll, address).toBeLessThanOrEqual(widths.view);
  }
});

test("without JavaScript: add with an image, edit inline and delete through the same forms", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await signInThroughForm(page);
    await page.goto("/admin/courses");
    const form = addSection(page);
    const name = `No Script ${uniqueTag()}`;
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Link").fill("https://learn.example.in/no-script");
    await form.getByLabel("Category").selectOption("Trading Basics");
    await form.getByLabel("Image", { exact: true }).setInputFiles({ name: "plain.png", mimeType: "image/png", buffer: await smallPng(640, 360) });
    await form.getByRole("button", { name: "Add Course" }).click();
    await expect(page.getByRole("status").filter({ hasText: text.added })).toBeVisible();
    await expect(courseRow(page, name).locator("img")).toHaveAttribute("src", /^\/uploads\/courses\/.+\.webp$/);

    await courseRow(page, name).getByRole("link", { name: `Edit ${name}` }).click();
    const editor = page.getByTestId("admin-course-list").getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Edit “${name}”` }) });
    await editor.getByLabel("Name").fill(`${name} edited`);
    await editor.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: text.saved })).toBeVisible();

    await courseRow(page, `${name} edited`).getByRole("button", { name: `Delete ${name} edited` }).click();
    const dialog = page.getByRole("dialog", { name: text.confirmDelete });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: text.deleted })).toBeVisible();
    await expect(courseRow(page, name)).toHaveCount(0);
  } finally {
    await context.close();
  }
});
