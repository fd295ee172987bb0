import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { openSqlite } from "../../app/server/db/database.server";
import { newId } from "../../app/server/db/ids.server";
import type { NewContact } from "../../app/server/db/schema.server";
import { freePort, startSmtpServer } from "../support/smtp";
import { contactFor, expect, sendContactMessage, signInThroughForm, test, uniqueTag, waitForHydration } from "./fixtures";
import { axeOn } from "./axe";

// nothing listens here until the last test starts the mail server
const smtpPort = await freePort();

test.use({ appName: "messages", appEnv: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_BASE_SECONDS: "1" } });

/** writes messages straight into the app's database (as many as a test needs, at chosen times) */
async function insertMessages(dataDir: string, rows: NewContact[]): Promise<void> {
  const database = openSqlite(path.join(dataDir, "site.db"));
  try {
    await database.db.insertInto("contacts").values(rows).execute();
  } finally {
    await database.close();
  }
}

async function unreadCount(page: Page): Promise<number> {
  const badge = page.getByRole("navigation", { name: "Admin" }).getByTestId("unread-count");
  const text = (await badge.isHidden()) ? "0" : await badge.innerText();
  return Number.parseInt(text, 10) || 0;
}

test("search finds a message and pages go older and newer", async ({ page, app }) => {
  const tag = uniqueTag();
  const base = Date.UTC(2026, 0, 5, 6);
  await insertMessages(
    app.dataDir,
    Array.from({ length: 30 }, (_, i) => ({
      id: newId(),
      firstName: `Page${String(i).padStart(2, "0")}`,
      lastName: "Tester",
      email: `pager${i}.${tag}@example.test`,
      phone: "+91 90000 12345",
      message: `Paging check ${tag} number ${i}`,
      createdAt: new Date(base + i * 60_000).toISOString(),
    })),
  );
  await signInThroughForm(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /Messages/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();

  await page.getByLabel("Search").fill(tag);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === tag);
  const items = page.getByTestId("messages-list").getByRole("listitem");
  await expect(items).toHaveCount(25);
  await expect(items.first()).toContainText("Page29");
  await page.getByRole("link", { name: "Older →" }).click();
  await expect(items).toHaveCount(5);
  await expect(items.first()).toContainText("Page04");
  await expect(page.getByRole("link", { name: "Older →" })).toHaveCount(0);
  await page.getByRole("link", { name: "← Newer" }).click();
  await expect(items).toHaveCount(25);
  await expect(items.first()).toContainText("Page29");
  await expect(page.getByRole("link", { name: "← Newer" })).toHaveCount(0);

  // one sender, by a word of the message, and a day with none
  await page.goto(`/admin/messages?q=${encodeURIComponent(`pager7.${tag}`)}`);
  await expect(items).toHaveCount(1);
  await page.goto(`/admin/messages?q=${tag}&from=2026-01-06&to=2026-01-07`);
  await expect(page.getByText("No messages match this search.")).toBeVisible();
});

test("a new message arrives bold with the sidebar count going up live; reading it brings the count down", async ({ page, browser, baseURL }) => {
  await signInThroughForm(page);
  const streams: string[] = [];
  page.on("request", (request) => {
    // only this page's: the dashboard that sign-in lands on opens one too, maybe after this line
    const from = request.headers().referer ?? "";
    if (new URL(request.url()).pathname === "/admin/events" && from.endsWith("/admin/messages")) streams.push(request.url());
  });
  // The stream's headers are sent once the server has subscribed it to the bus: a message sent
  // after the request went out but before that would never be pushed to this page.
  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === "/admin/events");
  await page.goto("/admin/messages");
  await waitForHydration(page);
  await streamOpen;
  // the list and the sidebar's count share one stream (browsers allow six connections per host)
  await expect.poll(() => streams.length).toBe(1);
  const before = await unreadCount(page);

  const tag = uniqueTag();
  const contact = contactFor(tag, { message: `Live inbox ${tag}` });
  const visitor = await browser.newContext({ baseURL });
  try {
    await sendContactMessage(await visitor.newPage(), contact);
  } finally {
    await visitor.close();
  }
  const item = page.getByTestId("messages-list").getByRole("listitem").filter({ hasText: contact.message });
  await expect(item).toHaveAttribute("data-unread", "true", { timeout: 10_000 });
  await expect(item.getByRole("link", { name: `Unread: ${contact.firstName} ${contact.lastName}` })).toHaveCSS("font-weight", "700");
  await expect.poll(() => unreadCount(page)).toBe(before + 1);

  await item.getByRole("button", { name: /Mark read/ }).click();
  await expect(item).toHaveAttribute("data-unread", "false");
  await expect.poll(() => unreadCount(page)).toBe(before);
  await item.getByRole("button", { name: /Mark unread/ }).click();
  await expect.poll(() => unreadCount(page)).toBe(before + 1);

  // opening it marks it read
  await item.getByRole("link", { name: `Unread: ${contact.firstName} ${contact.lastName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${contact.firstName} ${contact.lastName}` })).toBeVisible();
  await expect.poll(() => unreadCount(page)).toBe(before);
  expect(streams).toHaveLength(1);
});

