import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";

/*
 * The economic calendar and the market chart are TradingView widgets: a script we add near the
 * viewport, which builds an iframe. These machines are offline, and every test below also answers
 * TradingView's requests itself, so each outcome (failure, slow script, working widget) is certain.
 */

interface EmbedPage {
  path: string;
  heading: string;
  region: string;
  height: number;
  scriptSrc: string;
  explanation: RegExp[];
  fallback: string;
  providerLink: RegExp;
  providerHref: string;
  config: Record<string, unknown>;
}

const calendar: EmbedPage = {
  path: "/economic-calendar",
  heading: "Economic Calendar",
  region: "Economic calendar",
  height: 600,
  scriptSrc: "https://s3.tradingview.com/external-embedding/embed-widget-events.js",
  explanation: [/^Date$/, /^Time$/, /^Currency$/, /^Event$/, /^Forecast$/, /^Previous$/, /^Impact and volatility$/, /your device’s time zone/],
  fallback: "The economic calendar could not load.",
  providerLink: /^Open the calendar on TradingView/,
  providerHref: "https://www.tradingview.com/economic-calendar/",
  config: { colorTheme: "light", height: 600, width: "100%", locale: "en", importanceFilter: "-1,0,1", countryFilter: "in,us,eu,gb,jp,au,cn" },
};

const chart: EmbedPage = {
  path: "/live-trading-chart",
  heading: "Market Summary",
  region: "Gold price chart",
  height: 850,
  scriptSrc: "https://s3.tradingview.com/external-embedding/embed-widget-advanced-chart.js",
  explanation: [/gold against the US dollar/],
  fallback: "The chart could not load.",
  providerLink: /^Open XAU\/USD on TradingView/,
  providerHref: "https://www.tradingview.com/symbols/XAUUSD/?exchange=OANDA",
  config: {
    symbol: "OANDA:XAUUSD",
    theme: "light",
    height: 850,
    width: "100%",
    range: "YTD",
    watchlist: ["OANDA:XAUUSD", "FX:EURUSD", "FX_IDC:USDINR"],
    locale: "en",
    allow_symbol_change: true,
  },
};

const ATTRIBUTION = /^Track all markets on TradingView/;

/** every request to a TradingView host (a glob such as `**\/*tradingview*` would miss `https://s3.tradingview.com/x/y.js`) */
const toTradingView = (url: URL) => /(^|\.)tradingview(-widget)?\.com$/.test(url.hostname);

/** Collects what the console says about the Content Security Policy, and any error thrown in the page. */
function watchPage(page: Page): { csp: string[]; errors: string[] } {
  const seen = { csp: [] as string[], errors: [] as string[] };
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) seen.csp.push(message.text());
    if (/hydrat/i.test(message.text())) seen.errors.push(message.text());
  });
  page.on("pageerror", (error) => seen.errors.push(error.message));
  return seen;
}

/** Refuses TradingView's requests, as a network without it would; returns the URLs it refused. */
async function blockTradingView(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.route(toTradingView, (route) => {
    refused.push(route.request().url());
    return route.abort("internetdisconnected");
  });
  return refused;
}

async function boxHeight(page: Page): Promise<number | undefined> {
  return (await page.getByTestId("embed-box").boundingBox())?.height;
}

