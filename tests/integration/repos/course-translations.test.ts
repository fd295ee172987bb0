import { describe, expect, it } from "vitest";
import { loadCourseTranslation, saveCourseTranslation } from "../../../app/server/admin/course-translations.server";
import { removeCourse, saveCourse } from "../../../app/server/admin/courses.server";
import { loadCourseList, loadCoursePage } from "../../../app/server/course-pages.server";
import { seedDemoContent } from "../../../app/server/db/seed.server";
import { loadHome } from "../../../app/server/home.server";
import { listAuditEvents } from "../../../app/server/repos/audit.server";
import { findPublishedCourseBySlug } from "../../../app/server/repos/courses.server";
import { readTranslations } from "../../../app/server/repos/translations.server";
import { enginesUnderTest } from "../../support/databases";
import { formDataOf } from "../../support/form-data";
import { servicesFor } from "../../support/services";

/*
 * Courses in Hindi (issue 23, part 3; decision 0046) on both engines: the demo course reads in
 * Hindi from the seed; an English change sends its Hindi page back to English until the Hindi
 * follows (new words or "still says the same"); the list and home cards follow the page; a save is
 * audited and shows at once; a deleted course's Hindi goes with it.
 */

const engines = await enginesUnderTest();
const actor = { id: null, email: "admin@example.test", ip: "127.0.0.1" };
const SLUG = "forex-trading-foundations";

describe.each(engines)("courses in Hindi on $name", (engine) => {
  it.skipIf(!engine.available)("the seeded course reads in Hindi; an English change shows English until its Hindi follows, at once", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      await seedDemoContent(handle.db);
      const services = servicesFor(handle);
      const hindiPage = async () => {
        const found = await loadCoursePage(services, SLUG, "hi");
        if (found.kind !== "course") throw new Error(`no course page: ${found.kind}`);
        return found.course;
      };
      const card = async (slug: string) => (await loadCourseList(services, null, "hi")).courses.find((one) => one.slug === slug)!;

      // the seed: every text of the demo course has its Hindi
      expect(await hindiPage()).toMatchObject({ lang: "hi", name: "फ़ॉरेक्स ट्रेडिंग की बुनियाद", price: { total: "₹4,999.00" } });
      expect((await hindiPage()).curriculum[1]).toMatchObject({ title: "मॉड्यूल 2: पिप, लॉट और लीवरेज", lessons: [{ title: "एक पिप की क़ीमत कितनी है", minutes: 45 }, {}, {}] });
      expect((await hindiPage()).instructors).toEqual([{ name: "Meera Kulkarni", role: "ट्रेडिंग एजुकेशन की प्रमुख, भारतीय और करेंसी मार्केट में 14 साल का अनुभव" }]);
      expect(await card(SLUG)).toMatchObject({ name: "फ़ॉरेक्स ट्रेडिंग की बुनियाद", lang: "hi" });
      expect(await card("technical-analysis-masterclass")).toMatchObject({ name: "Technical Analysis Masterclass" });
      expect((await card("technical-analysis-masterclass")).lang).toBeUndefined();
      expect((await loadHome(services, services.log, null, "hi")).courses.find((one) => one.slug === SLUG)).toMatchObject({ lang: "hi" });
      // the English pages keep their English
      const english = await loadCoursePage(services, SLUG, "en");
      expect(english).toMatchObject({ kind: "course", course: { lang: "en", name: "Forex Trading Foundations" } });
      expect((await loadCourseList(services, null, "en")).courses.find((one) => one.slug === SLUG)).toMatchObject({ name: "Forex Trading Foundations" });

      const course = (await findPublishedCourseBySlug(handle.db, SLUG))!;
      const opened = (await loadCourseTranslation(services, course.id))!;
      expect(opened.waiting).toBe(0);
      expect(opened.rows.map((row) => row.key)).toEqual(expect.arrayContaining(["name", "summary", "point.5", "lesson.4.3", "batch.2027-01-09", "faq.3.answer"]));

      // the English summary changes: that one field waits, and /hi shows the English course
      const summary = "A first course in currency trading for complete beginners, with a written plan.";
      const cardFields = { name: course.name, link: course.link, category: course.category, description: course.description, order: String(course.sortOrder) };
      expect(await saveCourse(services, { id: course.id, form: formDataOf({ ...cardFields, summary }), files: new Map(), actor })).toMatchObject({ ok: true });
      const waiting = (await loadCourseTranslation(services, course.id))!;
      expect(waiting.waiting).toBe(1);
      expect(waiting.rows.find((row) => row.key === "summary")).toMatchObject({ english: summary, translated: true, needsTranslation: true });
      expect(await hindiPage()).toMatchObject({ lang: "en", name: "Forex Trading Foundations", summary });
      expect(await card(SLUG)).toMatchObject({ name: "Forex Trading Foundations" });

      // a form opened before the English changed is refused: its Hindi was written beside older English
      const shown = Object.fromEntries(waiting.rows.map((row) => [row.key, row.hindi]));
      const stale = await saveCourseTranslation(services, services.log, course.id, formDataOf({ ...shown, summary: "नया सारांश", version: opened.version }), actor);
      expect(stale).toMatchObject({ ok: false, status: 409 });

      // the Hindi follows: only the changed box is written, audited, and /hi shows it at once
      const hindiSummary = "करेंसी ट्रेडिंग का पहला कोर्स, बिल्कुल नए लोगों के लिए, लिखी हुई योजना के साथ।";
      expect(await saveCourseTranslation(services, services.log, course.id, formDataOf({ ...shown, summary: hindiSummary, version: waiting.version }), actor)).toEqual({ ok: true });
      expect((await listAuditEvents(handle.db, {}, { limit: 1 }))[0]).toMatchObject({ action: "course.translate", entityId: course.id });
      expect(await hindiPage()).toMatchObject({ lang: "hi", summary: hindiSummary });

      // the English changes again; "still says the same" confirms the Hindi without new words
      await saveCourse(services, { id: course.id, form: formDataOf({ ...cardFields, summary: `${summary} ` + "Twelve hours." }), files: new Map(), actor });
      expect((await hindiPage()).lang).toBe("en");
      const again = Object.fromEntries((await loadCourseTranslation(services, course.id))!.rows.map((row) => [row.key, row.hindi]));
      await saveCourseTranslation(services, services.log, course.id, formDataOf({ ...again, "still.summary": "yes" }), actor);
      expect(await hindiPage()).toMatchObject({ lang: "hi", summary: hindiSummary });

      // an emptied box: no Hindi for that text, so the page is English; too long: refused, nothing written
      await saveCourseTranslation(services, services.log, course.id, formDataOf({ "faq.1.answer": "" }), actor);
      expect((await loadCourseTranslation(services, course.id))!.rows.find((row) => row.key === "faq.1.answer")).toMatchObject({ hindi: "", translated: false, needsTranslation: true });
      expect((await hindiPage()).lang).toBe("en");
      const refused = await saveCourseTranslation(services, services.log, course.id, formDataOf({ name: "क".repeat(201) }), actor);
      expect(refused).toMatchObject({ ok: false, status: 400, fieldErrors: { name: "At most 200 characters (this has 201)." } });

      // a deleted course takes its Hindi with it
      expect(await removeCourse(services, course.id, actor)).toBe(true);
      expect(await readTranslations(handle.db, { entity: "course", entityId: course.id, locale: "hi" })).toEqual({});
    } finally {
      await cleanup();
    }
  });
});
