import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../../support/app-process";

/*
 * The SIP and compound interest calculators (issue 24) from the production build, as a visitor
 * without JavaScript or a shared link gets them: the result, the year-by-year table and chart in the
 * HTML, refusals beside their fields, both languages, and the pages' structured data. One server.
 */

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

async function visit(path: string) {
  const response = await fetch(`${app.url}${path}`);
  const html = await response.text();
  const { document } = new JSDOM(html).window;
  const text = (selector: string) => textOf(document.querySelector(selector));
  return { status: response.status, html, document, result: text('[data-testid="result"]'), table: text('[data-testid="growth-table"]') };
}

/** An element's text as read aloud: its text nodes with a space between them (a label and its figure are separate elements). */
function textOf(element: Element | null): string {
  if (!element) return "";
  const walker = element.ownerDocument.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? "");
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

/** The error shown beside the field named `name`: the element its aria-describedby names. */
function errorBeside(document: Document, name: string): string {
  const control = document.querySelector(`[name="${name}"]`);
  const container = control?.tagName === "INPUT" && control.getAttribute("type") === "radio" ? control.closest("fieldset") : control;
  const ids = (container?.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id.endsWith("-error"));
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

const sip = "/sip-calculator?mode=sip&amount=10000&rate=12&years=10&stepUp=0";
const compound = "/compound-interest-calculator?principal=100000&rate=8&years=5&compounding=quarterly&addition=0&additionFrequency=monthly&inflation=6";

describe("the SIP calculator without JavaScript", () => {
  it("shows '----', the formula and the questions before the first calculation, and no table", async () => {
    const page = await visit("/sip-calculator");
    expect(page.status).toBe(200);
    expect(page.result).toContain("----");
    expect(page.document.querySelector('[data-testid="growth-table"]')).toBeNull();
    expect(page.html).toContain("FV = P × [((1 + i)^n − 1) ÷ i] × (1 + i)");
  });

  it("computes ₹10,000 a month at 12% for 10 years from the address: ₹23,23,390.76", async () => {
    const page = await visit(sip);
    expect(page.result).toContain("Invested amount ₹12,00,000.00");
    expect(page.result).toContain("Estimated returns ₹11,23,390.76");
    expect(page.result).toContain("Total value ₹23,23,390.76");
    expect(page.table).toContain("1 ₹10,000.00 ₹1,20,000.00 ₹8,093.28 ₹1,28,093.28");
    expect(page.table).toContain("10 ₹10,000.00 ₹12,00,000.00 ₹11,23,390.76 ₹23,23,390.76");
    const chart = page.document.querySelector('[data-testid="growth-chart"]')!;
    expect(chart.getAttribute("role")).toBe("img");
    expect(chart.querySelector("title")?.textContent).toBe("Invested amount and value over 10 years");
    expect(chart.querySelector("desc")?.textContent).toContain("₹12,00,000.00 invested, worth ₹23,23,390.76");
  });

  it("gives a step-up, a lumpsum and a goal", async () => {
    expect((await visit("/sip-calculator?mode=sip&amount=10000&rate=12&years=2&stepUp=10")).result).toContain("Total value ₹2,85,241.32");
    expect((await visit("/sip-calculator?mode=lumpsum&amount=100000&rate=12&years=10&stepUp=0")).result).toContain("Total value ₹3,10,584.82");
    const goal = await visit("/sip-calculator?mode=goal&amount=10000000&rate=12&years=15&stepUp=0");
    expect(goal.result).toContain("Monthly investment needed ₹19,818.62");
    expect(goal.document.querySelector('input[name="mode"][value="goal"]')?.hasAttribute("checked")).toBe(true);
    expect(goal.html).toContain("Target amount (₹)");
  });

  it("refuses bad input beside each field, with no result", async () => {
    const page = await visit("/sip-calculator?mode=weekly&amount=abc&rate=51&years=2.5&stepUp=-1");
    expect(page.result).toContain("----");
    expect(errorBeside(page.document, "mode")).toBe("Choose what to calculate.");
    expect(errorBeside(page.document, "amount")).toBe("The amount must be a number, like 1.5.");
    expect(errorBeside(page.document, "rate")).toBe("The rate must be at most 50.");
    expect(errorBeside(page.document, "years")).toBe("Enter the time period in whole years.");
    expect(errorBeside(page.document, "stepUp")).toBe("The step-up must be at least 0.");
    expect(page.document.querySelector('input[name="amount"]')?.getAttribute("aria-invalid")).toBe("true");
  });
});

describe("the compound interest calculator without JavaScript", () => {
  it("computes ₹1,00,000 at 8% quarterly for 5 years and its value at 6% inflation", async () => {
    const page = await visit(compound);
    expect(page.status).toBe(200);
    expect(page.result).toContain("Total value ₹1,48,594.74");
    expect(page.result).toContain("Value in today's money (at 6% inflation) ₹1,11,038.63");
    expect(page.table).toContain("5 ₹1,00,000.00 ₹48,594.74 ₹1,48,594.74 ₹1,11,038.63");
  });

  it("adds ₹5,000 a month compounded monthly: ₹9,14,730.18 in 10 years", async () => {
    const page = await visit("/compound-interest-calculator?principal=0&rate=8&years=10&compounding=monthly&addition=5000&additionFrequency=monthly&inflation=0");
    expect(page.result).toContain("Total value ₹9,14,730.18");
  });

  it("refuses nothing to grow beside the principal, and an unknown frequency beside its field", async () => {
    const page = await visit("/compound-interest-calculator?principal=0&rate=8&years=5&compounding=quarterly&addition=0&additionFrequency=monthly&inflation=6");
    expect(errorBeside(page.document, "principal")).toBe("Enter a principal or a regular addition: with neither there is nothing to grow.");
    const frequency = await visit("/compound-interest-calculator?principal=1000&rate=8&years=5&compounding=hourly&addition=0&additionFrequency=monthly&inflation=6");
    expect(errorBeside(frequency.document, "compounding")).toBe("Choose how often interest is compounded.");
  });
});

describe("the savings calculators in Hindi", () => {
  it("give the same figures in Hindi words", async () => {
    const page = await visit(`/hi${sip}`);
    expect(page.result).toContain("कुल रकम ₹23,23,390.76");
    expect(page.result).toContain("निवेश की गई रकम ₹12,00,000.00");
    expect(page.table).toContain("साल-दर-साल बढ़त");
    const interest = await visit(`/hi${compound}`);
    expect(interest.result).toContain("आज के पैसे में क़ीमत (6% महँगाई पर) ₹1,11,038.63");
    expect(interest.html).toContain("चक्रवृद्धि ब्याज कैलकुलेटर");
  });

  it("refuse in Hindi beside the field", async () => {
    const page = await visit("/hi/sip-calculator?mode=sip&amount=10000&rate=12&years=2.5&stepUp=0");
    expect(errorBeside(page.document, "years")).toBe("अवधि पूरे सालों में दर्ज करें।");
  });
});

describe("the savings calculators' links and structured data", () => {
  it("describe each page as a free WebApplication with its questions as an FAQPage, in the page's language", async () => {
    for (const [path, question] of [
      ["/sip-calculator", "What is a step-up SIP?"],
      ["/hi/sip-calculator", "स्टेप-अप SIP क्या है?"],
      ["/compound-interest-calculator", "When are regular additions added?"],
      ["/hi/compound-interest-calculator", "नियमित जमा कब जुड़ता है?"],
    ] as const) {
      const page = await visit(path);
      const data = [...page.document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>);
      const app = data.find((entry) => entry["@type"] === "WebApplication");
      const faq = data.find((entry) => entry["@type"] === "FAQPage") as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
      expect(app?.url, path).toMatch(new RegExp(`${path.replace(/\//g, "\\/")}$`));
      expect(app?.inLanguage, path).toBe(path.startsWith("/hi") ? "hi-IN" : "en-IN");
      expect(faq?.mainEntity.map((entry) => entry.name), path).toContain(question);
      // the questions are on the page too
      expect(page.document.querySelector("main")?.textContent, path).toContain(question);
    }
  });

  it("are linked from the header's tools, the footer, /sitemap and sitemap.xml", async () => {
    const home = await visit("/");
    for (const path of ["/sip-calculator", "/compound-interest-calculator"]) {
      expect(home.document.querySelector(`#tools-menu a[href="${path}"]`), path).not.toBeNull();
      expect(home.document.querySelector(`#mobile-tools a[href="${path}"]`), path).not.toBeNull();
      expect(home.document.querySelector(`footer a[href="${path}"]`), path).not.toBeNull();
      expect((await visit("/sitemap")).document.querySelector(`main a[href="${path}"]`), path).not.toBeNull();
    }
    const hindi = await visit("/hi");
    expect(hindi.document.querySelector('#tools-menu a[href="/hi/sip-calculator"]')?.textContent).toBe("SIP कैलकुलेटर");
    const xml = await (await fetch(`${app.url}/sitemap.xml`)).text();
    expect(xml).toContain("/sip-calculator</loc>");
    expect(xml).toContain("/hi/compound-interest-calculator</loc>");
  });
});