for (const embed of [calendar, chart]) {
  test.describe(embed.path, () => {
    test("shows the page, a box of the widget's height and the fallback when the widget cannot load", async ({ page }) => {
      const seen = watchPage(page);
      const refused = await blockTradingView(page);
      await page.goto(embed.path);

      await expect(page.getByRole("heading", { level: 1, name: embed.heading })).toBeVisible();
      for (const text of embed.explanation) await expect(page.getByText(text).first()).toBeVisible();

      const region = page.getByRole("region", { name: embed.region });
      await expect(region).toBeVisible();
      expect(await boxHeight(page)).toBeCloseTo(embed.height, 0);

      await expect(region.getByRole("status")).toContainText(embed.fallback);
      const provider = region.getByRole("link", { name: embed.providerLink });
      await expect(provider).toBeVisible();
      await expect(provider).toHaveAttribute("href", embed.providerHref);
      await expect(provider).toHaveAttribute("target", "_blank");
      await expect(provider).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(region.getByRole("link", { name: ATTRIBUTION })).toBeVisible();
      // the fallback takes the box's place: the height has not moved
      expect(await boxHeight(page)).toBeCloseTo(embed.height, 0);

      // our code asked for the right script, with the settings as its text
      expect(refused).toContain(embed.scriptSrc);
      const script = page.locator(`script[src="${embed.scriptSrc}"]`);
      await expect(script).toHaveCount(1);
      expect(JSON.parse((await script.textContent()) ?? "")).toMatchObject(embed.config);

      // the page's own small script did it: the framework is not on the page (decision 0061)
      await expect(page.locator("html")).toHaveAttribute("data-embeds", "ready");
      expect(await page.evaluate(() => "__reactRouterContext" in window), "the framework on the page").toBe(false);

      expect(seen.csp, "CSP violations").toEqual([]);
      expect(seen.errors, "errors in the page").toEqual([]);
    });

    test("asks for the widget's script only when its box nears the viewport", async ({ page }) => {
      const seen = watchPage(page);
      const refused = await blockTradingView(page);
      // the widget far down the page, before any of the page's scripts run
      await page.addInitScript(() => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync("[data-embed-src] { margin-top: 4000px }");
        document.adoptedStyleSheets = [sheet];
      });
      await page.goto(embed.path);
      await expect(page.locator("html")).toHaveAttribute("data-embeds", "ready");
      const region = page.getByRole("region", { name: embed.region });
      await expect(region.getByRole("status")).toHaveText(/^Loading /);
      await page.waitForTimeout(500);
      expect(refused, "requests to TradingView before the widget is near").toEqual([]);
      await expect(page.locator('script[src*="tradingview"]')).toHaveCount(0);

      await region.scrollIntoViewIfNeeded();
      await expect(region.getByRole("status")).toContainText(embed.fallback);
      expect(refused).toEqual([embed.scriptSrc]);
      expect(seen.csp, "CSP violations").toEqual([]);
    });

    test("the server renders the reserved box and a message for browsers without JavaScript", async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(embed.path);
        await expect(page.getByRole("heading", { level: 1, name: embed.heading })).toBeVisible();
        expect(await boxHeight(page)).toBeCloseTo(embed.height, 0);
        const region = page.getByRole("region", { name: embed.region });
        await expect(region.getByText(/needs JavaScript/)).toBeVisible();
        await expect(region.getByRole("link", { name: embed.providerLink })).toBeVisible();
        await expect(region.getByRole("link", { name: ATTRIBUTION })).toBeVisible();
        await expect(page.locator('script[src*="tradingview"]')).toHaveCount(0);
      } finally {
        await context.close();
      }
    });

    test("does not scroll sideways at 375px", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const seen = watchPage(page);
      await blockTradingView(page);
      await page.goto(embed.path);
      await expect(page.getByRole("status").filter({ hasText: embed.fallback })).toBeVisible();
      const widths = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        body: document.body.scrollWidth,
      }));
      expect(widths.document).toBeLessThanOrEqual(376);
      expect(widths.body).toBeLessThanOrEqual(376);
      expect(await boxHeight(page)).toBeCloseTo(embed.height, 0);
      expect(seen.csp, "CSP violations").toEqual([]);
    });
  });
}

/** Holds TradingView's script: the widget stays "loading" until the returned function lets the request fail. */
async function holdTradingView(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(toTradingView, async (route: Route) => {
    await held;
    await route.abort("internetdisconnected");
  });
  return () => release();
}

