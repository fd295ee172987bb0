import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istDayWindows } from "../../../app/domain/message-days";
import { countContactsPerDay } from "../../../app/server/repos/contact-stats.server";
import { enginesUnderTest, useDatabase } from "../../support/databases";

const engines = await enginesUnderTest();

describe.each(engines)("messages per IST day on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    const database = useDatabase(engine, { beforeAll, afterAll });

    it("counts each day's messages by its IST boundaries, with empty days as 0", async () => {
      const db = database().db;
      const at = ["2026-11-23T18:29:59.999Z", "2026-11-23T18:30:00.000Z", "2026-11-24T10:00:00.000Z", "2026-11-20T05:00:00.000Z", "2026-09-01T05:00:00.000Z"];
      await db
        .insertInto("contacts")
        .values(at.map((createdAt, i) => ({ id: `c${i}`, firstName: "A", lastName: "B", phone: "+91 98765 43210", email: "a@example.in", message: `m${i}`, createdAt })))
        .execute();
      const days = await countContactsPerDay(db, istDayWindows(new Date("2026-11-24T12:00:00Z")));
      expect(days).toHaveLength(30);
      const counts = Object.fromEntries(days.filter((day) => day.count > 0).map((day) => [day.day, day.count]));
      // 18:29:59 UTC is still 23 Nov in India; 18:30 is 24 Nov; September is outside the 30 days
      expect(counts).toEqual({ "2026-11-23": 1, "2026-11-24": 2, "2026-11-20": 1 });
    });

    it("counts through an index on created_at, not by reading the table", async () => {
      const from = "2026-11-23T18:30:00.000Z";
      const to = "2026-11-24T18:30:00.000Z";
      if (engine.name === "sqlite") {
        const plan = await sql<{ detail: string }>`explain query plan select count(*) from contacts where created_at >= ${from} and created_at < ${to}`.execute(database().db);
        expect(plan.rows.map((row) => row.detail).join(" ")).toMatch(/USING COVERING INDEX contacts_created_at_desc/);
        return;
      }
      // a handful of test rows would make any planner scan; ask what it does when scanning is dear
      const plan = await database().db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        return sql<{ "QUERY PLAN": string }>`explain select count(*) from contacts where created_at >= ${from} and created_at < ${to}`.execute(trx);
      });
      expect(plan.rows.map((row) => row["QUERY PLAN"]).join(" ")).toMatch(/Index (Only )?Scan using contacts_created_at/);
    });
  });
});
