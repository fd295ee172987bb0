// `npm run backup -- --out DIR`: a consistent copy of the running site's database and uploaded
// files, with a manifest. Uses the server's configuration (DATA_DIR, DATABASE_URL, STORAGE_URL).
import { parseArgs } from "node:util";
import { createBackup } from "../app/server/backup/backup.server";
import { BackupRefusal } from "../app/server/backup/manifest.server";
import { loadConfig } from "../app/server/config.server";

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  if (!values.out) {
    console.error("Usage: npm run backup -- --out <folder>");
    return 2;
  }
  try {
    const manifest = await createBackup(loadConfig(), values.out, (line) => console.log(line));
    console.log(`Backup written to ${values.out}: ${manifest.engine} database at ${manifest.migration ?? "no migrations"}, ${manifest.fileCount} files.`);
    return 0;
  } catch (error) {
    console.error(error instanceof BackupRefusal ? error.message : error);
    return 1;
  }
}

process.exitCode = await main();