test.describe("the chart widget", () => {
  test("keeps the TradingView attribution visible while loading and after failing", async ({ page }) => {
    // hold the script: the widget stays "loading" until the test lets the request fail
    const release = await holdTradingView(page);
    const seen = watchPage(page);
    // a script added before the load event holds that event back while its request is held
    await page.goto(chart.path, { waitUntil: "domcontentloaded" });

    const region = page.getByRole("region", { name: chart.region });
    const attribution = region.getByRole("link", { name: ATTRIBUTION });
    await expect(region.getByRole("status")).toHaveText("Loading the chart…");
    await expect(attribution).toBeVisible();
    await expect(attribution).toHaveAttribute("href", "https://www.tradingview.com/");
    await expect(attribution).toHaveAttribute("target", "_blank");

    release();
    await expect(region.getByRole("status")).toContainText(chart.fallback);
    await expect(attribution).toBeVisible();
    expect(seen.csp, "CSP violations").toEqual([]);
  });

  test("a script that loads but builds no iframe gives way to the fallback after about ten seconds", async ({ page }) => {
    test.setTimeout(45_000);
    await page.route(toTradingView, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "/* no widget */" }));
    const seen = watchPage(page);
    await page.goto(chart.path);
    const status = page.getByRole("region", { name: chart.region }).getByRole("status");
    await expect(status).toHaveText("Loading the chart…");
    await page.waitForTimeout(3_000);
    await expect(status).toHaveText("Loading the chart…");
    await expect(status).toContainText(chart.fallback, { timeout: 15_000 });
    expect(seen.csp, "CSP violations").toEqual([]);
  });

  test("a widget that builds its iframe after the fallback showed still replaces the fallback", async ({ page }) => {
    test.setTimeout(45_000);
    // a stand-in for TradingView's script that takes 12 s, past the 10 s the page waits
    const lateWidget = `(() => {
      const box = document.currentScript.parentElement.querySelector(".tradingview-widget-container__widget");
      setTimeout(() => {
        const frame = document.createElement("iframe");
        frame.title = "Late stand-in widget";
        frame.style.cssText = "display:block;width:100%;height:100%;border:0";
        box.appendChild(frame);
      }, 12000);
    })();`;
    await page.route(toTradingView, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: lateWidget }));
    const seen = watchPage(page);
    await page.goto(chart.path);
    const region = page.getByRole("region", { name: chart.region });
    await expect(region.getByRole("status")).toContainText(chart.fallback, { timeout: 15_000 });
    await expect(region.locator('iframe[title="Late stand-in widget"]')).toBeVisible({ timeout: 10_000 });
    await expect(region.getByRole("status")).toHaveCount(0);
    await expect(region.getByRole("link", { name: ATTRIBUTION })).toBeVisible();
    expect(seen.csp, "CSP violations").toEqual([]);
    expect(seen.errors, "errors in the page").toEqual([]);
  });

  test("when the widget builds its iframe, it replaces the loading message inside the same box", async ({ page }) => {
    // a stand-in for TradingView's script: reads its settings and adds an iframe, as the real one does
    const fakeWidget = `(() => {
      const script = document.currentScript;
      const settings = JSON.parse(script.textContent);
      const frame = document.createElement("iframe");
      frame.title = "Stand-in widget for " + settings.symbol;
      frame.style.cssText = "display:block;width:100%;height:" + settings.height + "px;border:0";
      script.parentElement.querySelector(".tradingview-widget-container__widget").appendChild(frame);
    })();`;
    await page.route(toTradingView, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: fakeWidget }));
    const seen = watchPage(page);
    await page.goto(chart.path);

    const region = page.getByRole("region", { name: chart.region });
    await expect(region.locator('iframe[title="Stand-in widget for OANDA:XAUUSD"]')).toBeVisible();
    await expect(region.getByRole("status")).toHaveCount(0);
    expect(await boxHeight(page)).toBeCloseTo(chart.height, 0);
    await expect(region.getByRole("link", { name: ATTRIBUTION })).toBeVisible();
    expect(seen.csp, "CSP violations").toEqual([]);
    expect(seen.errors, "errors in the page").toEqual([]);
  });
});

/*
 * The Hindi pages: the same widget (TradingView has no Hindi), with the page's own messages around
 * it in Hindi. The texts are the catalogue's (app/i18n/texts/markets.ts), drawn by the server as
 * templates that the script shows.
 */
const hindiEmbeds = [
  {
    path: "/hi/economic-calendar",
    region: "इकोनॉमिक कैलेंडर",
    loading: "इकोनॉमिक कैलेंडर लोड हो रहा है…",
    fallback: "इकोनॉमिक कैलेंडर लोड नहीं हो सका।",
    providerLink: /^TradingView पर कैलेंडर खोलें/,
    providerHref: calendar.providerHref,
  },
  {
    path: "/hi/live-trading-chart",
    region: "गोल्ड प्राइस चार्ट",
    loading: "चार्ट लोड हो रहा है…",
    fallback: "चार्ट लोड नहीं हो सका।",
    providerLink: /^TradingView पर XAU\/USD खोलें/,
    providerHref: chart.providerHref,
  },
];

for (const embed of hindiEmbeds) {
  test(`${embed.path} says in Hindi that the widget is loading, then that it could not load`, async ({ page }) => {
    const release = await holdTradingView(page);
    const seen = watchPage(page);
    await page.goto(embed.path, { waitUntil: "domcontentloaded" });

    const region = page.getByRole("region", { name: embed.region });
    await expect(region.getByRole("status")).toHaveText(embed.loading);
    const attribution = region.getByRole("link", { name: /^TradingView पर सभी मार्केट देखें/ });
    await expect(attribution).toBeVisible();

    release();
    const status = region.getByRole("status");
    await expect(status).toContainText(embed.fallback);
    await expect(status).toContainText("यह एक बाहरी सेवा से आता है");
    const provider = status.getByRole("link", { name: embed.providerLink });
    await expect(provider).toHaveAttribute("href", embed.providerHref);
    await expect(provider).toHaveAccessibleName(/\(नए टैब में खुलता है\)$/);
    await expect(attribution).toBeVisible();
    expect(seen.csp, "CSP violations").toEqual([]);
    expect(seen.errors, "errors in the page").toEqual([]);
  });
}
