import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startApp, type RunningApp } from "../../support/app-process";
import { checkHtml, javaAvailable, javaRequired } from "../../support/html-checker";

/*
 * The page-texts screen over HTTP (decision 0043): a form posted as a browser without JavaScript
 * posts it, the answer a redirect and the public page's HTML changed at once (its page cache
 * emptied); a refused post answers 400 with the error beside the box; the screen's HTML, both tabs
 * and the refused answer, passes the W3C Nu HTML Checker.
 */

if (!javaAvailable && javaRequired) throw new Error("the HTML checker needs Java (Debian: default-jre-headless); CI installs it");

let app: RunningApp;
let cookie = "";

beforeAll(async () => {
  app = await startApp();
  cookie = await signIn(app);
});

afterAll(async () => {
  await app?.stop();
});

const post = (fields: Record<string, string>, query = "") =>
  fetch(`${app.url}/admin/pages${query}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: app.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

describe("the page-texts screen", () => {
  it("saves a headline posted without JavaScript and the cached home page shows it at once", async () => {
    const warm = await fetch(`${app.url}/`);
    expect(await warm.text()).toContain("One Dashboard. Endless Skills. Infinite Growth.");
    const saved = await post({ intent: "save-home", heroHeadline: "Learn to trade <b>with a plan</b>" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/pages?done=saved");
    const html = await (await fetch(`${app.url}/`)).text();
    expect(html).toContain("Learn to trade &lt;b&gt;with a plan&lt;/b&gt;");
    // the Hindi home page keeps its own headline
    expect(await (await fetch(`${app.url}/hi`)).text()).not.toContain("Learn to trade &lt;b&gt;");
    // the about tab keeps its address after a save
    const about = await post({ intent: "save-about", mission: "Risk first." }, "?page=about");
    expect(about.headers.get("location")).toBe("/admin/pages?page=about&done=saved");
    expect(await (await fetch(`${app.url}/about`)).text()).toContain("Risk first.");
  });

  it("refuses an oversized box with a 400 page that names it", async () => {
    const refused = await post({ intent: "save-home", trustClaim: "x".repeat(10_000) });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Nothing was saved");
    expect(html).toContain("At most 120 characters.");
  });

  it("saves a Hindi box posted without JavaScript, and the cached /hi page shows it at once", async () => {
    expect(await (await fetch(`${app.url}/hi`)).text()).not.toContain("योजना के साथ ट्रेड करें");
    const saved = await post({ intent: "save-home-hi", heroHeadline: "योजना के साथ ट्रेड करें" }, "?page=home-hi");
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/pages?page=home-hi&done=saved");
    expect(await (await fetch(`${app.url}/hi`)).text()).toContain("योजना के साथ ट्रेड करें");
    // the English page keeps its own words
    expect(await (await fetch(`${app.url}/`)).text()).not.toContain("योजना के साथ ट्रेड करें");
  });

  it.skipIf(!javaAvailable)("has no error in the W3C Nu HTML Checker, all four tabs and a refused save", async () => {
    const page = async (query: string) => (await fetch(`${app.url}/admin/pages${query}`, { headers: { cookie } })).text();
    const refused = await (await post({ intent: "save-about", vision: "v".repeat(1_500), value3Description: "No name" }, "?page=about")).text();
    const problems = await checkHtml({
      "/admin/pages": await page(""),
      "/admin/pages?page=about": await page("?page=about"),
      "/admin/pages?page=about (refused)": refused,
      "/admin/pages?page=home-hi": await page("?page=home-hi"),
      "/admin/pages?page=about-hi": await page("?page=about-hi"),
    });
    expect(problems).toEqual([]);
  }, 120_000);
});
