import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateSourceTexts } from "../../../app/components/site/calculator/result-panel";
import { ADMIN_SOURCE, FEED_SOURCE, SEED_SOURCE } from "../../../app/server/rates/rates.server";
import { startApp, type RunningApp } from "../../support/app-process";

/*
 * The five calculators under /hi (issue 23), from the production build, as a visitor without
 * JavaScript gets them: Hindi labels, hints, options and results, Hindi refusals for bad input,
 * and the same figures as the English twin at the same address without /hi. One server.
 */

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

const entities: Record<string, string> = { "&amp;": "&", "&gt;": ">", "&lt;": "<", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&nbsp;": " " };
const decode = (text: string) => text.replace(/&(?:amp|gt|lt|quot|nbsp|#x27|#39);/g, (entity) => entities[entity] ?? entity);
const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ").trim();

interface Page {
  html: string;
  /** the visible text of <main>, and the words it gives assistive technology (aria-label, title, alt, placeholder) */
  main: string;
  /** the result panels' text */
  results: string;
  mainHtml: string;
}

async function page(path: string): Promise<Page> {
  const response = await fetch(`${app.url}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const mainHtml = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  const spoken = [...mainHtml.matchAll(/\s(?:aria-label|title|alt|placeholder)="([^"]*)"/g)].map((match) => decode(match[1]!));
  const results = [...mainHtml.matchAll(/data-testid="result"[\s\S]*?<\/section>/g)].map((match) => textOf(match[0])).join(" | ");
  return { html, mainHtml, main: `${textOf(mainHtml)} ${spoken.join(" ")}`, results };
}

/** The figures of a text as written: 1,00,000.00, 0.00842105, 33.33. */
const figures = (text: string) => text.match(/\d[\d,]*(?:\.\d+)?/g) ?? [];

/** Latin words left on a Hindi page once the codes and names Hindi keeps in Latin letters are set aside (docs/hindi-glossary.md). */
function englishWords(text: string): string[] {
  const kept = /\b(?:[A-Z]{2,5}(?:\/[A-Z]{3})?|x)\b/g;
  return text.replace(kept, " ").match(/[A-Za-z]{2,}/g) ?? [];
}

const calculators = [
  {
    path: "/profit-loss-calculator",
    query: "instrument=EURUSD&deposit=USD&direction=sell&sizeUnit=lots&size=2.5&openPrice=1.17926&closePrice=1.17126&conversion=1&unitsPerLot=100000&filledFor=EURUSD:USD",
    hindi: ["प्रॉफ़िट और लॉस कैलकुलेटर", "इंस्ट्रूमेंट", "डिपॉज़िट करेंसी", "बाय (लॉन्ग)", "सेल (शॉर्ट)", "क्लोज़ प्राइस", "कैलकुलेट करें", "प्राइस अपडेट करें", "फ़ॉरेक्स", "प्रॉफ़िट", "लॉट ×"],
    result: "प्रॉफ़िट 2,000.00 USD",
  },
  {
    path: "/margin-calculator",
    query: "deposit=INR&pair=USDINR&lots=3&leverage=50&baseRate=88.5&filledFor=USDINR:INR",
    hindi: ["मार्जिन कैलकुलेटर", "करेंसी पेयर", "लीवरेज", "एक्सचेंज रेट (USD → INR)", "NSE करेंसी फ़्यूचर", "ज़रूरी मार्जिन"],
    result: "ज़रूरी मार्जिन 5,310.00 INR",
  },
  {
    path: "/pip-calculator",
    query: "pips=25&instrument=XAUUSD&deposit=USD&lots=2&conversion=1&unitsPerLot=100&pipSize=0.01&filledFor=XAUUSD:USD",
    hindi: ["पिप कैलकुलेटर", "XAU/USD (गोल्ड)", "गोल्ड: 1 लॉट = 100 ट्रॉय औंस", "पिप साइज़", "पिप वैल्यू"],
    result: "पिप वैल्यू 50.00 USD",
  },
  {
    path: "/lot-size",
    query: "instrument=EURUSD&deposit=USD&riskType=percent&risk=2&balance=10000&stopType=pips&stopLoss=40&conversion=1&unitsPerLot=100000&pipSize=0.0001&filledFor=EURUSD:USD",
    hindi: ["लॉट साइज़ कैलकुलेटर", "अकाउंट बैलेंस", "रिस्क (बैलेंस का %)", "स्टॉप लॉस (पिप्स)", "पोज़िशन साइज़", "रिस्क पर रकम", "नीचे राउंड किया गया"],
    result: "पोज़िशन साइज़ 0.50 लॉट",
  },
  {
    path: "/risk-reward",
    query: "ratio=3&winRate=40",
    hindi: ["रिस्क-रिवॉर्ड और विन रेट कैलकुलेटर", "रिवॉर्ड-टू-रिस्क रेशियो (1 : x)", "विन रेट (%)", "ब्रेकईवन विन रेट", "ब्रेकईवन रिस्क-रिवॉर्ड रेशियो"],
    result: "ब्रेकईवन विन रेट 25.00%",
  },
];

describe("the calculators in Hindi, without JavaScript (issue 23)", () => {
  it.each(calculators)("$path: Hindi labels and results, the English twin's figures, no English left", async ({ path, query, hindi, result }) => {
    const hi = await page(`/hi${path}?${query}`);
    const en = await page(`${path}?${query}`);
    expect(hi.html).toMatch(/<html[^>]* lang="hi"/);
    for (const text of hindi) expect(hi.main, text).toContain(text);
    expect(hi.results).toContain(result);
    // the same figures, in the same order, as the English page: results, formula, rates' dates aside
    const withoutRates = (text: string) => text.split(/Rates:|रेट:/)[0]!;
    expect(figures(withoutRates(hi.results))).toEqual(figures(withoutRates(en.results)));
    expect(figures(hi.results).length).toBeGreaterThan(3);
    expect(englishWords(hi.main), hi.main).toEqual([]);
    // no catalogue id where a text should be ("calculators.profit")
    expect(hi.main).not.toMatch(/\b[a-z]+\.[a-zA-Z]+\b/);
    // a Hindi visitor stays in Hindi
    for (const [, href] of hi.mainHtml.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^\/hi\b|^https?:|^#/);
    // the English twin stays English
    expect(en.html).toMatch(/<html[^>]* lang="en-IN"/);
    expect(en.main).not.toMatch(/[\u0900-\u097F]/);
  });

  it("answers bad input with Hindi refusals beside the fields, and no result", async () => {
    const hi = await page("/hi/pip-calculator?pips=0&instrument=EURUSD&deposit=USD&lots=&conversion=abc&unitsPerLot=100000&pipSize=0.0001&filledFor=EURUSD:USD");
    expect(hi.results).toContain("----");
    expect(hi.main).toContain("पिप्स की संख्या के लिए कम से कम 0.01 दर्ज करें।");
    expect(hi.main).toContain("ट्रेड साइज़ दर्ज करें।");
    expect(hi.main).toContain("कन्वर्ज़न प्राइस में एक संख्या लिखें, जैसे 1.5।");
    expect(hi.html).toMatch(/aria-invalid="true"/);
    const en = await page("/pip-calculator?pips=0&instrument=EURUSD&deposit=USD&lots=&conversion=abc&unitsPerLot=100000&pipSize=0.0001&filledFor=EURUSD:USD");
    expect(en.main).toContain("The number of pips must be at least 0.01.");
    expect(en.main).toContain("Enter the trade size.");

    const lots = await page("/hi/lot-size?instrument=XXX&deposit=USD&riskType=percent&risk=500&balance=1000&stopType=zzz&conversion=1&unitsPerLot=100000&pipSize=0.0001");
    expect(lots.main).toContain("इंस्ट्रूमेंट चुनें।");
    expect(lots.main).toContain("चुनें कि स्टॉप लॉस कैसे देंगे: पिप्स में या स्टॉप प्राइस के रूप में।");
    expect(englishWords(lots.main)).toEqual([]);
  });

  it("names the rates' source in Hindi, with a Hindi date, for every source the server stores", async () => {
    expect(Object.keys(rateSourceTexts).sort()).toEqual([ADMIN_SOURCE, FEED_SOURCE, SEED_SOURCE].sort());
    const hi = await page("/hi/margin-calculator?deposit=INR&pair=EURINR&lots=1&leverage=100&baseRate=&filledFor=");
    expect(hi.main).toMatch(/रेट: [^।]*, \d{1,2} [\u0900-\u097F]+ \d{4}।/);
    expect(hi.main).not.toMatch(/Rates|reference rates|administrator/);
  });

  it("sends the browser no texts: the server writes every word of a calculator page (decision 0054)", async () => {
    for (const pathname of ["/hi/lot-size", "/hi/about"]) {
      const { html } = await page(pathname);
      expect(html, pathname).not.toContain("calculators.calculate");
      expect(html, pathname).not.toContain("__reactRouterContext");
    }
  });
});
