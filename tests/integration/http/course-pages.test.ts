import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../app/server/db/database.server";
import { demoCourses } from "../../../app/server/db/demo-content.server";
import { demoCourseHindi } from "../../../app/server/db/demo-course-pages.server";
import { createCourse, findCourse, updateCourse } from "../../../app/server/repos/courses.server";
import { signIn, type RunningApp } from "../../support/app-process";
import { multipartBody } from "../../support/images";
import { enginesUnderTest, startAppOn } from "../../support/databases";

/*
 * The course pages over HTTP from the production build, on both engines (issue 22): /courses and
 * each published course's page with its facts, fee and structured data; drafts and unknown slugs
 * are 404; a renamed course's old address answers 301; sitemap.xml lists the pages; a save without
 * a session changes nothing.
 */

const engines = await enginesUnderTest();
/** the test server's PUBLIC_URL: the addresses in the head and sitemap.xml are written with it */
const SITE = "http://localhost:0";
const tag = `${process.pid}${Date.now().toString(36)}`;
const forex = demoCourses.find((course) => course.slug === "forex-trading-foundations")!;
const card = { image: "/demo/courses/options-trading.svg", category: "Options Trading", description: "A test course.", link: "https://learn.example/test", sortOrder: 50 };

type LdNode = Record<string, unknown> & { "@type": string };

function jsonLdOf(html: string): LdNode[] {
  const { document } = new JSDOM(html).window;
  // every block must be valid JSON (a parse error fails here)
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? "") as LdNode);
}

