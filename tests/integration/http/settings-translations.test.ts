import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../app/server/db/database.server";
import { demoSiteSettings } from "../../../app/server/db/demo-content.server";
import { demoSettingsHindi } from "../../../app/server/db/demo-home-hindi.server";
import { hashPassword } from "../../../app/server/auth/password.server";
import { createUser } from "../../../app/server/repos/users.server";
import { signIn, type RunningApp } from "../../support/app-process";
import { enginesUnderTest, startAppOn } from "../../support/databases";
import { checkHtml, javaAvailable, javaRequired } from "../../support/html-checker";
import { renderedFormValues } from "../../support/rendered-form";

/*
 * The settings' texts in Hindi over HTTP (issue 23, part 3; decision 0058), as a browser without
 * JavaScript posts them, against the production build on both engines: the seeded Hindi tagline,
 * address and business hours show in the /hi footer (on /hi/contact too) and the Hindi feeds, the
 * English pages keep the English; an English text changed after its Hindi shows on /hi in English,
 * marked lang="en-IN", and "Needs translation" in the back office, until its Hindi is saved, which
 * shows at once on the cached pages, audited; an over-long box is refused next to its field and
 * changes nothing; the SEBI registration's Hindi fills the Hindi disclaimer, unmarked.
 */

if (!javaAvailable && javaRequired) throw new Error("the HTML checker needs Java (Debian: default-jre-headless); CI installs it");

const engines = await enginesUnderTest();

const HINDI_FORM = 'form[aria-label="Site settings in Hindi"]';

