import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordAudit, SYSTEM_ACTOR } from "../../../app/server/repos/audit.server";
import { enginesUnderTest, useDatabase } from "../../support/databases";

const engines = await enginesUnderTest();

describe.each(engines)("audit trail on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    const database = useDatabase(engine, { beforeAll, afterAll });

    it("is written with the change it records, or not at all", async () => {
      const db = database().db;
      const actor = { id: null, email: "owner@example.in", ip: "203.0.113.9" };
      await recordAudit(db, actor, { action: "course.create", entity: "course", entityId: "c1", detail: { name: "Options 101" } });
      await expect(
        db.transaction().execute(async (trx) => {
          await recordAudit(trx, SYSTEM_ACTOR, { action: "contact.retention_removal", entity: "contact", detail: { removed: 3 } });
          throw new Error("the change failed");
        }),
      ).rejects.toThrow("the change failed");

      const rows = await db.selectFrom("auditEvents").selectAll().orderBy("at").execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actorEmail: "owner@example.in", action: "course.create", entity: "course", entityId: "c1", ip: "203.0.113.9" });
      expect(JSON.parse(rows[0]!.detail!)).toEqual({ name: "Options 101" });
      const count = await sql<{ n: number }>`select count(*) as n from audit_events`.execute(db);
      expect(Number(count.rows[0]!.n)).toBe(1);
    });
  });
});
