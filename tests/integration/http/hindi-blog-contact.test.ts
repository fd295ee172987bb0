import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_TEXT_MAX } from "../../../app/domain/blog";
import { CONTACT_HONEYPOT_FIELD, CONTACT_RATE_LIMIT } from "../../../app/domain/contact";
import { formatDate } from "../../../app/domain/dates";
import { messages } from "../../../app/domain/messages";
import { catalogue } from "../../../app/i18n/catalogue";
import { openSqlite, SQLITE_LOCK_WAIT_MS, type DatabaseHandle } from "../../../app/server/db/database.server";
import { createBlog, updateBlog, type BlogInput } from "../../../app/server/repos/blogs.server";
import { startApp, type RunningApp } from "../../support/app-process";
import { validContactFields } from "../../support/contact-form";

/*
 * The Hindi edition of the blog, the contact form and the market pages (issue 23), as the
 * production build serves them to a browser without JavaScript: every interface text in Hindi,
 * the posts themselves marked as English, every link staying under /hi, and every answer of the
 * contact form in Hindi, the database's own failures included (a held write lock, a missing table).
 */

const hi = catalogue.blog.hi;
const results = catalogue.blogResults.hi;
const contact = catalogue.contact.hi;
const answers = catalogue.contactAnswers.hi;
const markets = catalogue.markets.hi;

const tag = `${process.pid}${Date.now().toString(36)}`;
const extraPosts = 12; // with the demo's posts, more than one page of 12
const post = (index: number): BlogInput => ({
  title: `Paged ${tag} number ${index}`,
  slug: `paged-${tag}-${index}`,
  author: "Candlewise Academy",
  description: "<p>About markets.</p>",
  keywords: `Paging ${tag}`,
  status: "Published",
  image: "/demo/blog/default.svg",
  tag: null,
  content: "<p>Body.</p>",
  date: `2026-10-${String(index + 1).padStart(2, "0")}T10:00:00.000Z`,
  publishAt: null,
});

let app: RunningApp;
let handle: DatabaseHandle;

beforeAll(async () => {
  // behind a trusted proxy, so that each post can be its own client for the rate limit
  app = await startApp({ env: { TRUST_PROXY: "loopback" } });
  handle = openSqlite(path.join(app.dataDir, "site.db"));
  // written before any page is asked for, so no cached page predates them
  const created = [];
  for (let index = 1; index <= extraPosts; index++) created.push(await createBlog(handle.db, post(index)));
  await updateBlog(handle.db, created[0]!.id, { slug: `renamed-${tag}` }, { redirectFrom: `paged-${tag}-1` });
}, 60_000);

afterAll(async () => {
  await handle?.close();
  await app?.stop();
});

const get = (address: string) => fetch(`${app.url}${address}`, { redirect: "manual" });

async function page(address: string, status = 200): Promise<string> {
  const response = await get(address);
  expect(response.status, address).toBe(status);
  return response.text();
}

/** What a reader sees: the document without its scripts and tags, entities read. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The main element, where these pages' own texts are (the header and footer are another area's). */
function mainOf(html: string): string {
  return /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
}

/** A catalogue id shown instead of its text: the page used a text of an area its path is not sent. */
const LEAKED_ID = new RegExp(`\\b(?:${Object.keys(catalogue).join("|")})\\.[a-zA-Z]+\\b`);

/** `<a …>` with all these attributes, in whatever order React wrote them. */
const anchorWith = (...attributes: string[]) => new RegExp(`<a ${attributes.map((attribute) => `(?=[^>]*${attribute})`).join("")}[^>]*>`);

function expectHindiPage(html: string, englishTexts: string[]) {
  expect(html).toMatch(/^<!DOCTYPE html><html lang="hi"/);
  expect(visibleText(html)).not.toMatch(LEAKED_ID);
  // the page's own part: the header and footer are other areas' (and a post's words stay English)
  const text = visibleText(mainOf(html));
  for (const english of englishTexts) expect(text, `English "${english}" left on a Hindi page`).not.toContain(english);
  // every link to a page of the site stays in Hindi (assets, the English switch and /admin aside)
  for (const [, href] of mainOf(html).matchAll(/<a [^>]*href="(\/[^"]*)"/g)) expect(href, "a link in the page").toMatch(/^\/hi(?:\/|$|\?)/);
  for (const [, action] of html.matchAll(/<form [^>]*action="([^"]*)"/g)) expect(action, "a form's address").toMatch(/^\/hi(?:\/|$|\?)/);
}