describe.each(engines)("the settings' texts in Hindi over HTTP on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    let app: RunningApp;
    let handle: DatabaseHandle;
    let stop: (() => Promise<void>) | undefined;
    let cookie = "";
    let editorCookie = "";

    beforeAll(async () => {
      ({ app, handle, stop } = await startAppOn(engine));
      await createUser(handle.db, { email: "editor.settings@example.test", passwordHash: await hashPassword("editor-Password-For-Settings-1"), isAdmin: true, role: "editor" });
      cookie = await signIn(app);
      editorCookie = await signIn(app, { email: "editor.settings@example.test", password: "editor-Password-For-Settings-1" });
    }, 120_000);
    afterAll(async () => {
      await stop?.();
    });

    const post = (address: string, fields: Record<string, string> | URLSearchParams, session = cookie) =>
      fetch(`${app.url}${address}`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: session, origin: app.url, "content-type": "application/x-www-form-urlencoded" },
        body: fields instanceof URLSearchParams ? fields : new URLSearchParams(fields),
      });
    const text = async (address: string, session = "") => (await fetch(`${app.url}${address}`, { headers: session ? { cookie: session } : {} })).text();
    const documentOf = async (address: string, session = "") => new JSDOM(await text(address, session)).window.document;

    /** The footer's tagline, address and business hours on a page: each text and its lang attribute. */
    const footer = async (address: string) => {
      const document = await documentOf(address);
      const shown = (testId: string) => {
        const element = document.querySelector(`footer [data-testid="${testId}"]`);
        return element ? { text: element.textContent, lang: element.getAttribute("lang") } : null;
      };
      return { tagline: shown("footer-tagline"), address: shown("footer-address"), businessHours: shown("footer-business-hours") };
    };

    /** The Hindi form as the back office renders it: its hidden fields and every box's value. */
    const hindiForm = async () => {
      const document = await documentOf("/admin/settings?hindi=1", cookie);
      const form = document.querySelector(HINDI_FORM)!;
      const fields: Record<string, string> = {};
      for (const input of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[type=hidden], input[type=text], input:not([type]), textarea")) fields[input.name] = input.value;
      return { fields, summary: document.querySelector('[data-testid="translation-summary"]')?.textContent ?? "", html: document.body.innerHTML };
    };

    const saveEnglish = async (changes: Record<string, string>) => {
      const form = new URLSearchParams(renderedFormValues(await text("/admin/settings", cookie)));
      for (const [field, value] of Object.entries(changes)) form.set(field, value);
      const saved = await post("/admin/settings", form);
      expect(saved.status).toBe(302);
    };

    it("shows the seeded Hindi tagline, address and business hours in the /hi footer, unmarked, and the English on English pages", async () => {
      for (const address of ["/hi", "/hi/contact"]) {
        expect(await footer(address)).toEqual({
          tagline: { text: demoSettingsHindi.tagline, lang: null },
          address: { text: demoSettingsHindi.address, lang: null },
          businessHours: { text: demoSettingsHindi.businessHours, lang: null },
        });
      }
      expect(await footer("/contact")).toEqual({
        tagline: { text: demoSiteSettings.tagline, lang: null },
        address: { text: demoSiteSettings.address, lang: null },
        businessHours: { text: demoSiteSettings.businessHours, lang: null },
      });
      // the Hindi privacy policy names the address in Hindi, not marked as English
      const privacy = (await documentOf("/hi/privacy-policy")).querySelector("[data-testid='legal-body']")!;
      expect(privacy.textContent).toContain(demoSettingsHindi.address);
      expect([...privacy.querySelectorAll("span[lang='en-IN']")].map((span) => span.textContent)).not.toContain(demoSettingsHindi.address);
    });

    it("gives the Hindi feeds the Hindi tagline as their description, the English ones the English", async () => {
      const hindiRss = await text("/hi/blog/feed.xml");
      expect(hindiRss).toContain(`<description>${demoSettingsHindi.tagline}</description>`);
      const hindiJson = (await (await fetch(`${app.url}/hi/blog/feed.json`)).json()) as { description: string };
      expect(hindiJson.description).toBe(demoSettingsHindi.tagline);
      expect(await text("/blog/feed.xml")).toContain(`<description>${demoSiteSettings.tagline}</description>`);
    });

    it("an English text changed after its Hindi shows on /hi in English, marked, and 'needs translation', until its Hindi is saved, which shows at once", async () => {
      expect((await footer("/hi/contact")).address).toEqual({ text: demoSettingsHindi.address, lang: null }); // cached now
      const newAddress = "Office 7, Koregaon Park, Pune, Maharashtra 411001, India";
      await saveEnglish({ address: newAddress });
      // the other texts keep their Hindi; the address falls back to its English, marked
      expect(await footer("/hi/contact")).toEqual({
        tagline: { text: demoSettingsHindi.tagline, lang: null },
        address: { text: newAddress, lang: "en-IN" },
        businessHours: { text: demoSettingsHindi.businessHours, lang: null },
      });
      const privacy = (await documentOf("/hi/privacy-policy")).querySelector("[data-testid='legal-body']")!;
      expect([...privacy.querySelectorAll("span[lang='en-IN']")].map((span) => span.textContent)).toContain(newAddress);

      const opened = await hindiForm();
      expect(opened.summary).toContain("1 field needs translation.");
      expect(opened.html).toContain("Needs translation: the English changed after this Hindi was written.");
      expect((await documentOf("/admin/settings", cookie)).querySelector('[data-testid="settings-hindi-state"]')?.textContent).toBe("Hindi: 1 to translate");

      const hindiAddress = "ऑफ़िस 7, कोरेगाँव पार्क, पुणे, महाराष्ट्र 411001, भारत";
      const saved = await post("/admin/settings?hindi=1", { ...opened.fields, address: hindiAddress });
      expect(saved.status).toBe(302);
      expect(saved.headers.get("location")).toBe("/admin/settings?hindi=1&done=updated");
      expect(await text("/admin/settings?hindi=1&done=updated", cookie)).toContain("The Hindi texts were saved.");
      expect((await footer("/hi/contact")).address).toEqual({ text: hindiAddress, lang: null });
      expect((await footer("/contact")).address).toEqual({ text: newAddress, lang: null });
      expect((await hindiForm()).summary).toContain("Every Hindi text follows the English as it is now.");
      // kept as a revision of the settings' Hindi, listed where the Hindi view links
      const revisions = await fetch(`${app.url}/admin/revisions/settings-hi/site`, { headers: { cookie } });
      expect(revisions.status).toBe(200);
      const revisionsPage = new JSDOM(await revisions.text()).window.document.body.textContent;
      expect(revisionsPage).toContain("Site settings in Hindi");
      expect(revisionsPage).toMatch(/Versions \([1-9]\d*\)/);

      const audits = await handle.db.selectFrom("auditEvents").select(["entity", "entityId", "detail"]).where("action", "=", "settings.translate").execute();
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ entity: "settings", entityId: "site" });
      expect(JSON.parse(String(audits[0]!.detail))).toMatchObject({ locale: "hi", changed: ["address"] });
    });

    it("without a Hindi tagline, /hi and the Hindi feed keep the English, the footer's marked lang=en-IN", async () => {
      const { fields } = await hindiForm();
      const emptied = await post("/admin/settings?hindi=1", { ...fields, tagline: "" });
      expect(emptied.status).toBe(302);
      expect((await footer("/hi")).tagline).toEqual({ text: demoSiteSettings.tagline, lang: "en-IN" });
      expect(await text("/hi/blog/feed.xml")).toContain(`<description>${demoSiteSettings.tagline}</description>`);
      // written again
      const again = await post("/admin/settings?hindi=1", { ...(await hindiForm()).fields, tagline: demoSettingsHindi.tagline });
      expect(again.status).toBe(302);
      expect((await footer("/hi")).tagline).toEqual({ text: demoSettingsHindi.tagline, lang: null });
    });

    it("refuses an over-long Hindi text next to its field, keeps what was typed, and changes nothing", async () => {
      const { fields } = await hindiForm();
      const before = await handle.db.selectFrom("contentTranslations").select(["field", "value", "source"]).where("entity", "=", "settings").orderBy("field").execute();
      const refused = await post("/admin/settings?hindi=1", { ...fields, tagline: "क".repeat(201), businessHours: "सोमवार" });
      expect(refused.status).toBe(400);
      const document = new JSDOM(await refused.text()).window.document;
      const box = document.querySelector<HTMLInputElement>(`${HINDI_FORM} [name="tagline"]`)!;
      expect(box.value).toBe("क".repeat(201));
      const errorId = box.getAttribute("aria-describedby")?.split(" ").find((id) => id.endsWith("-error"));
      expect(document.getElementById(errorId!)?.textContent).toContain("At most 200 characters (this has 201).");
      expect(document.body.textContent).toContain("Nothing was saved");
      expect(await handle.db.selectFrom("contentTranslations").select(["field", "value", "source"]).where("entity", "=", "settings").orderBy("field").execute()).toEqual(before);
      expect((await footer("/hi")).tagline).toEqual({ text: demoSettingsHindi.tagline, lang: null });
    });

    it("refuses a Hindi written beside English saved since, and an Editor (the settings are an administrator's), storing nothing", async () => {
      const opened = await hindiForm();
      const before = await handle.db.selectFrom("contentTranslations").select(["field", "value", "source"]).where("entity", "=", "settings").orderBy("field").execute();
      await saveEnglish({ businessHours: "Monday to Saturday, 10:00 AM - 7:00 PM IST" });
      const stale = await post("/admin/settings?hindi=1", { ...opened.fields, businessHours: "सोमवार से शनिवार" });
      expect(stale.status).toBe(409);
      expect(await stale.text()).toContain("The English of the settings was saved again after this form was opened.");
      const editor = await post("/admin/settings?hindi=1", { ...(await hindiForm()).fields, tagline: "संपादक की टैगलाइन" }, editorCookie);
      expect(editor.status).toBe(403);
      expect((await fetch(`${app.url}/admin/settings?hindi=1`, { headers: { cookie: editorCookie }, redirect: "manual" })).status).toBe(403);
      expect(await handle.db.selectFrom("contentTranslations").select(["field", "value", "source"]).where("entity", "=", "settings").orderBy("field").execute()).toEqual(before);
    });

    // the pages are the same on both engines: checked once, on SQLite (a test the other engine does not have, rather than one it skips)
    if (engine.name === "sqlite") it.skipIf(!javaAvailable)("has no error in the W3C Nu HTML Checker: the Hindi view, a refused save and /hi/contact", async () => {
      const refused = await post("/admin/settings?hindi=1", { ...(await hindiForm()).fields, tagline: "क".repeat(201) });
      const problems = await checkHtml({
        "/admin/settings?hindi=1": await text("/admin/settings?hindi=1", cookie),
        "/admin/settings?hindi=1 (refused)": await refused.text(),
        "/admin/settings": await text("/admin/settings", cookie),
        "/hi/contact": await text("/hi/contact"),
      });
      expect(problems).toEqual([]);
    }, 120_000);

    it("fills the Hindi disclaimer with the SEBI registration's Hindi, unmarked, and its English, marked, while it has none", async () => {
      const registration = "Registered with SEBI as a Research Analyst, registration no. INH000000000";
      await saveEnglish({ sebiRegistration: registration });
      const markedEnglish = async () => [...(await documentOf("/hi/disclaimer")).querySelectorAll("[data-testid='legal-body'] span[lang='en-IN']")].map((span) => span.textContent);
      expect(await markedEnglish()).toContain(registration);
      const hindiRegistration = "SEBI में रिसर्च एनालिस्ट के रूप में पंजीकृत, पंजीकरण संख्या INH000000000";
      const saved = await post("/admin/settings?hindi=1", { ...(await hindiForm()).fields, sebiRegistration: hindiRegistration });
      expect(saved.status).toBe(302);
      expect((await documentOf("/hi/disclaimer")).querySelector("[data-testid='legal-body']")!.textContent).toContain(hindiRegistration);
      const hindiShown = (await documentOf("/hi/disclaimer")).querySelector("[data-testid='legal-body']")!;
      expect(hindiShown.textContent).not.toContain(registration);
      expect((await documentOf("/disclaimer")).querySelector("[data-testid='legal-body']")!.textContent).toContain(registration);
    });
  });
});