describe.each(engines)("the course pages over HTTP on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    let app: RunningApp;
    let handle: DatabaseHandle;
    let stop: (() => Promise<void>) | undefined;
    const draft = { name: `Quietdraft ${tag}`, slug: `quietdraft-${tag}` };
    const renamed = { name: `Renamed ${tag}`, oldSlug: `old-name-${tag}`, newSlug: `new-name-${tag}` };
    let renamedId = "";

    beforeAll(async () => {
      ({ app, handle, stop } = await startAppOn(engine));
      // written before any page is asked for, so no cached page predates them
      await createCourse(handle.db, { ...card, name: draft.name, slug: draft.slug, status: "Draft" });
      const course = await createCourse(handle.db, { ...card, name: renamed.name, slug: renamed.oldSlug });
      renamedId = course.id;
      await updateCourse(handle.db, course.id, { slug: renamed.newSlug }, { redirectFrom: renamed.oldSlug });
    }, 60_000);

    afterAll(async () => {
      await stop?.();
    });

    const get = (address: string) => fetch(`${app.url}${address}`, { redirect: "manual" });

    it("lists every published course on /courses with chips that filter on the server, and links each page", async () => {
      const response = await get("/courses");
      expect(response.status).toBe(200);
      const { document } = new JSDOM(await response.text()).window;
      expect(document.querySelector("h1")?.textContent).toBe("Courses");
      const names = [...document.querySelectorAll('[data-testid="course-list"] h3')].map((heading) => heading.textContent);
      for (const course of demoCourses) expect(names).toContain(course.name);
      expect(names).toContain(renamed.name);
      expect(names).not.toContain(draft.name);
      const links = [...document.querySelectorAll('[data-testid="course-list"] a')].map((link) => link.getAttribute("href"));
      expect(links).toContain(`/courses/${forex.slug}`);
      expect(links).toContain(forex.link);
      expect([...document.querySelectorAll("nav a")].map((link) => link.getAttribute("href"))).toContain("/courses?category=Options%20Trading#courses");

      const filtered = new JSDOM(await (await get("/courses?category=Options%20Trading")).text()).window.document;
      const shown = [...filtered.querySelectorAll('[data-testid="course-list"] > li:not([hidden]) h3')].map((heading) => heading.textContent);
      expect(shown.sort()).toEqual(["Options Trading Essentials", renamed.name].sort());
    });

    it("shows a course's page with its facts, its fee with the GST inside it, curriculum, FAQ and testimonials", async () => {
      const response = await get(`/courses/${forex.slug}`);
      expect(response.status).toBe(200);
      const { document } = new JSDOM(await response.text()).window;
      expect(document.querySelector("h1")?.textContent).toBe(forex.name);
      expect(document.querySelector('[data-testid="course-summary"]')?.textContent).toBe(forex.summary);
      const facts = document.querySelector('[data-testid="course-facts"]')?.textContent ?? "";
      for (const fact of ["Beginner", "English, Hindi", "12 hours", "Recorded lessons"]) expect(facts).toContain(fact);
      // ₹4,999 includes 4,999 × 18/118 = ₹762.5593… ≈ ₹762.56 of GST; ₹4,236.44 before it
      expect(document.querySelector('[data-testid="course-price"]')?.textContent).toBe("₹4,999.00");
      expect(document.querySelector('[data-testid="course-gst"]')?.textContent).toBe("GST included in this price: ₹762.56 (18%). Price before GST: ₹4,236.44.");
      const modules = [...document.querySelectorAll('[data-testid="course-curriculum"] > li h3')].map((heading) => heading.textContent);
      expect(modules).toEqual(JSON.parse(forex.curriculum!).map((module: { title: string }) => module.title));
      expect(document.querySelector('[data-testid="course-curriculum"]')?.textContent).toContain("What a pip is worth45 min");
      const questions = [...document.querySelectorAll('[data-testid="course-faq"] summary')].map((summary) => summary.textContent);
      expect(questions).toEqual(JSON.parse(forex.faq!).map((entry: { question: string }) => entry.question));
      expect(document.querySelector("#course-testimonials")?.textContent).toBe("What learners say");
      // the seeded testimonial naming this course is the related one
      expect(document.querySelector("blockquote")?.textContent).toContain("Forex Foundations course");
      const visit = [...document.querySelectorAll("a")].find((link) => link.textContent?.startsWith("Visit Course"))!;
      expect(visit.getAttribute("href")).toBe(forex.link);
      expect(visit.getAttribute("target")).toBe("_blank");
    });

    it("describes the course in JSON-LD: Course with provider, offer and instances, FAQPage and BreadcrumbList", async () => {
      const blocks = jsonLdOf(await (await get(`/courses/${forex.slug}`)).text());
      const course = blocks.find((block) => block["@type"] === "Course")!;
      expect(course).toMatchObject({
        "@context": "https://schema.org",
        name: forex.name,
        description: forex.summary,
        url: `${SITE}/courses/${forex.slug}`,
        provider: { "@type": "Organization", name: expect.any(String) },
        offers: [{ "@type": "Offer", category: "Paid", price: "4999.00", priceCurrency: "INR", availability: "https://schema.org/InStock" }],
      });
      const instances = course.hasCourseInstance as Record<string, unknown>[];
      expect(instances.length).toBeGreaterThan(0);
      for (const instance of instances) expect(instance).toMatchObject({ "@type": "CourseInstance", courseMode: "Online", courseWorkload: "PT12H" });
      const faq = blocks.find((block) => block["@type"] === "FAQPage")!;
      expect((faq.mainEntity as unknown[]).length).toBe(JSON.parse(forex.faq!).length);
      expect(faq.mainEntity).toContainEqual({ "@type": "Question", name: "Do I need any trading experience?", acceptedAnswer: { "@type": "Answer", text: expect.any(String) } });
      const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList")!;
      expect((crumbs.itemListElement as { name: string; item: string }[]).map((crumb) => [crumb.name, crumb.item])).toEqual([
        ["Home", `${SITE}/`],
        ["Courses", `${SITE}/courses`],
        [forex.name, `${SITE}/courses/${forex.slug}`],
      ]);
    });

    it("serves the Hindi twin with Hindi words around the course's English, marked as such", async () => {
      // (the demo's forex course is seeded in Hindi too: an untranslated one shows its English)
      const technical = demoCourses.find((course) => course.slug === "technical-analysis-masterclass")!;
      const response = await get(`/hi/courses/${technical.slug}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html lang="hi"/);
      const { document } = new JSDOM(html).window;
      expect(document.querySelector("h1")?.getAttribute("lang")).toBe("en-IN");
      expect(document.querySelector('[data-testid="course-gst"]')?.textContent).toBe("इस क़ीमत में शामिल GST: ₹2,287.98 (18%)। GST से पहले की क़ीमत: ₹12,711.02।");
      expect(jsonLdOf(html).find((block) => block["@type"] === "Course")?.url).toBe(`${SITE}/hi/courses/${technical.slug}`);
      // the translated one reads in Hindi, unmarked
      const hindi = new JSDOM(await (await get(`/hi/courses/${forex.slug}`)).text()).window.document;
      expect(hindi.querySelector("h1")?.getAttribute("lang")).toBeNull();
      expect(hindi.querySelector("h1")?.textContent).toBe("फ़ॉरेक्स ट्रेडिंग की बुनियाद");
    });

    it("answers 404 for a draft and an unknown slug, and 301 from a renamed course's old address", async () => {
      for (const address of [`/courses/${draft.slug}`, `/courses/no-such-course-${tag}`, `/hi/courses/${draft.slug}`, "/courses/a%00b"]) {
        const response = await get(address);
        expect(response.status, address).toBe(404);
        const html = await response.text();
        expect(html).not.toContain(draft.name);
        expect(html).toContain('content="noindex"');
      }
      const moved = await get(`/courses/${renamed.oldSlug}`);
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe(`/courses/${renamed.newSlug}`);
      const movedHindi = await get(`/hi/courses/${renamed.oldSlug}`);
      expect(movedHindi.status).toBe(301);
      expect(movedHindi.headers.get("location")).toBe(`/hi/courses/${renamed.newSlug}`);
      expect((await get(`/courses/${renamed.newSlug}`)).status).toBe(200);
    });

    it("lists /courses and every published course page in sitemap.xml, in both languages, and no draft", async () => {
      const xml = await (await get("/sitemap.xml")).text();
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      for (const address of ["/courses", `/courses/${forex.slug}`, `/hi/courses/${forex.slug}`, `/courses/${renamed.newSlug}`]) expect(locs).toContain(`${SITE}${address}`);
      for (const course of demoCourses) expect(locs).toContain(`${SITE}/courses/${course.slug}`);
      expect(xml).not.toContain(draft.slug);
      expect(xml).not.toContain(renamed.oldSlug);
    });

    it("the /sitemap page links every published course page in its own language, and no draft", async () => {
      for (const prefix of ["", "/hi"]) {
        const { document } = new JSDOM(await (await get(`${prefix}/sitemap`)).text()).window;
        const links = [...document.querySelectorAll('[data-testid="sitemap-courses"] a')].map((link) => [link.getAttribute("href"), link.textContent, link.getAttribute("lang")]);
        // the course names are English content, marked as such on the Hindi page, but for the demo
        // course that is translated whole (issue 23), which is named in Hindi, as its page is
        const lang = prefix === "/hi" ? "en-IN" : null;
        for (const course of demoCourses) {
          const hindi = prefix === "/hi" ? demoCourseHindi[course.name]?.name : undefined;
          expect(links).toContainEqual([`${prefix}/courses/${course.slug}`, hindi ?? course.name, hindi ? null : lang]);
        }
        expect(links).toContainEqual([`${prefix}/courses/${renamed.newSlug}`, renamed.name, lang]);
        expect(links.map(([href]) => href).join(" ")).not.toContain(draft.slug);
      }
    });

    it("saves the page's fields from the editor, moves a renamed slug with a 301, and hides a course made Draft at once", async () => {
      const cookie = await signIn(app);
      const save = (fields: Record<string, string>) => {
        const { body, contentType } = multipartBody({ intent: "update", id: renamedId, name: renamed.name, link: "https://learn.example/test", category: "Options Trading", order: "50", ...fields });
        return fetch(`${app.url}/admin/courses`, { method: "POST", redirect: "manual", headers: { origin: app.url, cookie, "content-type": contentType }, body: new Uint8Array(body) });
      };
      const edited = `edited-${tag}`;
      // the page as visitors saw it, now in the page cache
      expect((await get(`/courses/${renamed.newSlug}`)).status).toBe(200);

      const refused = await save({ slug: forex.slug!, curriculum: "A lesson | 20", faq: "Q: no answer", price: "12.345", languages: "xx" });
      expect(refused.status).toBe(400);
      const form = await refused.text();
      for (const message of ["Another course has this slug", "Line 1: start with a module line", "Line 1: the question has no", "Enter the price in rupees", "Choose languages from the list."]) expect(form).toContain(message);
      expect(await findCourse(handle.db, renamedId)).toMatchObject({ slug: renamed.newSlug, status: "Published" });

      const saved = await save({
        slug: edited,
        status: "Published",
        summary: "An edited summary.",
        points: "First point\nSecond point",
        curriculum: "# Module A\nLesson one | 30\nLesson two | 45",
        level: "advanced",
        languages: "hi",
        totalHours: "8",
        format: "live",
        batches: "2099-01-05 | Far batch",
        price: "11800",
        emiNote: "EMI available.",
        instructors: "Asha Rao | Mentor",
        faq: "Q: Is it hard?\nA: Not very.",
      });
      expect(saved.status).toBe(302);
      const moved = await get(`/courses/${renamed.newSlug}`);
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe(`/courses/${edited}`);
      expect((await get(`/courses/${renamed.oldSlug}`)).headers.get("location")).toBe(`/courses/${edited}`);
      const { document } = new JSDOM(await (await get(`/courses/${edited}`)).text()).window;
      expect(document.querySelector('[data-testid="course-summary"]')?.textContent).toBe("An edited summary.");
      // ₹11,800 holds ₹1,800 of GST exactly
      expect(document.querySelector('[data-testid="course-gst"]')?.textContent).toBe("GST included in this price: ₹1,800.00 (18%). Price before GST: ₹10,000.00.");
      expect(document.querySelector('[data-testid="course-batches"]')?.textContent).toBe("Starts 5 Jan 2099 · Far batch");
      expect(document.querySelector('[data-testid="course-facts"]')?.textContent).toBe("LevelAdvancedLanguageHindiDuration8 hoursFormatLive online classes");

      // a save of the card alone (an older form) keeps the page's fields
      expect((await save({ slug: edited })).status).toBe(302);
      expect(await findCourse(handle.db, renamedId)).toMatchObject({ summary: "An edited summary.", pricePaise: 1_180_000, languages: '["hi"]' });

      expect((await save({ slug: edited, status: "Draft" })).status).toBe(302);
      expect((await get(`/courses/${edited}`)).status).toBe(404);
      expect(await (await get("/courses")).text()).not.toContain(renamed.name);
      expect((await get(`/courses/${renamed.oldSlug}`)).status).toBe(404);
      await save({ slug: renamed.newSlug, status: "Published" });
    });

    it("a testimonial linked to a course in the back office comes first on that course's page, and on no other's", async () => {
      const cookie = await signIn(app);
      const forexId = (await handle.db.selectFrom("courses").select("id").where("slug", "=", forex.slug!).executeTakeFirstOrThrow()).id;
      const author = `Kavya ${tag}`;
      const post = (fields: Record<string, string>) => {
        const { body, contentType } = multipartBody({ intent: "create", quote: "The risk module changed how I size trades.", author, rating: "5", status: "Published", ...fields });
        return fetch(`${app.url}/admin/testimonials`, { method: "POST", redirect: "manual", headers: { origin: app.url, cookie, "content-type": contentType }, body: new Uint8Array(body) });
      };
      // a course that does not exist is refused beside the field
      const refused = await post({ course: "no-such-course-id" });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("Choose a course from the list");
      expect(await handle.db.selectFrom("testimonials").select("id").where("author", "=", author).execute()).toEqual([]);

      expect((await post({ course: forexId })).status).toBe(302);
      expect(await handle.db.selectFrom("testimonials").select("courseId").where("author", "=", author).executeTakeFirstOrThrow()).toEqual({ courseId: forexId });
      const authorsOn = async (slug: string) => {
        const { document } = new JSDOM(await (await get(`/courses/${slug}`)).text()).window;
        return [...document.querySelectorAll('section[aria-labelledby="course-testimonials"] li')].map((node) => node.textContent ?? "");
      };
      expect((await authorsOn(forex.slug!))[0]).toContain(author);
      const other = demoCourses.find((course) => course.slug !== forex.slug)!;
      expect((await authorsOn(other.slug!)).join(" ")).not.toContain(author);
    });

    it("refuses a course save without a session and changes nothing", async () => {
      const form = new URLSearchParams({ intent: "update", id: renamedId, name: "Hijacked", link: "https://evil.example", category: "Options Trading", slug: "hijacked", status: "Draft" });
      const response = await fetch(`${app.url}/admin/courses`, { method: "POST", body: form, headers: { origin: app.url }, redirect: "manual" });
      expect([302, 403]).toContain(response.status);
      if (response.status === 302) expect(response.headers.get("location")).toBe("/admin");
      expect(await findCourse(handle.db, renamedId)).toMatchObject({ name: renamed.name, slug: renamed.newSlug, status: "Published" });
    });
  });
});
