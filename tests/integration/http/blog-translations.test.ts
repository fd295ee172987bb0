import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../../app/server/auth/password.server";
import { openSqlite } from "../../../app/server/db/database.server";
import { createUser } from "../../../app/server/repos/users.server";
import { signIn, startApp, type RunningApp } from "../../support/app-process";
import { checkHtml, javaAvailable, javaRequired } from "../../support/html-checker";

/*
 * A post's Hindi over HTTP (issue 23, part 3; decision 0051), as a browser without JavaScript posts
 * it, against the production build: the save answers a redirect back to the Hindi view and the
 * cached /hi pages show it at once; the Devanagari address works percent-encoded and the English
 * one under /hi moves to it; Devanagari search finds the post; an Author may not translate another's
 * post; the Hindi view and a Hindi post pass the Nu HTML Checker.
 */

if (!javaAvailable && javaRequired) throw new Error("the HTML checker needs Java (Debian: default-jre-headless); CI installs it");

const RISK = "risk-management-and-position-sizing-for-new-traders";
const RISK_HI = "रिस्क-मैनेजमेंट-और-पोज़िशन-साइज़िंग".normalize("NFC");
const PIPS = "what-are-pips-and-lots-in-forex-trading";
let app: RunningApp;
let cookie = "";
let authorCookie = "";
let pipsId = "";

beforeAll(async () => {
  app = await startApp();
  cookie = await signIn(app);
  const database = openSqlite(path.join(app.dataDir, "site.db"));
  try {
    pipsId = (await database.db.selectFrom("blogs").select("id").where("slug", "=", PIPS).executeTakeFirstOrThrow()).id;
    const password = "Author-Password-For-Posts-1";
    await createUser(database.db, { email: "author.posts@example.test", passwordHash: await hashPassword(password), isAdmin: true, role: "author" });
    authorCookie = await signIn(app, { email: "author.posts@example.test", password });
  } finally {
    await database.close();
  }
});

afterAll(async () => {
  await app?.stop();
});

const post = (fields: Record<string, string>, session = cookie) =>
  fetch(`${app.url}/admin/blogs?hindi=${pipsId}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: session, origin: app.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
const page = async (address: string) => (await fetch(`${app.url}${address}`)).text();

describe("a post's Hindi over HTTP", () => {
  it("serves the Devanagari address percent-encoded, moves the English one under /hi to it, and names it in the head", async () => {
    const encoded = `/hi/blog/${encodeURIComponent(RISK_HI)}`;
    const html = await page(encoded);
    expect(html).toMatch(/<h1[^>]*>नए ट्रेडर्स के लिए रिस्क मैनेजमेंट और पोज़िशन साइज़िंग<\/h1>/);
    expect(html).not.toMatch(/<h1 lang="en-IN"/);
    // (the site's public address, whatever port the test's server listens on)
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+${encoded}"/>`));
    const alternates = html.match(/<link [^>]*rel="alternate"[^>]*>/g) ?? [];
    expect(alternates.filter((link) => link.includes('"hi-IN"') && link.includes(`${encoded}"`)), alternates.join("\n")).toHaveLength(1);
    expect(alternates.filter((link) => link.includes('"en-IN"') && link.includes(`/blog/${RISK}"`)), alternates.join("\n")).toHaveLength(1);
    const moved = await fetch(`${app.url}/hi/blog/${RISK}`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(encoded);
    const back = await fetch(`${app.url}/blog/${encodeURIComponent(RISK_HI)}`, { redirect: "manual" });
    expect(back.status).toBe(301);
    expect(back.headers.get("location")).toBe(`/blog/${RISK}`);
    // the list: the Hindi card links to the Hindi address; an English-only post is marked
    const list = await page("/hi/blog");
    expect(list).toContain(`href="${encoded}"`);
    expect(list).toContain("(अंग्रेज़ी में)");
  });

  it("saves a Hindi box posted without JavaScript, with a Latin address, and the cached /hi pages show it at once", async () => {
    expect(await page(`/hi/blog/${PIPS}`)).toContain("फ़ॉरेक्स ट्रेडिंग में पिप और लॉट क्या होते हैं?");
    expect(await page("/hi/blog")).not.toContain("पिप और लॉट: पूरी बात");
    const saved = await post({ intent: "save-hindi", id: pipsId, title: "पिप और लॉट: पूरी बात", hindiSlug: "Pip Aur Lot" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/admin/blogs?hindi=${pipsId}&notice=hindi-saved`);
    expect(await page("/hi/blog/pip-aur-lot")).toMatch(/<h1[^>]*>पिप और लॉट: पूरी बात<\/h1>/);
    expect(await page("/hi/blog")).toContain("पिप और लॉट: पूरी बात");
    expect((await fetch(`${app.url}/hi/blog/${PIPS}`, { redirect: "manual" })).headers.get("location")).toBe("/hi/blog/pip-aur-lot");
    expect(await page(`/blog/${PIPS}`)).not.toContain("पिप और लॉट: पूरी बात");
    // Devanagari search, with matras and conjuncts
    const found = await page(`/hi/blog?q=${encodeURIComponent("पोज़िशन साइज़िंग")}`);
    expect(found).toContain(`/hi/blog/${encodeURIComponent(RISK_HI)}`);
    expect(await page(`/hi/blog?q=${encodeURIComponent("क्या होते")}`)).toContain("/hi/blog/pip-aur-lot");
    const sitemap = await page("/sitemap.xml");
    expect(sitemap).toContain("/hi/blog/pip-aur-lot</loc>");
  });

  it("refuses an Author another's post, and sends nobody signed in to sign in", async () => {
    const refused = await post({ intent: "save-hindi", id: pipsId, title: "लेखक का शीर्षक" }, authorCookie);
    expect(refused.status).toBe(404);
    const view = await (await fetch(`${app.url}/admin/blogs?hindi=${pipsId}`, { headers: { cookie: authorCookie } })).text();
    expect(view).not.toContain("in Hindi</h2>");
    expect(await page("/hi/blog")).not.toContain("लेखक का शीर्षक");
    const anonymous = await post({ intent: "save-hindi", id: pipsId, title: "लेखक का शीर्षक" }, "");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin");
  });

  it.skipIf(!javaAvailable)("has no error in the W3C Nu HTML Checker: the Hindi view, a refused save and a Hindi post", async () => {
    const view = await (await fetch(`${app.url}/admin/blogs?hindi=${pipsId}`, { headers: { cookie } })).text();
    expect(view).toContain("in Hindi</h2>");
    const refused = await post({ intent: "save-hindi", id: pipsId, hindiSlug: "!!!" });
    expect(refused.status).toBe(400);
    const problems = await checkHtml({
      "/admin/blogs?hindi=id": view,
      "/admin/blogs?hindi=id (refused)": await refused.text(),
      "/hi/blog/{hindi}": await page(`/hi/blog/${encodeURIComponent(RISK_HI)}`),
      "/hi/blog": await page("/hi/blog"),
    });
    expect(problems).toEqual([]);
  }, 120_000);
});
