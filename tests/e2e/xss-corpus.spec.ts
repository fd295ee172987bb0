import type { BrowserContext, Page } from "@playwright/test";
import { CONTACT_HONEYPOT_FIELD } from "../../app/domain/contact";
import { publicPages } from "../../app/domain/public-pages";
import { signIn } from "../support/app-process";
import { renderedFormValues } from "../support/rendered-form";
import { multipartBody, smallPng } from "../support/images";
import { corpusSizes, xssCorpus, type XssPayload } from "../support/xss-corpus";
import { expect, test } from "./fixtures";

/*
 * The XSS corpus (tests/support/xss-corpus.ts) through every field an administrator or a visitor can
 * fill, then every page that shows those values opened in Chromium twice, with the site's CSP and
 * with CSP bypassed: no payload may run (its marker __xss(N) is exposed to the page, dialogs are
 * watched), and no request may leave 127.0.0.1.
 *
 * Values are saved through the real actions over HTTP (an admin session, a same-site Origin), at
 * the data URLs the site's own script posts forms to, not typed into the UI: that is what an
 * attacker would do too, and the answer is the action's data without the page rendered again.
 * A refusal by the server is a pass; the counts are printed.
 *
 * - Lists (posts, testimonials, courses, Explore, messages) get the corpus dealt out over 24 records
 *   (12 for each Explore list), so one or two list pages show them all: a long field (post content,
 *   quotes, descriptions) carries every payload; a short one (a title, a name) carries what fits of
 *   its share, and the tallies count the payloads that arrived whole.
 * - A field that holds one address, e-mail, phone or id gets each payload alone (all such fields of
 *   a form at once): almost all are refused.
 * - The settings and the SEO records hold one value at a time: the corpus is dealt out over 96
 *   values of each, and the accepted ones are saved again in turn before each page visit, so each
 *   visit shows another one.
 *
 * Third parties: /economic-calendar and /live-trading-chart embed TradingView widgets, which load
 * from TradingView's hosts by design; those two pages' requests to *.tradingview.com and
 * *.tradingview-widget.com are allowed (and counted), every other request off 127.0.0.1 fails.
 */

// a mail server address (nothing listens there) makes the pages carry the newsletter's sign-up form (issue 22)
test.use({ appName: "xss-corpus", appEnv: { SMTP_URL: "smtp://127.0.0.1:9" } });
test.describe.configure({ mode: "serial" });

/** Records per list (posts, testimonials, courses, messages…): two list pages at most, so the sweep stays fast. */
const RECORDS = 24;
/** Values of a one-at-a-time record (settings, SEO): about one per page visit, each shown once. */
const ROTATION = 96;
const TRADINGVIEW_PAGES = new Set(["/economic-calendar", "/live-trading-chart"]);
const TRADINGVIEW_HOST = /(^|\.)tradingview(-widget)?\.com$/;
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
/** A blocked script: an inline one, an event handler, eval, or a script file from elsewhere. */
const BLOCKED_SCRIPT = /script-src|inline (script|event handler)|unsafe-eval|Refused to (execute|evaluate|load the script)/i;

/**
 * The corpus dealt out over `records` values of at most `max` characters: value r holds payloads r,
 * r + records, r + 2·records, … joined, cut at the limit (so a short field carries only the first
 * few of its share whole; the tallies count what arrived whole).
 */
function share(records: number, max: number, joiner = " "): string[] {
  return Array.from({ length: records }, (_, record) =>
    xssCorpus
      .filter((_, index) => index % records === record)
      .map((payload) => payload.text)
      .join(joiner)
      .slice(0, max),
  );
}

/** Payloads packed into values of at most `max` characters (one or more payloads each). */
function pack(max: number, payloads: readonly XssPayload[] = xssCorpus, joiner = " "): string[] {
  const values: string[] = [];
  let current = "";
  for (const payload of payloads) {
    const text = payload.text.slice(0, max);
    if (current && current.length + joiner.length + text.length > max) {
      values.push(current);
      current = text;
    } else current = current ? `${current}${joiner}${text}` : text;
  }
  if (current) values.push(current);
  return values;
}

interface Tally {
  sent: number;
  accepted: number;
  refused: number;
  /** payloads carried (a payload counts once per field it was sent in) */
  payloads: number;
}

