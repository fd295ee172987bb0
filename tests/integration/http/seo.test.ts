import path from "node:path";
import { JSDOM } from "jsdom";
import ogs from "open-graph-scraper";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify, utcIsoToIst } from "../../../app/domain/blog";
import { messages } from "../../../app/domain/messages";
import { publicPages } from "../../../app/domain/public-pages";
import { fieldInfo, seoKeyOfPath, type SeoFieldName } from "../../../app/domain/seo/seo-fields";
import routes from "../../../app/routes";
import { openSqlite, type DatabaseHandle } from "../../../app/server/db/database.server";
import { signIn, startApp, type RunningApp } from "../../support/app-process";
import { multipartBody, smallPng } from "../../support/images";

/*
 * SEO end to end over plain HTTP, as a crawler or a link preview sees the site: no JavaScript, the
 * production build, one app for the whole file. Records are saved the way the /admin/seo form posts
 * them; public pages are parsed as HTML (jsdom, no scripts run) and every assertion is about where a
 * tag really lands once parsed: in <head>, and once. JSON-LD is checked against the schema.org rules
 * of its types by the small checker at the end of this file (see there for why not a package).
 */

const PUBLIC_URL = "https://www.candlewise.example";

let app: RunningApp;
let cookie: string;
let database: DatabaseHandle;
let counter = 0;
const unique = (name: string) => `${name} ${Date.now().toString(36)}${(counter += 1)}`;

/** The global record every test below starts from (saved once, in beforeAll). */
const GLOBAL = {
  siteTitle: "Candlewise Test Academy",
  metaDescription: "The global description: trading courses and free calculators, from the test's global record.",
  keywords: "global keyword one, global keyword two",
  robotsMeta: "index, follow, max-image-preview:large",
  metaTag: "global-google-code_123",
  facebookMeta: '<meta name="facebook-domain-verification" content="globalfbcode456">',
  openGraph: `<meta property="og:image" content="${PUBLIC_URL}/og/global-card.png"><meta property="og:image:alt" content="Candlewise Test Academy">`,
  twitterCard: '<meta name="twitter:site" content="@cw_global">',
};

beforeAll(async () => {
  app = await startApp({ env: { PUBLIC_URL } });
  cookie = await signIn(app);
  database = openSqlite(path.join(app.dataDir, "site.db"));
  await saveRecord({ scope: "global" }, GLOBAL);
});
afterAll(async () => {
  await database?.close();
  await app?.stop();
});

// ---------------------------------------------------------------------------------------------
// HTTP helpers

type Target = { scope: "global" } | { scope: "page"; page: string };

