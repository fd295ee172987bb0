import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Engine } from "../db/database.server";

/*
 * A backup is a folder: the database copy, the uploaded files under files/<key>, and manifest.json,
 * written last, so a folder with a manifest is a complete backup. Checksums let a restore refuse a
 * damaged copy before it writes anything.
 */

export const MANIFEST_FILE = "manifest.json";
export const FILES_DIR = "files";
export const DATABASE_FILES: Record<Engine, string> = { sqlite: "site.db", postgres: "database.pgdump" };

export interface BackedUpFile {
  key: string;
  contentType: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: 1;
  engine: Engine;
  createdAt: string;
  /** the last schema migration applied in the copied database; the server applies newer ones on start */
  migration: string | null;
  database: { file: string; size: number; sha256: string };
  fileCount: number;
  files: BackedUpFile[];
}

/** Refusals an operator can act on: printed as they are, without a stack trace. */
export class BackupRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupRefusal";
  }
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

export function filePathOfKey(backupDir: string, key: string): string {
  return path.join(backupDir, FILES_DIR, ...key.split("/"));
}

export async function readManifest(backupDir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(backupDir, MANIFEST_FILE), "utf8");
  } catch {
    throw new BackupRefusal(`${backupDir} is not a complete backup: it has no ${MANIFEST_FILE}.`);
  }
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1 || (manifest.engine !== "sqlite" && manifest.engine !== "postgres")) {
    throw new BackupRefusal(`${backupDir}/${MANIFEST_FILE} is not a backup manifest this version can read.`);
  }
  return manifest;
}
