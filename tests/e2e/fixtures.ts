import { randomBytes } from "node:crypto";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { startApp, TEST_ADMIN, type RunningApp } from "../support/app-process";
import { chromiumExists, missingChromiumReason } from "./chromium";

export { expect, TEST_ADMIN };

interface WorkerFixtures {
  /** the production server (`node server.js`), started once per worker with its own DATA_DIR */
  app: RunningApp;
  /**
   * Which server a test file shares. Files that change public content (the admin screens) set
   * their own name with `test.use({ appName: "…" })`: Playwright gives a different worker option
   * a worker of its own, so they get a fresh server and cannot disturb the counts other files see.
   */
  appName: string;
  /** extra environment for that server (e.g. SEED_DEMO=false); files that set it get their own server too */
  appEnv: Record<string, string>;
}

interface TestFixtures {
  /** skips every browser test, with the reason shown, when there is no Chromium to run */
  requireChromium: void;
  /** fails a test with the server's output when the server died under it */
  appAlive: void;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  requireChromium: [
    async ({}, use, testInfo) => {
      testInfo.skip(!chromiumExists, missingChromiumReason);
      await use();
    },
    { auto: true },
  ],
  appAlive: [
    async ({ app }, use) => {
      const dead = () => app.child.exitCode !== null || app.child.signalCode !== null;
      if (dead()) throw new Error(`the app process had exited before this test:\n${app.output().slice(-4000)}`);
      await use();
      if (dead()) throw new Error(`the app process exited during this test:\n${app.output().slice(-4000)}`);
    },
    { auto: true },
  ],
  appName: ["shared", { scope: "worker", option: true }],
  appEnv: [{}, { scope: "worker", option: true }],
  app: [
    // appName is not read, but depending on it ties each named server to its own worker.
    async ({ appEnv, appName: _appName }, use) => {
      // Behind "loopback" a test may name its own client address (X-Forwarded-For), so that the
      // contact form's per-client rate limit counts each test's messages alone.
      const app = await startApp({ env: { TRUST_PROXY: "loopback", ...appEnv } });
      try {
        await use(app);
      } finally {
        const { code } = await app.stop();
        if (code !== 0) console.warn(`app exited with ${code} after the e2e tests:\n${app.output().slice(-4000)}`);
      }
    },
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.url);
  },
});

/** A URL predicate for toHaveURL: the path is exactly this (any query, e.g. React Router's `?index`). */
export function atPath(pathname: string): (url: URL) => boolean {
  return (url) => url.pathname === pathname;
}

/** A short random tag, so that every test's data is its own and can be told apart on the page. */
export function uniqueTag(): string {
  return randomBytes(4).toString("hex");
}

