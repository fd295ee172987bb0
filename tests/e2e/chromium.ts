import { existsSync } from "node:fs";

/** The system's Chromium (Playwright never downloads one): CHROME_PATH, else Debian's /usr/bin/chromium. */
export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";
export const chromiumExists = existsSync(chromiumPath);
export const browserRequired = process.env.REQUIRE_BROWSER === "1";
export const missingChromiumReason = `no Chromium at ${chromiumPath} (set CHROME_PATH, or install chromium); browser tests skipped. REQUIRE_BROWSER=1 makes this a failure.`;
