import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { DatabaseHandle } from "../db/database.server";
import { nowIso } from "../db/ids.server";

/**
 * The secret that signs session cookies when SESSION_SECRET is not set. It is generated once: on
 * the embedded engine it is kept in DATA_DIR; on PostgreSQL it is kept in the database, because
 * several instances (each with its own DATA_DIR) must accept each other's cookies.
 */
export async function resolveSessionSecret(
  configured: string,
  dataDir: string,
  database: DatabaseHandle,
): Promise<string> {
  if (configured) return configured;
  if (database.engine === "sqlite") return readOrCreateFileSecret(path.join(dataDir, "session-secret"));
  const generated = randomBytes(32).toString("base64url");
  // Whoever inserts first wins; everyone then reads the same value.
  await database.db
    .insertInto("secrets")
    .values({ name: "session", value: generated, createdAt: nowIso() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await database.db.selectFrom("secrets").select("value").where("name", "=", "session").executeTakeFirstOrThrow();
  return row.value;
}

function readOrCreateFileSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
  return secret;
}