/** Fills and submits the real login form at /admin (whatever the outcome). */
export async function submitLogin(page: Page, credentials: { email: string; password: string }): Promise<void> {
  if (new URL(page.url(), "http://x").pathname !== "/admin") await page.goto("/admin");
  await page.getByLabel("Username (e-mail)").fill(credentials.email);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in through the login form as the bootstrap admin and waits for the dashboard. */
export async function signInThroughForm(page: Page, credentials = TEST_ADMIN): Promise<void> {
  await page.goto("/admin");
  await submitLogin(page, credentials);
  await expect(page).toHaveURL(atPath("/admin/dashboard"));
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

/**
 * Resolves once the page's scripts have started, so clicks reach their handlers: the site's own
 * script on a public page (it marks <html data-behaviour>), the widgets' script on a page with a
 * third party's widget (<html data-embeds>, decision 0061), and React's hydration on a page that
 * loads the framework (a content page does not: decision 0047).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const publicPage = !location.pathname.startsWith("/admin");
    if (publicPage && document.documentElement.dataset.behaviour !== "ready") return false;
    if (document.querySelector("[data-embed-src]") && document.documentElement.dataset.embeds !== "ready") return false;
    if (!("__reactRouterContext" in window)) return true;
    const root = document.querySelector("body");
    // React attaches its fiber/container keys to hydrated DOM nodes.
    return !!root && Object.keys(root).some((key) => key.startsWith("__react"));
  });
}

/**
 * Clicks a toggle until it reports the expected state: a click that lands before hydration does
 * nothing, so it is simply repeated.
 */
export async function clickUntil(toggle: Locator, attribute: string, value: string): Promise<void> {
  await expect(async () => {
    if ((await toggle.getAttribute(attribute)) !== value) await toggle.click();
    await expect(toggle).toHaveAttribute(attribute, value, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Asserts that a person can see the element: the topmost thing at its centre is the element itself
 * (not something covering it, and not clipped away by a too-small scroll box around it).
 */
export async function expectOnTop(locator: Locator, what: string): Promise<void> {
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
          return !!hit && (element === hit || element.contains(hit));
        }),
      { message: `${what} is on top at its own position (not covered or clipped)` },
    )
    .toBe(true);
}

export interface ContactInput {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  message: string;
}

export function contactFor(tag: string, overrides: Partial<ContactInput> = {}): ContactInput {
  return {
    firstName: `Asha${tag}`,
    lastName: "Kulkarni",
    phone: "+91 98765 43210",
    email: `asha.${tag}@example.test`,
    message: `Hello, I would like to know more about the forex course. Ref ${tag}.`,
    ...overrides,
  };
}

/** Fills the public contact form at /contact (the page must already be open). */
export async function fillContactForm(page: Page, input: ContactInput): Promise<void> {
  await page.getByLabel("First name").fill(input.firstName);
  await page.getByLabel("Last name").fill(input.lastName);
  await page.getByLabel("Phone").fill(input.phone);
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(input.email);
  await page.getByLabel("Message").fill(input.message);
  // The footer's newsletter box has an "I agree" box of its own: the contact form's is in the main area.
  await page.getByRole("main").getByRole("checkbox", { name: /I agree/ }).check();
}

/**
 * A client address of its own (IPv6 documentation range), sent as X-Forwarded-For, which the e2e
 * servers trust. Random in its /64 prefix: the server counts a whole /64 as one client.
 */
export function uniqueClientAddress(): string {
  return `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::1`;
}

export const CONTACT_SENT = "Thank you! Your message has been sent successfully.";

/** Sends a message through the public contact form, as a visitor would, and waits for the thanks. */
export async function sendContactMessage(page: Page, input: ContactInput): Promise<void> {
  // its own client, so that messages sent by other tests never reach the rate limit
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientAddress() });
  await page.goto("/contact");
  await fillContactForm(page, input);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(CONTACT_SENT);
}

/** What the page's form and its button were at each submit event, as `watchSubmits` records it. */
export interface SubmitSeen {
  text: string | null;
  disabled: boolean;
  /** whether the site's script refused this submit (a second one while the first post is on its way) */
  prevented: boolean;
}

/**
 * Records the form's button at each submit, after the site's script has handled it, and submits the
 * form a second time while its first post is on its way. Kept in sessionStorage, which outlives the
 * navigation the post starts: while that navigation is pending Playwright can neither evaluate in
 * the page nor use a locator (both wait for it). Read it back with `submitsSeen` after the answer.
 */
export async function watchSubmits(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.addEventListener("submit", (event) => {
      const form = event.target as HTMLFormElement;
      const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
      const seen = JSON.parse(sessionStorage.getItem("submits-seen") ?? "[]") as unknown[];
      seen.push({ text: button?.textContent ?? null, disabled: button?.disabled ?? false, prevented: event.defaultPrevented });
      sessionStorage.setItem("submits-seen", JSON.stringify(seen));
      if (seen.length === 1) setTimeout(() => form.requestSubmit());
      else console.log("second submit seen");
    });
  });
}

export async function submitsSeen(page: Page): Promise<SubmitSeen[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem("submits-seen") ?? "[]") as SubmitSeen[]);
}
