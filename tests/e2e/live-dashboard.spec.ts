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