const tallies = new Map<string, Tally>();
function count(field: string, accepted: boolean, payloads: number) {
  const tally = tallies.get(field) ?? { sent: 0, accepted: 0, refused: 0, payloads: 0 };
  tally.sent += 1;
  tally.payloads += payloads;
  if (accepted) tally.accepted += 1;
  else tally.refused += 1;
  tallies.set(field, tally);
}

/** Runs the tasks a few at a time (the server is one process; this keeps it busy, no more). */
async function inTurn<T>(tasks: (() => Promise<T>)[], concurrency = 4): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
}

let cookie = "";
let baseUrl = "";
let clientCounter = 0;

/**
 * The action's data URL (`/admin/courses.data`), as the site's own script posts a form: the action
 * runs as for a plain form post, but the answer is its data alone, not the page rendered again.
 */
function dataUrl(pathname: string): string {
  const [path, query] = pathname.split("?") as [string, string | undefined];
  return `${baseUrl}${path}.data${query ? `?${query}` : ""}`;
}

/** Whether the action took the values: a redirect (202 on a data URL) or `ok: true`. */
async function accepted(response: Response): Promise<boolean> {
  const text = await response.text();
  return response.status === 202 || (response.status === 200 && text.includes('"ok",true'));
}

async function postForm(pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<boolean> {
  return accepted(
    await fetch(dataUrl(pathname), {
      method: "POST",
      redirect: "manual",
      headers: { origin: baseUrl, cookie, "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields),
    }),
  );
}

async function postMultipart(pathname: string, fields: Record<string, string>, file?: { field: string; name: string; type: string; bytes: Buffer }): Promise<boolean> {
  const { body, contentType } = multipartBody(fields, file);
  return accepted(await fetch(dataUrl(pathname), { method: "POST", redirect: "manual", headers: { origin: baseUrl, cookie, "content-type": contentType }, body: new Uint8Array(body) }));
}

/** How many payloads a packed value holds (for the tallies). */
const payloadsIn = (value: string) => xssCorpus.filter((payload) => value.includes(payload.text)).length;

const ICON = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#047857"/></svg>');

interface Stored {
  postSlugs: string[];
  /** posts whose page shows a description or content chunk */
  postPagesToOpen: string[];
  postIdsToEdit: string[];
  settingsRotation: Record<string, string>[];
  /** versions of the disclaimer saved with the corpus (version 1 is the seeded one) */
  legalVersions: number;
  seoRotation: Record<string, string>[];
  /** the home page's and /about's texts (one value each at a time), saved in turn before each visit */
  pagesRotation: Record<string, string>[];
  messageIds: string[];
}
const stored: Stored = { postSlugs: [], postPagesToOpen: [], postIdsToEdit: [], settingsRotation: [], seoRotation: [], pagesRotation: [], messageIds: [], legalVersions: 0 };

async function pushPosts() {
  const titles = share(RECORDS, 200);
  const descriptions = share(RECORDS, 1000);
  const keywords = share(RECORDS, 500, ", ");
  const contents = pack(20_000, xssCorpus, "\n");
  const records = Math.max(titles.length, descriptions.length, keywords.length, contents.length);
  await inTurn(
    Array.from({ length: records }, (_, index) => async () => {
      const slug = `xss-${index}`;
      const fields = {
        intent: "save",
        title: titles[index] ?? `Post ${index}`,
        slugAuto: "",
        slug,
        description: descriptions[index] ?? `Post ${index}.`,
        keywords: keywords[index] ?? "xss",
        tag: "",
        status: "Published",
        publishDate: "",
        publishTime: "",
        content: contents[index] ?? "<p>Body</p>",
      };
      const ok = await postForm("/admin/blogs?new=1", fields);
      if (titles[index]) count("blog.title", ok, payloadsIn(fields.title));
      if (descriptions[index]) count("blog.description", ok, payloadsIn(fields.description));
      if (keywords[index]) count("blog.keywords", ok, payloadsIn(fields.keywords));
      if (contents[index]) count("blog.content", ok, payloadsIn(fields.content));
      if (ok) {
        stored.postSlugs.push(slug);
        if (contents[index] || index < 3) stored.postPagesToOpen.push(slug);
      }
    }),
  );
}

/**
 * The legal documents (decision 0042): the corpus as the disclaimer's text, each value a new
 * version, so the current one and every earlier one (?version=N) is visited; the settings the
 * documents name (grievance officer, SEBI registration) rotate with the settings above.
 */
async function pushLegal() {
  // (a form body is at most 1 MB: 50,000 characters stay under it however they encode)
  const bodies = pack(50_000, xssCorpus, "\n");
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  for (const body of bodies) {
    const ok = await postForm("/admin/legal/disclaimer", { body, effectiveDate: today });
    count("legal.body", ok, payloadsIn(body));
    if (ok) stored.legalVersions += 1;
  }
}

async function pushTestimonials() {
  const quotes = share(RECORDS, 2000);
  const authors = share(RECORDS, 120);
  const records = Math.max(quotes.length, authors.length);
  await inTurn(
    Array.from({ length: records }, (_, index) => async () => {
      const fields = { intent: "create", quote: quotes[index] ?? `Quote ${index}`, author: authors[index] ?? `Author ${index}`, rating: "5", status: "Published" };
      const ok = await postMultipart("/admin/testimonials", fields);
      if (quotes[index]) count("testimonial.quote", ok, payloadsIn(fields.quote));
      if (authors[index]) count("testimonial.author", ok, payloadsIn(fields.author));
    }),
  );
}

async function pushCourses() {
  const names = share(RECORDS, 200);
  const descriptions = share(RECORDS, 2000);
  const records = Math.max(names.length, descriptions.length);
  const tasks = Array.from({ length: records }, (_, index) => async () => {
    const fields = { intent: "create", name: names[index] ?? `Course ${index}`, link: "https://learn.example.in/forex", category: "Technical Analysis", description: descriptions[index] ?? "", order: String(index) };
    const ok = await postMultipart("/admin/courses", fields);
    if (names[index]) count("course.name", ok, payloadsIn(fields.name));
    if (descriptions[index]) count("course.description", ok, payloadsIn(fields.description));
  });
  // the link is one address: each payload alone
  const links = xssCorpus.map((payload, index) => async () => {
    const ok = await postMultipart("/admin/courses", { intent: "create", name: `Link ${index}`, link: payload.text, category: "Technical Analysis", description: "", order: "0" });
    count("course.link", ok, 1);
  });
  await inTurn([...tasks, ...links]);
}

async function pushExplore() {
  const labels = share(RECORDS / 2, 60);
  const alts = share(RECORDS / 2, 120);
  const png = await smallPng(8, 8);
  await inTurn([
    ...labels.map((label) => async () => {
      const ok = await postMultipart("/admin/explore", { intent: "save-program", label }, { field: "icon", name: "icon.svg", type: "image/svg+xml", bytes: ICON });
      count("explore.programLabel", ok, payloadsIn(label));
    }),
    ...alts.map((alt) => async () => {
      const ok = await postMultipart("/admin/explore", { intent: "add-platform", alt }, { field: "image", name: "platform.png", type: "image/png", bytes: png });
      count("explore.platformAlt", ok, payloadsIn(alt));
    }),
  ]);
}

/** The page-texts screen's fields (decision 0043) with their bounds: the home page's and /about's. */
const HOME_TEXT: Record<string, number> = { heroHeadline: 160, heroIntro: 400, trustClaim: 120, whyExpertText: 400, statTeamMembersFigure: 20, videoTopicLotSize: 120, appIntro: 400 };
// (a value's description alone is refused without its name: the name carries the payloads)
const ABOUT_TEXT: Record<string, number> = { title: 120, intro: 400, mission: 1000, value1Name: 80, teamImageAlt: 200 };

async function pushPages() {
  // the home page's and /about's texts hold one value at a time, as the settings do
  for (const [intent, page, fields] of [["save-home", "home", HOME_TEXT], ["save-about", "about", ABOUT_TEXT]] as const) {
    const chunks = Object.fromEntries(Object.entries(fields).map(([name, max]) => [name, share(ROTATION, max)]));
    const rounds = Math.max(...Object.values(chunks).map((values) => values.length));
    for (let index = 0; index < rounds; index += 1) {
      const form: Record<string, string> = { intent };
      for (const name of Object.keys(fields)) if (chunks[name]![index]) form[name] = chunks[name]![index]!;
      const ok = await postForm("/admin/pages", form);
      for (const name of Object.keys(fields)) if (chunks[name]![index]) count(`pages.${page}.${name}`, ok, payloadsIn(chunks[name]![index]!));
      if (ok) stored.pagesRotation.push(form);
    }
  }
  // the trust banner's logos are a list: the corpus dealt out over 12 of them
  const png = await smallPng(8, 8);
  await inTurn(
    share(RECORDS / 2, 80).map((name) => async () => {
      const ok = await postMultipart("/admin/pages", { intent: "add-logo", name }, { field: "logo", name: "logo.png", type: "image/png", bytes: png });
      count("pages.logoName", ok, payloadsIn(name));
    }),
  );
}

/** The settings form as stored (every field), to change some and post it back whole. */
async function storedSettings(): Promise<Record<string, string>> {
  const html = await (await fetch(`${baseUrl}/admin/settings`, { headers: { cookie } })).text();
  return renderedFormValues(html);
}

/**
 * Posts the settings form with the version now stored: a save names the version it was made on, and a
 * save on an older one is refused as stale (issue 21), so each of these saves reads the version first.
 */
async function postSettings(form: Record<string, string>): Promise<boolean> {
  const { version } = await storedSettings();
  return postForm("/admin/settings", { ...form, version: version! });
}

const SETTINGS_TEXT: Record<string, number> = { companyName: 120, tagline: 200, phone: 40, whatsapp: 40, address: 300, businessHours: 120, grievanceOfficerName: 120, sebiRegistration: 300 };
const SETTINGS_LINKS = ["learningPlatformUrl", "androidAppUrl", "iosAppUrl", "videoChannelUrl", "chatUrl", "social_instagram", "social_youtube", "social_facebook", "social_linkedin", "social_telegram", "social_x"];

async function pushSettings() {
  const base = await storedSettings();
  const chunks = Object.fromEntries(Object.entries(SETTINGS_TEXT).map(([name, max]) => [name, share(ROTATION, max)]));
  const rounds = Math.max(...Object.values(chunks).map((values) => values.length));
  // one save at a time: each save replaces the last
  for (let index = 0; index < rounds; index += 1) {
    const form = { ...base };
    for (const name of Object.keys(SETTINGS_TEXT)) if (chunks[name]![index]) form[name] = chunks[name]![index]!;
    const ok = await postSettings(form);
    for (const name of Object.keys(SETTINGS_TEXT)) if (chunks[name]![index]) count(`settings.${name}`, ok, payloadsIn(chunks[name]![index]!));
    if (ok) stored.settingsRotation.push(form);
  }
  // the checked fields (e-mail, links, video ids, months): each payload alone, in a group of fields at once
  const groups = [["email", "grievanceOfficerEmail", ...SETTINGS_LINKS, "videoLesson1", "videoLesson2", "videoLesson3", "messageRetentionMonths"]];
  await inTurn(
    xssCorpus.flatMap((payload) =>
      groups.map((group) => async () => {
        const form = { ...base, ...Object.fromEntries(group.map((name) => [name, payload.text])) };
        const ok = await postSettings(form);
        for (const name of group) count(`settings.${name}`, ok, 1);
        if (ok) stored.settingsRotation.push(form);
      }),
    ),
  );
}

const ld = (text: string) => ({ "@context": "https://schema.org", "@type": "Course", name: text, description: text });
const attribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

async function pushSeo() {
  const pages = publicPages.map((page) => page.path);
  // text fields and the markup boxes with the payloads carried in well-formed tags (accepted)
  const carriers: Record<string, string[]> = {
    pageTitle: share(ROTATION, 200),
    metaDescription: share(ROTATION, 500),
    keywords: share(ROTATION, 500, ", "),
    openGraph: packTags(5000, (text) => `<meta property="og:title" content="${attribute(text)}">`),
    twitterCard: packTags(5000, (text) => `<meta name="twitter:description" content="${attribute(text)}">`),
    // (a <link> takes only an http(s) address or a path: the payloads go into its href in the pass below)
    customMetaTags: packTags(5000, (text) => `<meta name="x-payload" content="${attribute(text)}"><meta itemprop="description" content="${attribute(text)}">`),
    metaTag: packTags(500, (text) => `<meta name="google-site-verification" content="${attribute(text)}">`),
    schemaMarkup: packJson(20_000),
  };
  // one field a save, so that a refusal in one box does not hide what the others accept
  let round = 0;
  await inTurn(
    Object.entries(carriers).flatMap(([name, values]) =>
      values.map((value) => async () => {
        const form: Record<string, string> = { scope: "page", page: pages[(round += 1) % pages.length]!, [name]: value };
        const ok = await postForm("/admin/seo", form);
        count(`seo.${name}`, ok, payloadsIn(value));
        if (ok) stored.seoRotation.push(form);
      }),
    ),
  );
  // the visits show the accepted values in turn: the boxes take turns, so that each box's values
  // (the JSON-LD and tag boxes have few) are all seen, not just the first box's
  const byBox = new Map<string, Record<string, string>[]>();
  for (const form of stored.seoRotation) {
    const box = Object.keys(form).find((key) => key !== "scope" && key !== "page")!;
    byBox.set(box, [...(byBox.get(box) ?? []), form]);
  }
  const boxes = [...byBox.values()];
  stored.seoRotation = Array.from({ length: Math.max(...boxes.map((values) => values.length)) }, (_, index) => boxes.flatMap((values) => (values[index] ? [values[index]] : []))).flat();
  const siteTitles = share(ROTATION, 120);
  for (const siteTitle of siteTitles) count("seo.siteTitle", await postForm("/admin/seo", { scope: "global", siteTitle }), payloadsIn(siteTitle));
  // every field as typed, each payload alone, in groups of fields (the checked ones refuse almost all)
  const groups = [["canonicalUrl", "robotsMeta", "analyticsId", "alternateHrefLang", "metaTag", "facebookMeta", "facebookPixel", "googleMetaPixel", "schemaMarkup", "openGraph", "twitterCard", "customMetaTags"]];
  await inTurn(
    xssCorpus.flatMap((payload, index) =>
      groups.map((group) => async () => {
        const form = { scope: "page", page: pages[index % pages.length]!, ...Object.fromEntries(group.map((name) => [name, payload.text])) };
        const ok = await postForm("/admin/seo", form);
        for (const name of group) count(`seo.${name}(alone)`, ok, 1);
        if (ok) stored.seoRotation.push(form);
      }),
    ),
  );
}

function packTags(max: number, carrier: (text: string) => string): string[] {
  const values: string[] = [];
  let current = "";
  for (const payload of xssCorpus) {
    const tag = carrier(payload.text);
    if (tag.length > max) continue;
    if (current.length + tag.length > max) {
      values.push(current);
      current = tag;
    } else current += tag;
  }
  if (current) values.push(current);
  return values;
}

function packJson(max: number): string[] {
  const values: string[] = [];
  let entries: unknown[] = [];
  for (const payload of xssCorpus) {
    const next = [...entries, ld(payload.text)];
    if (JSON.stringify(next).length > max) {
      values.push(JSON.stringify(entries));
      entries = [ld(payload.text)];
    } else entries = next;
  }
  if (entries.length > 0) values.push(JSON.stringify(entries));
  return values;
}

async function pushContact() {
  const send = async (fields: Record<string, string>) =>
    postForm("/contact", { firstName: "Asha", lastName: "Kulkarni", phone: "+91 98765 43210", email: "asha@example.in", message: "Hello", consent: "yes", [CONTACT_HONEYPOT_FIELD]: "", ...fields }, { cookie: "", "x-forwarded-for": `2001:db8:20:${(clientCounter += 1).toString(16)}::1` /* a /64 of its own each */ });
  const firstNames = share(RECORDS, 80);
  const lastNames = share(RECORDS, 80);
  const messages = share(RECORDS, 300);
  const records = Math.max(firstNames.length, lastNames.length, messages.length);
  await inTurn([
    ...Array.from({ length: records }, (_, index) => async () => {
      const fields: Record<string, string> = {};
      if (firstNames[index]) fields.firstName = firstNames[index]!;
      if (lastNames[index]) fields.lastName = lastNames[index]!;
      if (messages[index]) fields.message = messages[index]!;
      const ok = await send(fields);
      for (const [name, value] of Object.entries(fields)) count(`contact.${name}`, ok, payloadsIn(value));
    }),
    ...xssCorpus.flatMap((payload) =>
      // e-mail and phone each take one value: each payload alone, in both at once
      [async () => {
        const ok = await send({ email: payload.text, phone: payload.text });
        count("contact.email", ok, 1);
        count("contact.phone", ok, 1);
      }],
    ),
  ]);
}

/** a course whose page carries the enquiry form (decision 0044) */
const ENQUIRY_COURSE = "technical-analysis-masterclass";

/**
 * A course page's enquiry: name and message as the contact form's; the campaign's hidden fields
 * and the referrer's host, which a post can fill with anything, each carry the corpus too (they
 * are cleaned, so the enquiry is taken and what is left of them is shown in the inbox).
 */
async function pushEnquiries() {
  const send = async (fields: Record<string, string>) =>
    postForm(
      `/courses/${ENQUIRY_COURSE}`,
      { name: "Meera Iyer", phone: "+91 98765 43210", email: "meera@example.in", preference: "call:morning", message: "", consent: "yes", [CONTACT_HONEYPOT_FIELD]: "", ...fields },
      { cookie: "", "x-forwarded-for": `2001:db8:21:${(clientCounter += 1).toString(16)}::1` /* a /64 of its own each */ },
    );
  const names = share(RECORDS, 160);
  const messages = share(RECORDS, 300);
  const campaigns = share(RECORDS, 200);
  await inTurn(
    Array.from({ length: RECORDS }, (_, index) => async () => {
      const fields: Record<string, string> = {};
      if (names[index]) fields.name = names[index]!;
      if (messages[index]) fields.message = messages[index]!;
      for (const name of ["utm_source", "utm_medium", "utm_campaign", "ref"]) if (campaigns[index]) fields[name] = campaigns[index]!;
      const ok = await send(fields);
      for (const [name, value] of Object.entries(fields)) count(`enquiry.${name}`, ok, payloadsIn(value));
    }),
  );
}

/** The newsletter's sign-up (issue 22): the e-mail takes one address, so each payload alone (almost all refused). */
async function pushNewsletter() {
  await inTurn(
    xssCorpus.map((payload) => async () => {
      const ok = await postForm("/newsletter", { email: payload.text, consent: "yes", [CONTACT_HONEYPOT_FIELD]: "" }, { cookie: "", "x-forwarded-for": `2001:db8:21:${(clientCounter += 1).toString(16)}::1` });
      count("newsletter.email", ok, 1);
    }),
  );
}

/* ---------------------------------------------------------------------------------------------- */
/* the watch in Chromium */

interface Finding {
  kind: "execution" | "dialog" | "request" | "csp";
  page: string;
  detail: string;
}

interface Current {
  page: string;
  previous: string;
}

async function watch(context: BrowserContext, findings: Finding[], current: Current, allowedThirdParty: string[]) {
  await context.exposeBinding("__xss", (_source, n: unknown) => {
    findings.push({ kind: "execution", page: current.page, detail: `__xss(${String(n)})` });
  });
  await context.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (LOOPBACK.has(url.hostname) || url.protocol === "data:" || url.protocol === "blob:") return route.continue();
    // a widget's script may still be on its way when the next page opens
    if ((TRADINGVIEW_PAGES.has(current.page) || TRADINGVIEW_PAGES.has(current.previous)) && TRADINGVIEW_HOST.test(url.hostname)) {
      allowedThirdParty.push(url.hostname);
      return route.abort();
    }
    findings.push({ kind: "request", page: current.page, detail: url.href });
    return route.abort();
  });
}

