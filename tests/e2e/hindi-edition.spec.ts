import type { Page } from "@playwright/test";
import { atPath, expect, test } from "./fixtures";

/*
 * The Hindi edition's frame in a real browser (issue 23): the language switch keeps the visitor on
 * the same page, the document's language follows the address, the Hindi face is fetched by Hindi
 * pages only, and the one-time suggestion offers the visitor's language without moving them.
 */

test("the switch goes to the same page in the other language and back, search part kept", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));

  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(atPath("/hi/about"));
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  const hindiNav = page.getByRole("navigation", { name: "मुख्य" });
  await expect(hindiNav.getByRole("link", { name: "होम" })).toHaveAttribute("href", "/hi");
  await hindiNav.getByRole("link", { name: "ब्लॉग" }).click();
  await expect(page).toHaveURL(atPath("/hi/blog"));

  await page.goto("/hi/risk-reward?ratio=2");
  await page.getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/risk-reward" && url.search === "?ratio=2");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  expect(errors).toEqual([]);
});

test("a Hindi post's previous and next links name their posts in Hindi, and lead to their Hindi addresses", async ({ page }) => {
  // the demo posts in date order: risk management (Hindi, at a Devanagari address), candlesticks
  // (English only), pips and lots (Hindi): the candlesticks post's neighbours are both in Hindi
  const riskHindi = "रिस्क-मैनेजमेंट-और-पोज़िशन-साइज़िंग".normalize("NFC");
  await page.goto("/hi/blog/how-to-read-candlestick-charts-a-beginners-guide");
  const around = page.getByRole("navigation", { name: "और लेख" });
  const previous = around.getByRole("link", { name: /पिछला लेख/ });
  const next = around.getByRole("link", { name: /अगला लेख/ });
  await expect(previous).toContainText("नए ट्रेडर्स के लिए रिस्क मैनेजमेंट और पोज़िशन साइज़िंग");
  await expect(previous).toHaveAttribute("href", `/hi/blog/${encodeURIComponent(riskHindi)}`);
  await expect(next).toContainText("फ़ॉरेक्स ट्रेडिंग में पिप और लॉट क्या होते हैं?");
  await expect(next).not.toContainText("(अंग्रेज़ी में)");

  // following "next" reaches the Hindi post; its own previous link is the English-only post, marked
  await next.click();
  await expect(page).toHaveURL(atPath("/hi/blog/what-are-pips-and-lots-in-forex-trading"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("फ़ॉरेक्स ट्रेडिंग में पिप और लॉट क्या होते हैं?");
  const back = page.getByRole("navigation", { name: "और लेख" }).getByRole("link", { name: /पिछला लेख/ });
  await expect(back.locator('[lang="en-IN"]')).toHaveText("How to Read Candlestick Charts: A Beginner's Guide");
  await expect(back).toContainText("(अंग्रेज़ी में)");

  // the previous link reaches the Devanagari address without a redirect in between
  await page.goto("/hi/blog/how-to-read-candlestick-charts-a-beginners-guide");
  await page.getByRole("navigation", { name: "और लेख" }).getByRole("link", { name: /पिछला लेख/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("नए ट्रेडर्स के लिए रिस्क मैनेजमेंट और पोज़िशन साइज़िंग");
  expect(decodeURIComponent(new URL(page.url()).pathname).normalize("NFC")).toBe(`/hi/blog/${riskHindi}`);
});

test("a Hindi page draws its Hindi in the self-hosted face; an English page never downloads that face", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => request.resourceType() === "font" && fonts.push(new URL(request.url()).pathname));

  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.some((font) => font.includes("noto-sans-devanagari"))).toBe(false);

  fonts.length = 0;
  await page.goto("/hi");
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.some((font) => font.includes("noto-sans-devanagari"))).toBe(true);
  const loaded = await page.evaluate(() => [...document.fonts].some((face) => face.family.replace(/"/g, "") === "Noto Sans Devanagari" && face.status === "loaded"));
  expect(loaded).toBe(true);

  // every element with Hindi text of its own names the face (a machine without a Devanagari font
  // shows boxes otherwise): the calculator's formula, in a monospace stack, included
  for (const path of ["/hi", "/hi/profit-loss-calculator?instrument=EURUSD&deposit=USD&direction=buy&sizeUnit=lots&size=1&openPrice=1.1&closePrice=1.2&conversion=1&unitsPerLot=100000&filledFor=EURUSD:USD"]) {
    await page.goto(path);
    const faceless = await page.evaluate(() =>
      [...document.body.querySelectorAll("*")]
        .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && /[\u0900-\u097F]/.test(node.textContent ?? "")))
        .filter((element) => !/Noto Sans Devanagari|Language Switch/.test(getComputedStyle(element).fontFamily))
        .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.slice(0, 40)}`),
    );
    expect(faceless, path).toEqual([]);
  }
});

test("an English page's language switch has its small face preloaded, fetched once and loaded", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => request.resourceType() === "font" && fonts.push(new URL(request.url()).pathname));
  const switchFacePreloads = () => page.locator('head > link[rel="preload"][as="font"][href*="language-switch"]');

  // found only at the first layout, the face came after the first paint and laid the page out again (issue 25)
  await page.goto("/about");
  await expect(switchFacePreloads()).toHaveCount(1);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => [...document.fonts].some((face) => face.family.replace(/"/g, "") === "Language Switch" && face.status === "loaded"))).toBe(true);
  // one download: the preload is the request the face uses (a mismatched preload is fetched twice)
  expect(fonts.filter((font) => font.includes("language-switch"))).toHaveLength(1);

  // a Hindi page has the whole face, and the back office no switch
  for (const path of ["/hi/about", "/admin"]) {
    await page.goto(path);
    await expect(switchFacePreloads(), path).toHaveCount(0);
  }
});

/** how wide the page's heading draws its own text (a Devanagari face's glyphs are narrower than a machine's boxes) */
const headingTextWidth = (page: Page) =>
  page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector("h1") as Element);
    return range.getBoundingClientRect().width;
  });

test("a Hindi page's face is there for the first layout when it comes in time, and swapped in when it comes late", async ({ page }) => {
  // in time: the preloaded face is `optional`, which Chromium waits for (briefly) before it draws
  // anything, so the text is laid out once; its `swap` twin (the same file) is for a late face
  // (decision 0076)
  await page.goto("/hi/blog");
  await page.evaluate(() => document.fonts.ready);
  const faces = () => page.evaluate(() => [...document.fonts].filter((face) => face.family.includes("Devanagari")).map((face) => `${face.family.replace(/"/g, "")} ${face.display} ${face.status}`));
  expect(await faces()).toContain("Noto Sans Devanagari optional loaded");
  expect((await faces()).map((face) => face.replace(/ \w+$/, ""))).toEqual(["Noto Sans Devanagari optional", "Noto Sans Devanagari Late swap"]);
  const inTheFace = await headingTextWidth(page);

  // late (a slow first visit): the page draws what the machine has, and the twin swaps the face in
  // when it comes, so a machine without a Devanagari face of its own is not left with boxes
  const fontRequests: string[] = [];
  page.on("request", (request) => request.resourceType() === "font" && fontRequests.push(new URL(request.url()).pathname));
  await page.route(/noto-sans-devanagari[^/]*\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto("/hi/blog?late-face");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(faces, { timeout: 10_000 }).toEqual(["Noto Sans Devanagari optional loaded", "Noto Sans Devanagari Late swap loaded"]);
  await expect.poll(() => headingTextWidth(page)).toBe(inTheFace);
  expect(fontRequests.filter((font) => font.includes("noto-sans-devanagari")), "one download for both faces").toHaveLength(1);
});

test.describe("for a browser that asks for Hindi first", () => {
  test.use({ locale: "hi-IN" });

  test("an English page offers Hindi once, without leaving the page", async ({ page }) => {
    await page.goto("/contact");
    const offer = page.getByRole("region", { name: "Language" });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole("link", { name: "हिन्दी" })).toHaveAttribute("href", "/hi/contact");
    await expect(page).toHaveURL(atPath("/contact"));
    await offer.getByRole("button", { name: "Close the language suggestion" }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(page.locator("[data-language-suggestion][data-checked]"), "the script has looked").toBeAttached();
    await expect(page.getByRole("region", { name: "Language" })).toHaveCount(0);
  });

  test("a Hindi page offers nothing to a visitor who reads Hindi", async ({ page }) => {
    await page.goto("/hi/contact");
    await expect(page.getByRole("navigation", { name: "मुख्य" })).toBeVisible();
    await expect(page.locator("[data-language-suggestion][data-checked]"), "the script has looked").toBeAttached();
    await expect(page.getByRole("region", { name: "भाषा" })).toHaveCount(0);
  });
});
