import { contactFor, expect, sendContactMessage, signInThroughForm, test, uniqueTag, waitForHydration } from "./fixtures";

test.use({ appName: "settings" });

test("a saved phone number shows in the public footer at once", async ({ page, browser, baseURL }) => {
  const visitor = await browser.newContext({ baseURL });
  try {
    const publicPage = await visitor.newPage();
    // the footer is cached now
    await publicPage.goto("/about");
    const footerPhone = publicPage.getByRole("contentinfo").locator('a[href^="tel:"]');
    const before = await footerPhone.textContent();

    await signInThroughForm(page);
    await page.goto("/admin/settings");
    await waitForHydration(page);
    const phone = `+91 7${uniqueTag().replace(/\D/g, "").padEnd(4, "0").slice(0, 4)} 12345`;
    expect(phone).not.toBe(before);
    await page.getByRole("textbox", { name: "Phone", exact: true }).fill(phone);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status")).toContainText("Settings saved");
    await expect(page.getByRole("textbox", { name: "Phone", exact: true })).toHaveValue(phone);

    await publicPage.goto("/about");
    await expect(footerPhone).toHaveText(phone);
    await expect(footerPhone).toHaveAttribute("href", `tel:${phone.replace(/\s+/g, "")}`);
  } finally {
    await visitor.close();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a link that is not http(s) is refused next to its field, with everything typed kept", async ({ page }) => {
    await signInThroughForm(page);
    await page.goto("/admin/settings");
    const instagram = page.getByLabel("Instagram");
    const hours = page.getByLabel("Business hours");
    await instagram.fill("instagram.com/candlewise");
    await hours.fill("Every day, 8:00 AM - 8:00 PM IST");
    await page.getByRole("button", { name: "Save settings" }).click();

    await expect(page.getByRole("status")).toContainText("Nothing was saved");
    await expect(instagram).toHaveAttribute("aria-invalid", "true");
    await expect(instagram).toHaveAccessibleDescription(/starting with https:\/\//);
    await expect(instagram).toHaveValue("instagram.com/candlewise");
    await expect(hours).toHaveValue("Every day, 8:00 AM - 8:00 PM IST");
    await expect(hours).not.toHaveAttribute("aria-invalid", "true");
    // and nothing changed: a fresh load shows the stored hours
    await page.goto("/admin/settings");
    await expect(page.getByLabel("Business hours")).not.toHaveValue("Every day, 8:00 AM - 8:00 PM IST");
  });
});

test("the settings page fits a 375 px screen and leads to the exchange rates", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughForm(page);
  await page.goto("/admin/settings");
  await expect(page.getByRole("group", { name: "Video lessons" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole("link", { name: "Exchange rates" }).last().click();
  await expect(page.getByRole("heading", { level: 1, name: "Exchange rates" })).toBeVisible();
});

test("the dashboard's messages-per-day chart counts a new message live", async ({ page, browser, baseURL }) => {
  const eventStream = page.waitForResponse((response) => new URL(response.url()).pathname === "/admin/events");
  await signInThroughForm(page);
  await eventStream;
  const chart = page.getByTestId("messages-chart");
  const picture = chart.getByRole("img");
  await expect(picture).toBeVisible();
  const todayBar = chart.locator("rect[data-day]").last();
  await expect(chart.locator("rect[data-day]")).toHaveCount(30);
  const before = Number(await todayBar.getAttribute("data-count"));
  // the picture is named by its summary sentence, and the table agrees with the bar
  await expect(picture).toHaveAccessibleName(new RegExp(`${before} today\\.$|^No messages`));
  await chart.getByText("Messages per day as a table").click();
  await expect(chart.getByRole("table").getByRole("row").last().getByRole("cell")).toHaveText(String(before));

  const visitor = await browser.newContext({ baseURL });
  try {
    await sendContactMessage(await visitor.newPage(), contactFor(uniqueTag()));
  } finally {
    await visitor.close();
  }
  await expect(todayBar).toHaveAttribute("data-count", String(before + 1), { timeout: 10_000 });
  await expect(picture).toHaveAccessibleName(new RegExp(`${before + 1} today\\.$`));
  await expect(chart.getByRole("table").getByRole("row").last().getByRole("cell")).toHaveText(String(before + 1));
});
