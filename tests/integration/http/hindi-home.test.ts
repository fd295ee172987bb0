import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryHref } from "../../../app/domain/course-filter";
import { formatDate } from "../../../app/domain/dates";
import { areasForPath, catalogue, type AreaName } from "../../../app/i18n/catalogue";
import { demoAboutContent, demoAboutHindi, demoBlogs, demoCourses, demoSiteSettings, demoTestimonials } from "../../../app/server/db/demo-content.server";
import { demoSettingsHindi, demoTestimonialHindi } from "../../../app/server/db/demo-home-hindi.server";
import { startApp, type RunningApp } from "../../support/app-process";

/*
 * The Hindi edition of the home page, /about, the three legal pages, the 404 page and the footer
 * (issue 23), as the server renders them from the production build: in Hindi, with no interface
 * text left in English, no text id shown instead of its text, every internal link under /hi, and
 * stored English content marked lang="en-IN". The English pages keep their words.
 */

const { home, about, legal, footer, notFound } = catalogue;

async function page(app: RunningApp, pathname: string, status = 200): Promise<Document> {
  const response = await fetch(`${app.url}${pathname}`);
  expect(response.status, pathname).toBe(status);
  return new JSDOM(await response.text(), { url: `${app.url}${pathname}` }).window.document;
}

/**
 * What a visitor reads or hears that is the site's own: the body's text and labels, without stored
 * content (lang="en-IN") and without the header (the lead's, with tests of its own).
 */
function interfaceText(document: Document): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const element of body.querySelectorAll('script, header, [lang="en-IN"]')) element.remove();
  const labels = [...body.querySelectorAll("[aria-label], [alt], [title], [placeholder]")].flatMap((element) =>
    ["aria-label", "alt", "title", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
  );
  return [body.textContent ?? "", ...labels].join(" ").replace(/\s+/g, " ");
}

/** The English texts of these areas that a Hindi page must not show: those with words, and no placeholder to fill. */
function englishTexts(areas: readonly AreaName[]): string[] {
  return areas.flatMap((area) =>
    Object.entries(catalogue[area].en as Record<string, string>)
      .filter(([key, text]) => !text.includes("{") && /[a-z]{3}/i.test(text) && text !== (catalogue[area].hi as Record<string, string>)[key])
      .map(([, text]) => text.replace(/<\/?\d+>/g, "")),
  );
}

/** Every text's id ("home.heroHeadline"): one shown on a page means its area was not sent. */
const allIds = (Object.keys(catalogue) as AreaName[]).flatMap((area) => Object.keys(catalogue[area].en).map((key) => `${area}.${key}`));

/** The Hindi page's promises: its language, Hindi texts, no English interface text, no id, links under /hi. */
function expectHindiPage(document: Document, path: string) {
  expect(document.documentElement.getAttribute("lang"), path).toBe("hi");
  const text = interfaceText(document);
  expect(text, path).toMatch(/[\u0900-\u097F]/);
  for (const english of englishTexts(areasForPath(path))) expect(text, `${path}: "${english}" is in English`).not.toContain(english);
  const shownIds = allIds.filter((id) => text.includes(id));
  expect(shownIds, `${path}: text ids instead of texts`).toEqual([]);
  const internal = [...document.querySelectorAll<HTMLAnchorElement>("a[href^='/']:not([data-language-switch])")].map((link) => link.getAttribute("href")!);
  expect(internal.length, path).toBeGreaterThan(0);
  expect(
    internal.filter((href) => href !== "/hi" && !href.startsWith("/hi/") && !href.startsWith("/hi?") && !href.startsWith("/hi#")),
    `${path}: links that leave the Hindi edition`,
  ).toEqual([]);
}

