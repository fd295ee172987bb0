import type { Page } from "@playwright/test";
import { mailHeader, mailLink, readableMail } from "../support/newsletter-mail";
import { startSmtpServer, type ReceivedMail } from "../support/smtp";
import { expect, signInThroughForm, submitsSeen, test, uniqueTag, waitForHydration, watchSubmits } from "./fixtures";
import { axeOn } from "./axe";

/*
 * The newsletter as a visitor and an administrator use it (issue 22 part 3, decision 0045): a
 * phone-width sign-up in the footer, the confirmation from the mail's link, a post published with
 * the e-mail choice, its mail with the List-Unsubscribe headers, and the one-click unsubscribe;
 * then axe on the new pages and the admin screen at 375 and 1280 px.
 */

// a port of this worker's own for the local mail server, known before the app starts
const SMTP_PORT = 41_000 + (process.pid % 8_000);
test.use({ appName: "newsletter", appEnv: { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, MAIL_RETRY_BASE_SECONDS: "1" } });
test.describe.configure({ mode: "serial" });

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
test.beforeAll(async () => {
  smtp = await startSmtpServer(SMTP_PORT);
});
test.afterAll(async () => {
  await smtp?.stop();
});

async function mailTo(address: string, matching: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
  await expect.poll(() => smtp.received.some((mail) => mail.to.includes(address) && matching(mail)), { timeout: 20_000 }).toBe(true);
  return smtp.received.find((mail) => mail.to.includes(address) && matching(mail))!;
}

/** the path and query of a mailed link (the test app's PUBLIC_URL is not the address it listens on) */
const local = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

let unsubscribePath = "";
let confirmPath = "";

test("sign up from the footer at 375 px, confirm from the mail, receive a published post, unsubscribe with one click", async ({ page, app }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const tag = uniqueTag();
  const address = `reader-${tag}@example.in`;

  await page.goto("/");
  await waitForHydration(page);
  // the box is not a landmark (it appears twice on a post): the footer's form is it
  const box = page.getByRole("contentinfo").locator("form").filter({ has: page.getByLabel("E-mail address") });
  await box.getByLabel("E-mail address").fill(address);
  await box.getByRole("checkbox").check();
  await watchSubmits(page);
  await box.getByRole("button", { name: "Subscribe" }).click();
  // a plain post to the sign-up's own page (decisions 0047, 0060), accepted: redirected to the page that says so
  await expect(page).toHaveURL(`${app.url}/newsletter?signed-up=1`);
  // while it was on its way the button said so and took no second press (the site's script)
  expect((await submitsSeen(page))[0]).toEqual({ text: "Subscribing…", disabled: true, prevented: false });
  await expect(page.getByRole("main").getByRole("status")).toContainText("a confirmation link is on its way");
  // the answer takes the focus (a status already on a page as it loads is not announced)
  await expect(page.getByRole("main").getByRole("status").locator("p")).toBeFocused();

  const confirmation = await mailTo(address, (mail) => readableMail(mail).includes("/newsletter/confirm"));
  expect(mailHeader(confirmation, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  confirmPath = local(mailLink(confirmation, "/newsletter/confirm"));
  await page.goto(confirmPath);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  // redirected: a reload does not post the used link again (which would say the link no longer works)
  await expect(page).toHaveURL(/\/newsletter\/confirm\?confirmed=1$/);
  await expect(page.getByRole("status").filter({ hasText: "subscription is confirmed" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "subscription is confirmed" })).toBeVisible();

  // the administrator publishes a post with the e-mail choice
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughForm(page);
  await page.goto("/admin/blogs");
  await waitForHydration(page);
  await page.getByRole("link", { name: "New post" }).click();
  const dialog = page.getByRole("dialog", { name: "New blog post" });
  await expect.poll(() => dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
  const title = `Trailing stop loss basics ${tag}`;
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Letting a winner run while protecting the gain.");
  await dialog.getByLabel("Keywords").fill("stop loss, risk");
  await dialog.getByLabel("Status").selectOption("Published");
  await expect(dialog.getByLabel("E-mail this post to subscribers")).not.toBeChecked();
  await dialog.getByLabel("E-mail this post to subscribers").check();
  await dialog.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByRole("status")).toContainText("e-mail to the subscribers is queued");

  const post = await mailTo(address, (mail) => readableMail(mail).includes(`Subject: ${title}`));
  const listUnsubscribe = mailHeader(post, "List-Unsubscribe")!;
  expect(listUnsubscribe).toMatch(/^<https?:\/\/[^>]+\/newsletter\/unsubscribe\?token=[\w.-]+>$/);
  expect(mailHeader(post, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  expect(readableMail(post)).toContain(listUnsubscribe.slice(1, -1));
  unsubscribePath = local(listUnsubscribe.slice(1, -1));

  await page.goto("/admin/subscribers");
  const sendRow = page.getByRole("row").filter({ hasText: title });
  await expect(sendRow.getByRole("cell").nth(3)).toHaveText("1");

  // the mail program's one click: a POST with no cookie and no confirmation step
  const oneClick = await fetch(`${app.url}${unsubscribePath}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
  expect(oneClick.status).toBe(200);
  await page.goto(`/admin/subscribers?q=${encodeURIComponent(address)}`);
  await expect(page.getByRole("row").filter({ hasText: address })).toContainText("unsubscribed");
});

async function expectNoAxeViolations(page: Page) {
  const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5) }))).toEqual([]);
}

for (const width of [375, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // the links of the mails above (used by now: the pages say so) and wrong ones, in both languages
    const publicPaths = ["/newsletter", "/hi/newsletter", "/newsletter/confirm?token=wrong", "/hi/newsletter/unsubscribe?token=wrong", ":confirm", ":unsubscribe", "/hi:unsubscribe"];
    for (const path of publicPaths) {
      test(`${path} has no WCAG 2.2 AA violation`, async ({ page }) => {
        test.setTimeout(90_000);
        const target = path.replace(":confirm", confirmPath).replace(":unsubscribe", unsubscribePath);
        test.skip(target.includes(":"), "the mail test did not run");
        await page.goto(target, { waitUntil: "load" });
        await expectNoAxeViolations(page);
      });
    }
    test("a refused sign-up's answer and /admin/subscribers have no WCAG 2.2 AA violation", async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto("/newsletter");
      await page.getByRole("main").getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByRole("main").getByText("Please enter your e-mail address.")).toBeVisible();
      // the first field in error has the focus, and says why
      await expect(page.getByRole("main").getByLabel("E-mail address")).toBeFocused();
      await expect(page.getByRole("main").getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page);
      await signInThroughForm(page);
      await page.goto("/admin/subscribers", { waitUntil: "load" });
      await expect(page.getByRole("heading", { level: 1, name: "Subscribers" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
