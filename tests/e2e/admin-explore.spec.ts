import sharp from "sharp";
import type { Browser, Page } from "@playwright/test";
import { messages } from "../../app/domain/messages";
import { smallPng } from "../support/images";
import { expect, signInThroughForm, TEST_ADMIN, test, uniqueTag, waitForHydration } from "./fixtures";

// Changes public content: a server of its own, so other files see the seeded site (fixtures.ts).
test.use({ appName: "admin-explore" });

/*
 * The Explore screen in Chromium, signed in through the real form: programs (add with an icon
 * upload, edit, delete with its dialog), platforms (file picker and drag-and-drop, 'Remove file',
 * the table, the 'Delete Platform' dialog), both lists live in a second administrator's browser,
 * and the phone width. Every test makes its own programs and platforms (uniqueTag) and leaves the
 * demo ones alone.
 */

/** A PNG of random pixels: big enough (about 0.5 MB) for an upload to take a moment. */
async function noisyPng(width = 420, height = 420): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

async function openExplore(page: Page): Promise<void> {
  await page.goto("/admin/explore");
  await expect(page.getByRole("heading", { level: 1, name: 'Manage "Explore Candlewise Academy" Section' })).toBeVisible();
  await waitForHydration(page);
}

/** Slows uploads down (about 200 kB/s) so the progress bar can be seen, as on a phone's network. */
async function throttleUploads(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 200 * 1024 });
  return async () => {
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  };
}

