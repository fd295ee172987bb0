import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoTrustLogos } from "../../../app/server/db/demo-content.server";
import { seedDemoContent } from "../../../app/server/db/seed.server";
import { findSiteSettings } from "../../../app/server/repos/settings.server";
import { listTrustLogos, saveTrustLogos } from "../../../app/server/repos/trust-logos.server";
import { enginesUnderTest, useDatabase } from "../../support/databases";

const engines = await enginesUnderTest();

describe.each(engines)("trust banner logos on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    const database = useDatabase(engine, { beforeAll, afterAll });

    it("are none before anything is stored, the 13 demo logos in order once seeded", async () => {
      const { db } = database();
      expect(await listTrustLogos(db)).toEqual([]);
      await seedDemoContent(db);
      expect(await listTrustLogos(db)).toEqual(demoTrustLogos);
      expect(demoTrustLogos).toHaveLength(13);
    });

    it("are replaced as a whole, in the given order, beside the site settings", async () => {
      const { db } = database();
      const settings = await findSiteSettings(db);
      const replaced = [demoTrustLogos[2]!, { name: "New Partner", image: "/uploads/logos/new.svg" }];
      await saveTrustLogos(db, replaced);
      expect(await listTrustLogos(db)).toEqual(replaced);
      expect(await findSiteSettings(db)).toEqual(settings); // the settings row is untouched
      await expect(saveTrustLogos(db, [{ name: "", image: "/x.svg" }])).rejects.toThrow();
      expect(await listTrustLogos(db)).toEqual(replaced);
    });
  });
});
