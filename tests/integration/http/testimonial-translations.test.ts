import path from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../../app/server/auth/password.server";
import { openSqlite } from "../../../app/server/db/database.server";
import { demoTestimonialHindi } from "../../../app/server/db/demo-home-hindi.server";
import { createUser } from "../../../app/server/repos/users.server";
import { signIn, startApp, type RunningApp } from "../../support/app-process";
import { checkHtml, javaAvailable, javaRequired } from "../../support/html-checker";

/*
 * Testimonials' and the Explore section's Hindi over HTTP (issue 23, part 3; decision 0055), as a
 * browser without JavaScript posts them, against the production build: the seeded Hindi shows on
 * /hi; a save answers a redirect back to the Hindi view and the cached /hi pages show it at once;
 * an English quote changed after its Hindi was written is "needs translation" in the back office
 * and shows on /hi in English, marked and said so, until its Hindi follows; over-long boxes and a
 * form opened beside older English are refused; an Editor may translate, an Author may not; the
 * Hindi views pass the Nu HTML Checker.
 */

if (!javaAvailable && javaRequired) throw new Error("the HTML checker needs Java (Debian: default-jre-headless); CI installs it");

const PRIYA = "Priya Deshmukh";
const ROHAN = "Rohan Iyer";
let app: RunningApp;
let cookie = "";
let authorCookie = "";
let editorCookie = "";
const ids: Record<string, string> = {};
let programId = "";

async function withDatabase<T>(work: (db: ReturnType<typeof openSqlite>["db"]) => Promise<T>): Promise<T> {
  const database = openSqlite(path.join(app.dataDir, "site.db"));
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  app = await startApp();
  cookie = await signIn(app);
  await withDatabase(async (db) => {
    for (const row of await db.selectFrom("testimonials").select(["id", "author"]).execute()) ids[row.author] = row.id;
    programId = (await db.selectFrom("explorePrograms").select("id").where("label", "=", "Options").executeTakeFirstOrThrow()).id;
    for (const role of ["author", "editor"] as const) {
      await createUser(db, { email: `${role}.testimonials@example.test`, passwordHash: await hashPassword(`${role}-Password-For-Hindi-1`), isAdmin: true, role });
    }
  });
  authorCookie = await signIn(app, { email: "author.testimonials@example.test", password: "author-Password-For-Hindi-1" });
  editorCookie = await signIn(app, { email: "editor.testimonials@example.test", password: "editor-Password-For-Hindi-1" });
});

afterAll(async () => {
  await app?.stop();
});