const programForm = (page: Page) => page.getByRole("form", { name: /Add a program|Edit "/ });
const programList = (page: Page) => page.getByTestId("program-list");
const programItem = (page: Page, label: string) => programList(page).getByRole("listitem").filter({ has: page.getByText(label, { exact: true }) });
const platformForm = (page: Page) => page.getByRole("form", { name: "Add a platform" });
const platformRow = (page: Page, alt: string) => page.getByTestId("platform-table").getByRole("row").filter({ has: page.getByRole("cell", { name: alt, exact: true }) });

async function addProgram(page: Page, label: string): Promise<void> {
  const form = programForm(page);
  await form.getByLabel("Program Label").fill(label);
  await form.locator('input[type="file"][name="icon"]').setInputFiles({ name: `${label}.png`, mimeType: "image/png", buffer: await smallPng(256, 256) });
  await expect(form.getByText("Uploaded. Save to keep it.")).toBeVisible();
  await form.getByRole("button", { name: "Add Program" }).click();
  await expect(programItem(page, label)).toBeVisible();
}

async function addPlatform(page: Page, alt: string): Promise<void> {
  const form = platformForm(page);
  await form.getByLabel("Platform Alt Text").fill(alt);
  await form.locator('input[type="file"][name="image"]').setInputFiles({ name: `${alt}.png`, mimeType: "image/png", buffer: await smallPng(640, 320) });
  await expect(form.getByText("Uploaded. Save to keep it.")).toBeVisible();
  await form.getByRole("button", { name: "Add Platform" }).click();
  await expect(platformRow(page, alt)).toBeVisible();
}

test("a program is added with its icon (progress and preview), edited, and deleted after a cancelled confirmation", async ({ page }) => {
  const tag = uniqueTag();
  const label = `Scalping ${tag}`;
  await signInThroughForm(page);
  await openExplore(page);
  const form = programForm(page);

  await form.getByLabel("Program Label").fill(label);
  const restore = await throttleUploads(page);
  await form.locator('input[type="file"][name="icon"]').setInputFiles({ name: "scalping.png", mimeType: "image/png", buffer: await noisyPng() });
  // the preview shows at once, from the file itself, while the upload runs with its progress bar
  await expect(form.getByRole("img", { name: "Preview of the program icon" })).toHaveAttribute("src", /^blob:/);
  const progress = form.getByRole("progressbar", { name: "Uploading program icon" });
  await expect(progress).toBeVisible();
  await expect(form.getByRole("button", { name: "Uploading..." })).toBeDisabled();
  await expect(form.getByText("Uploaded. Save to keep it.")).toBeVisible({ timeout: 15_000 });
  await restore();
  await form.getByRole("button", { name: "Add Program" }).click();

  const item = programItem(page, label);
  await expect(item).toBeVisible();
  const firstIcon = await item.locator("img").getAttribute("src");
  expect(firstIcon).toMatch(/^\/uploads\/program-icons\/.+\.webp$/);
  // the form starts afresh for the next program
  await expect(programForm(page).getByLabel("Program Label")).toHaveValue("");
  await expect(programForm(page).getByRole("img", { name: "Preview of the program icon" })).toHaveCount(0);

  // Edit: the form takes the program, in the address too
  await item.getByRole("link", { name: `Edit ${label}` }).click();
  await expect(page).toHaveURL(/\?edit=/);
  const editForm = page.getByRole("form", { name: `Edit "${label}"` });
  await expect(editForm.getByLabel("Program Label")).toHaveValue(label);
  await expect(editForm.getByRole("img", { name: "Preview of the program icon" })).toHaveAttribute("src", firstIcon!);
  const renamed = `Scalping basics ${tag}`;
  await editForm.getByLabel("Program Label").fill(renamed);
  await editForm.locator('input[type="file"][name="icon"]').setInputFiles({
    name: "scalping-2.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9" fill="#047857"/></svg>'),
  });
  await expect(editForm.getByText("Uploaded. Save to keep it.")).toBeVisible();
  await editForm.getByRole("button", { name: "Update Program" }).click();
  await expect(page).not.toHaveURL(/edit=/);
  const renamedItem = programItem(page, renamed);
  await expect(renamedItem).toBeVisible();
  await expect(programItem(page, label)).toHaveCount(0);
  await expect(renamedItem.locator("img")).toHaveAttribute("src", /^\/uploads\/program-icons\/.+\.svg$/);
  // the replaced icon is gone from storage
  expect((await page.request.get(firstIcon!)).status()).toBe(404);

  // Edit, then Cancel edit: back to adding
  await renamedItem.getByRole("link", { name: `Edit ${renamed}` }).click();
  await page.getByRole("link", { name: "Cancel edit" }).click();
  await expect(page.getByRole("form", { name: "Add a program" })).toBeVisible();

  // Delete: Cancel keeps it
  await renamedItem.getByRole("button", { name: `Delete ${renamed}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Program" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(messages.explore.programDeleteConfirm(renamed));
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(renamedItem).toBeVisible();

  // and Delete removes it
  await renamedItem.getByRole("button", { name: `Delete ${renamed}` }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(programItem(page, renamed)).toHaveCount(0);
  await page.reload();
  await expect(programList(page)).toBeVisible();
  await expect(programItem(page, renamed)).toHaveCount(0);
});

test("adding a program without an icon shows the spec's message and marks the missing field", async ({ page }) => {
  const label = `No icon ${uniqueTag()}`;
  await signInThroughForm(page);
  await openExplore(page);
  const form = programForm(page);
  await form.getByLabel("Program Label").fill(label);
  await form.getByRole("button", { name: "Add Program" }).click();
  await expect(form.getByRole("alert")).toHaveText(messages.explore.programMissingBoth);
  await expect(form.locator('input[type="file"][name="icon"]')).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Program Label")).not.toHaveAttribute("aria-invalid", "true");
  await expect(programItem(page, label)).toHaveCount(0);

  // an edit without a label has the other message
  await programItem(page, "Forex").getByRole("link", { name: "Edit Forex" }).click();
  const editForm = page.getByRole("form", { name: 'Edit "Forex"' });
  await editForm.getByLabel("Program Label").fill("");
  await editForm.getByRole("button", { name: "Update Program" }).click();
  await expect(editForm.getByRole("alert")).toHaveText(messages.explore.programMissingLabel);
  await expect(editForm.getByLabel("Program Label")).toHaveAttribute("aria-invalid", "true");
});

test("a platform is added by choosing a file ('Remove file' clears it), listed, and deleted through 'Delete Platform'", async ({ page }) => {
  const alt = `Metals ${uniqueTag()}`;
  await signInThroughForm(page);
  await openExplore(page);
  const form = platformForm(page);
  await expect(form.getByLabel("Platform Alt Text")).toHaveAttribute("placeholder", "e.g. Forex");
  await expect(form.getByText("PNG, JPG, GIF up to 10MB")).toBeVisible();

  // both required
  await form.getByRole("button", { name: "Add Platform" }).click();
  await expect(form.getByRole("alert")).toHaveText(messages.explore.platformMissing);
  await expect(form.getByLabel("Platform Alt Text")).toHaveAttribute("aria-invalid", "true");

  const fileInput = form.locator('input[type="file"][name="image"]');
  await fileInput.setInputFiles({ name: "first.png", mimeType: "image/png", buffer: await smallPng(640, 320) });
  const preview = form.getByRole("img", { name: "Preview of the platform image" });
  await expect(preview).toBeVisible();
  await expect(form.getByText("Uploaded. Save to keep it.")).toBeVisible();
  await form.getByRole("button", { name: "Remove file" }).click();
  await expect(preview).toHaveCount(0);
  await expect(form.locator('input[name="imageUpload"]')).toHaveCount(0);

  // 'Uploading...' and disabled while the file travels
  await form.getByLabel("Platform Alt Text").fill(alt);
  const restore = await throttleUploads(page);
  await fileInput.setInputFiles({ name: "metals.png", mimeType: "image/png", buffer: await noisyPng() });
  await expect(form.getByRole("button", { name: "Uploading..." })).toBeDisabled();
  await expect(form.getByText("Uploaded. Save to keep it.")).toBeVisible({ timeout: 15_000 });
  await restore();
  await form.getByRole("button", { name: "Add Platform" }).click();

  const row = platformRow(page, alt);
  await expect(row).toBeVisible();
  const image = row.getByRole("img", { name: alt });
  const src = await image.getAttribute("src");
  expect(src).toMatch(/^\/uploads\/explore-platforms\/.+\.webp$/);
  // the form is cleared after success
  await expect(platformForm(page).getByLabel("Platform Alt Text")).toHaveValue("");
  await expect(platformForm(page).getByRole("img", { name: "Preview of the platform image" })).toHaveCount(0);

  await row.getByRole("button", { name: `Delete ${alt}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Platform" });
  await expect(dialog).toContainText(messages.explore.platformDeleteConfirm(alt));
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Delete ${alt}` }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(platformRow(page, alt)).toHaveCount(0);
  expect((await page.request.get(src!)).status()).toBe(404);
});

test("a platform image can be dropped on the drop zone", async ({ page }) => {
  const alt = `Dropped ${uniqueTag()}`;
  await signInThroughForm(page);
  await openExplore(page);
  const form = platformForm(page);
  await form.getByLabel("Platform Alt Text").fill(alt);
  const png = (await smallPng(480, 240)).toString("base64");
  const dataTransfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], "dropped.png", { type: "image/png" }));
    return transfer;
  }, png);
  const zone = form.locator("label", { hasText: "Click to upload" });
  await zone.dispatchEvent("dragover", { dataTransfer });
  await zone.dispatchEvent("drop", { dataTransfer });
  await expect(form.getByRole("img", { name: "Preview of the platform image" })).toBeVisible();
  await expect(form.getByText("Uploaded. Save to keep it.")).toBeVisible();
  await form.getByRole("button", { name: "Add Platform" }).click();
  const row = platformRow(page, alt);
  await expect(row).toBeVisible();

  // tidy up
  await row.getByRole("button", { name: `Delete ${alt}` }).click();
  await page.getByRole("dialog", { name: "Delete Platform" }).getByRole("button", { name: "Delete" }).click();
  await expect(platformRow(page, alt)).toHaveCount(0);
});

async function openAsSecondAdmin(browser: Browser, baseURL: string | undefined): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInThroughForm(page);
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === "/admin/events");
  await openExplore(page);
  expect((await stream).status()).toBe(200);
  return { page, close: () => context.close() };
}

test("programs and platforms added and deleted by one admin appear and go on another admin's open screen, without a reload", async ({ page, browser, baseURL }) => {
  const tag = uniqueTag();
  const label = `Live program ${tag}`;
  const alt = `Live platform ${tag}`;
  const watcher = await openAsSecondAdmin(browser, baseURL);
  try {
    await watcher.page.evaluate(() => ((window as unknown as { e2eMarker: string }).e2eMarker = "same document"));
    const documentRequests: string[] = [];
    watcher.page.on("request", (request) => {
      if (request.isNavigationRequest()) documentRequests.push(request.url());
    });

    await signInThroughForm(page);
    await openExplore(page);

    await addProgram(page, label);
    await expect(programItem(watcher.page, label)).toBeVisible({ timeout: 5_000 });
    await addPlatform(page, alt);
    await expect(platformRow(watcher.page, alt)).toBeVisible({ timeout: 5_000 });

    await programItem(page, label).getByRole("button", { name: `Delete ${label}` }).click();
    await page.getByRole("dialog", { name: "Delete Program" }).getByRole("button", { name: "Delete" }).click();
    await expect(programItem(watcher.page, label)).toHaveCount(0, { timeout: 5_000 });
    await platformRow(page, alt).getByRole("button", { name: `Delete ${alt}` }).click();
    await page.getByRole("dialog", { name: "Delete Platform" }).getByRole("button", { name: "Delete" }).click();
    await expect(platformRow(watcher.page, alt)).toHaveCount(0, { timeout: 5_000 });

    expect(await watcher.page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe("same document");
    expect(documentRequests).toEqual([]);
  } finally {
    await watcher.close();
  }
});

test("at 375 px the screen fits the phone: nothing overflows, the table scrolls inside its box", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughForm(page);
  await openExplore(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const table = page.getByTestId("platform-table");
  await expect(table).toBeVisible();
  const box = await table.evaluate((element) => {
    const scroller = element.parentElement!.getBoundingClientRect();
    return { right: scroller.right, overflowX: getComputedStyle(element.parentElement!).overflowX };
  });
  expect(box.right).toBeLessThanOrEqual(375);
  expect(box.overflowX).toBe("auto");
  // tap targets stay at least 40 px tall
  const deleteButton = page.getByTestId("platform-table").getByRole("button", { name: /^Delete / }).first();
  expect((await deleteButton.boundingBox())!.height).toBeGreaterThanOrEqual(40);
  // opening the delete dialog on a phone keeps it inside the screen
  await deleteButton.click();
  const dialog = page.getByRole("dialog", { name: "Delete Platform" });
  const dialogBox = (await dialog.boundingBox())!;
  expect(dialogBox.x).toBeGreaterThanOrEqual(0);
  expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(375);
  await dialog.getByRole("link", { name: "Cancel" }).click();
});

test("without JavaScript a program is added with its file, edited through the address, and deleted through the dialog", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto("/admin");
    await page.getByLabel("Username (e-mail)").fill(TEST_ADMIN.email);
    await page.getByLabel("Password").fill(TEST_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.goto("/admin/explore");
    const label = `No script ${uniqueTag()}`;
    const form = page.getByRole("form", { name: "Add a program" });
    await form.getByLabel("Program Label").fill(label);
    await form.locator('input[type="file"][name="icon"]').setInputFiles({ name: "plain.png", mimeType: "image/png", buffer: await smallPng(128, 128) });
    await form.getByRole("button", { name: "Add Program" }).click();
    const item = programItem(page, label);
    await expect(item).toBeVisible();

    await item.getByRole("link", { name: `Edit ${label}` }).click();
    const renamed = `${label} edited`;
    await page.getByRole("form", { name: `Edit "${label}"` }).getByLabel("Program Label").fill(renamed);
    await page.getByRole("button", { name: "Update Program" }).click();
    await expect(page).not.toHaveURL(/edit=/);
    await expect(programItem(page, renamed)).toBeVisible();

    await programItem(page, renamed).getByRole("button", { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Program" });
    await expect(dialog).toContainText(messages.explore.programDeleteConfirm(renamed));
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page).not.toHaveURL(/confirm=/);
    await expect(programItem(page, renamed)).toHaveCount(0);
  } finally {
    await context.close();
  }
});
