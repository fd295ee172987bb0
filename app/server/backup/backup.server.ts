import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import type { Config } from "../config.server";
import { openDatabase, openSqlite, type DatabaseHandle } from "../db/database.server";
import { createStorage } from "../storage/storage-url.server";
import type { FileStorage } from "../storage/file-storage.server";
import { assertPgDumpFitsServer, runPgTool } from "./pg-tools.server";
import { BackupRefusal, DATABASE_FILES, MANIFEST_FILE, filePathOfKey, sha256OfFile, type BackedUpFile, type BackupManifest } from "./manifest.server";
import { compareCodes } from "../../domain/text-order";

/*
 * `npm run backup -- --out DIR` while the site runs. The database is copied first, as one
 * consistent snapshot (SQLite's online backup; pg_dump's single transaction); the uploaded files
 * after it, so every file the copied rows point at already existed (uploads are stored before the
 * row that names them). A file deleted in between is simply missing from the copy.
 *
 * The site key never goes into a backup (decision 0028): DATA_DIR/session-secret is not among the
 * copied files (only uploads are), and the `secrets` table, where an earlier version kept a
 * generated key on PostgreSQL, is copied without its rows. A restore needs the key from the operator.
 */

export async function createBackup(config: Config, outDir: string, say: (line: string) => void = () => undefined): Promise<BackupManifest> {
  await assertEmptyFolder(outDir);
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const databaseFile = path.join(outDir, DATABASE_FILES[database.engine]);
    const migration = database.engine === "sqlite" ? await copySqlite(config.dataDir, databaseFile) : await dumpPostgres(database, databaseFile);
    say(`database (${database.engine}) copied`);
    const files = await copyFiles(createStorage(config), outDir);
    say(`${files.length} uploaded files copied`);
    const manifest: BackupManifest = {
      format: 1,
      engine: database.engine,
      createdAt: new Date().toISOString(),
      migration,
      database: { file: path.basename(databaseFile), size: (await stat(databaseFile)).size, sha256: await sha256OfFile(databaseFile) },
      fileCount: files.length,
      files,
    };
    await writeFile(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await database.close();
  }
}

async function assertEmptyFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  if ((await readdir(dir)).length > 0) throw new BackupRefusal(`${dir} is not empty: give a new or empty folder for the backup.`);
}

/** better-sqlite3's online backup: pages copied while the site goes on writing, restarted if needed. */
async function copySqlite(dataDir: string, target: string): Promise<string | null> {
  const source = new SQLite(path.join(dataDir, "site.db"), { fileMustExist: true });
  try {
    source.pragma("busy_timeout = 5000");
    await source.backup(target);
  } finally {
    source.close();
  }
  // the level of the copy itself, not of the live database a moment later
  const copy = openSqlite(target);
  try {
    const dropped = await copy.db.deleteFrom("secrets").executeTakeFirst();
    if (Number(dropped.numDeletedRows) > 0) await sql`vacuum`.execute(copy.db); // nothing deleted is left in free pages
    return await lastMigration(copy);
  } finally {
    await copy.close();
  }
}

async function dumpPostgres(database: DatabaseHandle, target: string): Promise<string | null> {
  await assertPgDumpFitsServer(database);
  const migration = await lastMigration(database);
  // custom format: compressed, and pg_restore can restore it into any empty database
  await runPgTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", "--exclude-table-data=secrets", `--file=${target}`, `--dbname=${database.postgresUrl}`]);
  return migration;
}

async function lastMigration(database: DatabaseHandle): Promise<string | null> {
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(database.db);
  return rows.rows[0]?.name ?? null;
}

async function copyFiles(storage: FileStorage, outDir: string): Promise<BackedUpFile[]> {
  const files: BackedUpFile[] = [];
  for await (const key of storage.list()) {
    const stored = await storage.read(key);
    if (!stored) continue; // deleted since it was listed
    const target = filePathOfKey(outDir, key);
    await mkdir(path.dirname(target), { recursive: true });
    const hash = createHash("sha256");
    let size = 0;
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(stored.body, hashing, createWriteStream(target));
    files.push({ key, contentType: stored.contentType, size, sha256: hash.digest("hex") });
  }
  return files.sort((a, b) => compareCodes(a.key, b.key));
}
