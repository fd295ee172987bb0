import { atPath, contactFor, expect, sendContactMessage, signInThroughForm, submitLogin, test, TEST_ADMIN, uniqueTag } from "./fixtures";

test.describe("admin access without a session", () => {
  test("visiting /admin/dashboard ends at the login form and shows no dashboard", async ({ page }) => {
    const response = await page.goto("/admin/dashboard");
    expect(response?.ok()).toBe(true);
    await expect(page).toHaveURL(atPath("/admin"));
    await expect(page.getByRole("heading", { level: 1, name: "Admin sign-in" })).toBeVisible();
    await expect(page.getByLabel("Username (e-mail)")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Dashboard" })).toHaveCount(0);
    await expect(page.getByText("Latest contact messages")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
  });

  test("the dashboard's data URL answers a redirect to /admin, not the messages", async ({ page }) => {
    const tag = uniqueTag();
    const contact = contactFor(tag);
    await sendContactMessage(page, contact);

    const response = await page.request.get("/admin/dashboard.data", { maxRedirects: 0 });
    const body = await response.text();
    expect(response.status(), body).toBeLessThan(500);
    expect(body).toMatch(/redirect/i);
    expect(body).toContain("/admin");
    expect(body).not.toContain(tag);
    expect(body).not.toContain(contact.email);
    expect(body).not.toContain("contacts");
  });

  test("the admin event stream does not stream without a session", async ({ page }) => {
    await page.goto("/");
    const response = await page.request.get("/admin/events", { maxRedirects: 0, timeout: 5_000 });
    const contentType = response.headers()["content-type"] ?? "";
    expect(
      response.status() !== 200 || !contentType.includes("text/event-stream"),
      `answered ${response.status()} ${contentType}`,
    ).toBe(true);
    expect(contentType).not.toContain("text/event-stream");
    if (response.status() >= 300 && response.status() < 400) {
      expect(new URL(response.headers()["location"] ?? "", page.url()).pathname).toBe("/admin");
    }
  });
});

test.describe("admin sign-in", () => {
  test("the bootstrap admin signs in through the form and reaches the dashboard", async ({ page }) => {
    await signInThroughForm(page);
    await expect(page).toHaveTitle(/Dashboard/);
    await expect(page.getByRole("heading", { name: "Latest contact messages" })).toBeVisible();
    await expect(page.getByText(TEST_ADMIN.email)).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("a wrong password is refused with a message", async ({ page }) => {
    await page.goto("/admin");
    await submitLogin(page, { email: TEST_ADMIN.email, password: "not-the-password" });
    await expect(page.getByRole("alert")).toHaveText("Invalid credentials or network error.");
    await expect(page).toHaveURL(atPath("/admin"));
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(atPath("/admin"));
  });

  test("an empty form asks for both fields", async ({ page }) => {
    await page.goto("/admin");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter both username and password.");
    await expect(page).toHaveURL(atPath("/admin"));
  });
});

test.describe("logout", () => {
  test("ends the session, and the old cookie no longer gets in", async ({ page, context, browser, baseURL }) => {
    await signInThroughForm(page);
    const session = (await context.cookies()).filter((cookie) => cookie.httpOnly && cookie.path === "/");
    expect(session.length, "a session cookie after sign-in").toBeGreaterThan(0);

    // The saved cookie works in another browser while the session lives (so the replay below is a real test).
    const before = await browser.newContext({ baseURL });
    await before.addCookies(session);
    const beforePage = await before.newPage();
    await beforePage.goto("/admin/dashboard");
    await expect(beforePage.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await before.close();

    await page.getByRole("navigation", { name: "Admin" }).waitFor();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(atPath("/admin"));
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();

    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(atPath("/admin"));
    await expect(page.getByRole("heading", { name: "Dashboard" })).toHaveCount(0);

    const replay = await browser.newContext({ baseURL });
    try {
      await replay.addCookies(session);
      const replayPage = await replay.newPage();
      await replayPage.goto("/admin/dashboard");
      await expect(replayPage).toHaveURL(atPath("/admin"));
      await expect(replayPage.getByRole("heading", { level: 1, name: "Admin sign-in" })).toBeVisible();
      await expect(replayPage.getByRole("heading", { name: "Dashboard" })).toHaveCount(0);
      const data = await replayPage.request.get("/admin/dashboard.data", { maxRedirects: 0 });
      expect(await data.text()).not.toContain("contacts");
    } finally {
      await replay.close();
    }
  });
});
