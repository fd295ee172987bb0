import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openSqlite } from "../../app/server/db/database.server";
import { createContact } from "../../app/server/repos/contacts.server";
import { startApp } from "../support/app-process";
import { contactFor, expect, sendContactMessage, signInThroughForm, test, uniqueTag, waitForHydration } from "./fixtures";

test("a new contact message appears on the open dashboard without a reload, and can be deleted", async ({ page, browser, baseURL }) => {
  const eventStream = page.waitForResponse((response) => new URL(response.url()).pathname === "/admin/events");
  await signInThroughForm(page);
  const stream = await eventStream;
  expect(stream.status()).toBe(200);
  expect(stream.headers()["content-type"]).toContain("text/event-stream");

  // Anything that reloads the document would drop this marker.
  await page.evaluate(() => ((window as unknown as { e2eMarker: string }).e2eMarker = "same document"));
  const documentRequests: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) documentRequests.push(request.url());
  });

  const tag = uniqueTag();
  const contact = contactFor(tag, { message: `Live update check ${tag}: which course suits a beginner?` });
  await expect(page.getByText(contact.message)).toHaveCount(0);

  const visitor = await browser.newContext({ baseURL });
  try {
    await sendContactMessage(await visitor.newPage(), contact);
  } finally {
    await visitor.close();
  }

  const item = page.getByTestId("contact-list").getByRole("listitem").filter({ hasText: contact.message });
  await expect(item).toBeVisible({ timeout: 10_000 });
  await expect(item).toContainText(`${contact.firstName} ${contact.lastName}`);
  await expect(item.getByRole("link", { name: contact.email })).toHaveAttribute("href", `mailto:${contact.email}`);
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe("same document");
  expect(documentRequests).toEqual([]);

  await waitForHydration(page);
  let confirmText = "";
  page.once("dialog", (dialog) => {
    confirmText = dialog.message();
    void dialog.accept();
  });
  await item.getByRole("button", { name: `Delete message from ${contact.firstName}` }).click();
  await expect(page.getByText(contact.message)).toHaveCount(0);
  expect(confirmText).toMatch(/delete this message/i);

  // and it stays gone after a reload
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText(contact.message)).toHaveCount(0);
});

test("dismissing the confirmation keeps the message", async ({ page }) => {
  const tag = uniqueTag();
  const contact = contactFor(tag, { message: `Keep me ${tag}` });
  await sendContactMessage(page, contact);
  await signInThroughForm(page);
  const item = page.getByTestId("contact-list").getByRole("listitem").filter({ hasText: contact.message });
  await expect(item).toBeVisible();

  // the confirmation is a script; a click before hydration would post the form without asking
  await waitForHydration(page);
  page.once("dialog", (dialog) => void dialog.dismiss());
  await item.getByRole("button", { name: `Delete message from ${contact.firstName}` }).click();
  await page.reload();
  await expect(page.getByTestId("contact-list").getByText(contact.message)).toBeVisible();
});

test("a message stored while the server was restarting appears once the dashboard's stream reconnects", async ({ browser }) => {
  test.setTimeout(60_000);
  // A server of its own, restarted on the same port and DATA_DIR as an operator's deploy would.
  const dataDir = mkdtempSync(path.join(tmpdir(), "cw-restart-"));
  let app = await startApp({ dataDir });
  const port = new URL(app.url).port;
  const context = await browser.newContext({ baseURL: app.url });
  try {
    const page = await context.newPage();
    const eventStream = page.waitForResponse((response) => new URL(response.url()).pathname === "/admin/events");
    await signInThroughForm(page);
    expect((await eventStream).status()).toBe(200);
    await page.evaluate(() => ((window as unknown as { e2eMarker: string }).e2eMarker = "same document"));

    await app.stop();
    // While no server runs, a message reaches the database (as another instance would store it):
    // no event will ever announce it to this page.
    const tag = uniqueTag();
    const contact = contactFor(tag, { message: `Stored during the restart ${tag}` });
    const database = openSqlite(path.join(dataDir, "site.db"));
    try {
      await createContact(database.db, contact);
    } finally {
      await database.close();
    }
    const reconnected = page.waitForResponse((response) => new URL(response.url()).pathname === "/admin/events", { timeout: 20_000 });
    app = await startApp({ dataDir, env: { PORT: port } });

    expect((await reconnected).status()).toBe(200);
    const item = page.getByTestId("contact-list").getByRole("listitem").filter({ hasText: contact.message });
    await expect(item).toBeVisible({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe("same document");
  } finally {
    await context.close();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a message of 90,000 accent marks stored before the form's limits does not freeze the dashboard, the inbox or the message page", async ({ browser }) => {
  test.setTimeout(60_000);
  // A server of its own: the row is written straight into its database, as an old site's would be.
  const dataDir = mkdtempSync(path.join(tmpdir(), "cw-oversized-"));
  const app = await startApp({ dataDir });
  const context = await browser.newContext({ baseURL: app.url });
  try {
    const tag = uniqueTag();
    const contact = contactFor(tag, { message: `Zalgo ${tag} ${"\u0301".repeat(90_000)}` });
    const database = openSqlite(path.join(dataDir, "site.db"));
    let id: string;
    try {
      ({ id } = await createContact(database.db, contact));
    } finally {
      await database.close();
    }
    const page = await context.newPage();
    // Chromium froze on this row (the load never finished, nor did any later navigation of the tab)
    await signInThroughForm(page);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const item = page.getByTestId("contact-list").getByRole("listitem").filter({ hasText: `Zalgo ${tag}` });
    await expect(item).toBeVisible();
    expect(await page.evaluate(() => document.readyState)).toBe("complete");

    await page.goto("/admin/messages");
    await expect(page.getByTestId("messages-list").getByRole("listitem").filter({ hasText: `Zalgo ${tag}` })).toBeVisible();
    await page.goto(`/admin/messages/${id}`);
    await expect(page.getByTestId("message-cut")).toContainText(`${contact.message.length.toLocaleString("en-IN")} characters long`);
    // and the tab still navigates
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  } finally {
    await context.close();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
