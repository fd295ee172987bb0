import { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fallbackAboutContent } from "../../../app/domain/about-content";
import { homeTextFields } from "../../../app/domain/page-texts";
import { fallbackSiteSettings } from "../../../app/domain/site-settings";
import { changeLogos, homeDefaults, loadPagesAdmin, saveAbout, saveHomeTexts } from "../../../app/server/admin/pages.server";
import { demoAboutContent, demoTrustLogos } from "../../../app/server/db/demo-content.server";
import { migrateToLatest } from "../../../app/server/db/migrate.server";
import { migrations } from "../../../app/server/db/migrations.server";
import { loadHome } from "../../../app/server/home.server";
import { findAboutContent } from "../../../app/server/repos/about-content.server";
import { listAuditEvents } from "../../../app/server/repos/audit.server";
import { readPageTexts, writePageTexts } from "../../../app/server/repos/page-texts.server";
import { listTrustLogos, saveTrustLogos } from "../../../app/server/repos/trust-logos.server";
import { loadAboutPage } from "../../../app/server/site-chrome.server";
import { enginesUnderTest, openUnmigrated, useDatabase } from "../../support/databases";
import { formDataOf } from "../../support/form-data";
import { servicesFor } from "../../support/services";

/*
 * Page texts (issue 21, decision 0043) on both engines: migration 0017 moves the stored /about
 * content into the table; the home and about saves store only what differs from the defaults,
 * refuse oversized fields beside each field, leave an audit event, and the public loaders show
 * the stored words over the defaults at once (the content cache is emptied by the save).
 */

const engines = await enginesUnderTest();
const actor = { id: null, email: "admin@example.test", ip: "127.0.0.1" };

