import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openSqlite } from "../../../app/server/db/database.server";

const dir = mkdtempSync(path.join(tmpdir(), "cw-sqlite-tx-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Another writer on the same file (as a second worker process or the admin CLI is): it takes the
 * write lock, adds a row, says so, holds the lock for `holdMs`, then commits.
 */
function otherWriterHolding(file: string, holdMs: number): { locked: Promise<void>; done: Promise<void> } {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require("node:worker_threads");
    const SQLite = require("better-sqlite3");
    const db = new SQLite(workerData.file);
    db.pragma("busy_timeout = 5000");
    db.exec("begin immediate");
    db.prepare("insert into counter (n) values (1)").run();
    parentPort.postMessage("locked");
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.holdMs);
    db.exec("commit");
    db.close();
    `,
    { eval: true, workerData: { file, holdMs } },
  );
  const locked = new Promise<void>((resolve, reject) => {
    worker.once("message", () => resolve());
    worker.once("error", reject);
  });
  const done = new Promise<void>((resolve, reject) => {
    worker.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`writer exited with ${code}`))));
    worker.once("error", reject);
  });
  return { locked, done };
}

describe("transactions on the embedded database, with another process writing", () => {
  it("a read-then-write transaction waits for the other writer and then sees its row, instead of failing", async () => {
    const file = path.join(dir, "site.db");
    const handle = openSqlite(file);
    try {
      await sql`create table counter (n integer not null)`.execute(handle.db);
      const other = otherWriterHolding(file, 300);
      await other.locked;
      // the next number after the highest: a plain `begin` would read the table before the other
      // commits, then fail at the insert (SQLITE_BUSY_SNAPSHOT)
      await handle.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ top: number | null }>`select max(n) as top from counter`.execute(trx);
        await sql`insert into counter (n) values (${(rows[0]?.top ?? 0) + 1})`.execute(trx);
      });
      await other.done;
      const { rows } = await sql<{ n: number }>`select n from counter order by n`.execute(handle.db);
      expect(rows.map((row) => row.n)).toEqual([1, 2]);
    } finally {
      await handle.close();
    }
  });
});
