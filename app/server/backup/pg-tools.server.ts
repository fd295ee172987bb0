import { spawn } from "node:child_process";
import { sql } from "kysely";
import type { DatabaseHandle } from "../db/database.server";
import { BackupRefusal } from "./manifest.server";

/** Runs a PostgreSQL client tool; its error output becomes the error. */
export function runPgTool(tool: "pg_dump" | "pg_restore", args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.once("error", (error) => reject(new BackupRefusal(`${tool} could not be run (install postgresql-client): ${error.message}`)));
    child.once("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`${tool} failed (exit ${code}): ${err.trim()}`))));
  });
}

/**
 * pg_dump refuses (or worse, writes a dump that cannot be restored) when it is older than the
 * server, so the versions are compared first and an operator is told which client to install.
 */
export async function assertPgDumpFitsServer(database: DatabaseHandle): Promise<void> {
  const dumpVersion = /(?<!\d)(\d+)\.\d+/.exec(await runPgTool("pg_dump", ["--version"]))?.[1];
  const server = await sql<{ serverVersionNum: string }>`show server_version_num`.execute(database.db);
  const serverMajor = Math.floor(Number(server.rows[0]?.serverVersionNum) / 10_000);
  if (!dumpVersion || Number(dumpVersion) < serverMajor) {
    throw new BackupRefusal(`pg_dump ${dumpVersion ?? "?"} is older than the PostgreSQL ${serverMajor} server: install postgresql-client-${serverMajor} or newer.`);
  }
}
