import { copyFile, readFile, rename } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import type { Config } from "../config.server";
import { openPostgres } from "../db/database.server";
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
  return manifest;
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
