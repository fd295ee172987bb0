import { describe, expect, it } from "vitest";
import { loadPostTranslation, savePostTranslation } from "../../../app/server/admin/blog-translations.server";
import { removeBlog } from "../../../app/server/admin/blogs.server";
import { loadBlogList, loadBlogPost, loadPostSurroundings } from "../../../app/server/blog.server";
import { blogFeed } from "../../../app/server/blog-feeds.server";
import { fallbackSiteSettings } from "../../../app/domain/site-settings";
import { findSiteSettings, saveSiteSettings } from "../../../app/server/repos/settings.server";
import { seedDemoContent } from "../../../app/server/db/seed.server";
import { listAuditEvents } from "../../../app/server/repos/audit.server";
import { findPublishedBlogBySlug, listPublishedBlogs, updateBlog } from "../../../app/server/repos/blogs.server";
import { readTranslations } from "../../../app/server/repos/translations.server";
import { sitemapXml } from "../../../app/server/seo/sitemap.server";
import { parseBlogListQuery } from "../../../app/domain/blog";
import { enginesUnderTest } from "../../support/databases";
import { formDataOf } from "../../support/form-data";
import { servicesFor } from "../../support/services";

/*
 * Posts in Hindi (issue 23, part 3; decision 0051) on both engines: the seeded posts read in Hindi,
 * one at its Devanagari address; an English change sends the Hindi page back to English until the
 * Hindi follows; a Hindi save writes only what changed, sanitises the body, checks its address and
 * is audited; Hindi words with matras and conjuncts find the post on FTS5 and on PostgreSQL.
 * The Hindi blog's remaining parts (decision 0057): previous/next in Hindi, the setting that hides
 * English posts from /hi/blog (list, search, keywords, counts, surroundings) and the Hindi feeds.
 */

const engines = await enginesUnderTest();
const actor = { id: null, email: "editor@example.test", ip: "127.0.0.1" };
const editor = { userId: "editor-1", role: "editor" as const };
const RISK = "risk-management-and-position-sizing-for-new-traders";
const RISK_HI = "रिस्क-मैनेजमेंट-और-पोज़िशन-साइज़िंग".normalize("NFC");
const PIPS = "what-are-pips-and-lots-in-forex-trading";
const CANDLES = "how-to-read-candlestick-charts-a-beginners-guide";

