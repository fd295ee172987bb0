import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type RunningApp } from "../../support/app-process";
import { enginesUnderTest, startAppOn } from "../../support/databases";
import { renderedFormValues } from "../../support/rendered-form";

/*
 * The Hindi blog's remaining parts over HTTP from the production build, on both engines (issue 23;
 * decision 0057): previous/next under a Hindi post in Hindi, English neighbours marked; the Hindi
 * feeds, parsed as a feed reader would, linked from Hindi pages; and the setting that hides English
 * posts from /hi/blog, saved as an administrator saves it, taking effect at once.
 */

const engines = await enginesUnderTest();
const SITE = "https://academy.example.in";
const RISK = "risk-management-and-position-sizing-for-new-traders";
const RISK_HI = "रिस्क-मैनेजमेंट-और-पोज़िशन-साइज़िंग".normalize("NFC");
const RISK_TITLE_HI = "नए ट्रेडर्स के लिए रिस्क मैनेजमेंट और पोज़िशन साइज़िंग";
const PIPS = "what-are-pips-and-lots-in-forex-trading";
const PIPS_TITLE_HI = "फ़ॉरेक्स ट्रेडिंग में पिप और लॉट क्या होते हैं?";

function xml(text: string): Document {
  // throws on anything that is not well-formed XML
  return new JSDOM(text, { contentType: "application/xml" }).window.document;
}

const html = (text: string) => new JSDOM(text).window.document;

