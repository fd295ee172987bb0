import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContact, deleteContact, listLatestContacts } from "../../../app/server/repos/contacts.server";
import {
  createExplorePlatform,
  createExploreProgram,
  deleteExplorePlatform,
  deleteExploreProgram,
  listExplorePlatforms,
  listExplorePrograms,
  updateExploreProgram,
} from "../../../app/server/repos/explore.server";
import { findSeo, findSeoWithGlobal, GLOBAL_SEO_KEY, listSeo, upsertSeo } from "../../../app/server/repos/seo.server";
import { findSiteSettings, saveSiteSettings } from "../../../app/server/repos/settings.server";
import { fallbackSiteSettings } from "../../../app/domain/site-settings";
import { enginesUnderTest, useDatabase } from "../../support/databases";

const engines = await enginesUnderTest();

describe.each(engines)("site data repositories on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    const database = useDatabase(engine, { beforeAll, afterAll });

    it("returns the latest ten contact messages, newest first, and deletes one", async () => {
      const { db } = database();
      const created = [];
      for (let index = 0; index < 12; index += 1) {
        created.push(
          await createContact(db, { firstName: `F${index}`, lastName: "L", phone: "9876543210", email: "a@b.in", message: `m${index}` }),
        );
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      const latest = await listLatestContacts(db, 10);
      expect(latest.map((contact) => contact.message)).toEqual(["m11", "m10", "m9", "m8", "m7", "m6", "m5", "m4", "m3", "m2"]);
      expect(await deleteContact(db, created[11]!.id)).toBe(true);
      expect((await listLatestContacts(db, 10))[0]?.message).toBe("m10");
      expect(await deleteContact(db, created[11]!.id)).toBe(false);
    });

    it("keeps explore programs in order and returns a deleted one so its file can be removed", async () => {
      const { db } = database();
      const b = await createExploreProgram(db, { label: "B", icon: "/b.svg", iconStorageKey: "program-icons/2026/11/b.png", sortOrder: 2 });
      await createExploreProgram(db, { label: "A", icon: "/a.svg", sortOrder: 1 });
      expect((await listExplorePrograms(db)).map((program) => program.label)).toEqual(["A", "B"]);
      await updateExploreProgram(db, b.id, { label: "B2" });
      const deleted = await deleteExploreProgram(db, b.id);
      expect(deleted?.iconStorageKey).toBe("program-icons/2026/11/b.png");
      expect(deleted?.label).toBe("B2");
      expect(await deleteExploreProgram(db, b.id)).toBeUndefined();

      const platform = await createExplorePlatform(db, { alt: "Forex", image: "/f.svg", storageKey: "explore-platforms/2026/11/f.png" });
      expect((await listExplorePlatforms(db)).map((row) => row.alt)).toEqual(["Forex"]);
      expect((await deleteExplorePlatform(db, platform.id))?.storageKey).toBe("explore-platforms/2026/11/f.png");
      expect(await listExplorePlatforms(db)).toEqual([]);
    });

    it("merge-writes SEO records and reads a page together with the global fallback", async () => {
      const { db } = database();
      await upsertSeo(db, { key: GLOBAL_SEO_KEY, siteTitle: "Candlewise", metaDescription: "Global" });
      await upsertSeo(db, { key: "_about", pagePath: "/about", pageTitle: "About" });
      await upsertSeo(db, { key: "_about", metaDescription: "About us" });
      const about = await findSeo(db, "_about");
      expect(about).toMatchObject({ pageTitle: "About", metaDescription: "About us", pagePath: "/about" });

      const both = await findSeoWithGlobal(db, "_about");
      expect(both.page?.pageTitle).toBe("About");
      expect(both.global?.siteTitle).toBe("Candlewise");
      const missing = await findSeoWithGlobal(db, "_contact");
      expect(missing.page).toBeUndefined();
      expect(missing.global?.metaDescription).toBe("Global");
      expect((await listSeo(db)).map((record) => record.key)).toEqual(["_", "_about"]);
    });

    it("saves and reads site settings, and refuses invalid ones", async () => {
      const { db } = database();
      expect(await findSiteSettings(db)).toBeUndefined();
      await saveSiteSettings(db, fallbackSiteSettings);
      await saveSiteSettings(db, { ...fallbackSiteSettings, companyName: "Renamed" });
      expect((await findSiteSettings(db))?.companyName).toBe("Renamed");
      await expect(saveSiteSettings(db, { ...fallbackSiteSettings, email: "not an e-mail" })).rejects.toThrow();
    });
  });
});