const englishBlogTexts = ["Search articles", "Search the blog", "Filter by keyword", "Showing", "Previous", "Next", "Pagination", "No posts", "Back to Blog", "← Back", "Article Not Found"];

describe("the Hindi blog", () => {
  it("lists the posts in Hindi, with the posts marked English, Hindi dates and links under /hi", async () => {
    const html = await page("/hi/blog");
    expectHindiPage(html, englishBlogTexts);
    const main = mainOf(html);
    expect(main).toContain(`<h1 class="text-4xl">${hi.title}</h1>`);
    expect(main).toContain(hi.someInEnglish);
    expect(visibleText(main)).toMatch(/कुल \d+ पोस्ट में से 1–12 दिखाई जा रही हैं।/);
    expect(main).toContain(`placeholder="${hi.searchPlaceholder}"`);
    expect(main).toContain(`aria-label="${hi.keywordNav}"`);
    // a card: its title, description and link in English, marked so; its date in Hindi
    const card = new RegExp(`<h2 lang="en-IN"[^>]*><a [^>]*href="/hi/blog/paged-${tag}-12"[^>]*>Paged ${tag} number 12</a><span lang="hi"[^>]*>${hi.inEnglish.replace(/[()]/g, "\\$&")}</span></h2><p lang="en-IN"`);
    expect(main).toMatch(card);
    expect(main).toContain(`<time dateTime="2026-10-13T10:00:00.000Z">${formatDate("2026-10-13T10:00:00.000Z", "hi")}</time>`);
    expect(formatDate("2026-10-13T10:00:00.000Z", "hi")).toMatch(/^13 अक्टू/);
    // the keyword chips: a keyword is the post's word, its count's noun Hindi
    expect(main).toMatch(new RegExp(`href="/hi/blog\\?keyword=Paging\\+${tag}"[^>]*><span lang="en-IN">Paging ${tag}</span><span[^>]*>12<span class="sr-only"> (?:<!-- -->)?पोस्ट</span>`, "i"));
    // the pages
    expect(main).toContain(`aria-label="${hi.pagination}"`);
    expect(main).toMatch(anchorWith('href="/hi/blog\\?page=2"', 'aria-label="पेज 2"'));
    expect(main).toMatch(new RegExp(`${anchorWith('href="/hi/blog\\?page=2"', 'rel="next"').source}अगला</a>`));
    expect(html).toContain('<link rel="next" href="/hi/blog?page=2"/>');
  });

  it("shows the second page with a Hindi status line and a link back to the first", async () => {
    const html = await page("/hi/blog?page=2");
    expectHindiPage(html, englishBlogTexts);
    expect(visibleText(mainOf(html))).toMatch(/कुल (\d+) पोस्ट में से 13–\1 दिखाई जा रही है/);
    expect(mainOf(html)).toMatch(new RegExp(`${anchorWith('href="/hi/blog"', 'rel="prev"').source}पिछला</a>`));
    const beyond = await page("/hi/blog?page=9", 404);
    expect(visibleText(mainOf(beyond))).toContain("इस सूची में पेज 9 नहीं है।");
    expect(mainOf(beyond)).toContain(`>${hi.firstPage}</a>`);
  });

  it("searches in Hindi: the results, a search with none, a keyword with none, a search too long", async () => {
    const found = await page(`/hi/blog?q=${encodeURIComponent("pips")}`);
    expectHindiPage(found, englishBlogTexts);
    expect(visibleText(mainOf(found))).toMatch(/“pips” से मेल खाती कुल \d+ पोस्ट में से 1–\d+ दिखाई जा रही (?:है|हैं)।/);
    expect(mainOf(found)).toContain('action="/hi/blog"');

    const none = await page(`/hi/blog?q=zzqx${tag}`);
    expectHindiPage(none, englishBlogTexts);
    expect(visibleText(mainOf(none))).toContain(`“zzqx${tag}” से मेल खाती कोई पोस्ट नहीं मिली।`);
    expect(mainOf(none)).toMatch(new RegExp(`<a [^>]*href="/hi/blog"[^>]*>${hi.clearSearch}</a>`));

    const noneTagged = await page(`/hi/blog?q=zzqx${tag}&keyword=${encodeURIComponent(`Paging ${tag}`)}`);
    expect(visibleText(mainOf(noneTagged))).toContain(`“Paging ${tag}” टैग वाली पोस्ट में “zzqx${tag}” से मेल खाती कोई पोस्ट नहीं मिली।`);

    const tooLong = await page(`/hi/blog?q=${"a".repeat(SEARCH_TEXT_MAX + 1)}`);
    expectHindiPage(tooLong, [...englishBlogTexts, "too long"]);
    expect(visibleText(mainOf(tooLong))).toContain(`कृपया ज़्यादा से ज़्यादा ${SEARCH_TEXT_MAX} अक्षर लिखें।`);
    // the list's sentences are written by the server: a page carries the one it shows, in its language only
    expect(found).not.toContain(results.noMatch.slice(-10));
    expect(found).not.toContain("matching");
  });

  it("shows a post in English, marked so, inside a Hindi page, with a Hindi date and the way back under /hi", async () => {
    const html = await page(`/hi/blog/paged-${tag}-2`);
    expectHindiPage(html, englishBlogTexts);
    const main = mainOf(html);
    expect(main).toMatch(new RegExp(`<h1 lang="en-IN"[^>]*>Paged ${tag} number 2</h1>`));
    expect(main).toContain('<span lang="en-IN">Candlewise Academy</span>');
    expect(main).toContain(`>${formatDate("2026-10-03T10:00:00.000Z", "hi")}</time>`);
    expect(main).toContain('<div lang="en-IN" class="blog-content mt-6"><p>Body.</p></div>');
    expect(main).toMatch(/<a [^>]*href="\/hi\/blog"[^>]*>← वापस<\/a>/);
    expect(main).toContain(hi.englishOnlyPost);
  });

  it("answers a missing post with the Hindi Article Not Found page, and an old address with its new one under /hi", async () => {
    const missing = await page(`/hi/blog/nothing-here-${tag}`, 404);
    expectHindiPage(missing, englishBlogTexts);
    expect(mainOf(missing)).toContain(`<h1 class="text-3xl">${hi.notFound}</h1>`);
    expect(mainOf(missing)).toMatch(new RegExp(`<a [^>]*href="/hi/blog"[^>]*>${hi.backToBlog}</a>`));

    const moved = await get(`/hi/blog/paged-${tag}-1`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`/hi/blog/renamed-${tag}`);
    const english = await get(`/blog/paged-${tag}-1`);
    expect(english.headers.get("location")).toBe(`/blog/renamed-${tag}`);
  });

  it("leaves the English blog in English", async () => {
    const html = await page("/blog");
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-IN"/);
    expect(visibleText(mainOf(html))).toMatch(/Showing 1–12 of \d+ posts\./);
    expect(mainOf(html)).not.toMatch(/[\u0900-\u097F]/);
    expect(mainOf(html)).not.toContain('lang="en-IN"');
  });
});