describe.each(engines)("the Hindi blog's previous/next, feeds and English-posts setting over HTTP on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    let app: RunningApp;
    let stop: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      ({ app, stop } = await startAppOn(engine, { PUBLIC_URL: SITE }));
    }, 60_000);

    afterAll(async () => {
      await stop?.();
    });

    const get = (address: string) => fetch(`${app.url}${address}`, { redirect: "manual" });
    const page = async (address: string) => html(await (await get(address)).text());

    it("links previous/next under Hindi posts by their Hindi titles and addresses, an English-only one marked English", async () => {
      const list = await page("/hi/blog");
      const addresses = [...list.querySelectorAll("main ul h2 a")].map((link) => link.getAttribute("href")!);
      expect(addresses).toContain(`/hi/blog/${encodeURIComponent(RISK_HI)}`);
      let hindi = 0;
      let english = 0;
      for (const address of addresses) {
        const doc = await page(address);
        for (const id of ["previous-post", "next-post"]) {
          const link = doc.querySelector(`[data-testid="${id}"]`);
          if (!link) continue;
          const href = link.getAttribute("href")!;
          // a neighbour's link is its address under /hi, never one that redirects
          expect(addresses, `${address} ${id}`).toContain(href);
          if (href === `/hi/blog/${encodeURIComponent(RISK_HI)}` || href === `/hi/blog/${PIPS}`) {
            hindi += 1;
            expect(link.textContent).toMatch(href.includes(PIPS) ? PIPS_TITLE_HI : RISK_TITLE_HI);
            expect(link.querySelector('[lang="en-IN"]')).toBeNull();
            expect(link.querySelector('[data-testid="post-in-english"]')).toBeNull();
          } else {
            english += 1;
            expect(link.querySelector('[lang="en-IN"]')?.textContent).toBeTruthy();
            expect(link.querySelector('[data-testid="post-in-english"]')?.textContent).toBe("(अंग्रेज़ी में)");
          }
        }
      }
      expect(hindi).toBeGreaterThan(0);
      expect(english).toBeGreaterThan(0);
    });

    it("serves the Hindi feeds, valid, with Hindi titles at Hindi addresses, and links them from Hindi pages", async () => {
      const rss = await get("/hi/blog/feed.xml");
      expect(rss.status).toBe(200);
      expect(rss.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
      const channel = xml(await rss.text()).querySelector("channel")!;
      expect(channel.querySelector("language")?.textContent).toBe("hi");
      expect(channel.querySelector("link")?.textContent).toBe(`${SITE}/hi/blog`);
      const items = [...channel.querySelectorAll("item")].map((item) => ({ title: item.querySelector("title")!.textContent, link: item.querySelector("link")!.textContent }));
      expect(items).toContainEqual({ title: RISK_TITLE_HI, link: `${SITE}/hi/blog/${encodeURIComponent(RISK_HI)}` });
      expect(items).toContainEqual({ title: PIPS_TITLE_HI, link: `${SITE}/hi/blog/${PIPS}` });
      expect(items.some((item) => item.title!.endsWith(" (अंग्रेज़ी में)"))).toBe(true);

      const atom = xml(await (await get("/hi/blog/atom.xml")).text());
      expect(atom.documentElement.tagName).toBe("feed");
      expect([...atom.querySelectorAll("entry > link")].map((link) => link.getAttribute("href"))).toContain(`${SITE}/hi/blog/${encodeURIComponent(RISK_HI)}`);

      const json = (await (await get("/hi/blog/feed.json")).json()) as { version: string; language: string; items: { title: string; url: string; language?: string }[] };
      expect(json).toMatchObject({ version: "https://jsonfeed.org/version/1.1", language: "hi" });
      expect(json.items.find((item) => item.url === `${SITE}/hi/blog/${PIPS}`)).toMatchObject({ title: PIPS_TITLE_HI });
      expect(json.items.filter((item) => item.language === "en-IN").every((item) => item.title.endsWith(" (अंग्रेज़ी में)"))).toBe(true);

      // the heads: Hindi pages name the Hindi feeds, English pages the English ones
      const feedsOf = (doc: Document) => [...doc.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map((link) => link.getAttribute("href"));
      expect(feedsOf(await page("/hi/blog"))).toEqual([`${SITE}/hi/blog/feed.xml`]);
      expect(feedsOf(await page(`/hi/blog/${PIPS}`))).toEqual([`${SITE}/hi/blog/feed.xml`]);
      expect(feedsOf(await page("/blog"))).toEqual([`${SITE}/blog/feed.xml`]);
      // the English feed keeps its English titles
      expect(await (await get("/blog/feed.xml")).text()).toContain(`<link>${SITE}/blog/${RISK}</link>`);
    });

    it("hides English posts from /hi/blog, its search, keywords and feeds once the setting says so, at once", async () => {
      const before = await page("/hi/blog");
      expect(before.querySelector('[data-testid="post-in-english"]')).not.toBeNull();
      const cookie = await signIn(app);
      const readForm = async () => renderedFormValues(await (await fetch(`${app.url}/admin/settings`, { headers: { cookie } })).text());
      let form = await readForm();
      expect(form.hindiBlogEnglish).toBe("listed");
      const post = (value: string) =>
        fetch(`${app.url}/admin/settings`, {
          method: "POST",
          redirect: "manual",
          headers: { cookie, origin: app.url, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ ...form, hindiBlogEnglish: value }),
        });
      expect((await post("everything")).status).toBe(400);
      expect((await post("hidden")).status).toBe(302);

      const after = await page("/hi/blog");
      const titles = [...after.querySelectorAll("main ul h2 a")].map((link) => link.textContent);
      expect(titles.sort()).toEqual([PIPS_TITLE_HI, RISK_TITLE_HI].sort());
      expect(after.querySelector('[data-testid="post-in-english"]')).toBeNull();
      expect(after.querySelector('[role="status"]')?.textContent).toMatch(/2/);
      // search: a word English posts carry finds none of them on /hi/blog, still finds them on /blog
      expect((await page("/hi/blog?q=candlestick")).querySelectorAll("main ul h2 a")).toHaveLength(0);
      expect((await page("/blog?q=candlestick")).querySelectorAll("main ul h2 a").length).toBeGreaterThan(0);
      // the feeds follow the list
      const rssTitles = [...xml(await (await get("/hi/blog/feed.xml")).text()).querySelectorAll("item > title")].map((title) => title.textContent);
      expect(rssTitles.sort()).toEqual([PIPS_TITLE_HI, RISK_TITLE_HI].sort());
      // the English blog is untouched
      expect((await page("/blog")).querySelectorAll("main ul h2 a").length).toBeGreaterThan(2);
      // an English post's own Hindi page still answers, marked English
      const english = await get("/hi/blog/how-to-read-candlestick-charts-a-beginners-guide");
      expect(english.status).toBe(200);
      // (a save is made from the form as last saved: one from an older view is refused)
      form = await readForm();
      expect(form.hindiBlogEnglish).toBe("hidden");
      expect((await post("listed")).status).toBe(302);
      expect((await page("/hi/blog")).querySelector('[data-testid="post-in-english"]')).not.toBeNull();
    });
  });
});
