import type { Browser, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { accountMessages, userMessages } from "../../app/domain/admin-users";
import { messages } from "../../app/domain/messages";
import { atPath, expect, signInThroughForm, submitLogin, test, TEST_ADMIN, uniqueTag } from "./fixtures";
import { axeOn } from "./axe";

// A server of its own: these tests add and disable administrators.
test.use({ appName: "users" });

const adminCard = (page: Page, email: string) => page.getByRole("listitem", { name: email });

/** The screen's notice (a live region) says this. */
async function expectNotice(page: Page, text: string): Promise<void> {
  await expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
}

/** Adds an administrator on /admin/users; with no password given, answers the generated one shown once. */
async function addAdmin(page: Page, email: string, password?: string): Promise<string> {
  await page.goto("/admin/users");
  const form = page.getByRole("region", { name: "Add a user" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Role").selectOption("administrator");
  if (password) await form.getByLabel("Initial password (optional)").fill(password);
  await form.getByRole("button", { name: "Add user" }).click();
  await expectNotice(page, userMessages.added(email));
  await expect(adminCard(page, email)).toBeVisible();
  if (password) return password;
  const shown = page.getByTestId("one-time-secret").locator("code");
  await expect(shown).toHaveCount(1);
  return (await shown.textContent())!.trim();
}

async function newSignedInPage(browser: Browser, baseURL: string | undefined, credentials: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInThroughForm(page, credentials);
  return page;
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Logout" }).first().click();
  await expect(page).toHaveURL(atPath("/admin"));
}

async function enterCode(page: Page, code: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: "Two-factor sign-in" })).toBeVisible();
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

test("an added admin signs in, turns on two-factor, and signs in with a code or a recovery code", async ({ page, browser, baseURL }) => {
  await signInThroughForm(page);
  const email = `second-${uniqueTag()}@example.test`;
  const password = await addAdmin(page, email);
  expect(password.length).toBeGreaterThanOrEqual(10);
  // shown once: a reload does not show it again
  await page.reload();
  await expect(page.getByTestId("one-time-secret")).toHaveCount(0);

  const second = await newSignedInPage(browser, baseURL, { email, password });
  await second.goto("/admin/users");
  const panel = second.getByTestId("two-factor-panel");
  await panel.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(panel.getByRole("img", { name: "QR code for your authenticator app" }).locator("svg")).toBeVisible();
  const secret = (await panel.getByTestId("totp-secret").textContent())!.trim();
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });

  await panel.getByLabel("Code from the app").fill(String((Number(totp.generate()) + 1) % 1_000_000).padStart(6, "0"));
  await panel.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(panel.getByText(userMessages.setupCodeWrong)).toBeVisible();
  await panel.getByLabel("Code from the app").fill(totp.generate());
  await panel.getByRole("button", { name: "Confirm and turn on" }).click();
  await expectNotice(second, userMessages.twoFactorOn);
  const recoveryCodes = (await second.getByTestId("one-time-secret").locator("code").allTextContents()).map((code) => code.trim());
  expect(recoveryCodes).toHaveLength(10);
  await expect(adminCard(second, email)).toContainText("Two-factorOn");
  await expect(second.getByTestId("totp-secret")).toHaveCount(0);
  await second.reload();
  await expect(second.locator("body")).not.toContainText(secret);

  // Password, then the code: no session before the code.
  await signOut(second);
  await submitLogin(second, { email, password });
  await expect(second).toHaveURL(atPath("/admin/sign-in-code"));
  const early = await second.request.get("/admin/dashboard", { maxRedirects: 0 });
  expect(early.status()).toBe(302);
  await enterCode(second, "000000" === totp.generate() ? "111111" : "000000");
  await expect(second.getByText(userMessages.codeInvalid)).toBeVisible();
  // the setup's code is spent; the next time step's code is accepted
  const nextCode = totp.generate({ timestamp: Date.now() + 30_000 });
  await enterCode(second, nextCode);
  await expect(second).toHaveURL(atPath("/admin/dashboard"));

  // A replayed code is refused; a recovery code works, once.
  await signOut(second);
  await submitLogin(second, { email, password });
  await enterCode(second, nextCode);
  await expect(second.getByText(userMessages.codeInvalid)).toBeVisible();
  await enterCode(second, recoveryCodes[0]!);
  await expect(second).toHaveURL(atPath("/admin/dashboard"));
  await signOut(second);
  await submitLogin(second, { email, password });
  await enterCode(second, recoveryCodes[0]!);
  await expect(second.getByText(userMessages.codeInvalid)).toBeVisible();
  await expect(second).toHaveURL(atPath("/admin/sign-in-code"));

  // The first admin sees two-factor on, and can turn it off for a locked-out colleague.
  await page.goto("/admin/users");
  await adminCard(page, email).getByRole("button", { name: `Turn off two-factor for ${email}` }).click();
  await expectNotice(page, userMessages.twoFactorOff(email));
  await expect(adminCard(page, email)).toContainText("Two-factorOff");
  await second.context().close();
});