const send = (address: string, fields: Record<string, string>, session = cookie) =>
  fetch(`${app.url}${address}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: session, origin: app.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
const translate = (author: string, fields: Record<string, string>, session = cookie) => send(`/admin/testimonials?hindi=${ids[author]}`, { intent: "save-hindi", id: ids[author]!, ...fields }, session);
const page = async (address: string, session = "") => (await fetch(`${app.url}${address}`, { headers: session ? { cookie: session } : {} })).text();
const documentOf = async (address: string, session = "") => new JSDOM(await page(address, session)).window.document;

/** Each testimonial's quote on /hi as shown: its text, its lang, and whether it says it is English. */
async function hindiQuotes(): Promise<{ text: string; lang: string | null; saysEnglish: boolean }[]> {
  const document = await documentOf("/hi");
  return [...document.querySelectorAll('[data-testid="testimonial-quote"]')].map((quote) => ({
    text: quote.textContent ?? "",
    lang: quote.getAttribute("lang"),
    saysEnglish: quote.nextElementSibling?.textContent === "(अंग्रेज़ी में)",
  }));
}

describe("testimonials in Hindi over HTTP", () => {
  it("shows the seeded Hindi quotes on /hi, unmarked, and the English ones on /", async () => {
    const quotes = await hindiQuotes();
    expect(quotes[0]).toEqual({ text: `“${demoTestimonialHindi[PRIYA]}”`, lang: null, saysEnglish: false });
    expect(quotes.every((quote) => quote.lang === null && /[\u0900-\u097F]/.test(quote.text))).toBe(true);
    expect(await page("/")).not.toContain(demoTestimonialHindi[PRIYA]!);
    // the list says each one is in Hindi
    const list = await documentOf("/admin/testimonials", cookie);
    expect([...list.querySelectorAll('[data-testid="testimonial-hindi-state"]')].map((mark) => mark.textContent)).toEqual(["In Hindi", "In Hindi", "In Hindi"]);
  });

  it("saves a quote's Hindi posted without JavaScript, and the cached /hi shows it at once", async () => {
    expect((await hindiQuotes())[1]!.text).not.toContain("नई राय");
    const saved = await translate(ROHAN, { quote: "मेंटर हर बात आसान भाषा में समझाते हैं। नई राय।" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/admin/testimonials?hindi=${ids[ROHAN]}&done=saved`);
    expect((await hindiQuotes())[1]).toEqual({ text: "“मेंटर हर बात आसान भाषा में समझाते हैं। नई राय।”", lang: null, saysEnglish: false });
    expect(await page("/")).not.toContain("नई राय");
    const view = await page(`/admin/testimonials?hindi=${ids[ROHAN]}&done=saved`, cookie);
    expect(view).toContain("Every Hindi text follows the English as it is now.");
    expect(view).toContain("नई राय");
  });

  it("marks a quote whose English changed since as needing translation, and /hi shows the English, marked and said so, until its Hindi follows", async () => {
    const englishQuote = "The Forex course made me write a plan before every trade. I trade less, and better.";
    const version = await withDatabase(async (db) => (await db.selectFrom("testimonials").select("updatedAt").where("id", "=", ids[PRIYA]!).executeTakeFirstOrThrow()).updatedAt);
    const opened = new JSDOM(await page(`/admin/testimonials?hindi=${ids[PRIYA]}`, cookie)).window.document;
    const openedVersion = opened.querySelector<HTMLInputElement>('form[aria-label$="in Hindi"] input[name="version"]')!.value;
    const updated = await send("/admin/testimonials", { intent: "update", id: ids[PRIYA]!, version, quote: englishQuote, author: PRIYA, rating: "5", status: "Published", course: "" });
    expect(updated.status).toBe(302);

    expect((await hindiQuotes())[0]).toEqual({ text: `“${englishQuote}”`, lang: "en-IN", saysEnglish: true });
    // and so on a Hindi course page, beside the others' Hindi
    const coursePage = await documentOf("/hi/courses/technical-analysis-masterclass");
    const onCoursePage = [...coursePage.querySelectorAll("section[aria-labelledby='course-testimonials'] blockquote")];
    expect(onCoursePage.map((quote) => [quote.textContent?.trim(), quote.getAttribute("lang"), quote.nextElementSibling?.textContent])).toContainEqual([englishQuote, "en-IN", "(अंग्रेज़ी में)"]);
    expect(onCoursePage.some((quote) => quote.getAttribute("lang") === null && /[\u0900-\u097F]/.test(quote.textContent ?? ""))).toBe(true);
    expect(coursePage.body.textContent).not.toContain("home.testimonialInEnglish");
    const list = await documentOf("/admin/testimonials", cookie);
    expect([...list.querySelectorAll('[data-testid="testimonial-hindi-state"]')].map((mark) => mark.textContent)).toContain("Hindi: 1 to translate");
    const view = await page(`/admin/testimonials?hindi=${ids[PRIYA]}`, cookie);
    expect(view).toContain("Needs translation: the English changed after this Hindi was written.");
    expect(view).toContain("1 field needs translation.");

    // a Hindi written beside the English as it was is refused: it may not translate today's
    const stale = await translate(PRIYA, { quote: "पुरानी अंग्रेज़ी के साथ लिखी राय।", version: openedVersion });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("The English of this testimonial was saved again after this form was opened.");

    // "still says the same": the Hindi follows today's English again, and /hi shows it
    const confirmed = await translate(PRIYA, { quote: demoTestimonialHindi[PRIYA]!, "still.quote": "yes" });
    expect(confirmed.status).toBe(302);
    expect((await hindiQuotes())[0]).toEqual({ text: `“${demoTestimonialHindi[PRIYA]}”`, lang: null, saysEnglish: false });
  });

  it("refuses a quote longer than the English may be, with the box named, and changes nothing", async () => {
    const refused = await translate(ROHAN, { quote: "र".repeat(2_001) });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("At most 2000 characters (this has 2001).");
    expect(html).toContain("Nothing was saved: correct the fields marked below.");
    expect((await hindiQuotes())[1]!.text).toContain("नई राय");
  });

  it("lets an Editor translate, refuses an Author, and sends anonymous visitors to sign in", async () => {
    expect((await translate(ROHAN, { quote: "संपादक की लिखी राय।" }, editorCookie)).status).toBe(302);
    expect((await hindiQuotes())[1]!.text).toBe("“संपादक की लिखी राय।”");
    const refused = await translate(ROHAN, { quote: "लेखक की राय" }, authorCookie);
    expect(refused.status).toBe(403);
    expect((await fetch(`${app.url}/admin/testimonials?hindi=${ids[ROHAN]}`, { headers: { cookie: authorCookie }, redirect: "manual" })).status).toBe(403);
    const anonymous = await translate(ROHAN, { quote: "लेखक की राय" }, "");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin");
    expect((await hindiQuotes())[1]!.text).toBe("“संपादक की लिखी राय।”");
  });
});

