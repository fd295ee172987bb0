/*
 * Full-page screenshots of the main pages at phone and desktop width, for a person to look at.
 * Not part of the suite (it asserts nothing). Run once after `npm run build`:
 *
 *   npx tsx tests/e2e/tools/screenshots.ts [output directory, default /tmp/cw-shots]
 *
 * It also prints, per page and width, the document's scroll width and the elements that stick out
 * of the viewport, which is what sideways scrolling on a phone comes from.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { demoBlogs } from "../../../app/server/db/demo-content.server";
import { signIn, startApp } from "../../support/app-process";
import { chromiumExists, chromiumPath } from "../chromium";

const outDir = process.argv[2] ?? "/tmp/cw-shots";
const widths = [375, 1280];
const post = demoBlogs.find((blog) => blog.status === "Published")!;
const pages: [name: string, path: string, admin: boolean][] = [
  ["home", "/", false],
  ["blog", "/blog", false],
  ["blog-post", `/blog/${post.slug}`, false],
  ["contact", "/contact", false],
  ["contact-errors", "/contact", false],
  ["menu-open", "/", false],
  ["not-found", "/no-such-page", false],
  ["admin-login", "/admin", false],
  ["admin-dashboard", "/admin/dashboard", true],
  ["admin-rates", "/admin/rates", true],
  ["profit-loss", "/profit-loss-calculator?instrument=BTCUSD&deposit=BTC&direction=buy&sizeUnit=lots&size=0.5&openPrice=90000&closePrice=91000&conversion=0.0000105263&unitsPerLot=1&filledFor=BTCUSD:BTC", false],
  ["margin", "/margin-calculator", false],
  ["risk-reward", "/risk-reward?ratio=2", false],
  ["pip", "/pip-calculator", false],
  ["lot-size", "/lot-size?instrument=EURUSD&deposit=USD&riskType=percent&risk=2&balance=1000&stopType=pips&stopLoss=80&conversion=1&unitsPerLot=100000&pipSize=0.0001&filledFor=EURUSD:USD", false],
  ["lot-size-errors", "/lot-size?instrument=EURUSD&deposit=USD&riskType=percent&risk=500&balance=1,5&stopType=zzz&stopLoss=80&conversion=1&unitsPerLot=100000&pipSize=0.0001&filledFor=EURUSD:USD", false],
  ["brokerage", "/brokerage-calculator?segment=delivery&exchange=NSE&buyPrice=1000&sellPrice=1100&quantity=100&plan=lowerOf20&tradeDate=2026-11-25", false],
  ["brokerage-custom-errors", "/brokerage-calculator?segment=futures&exchange=NSE&buyPrice=24000&sellPrice=24100.005&quantity=1&lotSize=75&plan=custom&feeType=percent&feePercent=0.03&feeCap=&dpCharge=13.50&tradeDate=2024-09-30", false],
  ["admin-statutory-rates", "/admin/statutory-rates", true],
  // issue 24: the option payoff calculator (an iron condor filled by the server), the NSE mode, the lot sizes
  ["option-payoff", "/option-payoff-calculator?preset=ironCondor&intent=preset", false],
  ["hi-option-payoff", "/hi/option-payoff-calculator", false],
  ["lot-size-nse", "/lot-size?mode=nse&foInstrument=BANKNIFTY&foCapital=300000&foRiskType=amount&foRisk=20000&foEntry=52000&foStop=52200&foMarginType=entered&foMargin=110000", false],
  ["admin-lot-sizes", "/admin/lot-sizes", true],
  ["economic-calendar", "/economic-calendar", false],
  ["chart", "/live-trading-chart", false],
  // the Hindi edition (issue 23)
  ["hi-home", "/hi", false],
  ["hi-blog-post", `/hi/blog/${post.slug}`, false],
  ["hi-profit-loss", "/hi/profit-loss-calculator?instrument=BTCUSD&deposit=BTC&direction=buy&sizeUnit=lots&size=0.5&openPrice=90000&closePrice=91000&conversion=0.0000105263&unitsPerLot=1&filledFor=BTCUSD:BTC", false],
  ["hi-contact", "/hi/contact", false],
  ["hi-brokerage", "/hi/brokerage-calculator?segment=options&exchange=NSE&buyPrice=100&sellPrice=120&quantity=2&lotSize=75&plan=lowerOf20&tradeDate=2026-11-25", false],
];

async function overflowReport(page: Page, width: number): Promise<string[]> {
  return page.evaluate((viewport) => {
    const out: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= viewport + 1) continue;
      // only report the outermost offenders whose parent still fits
      const parent = element.parentElement?.getBoundingClientRect();
      if (parent && parent.right > viewport + 1) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${String(element.className).split(" ").slice(0, 6).join(".")}`;
      out.push(`${name} right=${Math.round(rect.right)}`);
    }
    return out.slice(0, 12);
  }, width);
}

async function main() {
  if (!chromiumExists) throw new Error(`no Chromium at ${chromiumPath}`);
  mkdirSync(path.join(outDir, "parts"), { recursive: true });
  const app = await startApp();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  try {
    // one message, so that the dashboard is not empty
    await fetch(`${app.url}/contact`, {
      method: "POST",
      headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        firstName: "Priya",
        lastName: "Deshmukh-Venkataraman",
        phone: "+91 98765 43210",
        email: "priya.deshmukh.venkataraman.long-address@example.test",
        message: "Hello! I would like to know whether the Technical Analysis Masterclass suits someone who has never traded before, and how long it takes.",
      }),
    });
    const [name, value] = (await signIn(app)).split(/=(.*)/s) as [string, string];
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 }, baseURL: app.url });
      for (const [label, target, admin] of pages) {
        if (admin) await context.addCookies([{ name, value, url: app.url }]);
        const page = await context.newPage();
        const response = await page.goto(target, { waitUntil: "networkidle" });
        if (label === "contact-errors") {
          await page.getByRole("button", { name: "Send Message" }).click();
          await page.getByText("Please enter your first name.").waitFor();
        }
        if (label === "menu-open") {
          if (width >= 768) {
            await page.close();
            continue;
          }
          const button = page.getByRole("button", { name: "Open menu" });
          await button.click();
          await page.locator("#mobile-menu").getByRole("button", { name: /Courses/ }).click();
          await page.screenshot({ path: path.join(outDir, `${label}-${width}.png`) });
          console.log(`${path.join(outDir, `${label}-${width}.png`)}  (viewport only)`);
          await page.close();
          continue;
        }
        // lazy images: scroll through the page so that they load before the shot
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle");
        const file = path.join(outDir, `${label}-${width}.png`);
        // clipped to the viewport's width: a page that scrolls sideways is reported below instead
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y: 0, width, height } });
        // and in screen-sized parts, which are easier to look at closely
        const part = width < 600 ? 1200 : 1000;
        for (let y = 0, n = 1; y < height; y += part, n++) {
          await page.screenshot({
            path: path.join(outDir, "parts", `${label}-${width}-${n}.png`),
            fullPage: true,
            clip: { x: 0, y, width, height: Math.min(part, height - y) },
          });
        }
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        const broken = await page.evaluate(() =>
          Array.from(document.images)
            .filter((image) => image.complete && image.naturalWidth === 0)
            .map((image) => image.currentSrc || image.src),
        );
        console.log(`${file}  status=${response?.status()} url=${new URL(page.url()).pathname} scrollWidth=${scrollWidth}`);
        if (scrollWidth > width + 1) for (const line of await overflowReport(page, width)) console.log(`    overflow: ${line}`);
        for (const src of broken) console.log(`    broken image: ${src}`);
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
