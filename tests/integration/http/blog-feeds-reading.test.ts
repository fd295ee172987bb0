import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../app/server/db/database.server";
import { createBlog, type BlogInput } from "../../../app/server/repos/blogs.server";
import { signIn, type RunningApp } from "../../support/app-process";
import { enginesUnderTest, startAppOn } from "../../support/databases";
import { renderedFormValues } from "../../support/rendered-form";

/*
 * The blog's feeds and a post's reading aids over HTTP from the production build, on both engines
 * (issue 22, part 4; decision 0037). Feeds are parsed as a feed reader would (an XML parser that
 * refuses malformed XML, JSON.parse) and held to each format's required elements; a draft and a
 * post scheduled for later, with the same keyword as the published ones, must appear in none.
 */

const engines = await enginesUnderTest();
/** where the site says it lives: the feeds' and share links' addresses start with it */
const SITE = "https://academy.example.in";
const tag = `${process.pid}${Date.now().toString(36)}`;
const keyword = `Feedkw ${tag}`;
// an administrator's title with every character XML and HTML care about
const trickyTitle = `Risk & reward <b>bold</b> "quoted" ]]> ${tag}`;
const hindiHeadings = "<h2>जोखिम प्रबंधन</h2><p>stop loss हमेशा लगाएँ ।</p><h2>Position size</h2><p>Two words.</p><h3>Lot size</h3><p>More.</p><h2>Position size</h2><p>Again.</p>";

const post = (overrides: Partial<BlogInput>): BlogInput => ({
  title: "A post",
  slug: "a-post",
  author: "Candlewise Academy",
  description: "<p>About markets.</p>",
  keywords: `Risk, ${keyword}`,
  status: "Published",
  image: "/demo/blog/default.svg",
  tag: null,
  content: "<p>Body.</p>",
  date: "2026-11-01T10:00:00.000Z",
  publishAt: null,
  ...overrides,
});

const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const ABSOLUTE = /^https?:\/\/[^/]+\//;

function xml(text: string): Document {
  // throws on anything that is not well-formed XML
  return new JSDOM(text, { contentType: "application/xml" }).window.document;
}

const childText = (element: Element, name: string) => [...element.children].find((child) => child.tagName === name)?.textContent ?? null;

