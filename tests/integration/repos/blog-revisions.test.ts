import { describe, expect, it } from "vitest";
import { restoreBlogRevision, saveBlog, type BlogSnapshot } from "../../../app/server/admin/blogs.server";
import { readSettingsForm, restoreSettingsRevision, saveSettings, settingsVersion } from "../../../app/server/admin/settings.server";
import { restoreTestimonialRevision, saveTestimonial, type TestimonialSnapshot } from "../../../app/server/admin/testimonials.server";
import { restoreCourseRevision, saveCourse, type CourseSnapshot } from "../../../app/server/admin/courses.server";
import { findCourse } from "../../../app/server/repos/courses.server";
import { loadPagesAdmin, pageSnapshot, saveHomeTexts } from "../../../app/server/admin/pages.server";
import { revisionKind, loadRevisionsView } from "../../../app/server/admin/revision-kinds.server";
import { findBlogById } from "../../../app/server/repos/blogs.server";
import { createUser } from "../../../app/server/repos/users.server";
import type { DatabaseHandle } from "../../../app/server/db/database.server";
import { listRevisions, readRevision } from "../../../app/server/revisions.server";
import { enginesUnderTest } from "../../support/databases";
import { formDataOf } from "../../support/form-data";
import { servicesFor } from "../../support/services";

/*
 * Posts' revisions and optimistic concurrency (issue 21, decision 0041) on both engines, through
 * the back office's own save: each save keeps a revision naming who saved; a save from an older
 * version is refused naming who saved in between and changes nothing; two saves racing from the
 * same version: exactly one wins; a restore is a new save, and the diff reads words, not markup.
 */

const engines = await enginesUnderTest();
const asha = { id: null, email: "asha@example.in", ip: null };
const ravi = { id: null, email: "ravi@example.in", ip: null };

/** The account that saves (posts have an owner, decision 0040): an administrator, who may publish. */
async function administrator(handle: DatabaseHandle) {
  const user = await createUser(handle.db, { email: `editor-${Math.random().toString(36).slice(2)}@example.in`, passwordHash: "x", isAdmin: true, role: "administrator" });
  return { userId: user.id, role: "administrator" as const };
}

function postForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  const all = { intent: "save", slugAuto: "1", description: "About stop losses.", keywords: "risk", tag: "", status: "Draft", publishDate: "", publishTime: "", ...fields };
  for (const [name, value] of Object.entries(all)) form.set(name, value);
  return form;
}

