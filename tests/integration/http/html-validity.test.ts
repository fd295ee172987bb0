import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPages } from "../../../app/domain/public-pages";
import { pathInLocale } from "../../../app/i18n/locale";
import { openSqlite } from "../../../app/server/db/database.server";
import { startApp, TEST_SESSION_SECRET, type RunningApp } from "../../support/app-process";
import { unsubscribeToken } from "../../../app/server/newsletter/tokens.server";
import { checkHtml, javaAvailable, javaRequired } from "../../support/html-checker";
import { savingsResults } from "../../support/savings-pages";

/*
 * Issue 7: every public page's server HTML, in English and in Hindi (issue 23), (what a visitor without JavaScript and a crawler get)
 * passes the W3C Nu HTML Checker, including a blog post and the 404 page.
 */

if (!javaAvailable && javaRequired) throw new Error("the HTML checker needs Java (Debian: default-jre-headless); CI installs it");

describe.skipIf(!javaAvailable)("the server's HTML of every public page", () => {
  let app: RunningApp;
  beforeAll(async () => {
    // a mail server address (nothing listens there): the pages carry the newsletter's sign-up form
    app = await startApp({ env: { SMTP_URL: "smtp://127.0.0.1:9", SESSION_SECRET: TEST_SESSION_SECRET } });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("has no error in the W3C Nu HTML Checker", async () => {
    const database = openSqlite(path.join(app.dataDir, "site.db"));
    const post = await database.db.selectFrom("blogs").select("slug").where("status", "=", "Published").orderBy("date", "desc").executeTakeFirstOrThrow();
    await database.close();
    // the newsletter's pages (issue 22): its own, and the mails' links with a working and a wrong token
    const someone = "0b6f8c4e-1111-4222-8333-444455556666";
    // (/newsletter itself is one of the public pages)
    const newsletterPaths = [`/newsletter/confirm?token=${someone}.x`, "/newsletter/confirm?token=", `/newsletter/unsubscribe?token=${unsubscribeToken(TEST_SESSION_SECRET, someone)}`, "/newsletter/unsubscribe?token=wrong"];
    // every listed page, a post, the 404, and pages in another state: a filtered course grid, a
    // search and a later page of the blog, the contact form answering with errors (no JavaScript)
    const englishPaths = [...publicPages.map((page) => page.path), `/blog/${post.slug}`, "/courses/technical-analysis-masterclass", "/courses/no-such-course", "/no-such-page", "/?category=Options%20Trading", "/blog?q=risk", "/blog?page=2", ...savingsResults, "/lot-size?mode=nse", "/option-payoff-calculator?leg1Strike=abc", "/privacy-policy?version=1", "/disclaimer?version=99", ...newsletterPaths];
    // (and the savings calculators with a result, its chart and table, and with refusals)
    // and every one of them in Hindi (issue 23): their heads (alternates, og:locale, Hindi titles) and bodies
    const paths = [...englishPaths, ...englishPaths.map((pagePath) => (pagePath.startsWith("/?") ? `/hi${pagePath}` : pathInLocale(pagePath, "hi")))];
    const pages: Record<string, string> = {};
    for (const pagePath of paths) {
      const response = await fetch(new URL(pagePath, app.url));
      expect(response.headers.get("content-type"), pagePath).toContain("text/html");
      pages[pagePath] = await response.text();
    }
    for (const contactPath of ["/contact", "/hi/contact"]) {
      const refused = await fetch(new URL(contactPath, app.url), {
        method: "POST",
        headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ firstName: "", lastName: "Rao", phone: "12", email: "not-an-address", message: "Hello" }),
      });
      expect(refused.status, contactPath).toBe(400);
      pages[`${contactPath} (refused)`] = await refused.text();
    }
    for (const signUpPath of ["/newsletter", "/hi/newsletter"]) {
      const refused = await fetch(new URL(signUpPath, app.url), {
        method: "POST",
        headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: "not-an-address" }),
      });
      expect(refused.status, signUpPath).toBe(400);
      pages[`${signUpPath} (refused)`] = await refused.text();
    }
    // a copy with a duplicate id proves that the checker does report errors
    pages.broken = pages["/"]!.replace('id="courses-heading"', 'id="main"');
    const problems = await checkHtml(pages);
    expect(problems.filter((problem) => problem.page === "broken").length).toBeGreaterThan(0);
    expect(problems.filter((problem) => problem.page !== "broken").map((problem) => `${problem.page}:${problem.line ?? "?"} ${problem.message} ${problem.extract ?? ""}`)).toEqual([]);
  }, 120_000);
});