describe("the Hindi home, about, legal and 404 pages and the footer", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("/hi is the home page in Hindi, with the spec's fixed texts translated and the stored content marked English", async () => {
    const document = await page(app, "/hi");
    expectHindiPage(document, "/");
    const text = interfaceText(document);
    for (const key of ["heroHeadline", "trustClaim", "coursesTitle", "featuresTitle", "whyUsTitle", "statisticsTitle", "testimonialsTitle", "appTitle", "videosTitle", "blogsTitle", "categoryGuide"] as const) {
      expect(text, key).toContain(home.hi[key]);
    }
    expect(document.querySelector("h1")?.textContent).toBe(home.hi.heroHeadline);
    // the chips name the categories in Hindi and filter the Hindi page, with the stored (English) category as the value
    const chips = [...document.querySelectorAll<HTMLAnchorElement>('nav[aria-label] a[href*="#courses"]')];
    expect(chips[0]?.textContent).toContain(home.hi.allCourses);
    expect(chips[0]?.getAttribute("href")).toBe("/hi#courses");
    expect(chips.map((chip) => chip.getAttribute("href"))).toContain(`/hi${categoryHref("Trading Strategies").slice(1)}`);
    // courses, testimonials and posts are content: English, and marked so, unless a course has its Hindi (the demo's first does)
    const course = demoCourses[1]!;
    const courseHeading = [...document.querySelectorAll("h3")].find((heading) => heading.textContent === course.name);
    expect(courseHeading?.getAttribute("lang")).toBe("en-IN");
    const hindiHeading = [...document.querySelectorAll("h3")].find((heading) => heading.textContent === "फ़ॉरेक्स ट्रेडिंग की बुनियाद");
    expect(hindiHeading?.getAttribute("lang")).toBeNull();
    // the demo testimonials and Explore labels have their Hindi (decision 0055): unmarked, in Hindi
    const quote = document.querySelector("blockquote");
    expect(quote?.getAttribute("lang")).toBeNull();
    expect(quote?.textContent).toContain(demoTestimonialHindi[demoTestimonials[0]!.author]);
    const programs = [...document.querySelectorAll(`ul[aria-label="${home.hi.explorePrograms}"] li span`)];
    expect(programs.map((label) => [label.textContent, label.getAttribute("lang")])).toContainEqual(["शेयर बाज़ार", null]);
    expect(document.querySelector('img[alt="भारतीय शेयर"]')?.getAttribute("lang")).toBeNull();
    // the latest posts link to their Hindi addresses, dated in Hindi
    const post = demoBlogs.filter((blog) => blog.status === "Published").sort((a, b) => b.date.localeCompare(a.date))[0]!;
    expect(document.querySelector(`a[href="/hi/blog/${post.slug}"]`)).not.toBeNull();
    expect(text).toContain(formatDate(post.date, "hi"));
  });

  it("/hi?category=… filters on the server like the English page, naming the chosen category in Hindi", async () => {
    const document = await page(app, "/hi?category=Trading%20Strategies");
    const current = document.querySelector('a[aria-current="true"][href*="#courses"]');
    expect(current?.textContent).toContain(home.hi.categoryTradingStrategies);
    const cards = [...document.querySelectorAll('[data-testid="course-list"] > li:not([hidden]) h3')].map((heading) => heading.textContent);
    expect(cards.sort()).toEqual(demoCourses.filter((course) => course.category === "Trading Strategies").map((course) => course.name).sort());
  });

  it("/hi/about is wholly Hindi: the demo's About texts in the Hindi version the seed stores beside them", async () => {
    const document = await page(app, "/hi/about");
    expectHindiPage(document, "/about");
    const text = interfaceText(document);
    for (const key of ["eyebrow", "mission", "vision", "values"] as const) expect(text).toContain(about.hi[key]);
    const title = document.querySelector("h1")!;
    expect(title.textContent).toBe(demoAboutHindi.title);
    expect(title.closest("[lang]")?.getAttribute("lang")).toBe("hi");
    expect(document.body.textContent).toContain(demoAboutHindi.mission);
    expect(document.body.textContent).not.toContain(demoAboutContent.mission);
  });

  it.each([
    ["/terms-and-conditions", legal.hi.termsTitle],
    ["/privacy-policy", legal.hi.privacyTitle],
    ["/refund-cancellation", legal.hi.refundTitle],
    ["/disclaimer", legal.hi.disclaimerTitle],
  ])("/hi%s shows the Hindi text of its seeded version, marked Hindi, with no English-only note (decision 0056)", async (path, title) => {
    const document = await page(app, `/hi${path}`);
    expectHindiPage(document, path);
    expect(document.querySelector("h1")?.textContent).toBe(title);
    const text = interfaceText(document);
    expect(text).toContain("संस्करण 1 · ");
    expect(text).not.toContain(legal.hi.englishOnly);
    expect(text).toContain(legal.hi.firstVersion);
    const body = document.querySelector("[data-testid='legal-body']")!;
    expect(body.getAttribute("lang")).toBe("hi");
    expect(body.textContent!.length).toBeGreaterThan(1000);
    // the settings written in Latin letters (the company, its address) are marked English inside it
    expect(body.querySelector("span[lang='en-IN']")?.textContent).toBe(demoSiteSettings.companyName);
  });

  it("/hi/privacy-policy's contact-form notice is in Hindi, with its figures, bold lead-ins and e-mail link", async () => {
    const document = await page(app, "/hi/privacy-policy");
    const notice = document.querySelector("section[aria-labelledby='contact-form-privacy']")!;
    expect(notice.querySelector("h2")?.textContent).toBe("संपर्क फ़ॉर्म (सूचना privacy-v1)");
    expect([...notice.querySelectorAll("strong")].map((bold) => bold.textContent)).toEqual(["हम क्या रखते हैं।", "क्यों।", "कितने समय तक।", "आपके अधिकार।"]);
    expect(notice.textContent).toContain(`संदेश ${demoSiteSettings.messageRetentionMonths} महीने तक रखे जाते हैं`);
    expect(notice.querySelector(`a[href="mailto:${demoSiteSettings.email}"]`)?.textContent).toBe(demoSiteSettings.email);
  });

  it("an unknown address under /hi answers 404 with the Hindi error page and a way back to /hi", async () => {
    const document = await page(app, "/hi/no-such-page", 404);
    expectHindiPage(document, "/no-such-page");
    expect(document.querySelector("h1")?.textContent).toBe(notFound.hi.title);
    const back = [...document.querySelectorAll("main a")].find((link) => link.textContent === notFound.hi.backHome);
    expect(back?.getAttribute("href")).toBe("/hi");
    expect(interfaceText(document)).toContain("त्रुटि 404");
  });

  it("the footer of a Hindi page is in Hindi: headings, policy links under /hi, Hindi dates, the shortcuts", async () => {
    const document = await page(app, "/hi/terms-and-conditions");
    const footerElement = document.querySelector("footer")!;
    const text = footerElement.textContent!;
    for (const key of ["contact", "businessHours", "fromTheBlog", "policies", "terms", "privacy", "refund", "disclaimer", "sitemap"] as const) expect(text).toContain(footer.hi[key]);
    expect(text).toContain(`© ${new Date().getFullYear()} ${demoSiteSettings.companyName}. ट्रेडिंग में रिस्क होता है`);
    const policies = [...footerElement.querySelectorAll("a")].filter((link) => Object.values(footer.hi).includes(link.textContent ?? ""));
    expect(policies.map((link) => link.getAttribute("href"))).toEqual(["/hi/terms-and-conditions", "/hi/privacy-policy", "/hi/refund-cancellation", "/hi/disclaimer", "/hi/sitemap"]);
    expect(text).toMatch(/\d{1,2} (जन॰|फ़र॰|मार्च|अप्रैल|मई|जून|जुल॰|अग॰|सित॰|अक्टू॰|नव॰|दिस॰) \d{4}/);
    // the settings' texts in their seeded Hindi (decision 0058), not marked as English
    const tagline = footerElement.querySelector("[data-testid='footer-tagline']");
    expect([tagline?.textContent, tagline?.getAttribute("lang")]).toEqual([demoSettingsHindi.tagline, null]);
    expect(interfaceText(document)).toContain(footer.hi.chatWithUs);
  });

  it("the English pages keep their words, their addresses and no content marked as another language", async () => {
    const homePage = await page(app, "/");
    expect(homePage.documentElement.getAttribute("lang")).toBe("en-IN");
    expect(homePage.querySelector("h1")?.textContent).toBe(home.en.heroHeadline);
    const text = interfaceText(homePage);
    for (const key of ["trustClaim", "coursesTitle", "featuresTitle", "statisticsTitle", "categoryGuide", "allBlogPosts", "visitCourse"] as const) expect(text).toContain(home.en[key]);
    expect(text).toContain("1k+");
    expect(homePage.querySelector('a[href="/#courses"]')?.textContent).toContain("All Courses");
    expect(homePage.body.querySelector("[lang]:not([data-language-switch])")).toBeNull();
    expect(text).toContain(`© ${new Date().getFullYear()} ${demoSiteSettings.companyName}. Trading involves risk; our content is education, not investment advice.`);
    expect(homePage.querySelector('footer a[href="/privacy-policy"]')?.textContent).toBe("Privacy Policy");

    const privacy = await page(app, "/privacy-policy");
    expect(privacy.querySelector("h1")?.textContent).toBe("Privacy Policy");
    const notice = privacy.querySelector("section[aria-labelledby='contact-form-privacy']")!.textContent!;
    expect(notice).toContain("What we keep. When you send a message we store your first and last name");
    expect(notice).toContain(`Messages are kept for ${demoSiteSettings.messageRetentionMonths} months and then removed automatically.`);
    const refund = await page(app, "/refund-cancellation");
    expect(refund.querySelector("h1")?.textContent).toBe("Refund and Cancellation Policy");

    const missing = await page(app, "/no-such-page", 404);
    expect(missing.querySelector("h1")?.textContent).toBe("Page not found");
    expect([...missing.querySelectorAll("main a")].find((link) => link.textContent === "Back to the home page")?.getAttribute("href")).toBe("/");
  });
});