describe.each(engines)("post revisions on $name", (engine) => {
  it.skipIf(!engine.available)("keeps every save, refuses a stale one naming who saved, and restores an old version as a new save", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      const services = servicesFor(handle);
      const files = new Map();
      const created = await saveBlog(services, { form: postForm({ title: "Stop losses", content: "<p>Place the stop below support.</p>" }), files, actor: asha, user: await administrator(handle) });
      expect(created.ok).toBe(true);
      const id = (created as { id: string }).id;
      const v1 = (await findBlogById(handle.db, id))!.updatedAt;

      // Asha saves from v1; Ravi, who also opened v1, is refused and nothing of his is written
      const first = await saveBlog(services, { form: postForm({ id, version: v1, title: "Stop losses, placed well", content: "<p>Place the stop <b>well below</b> support.</p><ul><li>Size the trade</li></ul>" }), files, actor: asha, user: await administrator(handle) });
      expect(first.ok).toBe(true);
      const stale = await saveBlog(services, { form: postForm({ id, version: v1, title: "Ravi's title", content: "<p>Ravi's words</p>" }), files, actor: ravi, user: await administrator(handle) });
      expect(stale.ok).toBe(false);
      if (stale.ok) return;
      expect(stale.status).toBe(409);
      expect(stale.formError).toContain("asha@example.in");
      expect(stale.formError).toContain("IST");
      expect((await findBlogById(handle.db, id))!.title).toBe("Stop losses, placed well");

      // he may save over it on purpose: theirs stays in the revisions
      const over = await saveBlog(services, { form: postForm({ id, version: v1, overwriteVersion: stale.conflict!.version, title: "Ravi's title", content: "<p>Ravi's words</p>" }), files, actor: ravi, user: await administrator(handle) });
      expect(over.ok).toBe(true);

      const revisions = await listRevisions(handle.db, "blog", id);
      expect(revisions.map((revision) => revision.savedByName)).toEqual(["ravi@example.in", "asha@example.in", "asha@example.in"]);

      // what Asha's save changed: words, never markup
      const kind = revisionKind("blog")!;
      const view = await loadRevisionsView(services, kind, id, { revisionId: revisions[1]!.id, against: "previous" });
      const title = view!.selected!.changes.find((change) => change.name === "title")!;
      expect(title.parts!.filter((part) => part.added).map((part) => part.value)).toEqual([", placed well"]);
      expect(title.parts!.filter((part) => !part.added && !part.removed).map((part) => part.value)).toEqual(["Stop losses"]);
      const content = view!.selected!.changes.find((change) => change.name === "content")!;
      expect(content.parts!.map((part) => part.value).join("")).not.toContain("<");
      expect(content.parts!.filter((part) => part.added).map((part) => part.value.trim())).toEqual(["well", "• Size the trade"]);

      // restoring Asha's version: a new save, by whoever restores, marked as a restore
      const ashas = await readRevision<BlogSnapshot>(handle.db, "blog", id, revisions[1]!.id);
      const current = (await findBlogById(handle.db, id))!;
      const restored = await restoreBlogRevision(services, { id, snapshot: ashas!.snapshot, revisionId: ashas!.id, version: current.updatedAt, actor: ravi });
      expect(restored).toEqual({ ok: true });
      const after = (await findBlogById(handle.db, id))!;
      expect(after.title).toBe("Stop losses, placed well");
      expect(after.content).toContain("<b>well below</b>");
      const latest = (await listRevisions(handle.db, "blog", id))[0]!;
      expect(latest).toMatchObject({ action: "restore", savedByName: "ravi@example.in", restoredFrom: ashas!.id });
      const audit = await handle.db.selectFrom("auditEvents").select("action").where("entityId", "=", id).execute();
      expect(audit.map((event) => event.action)).toContain("blog.restore");

      // a restore from a page loaded before that is refused too
      const again = await restoreBlogRevision(services, { id, snapshot: ashas!.snapshot, revisionId: ashas!.id, version: current.updatedAt, actor: asha });
      expect(again).toMatchObject({ ok: false, status: 409 });
    } finally {
      await cleanup();
    }
  });

  it.skipIf(!engine.available)("of two saves racing from the same version, exactly one is written", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      const services = servicesFor(handle);
      const files = new Map();
      const created = await saveBlog(services, { form: postForm({ title: "Race", content: "" }), files, actor: asha, user: await administrator(handle) });
      const id = (created as { id: string }).id;
      const v1 = (await findBlogById(handle.db, id))!.updatedAt;
      const outcomes = await Promise.all([
        saveBlog(services, { form: postForm({ id, version: v1, title: "Asha wins?" }), files, actor: asha, user: await administrator(handle) }),
        saveBlog(services, { form: postForm({ id, version: v1, title: "Ravi wins?" }), files, actor: ravi, user: await administrator(handle) }),
      ]);
      expect(outcomes.filter((outcome) => outcome.ok).length).toBe(1);
      const refused = outcomes.find((outcome) => !outcome.ok) as { status: number };
      expect(refused.status).toBe(409);
      const saves = (await listRevisions(handle.db, "blog", id)).filter((revision) => revision.action === "save");
      expect(saves.length).toBe(2);
    } finally {
      await cleanup();
    }
  });

  it.skipIf(!engine.available)("testimonials: a stale save is refused naming who saved, and an old version comes back as a new save", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      const services = servicesFor(handle);
      const files = new Map();
      const form = (fields: Record<string, string>) => {
        const data = new FormData();
        for (const [name, value] of Object.entries({ rating: "5", status: "Published", ...fields })) data.set(name, value);
        return data;
      };
      const created = await saveTestimonial(services, { id: null, form: form({ quote: "Clear lessons on risk.", author: "Meera Iyer" }), files, actor: asha });
      if (!created.ok) throw new Error("not created");
      const id = created.testimonial.id;
      const v1 = created.testimonial.updatedAt;
      expect((await saveTestimonial(services, { id, form: form({ version: v1, quote: "Clear lessons on risk and sizing.", author: "Meera Iyer" }), files, actor: asha })).ok).toBe(true);
      const stale = await saveTestimonial(services, { id, form: form({ version: v1, quote: "Ravi's version", author: "Meera Iyer" }), files, actor: ravi });
      expect(stale).toMatchObject({ ok: false, status: 409 });
      expect(!stale.ok && stale.error).toContain("asha@example.in saved this testimonial");
      const revisions = await listRevisions(handle.db, "testimonial", id);
      expect(revisions.map((revision) => revision.savedByName)).toEqual(["asha@example.in", "asha@example.in"]);
      const first = await readRevision<TestimonialSnapshot>(handle.db, "testimonial", id, revisions[1]!.id);
      const current = await handle.db.selectFrom("testimonials").select("updatedAt").where("id", "=", id).executeTakeFirstOrThrow();
      expect(await restoreTestimonialRevision(services, { id, snapshot: first!.snapshot, revisionId: first!.id, version: current.updatedAt, actor: ravi })).toEqual({ ok: true });
      expect((await handle.db.selectFrom("testimonials").select("quote").where("id", "=", id).executeTakeFirstOrThrow()).quote).toBe("Clear lessons on risk.");
      expect((await listRevisions(handle.db, "testimonial", id))[0]).toMatchObject({ action: "restore", savedByName: "ravi@example.in" });
    } finally {
      await cleanup();
    }
  });

  it.skipIf(!engine.available)("courses: a stale save is refused naming who saved, the page's lists diff by line, and an old version comes back as a new save", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      const services = servicesFor(handle);
      const files = new Map();
      const form = (fields: Record<string, string>) => {
        const data = new FormData();
        const all = { name: "Price Action Basics", link: "https://learn.example.in/price-action", category: "Technical Analysis", order: "1", status: "Published", points: "Read a candle\nPlace a stop", ...fields };
        for (const [name, value] of Object.entries(all)) data.set(name, value);
        return data;
      };
      const created = await saveCourse(services, { id: null, form: form({}), files, actor: asha });
      if (!created.ok) throw new Error(`not created: ${JSON.stringify(created.fieldErrors)}`);
      const id = created.course.id;
      const v1 = created.course.updatedAt;
      const asSaved = await saveCourse(services, { id, form: form({ version: v1, points: "Read a candle\nPlace a stop\nSize a trade", price: "24999" }), files, actor: asha });
      expect(asSaved.ok).toBe(true);
      // Ravi opened v1 too: refused with Asha's name, nothing of his written, his typing given back
      const stale = await saveCourse(services, { id, form: form({ version: v1, name: "Ravi's name" }), files, actor: ravi });
      expect(stale).toMatchObject({ ok: false, status: 409, values: { name: "Ravi's name" } });
      expect(!stale.ok && stale.error).toContain("asha@example.in saved this course");
      expect((await findCourse(handle.db, id))!.name).toBe("Price Action Basics");
      // saving over it on purpose names the version now current
      const over = await saveCourse(services, { id, form: form({ version: v1, overwriteVersion: !stale.ok ? stale.conflictVersion! : "", name: "Price Action, Step by Step" }), files, actor: ravi });
      expect(over.ok).toBe(true);

      const revisions = await listRevisions(handle.db, "course", id);
      expect(revisions.map((revision) => revision.savedByName)).toEqual(["ravi@example.in", "asha@example.in", "asha@example.in"]);
      const view = await loadRevisionsView(services, revisionKind("course")!, id, { revisionId: revisions[1]!.id, against: "previous" });
      expect(view!.title).toBe("Price Action, Step by Step");
      const points = view!.selected!.changes.find((change) => change.name === "points")!;
      expect(points.parts!.filter((part) => part.added).map((part) => part.value.trim())).toEqual(["Size a trade"]);
      expect(view!.selected!.changes.map((change) => change.name)).toContain("price");

      // the first version back, by Ravi, as a restore; the price it did not have is gone again
      const first = await readRevision<CourseSnapshot>(handle.db, "course", id, revisions[2]!.id);
      const current = (await findCourse(handle.db, id))!;
      expect(await restoreCourseRevision(services, { id, snapshot: first!.snapshot, revisionId: first!.id, version: v1, actor: ravi })).toMatchObject({ ok: false, status: 409 });
      expect(await restoreCourseRevision(services, { id, snapshot: first!.snapshot, revisionId: first!.id, version: current.updatedAt, actor: ravi })).toEqual({ ok: true });
      const restored = (await findCourse(handle.db, id))!;
      expect([restored.name, restored.pricePaise]).toEqual(["Price Action Basics", null]);
      expect((await listRevisions(handle.db, "course", id))[0]).toMatchObject({ action: "restore", savedByName: "ravi@example.in" });
      // the renamed slug of the overwrite answers with a redirect to the restored one
      expect(restored.slug).toBe(created.course.slug);
    } finally {
      await cleanup();
    }
  });

  it.skipIf(!engine.available)("page texts: a stale save of the home page is refused naming who saved, and the shipped texts come back from the first revision", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      const services = servicesFor(handle);
      const form = formDataOf;
      const shipped = await pageSnapshot(services, "home");
      const opened = (await loadPagesAdmin(services)).home.version;
      expect(opened).toBe("");
      const first = await saveHomeTexts(services, services.log, form({ version: opened, heroHeadline: "Learn to trade with a plan" }), asha);
      expect(first.outcome.ok).toBe(true);
      // Ravi opened the page before Asha saved: refused, his typing given back, nothing written
      const stale = await saveHomeTexts(services, services.log, form({ version: opened, heroHeadline: "Ravi's headline" }), ravi);
      expect(stale.status).toBe(409);
      expect(stale.outcome.alert).toContain("asha@example.in saved this home page");
      expect(stale.outcome.values?.heroHeadline).toBe("Ravi's headline");
      expect((await pageSnapshot(services, "home")).heroHeadline).toBe("Learn to trade with a plan");
      // of two saves from the same version, one is written
      const now = (await loadPagesAdmin(services)).home.version;
      const raced = await Promise.all([
        saveHomeTexts(services, services.log, form({ version: now, heroHeadline: "One" }), asha),
        saveHomeTexts(services, services.log, form({ version: now, heroHeadline: "Two" }), ravi),
      ]);
      expect(raced.map((result) => result.status).sort()).toEqual([200, 409]);

      const revisions = await listRevisions(handle.db, "home-page", "home");
      // the page as shipped, Asha's save, the race's winner
      expect(revisions.map((revision) => revision.action)).toEqual(["save", "save", "baseline"]);
      const view = await loadRevisionsView(services, revisionKind("home-page")!, "home", { revisionId: revisions[1]!.id, against: "previous" });
      expect(view!.selected!.changes.map((change) => change.name)).toEqual(["heroHeadline"]);
      const kind = revisionKind("home-page")!;
      const baseline = await readRevision(handle.db, "home-page", "home", revisions[2]!.id);
      const restored = await kind.restore(services, { id: "home", snapshot: baseline!.snapshot, revisionId: baseline!.id, version: (await loadPagesAdmin(services)).home.version, actor: ravi });
      expect(restored).toEqual({ ok: true });
      expect(await pageSnapshot(services, "home")).toEqual(shipped);
      // as shipped again: nothing stored, every box the default
      expect((await loadPagesAdmin(services)).home.changed).toEqual([]);
      expect((await listRevisions(handle.db, "home-page", "home"))[0]).toMatchObject({ action: "restore", savedByName: "ravi@example.in" });
    } finally {
      await cleanup();
    }
  });

  it.skipIf(!engine.available)("settings: one record, a stale save refused naming who saved, a restore as a new save", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      const services = servicesFor(handle);
      const form = formDataOf;
      const stored = await readSettingsForm(services);
      const v1 = await settingsVersion(handle.db);
      expect((await saveSettings(services, asha, form({ ...stored, tagline: "Learn to trade, carefully", version: v1 }))).ok).toBe(true);
      const stale = await saveSettings(services, ravi, form({ ...stored, tagline: "Ravi's tagline", version: v1 }));
      expect(stale).toMatchObject({ ok: false, status: 409 });
      expect(!stale.ok && stale.conflict?.message).toContain("asha@example.in saved this settings page");
      expect((await readSettingsForm(services)).tagline).toBe("Learn to trade, carefully");
      // with the version now current, Ravi's save goes through; then Asha's version is restored
      expect((await saveSettings(services, ravi, form({ ...stored, tagline: "Ravi's tagline", version: await settingsVersion(handle.db) }))).ok).toBe(true);
      const revisions = await listRevisions(handle.db, "settings", "site");
      expect(revisions.map((revision) => revision.savedByName)).toEqual(["ravi@example.in", "asha@example.in"]);
      const ashas = await readRevision(handle.db, "settings", "site", revisions[1]!.id);
      const restored = await restoreSettingsRevision(services, { snapshot: ashas!.snapshot, revisionId: ashas!.id, version: await settingsVersion(handle.db), actor: ravi });
      expect(restored).toEqual({ ok: true });
      expect((await readSettingsForm(services)).tagline).toBe("Learn to trade, carefully");
      expect((await listRevisions(handle.db, "settings", "site"))[0]).toMatchObject({ action: "restore", savedByName: "ravi@example.in" });
    } finally {
      await cleanup();
    }
  });
});