test("a password change ends the account's other sessions", async ({ page, browser, baseURL }) => {
  await signInThroughForm(page);
  const email = `changer-${uniqueTag()}@example.test`;
  const password = "Changer-Password-1";
  await addAdmin(page, email, password);
  const here = await newSignedInPage(browser, baseURL, { email, password });
  const elsewhere = await newSignedInPage(browser, baseURL, { email, password });

  await here.goto("/admin/users");
  const form = here.locator("form", { has: here.getByLabel("Current password") });
  await form.getByLabel("Current password").fill(password);
  await form.getByLabel(/^New password(?! again)/).fill("password1234");
  await form.getByLabel("New password again").fill("password1234");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("most commonly used")).toBeVisible();
  await form.getByLabel("Current password").fill(password);
  await form.getByLabel(/^New password(?! again)/).fill("Changed-Password-2");
  await form.getByLabel("New password again").fill("Changed-Password-2");
  await form.getByRole("button", { name: "Change password" }).click();
  await expectNotice(here, userMessages.ownPasswordChanged);

  await elsewhere.goto("/admin/dashboard");
  await expect(elsewhere).toHaveURL(atPath("/admin"));
  await here.goto("/admin/dashboard");
  await expect(here).toHaveURL(atPath("/admin/dashboard"));
  await here.context().close();
  await elsewhere.context().close();
});

test("a disabled admin is signed out at once and cannot sign in until enabled", async ({ page, browser, baseURL }) => {
  await signInThroughForm(page);
  const email = `disabled-${uniqueTag()}@example.test`;
  const password = "Disabled-Password-1";
  await addAdmin(page, email, password);
  const victim = await newSignedInPage(browser, baseURL, { email, password });

  await adminCard(page, email).getByRole("button", { name: `Disable ${email}` }).click();
  await expectNotice(page, userMessages.disabled(email));
  await expect(adminCard(page, email)).toContainText("StatusDisabled");

  await victim.goto("/admin/dashboard");
  await expect(victim).toHaveURL(atPath("/admin"));
  await submitLogin(victim, { email, password });
  await expect(victim.getByRole("alert")).toHaveText(messages.login.notAdmin);

  await adminCard(page, email).getByRole("button", { name: `Enable ${email}` }).click();
  await expect(adminCard(page, email)).toContainText("StatusActive");
  await signInThroughForm(victim, { email, password });
  await victim.context().close();
});

test("the last active admin cannot be disabled", async ({ page }) => {
  await signInThroughForm(page);
  await page.goto("/admin/users");
  // Disable every other active administrator, so that the signed-in one is the last.
  const others = (await page.getByRole("button", { name: /^Disable / }).allTextContents()).map((label) => label.replace(/^Disable /, "").trim()).filter((email) => email !== TEST_ADMIN.email);
  for (const email of others) {
    await adminCard(page, email).getByRole("button", { name: `Disable ${email}` }).click();
    await expect(adminCard(page, email)).toContainText("StatusDisabled");
  }
  await adminCard(page, TEST_ADMIN.email).getByRole("button", { name: `Disable ${TEST_ADMIN.email}` }).click();
  await expectNotice(page, accountMessages.lastAdmin);
  await expect(adminCard(page, TEST_ADMIN.email)).toContainText("StatusActive");
  // lastLogin is recorded at every sign-in and shown
  await expect(adminCard(page, TEST_ADMIN.email).getByRole("definition").nth(1)).not.toHaveText("Never");
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(atPath("/admin/dashboard"));
});

test("the users screen fits a 375 px phone and has no accessibility violations", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughForm(page);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: userMessages.title })).toBeVisible();
  const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.document).toBeLessThanOrEqual(widths.viewport);
  const results = await axeOn(page).include("main").analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
});