describe.each(engines)("the blog's feeds and reading aids over HTTP on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    let app: RunningApp;
    let handle: DatabaseHandle;
    let stop: (() => Promise<void>) | undefined;
    const slugs = { tricky: `tricky-${tag}`, hindi: `headings-${tag}`, older: `older-${tag}`, draft: `draft-${tag}`, later: `later-${tag}` };

    beforeAll(async () => {
      ({ app, handle, stop } = await startAppOn(engine, { PUBLIC_URL: SITE }));
      // Written before any page is asked for, so no cached page predates them.
      await createBlog(handle.db, post({ title: `Draft ${tag}`, slug: slugs.draft, status: "Draft", date: "2026-11-20T10:00:00.000Z" }));
      await createBlog(handle.db, post({ title: `Later ${tag}`, slug: slugs.later, publishAt: "2099-01-01T00:00:00.000Z", date: "2099-01-01T00:00:00.000Z" }));
      await createBlog(handle.db, post({ title: `Older ${tag}`, slug: slugs.older, date: "2026-11-10T10:00:00.000Z" }));
      await createBlog(
        handle.db,
        post({ title: `Headings ${tag}`, slug: slugs.hindi, content: hindiHeadings, date: "2026-11-12T10:00:00.000Z", keywords: `Risk, ${keyword}, Sizing` }),
      );
      await createBlog(
        handle.db,
        post({
          title: trickyTitle,
          slug: slugs.tricky,
          date: "2026-11-14T10:00:00.000Z",
          description: "<p>Summary with <a href=\"/blog\">a link</a> &amp; an ampersand.</p>",
          content: `<p>Full text only ${tag} with <img src="/uploads/chart.png" alt="chart"></p>`,
        }),
      );
    }, 60_000);

    afterAll(async () => {
      await stop?.();
    });

    const get = (address: string) => fetch(`${app.url}${address}`, { redirect: "manual" });

    it("writes a valid RSS 2.0 feed of readable posts only, titles escaped, addresses absolute, dates in RFC 822", async () => {
      const response = await get("/blog/feed.xml");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("public, max-age=300");
      const body = await response.text();
      const doc = xml(body);
      const rss = doc.documentElement;
      expect(rss.tagName).toBe("rss");
      expect(rss.getAttribute("version")).toBe("2.0");
      const channel = rss.querySelector("channel")!;
      for (const required of ["title", "link", "description"]) expect(childText(channel, required), required).toBeTruthy();
      expect(childText(channel, "link")).toMatch(/\/blog$/);
      expect(childText(channel, "lastBuildDate")).toMatch(RFC_822);
      const self = channel.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0]!;
      expect(self.getAttribute("rel")).toBe("self");
      expect(self.getAttribute("href")).toBe(`${SITE}/blog/feed.xml`);
      const items = [...channel.querySelectorAll("item")];
      expect(items.length).toBeGreaterThanOrEqual(3);
      for (const item of items) {
        expect(childText(item, "title")).toBeTruthy();
        expect(childText(item, "link")).toMatch(ABSOLUTE);
        expect(childText(item, "guid")).toMatch(/^tag:/);
        expect(childText(item, "pubDate")).toMatch(RFC_822);
      }
      const titles = items.map((item) => childText(item, "title"));
      // the admin's title comes back exactly as typed
      expect(titles).toContain(trickyTitle);
      expect(titles).toContain(`Older ${tag}`);
      expect(body).not.toContain(`Draft ${tag}`);
      expect(body).not.toContain(`Later ${tag}`);
      // newest first
      expect(titles.indexOf(trickyTitle)).toBeLessThan(titles.indexOf(`Older ${tag}`));
      const tricky = items.find((item) => childText(item, "title") === trickyTitle)!;
      expect(childText(tricky, "link")).toBe(`${SITE}/blog/${slugs.tricky}`);
      expect(childText(tricky, "pubDate")).toBe("Sat, 14 Nov 2026 10:00:00 GMT");
      // summary by default: the description (its link made absolute), not the full text
      expect(childText(tricky, "description")).toBe(`<p>Summary with <a href="${SITE}/blog" rel="noopener noreferrer nofollow">a link</a> &amp; an ampersand.</p>`);
      expect(body).not.toContain(`Full text only ${tag}`);
    });

    it("writes a valid Atom feed: id, title, updated (RFC 3339), author, self link; entries with id, link and HTML-escaped titles", async () => {
      const response = await get("/blog/atom.xml");
      expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
      const doc = xml(await response.text());
      const feed = doc.documentElement;
      expect(feed.namespaceURI).toBe("http://www.w3.org/2005/Atom");
      expect(feed.localName).toBe("feed");
      expect(childText(feed, "id")).toMatch(ABSOLUTE);
      expect(childText(feed, "title")).toBeTruthy();
      expect(childText(feed, "updated")).toMatch(RFC_3339);
      expect(feed.querySelector(":scope > author > name")?.textContent).toBeTruthy();
      expect(feed.querySelector(':scope > link[rel="self"]')?.getAttribute("href")).toBe(`${SITE}/blog/atom.xml`);
      const entries = [...feed.querySelectorAll("entry")];
      const ids = entries.map((entry) => childText(entry, "id"));
      expect(new Set(ids).size).toBe(entries.length);
      for (const entry of entries) {
        expect(childText(entry, "id")).toMatch(/^tag:[^,]+,\d{4}-\d{2}-\d{2}:blog-post:/);
        expect(childText(entry, "updated")).toMatch(RFC_3339);
        expect(childText(entry, "published")).toMatch(RFC_3339);
        expect(entry.querySelector("link")?.getAttribute("href")).toMatch(ABSOLUTE);
      }
      // type="html": the title is HTML whose text is the admin's title (no <b> element for readers)
      const tricky = entries.find((entry) => entry.querySelector("link")?.getAttribute("href")?.endsWith(slugs.tricky))!;
      const title = tricky.querySelector("title")!;
      expect(title.getAttribute("type")).toBe("html");
      expect(new JSDOM(`<p>${title.textContent}</p>`).window.document.querySelector("p")!.textContent).toBe(trickyTitle);
      expect(entries.some((entry) => childText(entry, "title")?.includes(`Draft ${tag}`))).toBe(false);
    });

    it("writes a valid JSON Feed: version, title, items with id, url, content and RFC 3339 dates", async () => {
      const response = await get("/blog/feed.json");
      expect(response.headers.get("content-type")).toBe("application/feed+json; charset=utf-8");
      const feed = (await response.json()) as { version: string; title: string; home_page_url: string; feed_url: string; items: Record<string, unknown>[] };
      expect(feed.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1(\.1)?$/);
      expect(feed.title).toBeTruthy();
      expect(feed.feed_url).toBe(`${SITE}/blog/feed.json`);
      for (const item of feed.items) {
        expect(item.id).toEqual(expect.any(String));
        expect(item.url).toMatch(ABSOLUTE);
        expect(item.content_html).toEqual(expect.any(String));
        expect(item.date_published).toMatch(RFC_3339);
        expect(item.image).toMatch(ABSOLUTE);
      }
      expect(feed.items.map((item) => item.title)).toContain(trickyTitle);
      expect(JSON.stringify(feed)).not.toContain(`Later ${tag}`);
    });

    it("writes one keyword's feeds with its posts only, and answers an unused keyword with 404", async () => {
      const query = `?keyword=${encodeURIComponent(keyword)}`;
      const rss = xml(await (await get(`/blog/feed.xml${query}`)).text());
      const titles = [...rss.querySelectorAll("item > title")].map((title) => title.textContent);
      expect(titles.sort()).toEqual([`Headings ${tag}`, `Older ${tag}`, trickyTitle].sort());
      expect(rss.querySelector("channel > link")?.textContent).toBe(`${SITE}/blog?keyword=${encodeURIComponent(keyword).replace(/%20/g, "+")}`);
      const json = (await (await get(`/blog/feed.json${query}`)).json()) as { items: unknown[] };
      expect(json.items).toHaveLength(3);
      const atom = await get(`/blog/atom.xml${query}`);
      expect(atom.status).toBe(200);
      expect((await get(`/blog/feed.xml?keyword=nothing-${tag}`)).status).toBe(404);
      // the keyword's list page links its feeds and the whole blog's
      const list = await (await get(`/blog${query}`)).text();
      expect(list).toContain(`type="application/rss+xml" title="Candlewise Academy blog: ${keyword} (RSS)" href="${SITE}/blog/feed.xml?keyword=${encodeURIComponent(keyword).replace(/%20/g, "+")}"`);
      expect(list).toContain(`href="${SITE}/blog/feed.json"`);
    });

    it("links the three feeds of the page's language from the heads of the blog pages (the Hindi blog's own, decision 0057)", async () => {
      for (const address of ["/blog", `/blog/${slugs.older}`, "/hi/blog", `/hi/blog/${slugs.older}`]) {
        const head = (await (await get(address)).text()).split("</head>")[0]!;
        const alternates = [...head.matchAll(/<link rel="alternate" type="([^"]+)" title="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [match[1], match[3]]);
        const prefix = address.startsWith("/hi") ? "/hi" : "";
        expect(alternates, address).toEqual([
          ["application/rss+xml", `${SITE}${prefix}/blog/feed.xml`],
          ["application/atom+xml", `${SITE}${prefix}/blog/atom.xml`],
          ["application/feed+json", `${SITE}${prefix}/blog/feed.json`],
        ]);
        if (address.startsWith("/hi")) expect(head).toContain('title="Candlewise Academy ब्लॉग (RSS)"');
      }
    });

    it("shows reading time, contents with working anchors, share links, previous/next and related posts, in both languages", async () => {
      for (const [prefix, words] of [
        ["", { minRead: /1(?:<!-- -->)? min read/, contents: "In this article", share: "Share this article", previous: "Previous article", next: "Next article", related: "Related articles" }],
        ["/hi", { minRead: /पढ़ने में (?:<!-- -->)?1(?:<!-- -->)? मिनट/, contents: "इस लेख में", share: "यह लेख शेयर करें", previous: "पिछला लेख", next: "अगला लेख", related: "इससे जुड़े लेख" }],
      ] as const) {
        const response = await get(`${prefix}/blog/${slugs.hindi}`);
        expect(response.status).toBe(200);
        const html = await response.text();
        const { document } = new JSDOM(html).window;
        const main = document.querySelector("main")!;
        expect(main.textContent).toMatch(new RegExp(words.minRead.source.replace(/\(\?:<!-- -->\)\?/g, "")));
        // contents: links to ids that exist, unique, Hindi kept
        const toc = document.querySelector('nav[aria-labelledby="contents"]')!;
        expect(toc.querySelector("h2")!.textContent).toBe(words.contents);
        const anchors = [...toc.querySelectorAll("a")].map((a) => decodeURIComponent(a.getAttribute("href")!));
        expect(anchors).toEqual(["#जोखिम-प्रबंधन", "#position-size", "#lot-size", "#position-size-2"]);
        for (const anchor of anchors) expect(document.getElementById(anchor.slice(1))?.tagName, anchor).toMatch(/^H[23]$/);
        const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
        expect(new Set(ids).size).toBe(ids.length);
        // share links: plain links carrying this page's address, no third-party script
        const shareUrl = `${SITE}${prefix}/blog/${slugs.hindi}`;
        const share = document.querySelector('section[aria-labelledby="share-post"]')!;
        expect(share.querySelector("h2")!.textContent).toBe(words.share);
        const hrefs = [...share.querySelectorAll("a")].map((a) => a.getAttribute("href")!);
        expect(hrefs.map((href) => new URL(href).hostname)).toEqual(["wa.me", "x.com", "www.linkedin.com", "t.me"]);
        for (const href of hrefs) expect(href).toContain(encodeURIComponent(shareUrl));
        expect([...document.querySelectorAll("script[src]")].every((script) => script.getAttribute("src")!.startsWith("/"))).toBe(true);
        // previous (older) and next (newer) posts in the list's order
        const neighbours = document.querySelector(`nav[aria-label="${words.previous === "Previous article" ? "More articles" : "और लेख"}"]`)!;
        const links = [...neighbours.querySelectorAll("a")];
        expect(links.map((a) => a.getAttribute("href"))).toEqual([`${prefix}/blog/${slugs.older}`, `${prefix}/blog/${slugs.tricky}`]);
        expect(links[0]!.textContent).toContain(words.previous);
        expect(links[1]!.textContent).toContain(words.next);
        // related: the two posts sharing the keywords (newest first), then the newest other
        const related = document.querySelector('section[aria-labelledby="related-posts"]')!;
        expect(related.querySelector("h2")!.textContent).toBe(words.related);
        const relatedTitles = [...related.querySelectorAll("h3")].map((h3) => h3.textContent);
        expect(relatedTitles).toHaveLength(3);
        // on the Hindi page, a post with no Hindi version says so after its title (decision 0051)
        const englishOnly = prefix === "/hi" ? "(अंग्रेज़ी में)" : "";
        expect(relatedTitles.slice(0, 2)).toEqual([trickyTitle + englishOnly, `Older ${tag}${englishOnly}`]);
        expect(relatedTitles).not.toContain(`Headings ${tag}`);
        expect(html).not.toContain(`Draft ${tag}`);
        expect(html).not.toContain(`Later ${tag}`);
      }
    });

    it("carries the whole text once the settings say so, at once (the save empties the cached feeds)", async () => {
      expect(await (await get("/blog/feed.xml")).text()).not.toContain(`Full text only ${tag}`);
      const cookie = await signIn(app);
      const form = renderedFormValues(await (await fetch(`${app.url}/admin/settings`, { headers: { cookie } })).text());
      expect(form.feedContent).toBe("summary");
      const save = await fetch(`${app.url}/admin/settings`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, origin: app.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...form, feedContent: "full" }),
      });
      expect(save.status).toBe(302);
      const rss = xml(await (await get("/blog/feed.xml")).text());
      const item = [...rss.querySelectorAll("item")].find((element) => childText(element, "title") === trickyTitle)!;
      const encoded = item.getElementsByTagNameNS("http://purl.org/rss/1.0/modules/content/", "encoded")[0]!.textContent!;
      expect(encoded).toContain(`Full text only ${tag}`);
      // the post's image path is made absolute for feed readers
      expect(encoded).toContain(`src="${SITE}/uploads/chart.png"`);
      const atom = xml(await (await get("/blog/atom.xml")).text());
      expect(atom.querySelector("entry content")?.getAttribute("type")).toBe("html");
      const json = (await (await get("/blog/feed.json")).json()) as { items: { title: string; content_html: string; summary?: string }[] };
      const jsonItem = json.items.find((candidate) => candidate.title === trickyTitle)!;
      expect(jsonItem.content_html).toContain(`Full text only ${tag}`);
      expect(jsonItem.summary).toContain("Summary with");
      // a refused value is refused
      const refused = await fetch(`${app.url}/admin/settings`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, origin: app.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...form, feedContent: "everything" }),
      });
      expect(refused.status).toBe(400);
    });
  });
});
