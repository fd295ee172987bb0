import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legalDocumentKinds } from "../../../app/domain/legal-documents";
import { fallbackSiteSettings } from "../../../app/domain/site-settings";
import { receiveContactMessage } from "../../../app/server/contacts.server";
import { contactNoticeVersionAt, loadLegalAdminList, loadLegalEditor, loadLegalPage, saveLegalVersion, shownContactNoticeVersion } from "../../../app/server/legal-documents.server";
import { findNextLegalEffectiveAt, listLegalVersions } from "../../../app/server/repos/legal-documents.server";
import { saveSiteSettings } from "../../../app/server/repos/settings.server";
import { enginesUnderTest, useDatabase } from "../../support/databases";
import { lazyServicesWithEvents } from "../../support/services";

const engines = await enginesUnderTest();
const log = pino({ level: "silent" });
const actor = { id: "admin-1", email: "editor@candlewise.example", ip: "203.0.113.9" };

/*
 * The legal documents (decision 0042) on both engines: the seeded versions, the version in force by
 * effective date, saving (sanitised, audited, announced), and the contact form's notice version.
 */
describe.each(engines)("legal documents on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    const database = useDatabase(engine, { beforeAll, afterAll });
    const { services, events } = lazyServicesWithEvents(database);

    it("migration 0016 seeds version 1 of each of the four documents, complete and already sanitised", async () => {
      const rows = await listLegalVersions(database().db);
      expect(rows.map((row) => `${row.kind}:${row.version}`).sort()).toEqual(legalDocumentKinds.map((kind) => `${kind}:1`).sort());
      const privacy = await loadLegalPage(services(), "privacy", null);
      expect(privacy).toMatchObject({ version: 1, currentVersion: 1, noticeVersion: "privacy-v1" });
      // DPDP: purposes, categories, retention, rights, the grievance officer from the settings
      for (const words of ["Digital Personal Data Protection Act, 2023", "Nomination", "Erasure", "newsletter", "cookie", `${fallbackSiteSettings.messageRetentionMonths} months`, fallbackSiteSettings.grievanceOfficerName]) {
        expect(privacy!.html).toContain(words);
      }
      expect(privacy!.html).toContain(`href="mailto:${fallbackSiteSettings.grievanceOfficerEmail}"`);
      expect(privacy!.html).not.toContain("{{");
      const disclaimer = await loadLegalPage(services(), "disclaimer", null);
      expect(disclaimer!.html).toContain("not investment advice");
      expect(disclaimer!.html).toContain("is not registered with the Securities and Exchange Board of India");
    });

    it("names the grievance officer and a SEBI registration from the settings, escaped, as soon as they are saved", async () => {
      await saveSiteSettings(database().db, { ...fallbackSiteSettings, grievanceOfficerName: "Ananya <b>Rao</b>", sebiRegistration: "Research Analyst, INH000000001" });
      await services().bus.publish({ type: "content.changed", area: "settings" });
      const privacy = await loadLegalPage(services(), "privacy", null);
      expect(privacy!.html).toContain("Ananya &lt;b&gt;Rao&lt;/b&gt;");
      const disclaimer = await loadLegalPage(services(), "disclaimer", null);
      expect(disclaimer!.html).toContain("Research Analyst, INH000000001");
      expect(disclaimer!.html).not.toContain("is not registered");
    });

    it("a save is a new version, sanitised, audited and announced; the page shows it at once", async () => {
      // read first, so that the cache holds version 1 when the save comes
      expect((await loadLegalPage(services(), "terms", null))!.version).toBe(1);
      events.length = 0;
      const outcome = await saveLegalVersion(services(), "terms", { body: `<h2>New terms</h2><p onclick="steal()">Read <a href="javascript:alert(1)">this</a></p><script>alert(1)</script>`, effectiveDate: todayInIndia() }, actor);
      expect(outcome).toMatchObject({ ok: true, version: 2, upcoming: false });
      expect(events).toContainEqual({ type: "content.changed", area: "legal" });

      const page = await loadLegalPage(services(), "terms", null);
      expect(page).toMatchObject({ version: 2, currentVersion: 2 });
      expect(page!.html).toContain("<h2>New terms</h2>");
      for (const gone of ["onclick", "javascript:", "<script", "steal()"]) expect(page!.html).not.toContain(gone);
      expect(page!.versions.map((version) => version.version)).toEqual([2, 1]);
      // the earlier version stays readable, as it was
      const earlier = await loadLegalPage(services(), "terms", 1);
      expect(earlier).toMatchObject({ version: 1, currentVersion: 2 });
      expect(earlier!.html).toContain("Governing law");

      const stored = await database().db.selectFrom("legalDocuments").selectAll().where("kind", "=", "terms").where("version", "=", 2).executeTakeFirstOrThrow();
      expect(stored.createdBy).toBe(actor.email);
      expect(stored.body).not.toContain("onclick");
      const audit = await database().db.selectFrom("auditEvents").selectAll().where("entity", "=", "legal_document").execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: "legal.version", entityId: "terms", actorEmail: actor.email });
    });

    it("a version dated ahead waits for its day: the page, the list of versions and the admin list say so", async () => {
      const now = new Date().toISOString();
      const ahead = addDays(todayInIndia(), 10);
      const outcome = await saveLegalVersion(services(), "refund", { body: "<p>Refunds within 14 days.</p>", effectiveDate: ahead }, actor);
      expect(outcome).toMatchObject({ ok: true, version: 2, upcoming: true });
      const page = await loadLegalPage(services(), "refund", null);
      expect(page).toMatchObject({ version: 1, currentVersion: 1 });
      expect(page!.versions.map((version) => version.version)).toEqual([1]);
      // not readable before its day, even by number
      expect(await loadLegalPage(services(), "refund", 2)).toBeNull();
      expect(await loadLegalPage(services(), "refund", 99)).toBeNull();
      // the page cache is told when it takes over
      expect(await findNextLegalEffectiveAt(database().db, now)).toBe(`${addDays(ahead, -1)}T18:30:00.000Z`);
      const summary = (await loadLegalAdminList(services())).find((document) => document.kind === "refund")!;
      expect(summary).toMatchObject({ current: { version: 1 }, upcoming: { version: 2 }, versionCount: 2 });
      // and on its day it is the one in force
      const then = `${ahead}T06:00:00.000Z`;
      expect(await loadLegalPage(services(), "refund", null, then)).toMatchObject({ version: 2, currentVersion: 2 });
    });

    it("a save opened on an older version is refused naming who saved since; an earlier text comes back as the next version", async () => {
      const opened = await loadLegalEditor(services(), "refund");
      const basedOn = String(opened.newestVersion);
      const ravi = { ...actor, email: "ravi@candlewise.example" };
      const first = await saveLegalVersion(services(), "refund", { body: "<p>Refunds within 7 days.</p>", effectiveDate: todayInIndia(), basedOn }, actor);
      expect(first).toMatchObject({ ok: true, version: opened.newestVersion + 1 });
      const stale = await saveLegalVersion(services(), "refund", { body: "<p>Ravi's refund text.</p>", effectiveDate: todayInIndia(), basedOn }, ravi);
      expect(stale).toMatchObject({ ok: false, status: 409, conflictVersion: opened.newestVersion + 1 });
      expect(!stale.ok && stale.formError).toContain(`editor@candlewise.example saved version ${opened.newestVersion + 1} of this document at`);
      expect((await listLegalVersions(database().db)).filter((row) => row.kind === "refund")).toHaveLength(opened.newestVersion + 1);
      // saving over it on purpose
      const over = await saveLegalVersion(services(), "refund", { body: "<p>Ravi's refund text.</p>", effectiveDate: todayInIndia(), basedOn, overwriteVersion: String(opened.newestVersion + 1) }, ravi);
      expect(over).toMatchObject({ ok: true, version: opened.newestVersion + 2 });

      // the editor started from version 1: its text, saved as the newest
      const fromFirst = await loadLegalEditor(services(), "refund", undefined, { startFrom: 1 });
      expect(fromFirst).toMatchObject({ startedFrom: 1, newestVersion: opened.newestVersion + 2 });
      expect(fromFirst.body).not.toContain("Ravi's refund text");
      const back = await saveLegalVersion(services(), "refund", { body: fromFirst.body, effectiveDate: todayInIndia(), basedOn: String(fromFirst.newestVersion) }, actor);
      expect(back).toMatchObject({ ok: true, version: opened.newestVersion + 3 });
      expect((await loadLegalPage(services(), "refund", null))!.html).toBe((await loadLegalPage(services(), "refund", 1))!.html);
    });

    it("refuses an empty text or a date in the past, and stores nothing", async () => {
      const before = (await listLegalVersions(database().db)).length;
      const empty = await saveLegalVersion(services(), "disclaimer", { body: "<p> </p>", effectiveDate: todayInIndia() }, actor);
      expect(empty).toMatchObject({ ok: false, status: 400, fieldErrors: { body: expect.any(String) } });
      const past = await saveLegalVersion(services(), "disclaimer", { body: "<p>Text</p>", effectiveDate: addDays(todayInIndia(), -1) }, actor);
      expect(past).toMatchObject({ ok: false, status: 400, fieldErrors: { effectiveDate: expect.any(String) } });
      expect((await listLegalVersions(database().db)).length).toBe(before);
    });

    it("a new privacy version bumps the contact form's notice version, and each consent keeps the one it was given under", async () => {
      const sendAt = (message: string, client: string) =>
        receiveContactMessage(services(), { form: { firstName: "Kavya", lastName: "Menon", phone: "+91 98765 43210", email: "kavya@example.in", message, consent: "yes" }, client }, log);
      expect(await shownContactNoticeVersion(services())).toBe("privacy-v1");
      const first = await sendAt("before the new notice", "198.51.100.21");
      expect(first.status === "sent" && first.contact.noticeVersion).toBe("privacy-v1");

      const saved = await saveLegalVersion(services(), "privacy", { body: "<p>Privacy notice, second version, for {{companyName}}.</p>", effectiveDate: todayInIndia() }, actor);
      expect(saved).toMatchObject({ ok: true, version: 2 });
      expect(await contactNoticeVersionAt(services())).toBe("privacy-v2");
      expect(await shownContactNoticeVersion(services())).toBe("privacy-v2");
      const second = await sendAt("after the new notice", "198.51.100.22");
      expect(second.status === "sent" && second.contact.noticeVersion).toBe("privacy-v2");

      const rows = await database().db.selectFrom("contacts").select(["message", "noticeVersion"]).where("message", "in", ["before the new notice", "after the new notice"]).orderBy("message").execute();
      expect(rows).toEqual([
        { message: "after the new notice", noticeVersion: "privacy-v2" },
        { message: "before the new notice", noticeVersion: "privacy-v1" },
      ]);
      // what the first visitor agreed to stays readable
      expect((await loadLegalPage(services(), "privacy", 1))!.noticeVersion).toBe("privacy-v1");
    });
  });
});

function todayInIndia(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
