import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import type { Logger } from "pino";
import type { DatabaseHandle } from "../db/database.server";
import type { Config } from "../config.server";
import { checkTwoFactorSecrets } from "./two-factor.server";

/*
 * The site key (SESSION_SECRET) signs cookies and derives every key that protects a stored secret
 * (decision 0028), so it is never kept in the database it protects: a copy of the database, an
 * `npm run backup` included, must not be enough to read two-factor secrets or mint a cookie.
 * On SQLite, when SESSION_SECRET is not set, it is generated once and kept in DATA_DIR/session-secret
 * (outside the database and outside the backup). On PostgreSQL it is required: every instance
 * needs the same one, and the database is no place for it.
 */

export const SESSION_SECRET_FILE = "session-secret";

/** A start-up refusal the operator can act on: printed as it is. */
export class SiteKeyRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SiteKeyRefusal";
  }
}

const readLegacyKeySql = "select value from secrets where name = 'session'";

export const missingKeyMessage =
  "SESSION_SECRET is required on PostgreSQL: set it to the same long random value on every instance (for example the output of `openssl rand -base64 32`) and keep it outside the database. Nothing was started.";

/**
 * The site key for this start. On PostgreSQL a key that an earlier version generated and kept in
 * the `secrets` table is moved out: the server refuses to start until SESSION_SECRET holds it (or
 * `npm run admin -- rotate-key` re-encrypted what it protects), then deletes the row.
 */
export async function resolveSessionSecret(configured: string, dataDir: string, database: DatabaseHandle, log?: Logger): Promise<string> {
  if (database.engine === "sqlite") return configured || readOrCreateFileSecret(path.join(dataDir, SESSION_SECRET_FILE));
  const legacy = await readLegacyKey(database);
  if (!configured) {
    throw new SiteKeyRefusal(
      legacy === null
        ? missingKeyMessage
        : `SESSION_SECRET is required on PostgreSQL, and this database still holds the key an earlier version generated (table secrets). Move it out: read it with\n  psql "$DATABASE_URL" -Atc "${readLegacyKeySql}"\nset SESSION_SECRET to that value on every instance and start again; the server then deletes it from the database. Nothing was started.`,
    );
  }
  if (legacy !== null) {
    if (legacy !== configured) {
      throw new SiteKeyRefusal(
        `This database still holds the key an earlier version generated (table secrets), and SESSION_SECRET is a different one: the two-factor secrets were encrypted with the stored key. Either set SESSION_SECRET to the stored key (psql "$DATABASE_URL" -Atc "${readLegacyKeySql}"), or keep the new SESSION_SECRET and run \`npm run admin -- rotate-key --old <stored key>\` once, which re-encrypts them and deletes the stored key. Nothing was started.`,
      );
    }
    await deleteLegacyKey(database);
    log?.info({ event: "site_key.moved" }, "the generated key is now read from SESSION_SECRET and was deleted from the database");
  }
  return configured;
}

/** The key an earlier version kept in the database, or null (also before the first migration). */
export async function readLegacyKey(database: DatabaseHandle): Promise<string | null> {
  try {
    const rows = await sql<{ value: string }>`select value from secrets where name = 'session'`.execute(database.db);
    return rows.rows[0]?.value ?? null;
  } catch {
    return null; // a new, empty database has no secrets table yet
  }
}

export async function deleteLegacyKey(database: Pick<DatabaseHandle, "db">): Promise<void> {
  await database.db.deleteFrom("secrets").where("name", "=", "session").execute();
}

function readOrCreateFileSecret(file: string): string {
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("base64url");
  try {
    writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    // another process of the same site wrote it first: everyone uses that one
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw error;
  }
}

/**
 * Says in the log, at start, when stored two-factor secrets cannot be opened with this key (a key
 * that changed, or a restore onto a machine without the old key), instead of failing at sign-in.
 */
export async function reportUnreadableTwoFactor(services: { db: DatabaseHandle["db"]; config: Config }, log: Logger): Promise<void> {
  const { enrolled, unreadable } = await checkTwoFactorSecrets(services);
  if (unreadable.length === 0) return;
  log.error(
    { event: "site_key.two_factor_unreadable", enrolled, unreadable: unreadable.length, accounts: unreadable },
    `${unreadable.length} of ${enrolled} accounts' two-factor secrets cannot be read with this site key: it is not the key they were saved with (SESSION_SECRET changed, or DATA_DIR/session-secret was not restored). Start with the old key, or run \`npm run admin -- rotate-key --old <old key>\`; without the old key those administrators sign in with a recovery code, or \`npm run admin -- disable-two-factor --email <e-mail>\` turns it off.`,
  );
}
