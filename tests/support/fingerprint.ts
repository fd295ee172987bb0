import { createHash } from "node:crypto";
import type SQLite from "better-sqlite3";

/**
 * Everything an administrator manages in a site's SQLite file, as one hash: census tests compare it
 * before and after requests that must change nothing. Sessions and sign-in counters are left out,
 * since refusing a request may legitimately touch them.
 */
export function contentFingerprint(database: SQLite.Database): string {
  const tables = database
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' and name not in ('sessions', 'login_failures')")
    .all() as { name: string }[];
  const hash = createHash("sha256");
  for (const { name } of tables) hash.update(name).update(JSON.stringify(database.prepare(`select * from "${name}" order by 1`).all()));
  return hash.digest("hex");
}