describe("the Explore section in Hindi over HTTP", () => {
  const translateExplore = (fields: Record<string, string>, session = cookie) => send("/admin/explore?hindi=1", { intent: "save-hindi", id: "home", ...fields }, session);
  const labelsOnHindiHome = async () => {
    const document = await documentOf("/hi");
    return [...document.querySelectorAll('ul[aria-label="प्रोग्राम"] li span')].map((label) => [label.textContent, label.getAttribute("lang")]);
  };

  it("shows the seeded Hindi labels on /hi, saves one at once, and shows an item whose English changed in English, marked", async () => {
    expect(await labelsOnHindiHome()).toContainEqual(["ऑप्शंस", null]);
    const saved = await translateExplore({ [`program.${programId}`]: "ऑप्शंस ट्रेडिंग" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/explore?hindi=1&done=saved");
    expect(await labelsOnHindiHome()).toContainEqual(["ऑप्शंस ट्रेडिंग", null]);
    const view = await page("/admin/explore?hindi=1", cookie);
    expect(view).toContain("Every Hindi text follows the English as it is now.");

    // the English label changes: its Hindi waits, and /hi shows the English label, marked
    const relabelled = await send("/admin/explore?edit=" + programId, { intent: "save-program", id: programId, label: "Options Strategies" });
    expect(relabelled.status).toBe(302);
    expect(await labelsOnHindiHome()).toContainEqual(["Options Strategies", "en-IN"]);
    const marked = await documentOf("/admin/explore", cookie);
    expect(marked.querySelector('[data-testid="explore-hindi-state"]')?.textContent).toBe("Hindi: 1 to translate");
    // and the program's own mark in its list, the others "In Hindi"
    const marks = [...marked.querySelectorAll('[data-testid="program-list"] li')].map((item) => [item.querySelector("span")?.textContent, item.querySelector('[data-testid="program-hindi-state"]')?.textContent]);
    expect(marks).toContainEqual(["Options Strategies", "Hindi: 1 to translate"]);
    expect(marks).toContainEqual(["Forex", "In Hindi"]);
  });

  it("refuses a label longer than the English may be, a form opened beside older English, and an Author", async () => {
    const tooLong = await translateExplore({ [`program.${programId}`]: "क".repeat(61) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("At most 60 characters (this has 61).");
    const stale = await translateExplore({ [`program.${programId}`]: "ऑप्शंस", version: "older-english" });
    expect(stale.status).toBe(409);
    expect((await translateExplore({ [`program.${programId}`]: "लेखक" }, authorCookie)).status).toBe(403);
    expect((await fetch(`${app.url}/admin/explore?hindi=1`, { headers: { cookie: authorCookie }, redirect: "manual" })).status).toBe(403);
    expect(JSON.stringify(await labelsOnHindiHome())).not.toContain("लेखक");
  });

  it.skipIf(!javaAvailable)("has no error in the W3C Nu HTML Checker: the Hindi views, a refused save and /hi", async () => {
    const refused = await translate(ROHAN, { quote: "र".repeat(2_001) });
    const problems = await checkHtml({
      "/admin/testimonials?hindi=id": await page(`/admin/testimonials?hindi=${ids[ROHAN]}`, cookie),
      "/admin/testimonials?hindi=id (refused)": await refused.text(),
      "/admin/explore?hindi=1": await page("/admin/explore?hindi=1", cookie),
      "/hi": await page("/hi"),
    });
    expect(problems).toEqual([]);
  }, 120_000);
});
