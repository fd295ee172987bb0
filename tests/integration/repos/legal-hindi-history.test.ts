import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fallbackSiteSettings } from "../../../app/domain/site-settings";
import { receiveContactMessage } from "../../../app/server/contacts.server";
import { loadLegalHindiEditor, loadLegalHindiHistory, saveLegalTranslation, saveLegalVersion } from "../../../app/server/legal-documents.server";
import { findLegalTranslation } from "../../../app/server/repos/legal-translations.server";
import { enginesUnderTest, useDatabase } from "../../support/databases";
import { lazyServicesWithEvents } from "../../support/services";

const engines = await enginesUnderTest();
const log = pino({ level: "silent" });
const asha = { id: "admin-asha", email: "asha@candlewise.example", ip: "203.0.113.9" };
const ravi = { id: "admin-ravi", email: "ravi@candlewise.example", ip: "203.0.113.10" };

/*
 * The legal documents' Hindi history and the Hindi consent (decision 0059) on both engines: every
 * Hindi text of every version listed (which version, who, when, shown or replaced), each readable
 * by its id and only under its own document; and a contact consent given on a Hindi page records
 * the page's language and the Hindi text of the privacy version it led to, or none when that
 * version had no Hindi and its English was shown.
 */
describe.each(engines)("the legal Hindi history and the Hindi consent on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    const database = useDatabase(engine, { beforeAll, afterAll });
    const { services } = lazyServicesWithEvents(database);

    it("lists every Hindi text of a document, newest version first, and shows any one of them read-only", async () => {
      const seeded = (await findLegalTranslation(database().db, "terms", 1, "hi"))!;
      expect(await saveLegalVersion(services(), "terms", { body: "<p>Terms, second version.</p>", effectiveDate: todayInIndia() }, asha)).toMatchObject({ ok: true, version: 2 });
      expect(await saveLegalTranslation(services(), "terms", { hindiVersion: "2", hindiBasedOn: "", hindiBody: "<p>आशा की शर्तें, {{companyName}} के लिए, <a href=\"mailto:{{email}}\">लिखें</a></p>" }, asha)).toEqual({ ok: true, version: 2 });
      const ashas = (await findLegalTranslation(database().db, "terms", 2, "hi"))!;
      expect(await saveLegalTranslation(services(), "terms", { hindiVersion: "2", hindiBasedOn: ashas.id, hindiBody: "<p>रवि की शर्तें</p>" }, ravi)).toEqual({ ok: true, version: 2 });

      const history = await loadLegalHindiHistory(services(), "terms", null);
      expect(history.viewing).toBeNull();
      expect(history.texts.map(({ version, createdBy, shown, versionState }) => ({ version, createdBy, shown, versionState }))).toEqual([
        { version: 2, createdBy: ravi.email, shown: true, versionState: "current" },
        { version: 2, createdBy: asha.email, shown: false, versionState: "current" },
        { version: 1, createdBy: null, shown: true, versionState: "earlier" },
      ]);
      // the form's own list of the version's earlier saves names them by id, so each can be opened
      expect((await loadLegalHindiEditor(services(), "terms")).history).toEqual([{ id: ashas.id, createdAt: ashas.createdAt, createdBy: asha.email }]);

      // Asha's text, replaced by Ravi's: as it was saved, placeholders as written, those inside tags filled
      const replaced = await loadLegalHindiHistory(services(), "terms", ashas.id);
      expect(replaced.viewing).toMatchObject({ id: ashas.id, version: 2, createdBy: asha.email, shown: false });
      expect(replaced.viewing!.body).toBe(`<p>आशा की शर्तें, {{companyName}} के लिए, <a href="mailto:${fallbackSiteSettings.email}" rel="noopener noreferrer nofollow">लिखें</a></p>`);
      // the seeded Hindi of version 1, no longer in force
      const earlier = await loadLegalHindiHistory(services(), "terms", seeded.id);
      expect(earlier.viewing).toMatchObject({ version: 1, createdBy: null, shown: true });
      expect(earlier.viewing!.body).toContain("{{companyName}}");

      // a text of another document, an unknown id or an overlong one: nothing to show
      const privacy = (await findLegalTranslation(database().db, "privacy", 1, "hi"))!;
      expect((await loadLegalHindiHistory(services(), "terms", privacy.id)).viewing).toBeNull();
      expect((await loadLegalHindiHistory(services(), "terms", "no-such-text")).viewing).toBeNull();
      expect((await loadLegalHindiHistory(services(), "terms", "x".repeat(65))).viewing).toBeNull();
      // a document whose Hindi was never saved in the back office: its seeded text only
      expect((await loadLegalHindiHistory(services(), "refund", null)).texts).toHaveLength(1);
    });

    it("a consent on a Hindi page names the Hindi text of the privacy version it led to; on an English page, none", async () => {
      const send = (message: string, client: string, locale?: "en" | "hi") =>
        receiveContactMessage(services(), { form: { firstName: "Kavya", lastName: "Menon", phone: "+91 98765 43210", email: "kavya@example.in", message, consent: "yes" }, client, ...(locale ? { locale } : {}) }, log);
      const seeded = (await findLegalTranslation(database().db, "privacy", 1, "hi"))!;
      const hindi = await send("from the Hindi page", "198.51.100.31", "hi");
      expect(hindi.status === "sent" && hindi.contact).toMatchObject({ noticeVersion: "privacy-v1", noticeLanguage: "hi", noticeTranslationId: seeded.id });
      const english = await send("from the English page", "198.51.100.32", "en");
      expect(english.status === "sent" && english.contact).toMatchObject({ noticeVersion: "privacy-v1", noticeLanguage: "en", noticeTranslationId: null });

      // a new privacy version without its Hindi yet: /hi showed its English, and the consent says so
      expect(await saveLegalVersion(services(), "privacy", { body: "<p>Privacy, second version.</p>", effectiveDate: todayInIndia() }, asha)).toMatchObject({ ok: true, version: 2 });
      const untranslated = await send("before the Hindi of version 2", "198.51.100.33", "hi");
      expect(untranslated.status === "sent" && untranslated.contact).toMatchObject({ noticeVersion: "privacy-v2", noticeLanguage: "hi", noticeTranslationId: null });
      expect(await saveLegalTranslation(services(), "privacy", { hindiVersion: "2", hindiBasedOn: "", hindiBody: "<p>गोपनीयता, दूसरा संस्करण।</p>" }, asha)).toEqual({ ok: true, version: 2 });
      const translated = await send("after the Hindi of version 2", "198.51.100.34", "hi");
      const second = (await findLegalTranslation(database().db, "privacy", 2, "hi"))!;
      expect(translated.status === "sent" && translated.contact).toMatchObject({ noticeVersion: "privacy-v2", noticeLanguage: "hi", noticeTranslationId: second.id });

      // stored as answered
      const rows = await database().db.selectFrom("contacts").select(["message", "noticeVersion", "noticeLanguage", "noticeTranslationId"]).where("email", "=", "kavya@example.in").orderBy("message").execute();
      expect(rows).toEqual([
        { message: "after the Hindi of version 2", noticeVersion: "privacy-v2", noticeLanguage: "hi", noticeTranslationId: second.id },
        { message: "before the Hindi of version 2", noticeVersion: "privacy-v2", noticeLanguage: "hi", noticeTranslationId: null },
        { message: "from the English page", noticeVersion: "privacy-v1", noticeLanguage: "en", noticeTranslationId: null },
        { message: "from the Hindi page", noticeVersion: "privacy-v1", noticeLanguage: "hi", noticeTranslationId: seeded.id },
      ]);
    });
  });
});

function todayInIndia(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}
