/*
 * Screenshots of the Courses and Testimonials screens (list, open forms, errors, the delete dialog)
 * at 375 and 1280 px, with the document's scroll width, for a person to look at. Not part of the
 * suite. After `npx react-router build`:  npx tsx tests/e2e/tools/content-screenshots.ts [out dir]
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { signIn, startApp } from "../../support/app-process";
import { chromiumPath } from "../chromium";

const outDir = process.argv[2] ?? "/tmp/cw-content-shots";

async function main() {
  mkdirSync(outDir, { recursive: true });
  const app = await startApp();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const cookie = await signIn(app);
    const [name, value] = cookie.split("=");
    const courseId = (await (await fetch(`${app.url}/admin/courses`, { headers: { cookie } })).text()).match(/\?edit=([\w-]+)/)?.[1];
    const testimonialId = (await (await fetch(`${app.url}/admin/testimonials`, { headers: { cookie } })).text()).match(/edit=([\w-]+)/)?.[1];
    const shots: [string, string][] = [
      ["courses", "/admin/courses"],
      ["courses-edit", `/admin/courses?edit=${courseId}`],
      ["courses-confirm", `/admin/courses?confirm=${courseId}`],
      ["testimonials", "/admin/testimonials"],
      ["testimonials-forms", `/admin/testimonials?add=1&edit=${testimonialId}`],
      ["dashboard", "/admin/dashboard"],
      ["home", "/"],
    ];
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addCookies([{ name: name!, value: value!, url: app.url }]);
      const page = await context.newPage();
      for (const [label, path] of shots) {
        await page.goto(`${app.url}${path}`);
        await page.waitForLoadState("networkidle").catch(() => {});
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        console.log(`${label} @${width}: scrollWidth ${scrollWidth}`);
        await page.screenshot({ path: `${outDir}/${label}-${width}.png`, fullPage: label !== "home" });
      }
      // the add form with every error shown
      await page.goto(`${app.url}/admin/courses`);
      await page.getByRole("button", { name: "Add Course" }).click();
      await page.waitForLoadState("networkidle").catch(() => {});
      await page.screenshot({ path: `${outDir}/courses-errors-${width}.png`, fullPage: true });
      await context.close();
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
