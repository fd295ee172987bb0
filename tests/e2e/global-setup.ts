import { browserRequired, chromiumExists, chromiumPath } from "./chromium";

/**
 * REQUIRE_BROWSER=1 (CI) turns a missing Chromium into a failed run, reported once with a clear
 * message (and recorded in test-results/e2e.json like any other run); without it the tests skip.
 */
export default function globalSetup(): void {
  if (!chromiumExists && browserRequired) {
    throw new Error(
      `REQUIRE_BROWSER=1 but there is no Chromium at ${chromiumPath}. Install it (Debian: apt-get install chromium) or point CHROME_PATH at its binary.`,
    );
  }
}