describe.each(engines)("posts in Hindi on $name", (engine) => {
  it.skipIf(!engine.available)("the seeded posts read in Hindi, at their Hindi address; English ones stay marked English", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      await seedDemoContent(handle.db);
      const services = servicesFor(handle);
      const byHindi = await loadBlogPost(services, RISK_HI, "hi");
      expect(byHindi).toMatchObject({ kind: "post", post: { lang: "hi", title: "नए ट्रेडर्स के लिए रिस्क मैनेजमेंट और पोज़िशन साइज़िंग", hindiSlug: RISK_HI } });
      // its English slug under /hi moves to the Hindi one; its Hindi slug under /blog to the English one
      expect(await loadBlogPost(services, RISK, "hi")).toEqual({ kind: "moved", slug: RISK_HI });
      expect(await loadBlogPost(services, RISK_HI, "en")).toEqual({ kind: "moved", slug: RISK });
      expect(await loadBlogPost(services, RISK, "en")).toMatchObject({ kind: "post", post: { lang: "en", title: "Risk Management and Position Sizing for New Traders" } });
      // a Hindi post without a Hindi address is at its English one under /hi
      expect(await loadBlogPost(services, PIPS, "hi")).toMatchObject({ kind: "post", post: { lang: "hi", title: "फ़ॉरेक्स ट्रेडिंग में पिप और लॉट क्या होते हैं?" } });
      expect(await loadBlogPost(services, CANDLES, "hi")).toMatchObject({ kind: "post", post: { lang: "en" } });

      const list = await loadBlogList(services, parseBlogListQuery(new URLSearchParams()), "hi");
      expect(list.posts.find((post) => post.slug === PIPS)).toMatchObject({ lang: "hi", title: "फ़ॉरेक्स ट्रेडिंग में पिप और लॉट क्या होते हैं?" });
      expect(list.posts.find((post) => post.slug === CANDLES)).toMatchObject({ lang: "en", title: "How to Read Candlestick Charts: A Beginner's Guide" });
      expect((await loadBlogList(services, parseBlogListQuery(new URLSearchParams()), "en")).posts.every((post) => post.lang === "en")).toBe(true);

      // sitemap.xml: the Hindi address, percent-encoded, as the Hindi URL and the hi-IN alternate
      const xml = await sitemapXml(services);
      const encoded = `/hi/blog/${encodeURIComponent(RISK_HI)}`;
      expect(xml).toContain(`<loc>http://localhost:3000${encoded}</loc>`.replace("http://localhost:3000", services.config.publicUrl));
      expect(xml).toContain(`hreflang="hi-IN" href="${services.config.publicUrl}${encoded}"`);
      expect(xml).toContain(`hreflang="en-IN" href="${services.config.publicUrl}/blog/${RISK}"`);
      expect(xml).not.toContain(`/hi/blog/${RISK}<`);
    } finally {
      await cleanup();
    }
  });

  it.skipIf(!engine.available)("an English change sends the page back to English until its Hindi follows; a save is checked, sanitised and audited", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      await seedDemoContent(handle.db);
      const services = servicesFor(handle);
      const post = (await findPublishedBlogBySlug(handle.db, PIPS))!;
      expect((await loadPostTranslation(services, post.id, editor))!.waiting).toBe(0);

      await updateBlog(handle.db, post.id, { title: "Pips and Lots in Forex Trading, Explained" });
      const opened = (await loadPostTranslation(services, post.id, editor))!;
      expect(opened.waiting).toBe(1);
      expect(opened.rows.find((row) => row.key === "title")).toMatchObject({ needsTranslation: true, translated: true });
      expect(await loadBlogPost(services, PIPS, "hi")).toMatchObject({ kind: "post", post: { lang: "en", title: "Pips and Lots in Forex Trading, Explained" } });

      // an address another post holds is refused, and nothing is written
      const form = (fields: Record<string, string>) => formDataOf({ id: post.id, version: opened.version, ...Object.fromEntries(opened.rows.map((row) => [row.key, row.hindi])), ...fields });
      const taken = await savePostTranslation(services, services.log, { id: post.id, form: form({ hindiSlug: RISK_HI }), actor, user: editor });
      expect(taken).toMatchObject({ ok: false, status: 400, fieldErrors: { hindiSlug: expect.stringContaining("Another post") } });
      expect(await savePostTranslation(services, services.log, { id: post.id, form: form({ hindiSlug: CANDLES }), actor, user: editor })).toMatchObject({ ok: false });

      // "still says the same" on the title, a Latin address, and a body with a script: saved sanitised
      const body = `<p>पिप और लॉट की क्षमता समझें।</p><script>alert(1)</script>`;
      const saved = await savePostTranslation(services, services.log, { id: post.id, form: form({ "still.title": "yes", hindiSlug: "Pip-Aur-Lot", content: body }), actor, user: editor });
      expect(saved).toEqual({ ok: true });
      const stored = await readTranslations(handle.db, { entity: "blog", entityId: post.id, locale: "hi" });
      expect(stored.content!.value).toBe("<p>पिप और लॉट की क्षमता समझें।</p>");
      expect(stored.title!.source).toBe("Pips and Lots in Forex Trading, Explained");
      expect(await loadBlogPost(services, "pip-aur-lot", "hi")).toMatchObject({ kind: "post", post: { lang: "hi", hindiSlug: "pip-aur-lot" } });
      const audit = await listAuditEvents(handle.db, { entity: "blog" }, { limit: 5 });
      expect(audit.find((event) => event.action === "blog.translate")).toMatchObject({ entityId: post.id });

      // an emptied box removes its Hindi: the page is English again
      const again = (await loadPostTranslation(services, post.id, editor))!;
      expect(await savePostTranslation(services, services.log, { id: post.id, form: formDataOf({ id: post.id, version: again.version, title: "", description: again.rows[1]!.hindi, content: again.rows[2]!.hindi, hindiSlug: "" }), actor, user: editor })).toEqual({ ok: true });
      expect((await readTranslations(handle.db, { entity: "blog", entityId: post.id, locale: "hi" })).title).toBeUndefined();
      expect(await loadBlogPost(services, PIPS, "hi")).toMatchObject({ kind: "post", post: { lang: "en", hindiSlug: null } });

      // an author may not open or save another's post's Hindi
      const author = { userId: "author-1", role: "author" as const };
      expect(await loadPostTranslation(services, post.id, author)).toBeNull();
      expect(await savePostTranslation(services, services.log, { id: post.id, form: form({}), actor, user: author })).toMatchObject({ ok: false, status: 404 });

      // deleting the post deletes its Hindi
      expect(await removeBlog(services, post.id, actor, editor)).toBe(true);
      expect(await readTranslations(handle.db, { entity: "blog", entityId: post.id, locale: "hi" })).toEqual({});
    } finally {
      await cleanup();
    }
  });

  it.skipIf(!engine.available)("Hindi words with matras and conjuncts find the post, whole words only", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      await seedDemoContent(handle.db);
      const services = servicesFor(handle);
      const post = (await findPublishedBlogBySlug(handle.db, CANDLES))!;
      const opened = (await loadPostTranslation(services, post.id, editor))!;
      const hindi = {
        title: "कैंडलस्टिक चार्ट कैसे पढ़ें: जोखिम प्रबंधन के साथ",
        description: "व्यापार में ट्रेडिंग क्षमता बढ़ाएँ, स्टॉप लॉस के साथ।",
        content: "<p>क़ीमत की चाल और डोजी, हैमर जैसे पैटर्न।</p>",
      };
      expect(await savePostTranslation(services, services.log, { id: post.id, form: formDataOf({ id: post.id, version: opened.version, ...hindi }), actor, user: editor })).toEqual({ ok: true });
      const found = async (q: string) => (await loadBlogList(services, parseBlogListQuery(new URLSearchParams({ q })), "hi")).posts.map((one) => one.slug);
      for (const word of ["प्रबंधन", "क्षमता", "व्यापार", "जोखिम", "कैंडल", "क़ीमत", "प्रबं"]) expect(await found(word), word).toEqual([CANDLES]);
      // words the seeded Hindi posts share: found there too
      for (const word of ["ट्रेडिंग", "स्टॉप लॉस"]) expect(await found(word), word).toEqual(expect.arrayContaining([CANDLES, PIPS, RISK]));
      // a matra or virama is part of its word: the letters alone, or a fragment inside a word, do not find it
      for (const fragment of ["मत", "वयपर", "षमत", "यापार"]) expect(await found(fragment), fragment).not.toContain(CANDLES);
      // the card of the search result: its Hindi words (every text translated)
      expect((await loadBlogList(services, parseBlogListQuery(new URLSearchParams({ q: "प्रबंधन" })), "hi")).posts[0]).toMatchObject({ lang: "hi", title: hindi.title });
    } finally {
      await cleanup();
    }
  });
  it.skipIf(!engine.available)("previous/next and related posts on a Hindi page: Hindi titles at Hindi addresses, English ones marked English", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      await seedDemoContent(handle.db);
      const services = servicesFor(handle);
      const hindiTitles: Record<string, { title: string; address: string }> = {
        [RISK]: { title: "नए ट्रेडर्स के लिए रिस्क मैनेजमेंट और पोज़िशन साइज़िंग", address: RISK_HI },
        [PIPS]: { title: "फ़ॉरेक्स ट्रेडिंग में पिप और लॉट क्या होते हैं?", address: PIPS },
      };
      const posts = await listPublishedBlogs(handle.db);
      let seenHindi = 0;
      let seenEnglish = 0;
      for (const [index, blog] of posts.entries()) {
        const around = await loadPostSurroundings(services, blog, "hi");
        const expected = (neighbour: (typeof posts)[number] | undefined) => {
          if (!neighbour) return null;
          const hindi = hindiTitles[neighbour.slug];
          if (hindi) seenHindi += 1;
          else seenEnglish += 1;
          return hindi ? { slug: hindi.address, title: hindi.title, lang: "hi" } : { slug: neighbour.slug, title: neighbour.title, lang: "en" };
        };
        // the list is newest first: the older neighbour is the next row
        expect(around.older, blog.slug).toEqual(expected(posts[index + 1]));
        expect(around.newer, blog.slug).toEqual(expected(posts[index - 1]));
        for (const card of around.related) expect(card.lang, card.slug).toBe(hindiTitles[card.slug] ? "hi" : "en");
        // the English page keeps English titles at English addresses
        const english = await loadPostSurroundings(services, blog, "en");
        if (posts[index + 1]) expect(english.older).toEqual({ slug: posts[index + 1]!.slug, title: posts[index + 1]!.title, lang: "en" });
      }
      expect(seenHindi).toBeGreaterThan(0);
      expect(seenEnglish).toBeGreaterThan(0);
    } finally {
      await cleanup();
    }
  });

  it.skipIf(!engine.available)("the setting lists English posts on /hi/blog (the default) or only posts in Hindi: list, search, keywords, counts and surroundings", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      await seedDemoContent(handle.db);
      const list = async (services: ReturnType<typeof servicesFor>, params: Record<string, string> = {}) => loadBlogList(services, parseBlogListQuery(new URLSearchParams(params)), "hi");
      const all = await listPublishedBlogs(handle.db);
      // the default: every visible post, English ones marked English (the behaviour before the setting)
      expect((await findSiteSettings(handle.db))?.hindiBlogEnglish).toBe("listed");
      const listed = await list(servicesFor(handle));
      expect(listed.total).toBe(all.length);
      expect(listed.posts.some((post) => post.lang === "en")).toBe(true);

      await saveSiteSettings(handle.db, { ...((await findSiteSettings(handle.db)) ?? fallbackSiteSettings), hindiBlogEnglish: "hidden" });
      // (a new process's cache: the settings are cached until a change is announced)
      const services = servicesFor(handle);
      const hidden = await list(services);
      expect(hidden.posts.map((post) => post.slug).sort()).toEqual([PIPS, RISK].sort());
      expect(hidden.posts.every((post) => post.lang === "hi")).toBe(true);
      expect(hidden).toMatchObject({ total: 2, pageCount: 1 });
      // search: an English word both Hindi and English posts carry finds only the Hindi ones
      expect((await list(services, { q: "ट्रेडिंग" })).posts.map((post) => post.slug).sort()).toEqual([PIPS, RISK].sort());
      expect((await list(services, { q: "candlestick" })).total).toBe(0);
      // keyword chips count only posts in Hindi, and a keyword's page lists only them
      const risk = (await findPublishedBlogBySlug(handle.db, RISK))!;
      const keyword = risk.keywords.split(",")[0]!.trim();
      const chip = hidden.chips.find((one) => one.keyword === keyword)!;
      const ofKeyword = await list(services, { keyword });
      expect(ofKeyword.total).toBe(chip.count);
      expect(ofKeyword.posts.every((post) => post.lang === "hi")).toBe(true);
      expect(hidden.chips.reduce((sum, one) => sum + one.count, 0)).toBeLessThanOrEqual(listed.chips.reduce((sum, one) => sum + one.count, 0));
      // the English blog is untouched
      expect((await loadBlogList(services, parseBlogListQuery(new URLSearchParams()), "en")).total).toBe(all.length);
      // a post's surroundings on /hi: only posts in Hindi
      const around = await loadPostSurroundings(services, risk, "hi");
      expect([around.older, around.newer].filter(Boolean).map((post) => post!.lang)).toEqual(["hi"]);
      expect(around.related.every((card) => card.lang === "hi")).toBe(true);

      // a post whose English changed no longer reads in Hindi: it leaves the Hindi-only list (the SQL rule agrees with the page's)
      const pips = (await findPublishedBlogBySlug(handle.db, PIPS))!;
      await updateBlog(handle.db, pips.id, { description: "Pips and lots, explained again." });
      expect((await list(services)).posts.map((post) => post.slug)).toEqual([RISK]);
      expect(await loadBlogPost(services, PIPS, "hi")).toMatchObject({ kind: "post", post: { lang: "en" } });
    } finally {
      await cleanup();
    }
  });

  it.skipIf(!engine.available)("the Hindi feeds carry the Hindi posts at their Hindi addresses, and the English ones as the setting says", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      await seedDemoContent(handle.db);
      const all = await listPublishedBlogs(handle.db);
      const json = async (services: ReturnType<typeof servicesFor>) => JSON.parse((await blogFeed(services, "json", null, "hi"))!.body) as { language: string; home_page_url: string; feed_url: string; title: string; items: { id: string; url: string; title: string; language?: string }[] };
      const listed = await json(servicesFor(handle));
      const base = servicesFor(handle).config.publicUrl.replace(/\/$/, "");
      expect(listed).toMatchObject({ language: "hi", home_page_url: `${base}/hi/blog`, feed_url: `${base}/hi/blog/feed.json` });
      expect(listed.title).toContain("ब्लॉग");
      expect(listed.items).toHaveLength(all.length);
      const risk = listed.items.find((item) => item.url === `${base}/hi/blog/${encodeURIComponent(RISK_HI)}`)!;
      expect(risk.title).toBe("नए ट्रेडर्स के लिए रिस्क मैनेजमेंट और पोज़िशन साइज़िंग");
      expect(risk.id).toMatch(/:hi$/);
      const candles = listed.items.find((item) => item.url === `${base}/hi/blog/${CANDLES}`)!;
      expect(candles).toMatchObject({ title: "How to Read Candlestick Charts: A Beginner's Guide (अंग्रेज़ी में)", language: "en-IN" });
      expect(risk).not.toHaveProperty("language");
      // RSS and Atom: Hindi language, Hindi addresses
      const rss = (await blogFeed(servicesFor(handle), "rss", null, "hi"))!.body;
      expect(rss).toContain("<language>hi</language>");
      expect(rss).toContain(`${base}/hi/blog/${encodeURIComponent(RISK_HI)}`);
      const atom = (await blogFeed(servicesFor(handle), "atom", null, "hi"))!.body;
      expect(atom).toContain(`href="${base}/hi/blog/atom.xml"`);
      // the English feed is unchanged
      const english = JSON.parse((await blogFeed(servicesFor(handle), "json", null))!.body) as typeof listed;
      expect(english.items.find((item) => item.url === `${base}/blog/${RISK}`)?.title).toBe("Risk Management and Position Sizing for New Traders");

      await saveSiteSettings(handle.db, { ...((await findSiteSettings(handle.db)) ?? fallbackSiteSettings), hindiBlogEnglish: "hidden" });
      const hidden = await json(servicesFor(handle));
      expect(hidden.items.map((item) => item.title).sort()).toEqual(["नए ट्रेडर्स के लिए रिस्क मैनेजमेंट और पोज़िशन साइज़िंग", "फ़ॉरेक्स ट्रेडिंग में पिप और लॉट क्या होते हैं?"].sort());
      // a keyword only English posts carry: the Hindi blog has no feed of it (the route answers 404)
      const keywordsOf = (slug: string) => all.find((post) => post.slug === slug)!.keywords.split(",").map((word) => word.trim());
      const englishOnly = all.flatMap((post) => keywordsOf(post.slug)).find((word) => !keywordsOf(RISK).includes(word) && !keywordsOf(PIPS).includes(word))!;
      expect(await blogFeed(servicesFor(handle), "rss", englishOnly, "hi")).toBeNull();
      expect(await blogFeed(servicesFor(handle), "rss", englishOnly, "en")).not.toBeNull();
    } finally {
      await cleanup();
    }
  });
});
