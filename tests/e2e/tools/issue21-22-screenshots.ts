/*
 * Screenshots of the screens issues 21 and 22 added (page texts, legal documents, revisions, roles,
 * subscribers; the disclaimer, a course page's enquiry form, the newsletter box) at 375 and 1280 px,
 * first screenful only, for the issues' notes (asserts nothing; not part of the suite).
 * After `npm run build`:  npx tsx tests/e2e/tools/issue21-22-screenshots.ts [dir, default docs/screenshots]
 * SHOTS=name,name takes only those (the names below, without the width).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { signIn, startApp } from "../../support/app-process";
import { chromiumPath } from "../chromium";

const outDir = process.argv[2] ?? "docs/screenshots";
const only = process.env.SHOTS ? new Set(process.env.SHOTS.split(",")) : null;

async function main() {
  mkdirSync(outDir, { recursive: true });
  const app = await startApp();
  const cookie = await signIn(app);
  const [name, value] = cookie.split("=") as [string, string];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 } });
      await context.addCookies([{ name, value, url: app.url }]);
      const page = await context.newPage();
      await page.goto(`${app.url}/admin/blogs`);
      const post = /\/admin\/blogs\/([\w-]+)\/preview/.exec(await page.content())?.[1] ?? "none";
      await page.goto(`${app.url}/admin/courses`);
      const course = /hindi=([\w-]+)/.exec(await page.content())?.[1] ?? "none";
      const shots: [string, string, string?][] = [
        ["issue21-admin-pages", "/admin/pages"],
        ["issue21-admin-legal", "/admin/legal"],
        ["issue21-admin-legal-privacy", "/admin/legal/privacy"],
        ["issue21-revisions", `/admin/revisions/blog/${post}`],
        ["issue21-users-roles", "/admin/users", "h2"],
        ["issue21-disclaimer", "/disclaimer"],
        ["issue22-subscribers", "/admin/subscribers"],
        ["issue22-course-enquiry", "/courses/technical-analysis-masterclass?utm_source=newsletter", "[data-testid=enquiry-form]"],
        ["issue22-newsletter-footer", "/blog", "footer"],
        ["issue22-sitemap-courses", "/sitemap", "[data-testid=sitemap-courses]"],
        ["issue23-admin-pages-about-hindi", "/admin/pages?page=about-hi"],
        ["issue23-hi-about", "/hi/about"],
        ["issue23-admin-course-hindi", `/admin/courses?hindi=${course}`, "h3:has-text(\"in Hindi\")"],
        ["issue23-hi-course", "/hi/courses/forex-trading-foundations"],
        // issue 24's, at the widths its note lacked
        ["issue24-compound-interest", "/compound-interest-calculator?principal=100000&rate=8&years=10&compounding=quarterly&addition=5000&additionFrequency=monthly&inflation=6", "#result"],
        ["issue24-lot-size-nse", "/lot-size?mode=nse&foInstrument=BANKNIFTY&foCapital=300000&foRiskType=amount&foRisk=20000&foEntry=52000&foStop=52200&foMarginType=entered&foMargin=110000", "main h1"],
        ["issue24-admin-statutory-rates", "/admin/statutory-rates"],
        ["issue24-hi-option-payoff", "/hi/option-payoff-calculator?preset=ironCondor&intent=preset", "main h1"],
      ];
      for (const [file, address, scrollTo] of shots) {
        if (only && !only.has(file)) continue;
        await page.goto(`${app.url}${address}`, { waitUntil: "networkidle" });
        if (scrollTo) await page.locator(scrollTo).first().scrollIntoViewIfNeeded().catch(() => {});
        await page.screenshot({ path: path.join(outDir, `${file}-${width}.png`) });
        console.log(`${file}-${width}.png`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
