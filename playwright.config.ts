import { defineConfig, devices } from "@playwright/test";
import { browserRequired, chromiumExists, chromiumPath, missingChromiumReason } from "./tests/e2e/chromium";

/*
 * Real-browser end-to-end tests against the production build (`npm run build` first; `npm test`
 * does it). Each worker starts its own `node server.js` with a fresh DATA_DIR (tests/e2e/fixtures.ts).
 *
 * Chromium is the system's (CHROME_PATH, else /usr/bin/chromium); Playwright never downloads one.
 * Without it the browser tests are skipped with a visible reason, unless REQUIRE_BROWSER=1 (CI),
 * which turns a missing browser into a failed run.
 */
if (!chromiumExists && !browserRequired && !process.env.TEST_WORKER_INDEX) {
  console.warn(`\n[e2e] SKIPPING the browser tests: ${missingChromiumReason}\n`);
}

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-dev-shm-usage",
    ],
  },
};

/** Files with a server of their own that take the longest (1.5–3 minutes each on a 2-core machine). */
const LONGEST_FILES = ["**/xss-corpus.spec.ts", "**/admin-pages.spec.ts", "**/newsletter.spec.ts", "**/brokerage.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./tests/e2e/global-setup.ts",
  outputDir: "test-results/e2e-artifacts",
  fullyParallel: false,
  // Two workers, each with its own server: files run side by side (tests in a file stay in order).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  // The longest flows (six contact posts, sign-ins with two-factor, axe on three pages) take 20–32 s
  // on a slow or busy 2-core machine: twice that is the budget, not the expected time.
  timeout: 60_000,
  expect: { timeout: 7_500 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    // Off unless asked for (E2E_TRACE=retain-on-failure, or --trace on the command line): recording
    // a trace of every test to keep the failed ones' cost a sixth of the browser tests' time on a
    // 2-core machine (four files: 4.2 -> 3.5 min), and CI keeps no file, only its output's tail.
    trace: (process.env.E2E_TRACE as "off" | "on" | "retain-on-failure" | undefined) ?? "off",
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  // Two projects only to order the queue: Playwright hands out whole files in project order, then
  // file order, and a file that names its own server (test.use({ appName })) waits until the shared
  // server's files are done. The longest such files therefore go first, so that the run does not
  // end with one of them alone on a worker while the other idles (the XSS corpus did: 2–4 minutes).
  projects: [
    { name: "chromium-long", testMatch: LONGEST_FILES, use: chromium },
    { name: "chromium", testIgnore: LONGEST_FILES, use: chromium },
  ],
});