function postSeo(form: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${app.url}/admin/seo`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: app.url, cookie, "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form),
  });
}

function formOf(target: Target, fields: Partial<Record<SeoFieldName, string>>): Record<string, string> {
  return { scope: target.scope, ...(target.scope === "page" ? { page: target.page } : {}), ...fields };
}

/** Saves a whole record as the form does (a field left out is emptied) and checks the screen's answer. */
async function saveRecord(target: Target, fields: Partial<Record<SeoFieldName, string>>): Promise<void> {
  const response = await postSeo(formOf(target, fields));
  if (![302, 303].includes(response.status)) {
    throw new Error(`save of ${JSON.stringify(target)} answered ${response.status}: ${statusText(parse(await response.text()))}`);
  }
  const expected = new URLSearchParams({ scope: target.scope, ...(target.scope === "page" ? { page: target.page } : {}), done: "saved" });
  expect(response.headers.get("location")).toBe(`/admin/seo?${expected}`);
  const screen = await fetch(`${app.url}${response.headers.get("location")}`, { headers: { cookie } });
  expect(statusText(parse(await screen.text()))).toContain(target.scope === "global" ? messages.seo.globalSaved : messages.seo.pageSaved);
}

function parse(html: string): Document {
  return new JSDOM(html).window.document;
}

/** What the screen announces (the notice bar is the role="status" region). */
function statusText(document: Document): string {
  return [...document.querySelectorAll('[role="status"]')].map((element) => element.textContent ?? "").join(" ");
}

interface Page {
  status: number;
  headers: Headers;
  html: string;
  document: Document;
}

/** An anonymous visitor's request, read to its end (a page enters the cache as its answer finishes). */
async function visit(pathname: string): Promise<Page> {
  const response = await fetch(`${app.url}${pathname}`, { redirect: "manual" });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, document: parse(html) };
}

/** The single element the selector finds in the whole document, which must sit directly in <head>. */
function once(page: Page, selector: string): Element {
  const found = [...page.document.querySelectorAll(selector)];
  expect(found.length, `${selector}: ${found.length} found`).toBe(1);
  expect(found[0]!.parentElement, `${selector} is in <head>`).toBe(page.document.head);
  return found[0]!;
}

const content = (page: Page, selector: string) => once(page, selector).getAttribute("content");
const metaName = (page: Page, name: string) => content(page, `meta[name="${name}"]`);
const metaProperty = (page: Page, property: string) => content(page, `meta[property="${property}"]`);

/** "Each tag once": no two head tags with the same meta name/property, and one title and canonical. */
function expectEachTagOnce(page: Page) {
  const keys: string[] = [];
  for (const element of page.document.querySelectorAll("meta, link")) {
    const meta = element.getAttribute("name") ?? element.getAttribute("property");
    if (element.tagName === "META" && meta) keys.push(`meta:${meta.toLowerCase()}`);
    const rel = element.getAttribute("rel");
    if (element.tagName === "LINK" && rel === "canonical") keys.push("link:canonical");
    if (element.tagName === "LINK" && rel === "alternate" && element.getAttribute("hreflang")) keys.push(`hreflang:${element.getAttribute("hreflang")!.toLowerCase()}`);
  }
  const duplicates = keys.filter((key, index) => keys.indexOf(key) !== index);
  expect(duplicates, "tags given twice").toEqual([]);
  expect(page.document.querySelectorAll("title").length).toBe(1);
  // Nothing of the head leaked into the body.
  expect(page.document.body.querySelectorAll('meta, link[rel="canonical"], link[hreflang], script[type="application/ld+json"]').length).toBe(0);
}

function jsonLdOf(page: Page): unknown[] {
  const scripts = [...page.document.querySelectorAll('script[type="application/ld+json"]')];
  for (const script of scripts) expect(script.parentElement, "JSON-LD is in <head>").toBe(page.document.head);
  return scripts.map((script) => JSON.parse(script.textContent ?? ""));
}

const ofType = (blocks: unknown[], type: string) => blocks.filter((block) => (block as { "@type"?: unknown })["@type"] === type) as Record<string, unknown>[];

/** The parts of <head> that a save could change, without the per-request nonces. */
function headFingerprint(page: Page): string {
  const head = page.document.head.cloneNode(true) as HTMLElement;
  for (const element of head.querySelectorAll("[nonce]")) element.removeAttribute("nonce");
  for (const element of head.querySelectorAll('link[rel="modulepreload"], link[rel="stylesheet"], link[rel="preload"]')) element.remove();
  return head.innerHTML;
}

function nonceOfPolicy(headers: Headers): { nonce: string; directives: Map<string, string[]> } {
  const policy = headers.get("content-security-policy") ?? "";
  const directives = new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map((parts) => [parts[0]!, parts.slice(1)] as [string, string[]]),
  );
  const nonces = (directives.get("script-src") ?? []).filter((source) => source.startsWith("'nonce-")).map((source) => source.slice("'nonce-".length, -1));
  expect(nonces).toHaveLength(1);
  return { nonce: nonces[0]!, directives };
}

async function storedRecord(key: string) {
  return database.db.selectFrom("seo").selectAll().where("key", "=", key).executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// blog posts through the blog screen (its action, as a form without JavaScript posts it)

async function createPost(title: string, overrides: Record<string, string> = {}, image?: { width: number; height: number }) {
  const fields = {
    intent: "save",
    title,
    slugAuto: "1",
    description: `What ${title} is about, in one sentence for search results.`,
    keywords: "seo, test, trading",
    tag: "",
    status: "Published",
    publishDate: "",
    publishTime: "",
    content: "<p>Body of the post.</p>",
    ...overrides,
  };
  const file = image ? { field: "image", name: "cover.png", type: "image/png", bytes: await smallPng(image.width, image.height) } : undefined;
  const { body, contentType } = multipartBody(fields, file);
  const response = await fetch(`${app.url}/admin/blogs?new=1`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: app.url, cookie, "content-type": contentType },
    body: new Uint8Array(body),
  });
  expect(response.status, await response.clone().text().then((text) => text.slice(0, 300))).toBe(302);
  const stored = await database.db.selectFrom("blogs").selectAll().where("slug", "=", slugify(title)).executeTakeFirst();
  expect(stored, `post ${title} stored`).toBeDefined();
  return stored!;
}

let imagePost: Awaited<ReturnType<typeof createPost>> | undefined;
/** One published post with an uploaded 1200×675 cover (so its image has a size), made once. */
async function publishedPostWithImage() {
  imagePost ??= await createPost(unique("SEO Cover Post"), {}, { width: 1200, height: 675 });
  return imagePost;
}

// ---------------------------------------------------------------------------------------------

describe("a page's own SEO record", () => {
  const about = "/about";
  const record = {
    pageTitle: "About Candlewise: mentors, method and risk first",
    metaDescription: "Who teaches at Candlewise Academy and how, from the about page's own record.",
    keywords: "about candlewise, trading mentors",
    canonicalUrl: "/about",
    robotsMeta: "index, follow, max-snippet:-1",
    metaTag: '<meta name="google-site-verification" content="about-google-code-789" />',
    analyticsId: "g-test12345",
    facebookMeta: "aboutfbcode321",
    facebookPixel: "123456789012345",
    googleMetaPixel: "about-google-pixel-42",
    schemaMarkup: JSON.stringify({ "@context": "https://schema.org", "@type": "AboutPage", name: "About Candlewise", url: `${PUBLIC_URL}/about` }),
    openGraph: `<meta property="og:title" content="Meet the Candlewise mentors"><meta property="og:type" content="profile"><meta property="og:image" content="${PUBLIC_URL}/og/about.png">`,
    twitterCard: '<meta name="twitter:card" content="summary_large_image"><meta name="twitter:site" content="@cw_about">',
    alternateHrefLang: "en-IN, hi-IN, x-default",
    customMetaTags: '<meta name="author" content="Candlewise Mentors"><link rel="me" href="https://social.example/@candlewise"><meta name="theme-color" content="#047857">',
  };

  it("shows every field in <head>, each exactly once, with absolute addresses", async () => {
    const before = await visit(about);
    expect(before.document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    await saveRecord({ scope: "page", page: about }, record);
    const page = await visit(about);
    expect(page.status).toBe(200);
    expectEachTagOnce(page);

    expect(once(page, "title").textContent).toBe(record.pageTitle);
    expect(metaName(page, "description")).toBe(record.metaDescription);
    expect(metaName(page, "keywords")).toBe(record.keywords);
    expect(metaName(page, "robots")).toBe("index, follow, max-snippet:-1");
    const canonical = once(page, 'link[rel="canonical"]').getAttribute("href")!;
    expect(canonical).toBe(`${PUBLIC_URL}/about`);
    expect(new URL(canonical).origin).toBe(PUBLIC_URL);

    // verification: a whole tag, and bare codes published under their usual names
    expect(metaName(page, "google-site-verification")).toBe("about-google-code-789");
    expect(metaName(page, "facebook-domain-verification")).toBe("aboutfbcode321");
    expect(metaName(page, "facebook-pixel-id")).toBe("123456789012345");
    expect(metaName(page, "google-meta-pixel")).toBe("about-google-pixel-42");

    // Open Graph and Twitter: the markup's tags replace the derived ones, the others stay
    expect(metaProperty(page, "og:title")).toBe("Meet the Candlewise mentors");
    expect(metaProperty(page, "og:type")).toBe("profile");
    expect(metaProperty(page, "og:image")).toBe(`${PUBLIC_URL}/og/about.png`);
    expect(metaProperty(page, "og:description")).toBe(record.metaDescription);
    expect(metaProperty(page, "og:url")).toBe(canonical);
    expect(metaName(page, "twitter:card")).toBe("summary_large_image");
    expect(metaName(page, "twitter:site")).toBe("@cw_about");

    // hreflang: the page's two versions and the default, each once (the record's codes repeat them)
    const alternates = [...page.document.querySelectorAll('link[rel="alternate"][hreflang]')];
    expect(alternates.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")])).toEqual([
      ["en-IN", canonical],
      ["hi-IN", `${PUBLIC_URL}/hi/about`],
      ["x-default", canonical],
    ]);
    for (const link of alternates) expect(link.parentElement).toBe(page.document.head);

    // custom tags
    expect(metaName(page, "author")).toBe("Candlewise Mentors");
    expect(once(page, 'link[rel="me"]').getAttribute("href")).toBe("https://social.example/@candlewise");
    // the document shell's own theme colour stays the only one (a record cannot add a second)
    expect(metaName(page, "theme-color")).toBe("#0b1b33");
    expect(metaName(page, "viewport")).toBe("width=device-width, initial-scale=1");

    // JSON-LD: the record's entry, beside nothing it replaces
    const aboutPage = ofType(jsonLdOf(page), "AboutPage");
    expect(aboutPage).toHaveLength(1);
    expect(aboutPage[0]!.name).toBe("About Candlewise");
  });

  it("loads analytics only with an ID, carrying the response's CSP nonce (cached copies too), and the CSP allows it", async () => {
    for (const attempt of ["first (rendered)", "second (from the page cache)"]) {
      const page = await visit(about);
      if (attempt.startsWith("second")) expect(page.headers.get("x-cache")).toBe("HIT");
      const { nonce, directives } = nonceOfPolicy(page.headers);
      const loader = once(page, 'script[src^="https://www.googletagmanager.com/gtag/js"]');
      expect(new URL(loader.getAttribute("src")!).searchParams.get("id")).toBe("G-TEST12345");
      expect(loader.hasAttribute("async")).toBe(true);
      expect(loader.getAttribute("nonce"), attempt).toBe(nonce);
      const inline = [...page.document.querySelectorAll("script:not([src]):not([type])")].filter((script) => script.textContent?.includes("gtag("));
      expect(inline).toHaveLength(1);
      expect(inline[0]!.parentElement).toBe(page.document.head);
      expect(inline[0]!.getAttribute("nonce"), attempt).toBe(nonce);
      expect(inline[0]!.textContent).toContain(`gtag('config',"G-TEST12345")`);

      // the nonce alone lets the loader in: a host in script-src would let any injected tag load any container
      expect(directives.get("script-src")).not.toContain("https://www.googletagmanager.com");
      for (const endpoint of ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"]) {
        expect(directives.get("connect-src"), endpoint).toContain(endpoint);
      }
    }

    // Without an ID, no trace of it (and the page is fresh at once).
    const { analyticsId: _dropped, ...withoutAnalytics } = record;
    await saveRecord({ scope: "page", page: about }, withoutAnalytics);
    const page = await visit(about);
    expect(page.html).not.toContain("googletagmanager");
    expect(page.html).not.toContain("gtag(");
    expect(metaName(page, "description")).toBe(record.metaDescription);
  });
});

describe("the global record", () => {
  it("speaks for a page without a record of its own", async () => {
    expect(await storedRecord(seoKeyOfPath("/contact"))).toBeUndefined();
    const page = await visit("/contact");
    expect(page.status).toBe(200);
    expectEachTagOnce(page);
    expect(once(page, "title").textContent).toContain(GLOBAL.siteTitle);
    expect(once(page, "title").textContent).toBe(`Contact | ${GLOBAL.siteTitle}`);
    expect(metaName(page, "description")).toBe(GLOBAL.metaDescription);
    expect(metaName(page, "keywords")).toBe(GLOBAL.keywords);
    expect(metaName(page, "robots")).toBe(GLOBAL.robotsMeta);
    expect(metaName(page, "google-site-verification")).toBe(GLOBAL.metaTag);
    expect(metaName(page, "facebook-domain-verification")).toBe("globalfbcode456");
    expect(metaProperty(page, "og:image")).toBe(`${PUBLIC_URL}/og/global-card.png`);
    expect(metaProperty(page, "og:image:alt")).toBe("Candlewise Test Academy");
    expect(metaProperty(page, "og:site_name")).toBe(GLOBAL.siteTitle);
    expect(metaProperty(page, "og:description")).toBe(GLOBAL.metaDescription);
    expect(metaName(page, "twitter:site")).toBe("@cw_global");
    expect(once(page, 'link[rel="canonical"]').getAttribute("href")).toBe(`${PUBLIC_URL}/contact`);
    expect(page.html).not.toContain("googletagmanager");
  });
});

describe("defaults without typing", () => {
  it("gives a published post its title, description, absolute image with its size, and a large card", async () => {
    const post = await publishedPostWithImage();
    const page = await visit(`/blog/${post.slug}`);
    expect(page.status).toBe(200);
    expectEachTagOnce(page);
    expect(once(page, "title").textContent).toBe(`${post.title} | ${GLOBAL.siteTitle}`);
    expect(metaName(page, "description")).toBe(post.description);
    expect(metaProperty(page, "og:title")).toBe(post.title);
    expect(metaProperty(page, "og:description")).toBe(post.description);
    expect(metaProperty(page, "og:type")).toBe("article");
    expect(metaProperty(page, "og:url")).toBe(`${PUBLIC_URL}/blog/${post.slug}`);
    expect(metaProperty(page, "og:image")).toBe(`${PUBLIC_URL}${post.image}`);
    expect(metaProperty(page, "og:image:width")).toBe("1200");
    expect(metaProperty(page, "og:image:height")).toBe("675");
    expect(metaName(page, "twitter:card")).toBe("summary_large_image");
    expect(metaName(page, "twitter:image")).toBe(`${PUBLIC_URL}${post.image}`);
    expect(once(page, 'link[rel="canonical"]').getAttribute("href")).toBe(`${PUBLIC_URL}/blog/${post.slug}`);
    // the post's image is served where the tags say (on this server)
    expect((await fetch(`${app.url}${post.image}`)).status).toBe(200);
  });

  it("gives a post BlogPosting and BreadcrumbList data, valid for schema.org", async () => {
    const post = await publishedPostWithImage();
    const page = await visit(`/blog/${post.slug}`);
    const blocks = jsonLdOf(page);
    expect(validateJsonLdBlocks(blocks)).toEqual([]);

    const [article] = ofType(blocks, "BlogPosting");
    expect(ofType(blocks, "BlogPosting")).toHaveLength(1);
    expect(article!.headline).toBe(post.title);
    expect(Date.parse(article!.datePublished as string)).toBe(Date.parse(post.publishAt ?? post.date));
    expect(Date.parse(article!.dateModified as string)).toBe(Date.parse(post.updatedAt));
    expect(article!.author).toMatchObject({ name: post.author });
    expect(article!.image).toEqual([`${PUBLIC_URL}${post.image}`]);

    const [breadcrumbs] = ofType(blocks, "BreadcrumbList");
    expect(ofType(blocks, "BreadcrumbList")).toHaveLength(1);
    expect((breadcrumbs!.itemListElement as { item: string }[]).map((crumb) => crumb.item)).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/blog`,
      `${PUBLIC_URL}/blog/${post.slug}`,
    ]);
  });

  it("gives home Organization, WebSite and an ItemList of Course entries, and a legal page a BreadcrumbList, all valid", async () => {
    const home = await visit("/");
    expectEachTagOnce(home);
    const homeBlocks = jsonLdOf(home);
    expect(validateJsonLdBlocks(homeBlocks)).toEqual([]);
    expect(ofType(homeBlocks, "Organization")).toHaveLength(1);
    expect(ofType(homeBlocks, "WebSite")).toHaveLength(1);
    const [courses] = ofType(homeBlocks, "ItemList");
    const courseCount = Number((await database.db.selectFrom("courses").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    expect(courseCount).toBeGreaterThan(0);
    const items = courses!.itemListElement as { item: { "@type": string } }[];
    expect(items).toHaveLength(courseCount);
    expect(items.every((entry) => entry.item["@type"] === "Course")).toBe(true);

    // a course page: Course (offer, instances), FAQPage and its breadcrumbs (issue 22)
    const coursePage = await visit("/courses/technical-analysis-masterclass");
    expectEachTagOnce(coursePage);
    const courseBlocks = jsonLdOf(coursePage);
    expect(validateJsonLdBlocks(courseBlocks)).toEqual([]);
    expect(ofType(courseBlocks, "Course")).toHaveLength(1);
    expect(ofType(courseBlocks, "FAQPage")).toHaveLength(1);
    expect(ofType(courseBlocks, "BreadcrumbList")).toHaveLength(1);

    const legal = await visit("/refund-cancellation");
    expectEachTagOnce(legal);
    const legalBlocks = jsonLdOf(legal);
    expect(validateJsonLdBlocks(legalBlocks)).toEqual([]);
    const [trail] = ofType(legalBlocks, "BreadcrumbList");
    expect((trail!.itemListElement as { name: string; item: string }[]).map((crumb) => [crumb.name, crumb.item])).toEqual([
      ["Home", `${PUBLIC_URL}/`],
      ["Refund and Cancellation Policy", `${PUBLIC_URL}/refund-cancellation`],
    ]);
  });

  it("has a checker that does catch what schema.org refuses", () => {
    expect(
      validateJsonLdBlocks([
        { "@context": "http://schema.org/", "@type": "BlogPosting", headline: "x", datePublished: "12/08/2026", author: { "@type": "Person" }, image: "/relative.png" },
        { "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 2, name: "Home", item: "/" }] },
        { "@context": "https://schema.org", "@type": "Organisation", name: "typo" },
        { "@context": "https://schema.org", "@type": "WebSite", name: "No address", colour: "blue" },
      ]),
    ).toEqual(
      expect.arrayContaining([
        expect.stringContaining("@context"),
        expect.stringContaining("datePublished"),
        expect.stringContaining("dateModified"),
        expect.stringContaining("author.name"),
        expect.stringContaining("/relative.png"),
        expect.stringContaining("position"),
        expect.stringContaining("Organisation"),
        expect.stringContaining("WebSite.url"),
        expect.stringContaining("colour"),
      ]),
    );
  });
});

describe("link previews (open-graph-scraper, offline on the served HTML)", () => {
  it("reads the home page's and a post's title, description, address and image", async () => {
    const home = await visit("/");
    const { error: homeError, result: homeCard } = await ogs({ html: home.html });
    expect(homeError).toBe(false);
    expect(homeCard.ogTitle).toBe(GLOBAL.siteTitle);
    expect(homeCard.ogDescription).toBe(GLOBAL.metaDescription);
    expect(homeCard.ogUrl).toBe(`${PUBLIC_URL}/`);
    expect(homeCard.ogImage?.map((image) => image.url)).toEqual([`${PUBLIC_URL}/og/global-card.png`]);

    const post = await publishedPostWithImage();
    const { error, result: card } = await ogs({ html: (await visit(`/blog/${post.slug}`)).html });
    expect(error).toBe(false);
    expect(card.ogTitle).toBe(post.title);
    expect(card.ogDescription).toBe(post.description);
    expect(card.ogUrl).toBe(`${PUBLIC_URL}/blog/${post.slug}`);
    expect(card.ogType).toBe("article");
    expect(card.ogImage).toHaveLength(1);
    expect(card.ogImage![0]).toMatchObject({ url: `${PUBLIC_URL}${post.image}`, width: "1200", height: "675" });
    expect(card.twitterCard).toBe("summary_large_image");
  });
});

describe("markup an administrator types", () => {
  const target = { scope: "page" as const, page: "/terms-and-conditions" };
  const baseline = { pageTitle: "Terms, baseline", metaDescription: "The terms' baseline description.", customMetaTags: '<meta name="author" content="Baseline">' };

  const refused: { what: string; field: SeoFieldName; value: string; says: string }[] = [
    { what: "a <script> in custom tags", field: "customMetaTags", value: '<meta name="a" content="b"><script>alert(1)</script>', says: "only <meta> and <link> tags are allowed, found <script>" },
    { what: "an onerror attribute", field: "customMetaTags", value: '<link rel="icon" href="/x.png" onerror="alert(1)">', says: 'the attribute "onerror" is not allowed on <link>' },
    { what: "a meta refresh in Open Graph", field: "openGraph", value: '<meta http-equiv="refresh" content="0;url=https://evil.example/">', says: 'the attribute "http-equiv" is not allowed on <meta>' },
    { what: "a javascript: link", field: "customMetaTags", value: '<link rel="author" href="javascript:alert(1)">', says: "may not hold a javascript: address" },
    { what: "an entity-encoded JaVaScRiPt: link", field: "customMetaTags", value: '<link rel="author" href="&#x4A;aVaScRiPt:alert(1)">', says: "may not hold a javascript: address" },
    { what: "a tab-split java script: link", field: "customMetaTags", value: '<link rel="author" href="java&#9;script:alert(1)">', says: "needs an href that is an http(s) address or a path" },
    { what: "a data: image in Twitter tags", field: "twitterCard", value: '<meta name="twitter:image" content="data:image/svg+xml,<svg onload=alert(1)>">', says: "may not hold a data: address" },
    { what: "a <base> element", field: "customMetaTags", value: '<base href="https://evil.example/">', says: "found <base>" },
    { what: "a javascript: canonical", field: "canonicalUrl", value: "javascript:alert(1)", says: "give an http(s) address or a path" },
    { what: "invalid JSON-LD", field: "schemaMarkup", value: '{"@context": "https://schema.org", "@type": "Thing",', says: "not valid JSON" },
    { what: "a bad robots directive", field: "robotsMeta", value: "index, follow, sometimes", says: '"sometimes" is not a robots directive' },
    { what: "a bad analytics ID", field: "analyticsId", value: "G-<script>", says: "give a measurement ID such as G-XXXXXXXXXX" },
    { what: "a verification code with markup in it", field: "metaTag", value: 'abc" onload="alert(1)', says: "give the code alone" },
  ];

  it("refuses every dangerous or wrong value with 'Error: …', saving nothing", async () => {
    await saveRecord(target, baseline);
    const stored = await storedRecord(seoKeyOfPath(target.page));
    const before = headFingerprint(await visit(target.page));
    expect(before).toContain("Terms, baseline");

    for (const { what, field, value, says } of refused) {
      const response = await postSeo(formOf(target, { ...baseline, [field]: value }));
      expect(response.status, what).toBe(400);
      const screen = parse(await response.text());
      expect(statusText(screen), what).toContain(`Error: ${fieldInfo(field).label}: `);
      expect(statusText(screen), what).toContain(says);
      expect(await storedRecord(seoKeyOfPath(target.page)), what).toEqual(stored);
    }
    const after = await visit(target.page);
    expect(headFingerprint(after)).toBe(before);
    expect(after.html).not.toMatch(/alert\(1\)|evil\.example|javascript:/i);
  });

  it("asks for a page when a page record has none, and refuses a page the site does not have", async () => {
    const noPage = await postSeo({ scope: "page", page: " ", metaDescription: "Nowhere" });
    expect(noPage.status).toBe(400);
    expect(statusText(parse(await noPage.text()))).toContain(messages.seo.selectPage);

    const unknown = await postSeo({ scope: "page", page: "/admin/dashboard", metaDescription: "Not public" });
    expect(unknown.status).toBe(400);
    expect(statusText(parse(await unknown.text()))).toContain("Error: /admin/dashboard is not a public page of the site");
    expect(await storedRecord(seoKeyOfPath("/admin/dashboard"))).toBeUndefined();
  });

  it("saves JSON-LD holding </script>, and the page never lets it close its element", async () => {
    const payload = "</script><script>alert(1)</script><!-- & -->";
    const schemaMarkup = JSON.stringify({ "@context": "https://schema.org", "@type": "WebPage", name: payload, description: "</SCRIPT ><img src=x onerror=alert(2)>" });
    await saveRecord({ scope: "page", page: "/privacy-policy" }, { schemaMarkup });
    const page = await visit("/privacy-policy");
    expect(page.html).not.toContain("</script><script>alert(1)");
    expect(page.html).not.toMatch(/<\/script\s*><script>alert|<img src=x onerror/i);
    expect(page.html).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)");
    // parsed as a browser would: the entry comes back whole, and no other script was opened
    const [entry] = ofType(jsonLdOf(page), "WebPage");
    expect(entry!.name).toBe(payload);
    // (the hydration data carries the record too, escaped the same way: data, never code)
    expect([...page.document.querySelectorAll("script")].some((script) => /^\s*alert\(/.test(script.textContent ?? ""))).toBe(false);
    expect(page.document.querySelectorAll("img[onerror]").length).toBe(0);
  });
});

describe("the page cache", () => {
  it("shows each save on the next anonymous request, also for a page served from the cache", async () => {
    const chart = "/live-trading-chart";
    await visit(chart);
    const cached = await visit(chart);
    expect(cached.headers.get("x-cache")).toBe("HIT");
    expect(metaName(cached, "description")).toBe(GLOBAL.metaDescription);

    await saveRecord({ scope: "page", page: chart }, { metaDescription: "The chart page's fresh description." });
    const fresh = await visit(chart);
    expect(fresh.headers.get("x-cache")).toBe("MISS");
    expect(metaName(fresh, "description")).toBe("The chart page's fresh description.");

    // a post's page, cached, then given a title of its own
    const post = await publishedPostWithImage();
    await visit(`/blog/${post.slug}`);
    expect((await visit(`/blog/${post.slug}`)).headers.get("x-cache")).toBe("HIT");
    await saveRecord({ scope: "page", page: `/blog/${post.slug}` }, { pageTitle: "A post retitled for search" });
    const retitled = await visit(`/blog/${post.slug}`);
    expect(once(retitled, "title").textContent).toBe("A post retitled for search");
    expect(metaProperty(retitled, "og:title")).toBe("A post retitled for search");
    await saveRecord({ scope: "page", page: `/blog/${post.slug}` }, {});
    expect(once(await visit(`/blog/${post.slug}`), "title").textContent).toBe(`${post.title} | ${GLOBAL.siteTitle}`);

    // a global save reaches every cached page
    const margin = "/margin-calculator";
    await visit(margin);
    expect((await visit(margin)).headers.get("x-cache")).toBe("HIT");
    await saveRecord({ scope: "global" }, { ...GLOBAL, keywords: "changed global keywords" });
    expect(metaName(await visit(margin), "keywords")).toBe("changed global keywords");
    await saveRecord({ scope: "global" }, GLOBAL);
    expect(metaName(await visit(margin), "keywords")).toBe(GLOBAL.keywords);
  });
});

describe("a post's record belongs to the post", () => {
  async function blogsAction(address: string, fields: Record<string, string>) {
    const { body, contentType } = multipartBody(fields);
    const response = await fetch(`${app.url}${address}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: app.url, cookie, "content-type": contentType },
      body: new Uint8Array(body),
    });
    expect(response.status).toBe(302);
  }
  const postFields = (post: { id: string; title: string; description: string; keywords: string; content: string | null }, overrides: Record<string, string>) => ({
    intent: "save",
    id: post.id,
    title: post.title,
    slugAuto: "",
    description: post.description,
    keywords: post.keywords,
    tag: "",
    status: "Published",
    publishDate: "",
    publishTime: "",
    content: post.content ?? "",
    ...overrides,
  });

  it("moves with a renamed post, and a withdrawn or deleted post's record is never shown", async () => {
    const post = await createPost(unique("SEO Record Post"));
    const title = unique("Special title");
    await saveRecord({ scope: "page", page: `/blog/${post.slug}` }, { pageTitle: title, metaDescription: "Only for this post." });
    expect((await visit(`/blog/${post.slug}`)).document.title).toBe(title);
    // the same key, reached through an address that is no page, does not wear the record
    const lookalike = await visit(`/blog_${post.slug}`);
    expect(lookalike.status).toBe(404);
    expect(lookalike.document.title).not.toBe(title);
    expect(lookalike.document.querySelector('link[rel="canonical"]')).toBeNull();

    const renamed = `${post.slug}-renamed`;
    await blogsAction(`/admin/blogs?edit=${post.id}`, postFields(post, { slug: renamed }));
    expect(await storedRecord(`_blog_${post.slug}`)).toBeUndefined();
    expect((await storedRecord(`_blog_${renamed}`))?.pagePath).toBe(`/blog/${renamed}`);
    const moved = await visit(`/blog/${renamed}`);
    expect(moved.document.title).toBe(title);
    expect(once(moved, 'link[rel="canonical"]').getAttribute("href")).toBe(`${PUBLIC_URL}/blog/${renamed}`);

    // withdrawn to Draft: its address is a 404 that says nothing of the record
    await blogsAction(`/admin/blogs?edit=${post.id}`, postFields(post, { slug: renamed, status: "Draft" }));
    const withdrawn = await visit(`/blog/${renamed}`);
    expect(withdrawn.status).toBe(404);
    expect(withdrawn.html).not.toContain(title);
    expect(withdrawn.html).not.toContain("Only for this post.");
    expect(metaName(withdrawn, "robots")).toBe("noindex");

    await blogsAction(`/admin/blogs?confirm=${post.id}`, { intent: "delete", id: post.id });
    expect(await storedRecord(`_blog_${renamed}`)).toBeUndefined();
  });

  it("is found for an address in another case or with a trailing slash, with one canonical spelling", async () => {
    const about = await visit("/About/");
    expect(about.status).toBe(200);
    expect(once(about, 'link[rel="canonical"]').getAttribute("href")).toBe(`${PUBLIC_URL}/about`);
    expect(about.document.title).toBe((await visit("/about")).document.title);
  });
});

describe("when the SEO records cannot be read", () => {
  it("pages still answer, with the built-in head, and the records come back once they can be read", async () => {
    await database.db.schema.alterTable("seo").renameTo("seo_away").execute();
    try {
      // a save elsewhere empties the caches, so the next page must read the records again
      await saveRecord({ scope: "global" }, GLOBAL).catch(() => {});
      const page = await visit(`/margin-calculator?unread=${Date.now()}`);
      expect(page.status).toBe(200);
      expect(page.document.title).toContain("Margin Calculator");
      expect(page.document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    } finally {
      await database.db.schema.alterTable("seo_away").renameTo("seo").execute();
    }
    await saveRecord({ scope: "global" }, GLOBAL);
    expect(metaName(await visit(`/margin-calculator?read=${Date.now()}`), "description")).toBe(GLOBAL.metaDescription);
  });
});

describe("sitemap.xml and robots.txt", () => {
  /** The public addresses of the route table (app/routes.ts), walked rather than listed. */
  function publicRoutePaths(): string[] {
    const site = (routes as { file: string; children?: { path?: string; index?: boolean }[] }[]).find((entry) => entry.file === "routes/site/layout.tsx")!;
    // the newsletter's confirm and unsubscribe pages are the mails' links (noindex): no page to list
    return site
      .children!.filter((child) => child.index || (child.path && !child.path.includes(":") && child.path !== "*" && !child.path.startsWith("newsletter/")))
      .map((child) => (child.index ? "/" : `/${child.path}`));
  }

  async function sitemap(): Promise<{ loc: string; lastmod: string | null }[]> {
    const response = await fetch(`${app.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml\b/);
    const xml = new JSDOM(await response.text(), { contentType: "application/xml" }).window.document;
    expect(xml.documentElement.localName).toBe("urlset");
    expect(xml.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    return [...xml.getElementsByTagName("url")].map((url) => ({
      loc: url.getElementsByTagName("loc")[0]?.textContent ?? "",
      lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? null,
    }));
  }

  it("lists every public route and every visible post with its last change; no admin, draft or scheduled post", async () => {
    const draft = await createPost(unique("SEO Draft Post"), { status: "Draft" });
    const later = utcIsoToIst(new Date(Date.now() + 400 * 24 * 3600_000).toISOString())!;
    const scheduled = await createPost(unique("SEO Scheduled Post"), { publishDate: later.date, publishTime: later.time });
    expect(scheduled.publishAt).not.toBeNull();

    const entries = await sitemap();
    const locs = entries.map((entry) => entry.loc);
    expect(new Set(locs).size, "no address twice").toBe(locs.length);
    for (const loc of locs) {
      expect(new URL(loc).origin, loc).toBe(PUBLIC_URL);
      expect(new URL(loc).pathname, loc).not.toMatch(/^\/admin/);
    }
    const routePaths = publicRoutePaths();
    expect(routePaths.length).toBeGreaterThanOrEqual(15);
    for (const routePath of routePaths) {
      expect(locs, routePath).toContain(`${PUBLIC_URL}${routePath}`);
      expect(locs, routePath).toContain(`${PUBLIC_URL}${routePath === "/" ? "/hi" : `/hi${routePath}`}`);
    }

    const now = new Date().toISOString();
    const visible = await database.db
      .selectFrom("blogs")
      .select(["slug", "updatedAt"])
      .where("status", "=", "Published")
      .where((eb) => eb.or([eb("publishAt", "is", null), eb("publishAt", "<=", now)]))
      .execute();
    expect(visible.length).toBeGreaterThan(1);
    for (const post of visible) {
      const entry = entries.find((candidate) => candidate.loc === `${PUBLIC_URL}/blog/${post.slug}`);
      expect(entry, post.slug).toBeDefined();
      expect(entry!.lastmod).toBe(post.updatedAt);
    }
    for (const entry of entries) {
      if (entry.lastmod !== null) expect(ISO_8601.test(entry.lastmod) && !Number.isNaN(Date.parse(entry.lastmod)), `${entry.loc}: ${entry.lastmod}`).toBe(true);
    }
    expect(locs.filter((loc) => loc.startsWith(`${PUBLIC_URL}/blog/`))).toHaveLength(visible.length);
    expect(locs.filter((loc) => loc.startsWith(`${PUBLIC_URL}/hi/blog/`))).toHaveLength(visible.length);
    expect(locs).not.toContain(`${PUBLIC_URL}/blog/${draft.slug}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/blog/${scheduled.slug}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/hi/blog/${draft.slug}`);
    // every published course's page (issue 22)
    const courses = await database.db.selectFrom("courses").select("slug").where("status", "=", "Published").execute();
    expect(courses.length).toBeGreaterThan(0);
    for (const course of courses) expect(locs).toContain(`${PUBLIC_URL}/courses/${course.slug}`);
    // every page in both languages (issue 23)
    expect(locs.length).toBe(2 * (routePaths.length + visible.length + courses.length));
  });

  it("leaves out a page or post whose record says noindex, until it says otherwise", async () => {
    const calendar = "/economic-calendar";
    const post = await publishedPostWithImage();
    const postPath = `/blog/${post.slug}`;
    await saveRecord({ scope: "page", page: calendar }, { robotsMeta: "noindex, follow" });
    await saveRecord({ scope: "page", page: postPath }, { robotsMeta: "noindex" });
    const locs = (await sitemap()).map((entry) => entry.loc);
    expect(locs).not.toContain(`${PUBLIC_URL}${calendar}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/hi${calendar}`);
    expect(locs).not.toContain(`${PUBLIC_URL}${postPath}`);
    expect(locs).toContain(`${PUBLIC_URL}/contact`);
    expect(metaName(await visit(calendar), "robots")).toBe("noindex, follow");

    await saveRecord({ scope: "page", page: calendar }, {});
    await saveRecord({ scope: "page", page: postPath }, {});
    const back = (await sitemap()).map((entry) => entry.loc);
    expect(back).toContain(`${PUBLIC_URL}${calendar}`);
    expect(back).toContain(`${PUBLIC_URL}${postPath}`);
  });

  it("robots.txt disallows /admin and points to the sitemap", async () => {
    const response = await fetch(`${app.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain\b/);
    const lines = (await response.text()).split("\n").map((line) => line.trim());
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it("the /sitemap page links the same public routes and the admin sign-in", async () => {
    const page = await visit("/sitemap");
    const links = new Set([...page.document.querySelectorAll("main a[href], #main a[href]")].map((link) => link.getAttribute("href")));
    for (const routePath of publicRoutePaths()) expect(links, routePath).toContain(routePath);
    expect(links).toContain("/admin");
  });
});

describe("the two language versions (issue 23, decision 0032)", () => {
  const hindiOf = (path: string) => (path === "/" ? "/hi" : `/hi${path}`);
  /** The alternate links of a page's head, as [hreflang, href], each of which must sit in <head>. */
  function alternatesOf(page: Page): [string | null, string | null][] {
    const links = [...page.document.querySelectorAll('link[rel="alternate"][hreflang]')];
    for (const link of links) expect(link.parentElement).toBe(page.document.head);
    return links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]);
  }

  it("gives every page of both languages its own canonical and the same three alternates, and a Hindi page its Hindi name", async () => {
    const post = await publishedPostWithImage();
    for (const path of ["/", "/contact", "/blog", "/lot-size", "/terms-and-conditions", "/sitemap", `/blog/${post.slug}`]) {
      const versions = [
        ["en", path],
        ["hi", hindiOf(path)],
      ] as const;
      for (const [locale, address] of versions) {
        const page = await visit(address);
        expect(page.status, address).toBe(200);
        expect(page.document.documentElement.lang).toBe(locale === "en" ? "en-IN" : "hi");
        expectEachTagOnce(page);
        expect(once(page, 'link[rel="canonical"]').getAttribute("href"), address).toBe(`${PUBLIC_URL}${address}`);
        expect(metaProperty(page, "og:url")).toBe(`${PUBLIC_URL}${address}`);
        expect(alternatesOf(page), address).toEqual([
          ["en-IN", `${PUBLIC_URL}${path}`],
          ["hi-IN", `${PUBLIC_URL}${hindiOf(path)}`],
          ["x-default", `${PUBLIC_URL}${path}`],
        ]);
        expect(metaProperty(page, "og:locale")).toBe(locale === "en" ? "en_IN" : "hi_IN");
        expect(metaProperty(page, "og:locale:alternate")).toBe(locale === "en" ? "hi_IN" : "en_IN");
      }
    }
    // the global record has no Hindi text: the Hindi pages show their built-in Hindi texts, not its English words
    const contact = await visit("/hi/contact");
    expect(once(contact, "title").textContent).toBe("संपर्क | Candlewise Academy");
    expect(metaName(contact, "description")).toBe("कोर्स, मेंटरिंग या कैलकुलेटर के बारे में हमें लिखें; हम एक कामकाजी दिन के भीतर जवाब देते हैं।");
    expect(contact.document.head.innerHTML).not.toContain(GLOBAL.metaDescription);
    expect(contact.document.head.innerHTML).not.toContain(GLOBAL.keywords);
  });

  it("writes a Hindi page's structured data in Hindi at /hi addresses", async () => {
    const terms = jsonLdOf(await visit("/hi/terms-and-conditions"));
    expect(ofType(terms, "BreadcrumbList")[0]!.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "होम", item: `${PUBLIC_URL}/hi` },
      { "@type": "ListItem", position: 2, name: "नियम और शर्तें", item: `${PUBLIC_URL}/hi/terms-and-conditions` },
    ]);
    const home = jsonLdOf(await visit("/hi"));
    expect(ofType(home, "WebSite")[0]).toMatchObject({ url: `${PUBLIC_URL}/hi`, inLanguage: "hi-IN" });
    expect(ofType(jsonLdOf(await visit("/")), "WebSite")[0]).toMatchObject({ inLanguage: "en-IN" });
    expect(validateJsonLdBlocks([...terms, ...home])).toEqual([]);
  });

  it("claims no canonical or versions on a Hindi 404, titled in Hindi", async () => {
    const page = await visit("/hi/no-such-page");
    expect(page.status).toBe(404);
    expect(once(page, "title").textContent).toBe("पेज नहीं मिला | Candlewise Academy");
    expect(page.document.querySelectorAll('link[rel="canonical"], link[hreflang]')).toHaveLength(0);
  });

  it("shows a record's Hindi fields on /hi and its English ones on the English page; an empty Hindi field falls back to the built-in Hindi text", async () => {
    const pip = "/pip-calculator";
    const record = {
      pageTitle: "Pip value calculator for forex and NSE pairs",
      metaDescription: "The English description of the pip page's record.",
      keywords: "pip value, forex",
      openGraph: `<meta property="og:title" content="Pip values, worked out"><meta property="og:image" content="${PUBLIC_URL}/og/pip.png">`,
      pageTitleHi: "फ़ॉरेक्स और NSE पेयर के लिए पिप वैल्यू कैलकुलेटर",
      metaDescriptionHi: "पिप पेज के रिकॉर्ड का हिन्दी विवरण।",
      keywordsHi: "पिप वैल्यू, फ़ॉरेक्स",
      ogTitleHi: "पिप वैल्यू, तुरंत",
      ogDescriptionHi: "शेयर किए गए लिंक का हिन्दी सार।",
    };
    await saveRecord({ scope: "page", page: pip }, record);
    expect(await storedRecord(seoKeyOfPath(pip))).toMatchObject({ pageTitleHi: record.pageTitleHi, ogDescriptionHi: record.ogDescriptionHi });

    const hindi = await visit(hindiOf(pip));
    expectEachTagOnce(hindi);
    expect(once(hindi, "title").textContent).toBe(record.pageTitleHi);
    expect(metaName(hindi, "description")).toBe(record.metaDescriptionHi);
    expect(metaName(hindi, "keywords")).toBe(record.keywordsHi);
    expect(metaProperty(hindi, "og:title")).toBe(record.ogTitleHi);
    expect(metaProperty(hindi, "og:description")).toBe(record.ogDescriptionHi);
    expect(metaProperty(hindi, "og:image")).toBe(`${PUBLIC_URL}/og/pip.png`);
    expect(metaName(hindi, "twitter:title")).toBe(record.pageTitleHi);
    for (const english of [record.pageTitle, record.metaDescription, record.keywords, "Pip values, worked out"]) expect(hindi.document.head.innerHTML).not.toContain(english);

    const english = await visit(pip);
    expect(once(english, "title").textContent).toBe(record.pageTitle);
    expect(metaName(english, "description")).toBe(record.metaDescription);
    expect(metaProperty(english, "og:title")).toBe("Pip values, worked out");
    expect(english.document.head.innerHTML).not.toMatch(/[\u0900-\u097F]/);

    // the Hindi fields emptied (the cache is emptied by the save): the page's built-in Hindi texts
    await saveRecord({ scope: "page", page: pip }, { ...record, pageTitleHi: "", metaDescriptionHi: "", keywordsHi: "", ogTitleHi: "", ogDescriptionHi: "" });
    const fallback = await visit(hindiOf(pip));
    expect(once(fallback, "title").textContent).toBe("पिप कैलकुलेटर | Candlewise Academy");
    expect(metaName(fallback, "description")).toBe("फ़ॉरेक्स, क्रिप्टो और NSE करेंसी पेयर में एक पिप की चाल की क़ीमत, आपकी अकाउंट करेंसी में।");
    expect(metaProperty(fallback, "og:title")).toBe("पिप कैलकुलेटर | Candlewise Academy");
    expect(fallback.document.querySelector('meta[name="keywords"]')).toBeNull();
    for (const english of [record.pageTitle, record.metaDescription, record.keywords, "Pip values, worked out"]) expect(fallback.document.head.innerHTML).not.toContain(english);
    await saveRecord({ scope: "page", page: pip }, {});
  });

  it("checks the Hindi fields as it checks the English ones, and keeps each kind of title to its record", async () => {
    const tooLong = await postSeo(formOf({ scope: "page", page: "/risk-reward" }, { metaDescriptionHi: "व".repeat(501) }));
    expect(tooLong.status).toBe(400);
    expect(statusText(parse(await tooLong.text()))).toContain("Error: Hindi description: at most 500 characters");
    expect(await storedRecord(seoKeyOfPath("/risk-reward"))).toBeUndefined();

    await saveRecord({ scope: "page", page: "/risk-reward" }, { pageTitleHi: "  रिस्क-रिवॉर्ड  ", siteTitleHi: "not for a page" });
    expect(await storedRecord(seoKeyOfPath("/risk-reward"))).toMatchObject({ pageTitleHi: "रिस्क-रिवॉर्ड", siteTitleHi: null });
    await saveRecord({ scope: "page", page: "/risk-reward" }, {});
  });

  it("lists both versions of every page in sitemap.xml, each naming all versions with xhtml:link", async () => {
    const response = await fetch(`${app.url}/sitemap.xml`);
    const text = await response.text();
    const xml = new JSDOM(text, { contentType: "application/xml" }).window.document;
    expect(xml.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(xml.documentElement.getAttribute("xmlns:xhtml")).toBe(XHTML);
    const urls = [...xml.getElementsByTagNameNS(SITEMAP, "url")];
    expect(urls.length).toBeGreaterThan(30);
    const locs = new Set(urls.map((url) => url.getElementsByTagNameNS(SITEMAP, "loc")[0]!.textContent!));
    for (const url of urls) {
      const loc = url.getElementsByTagNameNS(SITEMAP, "loc")[0]!.textContent!;
      const links = [...url.getElementsByTagNameNS(XHTML, "link")].map((link) => [link.getAttribute("rel"), link.getAttribute("hreflang"), link.getAttribute("href")]);
      // the English version's path; a post with a Hindi address names that as its Hindi version (decision 0051)
      const path = new URL(links[0]?.[2] ?? loc).pathname;
      const hindi = links[1]?.[2] ?? "";
      const hindiAddress = path.startsWith("/blog/") && hindi.startsWith(`${PUBLIC_URL}/hi/blog/`) ? hindi : `${PUBLIC_URL}${hindiOf(path)}`;
      expect([`${PUBLIC_URL}${path}`, hindiAddress], loc).toContain(loc);
      expect(links, loc).toEqual([
        ["alternate", "en-IN", `${PUBLIC_URL}${path}`],
        ["alternate", "hi-IN", hindiAddress],
        ["alternate", "x-default", `${PUBLIC_URL}${path}`],
      ]);
      // each version an entry names is listed itself (the alternates are reciprocal)
      for (const [, , href] of links) expect(locs, `${loc} → ${href}`).toContain(href);
    }
  });

  it("links the pages from the Hindi /sitemap page in Hindi, at /hi addresses", async () => {
    const page = await visit("/hi/sitemap");
    expect(once(page, "title").textContent).toBe("साइटमैप | Candlewise Academy");
    expect(page.document.querySelector("h1")?.textContent).toBe("साइटमैप");
    // the interface's links; the course pages' follow, named by their courses (English content, marked
    // so, but for a course translated whole, named in Hindi)
    const links = [...page.document.querySelectorAll("#main a[href]")].filter((link) => !link.closest("[data-testid=sitemap-courses]")).map((link) => [link.getAttribute("href"), link.textContent]);
    const courses = [...page.document.querySelectorAll("[data-testid=sitemap-courses] a[href]")];
    expect(courses.length).toBeGreaterThan(0);
    for (const link of courses) {
      const hindi = /[\u0900-\u097F]/.test(link.textContent ?? "");
      expect([link.getAttribute("lang"), link.getAttribute("href")?.startsWith("/hi/courses/")]).toEqual([hindi ? null : "en-IN", true]);
    }
    expect(links).toContainEqual(["/hi", "होम"]);
    expect(links).toContainEqual(["/hi/profit-loss-calculator", "प्रॉफ़िट और लॉस कैलकुलेटर"]);
    expect(links).toContainEqual(["/hi/refund-cancellation", "रिफ़ंड और कैंसलेशन पॉलिसी"]);
    expect(links).toContainEqual(["/admin", "एडमिन"]);
    for (const [href, label] of links) {
      if (href !== "/admin") expect(href).toMatch(/^\/hi(\/|$)/);
      expect(label, href!).toMatch(/[\u0900-\u097F]/);
    }
    // every listed page and the back office
    expect(links).toHaveLength(publicPages.length + 1);
  });
});

const SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML = "http://www.w3.org/1999/xhtml";

describe("who may save", () => {
  // The authorisation census (admin-authorisation.test.ts) walks /admin/seo with every identity and
  // fingerprints the database; here only what a visitor would see after such an attempt.
  it("refuses an anonymous or cross-site save, with the record and the page unchanged", async () => {
    const about = "/about";
    const stored = await storedRecord(seoKeyOfPath(about));
    expect(stored).toBeDefined();
    const before = headFingerprint(await visit(about));
    const hostile = formOf({ scope: "page", page: about }, { pageTitle: "Owned", metaDescription: "Owned" });

    const anonymous = await fetch(`${app.url}/admin/seo`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(hostile),
    });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin");
    expect((await postSeo(hostile, { origin: "https://evil.example" })).status).toBe(403);
    expect((await postSeo(hostile, { "sec-fetch-site": "cross-site" })).status).toBe(403);

    expect(await storedRecord(seoKeyOfPath(about))).toEqual(stored);
    const after = await visit(about);
    expect(headFingerprint(after)).toBe(before);
    expect(after.html).not.toContain("Owned");
  });
});

// ---------------------------------------------------------------------------------------------
// A schema.org checker for the types the site publishes.
//
// Why not a package: the maintained validator on npm (@adobe/structured-data-validator) needs the
// schema.org vocabulary fetched from schema.org at run time (the tests run offline) and has no rules
// for BlogPosting, Course or WebSite. These rules come from the schema.org definitions of the types
// (their properties, inherited ones included) and from the required properties search engines ask
// of them (Article: headline, image, dates, author with a name; Course: name, description;
// BreadcrumbList: positions from 1 with a name and an item).

const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const THING = ["@context", "@type", "@id", "name", "description", "url", "image", "sameAs", "alternateName", "identifier", "mainEntityOfPage", "potentialAction"];
const CREATIVE_WORK = [...THING, "headline", "author", "publisher", "datePublished", "dateModified", "dateCreated", "keywords", "inLanguage", "about", "isPartOf", "thumbnailUrl", "creator"];
const LIST = [...THING, "itemListElement", "numberOfItems", "itemListOrder"];

const SCHEMA: Record<string, { properties: string[]; required?: string[]; topLevelRequired?: string[] }> = {
  Organization: { properties: [...THING, "logo", "email", "telephone", "address", "founder", "foundingDate", "contactPoint", "legalName"], required: ["name"], topLevelRequired: ["url", "logo"] },
  WebSite: { properties: [...CREATIVE_WORK], required: ["name", "url"] },
  WebPage: { properties: [...CREATIVE_WORK, "breadcrumb", "primaryImageOfPage", "lastReviewed"], required: ["name"] },
  AboutPage: { properties: [...CREATIVE_WORK, "breadcrumb"], required: ["name"] },
  ItemList: { properties: LIST, required: ["itemListElement"] },
  BreadcrumbList: { properties: LIST, required: ["itemListElement"] },
  ListItem: { properties: [...THING, "position", "item", "nextItem", "previousItem"], required: ["position"] },
  Course: { properties: [...CREATIVE_WORK, "provider", "courseCode", "hasCourseInstance", "offers", "educationalLevel", "coursePrerequisites", "teaches"], required: ["name", "description"] },
  // a course page (issue 22): Google's course info asks for an offer's category and an instance's mode and workload or schedule
  CourseInstance: { properties: [...THING, "courseMode", "courseWorkload", "courseSchedule", "startDate", "endDate", "instructor", "location"], required: ["courseMode"] },
  Offer: { properties: [...THING, "category", "price", "priceCurrency", "availability", "validFrom", "priceValidUntil"], required: ["category", "price", "priceCurrency"] },
  FAQPage: { properties: [...CREATIVE_WORK, "mainEntity"], required: ["mainEntity"] },
  Question: { properties: [...THING, "acceptedAnswer", "text"], required: ["name", "acceptedAnswer"] },
  Answer: { properties: [...THING, "text"], required: ["text"] },
  BlogPosting: { properties: [...CREATIVE_WORK, "articleBody", "articleSection", "wordCount"], required: ["headline", "image", "datePublished", "dateModified", "author"] },
  Person: { properties: [...THING, "email", "jobTitle"], required: ["name"] },
  PostalAddress: { properties: [...THING, "streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"] },
  ImageObject: { properties: [...THING, "contentUrl", "width", "height", "caption"], required: ["url"] },
};

/** Properties whose text values are addresses: they must be absolute http(s) URLs. */
const URL_PROPERTIES = new Set(["url", "logo", "image", "sameAs", "item", "@id", "contentUrl", "thumbnailUrl"]);

function validateJsonLdBlocks(blocks: unknown[]): string[] {
  const problems: string[] = [];
  blocks.forEach((block, index) => {
    const entries = Array.isArray(block) ? block : [block];
    for (const entry of entries) {
      if (typeof entry !== "object" || entry === null) {
        problems.push(`block ${index}: not an object`);
        continue;
      }
      const record = entry as Record<string, unknown>;
      if (record["@context"] !== "https://schema.org") problems.push(`block ${index}: @context must be "https://schema.org", is ${JSON.stringify(record["@context"])}`);
      checkNode(record, `${String(record["@type"])}`, true, problems);
    }
  });
  return problems;
}

function checkNode(node: Record<string, unknown>, where: string, topLevel: boolean, problems: string[]) {
  const type = node["@type"];
  const rules = typeof type === "string" ? SCHEMA[type] : undefined;
  if (!rules) {
    problems.push(`${where}: @type ${JSON.stringify(type)} is not a schema.org type this site publishes`);
    return;
  }
  if (!topLevel && "@context" in node) problems.push(`${where}: @context belongs on the top-level entry only`);
  // A node that only names another by its @id (mainEntityOfPage's WebPage) is a reference, not a description.
  const reference = typeof node["@id"] === "string" && Object.keys(node).every((key) => key === "@type" || key === "@id");
  for (const property of reference ? [] : [...(rules.required ?? []), ...(topLevel ? (rules.topLevelRequired ?? []) : [])]) {
    const value = node[property];
    if (value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)) problems.push(`${type}.${property} is required (${where})`);
  }
  for (const [property, value] of Object.entries(node)) {
    if (!rules.properties.includes(property)) problems.push(`${where}: "${property}" is not a property of ${type}`);
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === "string" && URL_PROPERTIES.has(property) && !isAbsoluteUrl(item)) problems.push(`${where}.${property}: ${item} is not an absolute http(s) URL`);
      if (item && typeof item === "object") {
        const child = item as Record<string, unknown>;
        if ("@type" in child) checkNode(child, `${where}.${property}`, false, problems);
        else if (!["mainEntityOfPage"].includes(property)) problems.push(`${where}.${property}: a nested object needs an @type`);
      }
    }
  }

  if (type === "BlogPosting") checkArticle(node, where, problems);
  if (type === "ItemList" || type === "BreadcrumbList") checkList(node, type, where, problems);
  if (type === "Organization" && topLevel && typeof node.logo !== "string") problems.push(`${where}.logo must be an image URL`);
}

function checkArticle(node: Record<string, unknown>, where: string, problems: string[]) {
  const headline = node.headline;
  if (typeof headline !== "string" || headline.length > 110) problems.push(`${where}.headline must be text of at most 110 characters`);
  for (const property of ["datePublished", "dateModified"]) {
    const value = node[property];
    if (value !== undefined && (typeof value !== "string" || !ISO_8601.test(value) || Number.isNaN(Date.parse(value)))) problems.push(`${where}.${property}: ${JSON.stringify(value)} is not an ISO 8601 date`);
  }
  if (typeof node.datePublished === "string" && typeof node.dateModified === "string" && Date.parse(node.dateModified) < Date.parse(node.datePublished)) {
    problems.push(`${where}.dateModified is before datePublished`);
  }
  const authors = Array.isArray(node.author) ? node.author : [node.author];
  for (const author of authors) {
    const record = author as Record<string, unknown> | undefined;
    if (!record || !["Person", "Organization"].includes(String(record["@type"]))) problems.push(`${where}.author must be a Person or an Organization`);
    else if (typeof record.name !== "string" || !record.name) problems.push(`${where}.author.name is required`);
  }
  const images = Array.isArray(node.image) ? node.image : [node.image];
  if (images.some((image) => typeof image !== "string" && !(image && typeof image === "object" && (image as Record<string, unknown>)["@type"] === "ImageObject"))) {
    problems.push(`${where}.image must be URLs or ImageObjects`);
  }
}

function checkList(node: Record<string, unknown>, type: string, where: string, problems: string[]) {
  const items = node.itemListElement;
  if (!Array.isArray(items) || items.length === 0) {
    problems.push(`${where}.itemListElement must be a non-empty list`);
    return;
  }
  items.forEach((item, index) => {
    const entry = item as Record<string, unknown>;
    if (entry["@type"] !== "ListItem") problems.push(`${where}.itemListElement[${index}] must be a ListItem`);
    if (entry.position !== index + 1) problems.push(`${where}.itemListElement[${index}].position must be ${index + 1}, is ${JSON.stringify(entry.position)}`);
    if (type === "BreadcrumbList") {
      if (typeof entry.name !== "string" || !entry.name) problems.push(`${where}.itemListElement[${index}].name is required`);
      if (typeof entry.item !== "string") problems.push(`${where}.itemListElement[${index}].item must be the page's URL`);
    } else if (entry.item === undefined && entry.url === undefined) {
      problems.push(`${where}.itemListElement[${index}] needs an item or a url`);
    }
  });
}

function isAbsoluteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.host !== "";
  } catch {
    return false;
  }
}
