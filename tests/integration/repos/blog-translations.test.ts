import { describe, expect, it } from "vitest";
import { loadPostTranslation, savePostTranslation } from "../../../app/server/admin/blog-translations.server";
import { removeBlog } from "../../../app/server/admin/blogs.server";
import { loadBlogList, loadBlogPost } from "../../../app/server/blog.server";
import { seedDemoContent } from "../../../app/server/db/seed.server";
import { listAuditEvents } from "../../../app/server/repos/audit.server";
import { findPublishedBlogBySlug, updateBlog } from "../../../app/server/repos/blogs.server";
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
});
