/*
 * Screenshots of every admin screen (lists, open forms and dialogs, errors) at 375 and 1280 px,
 * with each page's scroll width, for a person to look at (asserts nothing; not part of the suite).
 * After `npm run build`:  npx tsx tests/e2e/tools/admin-screenshots.ts [dir, default /tmp/cw-admin-shots]
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { signIn, startApp } from "../../support/app-process";
import { chromiumPath } from "../chromium";

const outDir = process.argv[2] ?? "/tmp/cw-admin-shots";

/** the id in the first "?edit=<id>" (or "/<id>/preview") link of a screen */
async function firstId(page: Page, base: string, pattern: RegExp): Promise<string> {
  await page.goto(base);
  const html = await page.content();
  return pattern.exec(html)?.[1] ?? "none";
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const app = await startApp();
  const cookie = await signIn(app);
  const [name, value] = cookie.split("=") as [string, string];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addCookies([{ name, value, url: app.url }]);
      const page = await context.newPage();
      const blog = await firstId(page, `${app.url}/admin/blogs`, /\/admin\/blogs\/([\w-]+)\/preview/);
      const course = await firstId(page, `${app.url}/admin/courses`, /\?edit=([\w-]+)/);
      const testimonial = await firstId(page, `${app.url}/admin/testimonials`, /edit=([\w-]+)/);
      const program = await firstId(page, `${app.url}/admin/explore`, /\?edit=([\w-]+)/);
      const shots: [string, string][] = [
        ["dashboard", "/admin/dashboard"],
        ["blogs", "/admin/blogs"],
        ["blogs-new", "/admin/blogs?new=1"],
        ["blogs-edit", `/admin/blogs?edit=${blog}`],
        ["blogs-preview", `/admin/blogs/${blog}/preview`],
        ["blogs-confirm", `/admin/blogs?confirm=${blog}`],
        ["courses", "/admin/courses"],
        ["courses-edit", `/admin/courses?edit=${course}`],
        ["courses-confirm", `/admin/courses?confirm=${course}`],
        ["testimonials", "/admin/testimonials"],
        ["testimonials-forms", `/admin/testimonials?add=1&edit=${testimonial}`],
        ["explore", "/admin/explore"],
        ["explore-edit", `/admin/explore?edit=${program}`],
        ["explore-confirm", `/admin/explore?confirm=${program}`],
        ["seo-global", "/admin/seo"],
        ["seo-page", "/admin/seo?scope=page&page=%2Fabout"],
        ["messages", "/admin/messages"],
        ["settings", "/admin/settings"],
        ["users", "/admin/users"],
        ["audit", "/admin/audit"],
      ];
      for (const [label, address] of shots) {
        await page.goto(`${app.url}${address}`);
        await page.waitForLoadState("networkidle").catch(() => {});
        await page.waitForTimeout(300);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        console.log(`${label} @${width}: scrollWidth ${scrollWidth}`);
        const dialogOpen = /new=1|edit=|confirm=/.test(address) && label.startsWith("blogs");
        await page.screenshot({ path: path.join(outDir, `${label}-${width}.png`), fullPage: !dialogOpen && !label.endsWith("confirm") });
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
