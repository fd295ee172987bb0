import { Migrator, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { loadPostTranslation, savePostTranslation } from "../../../app/server/admin/blog-translations.server";
import { removeBlog } from "../../../app/server/admin/blogs.server";
import { loadCourseTranslation, saveCourseTranslation } from "../../../app/server/admin/course-translations.server";
import { loadPageTranslation, savePageTranslation } from "../../../app/server/admin/page-translations.server";
import { loadRevisionsView, revisionKind } from "../../../app/server/admin/revision-kinds.server";
import { migrateToLatest } from "../../../app/server/db/migrate.server";
import { migrations } from "../../../app/server/db/migrations.server";
import { seedDemoContent } from "../../../app/server/db/seed.server";
import { listAuditEvents } from "../../../app/server/repos/audit.server";
import { findPublishedBlogBySlug } from "../../../app/server/repos/blogs.server";
import { findPublishedCourseBySlug } from "../../../app/server/repos/courses.server";
import { claimPageVersion, readPageVersion } from "../../../app/server/repos/page-texts.server";
import { claimRecordVersion, readRecordVersion } from "../../../app/server/repos/record-versions.server";
import { readTranslations } from "../../../app/server/repos/translations.server";
import { listRevisions, readRevision } from "../../../app/server/revisions.server";
import { enginesUnderTest, openUnmigrated } from "../../support/databases";
import { formDataOf } from "../../support/form-data";
import { servicesFor } from "../../support/services";

/*
 * The Hindi saves' versions (issue 21; decision 0052) on both engines: a version is claimed with
 * an UPDATE … WHERE version = the one a form was opened at, in the save's transaction, so two
 * writes from one version cannot both pass, however they interleave; every Hindi save and restore
 * goes through it. And a post's Hindi keeps revisions as the pages' and courses' do.
 */

const engines = await enginesUnderTest();
const asha = { id: null, email: "asha@example.test", ip: "127.0.0.1" };
const ravi = { id: null, email: "ravi@example.test", ip: "127.0.0.1" };
const editor = { userId: "editor-1", role: "editor" as const };
const PIPS = "what-are-pips-and-lots-in-forex-trading";

/** A promise and the function that settles it: holds one transaction open while another starts. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe.each(engines)("Hindi versions and a post's Hindi revisions on $name", (engine) => {
  it.skipIf(!engine.available)("migration 0025 moves the page texts' versions into record_versions, so an open English form still saves", async () => {
    const { handle, cleanup } = await openUnmigrated(engine.name);
    try {
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo("0024-blog-hindi")).error).toBeUndefined();
      // the page_versions table of 0020, gone from the typed schema since
      await sql`insert into page_versions (page, version) values ('home', '2026-11-20T10:00:00.000Z')`.execute(handle.db);
      await migrateToLatest(handle);
      expect(await readPageVersion(handle.db, "home")).toBe("2026-11-20T10:00:00.000Z");
      expect(await readPageVersion(handle.db, "about")).toBe("");
      expect(await claimPageVersion(handle.db, "home", "2026-11-20T10:00:00.000Z")).not.toBeNull();
    } finally {
      await cleanup();
    }
  });

  it.skipIf(!engine.available)("of two transactions claiming one version, exactly one moves it on, the first save's too", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      const record = { entity: "post-hi", entityId: "race" };
      // never saved (the claim is an insert), then saved once (an update)
      for (const round of ["first save", "later save"]) {
        const version = await readRecordVersion(handle.db, record);
        expect(version === "", round).toBe(round === "first save");
        // the first claims and holds its transaction open; the second claims the same version meanwhile
        const held = gate();
        const claimedFirst = gate();
        const first = handle.db.transaction().execute(async (trx) => {
          const next = await claimRecordVersion(trx, record, version);
          claimedFirst.open();
          await held.opened;
          return next;
        });
        await claimedFirst.opened;
        const second = handle.db.transaction().execute((trx) => claimRecordVersion(trx, record, version));
        // give the second every chance to run before the first commits
        await new Promise((resolve) => setTimeout(resolve, 100));
        held.open();
        const outcomes = await Promise.all([first, second]);
        expect(outcomes[0]).not.toBeNull();
        expect(outcomes[1]).toBeNull();
        expect(await readRecordVersion(handle.db, record)).toBe(outcomes[0]);
      }
    } finally {
      await cleanup();
    }
  });

  it.skipIf(!engine.available)("two Hindi saves from one version: one written, the other refused naming who saved; a stale form changes nothing", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      await seedDemoContent(handle.db);
      const services = servicesFor(handle);
      const headline = async () => (await loadPageTranslation(services, "home")).rows.find((row) => row.key === "heroHeadline")!.hindi;
      const opened = (await loadPageTranslation(services, "home")).version;
      expect(opened).toBe("");
      const raced = await Promise.all([
        savePageTranslation(services, services.log, "home", formDataOf({ hindiVersion: opened, heroHeadline: "आशा का शीर्षक" }), asha),
        savePageTranslation(services, services.log, "home", formDataOf({ hindiVersion: opened, heroHeadline: "रवि का शीर्षक" }), ravi),
      ]);
      expect(raced.map((result) => result.status).sort()).toEqual([200, 409]);
      const loser = raced.find((result) => result.status === 409)!;
      const winner = loser === raced[0] ? { email: ravi.email, text: "रवि का शीर्षक" } : { email: asha.email, text: "आशा का शीर्षक" };
      expect(loser.outcome.alert).toContain(`${winner.email} saved this home page in Hindi`);
      expect(loser.outcome.conflictVersion).toBe((await loadPageTranslation(services, "home")).version);
      expect(await headline()).toBe(winner.text);
      // the page as it was, and the one save that passed
      expect((await listRevisions(handle.db, "home-page-hi", "home")).map((revision) => revision.action)).toEqual(["save", "baseline"]);

      // a course's and a post's stale Hindi form: refused, nothing written
      const course = (await findPublishedCourseBySlug(handle.db, "forex-trading-foundations"))!;
      const courseForm = async (name: string) => {
        const current = (await loadCourseTranslation(services, course.id))!;
        return formDataOf({ ...Object.fromEntries(current.rows.map((row) => [row.key, row.hindi])), name, id: course.id, version: current.version, hindiVersion: current.hindiVersion });
      };
      const staleCourse = await courseForm("रवि का कोर्स");
      expect(await saveCourseTranslation(services, services.log, course.id, await courseForm("आशा का कोर्स"), asha)).toEqual({ ok: true });
      expect(await saveCourseTranslation(services, services.log, course.id, staleCourse, ravi)).toMatchObject({ ok: false, status: 409, error: expect.stringContaining("asha@example.test saved this course's Hindi") });
      expect((await readTranslations(handle.db, { entity: "course", entityId: course.id, locale: "hi" })).name?.value).toBe("आशा का कोर्स");

      const post = (await findPublishedBlogBySlug(handle.db, PIPS))!;
      const postForm = async (title: string) => {
        const current = (await loadPostTranslation(services, post.id, editor))!;
        return formDataOf({ ...Object.fromEntries(current.rows.map((row) => [row.key, row.hindi])), title, id: post.id, version: current.version, hindiVersion: current.hindiVersion, hindiSlug: current.hindiSlug });
      };
      const stalePost = await postForm("रवि का लेख");
      expect(await savePostTranslation(services, services.log, { id: post.id, form: await postForm("आशा का लेख"), actor: asha, user: editor })).toEqual({ ok: true });
      const refused = await savePostTranslation(services, services.log, { id: post.id, form: stalePost, actor: ravi, user: editor });
      expect(refused).toMatchObject({ ok: false, status: 409, error: expect.stringContaining("asha@example.test saved this post's Hindi"), values: { title: "रवि का लेख" } });
      expect((await readTranslations(handle.db, { entity: "blog", entityId: post.id, locale: "hi" })).title?.value).toBe("आशा का लेख");
      // "Save mine over theirs": the refusal's version, posted on purpose, passes
      stalePost.set("overwriteVersion", (refused as { conflictVersion: string }).conflictVersion);
      expect(await savePostTranslation(services, services.log, { id: post.id, form: stalePost, actor: ravi, user: editor })).toEqual({ ok: true });
      expect((await readTranslations(handle.db, { entity: "blog", entityId: post.id, locale: "hi" })).title?.value).toBe("रवि का लेख");
    } finally {
      await cleanup();
    }
  });

  it.skipIf(!engine.available)("a post's Hindi: every save kept with the English it translates, compared as words, restored once, refused from a stale screen, deleted with the post", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      await seedDemoContent(handle.db);
      const services = servicesFor(handle);
      const kind = revisionKind("post-hi")!;
      const post = (await findPublishedBlogBySlug(handle.db, PIPS))!;
      const save = async (changes: Record<string, string>, actor: typeof asha) => {
        const current = (await loadPostTranslation(services, post.id, editor))!;
        const form = formDataOf({ ...Object.fromEntries(current.rows.map((row) => [row.key, row.hindi])), ...changes, id: post.id, version: current.version, hindiVersion: current.hindiVersion });
        return savePostTranslation(services, services.log, { id: post.id, form, actor, user: editor });
      };
      expect(await save({ title: "पिप्स और लॉट", content: "<p>पहला पाठ</p>" }, asha)).toEqual({ ok: true });
      expect(await save({ title: "पिप्स और लॉट समझें", content: "<p>दूसरा पाठ</p>" }, ravi)).toEqual({ ok: true });
      const revisions = await listRevisions(handle.db, "post-hi", post.id);
      expect(revisions.map((revision) => [revision.action, revision.savedByName])).toEqual([
        ["save", "ravi@example.test"],
        ["save", "asha@example.test"],
        ["baseline", "before revisions were kept"],
      ]);
      const first = (await readRevision(handle.db, "post-hi", post.id, revisions[1]!.id))!;
      expect(first.snapshot).toMatchObject({ values: { title: "पिप्स और लॉट", content: "<p>पहला पाठ</p>" }, sources: { title: post.title }, html: ["content"] });

      // the second save's changes: the Hindi words, the body as its words, never its markup
      const view = (await loadRevisionsView(services, kind, post.id, { revisionId: revisions[0]!.id, against: "previous" }))!;
      expect(view).toMatchObject({ title: `${post.title} in Hindi`, editHref: `/admin/blogs?hindi=${post.id}` });
      const changes = Object.fromEntries(view.selected!.changes.map((change) => [change.label, change.parts]));
      expect(Object.keys(changes)).toEqual(["Title (Hindi)", "Content (Hindi)"]);
      expect(changes["Title (Hindi)"]).toEqual([{ value: "पिप्स और लॉट " }, { value: "समझें", added: true }]);
      expect(changes["Content (Hindi)"]).toEqual([{ value: "पहला", removed: true }, { value: "दूसरा", added: true }, { value: " पाठ" }]);

      // a restore from a screen opened before Ravi's save is refused, naming him; the current one passes
      const stale = await kind.restore(services, { id: post.id, snapshot: first.snapshot, revisionId: first.id, version: "2000-01-01T00:00:00.000Z", actor: asha });
      expect(stale).toMatchObject({ ok: false, status: 409, message: expect.stringContaining("ravi@example.test saved this post's Hindi") });
      // two restores from the same screen: one passes
      const raced = await Promise.all([
        kind.restore(services, { id: post.id, snapshot: first.snapshot, revisionId: first.id, version: view.version, actor: asha }),
        kind.restore(services, { id: post.id, snapshot: first.snapshot, revisionId: first.id, version: view.version, actor: ravi }),
      ]);
      expect(raced.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect(raced.find((outcome) => !outcome.ok)).toMatchObject({ status: 409 });
      const stored = await readTranslations(handle.db, { entity: "blog", entityId: post.id, locale: "hi" });
      expect([stored.title?.value, stored.content?.value]).toEqual(["पिप्स और लॉट", "<p>पहला पाठ</p>"]);
      expect((await listRevisions(handle.db, "post-hi", post.id))[0]).toMatchObject({ action: "restore", restoredFrom: first.id });
      expect((await listAuditEvents(handle.db, {}, { limit: 1 }))[0]).toMatchObject({ action: "blog.translate_restore", entityId: post.id });

      expect(await removeBlog(services, post.id, asha, editor)).toBe(true);
      expect(await listRevisions(handle.db, "post-hi", post.id)).toEqual([]);
      expect(await readRecordVersion(handle.db, { entity: "post-hi", entityId: post.id })).toBe("");
    } finally {
      await cleanup();
    }
  });
});
