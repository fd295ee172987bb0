import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legalDocumentKinds } from "../../../app/domain/legal-documents";
import { fallbackSiteSettings } from "../../../app/domain/site-settings";
import { seededHindiLegalDocuments } from "../../../app/server/db/legal-documents-hindi-seed.server";
import { seededLegalDocuments } from "../../../app/server/db/legal-documents-seed.server";
import { loadLegalEditor, loadLegalHindiEditor, loadLegalPage, saveLegalTranslation, saveLegalVersion } from "../../../app/server/legal-documents.server";
import { listLegalTranslationsOf } from "../../../app/server/repos/legal-translations.server";
import { enginesUnderTest, useDatabase } from "../../support/databases";
import { lazyServicesWithEvents } from "../../support/services";

const engines = await enginesUnderTest();
const actor = { id: "admin-1", email: "editor@candlewise.example", ip: "203.0.113.9" };
const ravi = { ...actor, email: "ravi@candlewise.example" };

/*
 * The legal documents in Hindi (decision 0056) on both engines: migration 0028's Hindi of the
 * seeded versions, the /hi page's body (that version's own Hindi, or its English, never another
 * version's Hindi), placeholders in Hindi, and the Hindi save (sanitised, audited, announced, add-only).
 */
describe.each(engines)("legal documents in Hindi on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    const database = useDatabase(engine, { beforeAll, afterAll });
    const { services, events } = lazyServicesWithEvents(database);

    it("migration 0028 gives version 1 of each document its Hindi, with the same placeholders as the English", async () => {
      const rows = await database().db.selectFrom("legalTranslations").selectAll().orderBy("kind").execute();
      expect(rows.map((row) => `${row.kind}:${row.version}:${row.language}:${row.createdBy ?? "seed"}`)).toEqual(
        [...legalDocumentKinds].sort().map((kind) => `${kind}:1:hi:seed`),
      );
      const placeholders = (html: string) => [...html.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
      for (const kind of legalDocumentKinds) expect(placeholders(seededHindiLegalDocuments[kind]), kind).toEqual(placeholders(seededLegalDocuments[kind]));
    });

    it("the Hindi page of the seeded privacy policy is Hindi, with its DPDP substance and the settings filled in", async () => {
      const page = await loadLegalPage(services(), "privacy", null, undefined, "hi");
      expect(page).toMatchObject({ version: 1, bodyLanguage: "hi" });
      for (const words of ["डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023", "उद्देश्य", "नामांकन का अधिकार", "मिटाने का अधिकार", "शिकायत अधिकारी", `${fallbackSiteSettings.messageRetentionMonths} महीने`, fallbackSiteSettings.grievanceOfficerName]) {
        expect(page!.html).toContain(words);
      }
      expect(page!.html).toContain(`href="mailto:${fallbackSiteSettings.grievanceOfficerEmail}"`);
      expect(page!.html).not.toContain("{{");
      // the SEBI statement is worded in Hindi where no registration is set
      const disclaimer = await loadLegalPage(services(), "disclaimer", null, undefined, "hi");
      expect(disclaimer!.html).toContain(`${fallbackSiteSettings.companyName} भारतीय प्रतिभूति और विनिमय बोर्ड (SEBI) में`);
      expect(disclaimer!.html).not.toContain("is not registered");
      // the English page is unchanged
      expect(await loadLegalPage(services(), "privacy", null)).toMatchObject({ bodyLanguage: "en" });
    });

    it("a new English version is shown in English on /hi until its own Hindi is saved; the earlier version keeps its Hindi", async () => {
      await loadLegalPage(services(), "terms", null, undefined, "hi"); // cached before the save
      expect(await saveLegalVersion(services(), "terms", { body: "<p>Terms, second version, for {{companyName}}.</p>", effectiveDate: todayInIndia() }, actor)).toMatchObject({ ok: true, version: 2 });
      const fallback = await loadLegalPage(services(), "terms", null, undefined, "hi");
      expect(fallback).toMatchObject({ version: 2, bodyLanguage: "en" });
      expect(fallback!.html).toBe(`<p>Terms, second version, for ${fallbackSiteSettings.companyName}.</p>`);
      expect(await loadLegalPage(services(), "terms", 1, undefined, "hi")).toMatchObject({ version: 1, bodyLanguage: "hi" });

      const editor = await loadLegalHindiEditor(services(), "terms");
      expect(editor).toMatchObject({ version: 2, currentNeedsTranslation: true, hindiBody: "", hindiBasedOn: "" });
      expect(editor.english).toContain("Terms, second version");
      expect((await loadLegalEditor(services(), "terms")).versions.map(({ version, hindi }) => `${version}:${hindi}`)).toEqual(["2:false", "1:true"]);

      events.length = 0;
      const saved = await saveLegalTranslation(
        services(),
        "terms",
        { hindiVersion: "2", hindiBasedOn: "", hindiBody: `<h2>नई शर्तें</h2><p onclick="steal()">{{companyName}} की शर्तें, <a href="javascript:alert(1)">यहाँ</a></p><script>alert(1)</script>` },
        actor,
      );
      expect(saved).toEqual({ ok: true, version: 2 });
      expect(events).toContainEqual({ type: "content.changed", area: "legal" });
      const page = await loadLegalPage(services(), "terms", null, undefined, "hi");
      expect(page).toMatchObject({ version: 2, bodyLanguage: "hi" });
      expect(page!.html).toContain("<h2>नई शर्तें</h2>");
      expect(page!.html).toContain(`<span lang="en-IN">${fallbackSiteSettings.companyName}</span> की शर्तें`);
      for (const gone of ["onclick", "javascript:", "<script", "steal()"]) expect(page!.html).not.toContain(gone);
      const stored = await database().db.selectFrom("legalTranslations").selectAll().where("kind", "=", "terms").where("version", "=", 2).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ language: "hi", createdBy: actor.email });
      expect(stored.body).not.toContain("onclick");
      const audit = await database().db.selectFrom("auditEvents").selectAll().where("action", "=", "legal.translation").execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ entity: "legal_document", entityId: "terms", actorEmail: actor.email });
      expect(await loadLegalHindiEditor(services(), "terms")).toMatchObject({ version: 2, currentNeedsTranslation: false, hindiBasedOn: stored.id });
    });

    it("a second Hindi text of a version is added, not written over; a form opened before it is refused once, naming who saved", async () => {
      const opened = await loadLegalHindiEditor(services(), "refund");
      expect(opened.version).toBe(1);
      const first = await saveLegalTranslation(services(), "refund", { hindiVersion: "1", hindiBasedOn: opened.hindiBasedOn, hindiBody: "<p>रिफ़ंड: नया हिंदी पाठ।</p>" }, actor);
      expect(first).toEqual({ ok: true, version: 1 });
      const stale = await saveLegalTranslation(services(), "refund", { hindiVersion: "1", hindiBasedOn: opened.hindiBasedOn, hindiBody: "<p>रवि का पाठ।</p>" }, ravi);
      expect(stale).toMatchObject({ ok: false, status: 409 });
      expect(!stale.ok && stale.formError).toContain("editor@candlewise.example saved a Hindi text of version 1");
      expect((await loadLegalPage(services(), "refund", null, undefined, "hi"))!.html).toBe("<p>रिफ़ंड: नया हिंदी पाठ।</p>");
      const over = await saveLegalTranslation(services(), "refund", { hindiVersion: "1", hindiBasedOn: opened.hindiBasedOn, hindiOverwrite: !stale.ok ? (stale.hindiBasedOn ?? "") : "", hindiBody: "<p>रवि का पाठ।</p>" }, ravi);
      expect(over).toEqual({ ok: true, version: 1 });
      expect((await loadLegalPage(services(), "refund", null, undefined, "hi"))!.html).toBe("<p>रवि का पाठ।</p>");
      // every Hindi text of version 1 stays stored: the seeded one, the editor's, Ravi's
      expect((await listLegalTranslationsOf(database().db, "refund", 1, "hi")).map((row) => row.createdBy)).toEqual([ravi.email, actor.email, null]);
      expect((await loadLegalHindiEditor(services(), "refund")).history).toHaveLength(2);
    });

    it("translates a version dated ahead without showing it before its day, and refuses earlier versions, empty texts and unknown versions", async () => {
      const ahead = addDays(todayInIndia(), 10);
      expect(await saveLegalVersion(services(), "disclaimer", { body: "<p>Disclaimer, second version.</p>", effectiveDate: ahead }, actor)).toMatchObject({ ok: true, version: 2 });
      const editor = await loadLegalHindiEditor(services(), "disclaimer", undefined, 2);
      expect(editor).toMatchObject({ version: 2, currentNeedsTranslation: false });
      expect(editor.choices.map(({ version, state, hindi }) => `${version}:${state}:${hindi}`)).toEqual(["2:upcoming:false", "1:current:true"]);
      expect(await saveLegalTranslation(services(), "disclaimer", { hindiVersion: "2", hindiBasedOn: "", hindiBody: "<p>डिस्क्लेमर, दूसरा संस्करण।</p>" }, actor)).toEqual({ ok: true, version: 2 });
      // today /hi still shows version 1's Hindi; on its day, version 2's
      expect((await loadLegalPage(services(), "disclaimer", null, undefined, "hi"))!.version).toBe(1);
      const then = `${ahead}T06:00:00.000Z`;
      expect(await loadLegalPage(services(), "disclaimer", null, then, "hi")).toMatchObject({ version: 2, bodyLanguage: "hi", html: "<p>डिस्क्लेमर, दूसरा संस्करण।</p>" });

      // the terms' version 1 is no longer in force: its Hindi is what it was, not rewritten
      const earlier = await saveLegalTranslation(services(), "terms", { hindiVersion: "1", hindiBasedOn: "", hindiBody: "<p>पुराना</p>" }, actor);
      expect(earlier).toMatchObject({ ok: false, status: 400 });
      expect(await saveLegalTranslation(services(), "terms", { hindiVersion: "9", hindiBasedOn: "", hindiBody: "<p>नौ</p>" }, actor)).toMatchObject({ ok: false, status: 400 });
      expect(await saveLegalTranslation(services(), "privacy", { hindiVersion: "1", hindiBody: "<p> </p>" }, actor)).toMatchObject({ ok: false, status: 400, fieldErrors: { hindiBody: expect.any(String) } });
      expect(await saveLegalTranslation(services(), "privacy", { hindiVersion: "x", hindiBody: "<p>पाठ</p>" }, actor)).toMatchObject({ ok: false, status: 400, fieldErrors: { hindiVersion: expect.any(String) } });
      expect((await listLegalTranslationsOf(database().db, "terms", 1, "hi")).length).toBe(1);
    });
  });
});

function todayInIndia(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