function listen(page: Page, findings: Finding[], current: Current, otherCspErrors: string[]) {
  page.on("dialog", (dialog) => {
    findings.push({ kind: "dialog", page: current.page, detail: `${dialog.type()}: ${dialog.message()}` });
    void dialog.dismiss().catch(() => {});
  });
  page.on("console", (message) => {
    if (message.type() !== "error" || !/Content Security Policy/i.test(message.text())) return;
    if (BLOCKED_SCRIPT.test(message.text())) findings.push({ kind: "csp", page: current.page, detail: message.text().slice(0, 300) });
    else otherCspErrors.push(`${current.page}: ${message.text().slice(0, 160)}`);
  });
}

/** Every page that shows a stored value: public pages, each list page, and the admin screens. */
async function pagesToVisit(page: Page): Promise<string[]> {
  const pages = publicPages.map((item) => item.path);
  const blogPages = Math.ceil(stored.postSlugs.length / 12) + 1;
  for (let number = 2; number <= blogPages; number += 1) pages.push(`/blog?page=${number}`);
  pages.push(...stored.postPagesToOpen.map((slug) => `/blog/${slug}`), "/no-such-page");
  // a course page with its enquiry form, its campaign fields filled from an address with a payload
  pages.push(`/courses/${ENQUIRY_COURSE}?utm_source=${encodeURIComponent(xssCorpus[0]!.text)}&utm_campaign=${encodeURIComponent(xssCorpus[1]!.text)}`);
  for (let version = 2; version <= stored.legalVersions; version += 1) pages.push(`/disclaimer?version=${version}`);
  const admin = ["/admin/dashboard", "/admin/blogs", "/admin/testimonials", "/admin/courses", "/admin/explore", "/admin/pages", "/admin/pages?page=about", "/admin/settings", "/admin/seo", "/admin/audit", "/admin/messages", "/admin/messages?course=any", "/admin/legal", "/admin/legal/disclaimer", "/admin/legal/privacy", "/admin/subscribers"];
  for (const path of publicPages.map((item) => item.path)) admin.push(`/admin/seo?scope=page&page=${encodeURIComponent(path)}`);
  // a post's editor (TipTap reads the stored HTML in the browser) and its preview
  await page.goto("/admin/blogs");
  const editLinks = await page.locator('a[href*="edit="]').evaluateAll((links) => links.slice(0, 2).map((link) => (link as HTMLAnchorElement).getAttribute("href")!));
  admin.push(...editLinks);
  const previewLinks = await page.locator('a[href$="/preview"]').evaluateAll((links) => links.slice(0, 2).map((link) => (link as HTMLAnchorElement).getAttribute("href")!));
  admin.push(...previewLinks);
  return [...pages, ...admin];
}

