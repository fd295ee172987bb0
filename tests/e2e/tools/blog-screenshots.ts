/*
 * Screenshots of the blog back office at 375 and 1280 px, for a person to look at (asserts
 * nothing). After `npm run build`: npx tsx tests/e2e/tools/blog-screenshots.ts [dir, default /tmp/cw-blog-shots]
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { signIn, startApp } from "../../support/app-process";
import { chromiumPath } from "../chromium";

const outDir = process.argv[2] ?? "/tmp/cw-blog-shots";

async function main() {
  mkdirSync(outDir, { recursive: true });
  const app = await startApp();
  const cookie = await signIn(app);
  const [name, value] = cookie.split("=") as [string, string];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox"] });
  try {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addCookies([{ name, value, url: app.url }]);
      const page = await context.newPage();
      const firstId = await (async () => {
        await page.goto(`${app.url}/admin/blogs`);
        const href = await page.getByRole("link", { name: /^Preview/ }).first().getAttribute("href");
        return href!.split("/")[3]!;
      })();
      for (const [label, address] of [
        ["list", "/admin/blogs"],
        ["new", "/admin/blogs?new=1"],
        ["edit", `/admin/blogs?edit=${firstId}`],
        ["preview", `/admin/blogs/${firstId}/preview`],
        ["confirm", `/admin/blogs?confirm=${firstId}`],
      ] as const) {
        await page.goto(`${app.url}${address}`);
        await page.waitForTimeout(400);
        if (label === "new") {
          await page.getByRole("button", { name: "Create post" }).click();
          await page.waitForTimeout(400);
        }
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        console.log(`${label} @${width}: scrollWidth ${scrollWidth}`);
        await page.screenshot({ path: path.join(outDir, `${label}-${width}.png`), fullPage: label !== "new" && label !== "edit" });
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
