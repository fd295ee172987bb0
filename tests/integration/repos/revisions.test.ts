import { describe, expect, it } from "vitest";
import { newId } from "../../../app/server/db/ids.server";
import {
  discardAutosave,
  KEEP_AT_MOST,
  latestRevision,
  listRevisions,
  pruneRevisions,
  readAutosave,
  readRevision,
  recordBaselineIfNone,
  recordRevision,
  writeAutosave,
} from "../../../app/server/revisions.server";
import { enginesUnderTest } from "../../support/databases";

/*
 * Migration 0015 and the revisions store (issue 21, decision 0041) on both engines: a record's
 * saved states in order with who saved them, one read back whole, retention (a year, then the
 * newest 50) and the autosave of one account's typing.
 */

const engines = await enginesUnderTest();
const DAY = 86_400_000;

describe.each(engines)("revisions on $name", (engine) => {
  it.skipIf(!engine.available)("keeps each saved state with who saved it, newest first, and reads one back", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      const entityId = newId();
      await recordBaselineIfNone(handle.db, { entity: "blog", entityId, snapshot: { title: "Seeded" }, at: "2026-01-01T00:00:00.000Z" });
      // a second baseline call finds the first and adds nothing
      await recordBaselineIfNone(handle.db, { entity: "blog", entityId, snapshot: { title: "Other" }, at: "2026-01-02T00:00:00.000Z" });
      const first = await recordRevision(handle.db, { entity: "blog", entityId, snapshot: { title: "One", tags: ["a"] }, by: { id: null, name: "asha@example.in" } });
      const second = await recordRevision(handle.db, { entity: "blog", entityId, snapshot: { title: "Two", tags: [] }, by: { id: null, name: "ravi@example.in" } });
      await recordRevision(handle.db, { entity: "blog", entityId: newId(), snapshot: { title: "another post" }, by: { id: null, name: "x" } });

      const listed = await listRevisions(handle.db, "blog", entityId);
      expect(listed.map((revision) => [revision.action, revision.savedByName])).toEqual([
        ["save", "ravi@example.in"],
        ["save", "asha@example.in"],
        ["baseline", "before revisions were kept"],
      ]);
      expect((await latestRevision(handle.db, "blog", entityId))?.id).toBe(second.id);
      expect((await readRevision(handle.db, "blog", entityId, first.id))?.snapshot).toEqual({ title: "One", tags: ["a"] });
      // a revision is read only through its own record
      expect(await readRevision(handle.db, "course", entityId, first.id)).toBeNull();
      expect(await readRevision(handle.db, "blog", newId(), first.id)).toBeNull();
    } finally {
      await cleanup();
    }
  });

  it.skipIf(!engine.available)("keeps every version of the last year, and only the newest 50 of older ones", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      const entityId = newId();
      const now = Date.now();
      // 60 revisions a day apart: the 20 oldest more than a year old, the 40 newest within the last 40 days
      for (let n = 0; n < 60; n++) {
        const at = new Date(now - (n < 20 ? 400 + 20 - n : 60 - n) * DAY).toISOString();
        await handle.db.insertInto("revisions").values({ id: newId(), entity: "course", entityId, action: "save", snapshot: JSON.stringify({ n }), savedById: null, savedByName: "t", savedAt: at, restoredFrom: null }).execute();
      }
      const old = (await listRevisions(handle.db, "course", entityId)).filter((revision) => revision.savedAt < new Date(now - 365 * DAY).toISOString());
      expect(old.length).toBe(20);
      const removed = await pruneRevisions(handle.db, "course", entityId, now);
      const left = await listRevisions(handle.db, "course", entityId);
      // the newest 50 stay, and none younger than a year was removed
      expect(left.length).toBe(KEEP_AT_MOST);
      expect(removed).toBe(10);
      const snapshots = await Promise.all(left.map((revision) => readRevision<{ n: number }>(handle.db, "course", entityId, revision.id)));
      expect(snapshots.map((revision) => revision!.snapshot.n)).toEqual(Array.from({ length: 50 }, (_, i) => 59 - i));

      // within a year, nothing is pruned however many there are
      const busy = newId();
      for (let n = 0; n < KEEP_AT_MOST + 5; n++) await recordRevision(handle.db, { entity: "course", entityId: busy, snapshot: { n }, by: { id: null, name: "t" } });
      expect((await listRevisions(handle.db, "course", busy)).length).toBe(KEEP_AT_MOST + 5);
    } finally {
      await cleanup();
    }
  });

  it.skipIf(!engine.available)("keeps one autosave per record and account, replaced at every beat, until discarded", async () => {
    const { handle, cleanup } = await engine.open();
    try {
      const userId = newId();
      await handle.db.insertInto("users").values({ id: userId, email: `${userId}@example.test`, passwordHash: "x", isAdmin: 1, createdAt: new Date().toISOString(), lastLoginAt: null }).execute();
      await writeAutosave(handle.db, { entity: "blog", entityId: "new", userId, baseVersion: null, fields: { title: "Fir" } });
      await writeAutosave(handle.db, { entity: "blog", entityId: "new", userId, baseVersion: "v1", fields: { title: "First draft" } });
      const read = await readAutosave(handle.db, "blog", "new", userId);
      expect(read).toMatchObject({ fields: { title: "First draft" }, baseVersion: "v1" });
      expect(await readAutosave(handle.db, "blog", "other", userId)).toBeNull();
      await discardAutosave(handle.db, "blog", "new", userId);
      expect(await readAutosave(handle.db, "blog", "new", userId)).toBeNull();
    } finally {
      await cleanup();
    }
  });
});
