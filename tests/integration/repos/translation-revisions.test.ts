import { describe, expect, it } from "vitest";
import { home } from "../../../app/i18n/texts/home";
import { loadCourseTranslation, saveCourseTranslation } from "../../../app/server/admin/course-translations.server";
import { removeCourse, saveCourse } from "../../../app/server/admin/courses.server";
import { loadPageTranslation, savePageTranslation } from "../../../app/server/admin/page-translations.server";
import { saveHomeTexts } from "../../../app/server/admin/pages.server";
import { loadRevisionsView, revisionKind } from "../../../app/server/admin/revision-kinds.server";
import { seedDemoContent } from "../../../app/server/db/seed.server";
import { loadHome } from "../../../app/server/home.server";
import { listAuditEvents } from "../../../app/server/repos/audit.server";
import { findPublishedCourseBySlug } from "../../../app/server/repos/courses.server";
import { listRevisions, readRevision } from "../../../app/server/revisions.server";
import { enginesUnderTest } from "../../support/databases";
import { formDataOf } from "../../support/form-data";
import { servicesFor } from "../../support/services";

/*
 * Revisions of the Hindi texts (decision 0052) on both engines: every Hindi save of a page or a
 * course keeps a revision (who, when, the boxes and the English each translates), the screen's
 * comparison reads as the boxes' words, and a restore is a new save through the save's checks,
 * which brings each box back with the English it was written from.
 */

const engines = await enginesUnderTest();
const asha = { id: null, email: "asha@example.test", ip: "127.0.0.1" };
const ravi = { id: null, email: "ravi@example.test", ip: "127.0.0.1" };
const catalogueHindi = home.hi as Record<string, string>;

