import { Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../../../app/server/db/migrate.server";
import { migrations } from "../../../app/server/db/migrations.server";
import { findSeo, listSeo, upsertSeo } from "../../../app/server/repos/seo.server";
import { seoValuesOf } from "../../../app/server/seo/seo-cache.server";
import { compileSeoRecord } from "../../../app/server/seo/seo-record.server";
import { enginesUnderTest, openUnmigrated } from "../../support/databases";

/*
 * Migration 0010 (issue 23, decision 0032) on both engines: the SEO records already saved keep
 * every English value and gain empty Hindi text fields, which then save and read back like the others.
 */

const engines = await enginesUnderTest();
const NOW = "2026-11-25T10:00:00.000Z";

describe.each(engines)("migration 0010 (Hindi SEO fields) on $name", (engine) => {
  it.skipIf(!engine.available)("keeps the records already there, gives them empty Hindi fields, and saves Hindi text", async () => {
    const { handle, cleanup } = await openUnmigrated(engine.name);
    try {
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo("0009-sign-in-guards")).error).toBeUndefined();
      // a record as the old schema stored it (no Hindi columns yet)
      await handle.db
        .insertInto("seo")
        .values({ key: "_about", pagePath: "/about", pageTitle: "About Candlewise", metaDescription: "Who we are.", keywords: "about", alternateHrefLang: "en-IN, hi-IN", updatedAt: NOW } as never)
        .execute();

      await migrateToLatest(handle);
      const migrated = await findSeo(handle.db, "_about");
      expect(migrated).toMatchObject({ pageTitle: "About Candlewise", metaDescription: "Who we are.", keywords: "about", alternateHrefLang: "en-IN, hi-IN", updatedAt: NOW });
      expect(migrated).toMatchObject({ siteTitleHi: null, pageTitleHi: null, metaDescriptionHi: null, keywordsHi: null, ogTitleHi: null, ogDescriptionHi: null });

      // Devanagari (matras, conjuncts, nukta) comes back exactly as written, on both engines
      const hindi = { pageTitleHi: "कैंडलवाइज़ के बारे में", metaDescriptionHi: "हम कौन हैं, क्या और कैसे सिखाते हैं।", keywordsHi: "ट्रेडिंग, स्टॉप लॉस", ogTitleHi: "कैंडलवाइज़ से मिलें", ogDescriptionHi: "क्षमता और अनुशासन" };
      await upsertSeo(handle.db, { key: "_about", ...hindi });
      const saved = await findSeo(handle.db, "_about");
      expect(saved).toMatchObject({ ...hindi, pageTitle: "About Candlewise", siteTitleHi: null });
      await upsertSeo(handle.db, { key: "_", siteTitleHi: "कैंडलवाइज़ एकेडमी" });
      expect((await listSeo(handle.db)).map((record) => [record.key, record.siteTitleHi])).toEqual([
        ["_", "कैंडलवाइज़ एकेडमी"],
        ["_about", null],
      ]);

      // the compiled record public pages read carries them beside the English fields
      const compiled = compileSeoRecord(seoValuesOf(saved!));
      expect(compiled.pageTitle).toBe("About Candlewise");
      expect(compiled.hi).toMatchObject({ pageTitle: hindi.pageTitleHi, description: hindi.metaDescriptionHi, ogDescription: hindi.ogDescriptionHi });
    } finally {
      await cleanup();
    }
  });
});
