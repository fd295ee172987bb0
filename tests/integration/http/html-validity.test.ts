import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPages } from "../../../app/domain/public-pages";
import { openSqlite } from "../../../app/server/db/database.server";
import { startApp, type RunningApp } from "../../support/app-process";
import { checkHtml, javaAvailable, javaRequired } from "../../support/html-checker";

/*
 * Issue 7: every public page's server HTML (what a visitor without JavaScript and a crawler get)
 * passes the W3C Nu HTML Checker, including a blog post and the 404 page.
 */

if (!javaAvailable && javaRequired) throw new Error("the HTML checker needs Java (Debian: default-jre-headless); CI installs it");

describe.skipIf(!javaAvailable)("the server's HTML of every public page", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("has no error in the W3C Nu HTML Checker", async () => {
    const database = openSqlite(path.join(app.dataDir, "site.db"));
    const post = await database.db.selectFrom("blogs").select("slug").where("status", "=", "Published").orderBy("date", "desc").executeTakeFirstOrThrow();
    await database.close();
    // every listed page, a post, the 404, and pages in another state: a filtered course grid, a
    // search and a later page of the blog, the contact form answering with errors (no JavaScript)
    const paths = [...publicPages.map((page) => page.path), `/blog/${post.slug}`, "/no-such-page", "/?category=Options%20Trading", "/blog?q=risk", "/blog?page=2"];
    const pages: Record<string, string> = {};
    for (const pagePath of paths) {
      const response = await fetch(new URL(pagePath, app.url));
      expect(response.headers.get("content-type"), pagePath).toContain("text/html");
      pages[pagePath] = await response.text();
    }
    const refused = await fetch(new URL("/contact", app.url), {
      method: "POST",
      headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ firstName: "", lastName: "Rao", phone: "12", email: "not-an-address", message: "Hello" }),
    });
    expect(refused.status).toBe(400);
    pages["/contact (refused)"] = await refused.text();
    // a copy with a duplicate id proves that the checker does report errors
    pages.broken = pages["/"]!.replace('id="courses-heading"', 'id="main"');
    const problems = await checkHtml(pages);
    expect(problems.filter((problem) => problem.page === "broken").length).toBeGreaterThan(0);
    expect(problems.filter((problem) => problem.page !== "broken").map((problem) => `${problem.page}:${problem.line ?? "?"} ${problem.message} ${problem.extract ?? ""}`)).toEqual([]);
  }, 120_000);
});