describe.each(engines)("revisions of the Hindi texts on $name", (engine) => {
  it.skipIf(!engine.available)("the home page's Hindi: two saves, a readable comparison, the first restored as a new save and shown on /hi at once", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      const services = servicesFor(handle);
      const kind = revisionKind("home-page-hi")!;
      const shown = async () => Object.fromEntries((await loadPageTranslation(services, "home")).rows.map((row) => [row.key, row.hindi]));

      expect(await listRevisions(handle.db, "home-page-hi", "home")).toEqual([]);
      expect((await savePageTranslation(services, services.log, "home", formDataOf({ ...(await shown()), heroHeadline: "पहला शीर्षक" }), asha)).outcome.ok).toBe(true);
      expect((await savePageTranslation(services, services.log, "home", formDataOf({ ...(await shown()), heroHeadline: "दूसरा शीर्षक" }), ravi)).outcome.ok).toBe(true);

      // the page as shipped (baseline), then each save, newest first, each naming who saved it
      const revisions = await listRevisions(handle.db, "home-page-hi", "home");
      expect(revisions.map((revision) => [revision.action, revision.savedByName])).toEqual([
        ["save", "ravi@example.test"],
        ["save", "asha@example.test"],
        ["baseline", "before revisions were kept"],
      ]);
      const first = (await readRevision(handle.db, "home-page-hi", "home", revisions[1]!.id))!;
      expect(first.snapshot).toMatchObject({ values: { heroHeadline: "पहला शीर्षक", heroIntro: catalogueHindi.heroIntro }, sources: { heroHeadline: expect.any(String) } });
      expect((first.snapshot as { sources: Record<string, string> }).sources).not.toHaveProperty("heroIntro");

      // what the second save changed: the headline's words, nothing else
      const view = (await loadRevisionsView(services, kind, "home", { revisionId: revisions[0]!.id, against: "previous" }))!;
      expect(view.editHref).toBe("/admin/pages?page=home-hi");
      expect(view.selected!.changes.map((change) => change.label)).toEqual(["Headline (Hindi)"]);
      expect(view.selected!.changes[0]!.parts).toEqual([{ value: "पहला", removed: true }, { value: "दूसरा", added: true }, { value: " शीर्षक" }]);

      // a restore from a stale screen is refused, naming who saved since
      const stale = await kind.restore(services, { id: "home", snapshot: first.snapshot, revisionId: first.id, version: revisions[1]!.savedAt, actor: asha });
      expect(stale).toMatchObject({ ok: false, status: 409, message: expect.stringContaining("ravi@example.test") });

      expect(await kind.restore(services, { id: "home", snapshot: first.snapshot, revisionId: first.id, version: view.version, actor: asha })).toEqual({ ok: true });
      expect((await shown()).heroHeadline).toBe("पहला शीर्षक");
      expect((await loadHome(services, services.log, null, "hi")).pageTexts.heroHeadline).toBe("पहला शीर्षक");
      const after = await listRevisions(handle.db, "home-page-hi", "home");
      expect(after[0]).toMatchObject({ action: "restore", restoredFrom: first.id, savedByName: "asha@example.test" });
      const audited = (await listAuditEvents(handle.db, {}, { limit: 1 }))[0]!;
      expect(audited).toMatchObject({ action: "page_texts.translate_restore", entityId: "home" });
      expect(JSON.parse(String(audited.detail))).toEqual({ locale: "hi", changed: ["heroHeadline"], revision: first.id });

      // the baseline: the site's own words again (no row for the headline)
      expect(await kind.restore(services, { id: "home", snapshot: (await readRevision(handle.db, "home-page-hi", "home", revisions[2]!.id))!.snapshot, revisionId: revisions[2]!.id, version: null, actor: asha })).toEqual({ ok: true });
      expect((await loadPageTranslation(services, "home")).rows.find((row) => row.key === "heroHeadline")).toMatchObject({ hindi: catalogueHindi.heroHeadline, translated: false });
    } finally {
      await cleanup();
    }
  });

  it.skipIf(!engine.available)("a restored Hindi keeps the English it translated: written for older English, it needs translation again", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      const services = servicesFor(handle);
      const kind = revisionKind("home-page-hi")!;
      const row = async (key: string) => (await loadPageTranslation(services, "home")).rows.find((one) => one.key === key)!;
      await saveHomeTexts(services, services.log, formDataOf({ heroHeadline: "Trade with a written plan" }), asha);
      await savePageTranslation(services, services.log, "home", formDataOf({ heroHeadline: "लिखी हुई योजना के साथ ट्रेड करें" }), asha);
      const written = (await listRevisions(handle.db, "home-page-hi", "home"))[0]!;
      await saveHomeTexts(services, services.log, formDataOf({ heroHeadline: "Trade with a written plan, every day" }), asha);
      await savePageTranslation(services, services.log, "home", formDataOf({ heroHeadline: "हर दिन लिखी हुई योजना के साथ ट्रेड करें" }), ravi);
      expect(await row("heroHeadline")).toMatchObject({ needsTranslation: false });

      const snapshot = (await readRevision(handle.db, "home-page-hi", "home", written.id))!.snapshot;
      expect(await kind.restore(services, { id: "home", snapshot, revisionId: written.id, version: null, actor: asha })).toEqual({ ok: true });
      expect(await row("heroHeadline")).toMatchObject({ hindi: "लिखी हुई योजना के साथ ट्रेड करें", translated: true, needsTranslation: true });

      // a version whose box no longer passes the form's bounds is refused, and nothing is written
      const count = (await listRevisions(handle.db, "home-page-hi", "home")).length;
      const tooLong = { ...snapshot, values: { ...(snapshot.values as Record<string, string>), heroHeadline: "क".repeat(161) } };
      expect(await kind.restore(services, { id: "home", snapshot: tooLong, revisionId: written.id, version: null, actor: asha })).toMatchObject({ ok: false, status: 400, message: expect.stringContaining("Headline: At most 160 characters (this has 161)") });
      expect(await listRevisions(handle.db, "home-page-hi", "home")).toHaveLength(count);
    } finally {
      await cleanup();
    }
  });

  it.skipIf(!engine.available)("a course's Hindi: each save kept, the first restored, and the revisions deleted with the course", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      await seedDemoContent(handle.db);
      const services = servicesFor(handle);
      const kind = revisionKind("course-hi")!;
      const course = (await findPublishedCourseBySlug(handle.db, "forex-trading-foundations"))!;
      const opened = async () => (await loadCourseTranslation(services, course.id))!;
      const form = async (changes: Record<string, string>) => {
        const current = await opened();
        return formDataOf({ ...Object.fromEntries(current.rows.map((row) => [row.key, row.hindi])), ...changes, id: course.id, version: current.version });
      };
      const seededName = (await opened()).rows.find((row) => row.key === "name")!.hindi;

      expect(await saveCourseTranslation(services, services.log, course.id, await form({ name: "फ़ॉरेक्स की पहली सीढ़ी" }), asha)).toEqual({ ok: true });
      expect(await saveCourseTranslation(services, services.log, course.id, await form({ name: "फ़ॉरेक्स की दूसरी सीढ़ी" }), ravi)).toEqual({ ok: true });
      const revisions = await listRevisions(handle.db, "course-hi", course.id);
      expect(revisions.map((revision) => revision.action)).toEqual(["save", "save", "baseline"]);
      const baseline = (await readRevision(handle.db, "course-hi", course.id, revisions[2]!.id))!;
      expect(baseline.snapshot).toMatchObject({ values: { name: seededName }, labels: { name: "Name", "lesson.4.3": "Module 4, lesson 3" } });

      const view = (await loadRevisionsView(services, kind, course.id, { revisionId: revisions[1]!.id, against: "current" }))!;
      expect(view).toMatchObject({ title: "Forex Trading Foundations in Hindi", editHref: `/admin/courses?hindi=${course.id}` });
      expect(view.selected!.changes.map((change) => change.label)).toEqual(["Name (Hindi)"]);

      const first = (await readRevision(handle.db, "course-hi", course.id, revisions[1]!.id))!;
      expect(await kind.restore(services, { id: course.id, snapshot: first.snapshot, revisionId: first.id, version: view.version, actor: asha })).toEqual({ ok: true });
      expect((await opened()).rows.find((row) => row.key === "name")).toMatchObject({ hindi: "फ़ॉरेक्स की पहली सीढ़ी", needsTranslation: false });
      expect((await opened()).waiting).toBe(0);
      expect((await listAuditEvents(handle.db, {}, { limit: 1 }))[0]).toMatchObject({ action: "course.translate_restore", entityId: course.id });

      // the English moves on after the screen was opened: the restore still keeps its own English
      const cardFields = { name: course.name, link: course.link, category: course.category, description: course.description, order: String(course.sortOrder) };
      expect(await saveCourse(services, { id: course.id, form: formDataOf({ ...cardFields, name: "Forex Trading Foundations (2027)" }), files: new Map(), actor: asha })).toMatchObject({ ok: true });
      const second = (await readRevision(handle.db, "course-hi", course.id, revisions[0]!.id))!;
      expect(await kind.restore(services, { id: course.id, snapshot: second.snapshot, revisionId: second.id, version: null, actor: asha })).toEqual({ ok: true });
      expect((await opened()).rows.find((row) => row.key === "name")).toMatchObject({ hindi: "फ़ॉरेक्स की दूसरी सीढ़ी", needsTranslation: true });

      expect(await removeCourse(services, course.id, asha)).toBe(true);
      expect(await listRevisions(handle.db, "course-hi", course.id)).toEqual([]);
      expect(await loadRevisionsView(services, kind, course.id, { revisionId: null, against: "previous" })).toBeNull();
    } finally {
      await cleanup();
    }
  });
});