test("the XSS corpus through every field runs nowhere and calls no other host, with CSP on and off", async ({ app, browser }) => {
  test.setTimeout(600_000);
  const started = Date.now();
  baseUrl = app.url;
  cookie = await signIn(app);

  for (const [name, push] of Object.entries({ pushPosts, pushTestimonials, pushCourses, pushExplore, pushPages, pushContact, pushEnquiries, pushNewsletter, pushSettings, pushSeo, pushLegal })) {
    const phase = Date.now();
    await push();
    console.log(`${name}: ${((Date.now() - phase) / 1000).toFixed(1)} s`);
  }
  const pushed = Date.now();

  const findings: Finding[] = [];
  const allowedThirdParty: string[] = [];
  const otherCspErrors: string[] = [];
  let visits = 0;
  let rotation = 0;
  for (const bypassCSP of [false, true]) {
    const context = await browser.newContext({ baseURL: app.url, bypassCSP });
    const current: Current = { page: "", previous: "" };
    await watch(context, findings, current, allowedThirdParty);
    const [name, value] = cookie.split("=") as [string, string];
    await context.addCookies([{ name, value, url: app.url }]);
    const page = await context.newPage();
    listen(page, findings, current, otherCspErrors);
    const paths = await pagesToVisit(page);
    // the messages inbox, page by page (older pages through the "Older" link)
    for (const path of paths) {
      // the settings and an SEO record hold one value at a time: show the next one on this visit
      const settings = stored.settingsRotation[rotation % Math.max(1, stored.settingsRotation.length)];
      const seo = stored.seoRotation[rotation % Math.max(1, stored.seoRotation.length)];
      const pageTexts = stored.pagesRotation[rotation % Math.max(1, stored.pagesRotation.length)];
      rotation += 1;
      if (settings) await postSettings(settings);
      if (pageTexts) await postForm("/admin/pages", pageTexts);
      if (seo) await postForm("/admin/seo", { ...seo, page: path.startsWith("/admin") ? seo.page! : path.split("?")[0]! });
      current.previous = current.page;
      current.page = path.split("?")[0]!;
      const visit = Date.now();
      await page.goto(path, { waitUntil: "load" });
      if (process.env.XSS_TIMINGS) console.log(`${path}: ${Date.now() - visit} ms`);
      visits += 1;
    }
    // the inbox's older pages, each loaded whole: a click is a client-side navigation, which fires no
    // load event, so the next look for "Older" could still see the page being left
    current.previous = current.page;
    current.page = "/admin/messages";
    await page.goto("/admin/messages", { waitUntil: "load" });
    for (let older = page.getByRole("link", { name: "Older →", exact: true }); (await older.count()) > 0; ) {
      await page.goto(new URL((await older.first().getAttribute("href"))!, page.url()).href, { waitUntil: "load" });
      visits += 1;
    }
    const messageLinks = await page.locator('a[href^="/admin/messages/"]').evaluateAll((links) =>
      links.map((link) => (link as HTMLAnchorElement).getAttribute("href")!).filter((href) => /^\/admin\/messages\/[0-9a-f-]{36}$/.test(href)).slice(0, 3),
    );
    for (const link of messageLinks) {
      current.page = "/admin/messages/:id";
      await page.goto(link, { waitUntil: "load" });
      visits += 1;
    }
    await page.waitForTimeout(500);
    await context.close();
  }

  const fields = [...tallies.entries()].sort(([a], [b]) => a.localeCompare(b));
  const total = fields.reduce((sum, [, tally]) => ({ sent: sum.sent + tally.sent, accepted: sum.accepted + tally.accepted, payloads: sum.payloads + tally.payloads }), { sent: 0, accepted: 0, payloads: 0 });
  console.log(
    [
      `corpus: ${xssCorpus.length} payloads ${JSON.stringify(corpusSizes())}`,
      `fields: ${fields.length}; values sent ${total.sent} (accepted ${total.accepted}), payloads × fields ${total.payloads}`,
      ...fields.map(([field, tally]) => `  ${field}: ${tally.sent} values (${tally.accepted} accepted, ${tally.refused} refused), ${tally.payloads} payloads`),
      `page visits: ${visits} (both passes); TradingView requests allowed on its two pages: ${allowedThirdParty.length} (${[...new Set(allowedThirdParty)].join(", ")})`,
      `one-at-a-time values shown (one per visit): settings ${Math.min(rotation, stored.settingsRotation.length)} of ${stored.settingsRotation.length}, SEO ${Math.min(rotation, stored.seoRotation.length)} of ${stored.seoRotation.length}, page texts ${Math.min(rotation, stored.pagesRotation.length)} of ${stored.pagesRotation.length}`,
      `other CSP reports (not scripts): ${otherCspErrors.length} ${[...new Set(otherCspErrors)].slice(0, 3).join(" | ")}`,
      `time: pushing ${((pushed - started) / 1000).toFixed(1)} s, browsing ${((Date.now() - pushed) / 1000).toFixed(1)} s`,
    ].join("\n"),
  );
  // the carriers of the lists and the free-text fields take any text: a refusal there would mean the
  // sweep lost its session or its Origin, and the pages would show nothing worth looking at
  const mustAccept = [...tallies.keys()].filter((field) =>
    /^((blog|testimonial|explore)\.\w+|pages\.(home\.\w+|about\.\w+|logoName)|contact\.(firstName|lastName|message)|enquiry\.(name|message|utm_source|utm_medium|utm_campaign|ref)|course\.(name|description)|settings\.(companyName|tagline|phone|whatsapp|address|businessHours|grievanceOfficerName|sebiRegistration)|legal\.body|seo\.(pageTitle|metaDescription|keywords|siteTitle|schemaMarkup))$/.test(field),
  );
  expect(mustAccept.length).toBe(33 + Object.keys(HOME_TEXT).length + Object.keys(ABOUT_TEXT).length + 1);
  for (const field of mustAccept) expect(tallies.get(field)!.refused, `values refused in ${field}`).toBe(0);
  expect(findings, findings.map((finding) => `${finding.kind} on ${finding.page}: ${finding.detail}`).join("\n")).toEqual([]);
});