test("the CSV export downloads the current filter", async ({ page }) => {
  const tag = uniqueTag();
  await sendContactMessage(page, contactFor(tag, { message: `Export me ${tag}` }));
  await signInThroughForm(page);
  await page.goto(`/admin/messages?q=${tag}`);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV (this filter)" }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, "utf8");
  expect(csv).toContain("Received (UTC),First name,Last name,E-mail,Phone,Message,Read");
  expect(csv).toContain(`Export me ${tag}`);
  expect(csv).toContain("'+91 98765 43210");
  expect(csv.trimEnd().split("\n")).toHaveLength(2);
});

test("erasing a sender removes their messages from the inbox, the dashboard and the export", async ({ page }) => {
  const tag = uniqueTag();
  const email = `erase.${tag}@example.test`;
  await sendContactMessage(page, contactFor(tag, { email, message: `Erase one ${tag}` }));
  await sendContactMessage(page, contactFor(tag, { email: email.toUpperCase(), phone: "098765-43210", message: `Erase two ${tag}` }));
  await signInThroughForm(page);
  await expect(page.getByTestId("contact-list").getByText(`Erase one ${tag}`)).toBeVisible();

  await page.goto("/admin/messages");
  await page.getByRole("link", { name: "Personal data requests" }).click();
  await page.getByLabel("E-mail or phone").fill(email);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("heading", { name: "2 messages" })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Erase all" }).click();
  const dialog = page.getByRole("dialog", { name: "Erase this person's messages?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Erase" }).click();
  await expect(page.getByRole("status")).toContainText("2 messages erased.");
  await expect(page.getByRole("heading", { name: "0 messages" })).toBeVisible();

  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText(`Erase one ${tag}`)).toHaveCount(0);
  await page.goto(`/admin/messages?q=${tag}`);
  await expect(page.getByText("No messages match this search.")).toBeVisible();
  const csv = await (await page.request.get(`/admin/messages/export.csv?q=${tag}`)).text();
  expect(csv).not.toContain(tag);
});

test("a message sent while the mail server is down is stored at once and mailed after it starts", async ({ page }) => {
  test.setTimeout(60_000);
  const tag = uniqueTag();
  const contact = contactFor(tag, { message: `Mail me later ${tag}` });
  await sendContactMessage(page, contact);
  await signInThroughForm(page);
  await page.goto(`/admin/messages?q=${tag}`);
  await expect(page.getByTestId("messages-list").getByText(contact.message)).toBeVisible();

  const smtp = await startSmtpServer(smtpPort);
  try {
    await expect.poll(() => smtp.received.filter((mail) => mail.text.includes(contact.message)).length, { timeout: 40_000 }).toBe(1);
    const mail = smtp.received.find((entry) => entry.text.includes(contact.message))!;
    expect(mail.text).toContain(`Subject: New contact message from ${contact.firstName} ${contact.lastName}`);
    expect(mail.text).toContain(`Reply-To: ${contact.firstName} ${contact.lastName} <${contact.email}>`);
  } finally {
    await smtp.stop();
  }
});

test("the inbox and the personal-data page work on a 375 px phone, with no accessibility violations", async ({ page }) => {
  const tag = uniqueTag();
  await sendContactMessage(page, contactFor(tag, { message: `A long message without spaces ${"x".repeat(120)} ${tag}` }));
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughForm(page);
  for (const address of [`/admin/messages?q=${tag}`, `/admin/messages/person?who=${encodeURIComponent(contactFor(tag).email)}`]) {
    await page.goto(address);
    await expect(page.getByTestId("messages-list").getByRole("listitem")).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${address} fits the phone`).toBeLessThanOrEqual(375);
    const results = await axeOn(page).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`), address).toEqual([]);
  }
});
