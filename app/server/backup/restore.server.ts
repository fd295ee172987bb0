import { copyFile, readFile, rename } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import type { Config } from "../config.server";
import { openDatabase, openPostgres } from "../db/database.server";
import { SESSION_SECRET_FILE } from "../auth/session-secret.server";
import { checkTwoFactorSecrets } from "../auth/two-factor.server";
import { createStorage } from "../storage/storage-url.server";
import type { FileStorage } from "../storage/file-storage.server";
import { runPgTool } from "./pg-tools.server";
import { BackupRefusal, filePathOfKey, readManifest, sha256OfFile, type BackupManifest } from "./manifest.server";

/*
 * `npm run restore -- DIR` puts a backup back, only where there is nothing to overwrite: an empty
 * DATA_DIR (no site.db) or an empty PostgreSQL database, and empty file storage. The whole backup
 * is checked against its manifest before anything is written. The server then starts on it as
 * usual (and applies any newer migrations).
 */

export async function restoreBackup(config: Config, backupDir: string, say: (line: string) => void = () => undefined): Promise<BackupManifest> {
  const manifest = await readManifest(backupDir);
  const engine = config.databaseUrl ? "postgres" : "sqlite";
  if (manifest.engine !== engine) {
    throw new BackupRefusal(
      `This backup is of a ${manifest.engine} database, but the configuration points at ${engine}: ${manifest.engine === "postgres" ? "set DATABASE_URL" : "unset DATABASE_URL"} to restore it.`,
    );
  }
  await verifyChecksums(backupDir, manifest);
  const storage = createStorage(config);
  await assertNothingStored(storage);
  const databaseFile = path.join(backupDir, manifest.database.file);
  if (engine === "sqlite") await restoreSqlite(config.dataDir, databaseFile);
  else await restorePostgres(config.databaseUrl!, databaseFile);
  say(`database (${engine}) restored, schema at ${manifest.migration ?? "no migrations"}`);
  for (const file of manifest.files) await storage.put(file.key, await readFile(filePathOfKey(backupDir, file.key)), file.contentType);
  say(`${manifest.files.length} uploaded files restored`);
  const keyReport = await twoFactorKeyReport(config);
  if (keyReport) say(keyReport);
  return manifest;
}

/**
 * A backup never holds the site key (decision 0028), so the two-factor secrets it carries open only
 * with the key the operator supplies. Said now, before the server starts, rather than at sign-in.
 */
async function twoFactorKeyReport(config: Config): Promise<string | null> {
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const keyFile = path.join(config.dataDir, SESSION_SECRET_FILE);
    const key = config.sessionSecret || (!config.databaseUrl && existsSync(keyFile) ? (await readFile(keyFile, "utf8")).trim() : "");
    const { enrolled, unreadable } = await checkTwoFactorSecrets({ db: database.db, config: { ...config, sessionSecret: key } });
    if (enrolled === 0) return null;
    const without = `those administrators can sign in only with a recovery code, until \`npm run admin -- disable-two-factor --email <e-mail>\` turns two-factor off for them`;
    if (!key) {
      return `${enrolled} administrator(s) use two-factor sign-in. Their authenticator secrets are encrypted with the site key, which a backup never holds: before starting the server, set SESSION_SECRET to the old site's key${config.databaseUrl ? "" : ` (or copy the old DATA_DIR/session-secret file into ${config.dataDir})`}. Started without it, ${without}.`;
    }
    if (unreadable.length === 0) return `The site key opens the two-factor secrets of all ${enrolled} administrator(s) who use it.`;
    return `The site key given is not the one the backup's two-factor secrets were saved with (${unreadable.join(", ")}): start with the old site's key, or ${without}.`;
  } finally {
    await database.close();
  }
}

async function verifyChecksums(backupDir: string, manifest: BackupManifest): Promise<void> {
  const expected = [{ file: path.join(backupDir, manifest.database.file), sha256: manifest.database.sha256 }, ...manifest.files.map((file) => ({ file: filePathOfKey(backupDir, file.key), sha256: file.sha256 }))];
  for (const { file, sha256 } of expected) {
    const actual = existsSync(file) ? await sha256OfFile(file) : null;
    if (actual !== sha256) throw new BackupRefusal(`The backup is damaged: ${path.relative(backupDir, file)} is ${actual ? "changed" : "missing"}. Nothing was restored.`);
  }
}

async function assertNothingStored(storage: FileStorage): Promise<void> {
  for await (const key of storage.list()) {
    throw new BackupRefusal(`The file storage is not empty (it holds ${key}): restore only into empty storage. Nothing was restored.`);
  }
}

async function restoreSqlite(dataDir: string, databaseFile: string): Promise<void> {
  const target = path.join(dataDir, "site.db");
  if (existsSync(target)) {
    throw new BackupRefusal(`${dataDir} already has a database (site.db): restore only into an empty DATA_DIR. Nothing was restored.`);
  }
  // copied beside its final name and renamed: a server never sees half a database
  const temp = `${target}.restoring`;
  await copyFile(databaseFile, temp);
  await rename(temp, target);
}

async function restorePostgres(url: string, dumpFile: string): Promise<void> {
  const database = openPostgres(url);
  try {
    const tables = await sql<{ count: string }>`select count(*) as count from information_schema.tables where table_schema = current_schema()`.execute(database.db);
    if (Number(tables.rows[0]?.count) > 0) {
      throw new BackupRefusal("The PostgreSQL database is not empty: restore only into a new, empty database. Nothing was restored.");
    }
  } finally {
    await database.close();
  }
  await runPgTool("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${url}`, dumpFile]);
}