let clientCounter = 0;
const newClient = () => `198.51.100.${++clientCounter}`;
const marker = () => Math.random().toString(16).slice(2, 10);

/** The form as a browser without JavaScript posts it to the Hindi page. */
function postHindi(fields: Record<string, string>, client = newClient()) {
  return fetch(`${app.url}/hi/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": client, origin: app.url },
    body: new URLSearchParams(fields),
  });
}

/** The error under a field, found through the field's aria-describedby. */
function fieldError(html: string, fieldName: string): string {
  const field = new RegExp(`<(?:input|textarea)[^>]*name="${fieldName}"[^>]*>`).exec(html)?.[0] ?? "";
  const ids = /aria-describedby="([^"]+)"/.exec(field)?.[1]?.split(" ") ?? [];
  const escaped = (id: string) => id.replace(/[.*+?^${}()|[\]\\:]/g, "\\$&");
  return ids.map((id) => visibleText(new RegExp(`id="${escaped(id)}"[^>]*>([\\s\\S]*?)</p>`).exec(html)?.[1] ?? "")).join(" ");
}

const englishContactTexts = ["First name", "Last name", "Send Message", "Contact us", "Privacy Policy", "Leave this field empty", "I agree", "characters", "Please", "Sorry", "Thank you"];

describe("the Hindi contact form, without JavaScript", () => {
  it("is in Hindi, with the notice's link to the Hindi privacy policy", async () => {
    const html = await page("/hi/contact");
    expectHindiPage(html, englishContactTexts);
    const main = mainOf(html);
    for (const label of [contact.firstName, contact.lastName, contact.phone, contact.email, contact.message]) expect(main).toContain(`>${label}<`);
    expect(main).toContain(`<h1 class="text-4xl">${contact.title}</h1>`);
    expect(main).toContain(contact.consent);
    expect(main).toContain(contact.honeypot);
    expect(main).toContain(`>${contact.send}</button>`);
    expect(main).toMatch(/<a [^>]*href="\/hi\/privacy-policy"[^>]*>प्राइवेसी पॉलिसी<\/a>/);
    expect(visibleText(main)).toMatch(/और \d+ महीने बाद संदेश मिटा देते हैं।/);
    // the form posts to the page it is on: the Hindi page answers in Hindi
    expect(main).toMatch(/<form [^>]*action="\/hi\/contact" method="post">/);
  });

  it("answers a message sent in Hindi, and stores it", async () => {
    const sent = marker();
    const response = await postHindi(validContactFields(sent));
    // redirected to the Hindi page that says so (decision 0060)
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/hi/contact?sent=1");
    const html = await page("/hi/contact?sent=1");
    expectHindiPage(html, englishContactTexts);
    expect(html).toContain(answers.sent);
    const stored = await handle.db.selectFrom("contacts").select("message").where("message", "like", `%${sent}%`).execute();
    expect(stored).toHaveLength(1);
  });

  it("names each missing or wrong field in Hindi, keeps what was typed and stores nothing", async () => {
    const response = await postHindi({ firstName: "", lastName: " ", phone: "abc", email: "not-mail", message: "", [CONTACT_HONEYPOT_FIELD]: "" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expectHindiPage(html, englishContactTexts);
    expect(fieldError(html, "firstName")).toContain(answers.firstNameMissing);
    expect(fieldError(html, "lastName")).toContain(answers.lastNameMissing);
    expect(fieldError(html, "phone")).toContain(answers.phoneInvalid);
    expect(fieldError(html, "email")).toContain(answers.emailInvalid);
    expect(fieldError(html, "message")).toContain(answers.messageMissing);
    expect(html).toContain(answers.consentMissing);
    expect(html).toMatch(/name="email"[^>]*value="not-mail"|value="not-mail"[^>]*name="email"/);

    const empty = await (await postHindi({ ...validContactFields(marker()), phone: " ", email: "" })).text();
    expect(fieldError(empty, "phone")).toContain(answers.phoneMissing);
    expect(fieldError(empty, "email")).toContain(answers.emailMissing);
  });

  it("refuses a message too long in Hindi: 301 characters, and a few letters under 90,000 accent marks", async () => {
    const over = await postHindi({ ...validContactFields(marker()), message: "x".repeat(301) });
    expect(over.status).toBe(400);
    expect(fieldError(await over.text(), "message")).toContain("आपका संदेश ज़्यादा से ज़्यादा 300 अक्षरों का हो सकता है।");

    const accents = await postHindi({ ...validContactFields(marker()), message: `abc${"\u0301".repeat(90_000)}` });
    expect(accents.status).toBe(400);
    const html = await accents.text();
    expect(fieldError(html, "message")).toContain(contact.messageTooLong);
    expect(html).not.toContain(answers.sent);

    const longName = await postHindi({ ...validContactFields(marker()), firstName: "n".repeat(81) });
    expect(fieldError(await longName.text(), "firstName")).toContain("ज़्यादा से ज़्यादा 80 अक्षर।");
  });

  it("refuses a filled honeypot in Hindi", async () => {
    const response = await postHindi({ ...validContactFields(marker()), [CONTACT_HONEYPOT_FIELD]: "https://spam.example" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(answers.honeypotFilled);
    expect(html).not.toContain(messages.contact.honeypot.replace(/'/g, "&#x27;"));
  });

  it(`answers the message past ${CONTACT_RATE_LIMIT.max} in 10 minutes with 429 in Hindi`, async () => {
    const client = newClient();
    for (let index = 0; index < CONTACT_RATE_LIMIT.max; index++) expect((await postHindi(validContactFields(marker()), client)).status).toBe(303);
    const refused = await postHindi(validContactFields(marker()), client);
    expect(refused.status).toBe(429);
    const html = await refused.text();
    expect(html).toContain(answers.rateLimited);
    expect(html).not.toContain(messages.contact.rateLimited);
  });

  it("answers in Hindi when the database keeps its write lock past the wait (503), and keeps what was typed", async () => {
    const blocker = new Database(path.join(app.dataDir, "site.db"));
    const typed = marker();
    try {
      blocker.exec("begin immediate");
      const response = await postHindi(validContactFields(typed));
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(html).toContain(answers.unavailable);
      expect(html).toContain(typed);
    } finally {
      blocker.exec("rollback");
      blocker.close();
    }
  }, SQLITE_LOCK_WAIT_MS + 15_000);

  it("answers in Hindi when the message cannot be stored (500); last, since it takes the contacts table away", async () => {
    const other = new Database(path.join(app.dataDir, "site.db"));
    try {
      other.exec("alter table contacts rename to contacts_away");
    } finally {
      other.close();
    }
    const response = await postHindi(validContactFields(marker()));
    expect(response.status).toBe(500);
    expect(await response.text()).toContain(answers.failed);
  });
});

describe("the Hindi market pages", () => {
  it.each([
    { path: "/hi/economic-calendar", title: markets.calendarTitle, region: markets.calendarRegion, provider: markets.calendarProviderLink, noScript: "इकोनॉमिक कैलेंडर के लिए JavaScript चाहिए", loading: "इकोनॉमिक कैलेंडर लोड हो रहा है…", failed: "इकोनॉमिक कैलेंडर लोड नहीं हो सका।" },
    { path: "/hi/live-trading-chart", title: markets.chartTitle, region: markets.chartRegion, provider: markets.chartProviderLink, noScript: "चार्ट के लिए JavaScript चाहिए", loading: "चार्ट लोड हो रहा है…", failed: "चार्ट लोड नहीं हो सका।" },
  ])("$path is in Hindi around TradingView's widget", async ({ path: address, title, region, provider, noScript, loading, failed }) => {
    const html = await page(address);
    expectHindiPage(html, ["Economic Calendar", "Market Summary", "Loading", "could not load", "needs JavaScript", "Track all markets", "opens in a new tab", "How to read", "Impact and volatility", "Prices come from"]);
    const main = mainOf(html);
    expect(main).toContain(`>${title}</h1>`);
    expect(main).toContain(`<section aria-label="${region}"`);
    expect(visibleText(main)).toContain(noScript);
    // the states the widgets' script shows (decision 0061) come from the server, in Hindi
    expect(visibleText(main)).toContain(loading);
    expect(visibleText(main)).toContain(failed);
    expect(visibleText(main)).toContain(provider.slice(0, -" खोलें".length));
    expect(visibleText(main)).toContain(markets.attribution);
    expect(visibleText(main)).toContain("(नए टैब में खुलता है)");
  });

  it("explains the calendar's English columns in Hindi", async () => {
    const main = mainOf(await page("/hi/economic-calendar"));
    for (const heading of [markets.impactHeading, markets.timeZoneHeading]) expect(main).toContain(`>${heading}<`);
    // the widget's English column names follow in brackets, marked as English
    expect(main).toContain('तारीख़ <span lang="en">(Date)</span>');
    expect(main).toContain('अनुमान <span lang="en">(Forecast)</span>');
    expect(main).toContain('<strong class="font-semibold text-navy-900">वास्तविक <span lang="en">(Actual)</span></strong>');
  });
});