describe.each(engines)("page texts on $name", (engine) => {
  it.skipIf(!engine.available)("migration 0017 moves the stored /about content into page texts, field by field", async () => {
    const { handle, cleanup } = await openUnmigrated(engine.name);
    try {
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo("0013-course-pages")).error).toBeUndefined();
      await handle.db.insertInto("settings").values({ key: "about", value: JSON.stringify(demoAboutContent), updatedAt: "2026-11-01T10:00:00.000Z" }).execute();
      await migrateToLatest(handle);
      expect(await handle.db.selectFrom("settings").select("key").where("key", "=", "about").executeTakeFirst()).toBeUndefined();
      const stored = await readPageTexts(handle.db, "about");
      expect(stored).toMatchObject({ title: demoAboutContent.title, mission: demoAboutContent.mission, teamImage: "/demo/team.svg" });
      expect(await findAboutContent(handle.db, fallbackAboutContent("Any"))).toEqual(demoAboutContent);
    } finally {
      await cleanup();
    }
  });

  describe.skipIf(!engine.available)("", () => {
    const database = useDatabase(engine, { beforeAll, afterAll });

    it("stores, replaces and deletes a page's fields, and says which changed", async () => {
      const { db } = database();
      expect(await readPageTexts(db, "home")).toEqual({});
      expect(await writePageTexts(db, "home", { heroHeadline: "Trade with a plan", trustClaim: null })).toEqual(["heroHeadline"]);
      expect(await writePageTexts(db, "home", { heroHeadline: "Trade with a plan", appTitle: "हिन्दी और English" })).toEqual(["appTitle"]);
      expect(await readPageTexts(db, "home")).toEqual({ heroHeadline: "Trade with a plan", appTitle: "हिन्दी और English" });
      expect(await writePageTexts(db, "home", { heroHeadline: null, appTitle: null })).toEqual(["heroHeadline", "appTitle"]);
      expect(await readPageTexts(db, "home")).toEqual({});
      // pages are apart
      await writePageTexts(db, "about", { mission: "Ours" });
      expect(await readPageTexts(db, "home")).toEqual({});
      await writePageTexts(db, "about", { mission: null });
    });

    it("saves the home form: defaults and empty boxes are not stored, the English page shows the rest, Hindi only plain-number figures", async () => {
      const handle = database();
      const services = servicesFor(handle);
      const defaults = homeDefaults();
      expect(Object.keys(defaults)).toHaveLength(homeTextFields.length);
      expect(defaults.heroHeadline).toBe("One Dashboard. Endless Skills. Infinite Growth.");
      expect(defaults.statTeamMembersFigure).toBe("35+");
      // the page shows the defaults before any save
      expect((await loadHome(services, services.log, null, "en")).pageTexts).toEqual({});

      const typed = { ...defaults, heroHeadline: "  Learn to trade\u0000 with a plan  ", whyFlexibleTitle: "Learn at your pace", statTeamMembersFigure: "42+", statFollowersFigure: "2k+", trustClaim: "" };
      const saved = await saveHomeTexts(services, services.log, formDataOf(typed), actor);
      expect(saved.outcome.ok).toBe(true);
      expect(await readPageTexts(handle.db, "home")).toEqual({ heroHeadline: "Learn to trade with a plan", whyFlexibleTitle: "Learn at your pace", statTeamMembersFigure: "42+", statFollowersFigure: "2k+" });

      // shown at once: the save emptied the cache of the home page's reads
      expect((await loadHome(services, services.log, null, "en")).pageTexts).toEqual({ heroHeadline: "Learn to trade with a plan", whyFlexibleTitle: "Learn at your pace", statTeamMembersFigure: "42+", statFollowersFigure: "2k+" });
      // "2k+" has an English word in it: the Hindi page keeps its catalogue's "1,000+"
      expect((await loadHome(services, services.log, null, "hi")).pageTexts).toEqual({ statTeamMembersFigure: "42+" });

      const [event] = await listAuditEvents(handle.db, {}, { limit: 1 });
      expect(event).toMatchObject({ action: "page_texts.update", entity: "page", entityId: "home" });
      expect(JSON.parse(event!.detail ?? "{}")).toEqual({ changed: ["heroHeadline", "statFollowersFigure", "statTeamMembersFigure", "whyFlexibleTitle"].sort((a, b) => homeTextFields.findIndex((f) => f.key === a) - homeTextFields.findIndex((f) => f.key === b)) });

      // the admin screen shows the stored text, and the default where nothing is stored
      const admin = await loadPagesAdmin(services);
      expect(admin.home.values.heroHeadline).toBe("Learn to trade with a plan");
      expect(admin.home.values.trustClaim).toBe("Trusted by 10,000+ Learners Worldwide");

      // a post that carries one field changes that field only
      await saveHomeTexts(services, services.log, formDataOf({ appTitle: "Learn anywhere" }), actor);
      expect(await readPageTexts(handle.db, "home")).toMatchObject({ heroHeadline: "Learn to trade with a plan", appTitle: "Learn anywhere" });
      await saveHomeTexts(services, services.log, formDataOf({ appTitle: "" }), actor);

      // an emptied box brings the default back
      await saveHomeTexts(services, services.log, formDataOf({ ...admin.home.values, heroHeadline: "" }), actor);
      expect((await readPageTexts(handle.db, "home")).heroHeadline).toBeUndefined();
    });

    it("refuses an oversized field beside it and changes nothing", async () => {
      const handle = database();
      const services = servicesFor(handle);
      const before = await readPageTexts(handle.db, "home");
      const refused = await saveHomeTexts(services, services.log, formDataOf({ ...homeDefaults(), heroHeadline: "x".repeat(161), statAppDownloadsFigure: "9".repeat(10_000), heroIntro: "a" + "\u0301".repeat(90_000) }), actor);
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.outcome.fieldErrors).sort()).toEqual(["heroHeadline", "heroIntro", "statAppDownloadsFigure"]);
      expect(refused.outcome.fieldErrors.heroHeadline).toMatch(/At most 160 characters/);
      expect(refused.outcome.values?.heroHeadline).toHaveLength(161);
      expect(await readPageTexts(handle.db, "home")).toEqual(before);
    });

    it("saves the about form field by field over the fallback; a value needs a name", async () => {
      const handle = database();
      const services = servicesFor(handle);
      const fallback = fallbackAboutContent(fallbackSiteSettings.companyName);
      const admin = await loadPagesAdmin(services);
      expect(admin.about.values.title).toBe(fallback.title);
      const form = { ...admin.about.values, intent: "save-about", mission: "To teach risk before reward.", value4Name: "Patience", value4Description: "Markets reward the calm." };
      const saved = await saveAbout(services, services.log, { form: formDataOf(form), files: new Map() }, actor);
      expect(saved.outcome).toMatchObject({ ok: true });
      const stored = await readPageTexts(handle.db, "about");
      expect(Object.keys(stored).sort()).toEqual(["mission", "values"]);
      const page = await loadAboutPage(services, "en");
      expect(page.about.mission).toBe("To teach risk before reward.");
      expect(page.about.vision).toBe(fallback.vision);
      expect(page.about.values.map((value) => value.name)).toEqual([...fallback.values.map((value) => value.name), "Patience"]);

      const refused = await saveAbout(services, services.log, { form: formDataOf({ ...form, value5Description: "No name", vision: "v".repeat(1_001) }), files: new Map() }, actor);
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.outcome.fieldErrors).sort()).toEqual(["value5Name", "vision"]);
      expect(await readPageTexts(handle.db, "about")).toEqual(stored);
    });

    it("adds, renames, moves and removes trust logos, checking that the list did not change meanwhile", async () => {
      const handle = database();
      const services = servicesFor(handle);
      await saveTrustLogos(handle.db, demoTrustLogos.slice(0, 3));
      const [first, second, third] = demoTrustLogos;
      const act = (intent: string, fields: Record<string, string>) => changeLogos(services, services.log, { form: formDataOf(fields), files: new Map() }, actor, intent);

      expect((await act("move-logo", { index: "2", image: third!.image, direction: "up" })).outcome.ok).toBe(true);
      expect(await listTrustLogos(handle.db)).toEqual([first, third, second]);
      // the position no longer holds that logo: refused, nothing changed
      expect((await act("remove-logo", { index: "2", image: third!.image })).status).toBe(409);
      expect((await act("rename-logo", { index: "0", image: first!.image, name: "x".repeat(81) })).outcome.fieldErrors).toEqual({ "name-0": "At most 80 characters (this has 81)." });
      expect((await act("rename-logo", { index: "0", image: first!.image, name: " New name " })).outcome.ok).toBe(true);
      expect((await act("remove-logo", { index: "1", image: third!.image })).outcome.ok).toBe(true);
      expect(await listTrustLogos(handle.db)).toEqual([{ ...first, name: "New name" }, second]);
      // adding needs an image
      expect((await act("add-logo", { name: "Partner" })).outcome.fieldErrors).toEqual({ logo: "Choose the logo's image." });
      const actions = (await listAuditEvents(handle.db, {}, { limit: 3 })).map((event) => event.action);
      expect(actions).toEqual(["trust_logo.delete", "trust_logo.update", "trust_logo.move"]);
    });
  });
});
